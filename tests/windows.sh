#!/bin/bash
# tests/windows.sh -- the Windows build, run under Wine.
#
#   tests/windows.sh WIN_BUILD ENGINE_DIR
#
# WIN_BUILD is a build tree configured with --host=x86_64-w64-mingw32 (its
# C unit tests built: `make check TESTS=`); ENGINE_DIR is the folder a
# Windows user unpacks from the zip (acolyte.exe, personalities\, book\,
# bench.epd).  `make check-windows` prepares both and runs this script.
#
# Checked, each under Wine in a private prefix inside the scratch folder:
#   - bench 8 prints the signature of tests/bench.expected;
#   - the UCI and xboard transcript tests pass against acolyte.exe;
#   - UCI "go wtime 5000 btime 5000" is answered (a 32-bit long once made
#     it an endless search) and "quit" ends the program while its input
#     stays open (a blocked read once kept it alive);
#   - the C unit tests built for Windows pass;
#   - in a prefix with no Z: drive (no Unix paths at all), the engine run
#     from C:\ finds every personality and book beside itself and reads
#     files named with '\', drive letters, spaces and non-ASCII letters;
#   - real XBoard and WinBoard drive it (tests/xboard_wine.sh,
#     tests/winboard_gui.sh).
# Timeouts below only bound a hang; the checks are events (a line came,
# the process ended), never durations.
. "$(dirname "$0")/lib.sh"

