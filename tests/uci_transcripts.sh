#!/bin/bash
# tests/uci_transcripts.sh -- run the UCI conversations in tests/uci/*.txt.
#
# Each transcript talks to one `acolyte --uci` process line by line: lines
# are sent when the script says, and output is checked as it arrives, so a
# search's output can be awaited before the next command goes out.  One TAP
# result per transcript; the first mismatch is shown with its line number.
#
# Transcript lines (blank lines and lines starting with '#' are ignored):
#   A ARGS...      acolyte's command line (first line only; default --uci;
#                  a bare "A" starts it without options; @srcdir@ is
#                  replaced by the source directory)
#   > TEXT         send TEXT and a newline
#   >raw FORMAT    send printf FORMAT as is (\000 for NUL bytes, \n, ...)
#   >long N TEXT   send TEXT padded with 'x' to N bytes, then a newline
#   = TEXT         the next output line is exactly TEXT
#   ~ ERE          the next output line matches the extended regexp ERE
#   O N            the next lines are "option name ..." lines, N of them
#                  (N = "params+K": K plus one per parameter in params.def),
#                  each well-formed per the UCI spec's option grammar
#   I              one or more well-formed search info lines
#   i              zero or more well-formed search info lines
#   L ERE          the last info line read by I or i matches ERE
#   B FEN          the next line is "bestmove M [ponder P]" with M a legal
#                  move in FEN (checked with `acolyte divide 1 FEN`)
#   Q MS           for MS milliseconds nothing but search info arrives
#   T MS           the next expectation (with any I, i or L before it) must
#                  be met within MS milliseconds
#   S MS           sleep MS milliseconds
#   <EOF           close acolyte's input now (expectations may follow)
#   X STATUS       after the input ends, acolyte exits with STATUS (default 0)
# After the last line stdin is closed (if <EOF did not); any further output
# is a failure.
. "$(dirname "$0")/lib.sh"

trap '' PIPE
scratch_dir
# The binary that lists legal moves (acolyte itself unless told otherwise).
: "${ACOLYTE_REF:=$ACOLYTE}"

# The UCI spec's info and option grammars, as strict as Acolyte's output.
MOVE_RE='[a-h][1-8][a-h][1-8][qrbn]?'
INFO_RE="^info depth [0-9]+( seldepth [0-9]+)?( multipv [0-9]+)? score (cp -?[0-9]+|mate -?[0-9]+)( lowerbound| upperbound)? nodes [0-9]+ nps [0-9]+ time [0-9]+( hashfull [0-9]+)?( pv( $MOVE_RE)+)?$"
OPT_RE='^option name [^ ].* type (check default (true|false)|spin default -?[0-9]+ min -?[0-9]+ max -?[0-9]+|combo default [^ ]+( var [^ ]+)+|button|string default .+)$'

n_params=$(( $(grep -cE '^P_(INT|BOOL|ENUM|LIST|STR)\(' "$top_srcdir/engine/params/params.def") +
             2 * $(grep -c '^P_PAIR(' "$top_srcdir/engine/params/params.def") ))

# seconds for read -t from milliseconds
secs() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }
# The clock in milliseconds, into $NOW: bash's own clock, no process per
# call (a date(1) per output line made a loaded machine miss deadlines).
now_ms() { local t=${EPOCHREALTIME/[.,]/}; NOW=$((t / 1000)); }

fail_msg=
fail() { [ -z "$fail_msg" ] && fail_msg="line $lineno: $*"; }

# read_timed SECS: read one line into $got within SECS seconds.  When the
# time runs out in the middle of a line, bash's read returns what it had;
# keep that part for the next call, or the line's start would be lost.
partial=
read_timed() {
    local chunk rc=0
    IFS= read -r -t "$1" -u "$from" chunk || rc=$?
    if [ "$rc" -eq 0 ]; then
        got=$partial$chunk
        partial=
        return 0
    fi
    partial=$partial$chunk
    return "$rc"
}

# next_line: read one output line into $got before the deadline (set by
# T; 20 s otherwise).
next_line() {
    local wait_ms=20000
    if [ "$deadline" -gt 0 ]; then
        now_ms
        wait_ms=$((deadline - NOW))
        [ "$wait_ms" -gt 0 ] || wait_ms=1
    fi
    if ! read_timed "$(secs "$wait_ms")"; then
        got='<no output: timeout or EOF>'
        return 1
    fi
    got=${got%$'\r'}
    printf '%s\n' "$got" >>"$log"
    return 0
}

# Lines read ahead by I/i that were not info lines.
pending=
have_pending=0
take_line() {
    if [ "$have_pending" = 1 ]; then
        got=$pending
        have_pending=0
        return 0
    fi
    next_line
}

check_bestmove() {
    local fen=$1 move legal
    if ! [[ $got =~ ^bestmove\ ($MOVE_RE)(\ ponder\ ($MOVE_RE))?$ ]]; then
        fail "expected 'bestmove MOVE [ponder MOVE]', got '$got'"
        return
    fi
    move=${BASH_REMATCH[1]}
    legal=$("$ACOLYTE_REF" divide 1 "$fen" 2>&1 | sed -n 's/^\([a-h][1-8][a-h][1-8][qrbn]*\): .*/\1/p')
    if ! printf '%s\n' "$legal" | grep -qx -- "$move"; then
        fail "bestmove $move is not legal in $fen (legal: $(printf '%s\n' "$legal" | tr '\n' ' '))"
    fi
}

