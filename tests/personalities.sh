#!/bin/bash
# personalities.sh -- the shipped personality family: every file loads
# without a word of complaint, `personality list` shows them all, each one
# plays a legal game, switching personality over xboard keeps the game and
# the clocks, and a broken file on the search path is reported and skipped.
. "$(dirname "$0")/lib.sh"

FAMILY="default classic clericus positional materialist knight_lover defender tropism rcx the_machine fabchess club beginner"
PDIR=${ACOLYTE_PERSONALITIES:-$top_srcdir/personalities}
export ACOLYTE_PERSONALITIES=$PDIR
scratch_dir

# ---------------------------------------------------------------- loading
for p in $FAMILY; do
    "$ACOLYTE" personality check "$p" >"$SCRATCH/out" 2>"$SCRATCH/err"
    rc=$?
    ok_eq "$rc $(wc -c <"$SCRATCH/err")" "0 0" "$p loads with no warnings"
    case $p in
    default)
        ok_match "$(cat "$SCRATCH/out")" "^default: ok \(default, 118 values changed from the defaults\)$" \
            "default sets its 118 fitted weights over the table" ;;
    classic)
        ok_match "$(cat "$SCRATCH/out")" "^classic: ok \(classic, 0 values changed from the defaults\)$" \
            "classic is the table's hand-set values" ;;
    clericus | tropism | rcx | the_machine | fabchess)
        # The seeds carry their pages' numbers over the hand-set table.
        ok_match "$(cat "$SCRATCH/out")" "^$p: ok \($p, [1-9][0-9]* values? changed from classic\)$" \
            "$p inherits from classic and changes something" ;;
    *)
        # Each is written as differences from default, and really differs.
        ok_match "$(cat "$SCRATCH/out")" "^$p: ok \($p, [1-9][0-9]* values? changed from default\)$" \
            "$p inherits from default and changes something" ;;
    esac
done

# The strength-limited ones set a level; the style ones play at full strength.
for p in club beginner; do
    ok_match "$("$ACOLYTE" personality show "$p" | grep '^ELO = ')" '^ELO = [1-9][0-9]*$' "$p limits its strength"
done
for p in classic clericus positional materialist knight_lover defender tropism rcx the_machine fabchess; do
    ok_eq "$("$ACOLYTE" personality show "$p" | grep '^ELO = ')" "ELO = 0" "$p plays at full strength"
done
club=$("$ACOLYTE" personality show club | sed -n 's/^ELO = //p')
beginner=$("$ACOLYTE" personality show beginner | sed -n 's/^ELO = //p')
ok "test" "$beginner" -lt "$club"

# Every pair of style personalities differs in its values.
styles="default classic clericus positional materialist knight_lover defender tropism rcx the_machine fabchess"
same=
for a in $styles; do
    for b in $styles; do
        [ "$a" \< "$b" ] || continue
        n=$("$ACOLYTE" personality diff "$a" "$b" | tail -n 1 | cut -d' ' -f1)
        [ "${n:-0}" -ge 5 ] || same="$same $a/$b:$n"
    done
done
ok_eq "$same" "" "every pair of style personalities differs in at least 5 values"

# ---------------------------------------------------------------- list
"$ACOLYTE" personality list >"$SCRATCH/list" 2>"$SCRATCH/err"
ok_eq "$? $(wc -c <"$SCRATCH/err")" "0 0" "personality list runs cleanly"
for p in $FAMILY; do
    line=$(grep "^$p " "$SCRATCH/list")
    desc=$(sed -n 's/^description *= *//p' "$PDIR/$p.ini")
    strength=$(sed -n 's/^strength *= *//p' "$PDIR/$p.ini")
    ok_eq "$line" "$(printf '%-14s %-10s %s  (%s)' "$p" "$strength" "$desc" "$PDIR/$p.ini")" \
        "list shows $p with strength, description and file"
done

