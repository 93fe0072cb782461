#!/bin/bash
# xboard_screenshot.sh -- XBoard's window with Acolyte loaded, under Xvfb:
# the window title names the engine, and a PNG of the screen is saved
# (SCREENSHOT=FILE keeps it; default: in the scratch directory).
. "${srcdir:-.}/tests/lib.sh"
export PATH="/usr/games:$PATH"
require_cmd xboard xvfb-run import xwininfo
plan 3
scratch_dir
mkdir -p "$SCRATCH/home"
shot=${SCREENSHOT:-$SCRATCH/xboard.png}

# Inside the virtual display: start XBoard with Acolyte, let it show the
# board, read the window titles and photograph the screen.
cat >"$SCRATCH/inside.sh" <<'EOF'
xboard -fcp "$ACOLYTE" -fd "$SCRATCH" -xponder -popupExitMessage false -size medium \
    -settingsFile "$SCRATCH/xboard.settings" -saveSettingsOnExit false &
pid=$!
for _ in $(seq 1 40); do
    sleep 0.25
    xwininfo -root -tree 2>/dev/null | grep -q 'Acolyte' && break
done
sleep 1
xwininfo -root -tree >"$SCRATCH/windows.txt" 2>&1
import -window root "$SHOT" 2>"$SCRATCH/import.err"
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
exit 0
EOF
HOME="$SCRATCH/home" SCRATCH="$SCRATCH" SHOT="$shot" ACOLYTE="$ACOLYTE" \
    timeout 60 xvfb-run -a -s "-screen 0 1024x768x24" bash "$SCRATCH/inside.sh" >"$SCRATCH/xboard.log" 2>&1
title=$(grep -o '"[^"]*Acolyte[^"]*"' "$SCRATCH/windows.txt" | head -n 1)
ok_match "$title" 'Acolyte [0-9][^ ]* \(default\)' "XBoard's window title names the engine: $title"
ok [ -s "$shot" ]
ok_match "$(head -c 8 "$shot" | od -An -c | tr -d ' ')" '^211PNG' "the screenshot is a PNG ($shot)"
finish
