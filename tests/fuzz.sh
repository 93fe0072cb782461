#!/bin/bash
# tests/fuzz.sh -- build every libFuzzer target under tests/fuzz/ with clang
# (-fsanitize=fuzzer,address,undefined) against the engine's own sources and
# run each one for FUZZ_SECONDS.  Any finding (crash, failed invariant, leak,
# timeout, out-of-memory, UBSan report) fails the run and leaves the input
# that caused it in the work directory.
#
#   make fuzz [FUZZ_SECONDS=N] [ARGS='[--build-only] [TARGET...]']
#   tests/fuzz.sh [--build-only] [TARGET...]       (from a configured build tree)
#
# Environment:
#   FUZZ_SECONDS   seconds per target (default 60)
#   FUZZ_DIR       work directory (default $top_builddir/fuzz): objects,
#                  binaries, the growing corpora and the findings
#   FUZZ_NICE      niceness of the fuzzing runs (default 10: the machine is shared)
#   CLANG          the compiler (default clang)
#   FUZZ_FLAGS     extra libFuzzer options for every run (e.g. -jobs=2, or
#                  "-fork=1 -ignore_crashes=1" to measure past a known finding)
#
# Why not automake: the engine must be compiled a second time with clang and
# the fuzzer instrumentation, whatever CC the build tree was configured with.
# The list of engine sources and the preprocessor flags are read from the
# configured build tree's Makefile, so new engine files are picked up with
# no change here; objects are built by a small generated Makefile, so a
# second run only recompiles what changed.
#
# Each target tests/fuzz/fuzz_NAME.c may say, in comment lines:
#   FUZZ-NEEDS: engine/xboard/xboard.c       skip the target (with a note) while the
#                                     engine does not have this file yet
#   FUZZ-LDFLAGS: -Wl,--wrap=f        extra link flags (e.g. to bound searches)
# Its seed corpus is tests/fuzz/corpus/NAME/ (read only; new inputs go to
# $FUZZ_DIR/corpus/NAME), and tests/fuzz/NAME.dict is used when present.
set -u

: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
if [ -z "${top_builddir:-}" ]; then
    if [ -f Makefile ]; then top_builddir=$(pwd); else top_builddir=$top_srcdir; fi
fi
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_DIR=${FUZZ_DIR:-$top_builddir/fuzz}
FUZZ_NICE=${FUZZ_NICE:-10}
CLANG=${CLANG:-clang}
export LC_ALL=C

build_only=false
targets=()
for arg in "$@"; do
    case $arg in
    --build-only) build_only=true ;;
    -*) echo "fuzz.sh: unknown option '$arg'" >&2; exit 2 ;;
    *) targets+=("$arg") ;;
    esac
done
case $FUZZ_SECONDS in
'' | *[!0-9]*) echo "fuzz.sh: FUZZ_SECONDS must be a whole number, not '$FUZZ_SECONDS'" >&2; exit 2 ;;
esac

say() { printf 'fuzz: %s\n' "$*"; }
die() { printf 'fuzz: %s\n' "$*" >&2; exit 1; }

command -v "$CLANG" >/dev/null 2>&1 || die "$CLANG not found: fuzzing needs clang with libFuzzer (Debian: clang, libclang-rt-14-dev)"
[ -f "$top_builddir/Makefile" ] || die "$top_builddir is not a configured build tree (run configure first)"

mkdir -p "$FUZZ_DIR/obj" "$FUZZ_DIR/bin" "$FUZZ_DIR/corpus" "$FUZZ_DIR/findings" "$FUZZ_DIR/logs" ||
    die "cannot create $FUZZ_DIR"
FUZZ_DIR=$(cd "$FUZZ_DIR" && pwd)

SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
CFLAGS_FUZZ="-std=c11 -g -O1 $SAN"

# ------------------------------------------------------------ can clang fuzz?
probe=$FUZZ_DIR/probe
printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
    'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);' \
    'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }' >"$probe.c"
if ! "$CLANG" $CFLAGS_FUZZ -fsanitize=fuzzer "$probe.c" -o "$probe" 2>"$probe.log"; then
    cat "$probe.log" >&2
    die "$CLANG cannot link -fsanitize=fuzzer (Debian: apt-get install libclang-rt-14-dev)"
