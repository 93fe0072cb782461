#!/bin/bash
# tests/layers.sh -- the engine's layers point down only.
#
# Every folder of engine/ is one layer, and main.c sits on top of them all:
#
#   util      string helpers, the line reader              rank 0
#   core      types, board, attacks, moves, FEN, notation  rank 1
#   params    parameter table, personalities, taunts, opponent rules  rank 2
#   openings  Polyglot books, PGN, the book maker          rank 3
#   eval      the evaluation                               rank 3
#   search    search, ordering, SEE, hash table, clock     rank 4
#   api       engine.h and its doors: all front ends use   rank 5
#   xboard uci console       the three front ends          rank 6
#   cli tune  the subcommands (tune: self-play and tuner)  rank 6
#   engine/main.c                                          rank 7
#
# A file may include a file of its own folder or of a folder with a lower
# rank; anything else (an arrow up, or sideways between two folders of the
# same rank, such as xboard -> uci) fails the test with the file, the line
# and the two layers.  Both "..." and <...> includes are read (a <...> name
# that is no file of engine/ is a system header).  Every quoted #include
# must name a file of the tree (config.h, made by configure, excepted).  The diagnostics show the include
# graph between layers, so `make check TESTS=tests/layers.sh` and a look at
# tests/layers.log draw the picture.
. "$(dirname "$0")/lib.sh"

# rank FOLDER: the layer's rank, or nothing for an unknown folder.
rank() {
    case $1 in
    util) echo 0 ;;
    core) echo 1 ;;
    params) echo 2 ;;
    openings | eval) echo 3 ;;
    search) echo 4 ;;
    api) echo 5 ;;
    xboard | uci | console | cli | tune) echo 6 ;;
    .) echo 7 ;;
    esac
}

# layer PATH (relative to engine/): its top folder, "." for engine/main.c.
layer() {
    case $1 in
    */*) echo "${1%%/*}" ;;
    *) echo . ;;
    esac
}

# Front ends and commands use the engine through its API: besides their own
# folder they include api/ headers, the core's notation and FEN helpers and
# util/ (HACKING.md, "The layers").  api/testing.h is the tests' way into
# an engine and no front end's.  Exceptions would be listed below, one
# "FILE TARGET" a line with a comment line above saying why; there are
# none, and an exception that is no longer needed fails the test, so the
# list can only stay empty.
frontend_exceptions='
'

# frontend_may_include TARGET: a front end may include it without an exception.
frontend_may_include() {
    case $1 in
    api/testing.h) return 1 ;;
    api/* | util/* | core/notation.h | core/fen.h) return 0 ;;
    esac
    return 1
}

# scan ENGINE_DIR: fill unknown, unresolved, up, frontend (the includes of
# a front end outside the API, as "FILE TARGET"), edges.
scan() {
    local engine_dir=$1 files file from from_rank line kind inc target to to_rank
    unknown=()
    up=()
    unresolved=()
    frontend=()
    edges=()
    files=$(cd "$engine_dir" && find . -name '*.[ch]' -o -name '*.def' | sed 's|^\./||' | LC_ALL=C sort)
    for file in $files; do
        from=$(layer "$file")
        from_rank=$(rank "$from")
        if [ -z "$from_rank" ]; then
            unknown+=("$file: folder '$from' is not a layer of tests/layers.sh")
            continue
        fi
        while IFS=: read -r line kind inc; do
            [ "$inc" = config.h ] && continue
            # "..." : the compiler looks beside the file first, then in
            # engine/ (-I).  <...> : only in engine/ and the system's
            # folders; a name that is not a file of engine/ is the system's.
            if [ "$kind" = '"' ] && [ -f "$engine_dir/$(dirname "$file")/$inc" ]; then
                target=$(dirname "$file")/$inc
                target=${target#./}
            elif [ -f "$engine_dir/$inc" ]; then
                target=$inc
            elif [ -f "${top_builddir:-.}/engine/$inc" ]; then
                target=$inc # written by make (install_dirs.h, builtin_data.h)
            elif [ "$kind" = '<' ]; then
                continue
            else
                unresolved+=("engine/$file:$line: #include \"$inc\" names no file of the tree")
                continue
            fi
            to=$(layer "$target")
            to_rank=$(rank "$to")
            if [ -z "$to_rank" ]; then
                unknown+=("engine/$file:$line: includes engine/$target, whose folder '$to' is not a layer")
                continue
            fi
            [ "$to" = "$from" ] && continue
            edges["$from -> $to"]=$((${edges["$from -> $to"]:-0} + 1))
            if [ "$to_rank" -ge "$from_rank" ]; then
                up+=("engine/$file:$line: $from (rank $from_rank) includes engine/$target of $to (rank $to_rank)")
            elif [ "$from_rank" -eq 6 ] && ! frontend_may_include "$target"; then
                frontend+=("$file $target")
            fi
        done < <(grep -n -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*["<]' "$engine_dir/$file" |
            sed -E 's/^([0-9]+):[^"<]*(["<])([^">]*)[">].*/\1:\2:\3/')
    done
}

