#!/bin/bash
# match_resume.sh -- tests/match.sh --resume: a match lengthened or
# stopped goes on with the games it lacks and keeps those it has, and a
# game left without a result is played again.  Quick games (2 s + 0.02 s)
# against Fairy-Max through real XBoard.
. "${srcdir:-.}/tests/lib.sh"
export PATH="/usr/games:$PATH"
require_cmd xboard xvfb-run fairymax
plan 7
scratch_dir
: "${top_srcdir:=${srcdir:-.}}"

match() {
    "$top_srcdir/tests/match.sh" --tc 0:02 --inc 0.02 --out "$SCRATCH/m" "$@" fairymax \
        >"$SCRATCH/match.log" 2>&1
}
# games: the game numbers results.txt holds, in order.
games() { awk '{ print $1 }' "$SCRATCH/m/results.txt" | sort -n | tr '\n' ' '; }

match --games 1
ok_eq "$(games)" "1 " "one game played"
first_line=$(cat "$SCRATCH/m/results.txt")
touch -d '2000-01-01' "$SCRATCH/m/game-1.pgn"

match --games 2 --resume
ok_eq "$(games)" "1 2 " "--games 2 --resume adds game 2"
ok_eq "$(grep '^1 ' "$SCRATCH/m/results.txt")" "$first_line" "game 1's result is kept"
ok_eq "$(date -r "$SCRATCH/m/game-1.pgn" +%Y)" 2000 "game 1 is not played again"

# A game cut off by a stop: its line says '?'.
sed -i 's/^2 .*/2 ? */' "$SCRATCH/m/results.txt"
match --games 2 --resume
ok_eq "$(games)" "1 2 " "the unfinished game is played again, once"
ok_match "$(grep '^2 ' "$SCRATCH/m/results.txt")" '^2 [WLD] ' "and now has a result"

# Without --resume a match starts afresh.
match --games 1
ok_eq "$(games)" "1 " "without --resume results.txt holds only the new match"
finish
