#!/bin/bash
# search_params.sh -- the search's numbers come from the [search] section of
# params.def: an .ini that sets one of them changes the search (bench nodes),
# and one that sets them to their defaults changes nothing.
. "$(dirname "$0")/lib.sh"
plan 4
scratch_dir

nodes() { "$ACOLYTE" bench 6 "$@" | sed -n 's/^bench nodes \([0-9]*\) .*/\1/p'; }

cat > "$SCRATCH/same.ini" <<'INI'
[info]
name = same
inherit = default
[search]
RFP_MARGIN = 100
SEE_QUEEN = 950
LMR_DIVISOR = 225
INI
cat > "$SCRATCH/wide.ini" <<'INI'
[info]
name = wide
inherit = default
[search]
RFP_MARGIN = 300
INI
cat > "$SCRATCH/lmr.ini" <<'INI'
[info]
name = lmr
inherit = default
[search]
LMR_DIVISOR = 150
INI

base=$(nodes)
ok_match "$base" '^[0-9]+$' "bench 6 prints a node count ($base)"
ok_eq "$(nodes --personality "$SCRATCH/same.ini")" "$base" "[search] keys at their defaults: same nodes"
wide=$(nodes --personality "$SCRATCH/wide.ini")
ok_match "$([ -n "$wide" ] && [ "$wide" != "$base" ] && echo differs)" '^differs$' \
    "RFP_MARGIN = 300 changes the node count ($base -> $wide)"
lmr=$(nodes --personality "$SCRATCH/lmr.ini")
ok_match "$([ -n "$lmr" ] && [ "$lmr" != "$base" ] && echo differs)" '^differs$' \
    "LMR_DIVISOR = 150 (a rebuilt reduction table) changes the node count ($base -> $lmr)"
finish
