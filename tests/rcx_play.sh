#!/bin/bash
# rcx_play.sh -- the rcx personality plays recognisable chess: its ray
# intersection is scaled so that the evaluation after each of White's 20
# first moves stays within a pawn (100) of equality, and its analysis of the
# initial position stays within 50 from depth 8 to depth 12.
. "$(dirname "$0")/lib.sh"
export ACOLYTE_PERSONALITIES=$top_srcdir/personalities
scratch_dir

# The position after each first move, Black to move.
first_moves="
a2a3 rnbqkbnr/pppppppp/8/8/8/P7/1PPPPPPP/RNBQKBNR b KQkq - 0 1
a2a4 rnbqkbnr/pppppppp/8/8/P7/8/1PPPPPPP/RNBQKBNR b KQkq a3 0 1
b2b3 rnbqkbnr/pppppppp/8/8/8/1P6/P1PPPPPP/RNBQKBNR b KQkq - 0 1
b2b4 rnbqkbnr/pppppppp/8/8/1P6/8/P1PPPPPP/RNBQKBNR b KQkq b3 0 1
c2c3 rnbqkbnr/pppppppp/8/8/8/2P5/PP1PPPPP/RNBQKBNR b KQkq - 0 1
c2c4 rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq c3 0 1
d2d3 rnbqkbnr/pppppppp/8/8/8/3P4/PPP1PPPP/RNBQKBNR b KQkq - 0 1
d2d4 rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1
e2e3 rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1
e2e4 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
f2f3 rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1
f2f4 rnbqkbnr/pppppppp/8/8/5P2/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 1
g2g3 rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQKBNR b KQkq - 0 1
g2g4 rnbqkbnr/pppppppp/8/8/6P1/8/PPPPPP1P/RNBQKBNR b KQkq g3 0 1
h2h3 rnbqkbnr/pppppppp/8/8/8/7P/PPPPPPP1/RNBQKBNR b KQkq - 0 1
h2h4 rnbqkbnr/pppppppp/8/8/7P/8/PPPPPPP1/RNBQKBNR b KQkq h3 0 1
b1a3 rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/R1BQKBNR b KQkq - 1 1
b1c3 rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1
g1f3 rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
g1h3 rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1"

scores= outside= n=0
while read -r move fen; do
    [ -n "$move" ] || continue
    v=$("$ACOLYTE" --personality rcx eval "$fen" | sed -n 's/^eval //p')
    n=$((n + 1))
    scores="$scores $move:$v"
    { [ -n "$v" ] && [ "$v" -ge -100 ] && [ "$v" -le 100 ]; } || outside="$outside $move:${v:-none}"
done <<<"$first_moves"
diag "rcx after each first move:$scores"
ok_eq "$n" 20 "rcx evaluates the 20 first moves"
ok_eq "$outside" "" "rcx: every first move within 100 of equality"

# The same scale under the page's full ray sums: the first-move range the
# scale exists for (a knight move gains pawns), so the check above bites.
mkdir "$SCRATCH/pers"
sed 's/^RAY_WEIGHT_PCT *=.*/RAY_WEIGHT_PCT = 100/' "$top_srcdir/personalities/rcx.ini" >"$SCRATCH/pers/rcxfull.ini"
cp "$top_srcdir/personalities/classic.ini" "$SCRATCH/pers/"
full=$(ACOLYTE_PERSONALITIES=$SCRATCH/pers "$ACOLYTE" --personality rcxfull eval \
    "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1" | sed -n 's/^eval //p')
[ "${full:-0}" -gt 100 ]
ok_eq "$?" 0 "unscaled (RAY_WEIGHT_PCT 100) 1.Nc3 would score ${full:-nothing}, beyond a pawn"

# Analysis of the initial position, depth by depth.
"$ACOLYTE" --personality rcx search startpos --depth 12 --hash 16 >"$SCRATCH/search" 2>&1
ok_eq "$?" 0 "rcx searches the initial position to depth 12"
deep=$(awk '$1 == "info" && $2 == "depth" && $3 >= 8 {
              for (i = 4; i < NF; i++) if ($i == "cp") print $3 ":" $(i + 1) }' "$SCRATCH/search")
diag "rcx analysis of the initial position, depth:score $(echo $deep)"
ok_eq "$(echo "$deep" | wc -l)" 5 "rcx reports depths 8 to 12 once each"
spread=$(echo "$deep" | awk -F: 'NR == 1 { lo = hi = $2 } { if ($2 < lo) lo = $2; if ($2 > hi) hi = $2 } END { print hi - lo }')
[ "${spread:-999}" -le 50 ]
ok_eq "$?" 0 "rcx analysis of the initial position stays within 50 from depth 8 to 12 (spread $spread)"

finish
