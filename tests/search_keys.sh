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
# The default's node count at each depth; 11 is found only if a key needs it.
declare -A base
base[7]=$(nodes 7)
base[9]=$(nodes 9)
ok_match "${base[7]} ${base[9]}" '^[0-9]+ [0-9]+$' "bench 7 and 9: ${base[7]} and ${base[9]} nodes"

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
    for depth in 7 9 11; do
        [ -n "${base[$depth]}" ] || base[$depth]=$(nodes "$depth")
        got=$(nodes "$depth" --personality "$SCRATCH/probe.ini")
        [ "$got" = "${base[$depth]}" ] || break
    done
    ok_match "$([ -n "$got" ] && [ "$got" != "${base[$depth]}" ] && echo changes)" '^changes$' \
        "$key = $value (default $def) changes bench $depth (${base[$depth]} -> ${got:-no count})"
done <<<"$rows"
finish
