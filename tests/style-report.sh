#!/bin/bash
# style-report.sh -- `make style-report`: how each personality plays,
# measured from games.  Every shipped full-strength personality (strength =
# full in its file) but default plays `default` at a fixed node count, each
# opening of tests/data/openings.epd from both sides (acolyte selfplay
# --opponent default --pgn); `acolyte style` reads all the games and the
# fingerprints go to doc/style-report.md (a table with 95% intervals, a
# figure marked when its interval lies wholly above or below default's)
# and doc/style.svg (the chart).
#
#   tests/style-report.sh [--games N] [--nodes N] [--threads T] [--seed S] [--out-dir DIR]
#
# Environment (what make passes): STYLE_GAMES (200 games per personality),
# STYLE_NODES (2000 nodes per move), STYLE_THREADS (1 game at a time).
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${ACOLYTE:=$top_builddir/engine/acolyte}"
: "${ACOLYTE_PERSONALITIES:=$top_srcdir/personalities}"
export ACOLYTE_PERSONALITIES
set -u

games=${STYLE_GAMES:-200}
nodes=${STYLE_NODES:-2000}
threads=${STYLE_THREADS:-1}
seed=1
out_dir=$top_srcdir/doc
while [ $# -gt 0 ]; do
    case $1 in
    --games) games=$2; shift 2 ;;
    --nodes) nodes=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --out-dir) out_dir=$2; shift 2 ;;
    *) echo "style-report.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
for v in "$games" "$nodes" "$threads" "$seed"; do
    case $v in
    '' | *[!0-9]*) echo "style-report.sh: '$v' is not a whole number" >&2; exit 2 ;;
    esac
done

# The full-strength personalities of the shipped family, default aside.
players=()
for ini in "$ACOLYTE_PERSONALITIES"/*.ini; do
    name=$(basename "$ini" .ini)
    [ "$name" = default ] && continue
    grep -Eq '^[[:space:]]*strength[[:space:]]*=[[:space:]]*full[[:space:]]*$' "$ini" && players+=("$name")
done
[ ${#players[@]} -gt 0 ] || { echo "style-report.sh: no full-strength personality in $ACOLYTE_PERSONALITIES" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/style-report.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
version=$("$ACOLYTE" --version | head -n 1)
started=$(date -u +%Y-%m-%d)
echo "style-report: ${#players[@]} personalities x $games games against default at $nodes nodes per move"
: >"$tmp/matches.txt"
for p in "${players[@]}"; do
    line=$(nice -n 5 "$ACOLYTE" selfplay --games "$games" --nodes "$nodes" --threads "$threads" --seed "$seed" \
        --openings "$top_srcdir/tests/data/openings.epd" --personality "$p" --opponent default \
        --pgn "$tmp/$p.pgn" | grep '^selfplay match') || { echo "style-report.sh: selfplay of $p failed" >&2; exit 1; }
    echo "$line"
    echo "$line" >>"$tmp/matches.txt"
done

mkdir -p "$out_dir"
select=(--player default)
for p in "${players[@]}"; do select+=(--player "$p"); done
files=()
for p in "${players[@]}"; do files+=("$tmp/$p.pgn"); done
"$ACOLYTE" style "${files[@]}" "${select[@]}" --svg "$out_dir/style.svg" >"$tmp/style.txt" ||
    { echo "style-report.sh: acolyte style failed" >&2; exit 1; }

# The table: a row per figure, a column per player, "mean [lo, hi]";
# a mark when the interval lies wholly above (+) or below (-) default's.
table=$(awk '
    /^player / { name = $2; sub(/:$/, "", name); order[++np] = name; next }
    /^  [a-z_0-9]+ / {
        id = $1
        if (!(id in seen)) { seen[id] = 1; ids[++nf] = id; unit[id] = $0; sub(/^.*\] +|^.* - +/, "", unit[id]) }
        v = $2; lo = $3; hi = $4
        if (lo == "-") { cell[name, id] = v; next }
        gsub(/[\[,\]]/, "", lo); gsub(/[\[,\]]/, "", hi)
        cell[name, id] = v " [" lo ", " hi "]"
        l[name, id] = lo + 0; h[name, id] = hi + 0; has[name, id] = 1
    }
    END {
        printf "| figure |"
        for (i = 1; i <= np; i++) printf " %s |", order[i]
        printf "\n|---|"
        for (i = 1; i <= np; i++) printf "---|"
        printf "\n"
        for (j = 1; j <= nf; j++) {
            id = ids[j]
            printf "| %s (%s) |", id, unit[id]
            for (i = 1; i <= np; i++) {
                p = order[i]; mark = ""
                if (p != "default" && has[p, id] && has["default", id]) {
                    if (l[p, id] > h["default", id]) mark = " **+**"
                    else if (h[p, id] < l["default", id]) mark = " **-**"
                }
                printf " %s%s |", cell[p, id], mark
            }
            printf "\n"
        }
    }' "$tmp/style.txt")

{
    echo "# Style report"
    echo
    echo "How each full-strength personality plays, measured from its games against"
    echo "\`default\`: $games games per personality ($((games / 2)) openings of"
    echo "\`tests/data/openings.epd\`, each with both colours), $nodes nodes per move,"
    echo "$(sed -n 's/^style games \([0-9]*\) .*/\1/p' "$tmp/style.txt") games in all."
    echo "Written by \`make style-report STYLE_GAMES=$games STYLE_NODES=$nodes\` on $started with $version."
    echo "The figures are defined in README.md (\"Style report\") and acolyte.6 (\`acolyte style\`);"
    echo "\`default\`'s column gathers its games against all of them.  Each cell is the"
    echo "mean (or share of games) and its 95% interval; **+** or **-** marks a figure"
    echo "whose interval lies wholly above or below \`default\`'s."
    echo
    echo "![Style fingerprints](style.svg)"
    echo
    printf '%s\n' "$table"
    echo
    echo "The matches (score of the personality against \`default\`, Elo with its 95% interval):"
    echo
    sed 's/^selfplay match /- /' "$tmp/matches.txt"
} >"$out_dir/style-report.md"
cat "$tmp/style.txt"
echo "style-report: wrote $out_dir/style-report.md and $out_dir/style.svg"
