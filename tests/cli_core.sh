#!/bin/bash
# cli_core.sh -- the scriptable perft/divide commands: output format,
# exact counts, and exit status 1/2 with a message on bad input.
. "${srcdir:-.}/tests/lib.sh"
plan 10

out=$("$ACOLYTE" perft 4)
ok_match "$out" '^perft 4 nodes 197281 time_ms [0-9]+ nps [0-9]+$' "perft 4 from the start: last line format and count"

out=$("$ACOLYTE" perft 3 r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1)
ok_match "$out" '^perft 3 nodes 97862 ' "perft 3 of Kiwipete given as several words"

out=$("$ACOLYTE" divide 2)
ok_eq "$(printf '%s\n' "$out" | grep -c '^[a-h][1-8][a-h][1-8]: 20$')" 20 "divide 2: twenty root moves with 20 replies each"
ok_match "$(printf '%s\n' "$out" | tail -n 1)" '^perft 2 nodes 400 ' "divide ends with the perft line"
ok_match "$(printf '%s\n' "$out" | head -n 1)" '^[a-h][1-8][a-h][1-8]: [0-9]+$' "divide lines are 'move: count'"

err=$("$ACOLYTE" perft 2 "8/8/8/8/8/8/8/8 w - - 0 1" 2>&1 >/dev/null); rc=$?
ok_eq "$rc" 1 "bad FEN exits 1"
ok_eq "$err" "acolyte perft: bad FEN: White has no king" "bad FEN message says what is wrong"

"$ACOLYTE" perft >/dev/null 2>&1; rc=$?
ok_eq "$rc" 2 "missing depth is a usage error (exit 2)"
"$ACOLYTE" perft x >/dev/null 2>&1; rc=$?
ok_eq "$rc" 2 "non-numeric depth is a usage error (exit 2)"
"$ACOLYTE" no-such-command >/dev/null 2>&1; rc=$?
ok_eq "$rc" 2 "unknown command is a usage error (exit 2)"
finish
