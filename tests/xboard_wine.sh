#!/bin/bash
# xboard_wine.sh ENGINE_DIR -- the Windows build in the real XBoard:
# XBoard (the Linux one, under xvfb-run) runs ENGINE_DIR\acolyte.exe
# through Wine in one game against Fairy-Max (Acolyte White, 10 s + 0.1 s,
# no pondering).  ENGINE_DIR is laid out as the Windows zip: acolyte.exe,
# personalities\, book\, bench.epd.  The saved PGN must hold a game
# decided by play under Acolyte's own name, its moves must replay legally
# (by the native $ACOLYTE, or by pgn-extract when there is no native
# build), XBoard's debug log must show no illegal move, no error from the
# engine and no refused option but the known -reset one, and every Wine
# process must end after XBoard has quit.
#
# Everything is written in the scratch directory: a copy of ENGINE_DIR, a
# private Wine prefix and HOME, XBoard's own -settingsFile.  Skipped
# (TAP SKIP) only when wine, xvfb-run, xboard or fairymax is missing.
. "${srcdir:-.}/tests/lib.sh"
export PATH="/usr/games:$PATH"
if [ $# -ne 1 ]; then
    echo "usage: $0 ENGINE_DIR (the folder of acolyte.exe)" >&2
    exit 2
fi
[ -f "$1/acolyte.exe" ] || { echo "Bail out! no acolyte.exe in '$1'"; exit 1; }
require_cmd wine wineboot wineserver xboard xvfb-run fairymax
plan 7
scratch_dir

# ---- a private Wine: prefix and HOME in the scratch directory, no XDG_*
# (Wine hands XDG_DATA_HOME and friends to Windows programs), no desktop
# menu entries, no crash dialog (a crash must fail the test, not wait for
# a click on a window nobody sees).
mkdir -p "$SCRATCH/home"
export HOME="$SCRATCH/home" WINEPREFIX="$SCRATCH/prefix" WINEARCH=win64 WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree=;mshtml=;winemenubuilder.exe=d"
unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME XDG_STATE_HOME XDG_RUNTIME_DIR XDG_CONFIG_DIRS XDG_DATA_DIRS
trap 'timeout 30 wineserver -k >/dev/null 2>&1; _tap_cleanup' EXIT
timeout 300 wineboot -i >"$SCRATCH/wineboot.log" 2>&1 || diag "wineboot -i failed: $(tail -n 3 "$SCRATCH/wineboot.log")"
timeout 60 wine reg add 'HKCU\Software\Wine\WineDbg' /v ShowCrashDialog /t REG_DWORD /d 0 /f \
    >>"$SCRATCH/wineboot.log" 2>&1
timeout 120 wineserver -w

cp -r "$1" "$SCRATCH/engine"
engine=$SCRATCH/engine

# ---- the game.  The timeout only catches a hang: a game at this time
# control takes well under a minute.
timeout 300 xvfb-run -a xboard -fcp "wine $engine/acolyte.exe" -fd "$engine" \
    -scp "$FAIRYMAX" -sd "$SCRATCH" \
    -matchGames 1 -tc 0:10 -inc 0.1 -xponder -autoflag -noGUI -popupExitMessage false \
    -settingsFile "$SCRATCH/xboard.settings" -saveSettingsOnExit false \
    -saveGameFile "$SCRATCH/out.pgn" -debug -nameOfDebugFile "$SCRATCH/debug.txt" \
    >"$SCRATCH/xboard.log" 2>&1
status=$?
[ "$status" -eq 0 ] || diag "xboard exited with status $status"
# Every Wine process of the private prefix (the engine included) has
# ended once XBoard is gone: the wineserver then exits by itself.
timeout 60 wineserver -w
ok_eq "$?" 0 "every Wine process ended after XBoard quit"

pgn=$SCRATCH/out.pgn
debug=$SCRATCH/debug.txt
[ -f "$pgn" ] || : >"$pgn"
[ -f "$debug" ] || : >"$debug"
ok_match "$(grep '^\[White ' "$pgn")" '^\[White "Acolyte [^"]*"\]$' "Acolyte played White under its own name"
result=$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$pgn")
# The last comment before the result says why the game ended.
last=$(tr '\n' ' ' <"$pgn" | grep -o '{[^}]*} *\(1-0\|0-1\|1/2-1/2\|\*\) *$' | tail -n 1 | sed "s/ *$//")
diag "the game: ${result:-no result} $last"
if grep -Eq '^\{White wins on time\}' <<<"$last"; then
    # Fairy-Max may lose on time on a busy machine: not Acolyte's fault.
    diag "the opponent lost on time (a busy machine): counted as played"
    ok_match "$result $last" '^1-0 \{White wins on time\} 1-0$' \
        "the game ended by play (the opponent's flag fell): $result $last"
    bad='illegal|forfeit|false|crash|disconnect|exit|Black wins'
else
    ok_match "$result $last" '^(1-0|0-1|1/2-1/2) \{[^}]*([Mm]ate|[Ss]talemate|repetition|50-move|insufficient|resign|Draw|draw)[^}]*\}' \
        "the game ended by play with a result: $result $last"
    bad='illegal|forfeit|false|time|crash|disconnect|exit'
fi
ok_eq "$(grep -Eio "$bad" <<<"$last" | head -n 1)" "" "no illegal move, forfeit, false claim or flag by Acolyte: $last"

# ---- the moves replay legally.  The SAN moves of the PGN (comments,
# move numbers and the result taken away) are counted here; the replayer
# must accept all of them.
sans=$(tr -d '\r' <"$pgn" | sed '/^\[/d' | tr '\n' ' ' | sed 's/{[^}]*}//g' | tr ' ' '\n' |
       grep -Ev '^$|^[0-9]|^\*$' | grep -c .)
if "$ACOLYTE" --version >/dev/null 2>&1; then
    replay=$(printf 'pgn load %s\nquit\n' "$pgn" | "$ACOLYTE" --console 2>&1 | grep -E 'loaded game|error')
    ok_match "$replay" "^loaded game 1 of .*, $sans plies$" "the native engine replays the $sans moves as legal"
elif command -v pgn-extract >/dev/null 2>&1; then
    pgn-extract "$pgn" -o /dev/null >"$SCRATCH/pgn-extract.log" 2>&1
    # pgn-extract exits 0 even on an illegal move: read what it says.
    replay=$(grep -E 'games? matched|Failed to make move|[Ii]llegal' "$SCRATCH/pgn-extract.log")
    ok_eq "$replay" "1 game matched out of 1." "pgn-extract replays the $sans moves as legal"
else
    skip "no native acolyte (\$ACOLYTE) and no pgn-extract to replay the moves"
fi

# ---- XBoard's debug log: no illegal move anywhere, nothing the engine
# said was an error, and XBoard took every option= feature but the
# -reset button (XBoard 4.9.1 does not know that type).
bad=$({ grep -Ei 'illegal' "$debug"
        grep -E '<first *: *(Error|tellusererror)' "$debug"; } | head -n 5)
ok_eq "$bad" "" "XBoard's debug log shows no illegal move and no error from the engine"
ok_eq "$(grep 'rejected option' "$debug" | grep -v -- ' -reset$')" "" \
    "XBoard accepted every option= feature but the -reset button"

if [ "$_tap_failed" -ne 0 ]; then
    diag "PGN:"
    diag "$(cat "$pgn")"
    diag "xboard output (without its sound errors):"
    diag "$(grep -Ev '^ALSA|^aplay' "$SCRATCH/xboard.log" | tail -n 20)"
    diag "xboard debug (last lines):"
    diag "$(tail -n 40 "$debug")"
fi
finish
