#!/bin/bash
# winboard_gui.sh ENGINE_DIR -- the Windows build in WinBoard itself:
# WinBoard 4.9.1 (a Windows build of GNU XBoard's sources, found in
# $WINBOARD_DIR) runs under Wine on an Xvfb display of our own, inside
# Wine's virtual desktop, with ENGINE_DIR\acolyte.exe as its engine.
# ENGINE_DIR is laid out as the Windows zip (acolyte.exe, personalities\,
# book\, bench.epd); it is installed as a user would install it, in
# C:\Program Files\Acolyte, with WinBoard in C:\WinBoard, and the prefix
# has no Z: drive, so nothing can be found through a Unix path.
#  (a) Used as a person uses it: the engine starts and names itself in
#      the title; its Personality combo lists every personality beside
#      acolyte.exe; Engine > Engine #1 Settings is opened with the keys,
#      clericus is chosen in the combo with the mouse and OK pressed: the
#      engine loads it and the title follows; Mode > Machine White makes
#      it move.  No error window at any step.
#  (b) A one-game match, acolyte.exe against itself as clericus,
#      10 s + 0.1 s, WinBoard exiting at the end (-xexit): the PGN holds a
#      game decided by play, its moves replay legally (by the native
#      $ACOLYTE, or pgn-extract), the debug logs show no illegal move, no
#      error and no refused option but the known -reset one, no error
#      window appears during the match, and every Wine process ends.
# Error windows open behind WinBoard's board in the virtual desktop: they
# are counted from `xwininfo -root -tree`, never from a picture.  The
# screenshots stay in the scratch directory (KEEP_SCRATCH=DIR keeps them),
# are copied to $WINBOARD_SHOTS when set, and the Engine #1 Settings dialog
# with the Personality list open is saved as $WINBOARD_SETTINGS_PNG when
# set (the README's doc/winboard-settings.png is made this way).
#
# Everything is written in the scratch directory: a private Wine prefix
# and HOME, WinBoard's -ini file with -saveSettingsOnExit false.  Skipped
# (TAP SKIP) only when WinBoard (WINBOARD_DIR, by default the shared tools
# folder beside the source tree) or a tool is missing.
. "${srcdir:-.}/tests/lib.sh"
export PATH="/usr/games:$PATH"
if [ $# -ne 1 ]; then
    echo "usage: $0 ENGINE_DIR (the folder of acolyte.exe)" >&2
    exit 2
fi
[ -f "$1/acolyte.exe" ] || { echo "Bail out! no acolyte.exe in '$1'"; exit 1; }
: "${WINBOARD_DIR:=$top_srcdir/../shared/tools/winboard}"
[ -f "$WINBOARD_DIR/winboard.exe" ] || skip_all "no WinBoard: $WINBOARD_DIR/winboard.exe does not exist (set WINBOARD_DIR)"
require_cmd wine wineboot wineserver Xvfb xdotool xwininfo import convert
plan 14
scratch_dir
mkdir -p "$SCRATCH/home" "$SCRATCH/shots"

# ---- an X display of our own (Xvfb picks a free number and tells it)
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$SCRATCH/display" >"$SCRATCH/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 1 100); do [ -s "$SCRATCH/display" ] && break; sleep 0.1; done
display=$(head -n 1 "$SCRATCH/display")
export DISPLAY=":$display"

# ---- a private Wine: prefix and HOME in the scratch directory, no XDG_*
# (Wine hands XDG_DATA_HOME and friends to Windows programs), no desktop
# menu entries, no crash dialog (a crash must fail the test, not wait for
# a click), none of the engine's own variables from the caller.
export HOME="$SCRATCH/home" WINEPREFIX="$SCRATCH/prefix" WINEARCH=win64 WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree=;mshtml=;winemenubuilder.exe=d"
unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME XDG_STATE_HOME XDG_RUNTIME_DIR XDG_CONFIG_DIRS XDG_DATA_DIRS
unset ACOLYTE_PERSONALITIES ACOLYTE_BOOKS APPDATA
trap 'timeout 30 wineserver -k >/dev/null 2>&1; kill $xvfb 2>/dev/null; _tap_cleanup' EXIT
timeout 300 wineboot -i >"$SCRATCH/wineboot.log" 2>&1 || diag "wineboot -i failed: $(tail -n 3 "$SCRATCH/wineboot.log")"
timeout 60 wine reg add 'HKCU\Software\Wine\WineDbg' /v ShowCrashDialog /t REG_DWORD /d 0 /f \
    >>"$SCRATCH/wineboot.log" 2>&1
