#!/bin/bash
# bench-perft.sh -- move generator speed: start position depth 6 and
# Kiwipete depth 5, and Stockfish's `go perft` on the same positions in the
# same run when stockfish is installed (it bulk-counts leaves, as we do).
ACOLYTE=${ACOLYTE:-engine/acolyte}
kiwi="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
sf=$(command -v stockfish || ls /usr/games/stockfish 2>/dev/null)
run() { # name depth fen
    line=$("$ACOLYTE" perft "$2" $3 | tail -n 1)
    ours=$(echo "$line" | awk '{print $8}')
    echo "acolyte   $1: $line"
    if [ -n "$sf" ]; then
        pos=${3:+fen $3}; pos=${pos:-startpos}
        t0=$(date +%s%N)
        nodes=$(printf 'position %s\ngo perft %s\nquit\n' "$pos" "$2" | "$sf" 2>/dev/null | awk '/^Nodes searched/ {print $3}')
        t1=$(date +%s%N)
        ms=$(( (t1 - t0) / 1000000 ))
        sfnps=$(( nodes * 1000 / (ms > 0 ? ms : 1) ))
        echo "stockfish $1: nodes $nodes time_ms $ms nps $sfnps (includes start-up)"
        awk -v a="$ours" -v b="$sfnps" 'BEGIN { printf "ratio acolyte/stockfish: %.2f\n", a / b }'
    fi
}
run "start d6" 6 ""
run "kiwipete d5" 5 "$kiwi"
