#!/bin/bash
# tests/soak.sh -- long play through real XBoard: Acolyte against Fairy-Max
# (or another xboard engine), one game per XBoard instance so a hung or
# crashed engine spoils one game only, alternating colours, each pair of
# games from the next position of tests/data/openings.epd.  Fails on any
# crash, illegal move, time forfeit, unfinished game or protocol error
# found in the PGN or XBoard's debug log, and prints a summary.
#
#   tests/soak.sh [OPTIONS] GAMES TC [INC]
#     GAMES   number of games
#     TC      base time: seconds ("2", "0.5") or XBoard's "MIN:SEC" ("0:05")
#     INC     increment in seconds (default 0)
#   Options:
#     --mps N                 N moves per time control (e.g. 40 moves in TC)
#     --first K               start at opening K (two soaks side by side
#                             then play different openings)
#     --cores N               Acolyte searches with N threads (XBoard -smpCores N)
#     --personalities A,B,..  switch personality between games, in turn
#     --opponent CMD          the other engine (default fairymax)
#     --out DIR               keep the games and logs here (default: a fresh
#                             soak-YYYYmmdd-HHMMSS under the current directory)
#     --acolyte-args "ARGS"   extra arguments for Acolyte (e.g. "--hash 16")
#   Environment: ACOLYTE (the engine binary), top_srcdir.
#
# Every game leaves DIR/game-N.pgn, DIR/game-N.debug (XBoard's debug log:
# every line both engines sent and received) and DIR/game-N.out; the
# summary is DIR/summary.txt, all games together DIR/all.pgn, problems in
# DIR/problems.txt and the opponent's own complaints in DIR/notes.txt.
set -u
export LC_ALL=C

: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${ACOLYTE:=$top_srcdir/engine/acolyte}"
. "$top_srcdir/tests/lib.sh"
export PATH=/usr/games:$PATH

usage() {
    sed -n '/^#   tests\/soak.sh/,/^#   Environment/p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

mps=0 cores=1 personalities= opponent=fairymax out= extra= first_opening=1
while [ $# -gt 0 ]; do
    case $1 in
    --mps) mps=${2:?}; shift 2 ;;
    --first) first_opening=${2:?}; shift 2 ;;
    --cores) cores=${2:?}; shift 2 ;;
    --personalities) personalities=${2:?}; shift 2 ;;
    --opponent) opponent=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --acolyte-args) extra=${2:?}; shift 2 ;;
    --help) usage ;;
    -*) echo "soak.sh: unknown option '$1'" >&2; usage ;;
    *) break ;;
    esac
done
[ $# -ge 2 ] && [ $# -le 3 ] || usage
games=$1 tc=$2 inc=${3:-0}
case $games in '' | *[!0-9]*) echo "soak.sh: GAMES must be a number, not '$games'" >&2; exit 2 ;; esac
case $first_opening in '' | *[!0-9]* | 0) echo "soak.sh: --first wants an opening number from 1, not '$first_opening'" >&2; exit 2 ;; esac
case $tc in
*:*) xtc=$tc; base_s=$(echo "$tc" | awk -F: '{ print $1 * 60 + $2 }') ;;
*) xtc=$(awk -v s="$tc" 'BEGIN { printf "%d:%05.2f", int(s / 60), s - 60 * int(s / 60) }'); base_s=$tc ;;
esac
awk -v x="$base_s$inc" 'BEGIN { exit !(x != "") }' || usage

opponent=$(xboard_opponent "$opponent")
for cmd in xboard xvfb-run timeout "${opponent%% *}"; do
    command -v "$cmd" >/dev/null 2>&1 || { echo "soak.sh: $cmd is not installed" >&2; exit 77; }
done
[ -x "$ACOLYTE" ] || { echo "soak.sh: no engine at $ACOLYTE (set ACOLYTE)" >&2; exit 2; }
ACOLYTE=$(cd "$(dirname "$ACOLYTE")" && pwd)/$(basename "$ACOLYTE")
epd=$top_srcdir/tests/data/openings.epd
[ -f "$epd" ] || { echo "soak.sh: no opening file $epd" >&2; exit 2; }
npos=$(grep -c . "$epd")

out=${out:-soak-$(date +%Y%m%d-%H%M%S)}
mkdir -p "$out/home" || exit 1
out=$(cd "$out" && pwd)
IFS=, read -r -a pers <<<"$personalities"

# A game cannot last longer than both clocks plus the increments of a long
# game; beyond that (and a generous margin for start-up) XBoard is stuck.
limit=$(awk -v b="$base_s" -v i="$inc" -v m="$mps" \
    'BEGIN { per = (m > 0 ? b * 300 / m : b); printf "%d", 2 * (per + 300 * i) * 1.5 + 60 }')

w=0 l=0 d=0 forfeits=0 opp_forfeits=0 illegal=0 crashes=0 unfinished=0 errors=0 stuck=0
: >"$out/all.pgn"
: >"$out/problems.txt"
problem() {
    printf 'game %d: %s\n' "$g" "$*" | tee -a "$out/problems.txt"
}

