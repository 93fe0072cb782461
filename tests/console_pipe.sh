#!/bin/bash
# console_pipe.sh -- the console fed from a pipe: every tests/console/*.txt
# is a script with its exact expected output, one TAP test per file.
#
# Format of a .txt file (one directive per line):
#   > COMMAND     a line sent to `acolyte --console` on standard input
#   TEXT          an exact line of output (stdout and stderr merged)
#   ~ ERE         a line of output matching the extended regexp (anchored)
#   ...           any number of output lines, up to the next line that
#                 matches what follows (for lists that may grow, or searches
#                 whose length depends on the evaluation)
#   @rc N         the console's expected exit status (default 0)
#   @args ARG...  extra arguments before --console (e.g. --unicode)
#   # TEXT        a comment
#   \TEXT         an exact line that starts with one of the characters above
# In commands and expected lines, @DATA@ is the tests/console directory and
# @TMP@ a private scratch directory (the current directory of the run).
. "${srcdir:-.}/tests/lib.sh"

dir="$top_srcdir/tests/console"
scratch_dir
export HOME="$SCRATCH/home" XDG_STATE_HOME="$SCRATCH/state" LC_ALL=C
export SOURCE_DATE_EPOCH=0   # PGN Date tag: 1970.01.01
unset NO_COLOR
mkdir -p "$HOME"

# A small Polyglot book for the book test, made by the engine's own book
# maker from the test's games.
"$ACOLYTE" makebook "$dir/games.pgn" "$SCRATCH/test.bin" --min-games 1 >/dev/null 2>&1 ||
    diag "makebook failed: the book test will fail"

files=("$dir"/*.txt)
plan $((${#files[@]} + 3))

subst() {
    local s=$1
    s=${s//@DATA@/$dir}
    s=${s//@TMP@/$SCRATCH}
    printf '%s' "$s"
}

# check_output EXPECTED_FILE OUTPUT_FILE: 0 when they agree; otherwise the
# first difference on stdout.
check_output() {
    local -a want got
    mapfile -t want <"$1"
    mapfile -t got <"$2"
    local i=0 j=0 n=${#want[@]} m=${#got[@]} w kind
    while [ $i -lt $n ]; do
        w=${want[$i]}
        if [ "$w" = "..." ]; then
            i=$((i + 1))
            [ $i -ge $n ] && return 0 # trailing "...": anything goes
            # Skip output lines until one matches the next expectation.
            while [ $j -lt $m ] && ! line_matches "${want[$i]}" "${got[$j]}"; do
                j=$((j + 1))
            done
            continue
        fi
        if [ $j -ge $m ]; then
            echo "line $((j + 1)): output ended; expected: $w"
            return 1
        fi
        if ! line_matches "$w" "${got[$j]}"; then
            echo "line $((j + 1)): got:      ${got[$j]}"
            echo "line $((j + 1)): expected: $w"
            return 1
        fi
        i=$((i + 1))
        j=$((j + 1))
    done
    if [ $j -lt $m ]; then
        echo "line $((j + 1)): unexpected extra output: ${got[$j]}"
        return 1
    fi
    return 0
}

# line_matches EXPECTATION LINE
line_matches() {
    case $1 in
    '~ '*) printf '%s\n' "$2" | grep -Eq -- "^(${1#\~ })\$" ;;
    *) [ "x$1" = "x$2" ] ;;
    esac
}

for f in "${files[@]}"; do
    name=$(basename "$f" .txt)
    : >"$SCRATCH/in" && : >"$SCRATCH/want"
    rc_want=0
    args=()
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
        '> '*) subst "${line#> }" >>"$SCRATCH/in"; echo >>"$SCRATCH/in" ;;
        '>') echo >>"$SCRATCH/in" ;;
        '#'*) ;;
        '@rc '*) rc_want=${line#@rc } ;;
        '@args '*) read -r -a args <<<"${line#@args }" ;;
        '\'*) subst "${line#\\}" >>"$SCRATCH/want"; echo >>"$SCRATCH/want" ;;
        *) subst "$line" >>"$SCRATCH/want"; echo >>"$SCRATCH/want" ;;
        esac
    done <"$f"
    (cd "$SCRATCH" && "$ACOLYTE" "${args[@]}" --console <"$SCRATCH/in" >"$SCRATCH/got" 2>&1)
    rc=$?
    why=$(check_output "$SCRATCH/want" "$SCRATCH/got")
    if [ -z "$why" ] && [ "$rc" != "$rc_want" ]; then
        why="exit status $rc, expected $rc_want"
    fi
    if ! ok_eq "$why" "" "console script $name"; then
        diag "--- full output:"
        diag "$(cat "$SCRATCH/got")"
    fi
done

# The console's bench is the command line's run: the same signature.
con=$(printf 'bench 2\n' | "$ACOLYTE" --console 2>&1 | tail -n 1)
cli=$("$ACOLYTE" bench 2 2>&1 | tail -n 1)
ok_match "$con" '^bench nodes [0-9]+ ' "console bench ends with the bench line"
ok_eq "${con%% time_ms*}" "${cli%% time_ms*}" "console bench signature equals acolyte bench's"

# A saved game, byte for byte (the Date is fixed by SOURCE_DATE_EPOCH).
(cd "$SCRATCH" && printf '%s\n' 'fen r5k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 30' \
    'Re8+ Rxe8 Rxe8#' 'pgn save exact.pgn' | "$ACOLYTE" --console >/dev/null 2>&1)
ok_eq "$(cat "$SCRATCH/exact.pgn" 2>&1)" "$(cat "$dir/saved.pgn")" "pgn save writes the expected PGN"
finish
