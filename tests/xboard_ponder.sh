#!/bin/bash
# xboard_ponder.sh -- the xboard front end driven interactively, as a GUI
# does: pondering (a hit continues the search, a miss starts afresh),
# and that '?', 'ping' while pondering and 'force' are acted on while the
# engine searches.  Each is judged by events, never by a stopwatch a busy
# machine could break: ping is answered while a ponder search with no
# limit of its own runs, '?' brings the move of a 60-second think, force
# brings no move at all.  The latencies are printed for the log.
. "${srcdir:-.}/tests/lib.sh"
plan 9

coproc ENGINE { exec "$ACOLYTE" --xboard --book none 2>&1; }
# bash unsets ENGINE_PID as soon as the coprocess ends, which can be
# before `wait` runs: keep the pid.
engine_pid=$ENGINE_PID
in=${ENGINE[1]}
out=${ENGINE[0]}

send() { printf '%s\n' "$*" >&"$in"; }
# Microseconds, without forking (bash 5's EPOCHREALTIME), so the figures
# measure the engine and not the shell.
now_us() { local t=${EPOCHREALTIME:-$(date +%s.%N)}; t=${t/,/.}; echo $((10#${t%.*} * 1000000 + 10#${t#*.} / ${_div:-1})); }
case ${EPOCHREALTIME:-x} in x) _div=1000 ;; esac
partial=
# expect ERE [SECONDS]: read lines until one matches; the lines read go to
# $seen, the match to $line.  Fails after SECONDS (default 10).
expect() {
    local deadline=$((SECONDS + ${2:-10}))
    seen=
    local chunk
    while [ "$SECONDS" -le "$deadline" ]; do
        # A read that times out mid-line returns the part it had: keep it
        # for the next read, or the line would lose its start.
        if IFS= read -r -t 1 chunk <&"$out"; then
            line=$partial$chunk
            partial=
            seen+="$line"$'\n'
            [[ $line =~ $1 ]] && return 0
        else
            partial+=$chunk
        fi
    done
    line=
    return 1
}

send xboard
send protover 2
expect '^feature done=1$'
send new
send hard
send post
send st 0.5

# Ponder hit: play the reply the engine said it expects.
send usermove e2e4
expect '^move [a-h][1-8][a-h][1-8]'
ok_match "$line" '^move ' "the engine answers e2e4"
sleep 0.3
send hint
expect '^Hint: '
ok_match "$line" '^Hint: [KQRBN]?[a-h]?x?[a-h][1-8]' "hint names the reply being pondered"
reply=${line#Hint: }
reply=${reply%+}
t0=$(now_us)
send ping 1
expect '^pong 1$' 30
t1=$(now_us)
ok_eq "$line" "pong 1" "ping while pondering is answered ($(((t1 - t0) / 1000)) ms)"
# The ponder search has no limit of its own: no move before the user's.
ok_eq "$(printf '%s' "$seen" | grep -c '^move ')" 0 "the pong came while the engine was still pondering"
send usermove "$reply"
expect '^move ' 10
# A hit goes on with the ponder search: no fresh depth-1 line first.
ok_match "$(printf '%s' "$seen" | grep -c '^1 ')" '^0$' "ponder hit ($reply) continues the search (no restart at depth 1)"

# Ponder miss: any other move; the search starts again from depth 1.
sleep 0.3
send hint
expect '^Hint: '
hinted=${line#Hint: }
hinted=${hinted%+}
miss=a2a3
[ "$hinted" = a3 ] && miss=h2h3
send usermove "$miss"
expect '^move ' 10
ok_match "$(printf '%s' "$seen" | grep -c '^1 ')" '^[1-9]' "ponder miss ($miss, not $hinted) searches the new position afresh"

# '?' during a 30-second think.
send nopost
send easy
send force
send new
send st 60
send go
sleep 0.5
t0=$(now_us)
send '?'
# Half the think at most: only '?' can bring the move that soon.
expect '^move ' 30
t1=$(now_us)
ok_match "$line" '^move [a-h][1-8][a-h][1-8]' "'?' makes the engine move now ($(((t1 - t0) / 1000)) ms)"

# force during a think stops it: the next ping is answered at once and
# no move is printed before it.
send new
send go
sleep 0.3
t0=$(now_us)
send force
send ping 2
expect '^pong 2$' 30
t1=$(now_us)
ok_eq "$(printf '%s' "$seen" | grep -c '^move ')" 0 "force stops the think without a move ($(((t1 - t0) / 1000)) ms)"

send quit
wait "$engine_pid"
ok_eq "$?" 0 "quit exits with status 0"
finish