fi

# ------------------------------------------------------------ engine sources and flags
# Ask the build tree's own Makefile for its variables, so this script never
# keeps a second list of engine files.
vars=$(make -s -C "$top_builddir" -f Makefile -f - fuzz-print-vars 2>/dev/null <<'EOF'
fuzz-print-vars:
	@echo 'SOURCES=$(engine_libacolyte_a_SOURCES) $(nodist_engine_libacolyte_a_SOURCES)'
	@echo 'CPPFLAGS=$(DEFS) $(DEFAULT_INCLUDES) $(AM_CPPFLAGS) $(CPPFLAGS)'
	@echo 'LIBS=$(LIBS)'
EOF
) || die "cannot read the source list from $top_builddir/Makefile"
sources=$(printf '%s\n' "$vars" | sed -n 's/^SOURCES=//p')
cppflags=$(printf '%s\n' "$vars" | sed -n 's/^CPPFLAGS=//p')
libs=$(printf '%s\n' "$vars" | sed -n 's/^LIBS=//p')
[ -n "$sources" ] || die "no engine sources found in $top_builddir/Makefile"
# The flags are written for a shell (-DSRCDIR=\"...\"): let one read them.
eval "cppflags_words=($cppflags)" || die "cannot parse the preprocessor flags: $cppflags"

# Generated sources live in the build tree, the rest in the source tree.
srcs=()
for s in $sources; do
    case $s in *.c) ;; *) continue ;; esac
    if [ -f "$top_builddir/$s" ]; then
        srcs+=("$top_builddir/$s")
    elif [ -f "$top_srcdir/$s" ]; then
        srcs+=("$top_srcdir/$s")
    else
        # A source the Makefile lists but the tree lacks: `make fuzz`
        # builds `all` first, which fails on a missing source anyway.
        say "warning: $s is listed in the Makefile but does not exist"
    fi
done

