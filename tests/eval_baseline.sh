#!/bin/bash
# eval_baseline.sh -- tests/data/material_pst.ini, the "before the
# evaluation" baseline that the evaluation's match figures are measured
# against, really is material and piece-square tables only: on positions
# full of every other term, `acolyte eval` shows those two rows and zeros
# everywhere else.  A new evaluation parameter with a non-zero default
# makes this fail until the baseline file turns it off too.
. "$(dirname "$0")/lib.sh"

BASE=$top_srcdir/tests/data/material_pst.ini
scratch_dir
"$ACOLYTE" personality check "$BASE" >"$SCRATCH/out" 2>&1
ok_match "$(cat "$SCRATCH/out")" "^$BASE: ok \(material_pst, [0-9]+ values changed from default\)$" \
    "the baseline loads"

# Attacks, outposts, passed and weak pawns, open files, fianchetto holes,
# a mating endgame, opposite bishops.
while read -r fen; do
    "$ACOLYTE" eval --personality "$BASE" "$fen" >"$SCRATCH/eval" 2>&1
    nonzero=$(awk -F'|' 'NR > 4 && NF == 4 && $1 !~ /^(Material|Piece-square|Total)/ {
                  n = split($2 " " $3 " " $4, v, " "); for (i = 1; i <= n; i++) if (v[i] != 0) { print $1; break } }' \
              "$SCRATCH/eval" | tr -s ' ' | paste -sd, -)
    rows=$(awk -F'|' 'NR > 4 && NF == 4' "$SCRATCH/eval" | wc -l)
    ok_eq "$rows/$nonzero" "17/" "only material and piece-square terms in: $fen"
    full=$("$ACOLYTE" eval "$fen" | tail -n 1)
    base=$(tail -n 1 "$SCRATCH/eval")
    ok [ "$full" != "$base" ]
done <<'FENS'
r1bq1rk1/pp3ppp/2n1pn2/3p2B1/1bPP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8
r1bq1rk1/ppp2ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 w - - 0 8
6k1/1p3ppp/p7/3P4/P7/8/5PPP/6K1 w - - 0 30
r2q1rk1/pb1nbppp/1p2p3/2ppP3/3P1B2/2PB1N2/PP1N1PPP/R2QK2R w KQ - 0 11
8/8/4k3/8/8/2B5/3K4/1b6 w - - 0 60
2r2rk1/1b3p1p/p3pBp1/1p6/3q4/P2B4/1PP2PPP/R2QR1K1 b - - 0 20
FENS
finish
