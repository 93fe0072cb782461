#!/bin/bash
# style_claims.sh -- personalities/family.md claims only what the games
# show: every row of its table "What the games show" stands in the
# checked-in doc/style-report.md as a claim that holds, the report checked
# no claim family.md no longer makes, and every personality and figure a
# row names exists.  (The games themselves take `make style-report`;
# this keeps the description and the report from drifting apart.)
. "${srcdir:-.}/tests/lib.sh"
plan 4
family=$top_srcdir/personalities/family.md
report=$top_srcdir/doc/style-report.md

claims=$(sed -n 's/^| `\([a-z_0-9]*\)` | `\([a-z_0-9]*\)` | \(more\|fewer\|less\) |$/\1 \3 \2/p' "$family")
checked=$(sed -n 's/^- `\([a-z_0-9]*\)`: \(more\|fewer\|less\) `\([a-z_0-9]*\)`: holds (.*/\1 \2 \3/p' "$report")
diag "claims in family.md: $(printf '%s\n' "$claims" | grep -c .)"
ok_eq "$(printf '%s\n' "$claims" | grep -c .)" "$(printf '%s\n' "$claims" | sort -u | grep -c .)" \
    "no claim is made twice"
ok_eq "$(printf '%s\n' "$checked" | sort)" "$(printf '%s\n' "$claims" | sort)" \
    "doc/style-report.md finds every claim of family.md holding, and checked no other"
n=$(printf '%s\n' "$claims" | grep -c .)
ok_eq "$(grep -c '^[0-9]* of [0-9]* claims hold\.$' "$report")/$(sed -n 's/^\([0-9]*\) of \([0-9]*\) claims hold\.$/\1 \2/p' "$report")" \
    "1/$n $n" "the report's count: $n of $n"

# Every personality a claim names is a shipped full-strength one, and
# every figure is one acolyte style measures.
figures=$("$ACOLYTE" style "$top_srcdir/tests/style/legal_mate.pgn" | awk '/^  [a-z_0-9]+ / { print $1 }' | sort -u)
bad=
while read -r p dir fig; do
    [ -n "$p" ] || continue
    grep -Eq '^[[:space:]]*strength[[:space:]]*=[[:space:]]*full[[:space:]]*$' "$top_srcdir/personalities/$p.ini" 2>/dev/null ||
        bad+="$p (no full-strength personality) "
    printf '%s\n' "$figures" | grep -qx "$fig" || bad+="$fig (no such figure) "
done <<<"$claims"
ok_eq "$bad" "" "every claim names a full-strength personality and a figure of acolyte style"
finish
