#!/bin/bash
# xboard_transcripts.sh -- run every tests/xboard/*.txt transcript through
# `acolyte --xboard` and compare what it prints with what the transcript
# expects.  One TAP test per transcript (plus one for its exit status).
#
# Transcript format, one directive per line:
#   # ...            a comment
#   > TEXT           send TEXT and a newline; printf %b escapes work
#                    (\t, \\, \0 for a NUL byte, \xHH)
#   @raw TEXT        send TEXT without a newline (a partial last line)
#   @long N TEXT     send TEXT repeated to exactly N bytes, then a newline
#   @sleep SECONDS   pause the input (to let a search start, ...)
#   @wait ERE        pause the input until the engine has printed a line
#                    matching ^(ERE)$ since the last '>' line was sent (or
#                    since the @mark before it), as a GUI waits for the
#                    engine's move
#   @mark            count the engine's lines for the next @wait from here,
#                    not from the last '>' line: for a reply that may come
#                    before the last line is sent (on a loaded machine a
#                    move can come before `resume`)
#   @args ARGS...    extra command-line arguments (before any input)
#   @timeout SECONDS how long the whole transcript may take (default 20)
# The engine runs in a fresh directory of its own (relative paths land
# there) with the test environment's personalities and data home.
#   < TEXT           the next output line is exactly TEXT
#   ~ ERE            the next output line matches ^(ERE)$
#   * ERE            any number of output lines matching ^(ERE)$ (greedy,
#                    but a line the next expectation matches stops it)
# Input ends (EOF) after the last directive; every output line must be
# matched by the end.  The engine must exit with status 0.
. "${srcdir:-.}/tests/lib.sh"

dir="$top_srcdir/tests/xboard"
shopt -s nullglob
files=("$dir"/*.txt)
[ ${#files[@]} -gt 0 ] || skip_all "no transcripts in $dir"
# ONLY=FILE runs just that transcript (when writing a new one).
[ -n "$ONLY" ] && files=("$ONLY")
plan $((2 * ${#files[@]}))
scratch_dir

# feed FILE OUT: write the transcript's input to stdout, pausing as told;
# OUT is the engine's output so far (for @wait).
feed() {
    local kind rest n text seen=0 found tries marked=0
    while IFS= read -r line || [ -n "$line" ]; do
        kind=${line%% *}
        rest=${line#* }
        [ "$kind" = "$line" ] && rest=
        case $kind in
        '>')
            [ "$marked" = 1 ] || seen=$(wc -l <"$2")
            printf '%b\n' "$rest"
            ;;
        '@raw') printf '%b' "$rest" ;;
        '@long')
            n=${rest%% *}
            text=${rest#* }
            # Build exactly n bytes of repeated text.
            awk -v n="$n" -v t="$text" 'BEGIN { s = t; while (length(s) < n) s = s s; printf "%s\n", substr(s, 1, n) }'
            ;;
        '@sleep') sleep "$rest" ;;
        '@wait')
            # Poll the output for the next matching line, for up to 20 s.
            for ((tries = 0; tries < 2000; tries++)); do
                found=$(RE="^($rest)\$" awk -v from="$seen" 'NR > from && $0 ~ ENVIRON["RE"] { print NR; exit }' "$2")
                [ -n "$found" ] && break
                sleep 0.01
            done
            marked=0
            ;;
        '@mark')
            seen=$(wc -l <"$2")
            marked=1
            ;;
        esac
    done <"$1"
}

# check FILE OUT: match the output against the expectations; prints the
# first problem and returns 1, or returns 0.
check() {
    local -a exp out
    local line i=0 j=0 kind pat
    while IFS= read -r line || [ -n "$line" ]; do
        case ${line%% *} in
        '<' | '~' | '*') exp+=("$line") ;;
        esac
    done <"$1"
    mapfile -t out <"$2"
    matches() { # matches EXPECTATION LINE; \t in an expectation is a tab
        local k=${1%% *} p=${1#? }
        p=${p//\\t/$'\t'}
        case $k in
        '<') [ "x$2" = "x$p" ] ;;
        *) [[ $2 =~ ^($p)$ ]] ;;
        esac
    }
    while [ $i -lt ${#exp[@]} ]; do
        kind=${exp[$i]%% *}
        if [ "$kind" = '*' ]; then
            while [ $j -lt ${#out[@]} ] && matches "${exp[$i]}" "${out[$j]}"; do
                if [ $((i + 1)) -lt ${#exp[@]} ] && matches "${exp[$((i + 1))]}" "${out[$j]}"; then
                    break
                fi
                j=$((j + 1))
            done
            i=$((i + 1))
            continue
        fi
        if [ $j -ge ${#out[@]} ]; then
            echo "output ended; expected: ${exp[$i]}"
            return 1
        fi
        if ! matches "${exp[$i]}" "${out[$j]}"; then
            echo "output line $((j + 1)): '${out[$j]}'"
            echo "expected:       ${exp[$i]}"
            return 1
        fi
        i=$((i + 1))
        j=$((j + 1))
    done
    if [ $j -lt ${#out[@]} ]; then
        echo "unexpected output line $((j + 1)): '${out[$j]}'"
        return 1
    fi
    return 0
}

for f in "${files[@]}"; do
    name=$(basename "$f" .txt)
    args=$(sed -n 's/^@args //p' "$f" | head -n 1)
    limit=$(sed -n 's/^@timeout //p' "$f" | head -n 1)
    out="$SCRATCH/$name.out"
    start=$(date +%s)
    # shellcheck disable=SC2086 # args are words
    : >"$out"
    # Run in a private directory: relative paths in a transcript land there.
    mkdir -p "$SCRATCH/$name.dir"
    feed "$f" "$out" | (cd "$SCRATCH/$name.dir" && exec timeout "${limit:-20}" "$ACOLYTE" --xboard $args) >"$out" 2>"$SCRATCH/$name.err"
    rc=$?
    took=$(($(date +%s) - start))
    # check says where the output first differs, or nothing when it agrees:
    # the test compares what it said with nothing.
    if ! why=$(check "$f" "$out"); then
        why=${why:-"(the comparison failed without saying where)"}
    fi
    if ! ok_eq "$why" "" "$name: output as expected (${took}s)"; then
        diag "full output of $name:"
        diag "$(cat "$out")"
    fi
    ok_eq "$rc" 0 "$name: exit status 0"
    [ -s "$SCRATCH/$name.err" ] && diag "stderr of $name: $(head -c 2000 "$SCRATCH/$name.err")"
done
finish
