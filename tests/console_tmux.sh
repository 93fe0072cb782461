#!/bin/bash
# console_tmux.sh -- the console in a real terminal: tmux runs it, keys are
# typed with send-keys and the screen is read with capture-pane.  Checks
# Tab completion of commands and SAN moves, Ctrl-C at the prompt and
# during analyze/go, Enter stopping analyze, Ctrl-D, history kept across
# a restart, and an unwritable history that is not fatal.  Built
# --without-readline, the plain-input console is driven the same way and
# the completion and history checks are skipped.
. "${srcdir:-.}/tests/lib.sh"
require_cmd tmux
scratch_dir
plan 18
have_readline=no
grep -q '^#define HAVE_READLINE 1' "$top_builddir/config.h" 2>/dev/null && have_readline=yes
# rl_only NAME: true when readline is built; otherwise counts a skip.
rl_only() {
    [ $have_readline = yes ] && return 0
    skip "$1 (built without readline)"
    return 1
}

export HOME="$SCRATCH/home" XDG_STATE_HOME="$SCRATCH/state" LC_ALL=C
mkdir -p "$HOME"
sock="$SCRATCH/tmux.sock"
T() { tmux -S "$sock" "$@"; }
screen() { T capture-pane -p -t con 2>/dev/null; }
# The last line with something on it (where the prompt and typing are).
last_line() { screen | grep -v '^[[:space:]]*$' | tail -n 1; }
# wait_for ERE [SECONDS]: until the screen shows a line matching ERE.
wait_for() {
    local tries=$((${2:-10} * 10))
    while [ $tries -gt 0 ]; do
        screen | grep -Eq -- "$1" && return 0
        sleep 0.1
        tries=$((tries - 1))
    done
    return 1
}
# wait_last ERE: until the last line matches ERE (5 s).
wait_last() {
    local tries=50
    while [ $tries -gt 0 ]; do
        last_line | grep -Eq -- "$1" && return 0
        sleep 0.1
        tries=$((tries - 1))
    done
    return 1
}
start() {
    T kill-server >/dev/null 2>&1
    local tries=20
    while [ $tries -gt 0 ] && T has-session -t con >/dev/null 2>&1; do sleep 0.1; tries=$((tries - 1)); done
    rm -f "$sock"
    T -f /dev/null new-session -d -s con -x 120 -y 50 \
        "env HOME='$HOME' XDG_STATE_HOME='$1' LC_ALL=C TERM=xterm '$ACOLYTE' --console; sleep 30"
}
# Forget what is on the screen, so a wait cannot match an old line.
blank() { T send-keys -t con -R \; clear-history -t con; }
cleanup() { T kill-server >/dev/null 2>&1; }
trap 'cleanup; _tap_cleanup' EXIT

start "$XDG_STATE_HOME"
wait_for 'acolyte 1\.> ?$'
ok_match "$(last_line)" '^acolyte 1\.>$' "the prompt names the move to play" || diag "$(screen)"

if [ $have_readline = yes ]; then
    # A partial command and Tab: completed on screen, with a space after it.
    T send-keys -t con 'hel' Tab
    wait_last 'help ?$'
    ok_match "$(last_line)" '^acolyte 1\.> help$' "Tab completes 'hel' to 'help'"
    T send-keys -t con 'boa' Tab Enter
    wait_for '^board$' && wait_for '^  Show the board diagram\.'
    ok_match "$(screen)" 'Show the board diagram' "help with a completed argument ran"

    # SAN completion: the moves of the position the line reaches (after
    # 1. e4 e5 White's knight moves), listed on a double Tab.
    T send-keys -t con 'e4 e5 N' Tab Tab
    wait_for 'Na3 +Nc3 +Ne2 +Nf3 +Nh3'
    ok_match "$(screen)" 'Na3 +Nc3 +Ne2 +Nf3 +Nh3' "double Tab lists the knight moves after 1. e4 e5"
    T send-keys -t con 'f' Tab
    wait_last 'e4 e5 Nf3 ?$'
    ok_match "$(last_line)" '^acolyte 1\.> e4 e5 Nf3$' "Tab completes 'Nf' to 'Nf3'"
    T send-keys -t con Enter
else
    for t in "Tab completes a command" "help with a completed argument" \
        "double Tab lists moves" "Tab completes a move"; do
        skip "$t (built without readline)"
    done
    T send-keys -t con 'e4 e5 Nf3' Enter
