#!/bin/bash
# opponents.sh -- per-opponent personalities over xboard: the rules file
# ($ACOLYTE_OPPONENTS, else $XDG_CONFIG_HOME/acolyte/opponents.ini) picks a
# personality and an Elo from 'name', 'rating' and 'computer' when the game
# starts, confirmed with telluser; 'new' goes back to the user's own; an
# explicit 'option Personality=' wins; a bad or missing file is reported
# once and play goes on; analysis mode never applies a rule; the user's
# Taunts switch survives the rule's personality.
. "$(dirname "$0")/lib.sh"

PDIR=${ACOLYTE_PERSONALITIES:-$top_srcdir/personalities}
export ACOLYTE_PERSONALITIES=$PDIR
scratch_dir
export XDG_CONFIG_HOME=$SCRATCH/config
unset ACOLYTE_OPPONENTS
RULES=$SCRATCH/rules.ini
cat >"$RULES" <<'EOF'
; first matching rule wins
[fish]
name        = stockfish*
computer    = true
personality = clericus
elo         = 1500

[strong humans]
computer    = false
min_rating  = 2000
personality = positional
EOF

# xb INPUT: run the engine on INPUT (printf escapes) and keep the lines
# this test is about (moves depend on timing: a 'new' may abort a search).
xb() {
    printf "$1" | timeout 20 "$ACOLYTE" --xboard --book none 2>"$SCRATCH/err" |
        grep -E '^(telluser|tellusererror|tellopponent|pong)'
}

hello='xboard\nprotover 2\n'
clericus="telluser Personality clericus from $PDIR/clericus.ini ([0-9]+ values changed from classic)"
rule1="by rule \[fish\] \($RULES:2\)"

# ---------------------------------------------------------------- matching
export ACOLYTE_OPPONENTS=$RULES
out=$(xb "${hello}new\nname Stockfish 16\ncomputer\nrating 2000 3500\nsd 1\ngo\nping 1\n")
ok_match "$out" "^$clericus, Elo 1500, for Stockfish 16 $rule1
pong 1\$" "a name glob and 'computer' pick clericus at Elo 1500, confirmed with telluser"

out=$(xb "${hello}new\nrating 1800 2100\nname alice\nsd 1\ngo\nping 1\n")
ok_match "$out" "^telluser Personality positional from $PDIR/positional.ini \([0-9]+ values changed from default\), for alice by rule \[strong humans\] \($RULES:8\)
pong 1\$" "a human rated 2100 gets positional (commands in any order)"

out=$(xb "${hello}new\nrating 1800 1900\nname bob\nsd 1\ngo\nping 1\n")
ok_eq "$out" "pong 1" "a human rated 1900 matches no rule: the default stays, nothing said"

out=$(xb "${hello}new\nname Stockfish 16\nsd 1\ngo\nping 1\n")
ok_eq "$out" "pong 1" "Stockfish without 'computer' is no engine to the rules"

# --opponents FILE on the command line names the rules file, and wins
# over the environment; --opponents none turns the rules off.
out=$(printf "${hello}new\nname Stockfish 16\ncomputer\nsd 1\ngo\nping 1\n" |
      ACOLYTE_OPPONENTS=none timeout 20 "$ACOLYTE" --xboard --book none --opponents "$RULES" 2>/dev/null |
      grep -E '^(telluser|tellusererror|pong)')
ok_match "$out" "^$clericus, Elo 1500, for Stockfish 16 $rule1
pong 1\$" "--opponents FILE reads the rules from FILE"
out=$(printf "${hello}new\nname Stockfish 16\ncomputer\nsd 1\ngo\nping 1\n" |
      timeout 20 "$ACOLYTE" --xboard --book none --opponents none 2>/dev/null |
      grep -E '^(telluser|tellusererror|pong)')
ok_eq "$out" "pong 1" "--opponents none: no rule applies"

# playother starts the game too.
out=$(xb "${hello}new\nname stockfish\ncomputer\nplayother\nping 1\n")
ok_match "$out" "^$clericus, Elo 1500, for stockfish $rule1
pong 1\$" "playother applies the rule"

# ------------------------------------------------------ one game at a time
out=$(xb "${hello}new\nname Stockfish\ncomputer\nsd 1\ngo\nnew\nname Stockfish\ncomputer\nsd 1\ngo\nnew\nname bob\nsd 1\ngo\nnew\nname carol\nsd 1\ngo\nping 1\n")
ok_match "$out" "^$clericus, Elo 1500, for Stockfish $rule1
$clericus, Elo 1500, for Stockfish $rule1
telluser Personality default from $PDIR/default.ini \(0 values changed from the built-in defaults\), your own again: no opponent rule for this game
pong 1\$" "each game chooses afresh; 'new' brings back the user's own, said once"