timeout 120 wineserver -w
# The install: C:\WinBoard and C:\Program Files\Acolyte, and no Z: drive.
drive_c=$WINEPREFIX/drive_c
wb=$drive_c/WinBoard
mkdir -p "$wb" "$drive_c/Program Files"
cp "$WINBOARD_DIR/winboard.exe" "$wb/"
cp -r "$1" "$drive_c/Program Files/Acolyte"
rm -f "$WINEPREFIX/dosdevices/z:"
engine_w='C:\Program Files\Acolyte'

# wait_for SECONDS CMD...: poll CMD until it succeeds; fail after SECONDS.
# The limits only catch a hang: the events come in a few seconds.
wait_for() {
    local tenths=$(($1 * 10))
    shift
    while [ "$tenths" -gt 0 ]; do
        "$@" && return 0
        sleep 0.1
        tenths=$((tenths - 1))
    done
    return 1
}
shot() { import -window root "$SCRATCH/shots/$1.png" 2>>"$SCRATCH/import.err"; }
# The message boxes WinBoard and Wine open: WinBoard's Error, Fatal
# Error, Exiting, Warning, Information and Note boxes, Wine's Program
# Error; any other title with "error" in it too.
windows() { xwininfo -root -tree 2>/dev/null | grep -o '^ *0x[0-9a-f]* "[^"]*"'; }
error_windows() {
    windows | grep -cE '"(Fatal Error|Exiting|Warning|Information|Note|Program Error|[^"]*[Ee]rror[^"]*)"$'
}
has_window() { windows | grep -q "\"$1"; }
debug_has() { grep -qa -- "$2" "$1" 2>/dev/null; }
# window_box TITLE-START: "X Y W H" of that window (xwininfo's absolute
# position: xdotool's doubles Wine's positions in the virtual desktop).
window_box() {
    local id
    id=$(windows | grep "\"$1" | head -n 1 | awk '{print $1}')
    [ -n "$id" ] && xwininfo -id "$id" |
        awk '/Absolute upper-left X:/ {x=$4} /Absolute upper-left Y:/ {y=$4}
             /Width:/ {w=$2} /Height:/ {h=$2} END {print x, y, w, h}'
}
winboard() {
    wine explorer /desktop=WinBoard,1280x1024 'C:\WinBoard\winboard.exe' \
        -ini 'C:\WinBoard\test.ini' -saveSettingsOnExit false -cp "$@"
}

# ---- (a) WinBoard used as a person uses it
gui_debug=$wb/gui.debug
winboard -fcp acolyte.exe -fd "$engine_w" -debug -debugfile 'C:\WinBoard\gui.debug' >"$SCRATCH/gui.log" 2>&1 &
wait_for 120 debug_has "$gui_debug" 'feature done=1' &&
    wait_for 60 has_window 'WinBoard: Acolyte'
started=$?
sleep 1 # let the board paint for the picture
shot a1-board
windows >"$SCRATCH/windows-a1.txt"
ok_eq "$([ $started -eq 0 ] && echo up):$(error_windows)" "up:0" \
    "(a) WinBoard starts acolyte.exe and names it in the title; 0 error windows"
combo=$(grep -a '<first : feature option="Personality -combo ' "$gui_debug" | head -n 1 | tr -d '\r*')
listed=$(printf '%s\n' "$combo" | sed 's/.*-combo //; s/"$//; s| /// |\n|g' | sort | tr '\n' ' ')
beside=$(cd "$drive_c/Program Files/Acolyte/personalities" 2>/dev/null && printf '%s\n' *.ini | sed 's/\.ini$//' | sort | tr '\n' ' ')
ok_eq "$listed" "$beside" "(a) the Personality combo lists every personality beside acolyte.exe"
ok_match "$(grep -a '<first : feature option="Personality File ' "$gui_debug" | head -n 1 | tr -d '\r')" \
    'Personality File( \(values shown: default\))? -file C:\\Program Files\\Acolyte\\personalities[\\/]default\.ini"$' \
    "(a) the Personality File is the one beside acolyte.exe"

# Engine > Engine #1 Settings, with the keys (Alt+N, 1), the board's
# title bar clicked first for the focus.
xdotool mousemove 500 10 click 1
sleep 0.5
xdotool key alt+n
sleep 0.5
xdotool key 1
wait_for 30 has_window 'First Engine Settings'
opened=$?
sleep 1
shot a2-settings
windows >"$SCRATCH/windows-a2.txt"
ok_eq "$([ $opened -eq 0 ] && echo open):$(error_windows)" "open:0" \
    "(a) Engine #1 Settings opens with Alt+N 1; 0 error windows"

