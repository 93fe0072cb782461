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
#   api       engine.h: the one API the front ends use     rank 5
#   xboard uci console       the three front ends          rank 6
#   cli tune  the subcommands (tune: self-play and tuner)  rank 6
#   engine/main.c                                          rank 7
#
# A file may include a file of its own folder or of a folder with a lower
# rank; anything else (an arrow up, or sideways between two folders of the
# same rank, such as xboard -> uci) fails the test with the file, the line
# and the two layers.  Every quoted #include must name a file of the tree
# (config.h, made by configure, excepted).  The diagnostics show the include
# graph between layers, so `make check TESTS=tests/layers.sh` and a look at
# tests/layers.log draw the picture.
. "$(dirname "$0")/lib.sh"

engine_dir=$top_srcdir/engine

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

files=$(cd "$engine_dir" && find . -name '*.[ch]' -o -name '*.def' | sed 's|^\./||' | LC_ALL=C sort)
[ -n "$files" ] || skip_all "no engine sources under $engine_dir"

unknown=()
up=()
unresolved=()
declare -A edges=()

for file in $files; do
    from=$(layer "$file")
    from_rank=$(rank "$from")
    if [ -z "$from_rank" ]; then
        unknown+=("$file: folder '$from' is not a layer of tests/layers.sh")
        continue
    fi
    while IFS=: read -r line inc; do
        [ "$inc" = config.h ] && continue
        # The compiler looks beside the file first, then in engine/.
        if [ -f "$engine_dir/$(dirname "$file")/$inc" ]; then
            target=$(dirname "$file")/$inc
            target=${target#./}
        elif [ -f "$engine_dir/$inc" ]; then
            target=$inc
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
        fi
    done < <(grep -n -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$engine_dir/$file" |
        sed -E 's/^([0-9]+):[^"]*"([^"]*)".*/\1:\2/')
done

diag "include graph between layers (arrows: count of #include lines):"
for edge in "${!edges[@]}"; do
    echo "$edge ${edges[$edge]}"
done | LC_ALL=C sort | while read -r line; do diag "  $line"; done

plan 3
ok_eq "$(printf '%s\n' "${unknown[@]}")" "" "every engine file lies in a known layer"
ok_eq "$(printf '%s\n' "${unresolved[@]}")" "" "every quoted #include names a file of the tree"
ok_eq "$(printf '%s\n' "${up[@]}")" "" "no #include points up or sideways"
finish
