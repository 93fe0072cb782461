#!/bin/bash
# tests/valgrind.sh -- Acolyte under Valgrind's memcheck (`make
# check-valgrind`): a short xboard game, a UCI session, console sessions
# (piped, and at a terminal through script(1) so GNU readline is in use) and
# the perft, eval, search, book and makebook subcommands.  Any memory error
# or leak (definite, indirect or possible) fails; memory still reachable at
# exit is not a leak.  tests/valgrind.supp names what libraries keep on
# purpose (readline's history and keymaps).
#
#   tests/valgrind.sh            (make check-valgrind sets the environment)
#
# Logs: $VALGRIND_LOGS (default $top_builddir/valgrind-logs)/NAME.log.
. "$(dirname "$0")/lib.sh"
require_cmd valgrind timeout
scratch_dir

logs=${VALGRIND_LOGS:-$top_builddir/valgrind-logs}
mkdir -p "$logs" || exit 1
supp=$top_srcdir/tests/valgrind.supp
VG="valgrind --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect,possible
    --errors-for-leak-kinds=definite,indirect,possible --track-origins=yes
    --suppressions=$supp --child-silent-after-fork=yes"

# feed INPUT: INPUT (printf %b escapes) line by line on stdout; a line
# "@sleep N" waits N seconds instead, so a search can finish before the
# GUI's next command, as a real GUI waits for the engine's move.
feed() {
    printf '%b' "$1" | while IFS= read -r line; do
        case $line in
        @sleep\ *) sleep "${line#@sleep }" ;;
        *) printf '%s\n' "$line" ;;
        esac
    done
}

# vg NAME INPUT CMD...: run CMD under memcheck with INPUT (see feed) on
# stdin; pass when Valgrind reports nothing and CMD itself succeeded.
vg() {
    local name=$1 input=$2
    shift 2
    # shellcheck disable=SC2086 # VG is a word list
    feed "$input" | timeout 600 $VG --log-file="$logs/$name.log" "$@" >"$logs/$name.out" 2>&1
    local rc=$?
    local summary
    summary=$(grep -E 'ERROR SUMMARY|definitely lost|indirectly lost|possibly lost' "$logs/$name.log" |
        sed 's/^==[0-9]*== *//' | tr '\n' ';')
    if [ $rc -eq 99 ]; then
        _tap_result 0 "$name: memcheck found errors or leaks (see $logs/$name.log)"
        grep -E -A 12 '^==[0-9]+== (Invalid|Conditional|Use of|Syscall|Mismatched|[0-9,]+ .*bytes in)' \
            "$logs/$name.log" | head -n 60 | sed 's/^/# /'
    elif [ $rc -ne 0 ]; then
        _tap_result 0 "$name: exit status $rc (see $logs/$name.out)"
    else
        _tap_result 1 "$name: clean ($summary)"
    fi
}

cd "$SCRATCH" || exit 1
printf '[Event "vg"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n\n[Event "vg2"]\n\n1. d4 d5 2. c4 e6 *\n' >games.pgn

plan 10
vg perft "" "$ACOLYTE" perft 3
vg eval "" "$ACOLYTE" eval "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
vg search "" "$ACOLYTE" --book none search "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" --depth 4
vg search-threads "" "$ACOLYTE" --book none --threads 2 search "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" --depth 4
vg makebook "" "$ACOLYTE" makebook games.pgn games.bin
vg book "" "$ACOLYTE" book games.bin
# A short game as XBoard plays it, out of book so it searches: the engine
# answers three moves (XBoard waits for each), ponders in between (hard),
# is told the result and quits.
vg xboard "xboard\nprotover 2\nnew\nhard\npost\nsd 3\nlevel 40 5 0\ntime 30000\notim 30000\nusermove e2e4\nping 1\n@sleep 8\nusermove g1f3\nping 2\n@sleep 8\nusermove f1c4\nping 3\n@sleep 8\nresult 1/2-1/2 {agreed}\nquit\n" \
    "$ACOLYTE" --xboard --book none
vg uci "uci\nsetoption name Hash value 2\nucinewgame\nposition startpos moves e2e4\ngo depth 3\nisready\nposition startpos moves e2e4 c7c5\ngo nodes 5000\nisready\nquit\n" \
    "$ACOLYTE" --uci --book none
vg console "moves e4 e5 Nf3\nfen\nlegal\neval\ngo depth 3\nundo\nboard\npersonality show\npgn save $SCRATCH/game.pgn\nbook\nquit\n" \
    "$ACOLYTE" --console --book "$SCRATCH/games.bin"
# At a terminal the console uses readline (history in $XDG_STATE_HOME).
if command -v script >/dev/null 2>&1; then
    # script(1) runs the command through a shell; the log file is per name.
    (printf 'moves e4 c5\nfen\ngo depth 2\nhelp\nquit\n'; sleep 20) |
        XDG_STATE_HOME=$SCRATCH/state timeout 600 script -qec \
        "$(echo $VG) --log-file='$logs/console-readline.log' '$ACOLYTE' --console --book none; echo \"rc=\$?\" >'$SCRATCH/rc'" \
        /dev/null >"$logs/console-readline.out" 2>&1
    rc=$(sed -n 's/^rc=//p' "$SCRATCH/rc" 2>/dev/null)
    summary=$(grep -E 'ERROR SUMMARY|definitely lost' "$logs/console-readline.log" | sed 's/^==[0-9]*== *//' | tr '\n' ';')
    if [ "$rc" = 0 ]; then
        _tap_result 1 "console-readline: clean ($summary)"
    else
        _tap_result 0 "console-readline: exit status ${rc:-?} (see $logs/console-readline.log)"
        grep -E -A 12 '^==[0-9]+== (Invalid|Conditional|[0-9,]+ .*bytes in)' "$logs/console-readline.log" |
            head -n 60 | sed 's/^/# /'
    fi
else
    skip "script (util-linux) is not installed: no terminal for readline"
fi
finish
