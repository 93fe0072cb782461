#!/bin/bash
# tests/named_files.sh -- every file of the tree that a comment or a
# document names exists.  A renamed or deleted file leaves lines behind that
# send a reader to nothing (a comment citing a test file that was merged
# into another); this test finds them.
#
# Read: the project's *.c, *.h, *.md, *.am and *.sh files (ChangeLog and
# NEWS are history and may name files that have gone).  A name is checked
# when it looks like a path of this tree: it starts with a top folder
# (engine/, tests/, doc/, ...) or a layer folder of engine/ (core/, api/,
# ...), ends in a file extension, and is not part of a longer path or a
# URL (so "src/search.c" of another engine, or "$HOME/x.ini", is not read).
# It exists when it is a file or folder of the source tree, of engine/ or of
# tests/ (the README's tables name test transcripts as "xboard/moves.txt"),
# or of the build tree; a glob ("tests/console/*.txt") must match at least
# one file; a file the build makes (listed in an automake fragment as a
# target, a program, a generated data file or a test log) counts too.
. "$(dirname "$0")/lib.sh"

cd "$top_srcdir" || exit 1

# Names that are examples, not files: the recipes' placeholders.
placeholder() {
    case $1 in
    *NAME* | *LAYER* | *FAMILY*) return 0 ;;
    tests/test_x.c | tests/x.sh | book/foo.bin) return 0 ;;
    esac
    return 1
}

# Named on purpose although not in this tree: FILE:NAME, and why.
#   tests/data/SOURCES.md names the file of another repository that a
#   suite was taken from; this test names a missing file to see it found.
exceptions='
tests/data/SOURCES.md:tests/ecmgcp.epd
tests/named_files.sh:tests/no_such_test.sh
'

# The files a build makes, as the automake fragments list them: targets
# ("book/acolyte.bin: ..."), programs, generated data, cleaned files.
generated=$(find . -name '*.am' -not -path './autom4te.cache/*' -exec cat {} + |
    sed -e ':a' -e '/\\$/N; s/\\\n//; ta' |
    awk '/^[A-Za-z0-9_]*(PROGRAMS|CLEANFILES|BUILT_SOURCES|_DATA|_SCRIPTS)[ \t]*\+?=/ {
             sub(/^[^=]*=/, ""); print; next }
         /^[A-Za-z0-9_.\/-]+[ \t]*:/ && !/^[A-Za-z0-9_]+[ \t]*:?=/ { sub(/:.*/, ""); print }' |
    tr ' \t' '\n\n' | sed -n 's#^\$(srcdir)/##; s#^\./##; /./p' | LC_ALL=C sort -u)

# exists NAME: NAME is a file of the tree, one the build makes, or a test's log.
exists() {
    local n=$1 base d
    for d in . engine tests; do
        # A glob matches some file (compgen does not run the name).
        if [[ $n == *'*'* ]]; then
            compgen -G "$d/$n" >/dev/null && return 0
        elif [ -e "$d/$n" ] || [ -e "$top_builddir/$d/$n" ]; then
            return 0
        fi
    done
    grep -qxF -- "$n" <<<"$generated" && return 0
    # A test's .log and .trs are written by `make check` when it runs.
    case $n in
    *.log | *.trs)
        base=${n%.*}
        [ -e "$base.sh" ] || [ -e "$base.c" ] && return 0
        ;;
    esac
    return 1
}

folders='engine|tests|doc|personalities|book|tools|build-aux|xboard|core|params|openings|eval|search|api|util|uci|console|cli|tune'
# A distribution tree that make distcheck or check-windows unpacked in
# the checkout is a copy, not the sources.
sources=$(find . \( -name autom4te.cache -o -name .git -o -name 'acolyte-[0-9]*' \) -prune -o -type f \
    \( -name '*.c' -o -name '*.h' -o -name '*.md' -o -name '*.am' -o -name '*.sh' \) -print |
    sed 's#^\./##' | LC_ALL=C sort)
[ -n "$sources" ] || skip_all "no sources under $top_srcdir"

# names FILE: the tree's file names FILE mentions, as LINE:NAME.  Variables
# that stand for the top of the tree are stripped first, so
# "$(srcdir)/tests/lib.sh" is read as tests/lib.sh.
names() {
    sed -E 's#\$[({]?(abs_)?(top_)?(src|build)dir[)}]?/##g' "$1" |
        grep -noE "(^|[^A-Za-z0-9_./~\$@:-])($folders)/[A-Za-z0-9_./*-]*\\.[A-Za-z0-9*]+" |
        sed -E 's#^([0-9]+):[^a-z]?#\1:#' | sed -E 's#[.]+$##' |
        awk -F: '$2 ~ /\.[A-Za-z0-9*]+$/'
}

checked=0
missing=()
# check FILE [LABEL]: count FILE's names, and add the missing ones to
# $missing as LABEL:LINE.
check() {
    local line name
    while IFS=: read -r line name; do
        [ -n "$name" ] || continue
        placeholder "$name" && continue
        grep -qxF -- "${2:-$1}:$name" <<<"$exceptions" && continue
        checked=$((checked + 1))
        exists "$name" || missing+=("${2:-$1}:$line: names $name, which is not in the tree")
    done < <(names "$1")
}

plan 3

# The check itself, on a made-up file: of a file that exists, one that does
# not, a URL and another engine's path, only the missing one is reported.
scratch_dir
printf '%s\n' '/* see tests/lib.sh and engine/core/board.c */' \
    '/* see tests/no_such_test.sh, https://example.org/tests/x.sh, src/search.c */' >"$SCRATCH/sample.c"
check "$SCRATCH/sample.c" sample.c
ok_eq "$checked $(printf '%s\n' "${missing[@]}")" "3 sample.c:2: names tests/no_such_test.sh, which is not in the tree" \
    "a made-up file: three names read, the missing one reported"

checked=0
missing=()
for file in $sources; do
    check "$file"
done
diag "$checked file names checked in $(wc -w <<<"$sources") files"
ok_match "$checked" '^[1-9][0-9]{2,}$' "hundreds of file names are found and checked"
ok_eq "$(printf '%s\n' "${missing[@]}")" "" "every file a comment or document names exists"
finish