start=$(date +%s)
for ((g = 1; g <= games; g++)); do
    index=$(((first_opening - 1 + (g - 1) / 2) % npos + 1)) # each opening twice, colours swapped
    pflag=
    pname=default
    if [ ${#pers[@]} -gt 0 ]; then
        pname=${pers[$(((g - 1) % ${#pers[@]}))]}
        pflag="--personality $pname"
    fi
    # XBoard splits the command at spaces: no empty words.
    acmd=$(echo "$ACOLYTE $pflag $extra" | tr -s ' ' | sed 's/ $//')
    if [ $((g % 2)) -eq 1 ]; then
        first=$acmd second=$opponent us=first colour=White
    else
        first=$opponent second=$acmd us=second colour=Black
    fi
    pgn=$out/game-$g.pgn debug=$out/game-$g.debug
    mpsargs=()
    [ "$mps" -gt 0 ] && mpsargs=(-mps "$mps")
    # One XBoard per game; a private HOME because XBoard rewrites
    # ~/.xboardrc; -autoflag so a flag fall ends the game (as a forfeit).
    HOME=$out/home timeout "$limit" xvfb-run -a xboard \
        -fcp "$first" -fd "$out/home" -scp "$second" -sd "$out/home" \
        -matchGames 1 -tc "$xtc" -inc "$inc" "${mpsargs[@]}" -smpCores "$cores" \
        -lpf "$epd" -lpi "$index" \
        -noGUI -popupExitMessage false -soundProgram '' -xponder -autoflag \
        -settingsFile "$out/home/xboard.settings" -saveSettingsOnExit false \
        -saveGameFile "$pgn" -debug -nameOfDebugFile "$debug" \
        >"$out/game-$g.out" 2>&1
    rc=$?
    [ -f "$pgn" ] || : >"$pgn"
    cat "$pgn" >>"$out/all.pgn"
    [ $rc -eq 124 ] && { stuck=$((stuck + 1)); problem "XBoard did not finish within ${limit}s"; }

    result=$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' "$pgn" | head -n 1)
    ending=$(grep -oE '\{[^}]*\} *(1-0|0-1|1/2-1/2|\*)' "$pgn" | tail -n 1)
    case $result in
    1/2-1/2) d=$((d + 1)) ;;
    1-0) if [ $colour = White ]; then w=$((w + 1)); else l=$((l + 1)); fi ;;
    0-1) if [ $colour = Black ]; then w=$((w + 1)); else l=$((l + 1)); fi ;;
    *) unfinished=$((unfinished + 1)); problem "no result (${result:-no game saved}, XBoard exit $rc)" ;;
    esac
    # How the game ended, from XBoard's closing comment.
    # "{White wins on time}": the other side's flag fell.  Ours fails the
    # soak; the opponent's is counted (it says the machine was overloaded).
    if printf '%s' "$ending" | grep -qiE 'on time|flag|time forfeit'; then
        loser=
        printf '%s' "$ending" | grep -qE 'White wins|Black.*(flag|forfeit)' && loser=Black
        printf '%s' "$ending" | grep -qE 'Black wins|White.*(flag|forfeit)' && loser=White
        if [ "$loser" = "$colour" ]; then
            forfeits=$((forfeits + 1)); problem "Acolyte lost on time: $ending"
        else
            opp_forfeits=$((opp_forfeits + 1))
            printf 'game %d: note: opponent lost on time: %s\n' "$g" "$ending" >>"$out/notes.txt"
        fi
    fi
    if printf '%s' "$ending" | grep -qiE 'illegal'; then
        illegal=$((illegal + 1)); problem "illegal move: $ending"
    fi
    if printf '%s' "$ending" | grep -qiE 'crash|exit|disconnect|died|xboard exit'; then
        crashes=$((crashes + 1)); problem "engine gone: $ending"
    fi
    # Protocol errors in the debug log: either side answering "Error" or
    # "Illegal move", XBoard's complaints, and Acolyte's user errors.
    if [ -f "$debug" ]; then
        bad=$(grep -E "^[0-9]+ <$us *: *(Error|Illegal move|tellusererror)" "$debug" | head -n 3)
        [ -n "$bad" ] && { errors=$((errors + 1)); problem "Acolyte protocol error: $(echo $bad)"; }
        # The opponent refusing one of our moves is our error; its other
        # complaints (Fair-Max knows no "computer") are only noted.
        bad=$(grep -E "^[0-9]+ <(first|second) *: *Illegal move" "$debug" | grep -v "<$us" | head -n 3)
        [ -n "$bad" ] && { errors=$((errors + 1)); problem "opponent refused our move: $(echo $bad)"; }
        note=$(grep -E "^[0-9]+ <(first|second) *: *Error" "$debug" | grep -v "<$us" | sed 's/^[0-9]* //' | sort -u)
        [ -n "$note" ] && printf 'game %d: note: opponent said %s\n' "$g" "$(echo $note)" >>"$out/notes.txt"
    else
        errors=$((errors + 1)); problem "no debug log"
    fi
    printf 'game %d/%d  %-5s %-10s opening %3d  %-7s %s\n' "$g" "$games" "$colour" "$pname" "$index" \
        "${result:-?}" "$ending"
done

elapsed=$(($(date +%s) - start))
{
    echo "soak: $games games, Acolyte vs $opponent, tc $xtc+$inc$([ "$mps" -gt 0 ] && echo " mps $mps"), cores $cores${personalities:+, personalities $personalities}, ${elapsed}s"
    echo "soak: Acolyte +$w -$l =$d"
    echo "soak: Acolyte time forfeits $forfeits (opponent's $opp_forfeits), illegal moves $illegal, crashes $crashes, protocol errors $errors, unfinished $unfinished, stuck $stuck"
    echo "soak: games and logs in $out"
} | tee "$out/summary.txt"
[ $((forfeits + illegal + crashes + errors + unfinished + stuck)) -eq 0 ]