# The Personality combo is the dialog's first row: click its arrow, then
# clericus, the third entry of its list, then OK (bottom right).
read -r dx dy dw dh <<<"$(window_box 'First Engine Settings')"
dx=${dx:-0} dy=${dy:-0} dw=${dw:-0} dh=${dh:-0}
xdotool mousemove $((dx + 217)) $((dy + 37)) click 1
sleep 1
shot a3-personality-list
convert "$SCRATCH/shots/a3-personality-list.png" -crop "${dw}x${dh}+${dx}+${dy}" +repage \
    "$SCRATCH/shots/settings-list.png" 2>>"$SCRATCH/import.err"
xdotool mousemove $((dx + 185)) $((dy + 80)) click 1
sleep 1
shot a4-clericus-chosen
xdotool mousemove $((dx + dw - 105)) $((dy + dh - 23)) click 1
wait_for 30 debug_has "$gui_debug" '>first : option Personality=clericus' &&
    wait_for 30 debug_has "$gui_debug" '<first : feature myname="Acolyte [^"]*(clericus)' &&
    wait_for 30 has_window 'WinBoard: Acolyte [^"]*(clericus)' &&
    ! has_window 'First Engine Settings'
chosen=$?
sleep 1
shot a5-after-ok
windows >"$SCRATCH/windows-a5.txt"
ok_eq "$([ $chosen -eq 0 ] && echo chosen):$(error_windows)" "chosen:0" \
    "(a) clericus chosen and OK: the engine loads it, the title follows; 0 error windows"
grep -a '>first : option ' "$gui_debug" | sed 's/^/# sent: /'

# Mode > Machine White (Ctrl+W): the engine moves.
xdotool mousemove 500 10 click 1
sleep 0.5
xdotool key ctrl+w
wait_for 60 debug_has "$gui_debug" '<first : move '
moved=$?
sleep 1
shot a6-machine-white
windows >"$SCRATCH/windows-a6.txt"
ok_eq "$([ $moved -eq 0 ] && echo moved):$(error_windows)" "moved:0" \
    "(a) Machine White: the engine moves; 0 error windows"
timeout 30 wineserver -k >/dev/null 2>&1
timeout 60 wineserver -w

# ---- (b) a one-game match, WinBoard exiting at the end.  The error
# windows are counted every second while it runs.
match_debug=$wb/match.debug
pgn=$wb/match.pgn
winboard -fcp acolyte.exe -fd "$engine_w" -scp acolyte.exe -sd "$engine_w" \
    -secondOptions 'Personality=clericus' -mm -mg 1 -tc 0:10 -inc 0.1 -xponder -animateMoving false -xexit \
    -sgf 'C:\WinBoard\match.pgn' -debug -debugfile 'C:\WinBoard\match.debug' >"$SCRATCH/match.log" 2>&1 &
match=$!
most=0 ticks=0 pictured=
while kill -0 $match 2>/dev/null && [ $ticks -lt 300 ]; do
    n=$(error_windows)
    if [ "$n" -gt "$most" ]; then
        most=$n
        windows >"$SCRATCH/windows-b-errors.txt"
        shot b-error-window
    fi
    played=$(grep -ac '<first : move \|<second: move ' "$match_debug" 2>/dev/null)
    if [ -z "$pictured" ] && [ "${played:-0}" -ge 20 ]; then
        shot b-match
        pictured=yes
    fi
    sleep 1
    ticks=$((ticks + 1))
done
exited=yes
kill -0 $match 2>/dev/null && exited= && diag "WinBoard still runs after 300 s: stopped"
timeout 30 wineserver -k >/dev/null 2>&1
wait $match 2>/dev/null
ok_match "${exited:-still running}: $(grep -a 'final score' "$match_debug" 2>/dev/null | tr -d '\r' | head -n 1)" \
    '^yes: .*final score [0-9]+-[0-9]+-[0-9]+' "(b) the match finished and WinBoard exited by itself"
ok_eq "$most" 0 "(b) 0 error windows during the match"
# WinBoard flags no one without -autoflag; say how often a side moved with
# its clock run down (a loaded machine, or an engine that overspends).
diag "moves begun with 0.01 s or less on the clock: $(tr -d '\r' <"$match_debug" 2>/dev/null | grep -cE '>(first|second): time (1|0|-[0-9]+)$')"