[ $# -eq 2 ] || { echo "usage: $0 WIN_BUILD ENGINE_DIR" >&2; exit 2; }
require_cmd wine wineboot wineserver winepath timeout
# The native engine (make check's), for the GUI tests' legality replays.
NATIVE_ACOLYTE=$ACOLYTE
WIN_BUILD=$(cd "$1" && pwd)
ENGINE_DIR=$(cd "$2" && pwd)
EXE=$ENGINE_DIR/acolyte.exe
[ -f "$EXE" ] || { echo "$EXE: no such file" >&2; exit 2; }

scratch_dir
export WINEPREFIX="$SCRATCH/prefix" WINEARCH=win64 WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree=;mshtml=;winemenubuilder.exe=d"
export HOME="$SCRATCH/home"
mkdir -p "$HOME"
# Wine hands XDG_* to Windows programs; the tests' own data folder is not
# the Windows user's.
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_STATE_HOME XDG_CACHE_HOME
stop_wine() { wineserver -k 2>/dev/null; _tap_cleanup; }
trap stop_wine EXIT
wineboot -i >"$SCRATCH/wineboot.log" 2>&1
wineserver -w
# One server for the whole run: left to itself it exits a few seconds
# after its last program, and a program started in that moment dies with
# "wine client error: recvmsg: Connection reset by peer".
wineserver -p

# The engine as the shell tests call it.
WRAP=$SCRATCH/acolyte-wine
printf '#!/bin/sh\nexec wine "%s" "$@"\n' "$EXE" >"$WRAP"
chmod +x "$WRAP"

# ---------------------------------------------------------------- bench
want=$(sed -n 's/^depth \([0-9]*\) nodes \([0-9]*\)$/\1 \2/p' "$top_srcdir/tests/bench.expected")
depth=${want% *}
got=$(timeout 300 "$WRAP" bench "$depth" 2>"$SCRATCH/bench.err" | tr -d '\r' | tail -n 1)
ok_match "$got" "^bench nodes ${want#* } " "bench $depth under Wine: $got"

# ---------------------------------------------------------------- transcripts
# run_suite NAME SCRIPT [ARG...]: a TAP test script of ours against
# acolyte.exe ($ACOLYTE the Wine wrapper unless SUITE_ACOLYTE says); one
# result here, its failures shown.
run_suite() {
    local name=$1 script=$2 out=$SCRATCH/${1//[^A-Za-z]/_}.tap
    shift 2
    ACOLYTE=${SUITE_ACOLYTE:-$WRAP} timeout 1200 bash "$script" "$@" >"$out" 2>&1
    local rc=$? passed failed
    # Now and then a Wine program starts and prints nothing ("wine client
    # error: recvmsg: Connection reset by peer", an empty move list): run
    # a failed suite once more, and say so.  A defect of ours fails twice.
    if [ $rc != 0 ] || grep -q '^not ok ' "$out"; then
        diag "$name failed once under Wine; the first run's failures:"
        grep -E '^not ok|^#' "$out" | head -n 12 | sed 's/^/      /' | while IFS= read -r l; do diag "$l"; done
        ACOLYTE=${SUITE_ACOLYTE:-$WRAP} timeout 1200 bash "$script" "$@" >"$out" 2>&1
        rc=$?
    fi
    passed=$(grep -c '^ok ' "$out")
    failed=$(grep -c '^not ok ' "$out")
    grep -E '^not ok|^# ' "$out" | head -n 40 | sed 's/^/    /' | while IFS= read -r l; do diag "$l"; done
    ok_eq "$rc/$failed" "0/0" "$name under Wine: $passed passed, $failed failed"
}
run_suite "UCI transcripts" "$top_srcdir/tests/uci_transcripts.sh"
run_suite "xboard transcripts" "$top_srcdir/tests/xboard_transcripts.sh"

# ---------------------------------------------------------------- clocks and quit
# wait_line FILE ERE SECONDS: until a line of FILE matches (a bound, not a
# measure: the old defect never answered at all).
wait_line() {
    local t=$(($3 * 10))
    while [ $t -gt 0 ]; do
        { tr -d '\r' <"$1"; } 2>/dev/null | grep -Eq "$2" && return 0
        sleep 0.1
        t=$((t - 1))
    done
    return 1
}
# start_engine NAME: acolyte.exe reading a FIFO held open on fd 7, writing
# $SCRATCH/NAME.out; its process id in $pid.
start_engine() {
    local fifo=$SCRATCH/$1.in
    mkfifo "$fifo"
    wine "$EXE" <"$fifo" >"$SCRATCH/$1.out" 2>&1 &
    pid=$!
    exec 7>"$fifo"
}
# quit_ends PROTOCOL: "quit" alone must end the program while its input
# stays open (fd 7); then the FIFO is closed.
quit_ends() {
    printf 'quit\n' >&7
    local t=600
    while kill -0 "$pid" 2>/dev/null && [ $t -gt 0 ]; do sleep 0.1; t=$((t - 1)); done
    kill -0 "$pid" 2>/dev/null
    ok_eq "$?" 1 "$1 quit ends the program while its input is still open"
    kill "$pid" 2>/dev/null
    exec 7>&-
    wait "$pid" 2>/dev/null
}
start_engine uci
printf 'uci\nisready\nposition startpos\ngo wtime 5000 btime 5000\n' >&7
wait_line "$SCRATCH/uci.out" '^bestmove ' 60
ok_eq "$?" 0 "UCI 'go wtime 5000 btime 5000' is answered with a bestmove (no endless search)"
printf 'position startpos moves e2e4\ngo movetime 1000\n' >&7
wait_line "$SCRATCH/uci.out" '^bestmove .*' 60 && [ "$(tr -d '\r' <"$SCRATCH/uci.out" | grep -c '^bestmove')" -eq 2 ]
ok_eq "$?" 0 "UCI 'go movetime 1000' is answered"
quit_ends UCI

start_engine xb
printf 'xboard\nprotover 2\n' >&7
wait_line "$SCRATCH/xb.out" 'feature .*done=1' 60
ok_eq "$?" 0 "xboard: the features end with done=1"
printf 'new\nlevel 40 0:05 0\ngo\n' >&7
wait_line "$SCRATCH/xb.out" '^move ' 60
ok_eq "$?" 0 "xboard: 'go' with 5 s on the clock gives a move"
quit_ends xboard

# ---------------------------------------------------------------- C unit tests
units=0
for t in "$WIN_BUILD"/tests/test_*.exe "$WIN_BUILD"/tests/seeds/test_*.exe; do
    [ -f "$t" ] || continue
    units=$((units + 1))
    name=$(basename "$t" .exe)
    out=$SCRATCH/$name.tap
    (cd "$SCRATCH" && timeout 600 wine "$t" >"$out" 2>&1)
    rc=$?
    failed=$(tr -d '\r' <"$out" | grep -c '^not ok ')
    passed=$(tr -d '\r' <"$out" | grep -c '^ok ')
    tr -d '\r' <"$out" | grep -E '^not ok' | head -n 10 | while IFS= read -r l; do diag "    $l"; done
    ok_eq "$rc/$failed" "0/0" "$name.exe under Wine: $passed passed, $failed failed"
done
[ $units -gt 0 ] || not_ok true "no C unit test was built in $WIN_BUILD/tests"

# ---------------------------------------------------------------- no Z: drive
# The engine folder goes to C:\Program Files\Acolyte Schach\ and the Unix
# root is unmapped: anything found now was found beside the exe.
progs="$WINEPREFIX/drive_c/Program Files/Acolyte Schach"
mkdir -p "$progs"
cp -r "$ENGINE_DIR"/. "$progs/"
userdir="$WINEPREFIX/drive_c/Spieler Dateien/é ü"
mkdir -p "$userdir"
cp "$top_srcdir/personalities/clericus.ini" "$userdir/mein stil.ini"
rm -f "$WINEPREFIX/dosdevices/z:"
# Nothing but the exe's own folder (and %APPDATA%) may be searched now.
unset ACOLYTE_PERSONALITIES ACOLYTE_BOOKS
# Wine reads the command line as UTF-8 and hands it to the program in the
# ANSI code page (1252 here), as Windows does with what a user types; a
# GUI such as WinBoard sends file names over the pipe in that code page too.
export LC_ALL=C.UTF-8
wexe='C:\Program Files\Acolyte Schach\acolyte.exe'
(cd "$WINEPREFIX/drive_c" && timeout 120 wine "$wexe" personality list >"$SCRATCH/list.out" 2>&1)
listed=$(tr -d '\r' <"$SCRATCH/list.out" | grep -c .)
shipped=$(ls "$ENGINE_DIR/personalities"/*.ini | wc -l)
missing=
for f in "$ENGINE_DIR/personalities"/*.ini; do
    n=$(basename "$f" .ini)
    tr -d '\r' <"$SCRATCH/list.out" | grep -Eq "^$n([^a-z_]|$)" || missing="$missing $n"
done
ok_eq "${missing:-none}" none "no Z: drive: 'personality list' names all $shipped shipped personalities ($listed lines)"
for b in "$ENGINE_DIR"/book/*.bin; do
    n=$(basename "$b")
    got=$(cd "$WINEPREFIX/drive_c" && timeout 120 wine "$wexe" book "$n" 2>&1 | tr -d '\r' | head -n 1)
    ok_match "$got" '^[a-h][1-8][a-h][1-8][qrbn]? [0-9]+ ' "no Z: drive: book $n is found beside the exe: $got"
done
got=$(cd "$WINEPREFIX/drive_c" && timeout 300 wine "$wexe" bench 1 2>&1 | tr -d '\r' | tail -n 1)
ok_match "$got" '^bench nodes [0-9]+ ' "no Z: drive: bench finds bench.epd beside the exe: $got"
# A personality file named with a drive letter, '\', spaces and non-ASCII
# letters, given on the command line and through the xboard options.
wini='C:\Spieler Dateien\é ü\mein stil.ini'
got=$(cd "$WINEPREFIX/drive_c" && timeout 120 wine "$wexe" personality check "$wini" 2>&1 | tr -d '\r')
ok_match "$got" ': ok \(clericus, ' "no Z: drive: 'personality check' reads '$wini'"
save='C:\Spieler Dateien\é ü\gespeichert.ini'
printf 'xboard\nprotover 2\noption Personality File=%s\noption Book File=C:\\Program Files\\Acolyte Schach\\book\\clericus.bin\noption Save Personality To=%s\noption Save Personality\nping 7\nquit\n' \
    "$wini" "$save" | iconv -f UTF-8 -t CP1252 >"$SCRATCH/paths.in"
(cd "$WINEPREFIX/drive_c" && timeout 120 wine "$wexe" <"$SCRATCH/paths.in" >"$SCRATCH/paths.out" 2>&1)
tr -d '\r' <"$SCRATCH/paths.out" | grep -E 'tellusererror|Error' | while IFS= read -r l; do diag "    $l"; done
errors=$(tr -d '\r' <"$SCRATCH/paths.out" | grep -c -E '^(tellusererror|askuser|Error)')
ok_eq "$errors" 0 "no Z: drive: xboard options Personality File, Book File and Save Personality take Windows paths"
ok test -s "$userdir/gespeichert.ini"

# ---------------------------------------------------------------- the GUIs
for gui in xboard_wine winboard_gui; do
    if [ -f "$top_srcdir/tests/$gui.sh" ]; then
        # They drive ENGINE_DIR's acolyte.exe themselves; $ACOLYTE is the
        # native engine that replays their games as a legality check.
        SUITE_ACOLYTE=$NATIVE_ACOLYTE run_suite "tests/$gui.sh" "$top_srcdir/tests/$gui.sh" "$ENGINE_DIR"
    fi
done
finish
