#!/bin/bash
# bench.sh -- `make bench`: Acolyte's search speed on its bench positions,
# and toga2's speed measured in the same run for comparison (if installed).
# Usage: tests/bench.sh [DEPTH]   (default: acolyte's own default depth)
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${ACOLYTE:=$top_srcdir/engine/acolyte}"
depth=${1:-}

line=$("$ACOLYTE" bench $depth | tail -n 1)
echo "acolyte: $line"
nps=$(echo "$line" | awk '{print $7}')

toga=$(command -v toga2 || ls /usr/games/toga2 2>/dev/null)
if [ -n "$toga" ]; then
    # toga2 on the same positions, 1 thread, 16 MB hash, 0.5 s each: its own
    # reported node counts over the wall time.
    total_nodes=0
    total_ms=0
    while read -r fenline; do
        case $fenline in '#'*|'') continue ;; esac
        fen=$(echo "$fenline" | awk '{print $1, $2, $3, $4, ($5 ~ /^[0-9]+$/ ? $5 : 0), ($6 ~ /^[0-9]+$/ ? $6 : 1)}')
        out=$( (printf 'uci\nsetoption name Hash value 16\nisready\nucinewgame\nposition fen %s\ngo movetime 500\n' "$fen"; sleep 0.7; echo quit) | "$toga" 2>/dev/null)
        info=$(echo "$out" | grep ' nodes ' | tail -n 1)
        n=$(echo "$info" | sed -n 's/.* nodes \([0-9]*\).*/\1/p')
        t=$(echo "$info" | sed -n 's/.* time \([0-9]*\).*/\1/p')
        [ -n "$n" ] && [ -n "$t" ] || continue
        total_nodes=$((total_nodes + n))
        total_ms=$((total_ms + t))
    done < "$top_srcdir/tests/bench.epd"
    if [ "$total_ms" -gt 0 ]; then
        tnps=$((total_nodes * 1000 / total_ms))
        echo "toga2:   nodes $total_nodes time_ms $total_ms nps $tnps"
        echo "ratio acolyte/toga2: $(awk -v a="$nps" -v b="$tnps" 'BEGIN { printf "%.2f", a / b }')"
    fi
else
    echo "toga2 not installed (Debian package toga2): no comparison"
fi