[ -f "$pgn" ] || : >"$pgn"
tr -d '\r' <"$pgn" >"$SCRATCH/match.pgn" # WinBoard writes CRLF
ok_eq "$(grep -E '^\[(White|Black) ' "$SCRATCH/match.pgn" | sed 's/ [0-9][^ ]* / VERSION /' | tr '\n' ' ')" \
    '[White "Acolyte VERSION (default)"] [Black "Acolyte VERSION (clericus)"] ' \
    "(b) the PGN holds one game: Acolyte against Acolyte as clericus"
result=$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$SCRATCH/match.pgn")
last=$(tr '\n' ' ' <"$SCRATCH/match.pgn" | grep -o '{[^}]*} *\(1-0\|0-1\|1/2-1/2\|\*\) *$' | tail -n 1 | sed 's/ *$//')
diag "the match game: ${result:-no result} $last"
ok_match "$result $last" '^(1-0|0-1|1/2-1/2) \{[^}]*([Mm]ate|[Ss]talemate|repetition|50-move|insufficient|resign|Draw|draw)[^}]*\}' \
    "(b) the game ended by play with a result: $result $last"
ok_eq "$(grep -Ei 'illegal|forfeit|false|on time|crash|disconnect|exit' <<<"$last")" "" \
    "(b) no illegal move, forfeit, false claim, flag or crash ended it"

# The moves replay legally: the SAN moves of the PGN (comments, move
# numbers and the result taken away) are counted here, the replayer must
# accept all of them.
sans=$(sed '/^\[/d' "$SCRATCH/match.pgn" | tr '\n' ' ' | sed 's/{[^}]*}//g' | tr ' ' '\n' |
       grep -Ev '^$|^[0-9]|^\*$' | grep -c .)
if "$ACOLYTE" --version >/dev/null 2>&1; then
    replay=$(printf 'pgn load %s\nquit\n' "$SCRATCH/match.pgn" | "$ACOLYTE" --console 2>&1 | grep -E 'loaded game|error')
    ok_match "$replay" "^loaded game 1 of .*, $sans plies$" "(b) the native engine replays the $sans moves as legal"
elif command -v pgn-extract >/dev/null 2>&1; then
    pgn-extract "$SCRATCH/match.pgn" -o /dev/null >"$SCRATCH/pgn-extract.log" 2>&1
    # pgn-extract exits 0 even on an illegal move: read what it says.
    replay=$(grep -E 'games? matched|Failed to make move|[Ii]llegal' "$SCRATCH/pgn-extract.log")
    ok_eq "$replay" "1 game matched out of 1." "(b) pgn-extract replays the $sans moves as legal"
else
    skip "no native acolyte (\$ACOLYTE) and no pgn-extract to replay the moves"
fi

# The debug logs: no illegal move, no error from either engine, and every
# option= feature taken but the -reset button (WinBoard 4.9.1 does not
# know that type).
bad=$(cat "$gui_debug" "$match_debug" 2>/dev/null | tr -d '\r' |
      grep -Ei 'illegal|<(first|second) *: *(Error|tellusererror)' | head -n 5)
ok_eq "$bad" "" "no illegal move and no engine error in WinBoard's debug logs"
ok_eq "$(cat "$gui_debug" "$match_debug" 2>/dev/null | tr -d '\r' | grep 'rejected option' | grep -v -- ' -reset$')" "" \
    "WinBoard accepted every option= feature but the -reset button"

[ -n "${WINBOARD_SETTINGS_PNG:-}" ] && cp "$SCRATCH/shots/settings-list.png" "$WINBOARD_SETTINGS_PNG"
[ -n "${WINBOARD_SHOTS:-}" ] && mkdir -p "$WINBOARD_SHOTS" && cp "$SCRATCH"/shots/*.png "$WINBOARD_SHOTS/"
if [ "$_tap_failed" -ne 0 ]; then
    for f in "$SCRATCH"/windows-*.txt; do
        diag "windows at $(basename "$f" .txt): $(grep -v '"Default IME"' "$f" | tr -s ' ' | tr '\n' ';')"
    done
    diag "GUI debug (last lines):"
    diag "$(tr -d '\r' <"$gui_debug" 2>/dev/null | tail -n 15)"
    diag "match debug (last lines):"
    diag "$(tr -d '\r' <"$match_debug" 2>/dev/null | tail -n 25)"
    diag "PGN:"
    diag "$(cat "$SCRATCH/match.pgn")"
fi
finish
