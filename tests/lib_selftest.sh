#!/bin/bash
# lib_selftest.sh -- self-test of tests/lib.sh, the TAP helpers every shell
# test sources.  Failing scenarios run in a child bash whose output and exit
# status are checked, so deliberate failures stay out of our own TAP stream.
. "$(dirname "$0")/lib.sh"

plan 17

lib="$top_srcdir/tests/lib.sh"
scratch_dir

# child SCRIPT: run a snippet that has sourced lib.sh; sets $out and $status.
child() {
    printf '. "%s"\n%s\n' "$lib" "$1" >"$SCRATCH/child.sh"
    out=$(bash "$SCRATCH/child.sh" 2>&1)
    status=$?
}

ok test -d "$SCRATCH"
ok true
not_ok false
ok_eq "abc" "abc" "ok_eq on equal strings"
ok_match "perft 1 nodes 20 time_ms 0" '^perft 1 nodes 20 ' "ok_match on a matching line"

child 'plan 2; ok true; ok_eq 1 1 one; finish'
ok_eq "$status" 0 "all passing: finish exits 0"
ok_eq "$out" "$(printf '1..2\nok 1 - true\nok 2 - one')" "all passing: exact TAP output"

child 'ok_eq a b letters; ok true; finish'
ok_eq "$status" 1 "a failure: finish exits 1"
ok_match "$out" "^not ok 1 - letters$" "a failure prints not ok"
ok_match "$out" "^# +got: 'a'$" "ok_eq shows what it got"
ok_match "$out" "^1\\.\\.2$" "without plan, finish prints a trailing plan"

child 'ok_eq 1 1 "mate Qh7# SKIP nothing"; ok_eq 1 1 "two
lines"; finish'
ok_eq "$out" "$(printf 'ok 1 - mate Qh7\\# SKIP nothing\nok 2 - two lines\n1..2')" "a '#' in a name is escaped, a newline flattened"

child 'plan 3; ok true; finish'
ok_eq "$status" 1 "fewer tests than planned: finish exits 1"

child 'skip_all "no xboard here"; echo unreachable'
ok_eq "$out/$status" "1..0 # SKIP no xboard here/0" "skip_all prints the skip plan and exits 0"

child 'require_cmd sh no-such-command-acolyte; echo unreachable'
ok_eq "$out" "1..0 # SKIP no-such-command-acolyte is not installed" "require_cmd skips when a tool is missing"

child 'scratch_dir; echo "$SCRATCH"; finish'
ok_match "$out" "acolyte-test\\." "scratch_dir makes a directory"
dir=$(printf '%s\n' "$out" | head -n 1)
not_ok test -e "$dir"

finish