declare -A edges=()
plan 7

# The checks themselves, on a made-up tree: <api/engine.h> in core/ is an
# arrow up like "api/engine.h" would be; <stdio.h> is the system's; a
# front end including eval/ or the tests' api/testing.h goes around the
# API, one including api/ or core/fen.h does not.
scratch_dir
mkdir -p "$SCRATCH/engine/core" "$SCRATCH/engine/api" "$SCRATCH/engine/eval" "$SCRATCH/engine/uci"
printf '#include <stdio.h>\n#include <api/engine.h>\n' >"$SCRATCH/engine/core/board.c"
printf '#include "core/fen.h"\n' >"$SCRATCH/engine/api/engine.h"
: >"$SCRATCH/engine/core/fen.h"
: >"$SCRATCH/engine/eval/eval.h"
: >"$SCRATCH/engine/api/testing.h"
printf '#include <api/engine.h>\n#include "core/fen.h"\n#include "eval/eval.h"\n#include "api/testing.h"\n' >"$SCRATCH/engine/uci/uci.c"
scan "$SCRATCH/engine"
ok_eq "$(printf '%s\n' "${up[@]}")" "engine/core/board.c:2: core (rank 1) includes engine/api/engine.h of api (rank 5)" \
    "a made-up tree: #include <api/engine.h> in core/ points up"
ok_eq "$(printf '%s\n' "${frontend[@]}")" "uci/uci.c eval/eval.h
uci/uci.c api/testing.h" \
    "a made-up tree: a front end's eval/ and api/testing.h includes go around the API, its api/engine.h and FEN ones do not"

engine_dir=$top_srcdir/engine
[ -d "$engine_dir" ] || skip_all "no engine sources under $engine_dir"
edges=()
scan "$engine_dir"

diag "include graph between layers (arrows: count of #include lines):"
for edge in "${!edges[@]}"; do
    echo "$edge ${edges[$edge]}"
done | LC_ALL=C sort | while read -r line; do diag "  $line"; done

ok_eq "$(printf '%s\n' "${unknown[@]}")" "" "every engine file lies in a known layer"
ok_eq "$(printf '%s\n' "${unresolved[@]}")" "" "every quoted #include names a file of the tree"
ok_eq "$(printf '%s\n' "${up[@]}")" "" "no #include points up or sideways"
found=$(printf '%s\n' "${frontend[@]}" | LC_ALL=C sort -u)
listed=$(printf '%s\n' "$frontend_exceptions" | sed '/^$/d' | LC_ALL=C sort -u)
diag "front-end includes outside the API: $(printf '%s\n' "$found" | sed '/^$/d' | wc -l) (listed exceptions: $(printf '%s\n' "$listed" | sed '/^$/d' | wc -l))"
ok_eq "$(comm -23 <(printf '%s\n' "$found") <(printf '%s\n' "$listed") | sed '/^$/d')" "" \
    "front ends include only api/, util/, core/notation.h and core/fen.h (or a listed exception)"
ok_eq "$(comm -13 <(printf '%s\n' "$found") <(printf '%s\n' "$listed") | sed '/^$/d')" "" \
    "every listed front-end exception is still needed (remove the ones that are not)"
finish
