#!/bin/bash
# style-report.sh -- `make style-report`: how each personality plays,
# measured from games.  Every shipped full-strength personality (strength =
# full in its file) plays `default` at a fixed node count, each opening of
# tests/data/openings.epd from both sides (acolyte selfplay --opponent
# default --pgn); default itself plays default too, and those games are the
# yardstick: every personality meets the same opponent, so a figure that
# differs from default's own against that opponent is the personality's
# style, not the opponent's.  `acolyte style` reads the games and the
# fingerprints go to doc/style-report.md (a table with 95% intervals, a
# figure marked when its interval lies wholly above or below default's,
# and the directions personalities/family.md claims, each checked) and
# doc/style.svg (the chart).
#
#   tests/style-report.sh [--games N] [--nodes N] [--threads T] [--seed S] [--out-dir DIR]
#                         [--games-dir DIR [--reuse]]
#
# --games-dir keeps the games (NAME.pgn, matches.txt) in DIR; with --reuse
# the games already there are measured again without playing them, for
# a report rewritten after family.md's claims changed.
#
# Environment (what make passes): STYLE_GAMES (400 games per personality),
# STYLE_NODES (2000 nodes per move), STYLE_THREADS (1 game at a time).
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${ACOLYTE:=$top_builddir/engine/acolyte}"
: "${ACOLYTE_PERSONALITIES:=$top_srcdir/personalities}"
export ACOLYTE_PERSONALITIES
set -u

games=${STYLE_GAMES:-400}
nodes=${STYLE_NODES:-2000}
threads=${STYLE_THREADS:-1}
seed=1
out_dir=$top_srcdir/doc
games_dir=
reuse=false
while [ $# -gt 0 ]; do
    case $1 in
    --games) games=$2; shift 2 ;;
    --nodes) nodes=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --out-dir) out_dir=$2; shift 2 ;;
    --games-dir) games_dir=$2; shift 2 ;;
    --reuse) reuse=true; shift ;;
    *) echo "style-report.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
for v in "$games" "$nodes" "$threads" "$seed"; do
    case $v in
    '' | *[!0-9]*) echo "style-report.sh: '$v' is not a whole number" >&2; exit 2 ;;
    esac
done

# The full-strength personalities of the shipped family, default first.
players=(default)
for ini in "$ACOLYTE_PERSONALITIES"/*.ini; do
    name=$(basename "$ini" .ini)
    [ "$name" = default ] && continue
    grep -Eq '^[[:space:]]*strength[[:space:]]*=[[:space:]]*full[[:space:]]*$' "$ini" && players+=("$name")
done
[ ${#players[@]} -gt 1 ] || { echo "style-report.sh: no full-strength personality in $ACOLYTE_PERSONALITIES" >&2; exit 1; }

if $reuse && [ -z "$games_dir" ]; then
    echo "style-report.sh: --reuse needs --games-dir" >&2; exit 2
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/style-report.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
if $reuse; then
    for p in "${players[@]}"; do
        cp "$games_dir/$p.pgn" "$tmp/" || { echo "style-report.sh: no games of $p in $games_dir" >&2; exit 1; }
    done
    cp "$games_dir/matches.txt" "$tmp/" || exit 1
fi
version=$("$ACOLYTE" --version | head -n 1)
started=$(date -u +%Y-%m-%d)
echo "style-report: ${#players[@]} personalities x $games games against default at $nodes nodes per move"
$reuse || : >"$tmp/matches.txt"
for p in "${players[@]}"; do
    $reuse && break
    line=$(nice -n 5 "$ACOLYTE" selfplay --games "$games" --nodes "$nodes" --threads "$threads" --seed "$seed" \
        --openings "$top_srcdir/tests/data/openings.epd" --personality "$p" --opponent default \
        --pgn "$tmp/$p.pgn" | grep '^selfplay match') || { echo "style-report.sh: selfplay of $p failed" >&2; exit 1; }
    echo "$line"
    [ "$p" = default ] || echo "$line" >>"$tmp/matches.txt"
    # The opponent gets its own name, so that "default" is only the
    # yardstick's games (default against default).
    if [ "$p" != default ]; then
        sed -i 's/^\[\(White\|Black\) "default"\]$/[\1 "opponent"]/' "$tmp/$p.pgn"
    fi
done
if [ -n "$games_dir" ] && ! $reuse; then
    mkdir -p "$games_dir" && cp "$tmp"/*.pgn "$tmp/matches.txt" "$games_dir/" || exit 1
fi

mkdir -p "$out_dir"
select=()
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

# The directions personalities/family.md claims ("| `NAME` | `FIGURE` |
# more |", or fewer or less, rows of its table "What the games show"), each checked against
# the marks: "holds" when the personality's interval lies wholly on the
# claimed side of default's.
claims=$(awk '
    FNR == NR {
        if (/^player /) { name = $2; sub(/:$/, "", name); next }
        if (/^  [a-z_0-9]+ / && $3 != "-") {
            lo = $3; hi = $4; gsub(/[\[,\]]/, "", lo); gsub(/[\[,\]]/, "", hi)
            v[name, $1] = $2; l[name, $1] = lo + 0; h[name, $1] = hi + 0; has[name, $1] = 1
        }
        next
    }
    /^\| `[a-z_0-9]+` \| `[a-z_0-9]+` \| (more|fewer|less) \|/ {
        split($0, f, "|"); p = f[2]; id = f[3]; dir = f[4]
        gsub(/[ `]/, "", p); gsub(/[ `]/, "", id); gsub(/ /, "", dir)
        n++
        if (!has[p, id] || !has["default", id]) { printf "- `%s`: %s `%s`: not measured\n", p, dir, id; bad++; next }
        ok = dir == "more" ? l[p, id] > h["default", id] : h[p, id] < l["default", id]
        printf "- `%s`: %s `%s`: %s (%s [%s, %s] against default'"'"'s %s [%s, %s])\n", p, dir, id,
               ok ? "holds" : "DOES NOT HOLD", v[p, id], l[p, id], h[p, id], v["default", id], l["default", id], h["default", id]
        if (!ok) bad++
    }
    END { printf "claims %d, holding %d\n", n, n - bad }' "$tmp/style.txt" "$top_srcdir/personalities/family.md")

{
    echo "# Style report"
    echo
    echo "How each full-strength personality plays, measured from its games against"
    echo "one opponent, \`default\`: $games games per personality ($((games / 2)) openings drawn from"
    echo "\`tests/data/openings.epd\`, each with both colours), $nodes nodes per move,"
    echo "$(sed -n 's/^style games \([0-9]*\) .*/\1/p' "$tmp/style.txt") games in all."
    echo "Written by \`make style-report STYLE_GAMES=$games STYLE_NODES=$nodes\` on $started with $version."
    echo "The figures are defined in README.md (\"Style report\") and acolyte.6 (\`acolyte style\`)."
    echo "The yardstick is \`default\` playing the same opponent, itself: its column is"
    echo "both sides of its games against default.  Each cell is the"
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
    echo
    echo "## The directions personalities/family.md claims"
    echo
    printf '%s\n' "$claims" | sed '$d'
    echo
    echo "$(printf '%s\n' "$claims" | tail -n 1 | sed 's/^claims \([0-9]*\), holding \([0-9]*\)$/\2 of \1 claims hold./')"
} >"$out_dir/style-report.md"
cat "$tmp/style.txt"
printf '%s\n' "$claims"
echo "style-report: wrote $out_dir/style-report.md and $out_dir/style.svg"