out=$(xb "${hello}new\nname Stockfish\ncomputer\nsd 1\ngo\noption Personality=materialist\nnew\nname bob\nsd 1\ngo\nnew\nname Stockfish\ncomputer\nsd 1\ngo\nnew\nname bob\nsd 1\ngo\nping 1\n")
ok_match "$out" "^$clericus, Elo 1500, for Stockfish $rule1
telluser Personality materialist from $PDIR/materialist.ini \([0-9]+ values changed from default\)
$clericus, Elo 1500, for Stockfish $rule1
telluser Personality materialist from $PDIR/materialist.ini \([0-9]+ values changed from default\), your own again: no opponent rule for this game
pong 1\$" "an explicit option Personality= after the rule wins and becomes the user's own"

# (The -reset button "Show Personality Values" declares the options again
# with the values in force.)
out=$(printf "${hello}option Taunts=1\nnew\nname Stockfish\ncomputer\nsd 1\ngo\noption Show Personality Values\nnew\noption Show Personality Values\nping 1\n" |
    timeout 20 "$ACOLYTE" --xboard --book none | grep -E '^feature option="Taunts ')
ok_eq "$out" 'feature option="Taunts -check 0"
feature option="Taunts -check 1"
feature option="Taunts -check 1"' "the user's Taunts switch stays on through the rule's personality and back"

out=$(xb "${hello}new\nname Stockfish\ncomputer\npost\nanalyze\nexit\nping 1\n")
ok_eq "$out" "pong 1" "analysis mode applies no rule"

# ---------------------------------------------------------- where it lives
unset ACOLYTE_OPPONENTS
mkdir -p "$XDG_CONFIG_HOME/acolyte"
printf '[everyone]\nelo = 1200\n' >"$XDG_CONFIG_HOME/acolyte/opponents.ini"
out=$(xb "${hello}new\nsd 1\ngo\nping 1\n")
ok_match "$out" "^telluser Personality default from $PDIR/default.ini \(1 value changed from the built-in defaults\), Elo 1200, for this opponent by rule \[everyone\] \($XDG_CONFIG_HOME/acolyte/opponents.ini:1\)
pong 1\$" "\$XDG_CONFIG_HOME/acolyte/opponents.ini is read when ACOLYTE_OPPONENTS is unset"
out=$(ACOLYTE_OPPONENTS=none xb "${hello}new\nsd 1\ngo\nping 1\n")
ok_eq "$out" "pong 1" "ACOLYTE_OPPONENTS=none: no rules"
rm "$XDG_CONFIG_HOME/acolyte/opponents.ini"
out=$(xb "${hello}new\nsd 1\ngo\nping 1\n")
ok_eq "$out" "pong 1" "no rules file in the default place: not a word"

# ------------------------------------------------------------- bad files
export ACOLYTE_OPPONENTS=$SCRATCH/bad.ini
printf '[fish]\nname = stockfish*\nmin_rating = strong\npersonality = clericus\n' >"$ACOLYTE_OPPONENTS"
out=$(xb "${hello}new\nname stockfish\nsd 1\ngo\nnew\nname stockfish\nsd 1\ngo\nping 1\n")
ok_eq "$out" "tellusererror Opponent rules not used: .../bad.ini:3: [fish] min_rating = strong: want a rating from 0 to 10000
pong 1" "a bad rules file: file, line, rule and key, told once; play goes on"
ok_eq "$(wc -c <"$SCRATCH/err")" 0 "... and nothing on stderr"

export ACOLYTE_OPPONENTS=$SCRATCH/missing.ini
out=$(xb "${hello}new\nsd 1\ngo\nping 1\n")
ok_eq "$out" "tellusererror Opponent rules not used: $ACOLYTE_OPPONENTS: no such file
pong 1" "a rules file named but missing is reported"

export ACOLYTE_OPPONENTS=$SCRATCH/fifo.ini
if mkfifo "$ACOLYTE_OPPONENTS" 2>/dev/null; then
    out=$(xb "${hello}new\nsd 1\ngo\nping 1\n")
    ok_eq "$out" "tellusererror Opponent rules not used: $ACOLYTE_OPPONENTS: not a regular file
pong 1" "a FIFO as rules file is refused without hanging"
else
    skip "cannot make a FIFO"
fi

# The handshake never reads the rules: it is as quick with a broken file.
export ACOLYTE_OPPONENTS=$SCRATCH/bad.ini
out=$(printf "${hello}ping 7\n" | timeout 5 "$ACOLYTE" --xboard --book none | grep -E '^(feature done=1|pong|tell)')
ok_eq "$out" "feature done=1
pong 7" "the handshake says nothing about the rules file"

finish
