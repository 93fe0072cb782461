#!/bin/bash
# sacrifices.sh -- three Win At Chess sacrifices the search must find within
# 200,000 nodes, and the pruning that would hide each one: razoring at
# depth 3 (a quiet follow-up to the sacrifice is more than the quiescence
# search sees) and late move reductions of captures that lose by SEE (the
# sacrifice itself searched too shallow).  A node budget keeps the outcome
# exact on any machine.
. "$(dirname "$0")/lib.sh"
plan 5
scratch_dir

suite="$top_srcdir/tests/data/wac_sacrifices.epd"
run() { "$ACOLYTE" epd "$suite" --nodes 200000 "$@"; }
probe() {
    printf '[info]\nname = probe\ninherit = default\n[search]\n%s\n' "$1" >"$SCRATCH/probe.ini"
    run --personality "$SCRATCH/probe.ini"
}

out=$(run)
ok_eq "$(tail -n 1 <<<"$out")" "solved 3 of 3" "the default finds all three sacrifices"
razor=$(probe 'RAZOR_DEPTH = 3')
ok_match "$(grep '^WAC.169 ' <<<"$razor")" '^WAC.169 failed ' \
    "razoring at depth 3 hides WAC.169 (Bh6)"
ok_match "$(grep '^WAC.141 ' <<<"$razor")" '^WAC.141 failed ' \
    "razoring at depth 3 hides WAC.141 (Qxf4)"
noisy=$(probe 'LMR_NOISY = true')
ok_match "$(grep '^WAC.157 ' <<<"$noisy")" '^WAC.157 failed ' \
    "reducing losing captures hides WAC.157 (Ne7+)"
ok_match "$(grep '^WAC.141 ' <<<"$noisy")" '^WAC.141 failed ' \
    "reducing losing captures hides WAC.141 (Qxf4)"
finish
