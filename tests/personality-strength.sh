#!/bin/bash
# personality-strength.sh -- measure a personality's strength by playing
# it against a Debian engine through real XBoard (match mode, no GUI,
# under xvfb-run), one game per XBoard instance, openings from
# tests/data/openings.epd with each opening played once with each colour.
#
#   tests/personality-strength.sh [--games N] [--opponent ENGINE] [--tc MIN:SEC]
#                                 [--inc SEC] [--first K] [--out DIR] PERSONALITY...
#
# Defaults: 10 games (5 openings x 2 colours) against fairymax at 0:10 + 0.1.
# --first K starts at opening K (so later runs add new games, not repeats).
# Prints one result line per game and, per personality, a Markdown table row
#   | personality | opponent | games | W | L | D | score % | date |
# to paste into the strength table of personalities/family.md.
# PGNs are kept in DIR (default: a new directory under /tmp).
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${ACOLYTE:=$top_builddir/engine/acolyte}"
: "${ACOLYTE_PERSONALITIES:=$top_srcdir/personalities}"
export ACOLYTE ACOLYTE_PERSONALITIES top_srcdir top_builddir
export PATH="$PATH:/usr/games"

games=10 opponent=fairymax tc=0:10 inc=0.1 first=1 out=
pers=()
while [ $# -gt 0 ]; do
    case $1 in
    --games) games=$2; shift 2 ;;
    --opponent) opponent=$2; shift 2 ;;
    --tc) tc=$2; shift 2 ;;
    --inc) inc=$2; shift 2 ;;
    --first) first=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -*) echo "usage: $0 [--games N] [--opponent E] [--tc M:S] [--inc S] [--first K] [--out DIR] PERSONALITY..." >&2; exit 2 ;;
    *) pers+=("$1"); shift ;;
    esac
done
[ ${#pers[@]} -gt 0 ] || pers=(club)
for cmd in xboard xvfb-run "$opponent"; do
    command -v "$cmd" >/dev/null 2>&1 || { echo "$0: $cmd is not installed" >&2; exit 2; }
done
[ -x "$ACOLYTE" ] || { echo "$0: $ACOLYTE is not built" >&2; exit 2; }
[ -n "$out" ] || out=$(mktemp -d /tmp/acolyte-strength.XXXXXX)
mkdir -p "$out"

# The games themselves are tests/match.sh's: one XBoard instance per game,
# openings from tests/data/openings.epd with both colours.
for p in "${pers[@]}"; do
    nice -n 5 bash "$(dirname "$0")/match.sh" --games "$games" --tc "$tc" --inc "$inc" --first "$first" \
        --out "$out/$p" --acolyte-args "--personality $p" "$opponent" >"$out/$p.log" 2>&1
    while read -r g r _ end; do
        echo "# $p game $g: $r ($end)"
    done <"$out/$p/results.txt"
    read -r _ _ w _ l _ d _ u < <(grep '^acolyte W ' "$out/$p.log")
    n=$((w + l + d))
    score=$(awk -v w="$w" -v d="$d" -v n="$n" 'BEGIN { if (n) printf "%.0f", 100 * (w + d / 2) / n; else print "-" }')
    [ "$u" -eq 0 ] || echo "# $p: $u game(s) without a result were not counted"
    echo "| $p | $opponent | $n | $w | $l | $d | $score | $(date -u +%Y-%m-%d) |"
done
echo "# PGNs in $out"
