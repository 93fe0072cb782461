#!/bin/bash
# search_keys.sh -- no [search] key is dead: each one, set alone to an end
# of its range (the one that differs from its default; the other value for
# a switch), changes the node count of a fixed-depth bench -- depth 7, or 9
# for a key that only acts deeper (singular extensions start at depth 8),
# or 11 for one that acts only once the histories have grown (the late
# move reduction's history term moves a ply per LMR_HISTORY_DIV).
# A documented key that changes nothing is a defect.  The keys and ranges
# are read from `acolyte personality reference`, so a new [search] key is
# checked without touching this test.
. "$(dirname "$0")/lib.sh"
scratch_dir

nodes() { "$ACOLYTE" bench "$@" | sed -n 's/^bench nodes \([0-9]*\) .*/\1/p'; }

# Rows of the [search] table: | `KEY` | `DEFAULT` | RANGE | description |
rows=$("$ACOLYTE" personality reference |
    awk '/^## \[/ { in_search = ($0 == "## [search]") } in_search && /^\| `/' |
    sed 's/\\|/\//g' |
    awk -F'|' '{ gsub(/[ `]/, "", $2); gsub(/[ `]/, "", $3); gsub(/ /, "", $4); print $2, $3, $4 }')
count=$(printf '%s\n' "$rows" | grep -c .)
plan $((count + 2))
ok_match "$count" '^[1-9][0-9]*$' "the reference lists $count [search] keys"
base7=$(nodes 7)
base9=$(nodes 9)
base11=
ok_match "$base7 $base9" '^[0-9]+ [0-9]+$' "bench 7 and 9: $base7 and $base9 nodes"

while read -r key def range; do
    case $range in
    'true/false')
        [ "$def" = true ] && value=false || value=true ;;
    *..*)
        lo=${range%%..*} hi=${range##*..}
        [ "$def" != "$lo" ] && value=$lo || value=$hi ;;
    *)
        ok_eq "$range" "a range" "$key: range '$range' understood"
        continue ;;
    esac
    printf '[info]\nname = probe\ninherit = default\n[search]\n%s = %s\n' "$key" "$value" >"$SCRATCH/probe.ini"
    depth=7 base=$base7
    got=$(nodes 7 --personality "$SCRATCH/probe.ini")
    if [ "$got" = "$base7" ]; then
        depth=9 base=$base9
        got=$(nodes 9 --personality "$SCRATCH/probe.ini")
    fi
    if [ "$depth" = 9 ] && [ "$got" = "$base9" ]; then
        [ -n "$base11" ] || base11=$(nodes 11)
        depth=11 base=$base11
        got=$(nodes 11 --personality "$SCRATCH/probe.ini")
    fi
    ok_match "$([ -n "$got" ] && [ "$got" != "$base" ] && echo changes)" '^changes$' \
        "$key = $value (default $def) changes bench $depth ($base -> ${got:-no count})"
done <<<"$rows"
finish
