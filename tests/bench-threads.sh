#!/bin/bash
# bench-threads.sh -- `make bench-threads`: how much faster T threads reach
# a fixed depth than one thread, on the 24 Bratko-Kopec positions
# (tests/data/bk.epd), each searched by a fresh process with an empty hash.
#
#   tests/bench-threads.sh [THREADS] [DEPTH] [RUNS]    (default: 2 15 2)
#
# Each run searches every position with one thread and with THREADS, and
# sums two clocks: the search's own time to finish DEPTH (the `time` of
# the last info line at that depth) and the wall time of the whole
# process, start-up included.  Prints both sums per run and the speed-up
# over all runs (one-thread time / THREADS time).  Not part of `make
# check`: it takes minutes and reports figures.
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${ACOLYTE:=$top_srcdir/engine/acolyte}"
threads=${1:-2} depth=${2:-15} runs=${3:-2}
epd=$top_srcdir/tests/data/bk.epd
for n in "$threads" "$depth" "$runs"; do
    case $n in '' | *[!0-9]* | 0) echo "usage: $0 [THREADS] [DEPTH] [RUNS] (positive whole numbers)" >&2; exit 2 ;; esac
done
[ -x "$ACOLYTE" ] || { echo "$0: $ACOLYTE is not built" >&2; exit 2; }
[ -r "$epd" ] || { echo "$0: $epd is missing" >&2; exit 2; }

# search_one T FEN: prints "wall_ms search_ms" of one search, search_ms
# empty when it did not finish DEPTH.
search_one() {
    local start end out ms
    start=$(date +%s%N)
    out=$("$ACOLYTE" --threads "$1" search "$2" --depth "$depth" 2>&1)
    end=$(date +%s%N)
    ms=$(echo "$out" | awk -v d="$depth" '$1 == "info" && $2 == "depth" && $3 == d {
             for (i = 4; i < NF; i++) if ($i == "time") t = $(i + 1) } END { print t }')
    echo "$(( (end - start) / 1000000 )) $ms"
}

# Each position is searched with one thread and at once with THREADS, so
# a change in the machine's load falls on both sides alike.  A search that
# did not finish DEPTH would make the figures meaningless: the script
# fails on any.
total1=0 totalt=0 wall1=0 wallt=0
for run in $(seq 1 "$runs"); do
    s1=0 st=0 w1=0 wt=0
    while IFS= read -r line; do
        [ -n "$line" ] || continue
        fen="$(echo "$line" | awk '{print $1, $2, $3, $4}') 0 1"
        for t in 1 "$threads"; do
            read -r wall ms < <(search_one "$t" "$fen")
            if [ -z "$ms" ]; then
                echo "$0: $t thread(s) did not reach depth $depth in $fen" >&2
                exit 1
            fi
            if [ "$t" = 1 ]; then
                s1=$((s1 + ms)) w1=$((w1 + wall))
            else
                st=$((st + ms)) wt=$((wt + wall))
            fi
            [ "$threads" = 1 ] && break
        done
    done < "$epd"
    printf 'run %d depth %d: 1 thread search_ms %d wall_ms %d' "$run" "$depth" "$s1" "$w1"
    [ "$threads" = 1 ] || printf ', %d threads search_ms %d wall_ms %d' "$threads" "$st" "$wt"
    printf '\n'
    total1=$((total1 + s1)) totalt=$((totalt + st)) wall1=$((wall1 + w1)) wallt=$((wallt + wt))
done
[ "$threads" = 1 ] && exit 0
awk -v t="$threads" -v a="$total1" -v b="$totalt" -v c="$wall1" -v d="$wallt" 'BEGIN {
    printf "speed-up %d threads / 1: time to depth %.2fx (search %d / %d ms), wall %.2fx (%d / %d ms)\n",
           t, b ? a / b : 0, a, b, d ? c / d : 0, c, d }'
