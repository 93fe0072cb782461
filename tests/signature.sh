#!/bin/bash
# signature.sh -- the bench signature: `acolyte bench DEPTH` must give the
# same node count on two runs and the count checked in as
# tests/bench.expected.  Any change to search or evaluation changes it; the
# commit making such a change updates tests/bench.expected too:
#     make bench-signature        (prints the new line; or run
#                                  tests/signature.sh --print by hand)
. "$(dirname "$0")/lib.sh"

expected_file=$srcdir/tests/bench.expected
line=$(grep -v '^#' "$expected_file" | grep -m1 '^depth ')
depth=$(echo "$line" | awk '{print $2}')
want=$(echo "$line" | awk '{print $4}')

if [ "$1" = "--print" ]; then
    got=$("$ACOLYTE" bench "${depth:-8}" | tail -n 1 | awk '{print $3}')
    echo "depth ${depth:-8} nodes $got"
    [ "$got" = "$want" ] && echo "(unchanged)" || echo "(was: $line) -- put the new line into tests/bench.expected"
    exit 0
fi

plan 4
ok_match "$depth" '^[0-9]+$' "tests/bench.expected names a depth" || finish
run1=$("$ACOLYTE" bench "$depth" | tail -n 1)
run2=$("$ACOLYTE" bench "$depth" | tail -n 1)
ok_match "$run1" '^bench nodes [0-9]+ time_ms [0-9]+ nps [0-9]+$' "bench prints its summary line"
n1=$(echo "$run1" | awk '{print $3}')
n2=$(echo "$run2" | awk '{print $3}')
ok_eq "$n2" "$n1" "bench $depth is reproducible"
if ! ok_eq "$n1" "$want" "bench $depth signature matches tests/bench.expected"; then
    diag "The search or the evaluation changed behaviour.  If that is intended,"
    diag "put 'depth $depth nodes $n1' into tests/bench.expected in the same commit"
    diag "(make bench-signature prints it)."
fi
finish
