#!/bin/bash
# tests/uci_real.sh -- Acolyte as a UCI engine in real XBoard: two quick
# games against Fairy-Max, through XBoard's UCI adapter (xboard -fUCI runs
# /usr/games/polyglot, which speaks UCI to Acolyte and xboard to XBoard).
# The saved PGN must show two finished games, decided over the board: no
# illegal move, no forfeit, no loss on time, no crash.
#
# XBoard rewrites ~/.xboardrc, so it gets a private HOME.  Skipped (TAP
# SKIP) only when xboard, xvfb-run, polyglot or fairymax is missing.
. "$(dirname "$0")/lib.sh"

export PATH=/usr/games:$PATH
require_cmd xboard xvfb-run polyglot fairymax
scratch_dir

games=2
# 5 s + 0.1 s a move keeps two games near half a minute; a longer time
# control can be asked for with UCI_REAL_TC=0:30 and so on.
tc=${UCI_REAL_TC:-0:05}
mkdir -p "$SCRATCH/home"

plan 5

HOME=$SCRATCH/home timeout 300 xvfb-run -a xboard \
    -fcp "$ACOLYTE --uci" -fd "$SCRATCH" -fUCI \
    -settingsFile "$SCRATCH/xboard.settings" -saveSettingsOnExit false \
    -scp "$FAIRYMAX" -sd "$SCRATCH" \
    -matchGames $games -tc "$tc" -inc 0.1 \
    -noGUI -popupExitMessage false -xponder -autoflag \
    -saveGameFile "$SCRATCH/out.pgn" \
    -debug -nameOfDebugFile "$SCRATCH/xboard.debug" \
    >"$SCRATCH/xboard.out" 2>&1
ok_eq "$?" 0 "xboard played the match and exited normally"

pgn=$SCRATCH/out.pgn
[ -f "$pgn" ] || : >"$pgn"
ok_eq "$(grep -c '^\[Event ' "$pgn")" "$games" "the PGN holds $games games"
ok_eq "$(grep -cE '^\[(White|Black) "Acolyte ' "$pgn")" "$games" "Acolyte played in every game"
ok_eq "$(grep -cE '^\[Result "(1-0|0-1|1/2-1/2)"\]' "$pgn")" "$games" "every game has a result"
# The game-end comment says how it ended; anything but play is a failure,
# except that Fairy-Max may lose on time itself on a busy machine (the
# comment then names Acolyte's colour as the winner): not Acolyte's fault.
bad=$(awk '/^\[White "/ { white = ($0 ~ /"Acolyte /) } { print (white ? "W" : "B") "\t" $0 }' "$pgn" |
      grep -iE '\{[^}]*(illegal|forfeit|on time|time forfeit|flag|crash|disconnect|exit|resign[a-z]* because)[^}]*\}' |
      grep -vE '^W.*\{White wins on time\}|^B.*\{Black wins on time\}' | cut -f2 |
      grep -oiE '\{[^}]*\}' | grep -iE 'illegal|forfeit|on time|flag|crash|disconnect|exit|because')
ok_eq "$bad" "" "no game ended by Acolyte's illegal move, forfeit, flag or crash"
grep -qE '\{(White|Black) wins on time\}' "$pgn" && [ -z "$bad" ] &&
    diag "Fairy-Max lost a game on time (a busy machine): counted as played"

if [ "$_tap_failed" -ne 0 ]; then
    diag "PGN:"
    diag "$(cat "$pgn")"
    diag "xboard output:"
    diag "$(tail -n 20 "$SCRATCH/xboard.out")"
    diag "xboard debug (last lines):"
    diag "$(tail -n 40 "$SCRATCH/xboard.debug" 2>/dev/null)"
fi
grep -E '^\[(White|Black|Result) |\{[^}]*\} (1-0|0-1|1/2-1/2|\*)' "$pgn" | sed 's/^/# /'
finish