# A small Makefile compiles them incrementally, with header dependencies.
mk=$FUZZ_DIR/objects.mk
{
    echo "# generated by tests/fuzz.sh"
    echo "CC = $CLANG"
    echo "FUZZ_CFLAGS = $CFLAGS_FUZZ -fsanitize=fuzzer-no-link"
    echo "FUZZ_CPPFLAGS = $cppflags"
    objs=
    for s in "${srcs[@]}"; do
        rel=${s#"$top_srcdir"/}
        rel=${rel#"$top_builddir"/}
        o=$FUZZ_DIR/obj/$(printf '%s' "${rel%.c}" | tr / _).o
        objs="$objs $o"
        echo "$o: $s"
        printf '\t$(CC) $(FUZZ_CFLAGS) $(FUZZ_CPPFLAGS) -MMD -MP -c -o $@ %s\n' "$s"
        echo "-include ${o%.o}.d"
    done
    echo "$FUZZ_DIR/libacolyte-fuzz.a:$objs"
    printf '\trm -f $@ && ar cr $@ $^\n'
} >"$mk"
say "compiling the engine for fuzzing (${#srcs[@]} files) in $FUZZ_DIR"
(cd "$top_builddir" && make -s -f "$mk" "$FUZZ_DIR/libacolyte-fuzz.a") >"$FUZZ_DIR/logs/build.log" 2>&1 || {
    cat "$FUZZ_DIR/logs/build.log" >&2
    die "the engine does not compile with $CLANG and the fuzzer flags"
}

# ------------------------------------------------------------ targets
if [ ${#targets[@]} -eq 0 ]; then
    for f in "$top_srcdir"/tests/fuzz/fuzz_*.c; do
        t=${f##*/fuzz_}
        targets+=("${t%.c}")
    done
fi

built=()
skipped=()
for t in "${targets[@]}"; do
    src=$top_srcdir/tests/fuzz/fuzz_$t.c
    [ -f "$src" ] || die "no target '$t' (no $src)"
    missing=
    for need in $(sed -n 's/.*FUZZ-NEEDS: *//p' "$src"); do
        case " $sources " in *" $need "*) ;; *) missing="$missing $need" ;; esac
    done
    if [ -n "$missing" ]; then
        say "$t: skipped, the engine has no$missing yet"
        skipped+=("$t")
        continue
    fi
    ldflags=$(sed -n 's/.*FUZZ-LDFLAGS: *//p' "$src" | tr '\n' ' ')
    # shellcheck disable=SC2086 # flag lists are word lists
    if ! (cd "$top_builddir" && "$CLANG" $CFLAGS_FUZZ -fsanitize=fuzzer "${cppflags_words[@]}" \
        -I"$top_srcdir/tests/fuzz" -o "$FUZZ_DIR/bin/fuzz_$t" "$src" \
        "$FUZZ_DIR/libacolyte-fuzz.a" $ldflags $libs) >"$FUZZ_DIR/logs/link-$t.log" 2>&1; then
        cat "$FUZZ_DIR/logs/link-$t.log" >&2
        die "$t: does not build"
    fi
    built+=("$t")
done
say "built: ${built[*]:-none}${skipped[*]:+; skipped: ${skipped[*]}}"
$build_only && exit 0

# ------------------------------------------------------------ running
# Leaks are findings; UBSan aborts on the first report; the engine's own
# personality files are found from the source tree and the user's are hidden.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export ACOLYTE_PERSONALITIES=${ACOLYTE_PERSONALITIES:-$top_srcdir/personalities}
# The harnesses write their files under $TMPDIR: a directory of this run's
# own, on tmpfs when there is one (the personality saver fsyncs every file),
# removed at the end.
shm=/dev/shm
[ -d "$shm" ] && [ -w "$shm" ] || shm=$FUZZ_DIR
TMPDIR=$(mktemp -d "$shm/acolyte-fuzz.XXXXXX") || die "cannot create a scratch directory in $shm"
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
export XDG_DATA_HOME=$FUZZ_DIR/xdg-data-home
export HOME=$FUZZ_DIR/home
mkdir -p "$XDG_DATA_HOME" "$HOME"

failed=()
printf '%-8s %10s %8s %8s %9s  %s\n' target runs cov ft corpus result
for t in "${built[@]}"; do
    seeds=$top_srcdir/tests/fuzz/corpus/$t
    work=$FUZZ_DIR/corpus/$t
    mkdir -p "$work"
    dict=()
    [ -f "$top_srcdir/tests/fuzz/$t.dict" ] && dict=("-dict=$top_srcdir/tests/fuzz/$t.dict")
    [ -d "$seeds" ] || seeds=
    log=$FUZZ_DIR/logs/run-$t.log
    # -timeout: one input taking 10 s is a hang; -close_fd_mask=1 silences
    # the engine's stdout (protocol output) but keeps the reports on stderr.
    nice -n "$FUZZ_NICE" "$FUZZ_DIR/bin/fuzz_$t" "${dict[@]}" \
        -max_total_time="$FUZZ_SECONDS" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
        -print_final_stats=1 -close_fd_mask=1 ${FUZZ_FLAGS:-} \
        -artifact_prefix="$FUZZ_DIR/findings/$t-" "$work" ${seeds:+"$seeds"} >"$log" 2>&1
    rc=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    last=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
    cov=$(printf '%s\n' "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    ft=$(printf '%s\n' "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
    files=$(find "$work" -type f | wc -l)
    if [ $rc -eq 0 ]; then
        result=ok
    else
        result="FINDING (exit $rc), log $log"
        failed+=("$t")
    fi
    printf '%-8s %10s %8s %8s %9s  %s\n' "$t" "${runs:-?}" "${cov:-?}" "${ft:-?}" "$files" "$result"
done

if [ ${#failed[@]} -gt 0 ]; then
    for t in "${failed[@]}"; do
        printf '\n----- %s: %s\n' "$t" "$FUZZ_DIR/logs/run-$t.log"
        grep -E -A 30 '^(==[0-9]+==ERROR|FUZZ_CHECK|.*runtime error|SUMMARY)' "$FUZZ_DIR/logs/run-$t.log" | head -n 60
    done
    echo
    ls -l "$FUZZ_DIR"/findings/ 2>/dev/null
    die "findings in: ${failed[*]} -- reproduce with $FUZZ_DIR/bin/fuzz_TARGET FILE, then add the input to tests/fuzz/regress/"
fi
say "no findings (${#built[@]} targets, $FUZZ_SECONDS s each)"
exit 0
