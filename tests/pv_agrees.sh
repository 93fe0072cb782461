#!/bin/bash
# pv_agrees.sh -- the last principal variation shown before the move is
# played starts with that move, in every front end: `acolyte search`, UCI,
# xboard and the console.
#
# The position and budget are chosen so the best move changes in an
# iteration that the budget cuts short: depth 7 ends on Be7 (a3e7), then
# h3 (h2h3) takes over after 1805 nodes with no completed iteration to
# report it.  Without the final resend the last line shown starts with
# a3e7 while h2h3 is played.  Node budgets (and xboard's nps clock) make
# the search deterministic.  The weights are the parameter table's
# (tests/data/table.ini), so refitting default.ini does not move the case,
# and the search is the one the case was found with (no continuation
# history, late move reductions at the root: either moves the best move's
# change to another iteration).
. "${srcdir:-.}/tests/lib.sh"
plan 16
scratch_dir
TABLE=$SCRATCH/case.ini
printf '[info]\nname = case\ninherit = %s\n[search]\nCONT_HISTORY_PLIES = 0\nLMR_ROOT = true\n' \
    "$top_srcdir/tests/data/table.ini" >"$TABLE"

fen="r5k1/5pb1/6p1/rp1q3p/3Pp3/B1P5/1Q3PPP/R3R1K1 w - - 0 24"

# acolyte search: the last info line, then the bestmove line.
out=$("$ACOLYTE" --personality "$TABLE" search "$fen" --nodes 3300)
ok_eq "$(printf '%s\n' "$out" | tail -n 1 | cut -d' ' -f1-2)" "bestmove h2h3" "search: h3 is played"
ok_match "$(printf '%s\n' "$out" | grep '^info' | tail -n 1)" ' multipv 1 .* pv h2h3 g7f6( |$)' \
    "search: the last info line's PV starts with h3 and the expected reply"
ok_match "$(printf '%s\n' "$out" | grep '^info' | tail -n 2 | head -n 1)" ' pv a3e7 ' \
    "search: the iteration before it had Be7 (the case this test is about)"

# UCI: the last info line before bestmove.
out=$(printf 'uci\nposition fen %s\ngo nodes 3300\nisready\n' "$fen" | "$ACOLYTE" --uci --personality "$TABLE")
ok_eq "$(printf '%s\n' "$out" | grep '^bestmove')" "bestmove h2h3 ponder g7f6" "uci: bestmove h2h3 ponder g7f6"
last=$(printf '%s\n' "$out" | sed -n '/^bestmove/q;/^info .* pv /p' | tail -n 1)
ok_match "$last" ' pv h2h3 g7f6( |$)' "uci: the last PV before bestmove starts with h2h3 g7f6"

# xboard: the last thinking line before "move".  nps 1100 and st 3 give
# the same 3300-node budget on a virtual clock.
out=$(printf 'xboard\nprotover 2\nnew\nforce\nsetboard %s\npost\nnps 1100\nst 3\ngo\n' "$fen" |
    "$ACOLYTE" --xboard --personality "$TABLE")
ok_eq "$(printf '%s\n' "$out" | grep '^move ')" "move h2h3" "xboard: move h2h3"
last=$(printf '%s\n' "$out" | sed -n '/^move /q;/^ *[0-9][0-9]* [-0-9][0-9]* [0-9][0-9]* [0-9][0-9]* /p' | tail -n 1)
ok_match "$last" "$(printf '\t')h3 Bf6( |\$)" "xboard: the last thinking line starts with h3 Bf6"

# The console: the last PV line before the answer, and the answer's
# expected reply is the PV's second move.
out=$(printf 'fen %s\ngo nodes 3300\n' "$fen" | "$ACOLYTE" --console --personality "$TABLE" 2>&1)
ok_eq "$(printf '%s\n' "$out" | grep '^best move')" "best move h3, expected reply Bf6" "console: h3, expected reply Bf6"
last=$(printf '%s\n' "$out" | sed -n '/^best move/q;/^ *[0-9][0-9]*\/[0-9]/p' | tail -n 1)
ok_match "$last" ' 24\. h3 Bf6 ' "console: the last PV line starts with 24. h3 Bf6"

# With variety the move is drawn among several lines: whatever is chosen,
# the last PV shown starts with it.  (clericus: VARIETY 10; no book.)
agree=0
for i in 1 2 3 4 5 6 7 8 9 10; do
    out=$(printf 'uci\nsetoption name OwnBook value false\nposition startpos moves e2e4 e7e5 g1f3\ngo depth 5\nisready\n' |
        "$ACOLYTE" --uci --personality clericus)
    best=$(printf '%s\n' "$out" | sed -n 's/^bestmove \([a-h1-8qrbn]*\).*/\1/p')
    last=$(printf '%s\n' "$out" | sed -n '/^bestmove/q;/^info .* pv /p' | tail -n 1)
    case "$last" in *" pv $best"*) agree=$((agree + 1)) ;; *) diag "bestmove $best after: $last" ;; esac
