# tests/lib.sh -- TAP helpers for Acolyte's shell tests.  Source it:
#
#     #!/bin/bash
#     . "$(dirname "$0")/lib.sh"
#     plan 2
#     ok "$ACOLYTE" --version
#     ok_eq "$("$ACOLYTE" perft 1 | tail -n 1 | cut -d' ' -f4)" 20 "perft 1 = 20"
#     finish
#
# Helpers (each prints one TAP line; none of them exits on a failure):
#   plan N                  announce N tests (optional; finish prints a plan if none)
#   ok CMD [ARG...]         pass when CMD exits 0 (CMD's output goes to the .log)
#   not_ok CMD [ARG...]     pass when CMD exits non-zero
#   ok_eq GOT WANT NAME     pass when the two strings are equal
#   ok_match GOT ERE NAME   pass when GOT matches the extended regexp ERE
#   diag MSG...             print a "# MSG" comment
#   skip REASON             count one test as skipped
#   skip_all REASON         the whole script does not apply here: exit 0
#   require_cmd CMD...      skip_all unless every CMD is on the PATH
#   scratch_dir             make a fresh private directory, $SCRATCH, removed
#                           at exit (call it plainly, not inside $(...))
#   finish                  print a plan if needed; exit 1 on any failure or a
#                           count that does not match the plan, else 0
#
# Environment (set by `make check`; defaults for running a test by hand
# from an in-tree build):
#   ACOLYTE       the engine binary        (default $top_builddir/engine/acolyte)
#   top_srcdir    the source tree          (default: the directory above this file)
#   top_builddir  the build tree           (default: $top_srcdir)
#
# The helpers return non-zero on a failure so `ok_eq ... || finish` can stop
# early; do not `set -e` in a test script.  Written for bash but kept to POSIX
# sh, so it also works under dash.

_tap_lib=${BASH_SOURCE:-$0}
: "${top_srcdir:=$(cd "$(dirname "$_tap_lib")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${srcdir:=$top_srcdir}"
: "${ACOLYTE:=$top_builddir/engine/acolyte}"
export top_srcdir top_builddir srcdir ACOLYTE
# Fairy-Max as an XBoard opponent: through tests/fairymax.sh, which keeps
# from it the "computer" command it can crash on.
FAIRYMAX="sh $top_srcdir/tests/fairymax.sh"
# xboard_opponent CMD: CMD as XBoard should start it (fairymax through
# $FAIRYMAX, with its arguments; anything else as it is).
xboard_opponent() {
    case $1 in
    fairymax | "fairymax "*) printf '%s\n' "$FAIRYMAX${1#fairymax}" ;;
    *) printf '%s\n' "$1" ;;
    esac
}

_tap_planned=-1
_tap_run=0
_tap_failed=0
_tap_scratch=
_tap_nl='
'

plan() {
    _tap_planned=$1
    echo "1..$1"
}

diag() {
    printf '%s\n' "$*" | sed 's/^/# /'
}

# _tap_result PASS NAME: print and count one result.  A '#' in the name is
# escaped, or TAP would read "Qh7# SKIP..." as a directive.
_tap_result() {
    _tap_run=$((_tap_run + 1))
    _tap_name=$2
    case $_tap_name in
    *'#'* | *"$_tap_nl"*)
        _tap_name=$(printf '%s\n' "$_tap_name" | sed 's/#/\\#/g' | tr '\n' ' ' | sed 's/ $//')
        ;;
    esac
    if [ "$1" -eq 1 ]; then
        printf 'ok %d - %s\n' "$_tap_run" "$_tap_name"
    else
        _tap_failed=$((_tap_failed + 1))
        printf 'not ok %d - %s\n' "$_tap_run" "$_tap_name"
    fi
    [ "$1" -eq 1 ]
}

ok() {
    if "$@"; then
        _tap_result 1 "$*"
    else
        _tap_result 0 "$* (exit status $?)"
    fi
}

not_ok() {
    if "$@"; then
        _tap_result 0 "! $* (succeeded)"
    else
        _tap_result 1 "! $*"
    fi
}

ok_eq() {
    if [ "x$1" = "x$2" ]; then
        _tap_result 1 "$3"
    else
        _tap_result 0 "$3"
        diag "     got: '$1'"
        diag "expected: '$2'"
        return 1
    fi
}

ok_match() {
    if printf '%s\n' "$1" | grep -Eq -- "$2"; then
        _tap_result 1 "$3"
    else
        _tap_result 0 "$3"
        diag "     got: '$1'"
        diag "expected to match: $2"
        return 1
    fi
}

skip() {
    _tap_run=$((_tap_run + 1))
    echo "ok $_tap_run # SKIP $*"
}

skip_all() {
    echo "1..0 # SKIP $*"
    exit 0
}

require_cmd() {
    for _tap_cmd in "$@"; do
        command -v "$_tap_cmd" >/dev/null 2>&1 || skip_all "$_tap_cmd is not installed"
    done
}

_tap_cleanup() {
    # KEEP_SCRATCH=DIR keeps a copy of the scratch directory for a post-mortem.
    [ -n "$_tap_scratch" ] && [ -n "${KEEP_SCRATCH:-}" ] && mkdir -p "$KEEP_SCRATCH" &&
        cp -r "$_tap_scratch" "$KEEP_SCRATCH/"
    [ -n "$_tap_scratch" ] && rm -rf "$_tap_scratch"
    return 0
}

# scratch_dir: one private temporary directory per test script (safe under
# `make -j check`), left in $SCRATCH and removed when the script exits.
scratch_dir() {
    if [ -z "$_tap_scratch" ]; then
        _tap_scratch=$(mktemp -d "${TMPDIR:-/tmp}/acolyte-test.XXXXXX") || return 1
        trap _tap_cleanup EXIT
        trap 'exit 129' HUP
        trap 'exit 130' INT
        trap 'exit 143' TERM
    fi
    SCRATCH=$_tap_scratch
}

finish() {
    if [ "$_tap_planned" -lt 0 ]; then
        echo "1..$_tap_run"
        _tap_planned=$_tap_run
    fi
    if [ "$_tap_run" -ne "$_tap_planned" ]; then
        diag "planned $_tap_planned tests but ran $_tap_run"
        exit 1
    fi
    if [ "$_tap_failed" -ne 0 ]; then
        diag "failed $_tap_failed of $_tap_run tests"
        exit 1
    fi
    exit 0
}
