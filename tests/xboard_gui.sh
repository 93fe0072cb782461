#!/bin/bash
# xboard_gui.sh -- Acolyte in real XBoard with a real window (Xvfb), used
# as a person uses it:
#  (a) -firstOptions "Personality=clericus" in a TwoMachines game against
#      Fairy-Max: the personality loads exactly once, no error window
#      appears in 10 s, and the game moves;
#  (b) Engine > Engine #1 Settings opened with the keyboard (xdotool),
#      another personality chosen in the combo, OK pressed, and again a
#      third: no error window, the engine reports each personality and
#      the title follows; the dialog fits a 1280x1024 screen.  XBoard
#      4.9.1 keeps the values options were declared with (a second
#      declaration adds a copy, -reset it rejects), so after the switches
#      the dialog shows the same values, pixel for pixel, and its
#      Personality File row says whose they are ("values shown:
#      default").  The dialog's picture is kept in the scratch directory,
#      or in $XBOARD_SETTINGS_PNG (the README's doc/xboard-settings.png is
#      made this way);
#  (c) a broken personality in the user's folder: one error dialog at
#      start-up, naming the file and the line, narrow enough to read.
# XBoard runs with its own -settingsFile and -saveSettingsOnExit false, so
# nothing outside the scratch directory is written.
. "${srcdir:-.}/tests/lib.sh"
export PATH="/usr/games:$PATH"
require_cmd xboard Xvfb xdotool xwininfo import convert fairymax
plan 20
scratch_dir
mkdir -p "$SCRATCH/home"

# XBoard takes its settings file from the password database's home, not
# from $HOME: the real ~/.xboardrc and the home directory's listing must
# be byte-identical after the run.
real_home=$(getent passwd "$(id -u)" | cut -d: -f6)
home_state() {
    { cat "$real_home/.xboardrc" 2>/dev/null || echo "no .xboardrc"
      ls -la --time-style=full-iso "$real_home" 2>&1; } | md5sum
}
home_before=$(home_state)

