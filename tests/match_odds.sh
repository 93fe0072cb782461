#!/bin/bash
# match_odds.sh -- tests/match.sh --time-odds N: the opponent's clock is
# divided by N whichever colour it has, Acolyte's is not, and a divisor
# that is not a whole number of at least 1 is refused.  Two quick games
# (2 s + 0.02 s) against Fairy-Max through real XBoard, both engines
# behind a wrapper that keeps what XBoard sends them.
. "${srcdir:-.}/tests/lib.sh"
export PATH="/usr/games:$PATH"
require_cmd xboard xvfb-run fairymax
plan 8
scratch_dir
: "${top_srcdir:=${srcdir:-.}}"
: "${top_builddir:=$top_srcdir}"
match=$top_srcdir/tests/match.sh

for bad in 0 x2 1.5; do
    out=$("$match" --time-odds "$bad" fairymax 2>&1)
    status=$?
    ok_match "$status: $out" "^2: .*--time-odds wants a whole divisor of the opponent's clock, 1 or more, not '$bad'" \
        "--time-odds $bad is refused"
done

# wrap NAME COMMAND: a script that logs its input to NAME.in and runs COMMAND.
wrap() {
    printf '#!/bin/sh\ntee -a "%s/%s.in" | exec %s\n' "$SCRATCH" "$1" "$2" >"$SCRATCH/$1.sh"
    chmod +x "$SCRATCH/$1.sh"
}
wrap opponent fairymax
wrap acolyte "$(cd "$top_builddir" && pwd)/engine/acolyte"
ACOLYTE=$SCRATCH/acolyte.sh "$match" --games 2 --tc 0:02 --inc 0.02 --time-odds 2 --out "$SCRATCH/m" \
    "$SCRATCH/opponent.sh" >"$SCRATCH/match.log" 2>&1
# levels NAME: the distinct clocks XBoard gave that engine.
levels() { grep '^level' "$SCRATCH/$1.in" | sort -u | tr '\n' ';'; }
ok_eq "$(awk '{ print $2 }' "$SCRATCH/m/results.txt" | grep -c '[WLD]')" 2 "both games have a result"
# XBoard may send the clock more than once in a game: at least once each.
ok_match "$(grep -c '^level' "$SCRATCH/opponent.in")" '^([2-9]|[1-9][0-9]+)$' \
    "the opponent was given a clock in each game (White in one, Black in the other)"
ok_eq "$(levels opponent)" "level 0 0:01 0.01;" "the opponent's clock and increment are halved"
ok_eq "$(levels acolyte)" "level 0 0:02 0.02;" "Acolyte's clock is not"
ok_match "$(grep '^match:' "$SCRATCH/match.log")" ", the opponent's clock / 2, 2 games$" "the summary names the odds"
finish
