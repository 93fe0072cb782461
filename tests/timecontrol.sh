#!/bin/bash
# timecontrol.sh -- soak benchmark of time management and play through
# real XBoard: Acolyte against another engine in -noGUI match mode under
# xvfb-run, then counts results, time forfeits, illegal moves and crashes
# from the PGN.  Not part of `make check` (it takes minutes).
#
# Usage: tests/timecontrol.sh GAMES TC [INC] [MPS]
#   TC   xboard -tc value: minutes or min:sec ("0:01" = 1 s, "0:10" = 10 s)
#   INC  Fischer increment in seconds ("0.01"); omit or "-" for none
#   MPS  moves per session for conventional controls (with INC "-")
# Environment:
#   OPPONENT   engine command (default fairymax); /usr/games is on the PATH
#   OPENINGS   EPD of start positions, each used twice with colours
#              reversed (default: none, the initial position)
#   ACOLYTE_ARGS  extra arguments for acolyte (e.g. "--personality club")
#   OUT        directory for the PGN and logs (default: a fresh temp dir)
# Examples (the figures issue 3 asks for):
#   tests/timecontrol.sh 200 0:01 0.01            # 1 s + 10 ms
#   tests/timecontrol.sh 200 0:10 - 40            # 40 moves in 10 s
#   OPENINGS=tests/data/openings.epd tests/timecontrol.sh 100 0:10 0.1
# Exit status 0 when there was no time forfeit, illegal move or crash by
# Acolyte, 1 otherwise, 2 on a usage error or when XBoard is missing.
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${ACOLYTE:=$top_srcdir/engine/acolyte}"
. "$top_srcdir/tests/lib.sh"
games=$1 tc=$2 inc=${3:--} mps=${4:-}
if [ -z "$games" ] || [ -z "$tc" ]; then
    sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
export PATH="/usr/games:$PATH"
for cmd in xboard xvfb-run; do
    command -v "$cmd" >/dev/null || { echo "timecontrol.sh: $cmd not installed" >&2; exit 2; }
done
opponent=${OPPONENT:-fairymax}
opponent=$(xboard_opponent "$opponent")
out=${OUT:-$(mktemp -d /tmp/acolyte-tc.XXXXXX)}
mkdir -p "$out/home"
pgn=$out/games.pgn
rm -f "$pgn"

args=(-fcp "$ACOLYTE${ACOLYTE_ARGS:+ $ACOLYTE_ARGS}" -fd "$out" -scp "$opponent" -sd "$out"
      -matchGames "$games" -tc "$tc" -noGUI -popupExitMessage false -soundProgram ''
      -xponder -autoflag -saveGameFile "$pgn" -debug -nameOfDebugFile "$out/xboard.debug"
      -settingsFile "$out/home/xboard.settings" -saveSettingsOnExit false)
if [ "$inc" != "-" ]; then
    args+=(-inc "$inc")
elif [ -n "$mps" ]; then
    args+=(-mps "$mps")
fi
if [ -n "${OPENINGS:-}" ]; then
    args+=(-lpf "$(cd "$(dirname "$OPENINGS")" && pwd)/$(basename "$OPENINGS")" -lpi -2)
fi
echo "timecontrol.sh: $games games, tc $tc inc $inc ${mps:+mps $mps }vs $opponent; output in $out"
HOME=$out/home xvfb-run -a xboard "${args[@]}" >"$out/xboard.log" 2>&1
status=$?

# Per game: who played White, the result and XBoard's reason comment.
awk '
/^\[White "/ { w = $0; sub(/^\[White "/, "", w); sub(/"\]$/, "", w) }
/^\[Black "/ { b = $0; sub(/^\[Black "/, "", b); sub(/"\]$/, "", b) }
/^\[Result "/ { r = $0; sub(/^\[Result "/, "", r); sub(/"\]$/, "", r) }
/\{[^}]*\} *(1-0|0-1|1\/2-1\/2|\*) *$/ {
    c = $0; sub(/.*\{/, "", c); sub(/\}.*/, "", c)
    aw = tolower(w) ~ /acolyte/
    res = r
    if (res == "1/2-1/2") d++
    else if ((res == "1-0" && aw) || (res == "0-1" && !aw)) win++
    else if (res == "1-0" || res == "0-1") loss++
    lost = (res == "1-0" && !aw) || (res == "0-1" && aw)
    if (lost && c ~ /on time/) forfeits++
    if (c ~ /on time/ && !lost) oppforfeits++
    if (lost && tolower(c) ~ /illegal/) illegal++
    if (lost && tolower(c) ~ /(exit|terminat|crash|disconnect|resign.*unexpected)/) crashes++
    n++
}
END {
    printf "games %d: acolyte +%d -%d =%d  score %.1f%%\n", n, win, loss, d, n ? 100 * (win + d / 2) / n : 0
    printf "time forfeits by acolyte: %d (by the opponent: %d)\n", forfeits, oppforfeits
    printf "illegal moves by acolyte: %d, crashes: %d\n", illegal, crashes
    exit (forfeits + illegal + crashes) > 0
}' "$pgn"
bad=$?
echo "pgn: $pgn"
[ $status -ne 0 ] && echo "timecontrol.sh: xboard exited with status $status (see $out/xboard.log)"
exit $bad