fi
T send-keys -t con 'fen' Enter
wait_for 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2'
ok_match "$(screen)" 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2' "the moves were played"
wait_last 'acolyte 2\.\.\.>'
ok_match "$(last_line)" '^acolyte 2\.\.\.>$' "the prompt shows Black to move"

# Ctrl-C at the prompt clears the line; nothing runs.
T send-keys -t con 'garbage words' C-c
T send-keys -t con 'legal' Enter
wait_for '^[0-9]+ legal moves:'
out=$(screen)
ok_eq "$(printf '%s\n' "$out" | grep -c "unknown command 'garbage'")" 0 "Ctrl-C at the prompt dropped the typed line"

# analyze prints lines until Ctrl-C, then returns to the prompt.
blank
T send-keys -t con 'analyze' Enter
wait_for 'Analysing; press Enter or Ctrl-C to stop\.'
wait_for '^ ?[0-9]+/[0-9]+ +[-+#<>=0-9.]+ +[0-9.]+s' 10
ok_match "$(screen)" '[0-9]+/[0-9]+ +[-+#<>=0-9.]+ +[0-9.]+s +[0-9]+ +[0-9.]+[kM]? +2\.\.\. ' "analyze prints live lines with a SAN PV"
sleep 0.5
T send-keys -t con C-c
wait_for '^\(stopped\)$' 5
wait_for '^best move ' 5
ok_match "$(screen)" 'best move [^ ]+' "Ctrl-C stops analyze and shows the best move"
wait_last 'acolyte 2\.\.\.>$'
ok_match "$(last_line)" '^acolyte 2\.\.\.>$' "back at the prompt after Ctrl-C"

# Enter stops analyze too.
blank
T send-keys -t con 'analyze' Enter
wait_for '^ ?[0-9]+/[0-9]+ ' 10
T send-keys -t con Enter
wait_for '^best move ' 5
wait_last 'acolyte 2\.\.\.>$'
ok_match "$(last_line)" '^acolyte 2\.\.\.>$' "Enter stops analyze and the prompt returns"

# A long go stops at Ctrl-C.
blank
T send-keys -t con 'go time 600' Enter
wait_for '^ ?[0-9]+/[0-9]+ ' 10
# The event, not a stopwatch: only a search that Ctrl-C interrupted says
# "(stopped)"; one that ended by itself prints its move alone.
T send-keys -t con C-c
stopped=no
wait_for '^\(stopped\)$' 60 && stopped=yes
ok_eq "$stopped" yes "Ctrl-C stops 'go time 600': the search says (stopped)"
wait_last 'acolyte 2\.\.\.>$'

# Ctrl-D leaves; the history file holds what was typed.
T send-keys -t con C-d
if rl_only "history file has the commands typed"; then
    hist="$XDG_STATE_HOME/acolyte/history"
    tries=50
    while [ $tries -gt 0 ] && ! grep -q '^go time 600$' "$hist" 2>/dev/null; do sleep 0.1; tries=$((tries - 1)); done
    ok_eq "$(grep -c -e '^analyze$' -e '^e4 e5 Nf3$' -e '^go time 600$' "$hist" 2>/dev/null)" 3 "history file has the commands typed"
    ok_eq "$(grep -c '^garbage' "$hist" 2>/dev/null)" 0 "a line cleared with Ctrl-C is not in history"

    # A new console recalls the last command with the Up arrow.
    start "$XDG_STATE_HOME"
    wait_for 'acolyte 1\.> ?$'
    T send-keys -t con Up
    wait_last 'go time 600$'
    ok_match "$(last_line)" '^acolyte 1\.> go time 600$' "history survives a restart (Up recalls 'go time 600')"
    T send-keys -t con C-u C-d
else
    skip "a cleared line is not in history (built without readline)"
    skip "history survives a restart (built without readline)"
fi

# History that cannot be written is not fatal: a warning, then the prompt.
: >"$SCRATCH/not-a-dir"
start "$SCRATCH/not-a-dir"
wait_for 'acolyte 1\.> ?$'
if rl_only "an unwritable history gives a warning"; then
    ok_match "$(screen)" 'history will not be saved' "an unwritable history gives a warning"
fi
T send-keys -t con 'fen' Enter
wait_for '^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$'
ok_match "$(screen)" 'RNBQKBNR w KQkq - 0 1' "the console works without a writable history"
T send-keys -t con C-d
finish
