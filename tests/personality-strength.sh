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
# to paste into personalities/strength.md (the README's strength table).
# PGNs are kept in DIR (default: a new directory under /tmp).
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${ACOLYTE:=$top_builddir/engine/acolyte}"
: "${ACOLYTE_PERSONALITIES:=$top_srcdir/personalities}"
export ACOLYTE_PERSONALITIES
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
openings="$top_srcdir/tests/data/openings.epd"
nopen=$(grep -c . "$openings")

# play_one PERSONALITY GAME_NUMBER: one game in its own XBoard; prints
# "W", "L", "D" or "?" from Acolyte's side.
play_one() {
    local p=$1 g=$2 home pgn fen first_cp second_cp acolyte_white result
    local k=$(( (first - 1 + (g - 1) / 2) % nopen + 1 ))
    home=$(mktemp -d "$out/home.XXXXXX")
    pgn="$out/$p-$g.pgn"
    # The opening as a one-line FEN file (EPD fields plus move counters).
    fen=$(sed -n "${k}p" "$openings" | awk '{print $1, $2, $3, $4, 0, 1}')
    printf '%s\n' "$fen" >"$home/opening.fen"
    # Odd games: Acolyte is the first program; the side to move in the
    # opening decides who starts, so alternate the programs instead.
    local acolyte_cmd="$ACOLYTE --personality $p"
    if [ $((g % 2)) -eq 1 ]; then
        first_cp=$acolyte_cmd second_cp=$opponent
    else
        first_cp=$opponent second_cp=$acolyte_cmd
    fi
    (cd "$home" && HOME="$home" nice -n 5 timeout 900 xvfb-run -a xboard \
        -fcp "$first_cp" -fd "$home" -scp "$second_cp" -sd "$home" \
        -matchGames 1 -tc "$tc" -inc "$inc" -noGUI -popupExitMessage false \
        -xponder -autoflag -loadPositionFile "$home/opening.fen" -loadPositionIndex 1 \
        -saveGameFile "$pgn" >"$home/xboard.log" 2>&1)
    # Who had White: the first program plays the side to move of the
    # opening position in game 1 of a match.
    acolyte_white=no
    if grep -q '^\[White "Acolyte' "$pgn" 2>/dev/null; then
        acolyte_white=yes
    fi
    result=$(sed -n 's/^\[Result "\(.*\)"\]/\1/p' "$pgn" 2>/dev/null | head -n 1)
    case "$result/$acolyte_white" in
    1-0/yes | 0-1/no) echo W ;;
    0-1/yes | 1-0/no) echo L ;;
    1/2-1/2/*) echo D ;;
    *) echo "?" ;;
    esac
    rm -rf "$home"
}

for p in "${pers[@]}"; do
    w=0 l=0 d=0 u=0
    for g in $(seq 1 "$games"); do
        r=$(play_one "$p" "$g")
        case $r in W) w=$((w + 1)) ;; L) l=$((l + 1)) ;; D) d=$((d + 1)) ;; *) u=$((u + 1)) ;; esac
        echo "# $p game $g: $r ($(grep -h '^\[Termination\|^{' "$out/$p-$g.pgn" 2>/dev/null | tail -n 1))"
    done
    n=$((w + l + d))
    score=$(awk -v w=$w -v d=$d -v n=$n 'BEGIN { if (n) printf "%.0f", 100 * (w + d / 2) / n; else print "-" }')
    [ $u -eq 0 ] || echo "# $p: $u game(s) without a result were not counted"
    echo "| $p | $opponent | $n | $w | $l | $d | $score | $(date -u +%Y-%m-%d) |"
done
echo "# PGNs in $out"