done
ok_eq "$agree" 10 "uci with variety: 10 of 10 searches end on a PV that starts with the bestmove"

# A search stopped from outside (UCI stop during go infinite) still ends
# on a PV that starts with the bestmove.
out=$( (printf 'uci\nposition startpos\ngo infinite\n'; sleep 0.3; printf 'stop\nisready\n') | "$ACOLYTE" --uci)
best=$(printf '%s\n' "$out" | sed -n 's/^bestmove \([a-h1-8qrbn]*\).*/\1/p')
last=$(printf '%s\n' "$out" | sed -n '/^bestmove/q;/^info .* pv /p' | tail -n 1)
ok_match "$best" '^[a-h][1-8][a-h][1-8]$' "uci stop: a bestmove"
ok_match "$last" " pv $best( |\$)" "uci stop: the last PV starts with it"

# Every shipped personality, with the one line a GUI asks for by default:
# the lines variety and strength search beside it are never shown (no
# "multipv 2"), the depth shown never goes down (a move chosen from the
# last finished iteration after a deeper one was shown), no line repeats
# the one before it with only the clock and the node count moved on, and
# the last PV starts with the move played.  Searches last over a second,
# so the lines shown inside an iteration (a failed aspiration window, a
# new best move) are among them.
ruy="position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f8c5 c2c3"
# Prints one line per fault in a UCI transcript.
uci_faults='
/^info .* pv / {
    d = $3; mp = 1; key = ""; pv = ""
    for (i = 2; i <= NF; i++) {
        if ($i == "multipv") mp = $(i + 1)
        if ($i == "pv") { pv = $(i + 1); break }
    }
    key = $0
    sub(/ nodes .* pv /, " pv ", key); sub(/ multipv [0-9]+/, "", key)
    if (mp != 1) print "a line for multipv " mp ": " $0
    if (d + 0 < depth) print "depth " d " after " depth ": " $0
    if (key == last) print "the same line again: " $0
    depth = d + 0; last = key; first = pv; next
}
/^bestmove / { if ($2 != first) print "bestmove " $2 " after a PV starting with " first }'
# The same for an xboard transcript: "depth score time nodes seldepth nps
# tbhits<TAB>pv"; the move is in coordinates, the PV in SAN, so the PV's
# first move must reach the move's target square (or castle).
xb_faults='
/^ *[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ / {
    split($0, half, "\t"); split(half[2], pv, " ")
    key = $1 " " $2 " " $5 " " half[2]
    if ($1 + 0 < depth) print "depth " $1 " after " depth ": " $0
    if (key == last) print "the same line again: " $0
    depth = $1 + 0; last = key; first = pv[1]; next
}
/^move / {
    to = substr($2, 3, 2); san = first; sub(/[+#?!]+$/, "", san)
    if (index(san, to) == 0 && san !~ /^O-O/) print "move " $2 " after a PV starting with " first
}'
uci_bad= xb_bad=
for ini in "$top_srcdir"/personalities/*.ini; do
    p=$(basename "$ini" .ini)
    # End of input lets a finite search finish (in both protocols).
    out=$(printf 'uci\nsetoption name OwnBook value false\n%s\ngo movetime 1500\n' "$ruy" |
        "$ACOLYTE" --uci --personality "$p")
    faults=$(printf '%s\n' "$out" | awk "$uci_faults")
    [ -n "$faults" ] && uci_bad="$uci_bad $p" && diag "uci $p: $faults"
    out=$(printf 'xboard\nprotover 2\nnew\nforce\n%b\npost\nst 2\ngo\n' \
        'usermove e2e4\nusermove e7e5\nusermove g1f3\nusermove b8c6\nusermove f1b5' |
        "$ACOLYTE" --xboard --book none --personality "$p")
    faults=$(printf '%s\n' "$out" | awk "$xb_faults")
    [ -n "$faults" ] && xb_bad="$xb_bad $p" && diag "xboard $p: $faults"
done
ok_eq "$uci_bad" "" "uci, every personality at MultiPV 1: one line, rising depths, no repeats, the move's PV last"
ok_eq "$xb_bad" "" "xboard, every personality: rising depths, no repeated line, the move's PV last"

# The console's expected reply is the second move of the last PV.
out=$(printf 'go depth 4\n' | "$ACOLYTE" --console 2>&1)
reply=$(printf '%s\n' "$out" | sed -n 's/^best move .*, expected reply //p')
last=$(printf '%s\n' "$out" | sed -n '/^best move/q;/^ *[0-9][0-9]*\/[0-9]/p' | tail -n 1)
ok_match "$reply" '^[A-Za-z]' "console depth 4: an expected reply"
ok_match "$last" "1\\. [^ ]+ ${reply}( |\$)" "console depth 4: it is the PV's second move"
finish