# ---------------------------------------------------------------- broken file
# A broken personality beside the good ones is reported and skipped; the
# others still list and load.
mkdir "$SCRATCH/pers"
cp "$PDIR"/*.ini "$SCRATCH/pers/"
printf '[info]\nname = broken\ninherit = default\n[king_safety]\nATTACKER_MULT = 1, 2\n' >"$SCRATCH/pers/broken.ini"
ACOLYTE_PERSONALITIES=$SCRATCH/pers "$ACOLYTE" personality list >"$SCRATCH/list2" 2>"$SCRATCH/err2"
ok_eq "$?" 0 "a broken personality on the path does not make list fail"
ok_match "$(cat "$SCRATCH/err2")" "broken\.ini:5: \[king_safety\] ATTACKER_MULT" "the broken file is reported with file and line"
ok_eq "$(grep -c '^broken ' "$SCRATCH/list2")" 0 "the broken personality is not listed"
ok_eq "$(wc -l <"$SCRATCH/list2")" "$(wc -l <"$SCRATCH/list")" "every good personality is still listed"
ACOLYTE_PERSONALITIES=$SCRATCH/pers "$ACOLYTE" personality check clericus >/dev/null 2>&1
ok_eq "$?" 0 "the good ones still load"

# ---------------------------------------------------------------- long texts
# An [info] value is kept whole or refused, never cut: a parent named by a
# path longer than a personality's name (as 'make distcheck' and 'acolyte
# tune' write them) loads, and a description too long is an error.
deep=$SCRATCH/a-folder-deep-enough/that-the-path-to-the-parent/is-longer-than-64-characters
mkdir -p "$deep"
cp "$PDIR/clericus.ini" "$deep/parent.ini"
printf '[info]\nname = kid\ninherit = %s\n[mobility]\nMOB_ZERO = -1\n' "$deep/parent.ini" >"$SCRATCH/kid.ini"
ok_eq "$("$ACOLYTE" personality check "$SCRATCH/kid.ini" 2>&1)" \
    "$SCRATCH/kid.ini: ok (kid, 1 value changed from clericus)" "a parent named by a long path loads"
printf '[info]\nname = wordy\ndescription = %s\n' "$(printf 'x%.0s' $(seq 1 300))" >"$SCRATCH/wordy.ini"
out=$("$ACOLYTE" personality check "$SCRATCH/wordy.ini" 2>&1)
ok_eq "$?" 1 "a description over 255 characters is refused"
ok_match "$out" "wordy\.ini:3: \[info\] description = x+: must be 0\.\.255 characters" \
    "the refusal names the file, the line and the limit"

# ---------------------------------------------------------------- style positions
# tests/style.epd: at least 100 positions, every one a legal position.
epd=$top_srcdir/tests/style.epd
npos=$(grep -c '^[^#]' "$epd")
ok "test" "$npos" -ge 100
bad=
while read -r f1 f2 f3 f4 rest; do
    "$ACOLYTE" perft 1 "$f1 $f2 $f3 $f4" >/dev/null 2>&1 || bad="$bad $f1"
done < <(grep '^[^#]' "$epd")
ok_eq "$bad" "" "every style position parses (perft 1)"
ok_eq "$(grep '^[^#]' "$epd" | sed 's/.*id "\([^"]*\)".*/\1/' | sort | uniq -d)" "" "style position ids are unique"

# stylebench itself, on two positions: a queen trade on offer (Qxd8+) and
# a quiet one; its statistics count that one trade chance for each.
printf '%s\n' 'rnbqkb1r/ppp2ppp/5n2/4p3/4P3/5N2/PPP2PPP/RNBQKB1R w KQkq - id "q";' \
    'r1bq1rk1/pppn1ppp/4p3/3pP3/1b1P4/2NB1N2/PPP2PPP/R1BQK2R w KQ - id "g";' >"$SCRATCH/two.epd"
"$ACOLYTE" stylebench --depth 4 --personalities default,materialist "$SCRATCH/two.epd" >"$SCRATCH/sb" 2>&1
ok_eq "$?" 0 "stylebench runs"
ok_match "$(tail -n 1 "$SCRATCH/sb")" '^stylebench positions 2 depth 4 min_differ (0\.00|0\.50|1\.00) pairs_below_20 [01]$' \
    "stylebench summary line"
ok_match "$(grep '^materialist ' "$SCRATCH/sb" | tail -n 1)" '^materialist +-?[0-9.]+ +-?[0-9.]+ +[01]/1 +[0-2]$' \
    "stylebench counts the queen trade on offer"
"$ACOLYTE" stylebench --depth 2 --personalities default,no_such_one "$SCRATCH/two.epd" >/dev/null 2>&1
ok_eq "$?" 1 "stylebench refuses an unknown personality"

# ---------------------------------------------------------------- a legal game
# Through the xboard front end: the engine plays both sides ('go' after each
# of its own moves makes it take the other side), then a fresh engine
# replays the moves in force mode, which rejects any illegal one.  The
# front end is part of every build: a handshake that does not end in
# done=1 is a failure, not a reason to skip (the timeout only ends a hang).
hello=$(printf 'xboard\nprotover 2\nquit\n' | timeout 120 "$ACOLYTE" --xboard 2>&1)
ok_match "$(printf '%s\n' "$hello" | grep 'feature.*done=1')" 'done=1' "the xboard handshake ends with done=1"

