#!/bin/bash
# install.sh -- an installed program finds its data where it was installed
# and nowhere else.  The distributed sources (make distdir) are configured
# in a scratch build folder with one --prefix and built, then configured
# again with another: the second build recompiles only what uses the
# installation folder, `make install` puts the program and its data under
# the second prefix, and, run from another folder after the build and
# source trees are gone, the program lists its personalities, reads its
# book and runs the bench; `strings` finds neither tree nor the first
# prefix in it.  The build is made without -g, because debug information
# records the compiling folder by design; the code is the same.
. "$(dirname "$0")/lib.sh"
require_cmd make strings
plan 13
scratch_dir
S=$SCRATCH
# The build below is a make of its own, not part of the one running the tests.
unset MAKEFLAGS MFLAGS MAKELEVEL ACOLYTE_PERSONALITIES ACOLYTE_BOOKS

make -s -C "$top_builddir" distdir distdir="$S/src" top_distdir="$S/src" >"$S/distdir.log" 2>&1
ok test -x "$S/src/configure" || { cat "$S/distdir.log"; finish; }

# The options the build tree was configured with, less those that would
# cross-compile or place it, and the sanitizers: they keep the sources'
# names in the program for their reports, and an installed program is a
# release build.
eval "set -- $("$top_builddir/config.status" --config)"
opts=()
for a; do
    case $a in
    --prefix=* | --host=* | --build=* | --target=* | host_alias=* | build_alias=* | CFLAGS=* | \
        --srcdir=* | --cache-file=* | --enable-sanitizers | --enable-sanitizers=*) ;;
    *) opts+=("$a") ;;
    esac
done

mkdir "$S/build" && cd "$S/build" || exit 1
build() {
    "$S/src/configure" "${opts[@]}" --prefix="$1" >"$S/configure.log" 2>&1 &&
        make V=1 >"$S/make.log" 2>&1
}
build "$S/one"
ok_eq "$(grep INSTALL_PKGDATADIR engine/util/install_dirs.h)" "#define INSTALL_PKGDATADIR \"$S/one/share/acolyte\"" \
    "configured with one prefix: install_dirs.h names it" || { tail -n 30 "$S/configure.log" "$S/make.log"; finish; }

build "$S/two"
ok_eq "$(grep INSTALL_PKGDATADIR engine/util/install_dirs.h)" "#define INSTALL_PKGDATADIR \"$S/two/share/acolyte\"" \
    "configured again with another: install_dirs.h follows" || { tail -n 30 "$S/configure.log" "$S/make.log"; finish; }
compiled=$(grep -o -- ' -c -o [^ ]*\.o' "$S/make.log" | sed 's/.* //' | sort | tr '\n' ' ')
ok_eq "$compiled" "engine/util/data_dirs.o " "the new prefix recompiles data_dirs.c and nothing else"
make install >"$S/install.log" 2>&1
ok test -x "$S/two/bin/acolyte"
ok test -f "$S/two/share/acolyte/bench.epd"

# Nothing left of the trees, the program run from elsewhere with an empty
# home: what it finds is what was installed.
cd "$S" && rm -rf "$S/build" "$S/src" && mkdir away home && cd away || exit 1
run() { env -i HOME="$S/home" PATH="$PATH" LC_ALL=C "$S/two/bin/acolyte" "$@" 2>&1; }
list=$(run personality list)
ok_match "$(grep '^default ' <<<"$list")" "\($S/two/share/acolyte/personalities/default.ini\)$" \
    "personality list: the installed default"
ok_eq "$(grep -c "$S/two/share/acolyte/personalities/" <<<"$list")" "$(grep -c . <<<"$list")" \
    "... and every personality listed is an installed one ($(grep -c . <<<"$list"))"
ok_match "$(run book acolyte.bin | head -n 1)" '^[a-h][1-8][a-h][1-8] [0-9]+ [0-9.]+%$' "book acolyte.bin: the installed book"
nodes() { sed -n 's/^bench nodes \([0-9]*\) .*/\1/p'; }
ok_eq "$(run bench 1 | nodes)" "$("$ACOLYTE" bench 1 --file "$top_srcdir/tests/bench.epd" | nodes)" \
    "bench 1: the installed bench.epd, the same node count"
ok_match "$(run selfplay --games 1 --nodes 200 --out g.txt)" '^selfplay games 1 ' "selfplay: the installed openings.epd"

bin=$(strings "$S/two/bin/acolyte")
ok_eq "$(grep -c "$S/build\|$S/src\|$S/one" <<<"$bin")" 0 "strings: neither tree nor the first prefix"
ok_eq "$(grep -cF "$top_srcdir" <<<"$bin")" 0 "strings: not the source tree the tests run from"
finish
