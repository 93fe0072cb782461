#!/bin/bash
# sacrifices.sh -- three Win At Chess sacrifices the search must find, and
# the pruning that would hide each one: razoring at depth 3 (a quiet
# follow-up to the sacrifice is more than the quiescence search sees) and
# late move reductions of captures that lose by SEE (the sacrifice itself
# searched too shallow).  The pruning is pinned with the weights the
# default had when it was measured (tests/data/second_fit.ini), which find
# all three within 200,000 nodes (with the search as it was then, without
# continuation history, which takes Bh6 of WAC.169 past 300,000, with
# its reverse futility margin of 75 a ply: at 100, 200,000 nodes find only
# one of the three, and with late move reductions at the root); the
# default's current weights value the pieces higher and need up to
# 1,000,000.  A node budget keeps the outcome exact on any
# machine.
. "$(dirname "$0")/lib.sh"
plan 6
scratch_dir

suite="$top_srcdir/tests/data/wac_sacrifices.epd"
fixture=$SCRATCH/second_fit.ini
printf '[info]\nname = second_fit_search\ninherit = %s\n[search]\nCONT_HISTORY_PLIES = 0\nRFP_MARGIN = 75\nLMR_ROOT = true\n' \
    "$top_srcdir/tests/data/second_fit.ini" >"$fixture"
run() { local nodes=$1; shift; "$ACOLYTE" epd "$suite" --nodes "$nodes" "$@"; } # NODES [ARG...]
probe() {
    printf '[info]\nname = probe\ninherit = %s\n[search]\n%s\n' "$fixture" "$1" >"$SCRATCH/probe.ini"
    run 200000 --personality "$SCRATCH/probe.ini"
}

ok_eq "$(run 1000000 | tail -n 1)" "solved 3 of 3" \
    "the default finds all three sacrifices within 1,000,000 nodes"
ok_eq "$(run 200000 --personality "$fixture" | tail -n 1)" "solved 3 of 3" \
    "with the second fit's weights all three within 200,000 nodes"
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
