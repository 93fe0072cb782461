#!/bin/bash
# tests/portability.sh -- what differs between POSIX and Windows lives in
# the portability layer only (engine/util/platform.[ch], see HACKING.md):
# no other file of the engine tests for the system it is built for.
. "$(dirname "$0")/lib.sh"
plan 2

# system_tests DIR: "FILE:LINE: TEXT" for each test of the target system in
# DIR's C files outside the layer.
system_tests() {
    (cd "$1" && grep -rnE '\b(_WIN32|_WIN64|__MINGW32__|__MINGW64__|_MSC_VER|__CYGWIN__)\b' \
        --include='*.c' --include='*.h' . | sed 's|^\./||' |
        grep -vE '^util/platform\.(c|h):')
}

# The check itself, on a made-up tree: it must see a test in a file of eval/.
scratch_dir
mkdir -p "$SCRATCH/engine/util" "$SCRATCH/engine/eval"
printf '#ifdef _WIN32\n#endif\n' >"$SCRATCH/engine/util/platform.c"
printf 'int x;\n#if defined(__MINGW32__)\n#endif\n' >"$SCRATCH/engine/eval/eval.c"
ok_eq "$(system_tests "$SCRATCH/engine")" "eval/eval.c:2:#if defined(__MINGW32__)" \
    "a made-up tree: a system test outside the layer is found, the layer's own is not"

ok_eq "$(system_tests "$top_srcdir/engine")" "" \
    "no file of engine/ but util/platform.[ch] tests for Windows"
finish