run_transcript() {
    local file=$1 name args='' status=0 want_status=0 closed=0 line cmd arg count k
    name=$(basename "$file" .txt)
    partial=
    log=$SCRATCH/$name.out
    : >"$log"
    fail_msg=
    lineno=0
    have_pending=0
    args=--uci
    read -r cmd arg <"$file"
    [ "$cmd" = A ] && args=${arg//@srcdir@/$srcdir}
    # Named pipes rather than a coprocess: bash closes a coprocess's
    # descriptors when it exits, losing output not yet read.
    rm -f "$SCRATCH/in" "$SCRATCH/out"
    mkfifo "$SCRATCH/in" "$SCRATCH/out" || { fail "mkfifo failed"; return; }
    # shellcheck disable=SC2086
    "$ACOLYTE" $args <"$SCRATCH/in" >"$SCRATCH/out" 2>"$SCRATCH/$name.err" &
    local pid=$! to
    exec {to}>"$SCRATCH/in" {from}<"$SCRATCH/out"
    deadline=0

    # shellcheck disable=SC2059 # >raw: the transcript's text is the format
    while IFS= read -r line && [ -z "$fail_msg" ]; do
        lineno=$((lineno + 1))
        cmd=${line%% *}
        arg=${line#"$cmd"}
        arg=${arg# }
        case $cmd in
        '' | '#'*) continue ;;
        A) ;;
        '>') printf '%s\n' "$arg" >&"$to" || fail "cannot send '$arg': acolyte is gone" ;;
        '>raw') printf "$arg" >&"$to" || fail "cannot send: acolyte is gone" ;;
        '>long')
            count=${arg%% *}
            arg=${arg#* }
            { printf '%s' "$arg"; head -c $((count - ${#arg})) /dev/zero | tr '\0' x; echo; } >&"$to" ||
                fail "cannot send: acolyte is gone"
            ;;
        '=') take_line && [ "x$got" = "x$arg" ] || fail "expected '$arg', got '$got'" ;;
        '~') take_line && [[ $got =~ $arg ]] || fail "expected /$arg/, got '$got'" ;;
        O)
            case $arg in params+*) count=$((n_params + ${arg#params+})) ;; *) count=$arg ;; esac
            for ((k = 0; k < count; k++)); do
                take_line && [[ $got =~ $OPT_RE ]] || { fail "option $((k + 1)) of $count: got '$got'"; break; }
            done
            ;;
        I | i)
            k=0
            while take_line; do
                if [[ $got == 'info string'* || $got != info* ]]; then
                    pending=$got
                    have_pending=1
                    break
                fi
                [[ $got =~ $INFO_RE ]] || { fail "malformed info line '$got'"; break; }
                last_info=$got
                k=$((k + 1))
            done
            [ "$cmd" = I ] && [ "$k" -eq 0 ] && fail "expected search info, got '$got'"
            ;;
        L) [[ $last_info =~ $arg ]] || fail "expected the last info line to match /$arg/, got '$last_info'" ;;
        B) if take_line; then check_bestmove "$arg"; else fail "expected a bestmove, got '$got'"; fi ;;
        Q)
            local end left
            now_ms
            end=$((NOW + arg))
            while now_ms && left=$((end - NOW)) && [ "$left" -gt 0 ]; do
                if read_timed "$(secs "$left")"; then
                    printf '%s\n' "$got" >>"$log"
                    [[ $got =~ $INFO_RE ]] || { fail "expected silence but search info, got '$got'"; break; }
                fi
            done
            ;;
        '<EOF') exec {to}>&-; closed=1 ;;
        T) now_ms; deadline=$((NOW + arg)) ;;
        S) sleep "$(secs "$arg")" ;;
        X) want_status=$arg ;;
        *) fail "bad transcript directive '$cmd'" ;;
        esac
        # A deadline set by T covers the info lines up to the expectation.
        case $cmd in T | i | I | L) ;; *) deadline=0 ;; esac
    done <"$file"

    [ "$closed" = 1 ] || exec {to}>&-
    if [ -z "$fail_msg" ]; then
        [ "$have_pending" = 1 ] && fail "unexpected output '$pending'"
        lineno=end
        if next_line; then
            fail "unexpected output after the transcript: '$got'"
        fi
    fi
    # Give the process a moment, then make sure it is gone.
    for ((k = 0; k < 100; k++)); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
    done
    kill -0 "$pid" 2>/dev/null && { fail "acolyte did not exit after EOF"; kill "$pid"; }
    wait "$pid"
    status=$?
    exec {from}<&- 2>/dev/null
    [ -z "$fail_msg" ] && [ "$status" != "$want_status" ] && fail_msg="exit status $status, expected $want_status"
    if ! ok_eq "${fail_msg:-passed}" passed "$name"; then
        diag "last output lines:"
        diag "$(tail -n 15 "$log")"
        [ -s "$SCRATCH/$name.err" ] && diag "stderr: $(head -c 2000 "$SCRATCH/$name.err")"
    fi
    return 0
}

files=("$srcdir"/tests/uci/*.txt)
plan ${#files[@]}
for f in "${files[@]}"; do
    run_transcript "$f"
done
finish
