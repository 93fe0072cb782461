#!/bin/bash
# xboard_dialogs.sh -- the dialogs XBoard pops up (telluser,
# tellusererror) are one line a person can read: XBoard draws the whole
# message on one line, so a long one runs off the screen with its OK
# button.  Each is under 100 characters and names the file's base name
# once, the line and the reason; every error goes out in full as a '#'
# line (XBoard's debug log).  A broken personality of the user's is named
# when the engine starts instead of silently missing from the combo (in
# UCI too: info strings after uciok).
. "${srcdir:-.}/tests/lib.sh"
plan 10
scratch_dir

deep=$SCRATCH/a/rather/long/directory/name/that/a/user/might/really/have/for/personalities
mkdir -p "$deep" "$SCRATCH/data/acolyte/personalities"
printf '[info]\nname = bad\ninherit = default\n[mobility]\nMOB_ZERO = 5\nMOB_ONE = abc\n[nonsense]\nFOO = 1\n' \
    >"$deep/bad.ini"
export XDG_DATA_HOME=$SCRATCH/data
xb() { printf "$1" | "$ACOLYTE" --xboard --book none 2>&1 | grep -v '^feature '; }

out=$(xb "xboard\nprotover 2\naccepted debug\noption Personality File=$deep/bad.ini\nping 1\n")
ok_eq "$(printf '%s\n' "$out" | grep '^tell')" \
    "tellusererror Personality unchanged: bad.ini, line 5: MOB_ZERO = 5: value 5 out of range -200..0 (2 more errors)" \
    "a bad personality: one dialog line with the base name, the line, the reason and the count of the others"
ok_eq "$(printf '%s\n' "$out" | grep -c '^# ')" 3 "every error in full as a '#' line"
ok_eq "$(printf '%s\n' "$out" | grep '^# ' | sed -n 2p)" \
    "# $deep/bad.ini:6: [mobility] MOB_ONE = abc: 'abc' is not an integer (allowed -200..0)" \
    "... with the whole path"

# Without the debug feature XBoard would show '#' lines as text: none.
out=$(xb "xboard\nprotover 2\noption Personality File=$deep/bad.ini\nping 1\n")
ok_eq "$(printf '%s\n' "$out" | grep -c '^#')" 0 "no '#' line unless the GUI accepted feature debug"

# A long save path: the dialog keeps its length.
out=$(xb "xboard\nprotover 2\noption Save Personality To=$deep/mine.ini\noption Save Personality\nping 1\n")
line=$(printf '%s\n' "$out" | grep '^telluser')
ok_match "$line" "^telluser Saved personality mine to \\.\\.\\./personalities/mine.ini \\([0-9]+ values differ from the built-in defaults\\)\$" \
    "a save far down the tree: the dialog names the file, under 100 characters"

# Start-up: a broken personality of the user's is named, and missing
# from the combo; a good one is listed and nothing is said.
cp "$deep/bad.ini" "$SCRATCH/data/acolyte/personalities/mine.ini"
printf '[info]\nname = fine\ninherit = default\n' >"$SCRATCH/data/acolyte/personalities/fine.ini"
out=$(printf 'xboard\nprotover 2\naccepted done\nping 1\n' | "$ACOLYTE" --xboard --book none 2>&1)
ok_eq "$(printf '%s\n' "$out" | grep '^tell')" \
    "tellusererror Personality left out: mine.ini, line 5: MOB_ZERO = 5: value 5 out of range -200..0 (2 more errors)" \
    "start-up: a broken user personality is named with its line"
combo=$(printf '%s\n' "$out" | grep '^feature option="Personality -combo')
uci=$(printf 'uci\n' | "$ACOLYTE" --uci 2>&1 | grep '^info string Personality left out')
ok_eq "$uci" "info string Personality left out: $SCRATCH/data/acolyte/personalities/mine.ini:5: [mobility] MOB_ZERO = 5: value 5 out of range -200..0
info string Personality left out: $SCRATCH/data/acolyte/personalities/mine.ini:6: [mobility] MOB_ONE = abc: 'abc' is not an integer (allowed -200..0)
info string Personality left out: $SCRATCH/data/acolyte/personalities/mine.ini:8: [nonsense] FOO: unknown key" \
    "start-up, UCI: after uciok, each error of the file left out"
ok_match "$combo" '/// fine( |")' "start-up: a good user personality is in the combo"
rm "$SCRATCH/data/acolyte/personalities/mine.ini"
out=$(printf 'xboard\nprotover 2\naccepted done\nping 1\n' | "$ACOLYTE" --xboard --book none 2>&1)
ok_eq "$(printf '%s\n' "$out" | grep -c '^tell')" 0 "start-up: no dialog when every personality loads"

# Every dialog line of these runs is under 100 characters.
long=$(xb "xboard\nprotover 2\noption Personality=nonexistent\noption Personality File=$deep/bad.ini\nping 1\n" |
        sed -n 's/^tell[a-z]* //p' | awk 'length >= 100')
ok_eq "$long" "" "no dialog line of 100 characters or more"
finish