# A display of our own: the first free number from 140 on.
display=140
while [ -e "/tmp/.X$display-lock" ] || [ -e "/tmp/.X11-unix/X$display" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x1024x24 -nolisten tcp >"$SCRATCH/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; _tap_cleanup' EXIT
export DISPLAY=":$display"
for _ in $(seq 1 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done

xb_common=(-fd "$SCRATCH" -sd "$SCRATCH" -settingsFile "$SCRATCH/xboard.settings" -saveSettingsOnExit false
           -popupExitMessage false -size medium -xponder)
error_windows() { xwininfo -root -tree 2>/dev/null | grep -c '"Error' || true; }

# ---- (a) -firstOptions, a game against Fairy-Max
HOME="$SCRATCH/home" xboard -fcp "$ACOLYTE --book none" -firstOptions "Personality=clericus" -scp "$FAIRYMAX" \
    -tc 0:30 -mode TwoMachines "${xb_common[@]}" -debug -nameOfDebugFile "$SCRATCH/debug_a.txt" \
    >"$SCRATCH/xboard_a.log" 2>&1 &
xb=$!
sleep 10
errors=$(error_windows)
xwininfo -root -tree >"$SCRATCH/windows_a.txt" 2>&1
kill $xb 2>/dev/null; wait $xb 2>/dev/null
loads=$(grep -c 'first : # personality loaded: clericus' "$SCRATCH/debug_a.txt")
moves=$(grep -cE '(first|second) : move ' "$SCRATCH/debug_a.txt")
declared=$(grep -c '<first : feature option=' "$SCRATCH/debug_a.txt")
ok_eq "$loads" 1 "(a) -firstOptions: the personality loads exactly once"
ok_eq "$errors" 0 "(a) no error window after 10 s"
ok_eq "$([ "$moves" -ge 2 ] && echo moving)" moving "(a) the game moves ($moves moves in 10 s)"
ok_eq "$declared" 26 "(a) 26 options declared, once"
ok_match "$(grep -o '"[^"]*Acolyte[^"]*"' "$SCRATCH/windows_a.txt" | head -n 1)" 'clericus' \
    "(a) the window title names the personality"

# ---- (b) the settings dialog.  The engine runs in the scratch directory
# with relative personality and data paths, so the dialog (and its
# picture) shows no machine's directories: the engine's HOME is "." (a
# relative XDG_DATA_HOME is ignored, as the XDG specification says).
cp -r "$top_srcdir/personalities" "$SCRATCH/personalities"
HOME="$SCRATCH/home" ACOLYTE_PERSONALITIES=personalities xboard -fcp "env HOME=. XDG_DATA_HOME= $ACOLYTE --book none" "${xb_common[@]}" \
    -debug -nameOfDebugFile "$SCRATCH/debug_b.txt" >"$SCRATCH/xboard_b.log" 2>&1 &
xb=$!
win=
for _ in $(seq 1 40); do
    sleep 0.25
    win=$(xdotool search --name 'Acolyte' 2>/dev/null | head -n 1)
    [ -n "$win" ] && break
done
sleep 1
xdotool windowactivate --sync "$win" >/dev/null 2>&1
xdotool key --window "$win" alt+n; sleep 1            # the Engine menu
xdotool key Down Down Down Return; sleep 2            # Engine #1 Settings...
dialog=$(xdotool search --name '^Engine Settings$' 2>/dev/null | head -n 1)
geometry=$(xwininfo -id "${dialog:-0}" 2>/dev/null | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}')
import -window root "$SCRATCH/root.png" 2>>"$SCRATCH/import.err"
xwininfo -id "${dialog:-0}" >"$SCRATCH/dialog.txt" 2>&1
x=$(awk '/Absolute upper-left X:/ {print $4}' "$SCRATCH/dialog.txt")
y=$(awk '/Absolute upper-left Y:/ {print $4}' "$SCRATCH/dialog.txt")
convert "$SCRATCH/root.png" -crop "${geometry}+${x:-0}+${y:-0}" +repage "$SCRATCH/settings.png" 2>>"$SCRATCH/import.err"
[ -n "${XBOARD_SETTINGS_PNG:-}" ] && cp "$SCRATCH/settings.png" "$XBOARD_SETTINGS_PNG"
# Click the Personality combo (two fifths across: right of the longest
# label), take the last (End) or the first (Home) entry of its list
# (keys, since the pointer lands on an entry of its own), press OK (Alt+O).
combo_x=$(( ${geometry%x*} * 2 / 5 ))
choose() {
    xdotool mousemove --window "$1" "$combo_x" 17 click 1; sleep 0.5
    [ -n "${KEEP_SCRATCH:-}" ] && import -window root "$SCRATCH/step$2-1.png"
    xdotool key "$3"; sleep 0.3
    xdotool key Return; sleep 0.5
    [ -n "${KEEP_SCRATCH:-}" ] && import -window root "$SCRATCH/step$2-2.png"
    xdotool key alt+o; sleep 3
}
open_settings() {
    xdotool windowactivate --sync "$win" >/dev/null 2>&1
    xdotool key --window "$win" alt+n; sleep 1
    xdotool key Down Down Down Return; sleep 2
    xdotool search --name '^Engine Settings$' 2>/dev/null | head -n 1
}
choose "$dialog" 1 End
errors=$(error_windows)
# The second switch, from the dialog opened again.
choose "$(open_settings)" 2 Home
errors=$((errors + $(error_windows)))
xwininfo -root -tree >"$SCRATCH/windows_b.txt" 2>&1
# Open the dialog again and press OK without changing anything: XBoard
# sends nothing, and nothing can go wrong.
sent_before=$(grep -c '>first : option ' "$SCRATCH/debug_b.txt")
reopened=$(open_settings)
# Read the dialog after the two switches: below the combo's row it is the
# picture taken before them.
import -window root "$SCRATCH/root_after.png" 2>>"$SCRATCH/import.err"
convert "$SCRATCH/root_after.png" -crop "${geometry}+${x:-0}+${y:-0}" +repage "$SCRATCH/settings_after.png" \
    2>>"$SCRATCH/import.err"
h0=${geometry#*x}
for f in settings settings_after; do
    convert "$SCRATCH/$f.png" -crop "${geometry%x*}x$((h0 - 32))+0+32" +repage "$SCRATCH/${f}_rows.png" \
        2>>"$SCRATCH/import.err"
done
changed_pixels=$(compare -metric AE "$SCRATCH/settings_rows.png" "$SCRATCH/settings_after_rows.png" null: 2>&1)
xdotool key alt+o; sleep 2
errors_unchanged=$(error_windows)
sent_after=$(grep -c '>first : option ' "$SCRATCH/debug_b.txt")
kill $xb 2>/dev/null; wait $xb 2>/dev/null
w=${geometry%x*} h=${geometry#*x}
ok_eq "$([ -n "$dialog" ] && [ "${w:-9999}" -le 1280 ] && [ "${h:-9999}" -le 1024 ] && echo fits)" fits \
    "(b) the Engine Settings dialog (${geometry:-missing} pixels) fits 1280x1024"
loaded=$(grep -o 'first : # personality loaded: [a-z_]*' "$SCRATCH/debug_b.txt")
first=$(printf '%s\n' "$loaded" | sed -n '1s/.* //p')
chosen=${loaded##* }
ok_eq "$(printf '%s\n' "$loaded" | grep -c .)" 2 "(b) the personalities chosen in the dialog ($first, then $chosen) load once each"
ok_eq "$([ -n "$first" ] && [ "$first" != default ] && [ "$chosen" != "$first" ] && [ "$chosen" != default ] &&
    echo others)" others "(b) each is another personality than the one before"
ok_eq "$errors" 0 "(b) no error window after OK"
ok_eq "$(grep -c '<first : feature option=' "$SCRATCH/debug_b.txt")" 26 "(b) no option is declared again"
# A strength-limited personality shows its level too: "(beginner, Elo 1100)".
ok_match "$(grep -o '"xboard: [^"]*"' "$SCRATCH/windows_b.txt" | head -n 1)" "\\(${chosen:-none}(, Elo [0-9]+)?\\)" \
    "(b) the window title follows the personality"
ok_eq "${reopened:+open}:$errors_unchanged:$((sent_after - sent_before))" "open:0:0" \
    "(b) OK with unchanged values: no option sent, no error window"
ok_eq "$changed_pixels" 0 "(b) after two switches the dialog shows the values it was declared with (XBoard 4.9.1)"
ok_eq "$(grep -c '<first : feature option="Personality File (values shown: default) -file' "$SCRATCH/debug_b.txt")" 1 \
    "(b) ... and its Personality File row says they are default's"
ok_eq "$(grep -c 'rejected option Show Personality Values -reset' "$SCRATCH/debug_b.txt")" 1 \
    "(b) XBoard 4.9.1 rejects the -reset button that would redeclare them"

# ---- (c) a broken personality of the user's, far down a long path: at
# start-up one error dialog names it, and it fits the screen with its OK
# button (the dialog is one line; it was 1886 pixels wide).
deep=$SCRATCH/data_c/a/rather/long/directory/name/that/a/user/might/really/have
mkdir -p "$deep/acolyte/personalities"
printf '[info]\nname = mine\ninherit = default\n[mobility]\nMOB_ZERO = 5\nMOB_ONE = abc\n' \
    >"$deep/acolyte/personalities/mine.ini"
HOME="$SCRATCH/home" XDG_DATA_HOME="$deep" xboard -fcp "$ACOLYTE --book none" "${xb_common[@]}" \
    -debug -nameOfDebugFile "$SCRATCH/debug_c.txt" >"$SCRATCH/xboard_c.log" 2>&1 &
xb=$!
error_win=
for _ in $(seq 1 40); do
    sleep 0.25
    error_win=$(xdotool search --name '^Error$' 2>/dev/null | head -n 1)
    [ -n "$error_win" ] && break
done
sleep 0.5
xwininfo -id "${error_win:-0}" >"$SCRATCH/error_c.txt" 2>&1
import -window root "$SCRATCH/error_c.png" 2>>"$SCRATCH/import.err"
errors_c=$(error_windows)
kill $xb 2>/dev/null; wait $xb 2>/dev/null
ew=$(awk '/Width:/ {print $2}' "$SCRATCH/error_c.txt")
ok_eq "$errors_c" 1 "(c) a broken user personality: one error window at start-up"
ok_eq "$([ -n "$ew" ] && [ "$ew" -le 800 ] && echo fits)" fits "(c) it is ${ew:-no} pixels wide: it fits, OK button and all"
ok_eq "$(grep -c '<first : tellusererror Personality left out: mine.ini, line 5: ' "$SCRATCH/debug_c.txt")" 1 \
    "(c) it names the file and the line"

ok_eq "$(home_state)" "$home_before" "the real ~/.xboardrc and home directory listing are unchanged ($real_home)"
ok_eq "$(grep -c 'saveSettingsOnExit\|settingsFile' "$SCRATCH/xboard.settings" 2>/dev/null || echo 0)" 0 \
    "XBoard wrote no settings file of its own"
finish
