#!/bin/bash
# epd.sh -- tactical test suites: `acolyte epd` on tests/data/bk.epd and
# tests/data/ecm_gcp.epd, reporting the solved count of each.
# Usage: tests/epd.sh [MS [FILE...]]   (default 1000 ms per position)
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${ACOLYTE:=$top_srcdir/engine/acolyte}"
ms=${1:-1000}
shift
files=("$@")
[ ${#files[@]} -eq 0 ] && files=("$top_srcdir/tests/data/bk.epd" "$top_srcdir/tests/data/ecm_gcp.epd")
for f in "${files[@]}"; do
    log=$(mktemp)
    "$ACOLYTE" epd "$f" --time "$ms" >"$log"
    echo "$(basename "$f") at $ms ms: $(tail -n 1 "$log")"
    grep ' failed ' "$log" | sed 's/^/  /'
    rm -f "$log"
done
