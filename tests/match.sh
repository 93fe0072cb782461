#!/bin/bash
# match.sh -- a match of Acolyte against another engine through real
# XBoard (match mode, no GUI, under xvfb-run), one game per XBoard instance
# so a hung engine cannot spoil the rest, openings from
# tests/data/openings.epd with each opening played with both colours.
#
#   tests/match.sh [--games N] [--jobs J] [--tc MIN:SEC] [--inc SEC]
#                  [--mps N] [--first K] [--out DIR] [--acolyte-args ARGS]
#                  [--startpos] [--uci] [--cores N] [--resume]
#                  [--time-odds N] OPPONENT_COMMAND
#
#   tests/match.sh --games 100 --jobs 2 fairymax
#   tests/match.sh --games 100 --jobs 2 'phalanx -l- -b-'
#   tests/match.sh --games 200 --tc 0:01 --inc 0.01 fairymax   (time soak)
#   tests/match.sh --games 20 --uci stockfish                  (UCI opponent
#                                                               via polyglot)
#   tests/match.sh --games 100 --startpos fairymax     (from the initial
#                           position, so the opening book is exercised)
#   tests/match.sh --games 100 --cores 2 \
#       "sh -c 'grep --line-buffered -v ^cores | exec engine/acolyte'"
#                           (XBoard sends `cores 2` to both engines; the
#                           opponent, the same engine deaf to it, keeps one
#                           thread: two threads against one)
#   tests/match.sh --games 100 --out DIR --resume fairymax
#                           (plays only the games DIR's results.txt does
#                           not hold with a result, so a stopped match
#                           goes on; raise --games to lengthen one)
#   tests/match.sh --games 100 --uci --time-odds 2 ethereal-chess
#                           (the opponent's clock divided by 2: XBoard's
#                           -firstTimeOdds/-secondTimeOdds, on the side it
#                           plays in each game)
#
# Prints one line per game, then a summary: W/L/D from Acolyte's side
# (odd games: Acolyte has White), score, Elo with its 95% interval, and
# the counts of time forfeits, illegal moves and crashes or
# disconnections found in the games' final comments; and, from the PGNs,
# at which ply Acolyte's own moves left its opening book (book moves are
# marked in XBoard's PGN by the absence of a thinking comment).  Exits 1
# when any game was lost by forfeit, illegal move or crash.  Not part of
# `make check`: a match takes long and reports figures.
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${ACOLYTE:=$top_builddir/engine/acolyte}"
. "$top_srcdir/tests/lib.sh"
export PATH="$PATH:/usr/games"

games=10 jobs=1 tc=0:10 inc=0.1 mps= first=1 out= acolyte_args= uci= startpos= cores= resume= odds=
while [ $# -gt 0 ]; do
    case $1 in
    --games) games=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --tc) tc=$2; shift 2 ;;
    --inc) inc=$2; shift 2 ;;
    --mps) mps=$2; shift 2 ;;
    --first) first=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --acolyte-args) acolyte_args=$2; shift 2 ;;
    --uci) uci=1; shift ;;
    --startpos) startpos=1; shift ;;
    --cores) cores=$2; shift 2 ;;
    --resume) resume=1; shift ;;
    --time-odds) odds=$2; shift 2 ;;
    -*) sed -n '7,31p' "$0" >&2; exit 2 ;;
    *) break ;;
    esac
done
[ $# -eq 1 ] || { sed -n '7,31p' "$0" >&2; exit 2; }
case $cores in *[!0-9]* | 0) echo "$0: --cores wants a number of threads, not '$cores'" >&2; exit 2 ;; esac
# XBoard takes a whole divisor of the clock (1 = none).
case $odds in *[!0-9]* | 0 | 0?*) echo "$0: --time-odds wants a whole divisor of the opponent's clock, 1 or more, not '$odds'" >&2; exit 2 ;; esac
opponent=$1
opponent=$(xboard_opponent "$opponent")
for cmd in xboard xvfb-run "${opponent%% *}"; do
    command -v "$cmd" >/dev/null 2>&1 || { echo "$0: $cmd is not installed" >&2; exit 2; }
