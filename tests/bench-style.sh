#!/bin/bash
# bench-style.sh -- `make bench-style`: how differently the personality
# family plays.  Every style personality searches every position of
# tests/style.epd to a fixed depth; we print, for each pair, the fraction of
# positions where their best moves differ, and per personality its style
# statistics (king-attack term, queens kept, sacrifices).  The target: every
# pair differs on at least 20% of the positions.
#
#   tests/bench-style.sh [--depth D] [--personalities A,B,...] [--moves]
#
# Exit status 1 when a pair differs on fewer than 20% of the positions.
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${ACOLYTE:=$top_builddir/engine/acolyte}"
: "${ACOLYTE_PERSONALITIES:=$top_srcdir/personalities}"
export ACOLYTE_PERSONALITIES

depth=8
args=()
while [ $# -gt 0 ]; do
    case $1 in
    --depth) depth=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
    esac
done

echo "# style benchmark: $(date -u +%Y-%m-%d), $("$ACOLYTE" --version | head -n 1), depth $depth"
start=$(date +%s)
out=$(nice -n 5 "$ACOLYTE" stylebench --depth "$depth" "${args[@]}" "$top_srcdir/tests/style.epd") || exit 1
printf '%s\n' "$out"
# The noise floor: how often a barely different default (two centipawns
# on the tempo and the pawn) already picks another move at this depth.
# Style differences mean something only well above it.
tmp=$(mktemp -d /tmp/bench-style.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
shown=$("$ACOLYTE" personality show default)
tempo=$(printf '%s\n' "$shown" | sed -n 's/^TEMPO_MG = //p')
pawn=$(printf '%s\n' "$shown" | sed -n 's/^PAWN_VALUE_MG = //p')
printf '[info]\nname = nudged\ninherit = default\n[material]\nTEMPO_MG = %d\nPAWN_VALUE_MG = %d\n' \
    $((tempo + 2)) $((pawn + 2)) >"$tmp/nudged.ini"
noise=$(ACOLYTE_PERSONALITIES="$tmp:$ACOLYTE_PERSONALITIES" nice -n 5 "$ACOLYTE" stylebench --depth "$depth" \
    --personalities default,nudged "$top_srcdir/tests/style.epd" | sed -n 's/^least different pair: default nudged //p')
echo "noise floor (default against default nudged by 2 cp): $noise"
echo "# $(($(date +%s) - start)) s"
below=$(printf '%s\n' "$out" | sed -n 's/.* pairs_below_20 \([0-9]*\)$/\1/p')
if [ "${below:-1}" -ne 0 ]; then
    echo "bench-style: $below pair(s) differ on fewer than 20% of the positions" >&2
    exit 1
fi