# play_game PERSONALITY PLIES: print the moves the engine plays, one a line.
play_game() {
    local p=$1 plies=$2 line n=0
    coproc ENG { timeout 120 "$ACOLYTE" --personality "$p" --xboard 2>&1; }
    printf 'xboard\nprotover 2\nnew\nsd 2\npost\n' >&"${ENG[1]}"
    while [ $n -lt "$plies" ]; do
        printf 'go\n' >&"${ENG[1]}"
        while IFS= read -r -t 60 line <&"${ENG[0]}"; do
            case $line in
            'move '*) echo "${line#move }"; break ;;
            *'Illegal'* | *'Error'* | [01]-[01]* | 1/2-1/2*) echo "ENGINE: $line"; break 2 ;;
            esac
        done || break
        n=$((n + 1))
        printf 'force\n' >&"${ENG[1]}"
    done
    printf 'quit\n' >&"${ENG[1]}"
    wait "$ENG_PID" 2>/dev/null
}

PLIES=12
for p in $FAMILY; do
    moves=$(play_game "$p" $PLIES)
    n=$(printf '%s\n' "$moves" | grep -c '^[a-h][1-8][a-h][1-8][qrbn]\{0,1\}$')
    ok_eq "$n" $PLIES "$p plays $PLIES moves: $(echo $moves)"
    replay=$( { printf 'xboard\nprotover 2\nnew\nforce\n'; printf '%s\n' "$moves"; printf 'ping 1\nquit\n'; } |
        timeout 20 "$ACOLYTE" --xboard 2>&1)
    ok_eq "$(printf '%s\n' "$replay" | grep -c -i 'illegal\|error')" 0 "$p's moves are legal"
done

# ---------------------------------------------------------------- switching
# Mid-game: a few moves, then another personality.  The position stays (a
# move only legal in the game position is accepted afterwards) and so do
# the clocks: with 0.3 s left on a 5-minute control the engine must move
# fast, which it would not do with fresh clocks.  'nps' puts the clock on
# nodes, so "fast" is a node count that a busy machine cannot change (0.3 s
# gives a depth-1 move of about a hundred nodes; a fresh 5-minute clock
# some 24,000 nodes).  Each step waits for the engine's answer (pong, move)
# rather than for a fixed time.
coproc SW { timeout 120 "$ACOLYTE" --personality positional --xboard 2>&1; }
sw_pid=$SW_PID
sw_out=
# sw_send LINE...: send lines to the engine.
sw_send() { printf '%s\n' "$@" >&"${SW[1]}"; }
# sw_until ERE: read the engine's lines into $sw_out until one matches ERE.
sw_until() {
    local line
    while IFS= read -r -t 60 line <&"${SW[0]}"; do
        sw_out+="$line"$'\n'
        [[ $line =~ $1 ]] && return 0
    done
    return 1
}
sw_send xboard 'protover 2' new 'level 40 5 0' 'nps 10000' post force e2e4 e7e5 g1f3 b8c6 \
    'time 30' 'otim 30000' 'option Personality=clericus' 'ping 1'
sw_until '^pong 1$'
sw_send f3g5 g8f6 go
sw_until '^move '
sw_send 'ping 2'
sw_until '^pong 2$'
sw_send quit
wait "$sw_pid" 2>/dev/null
ok_eq "$(printf '%s' "$sw_out" | grep -c -i 'illegal\|error\|tellusererror')" 0 \
    "switching personality keeps the position (Ng5 stays legal)"
ok_match "$(printf '%s' "$sw_out" | grep '^move ' | head -n 1)" '^move [a-h][1-8][a-h][1-8]' \
    "the engine moves after the switch"
# Last thinking line before the move: its node count.
nodes=$(printf '%s' "$sw_out" | sed -n '/^ *[0-9][0-9]* [-0-9]/p' | tail -n 1 | awk '{print $4}')
[ "${nodes:-999999}" -lt 2000 ]
ok_eq "$?" 0 "the clocks are kept: the move after the switch took ${nodes:-no} nodes (< 2000)"
ok_match "$(printf '%s' "$sw_out" | grep -c '^pong 2')" '^1$' "the engine is still responsive"

finish