done
[ -x "$ACOLYTE" ] || { echo "$0: $ACOLYTE is not built" >&2; exit 2; }
# An engine that cannot start (a personality it cannot load, say) tells
# XBoard so and exits, and XBoard in match mode then waits for it until
# the game's timeout: find out before the first game.
# shellcheck disable=SC2086
startup=$(printf 'xboard\nprotover 2\nquit\n' | timeout 20 $ACOLYTE $acolyte_args 2>&1)
case $startup in *tellusererror*)
    echo "$0: $ACOLYTE${acolyte_args:+ $acolyte_args} cannot start: $(printf '%s\n' "$startup" | sed -n 's/^tellusererror //p' | head -n 1)" >&2
    exit 2 ;;
esac
[ -n "$out" ] || out=$(mktemp -d /tmp/acolyte-match.XXXXXX)
mkdir -p "$out"
openings="$top_srcdir/tests/data/openings.epd"
nopen=$(grep -c . "$openings")

# play_one N: game N in its own XBoard.  Odd games: Acolyte has White.
play_one() {
    local g=$1 home pgn k fen
    k=$(( (first - 1 + (g - 1) / 2) % nopen + 1 ))
    home=$(mktemp -d "$out/home.XXXXXX")
    pgn="$out/game-$g.pgn"
    if [ -n "$startpos" ]; then
        fen='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    else
        fen=$(sed -n "${k}p" "$openings" | awk '{print $1, $2, $3, $4, 0, 1}')
    fi
    printf '%s\n' "$fen" >"$home/opening.fen"
    local me="$ACOLYTE${acolyte_args:+ $acolyte_args}" first_cp second_cp fuci=() suci=()
    if [ $((g % 2)) -eq 1 ]; then
        first_cp=$me second_cp=$opponent
        [ -n "$uci" ] && suci=(-sUCI)
    else
        first_cp=$opponent second_cp=$me
        [ -n "$uci" ] && fuci=(-fUCI)
    fi
    local level=() smp=() time_odds=()
    [ -n "$mps" ] && level=(-mps "$mps")
    if [ -n "$odds" ]; then
        # The opponent is the first engine in even games, the second in odd.
        if [ $((g % 2)) -eq 1 ]; then time_odds=(-secondTimeOdds "$odds"); else time_odds=(-firstTimeOdds "$odds"); fi
    fi
    [ -n "$cores" ] && smp=(-smpCores "$cores")
    # No sounds: XBoard would start a sound program for every move, a
    # process each, which loads the machine the engines think on.
    (cd "$home" && HOME="$home" timeout 1800 xvfb-run -a xboard \
        -fcp "$first_cp" -fd "$home" "${fuci[@]}" -scp "$second_cp" -sd "$home" "${suci[@]}" \
        -matchGames 1 -tc "$tc" -inc "$inc" "${level[@]}" "${smp[@]}" "${time_odds[@]}" -noGUI -popupExitMessage false \
        -soundProgram '' -xponder -autoflag -loadPositionFile "$home/opening.fen" -loadPositionIndex 1 \
        -saveGameFile "$pgn" -settingsFile "$home/xboard.settings" -saveSettingsOnExit false \
        >"$home/xboard.log" 2>&1)
    # Acolyte's colour comes from the game's number, not from the names in
    # the PGN: against another Acolyte build both players are "Acolyte".
    local result end verdict mine=white
    [ $((g % 2)) -eq 1 ] || mine=black
    result=$(sed -n 's/^\[Result "\(.*\)"\]/\1/p' "$pgn" 2>/dev/null | head -n 1)
    end=$(grep -o '{[^{}]*} *\(1-0\|0-1\|1/2-1/2\|\*\) *$' "$pgn" 2>/dev/null | tail -n 1)
    # XBoard now and then writes the tag as "*" although the movetext ends
    # with its adjudication and the result ("{Xboard adjudication:
    # Checkmate} 0-1"); the movetext's last token is the game's result.
    if [ "$result" = '*' ]; then
        case $end in *' 1-0' | *' 0-1' | *' 1/2-1/2') result=${end##* } ;; esac
    fi
    case "$result/$mine" in
    1-0/white | 0-1/black) verdict=W ;;
    0-1/white | 1-0/black) verdict=L ;;
    1/2-1/2/*) verdict=D ;;
    *) verdict='?' ;;
    esac
    echo "$g $verdict $result $end"
    # A game without a result (XBoard or Xvfb did not start, or no PGN was
    # written) keeps XBoard's own log for the post-mortem.
    [ "$verdict" = '?' ] && cp "$home/xboard.log" "$out/game-$g.xboard.log" 2>/dev/null
    rm -rf "$home"
}

export -f play_one
export out first nopen openings ACOLYTE acolyte_args opponent tc inc mps uci startpos cores odds
# With --resume the games already played (a result in results.txt) are
# kept and only the others are played; a game cut off by a stop left no
# line, or a '?' one, and is played again.
done_games=
if [ -n "$resume" ] && [ -f "$out/results.txt" ]; then
    awk '$2 != "?"' "$out/results.txt" >"$out/results.kept"
    mv "$out/results.kept" "$out/results.txt"
    done_games=$(awk '{ print $1 }' "$out/results.txt")
else
    : >"$out/results.txt"
fi
seq 1 "$games" | grep -vxF -f <(printf '%s\n' $done_games) |
    xargs -P "$jobs" -I{} bash -c 'play_one {}' | tee -a "$out/results.txt"

w=$(awk '$2 == "W"' "$out/results.txt" | wc -l)
l=$(awk '$2 == "L"' "$out/results.txt" | wc -l)
d=$(awk '$2 == "D"' "$out/results.txt" | wc -l)
u=$(awk '$2 == "?"' "$out/results.txt" | wc -l)
n=$((w + l + d))
# Forfeits and faults, whoever suffered them, from XBoard's final comments.
lost_time=$(grep -ci 'forfeit\|on time\|flag' "$out/results.txt")
illegal=$(grep -ci 'illegal' "$out/results.txt")
crash=$(grep -ci 'crash\|disconnect\|exit\|terminat' "$out/results.txt")
ours_time=$(grep -iE 'forfeit|on time|flag' "$out/results.txt" | grep -c ' L ')
odds_note=
[ -n "$odds" ] && odds_note=", the opponent's clock / $odds"
echo "match: Acolyte $acolyte_args vs $opponent, tc $tc${mps:+ mps $mps} inc $inc${cores:+ cores $cores}$odds_note, $n games"
echo "acolyte W $w L $l D $d unfinished $u"
# The score and its Elo with a 95% interval: the per-game variance from
# the W/L/D counts, 1.96 standard errors each way, each end turned into Elo.
awk -v w="$w" -v l="$l" -v d="$d" -v n="$n" '
    function elo(p) { return p <= 0 ? -9999 : p >= 1 ? 9999 : -400 * log(1 / p - 1) / log(10) }
    BEGIN {
        if (!n) exit
        s = (w + d / 2) / n
        var = (w * (1 - s) ^ 2 + d * (0.5 - s) ^ 2 + l * s ^ 2) / n
        se = sqrt(var / n)
        lo = elo(s - 1.96 * se); hi = elo(s + 1.96 * se)
        printf "score %.1f%%  elo %+.0f +/- %.0f (95%%: %+.0f .. %+.0f)\n", 100 * s, elo(s), (hi - lo) / 2, lo, hi
    }'
echo "time forfeits $lost_time (lost by Acolyte: $ours_time)  illegal-move endings $illegal  crash/disconnect endings $crash"

# Book use: in XBoard's PGN a move chosen by search carries a comment with
# its score and depth ({+0.25/12 1.3}); a book move has none.  Count
# Acolyte's moves before its first commented one.
for f in "$out"/game-*.pgn; do
    [ -f "$f" ] || continue
    g=${f##*/game-}
    g=${g%.pgn}
    me=$((g % 2))    # odd games: Acolyte has White
    grep -v '^\[' "$f" | tr '\n' ' ' | sed 's/{[^}]*}/ {C} /g' | tr -s ' ' '\n' | awk -v me="$me" '
        /^[0-9]+\.+$/ || /^(1-0|0-1|1\/2-1\/2|\*)$/ || /^$/ { next }
        /^\{C\}$/ { if (ours) { print book; exit } next }
        { ply++; ours = ((ply % 2 == 1) == (me == 1)); if (ours) book++ ; if (ours) book_pending = 1 }
        END { }' | awk '{ print $1 - 1 }'
done | sort -n | uniq -c | awk '{ printf "%s game(s): %s book move(s) by Acolyte\n", $1, $2 }' >"$out/book-exit.txt"
cat "$out/book-exit.txt"
echo "PGNs in $out"
[ "$ours_time" -eq 0 ] && [ "$illegal" -eq 0 ] && [ "$crash" -eq 0 ]
