#!/bin/bash
# data_dirs.sh -- where the engine finds its data (README "Files"): a copy
# of the program in a folder with personalities/, book/ and bench.epd beside
# it (the Windows zip's layout; names with spaces) uses those and nothing of
# the build tree; the user's folder and the path lists come before it; the
# program run from the build tree finds the tree's data by the mark make
# leaves beside it; a name not found is told as given, with the folders
# searched (but bench.epd, which the program carries a copy of).
. "$(dirname "$0")/lib.sh"
plan 16
scratch_dir
cd "$SCRATCH" || exit 1
unset ACOLYTE_PERSONALITIES ACOLYTE_BOOKS
export HOME="$SCRATCH/home" XDG_DATA_HOME="$SCRATCH/xdg"
mkdir -p "$HOME" "$XDG_DATA_HOME"

mine() { printf '[info]\nname = %s\ndescription = %s\nstrength = full\n' "$1" "$2"; }

# A program folder laid out like the Windows zip, with a space in its name.
app="$SCRATCH/my app"
mkdir -p "$app/personalities" "$app/book" elsewhere
cp "$ACOLYTE" "$app/acolyte"
cp "$top_srcdir/personalities/default.ini" "$app/personalities/"
mine beside "Beside the program" >"$app/personalities/beside.ini"
cp "$top_builddir/book/clericus.bin" "$app/book/"
grep -v "^#" "$top_srcdir/tests/bench.epd" | head -n 1 >"$app/bench.epd"

cd elsewhere || exit 1
list=$("$app/acolyte" personality list 2>&1)
ok_match "$list" "^beside .*\($app/personalities/beside.ini\)$" "a personality beside the program is listed"
ok_eq "$(grep -c "$top_srcdir\|$top_builddir" <<<"$list")" 0 "nothing of the build or source tree is listed"
ok_match "$("$app/acolyte" book clericus.bin 2>&1 | head -n 1)" '^[a-h][1-8][a-h][1-8] [0-9]+ [0-9.]+%$' \
    "a book beside the program is found by its name"
bench=$("$app/acolyte" bench 1 2>&1)
ok_eq "$(grep -c '^position ' <<<"$bench")" 1 "bench reads the one position of the bench.epd beside the program"
err=$("$app/acolyte" book acolyte.bin 2>&1)
ok_eq "$err" "acolyte book: acolyte.bin: No such file or directory" \
    "a book found nowhere is named as given (the build tree's is not used)"

# The user's folder comes before the program's; the path list before both.
mkdir -p "$XDG_DATA_HOME/acolyte/personalities" "$SCRATCH/list one" "$SCRATCH/list2"
mine beside "The user's own" >"$XDG_DATA_HOME/acolyte/personalities/beside.ini"
list=$("$app/acolyte" personality list 2>&1)
ok_match "$(grep '^beside ' <<<"$list")" "The user's own .*/xdg/acolyte/personalities/beside.ini\)$" \
    "the user's personality wins over the program folder's"
mine beside "From the list" >"$SCRATCH/list2/beside.ini"
mine first "First on the list" >"$SCRATCH/list one/first.ini"
list=$(ACOLYTE_PERSONALITIES="$SCRATCH/list one:$SCRATCH/list2" "$app/acolyte" personality list 2>&1)
ok_match "$(grep '^beside ' <<<"$list")" "From the list .*list2/beside.ini\)$" "ACOLYTE_PERSONALITIES comes first"
ok_match "$(grep '^first ' <<<"$list")" "list one/first.ini\)$" "... every folder of it (one with a space)"
mkdir -p "$SCRATCH/books"
cp "$top_builddir/book/positional.bin" "$SCRATCH/books/clericus.bin"
ok_eq "$(ACOLYTE_BOOKS="$SCRATCH/books" "$app/acolyte" book clericus.bin | head -n 1)" \
    "$("$app/acolyte" book "$SCRATCH/books/clericus.bin" | head -n 1)" "ACOLYTE_BOOKS comes before the program's book/"

# A name not found: the message names it as given and where it looked.
err=$("$app/acolyte" --personality nosuch bench 1 2>&1)
ok_match "$err" "personality 'nosuch' not found \(searched .*/xdg/acolyte/personalities, $app/personalities" \
    "a personality not found: the folders searched, in order"
rm "$app/bench.epd"
err=$("$app/acolyte" bench 1 2>&1)
ok_eq "$(grep -c '^position ' <<<"$err")" "$(grep -c '^[^#]' "$top_srcdir/tests/bench.epd")" \
    "no bench.epd found: the bench positions compiled into the program"
ok_eq "$(grep -c "$top_srcdir/tests" <<<"$err")" 0 "... not the source tree's tests/"

# From the build tree: the mark beside the program names the source tree.
ok_eq "$(cat "$top_builddir/engine/source-tree")" "$top_srcdir" \
    "engine/source-tree names the source tree"
list=$("$ACOLYTE" personality list 2>&1)
ok_match "$(grep '^clericus ' <<<"$list")" "\($top_srcdir/personalities/clericus.ini\)$" \
    "the build tree's program lists the source tree's personalities"
ok_match "$("$ACOLYTE" book acolyte.bin 2>&1 | head -n 1)" '^[a-h][1-8][a-h][1-8] [0-9]+ [0-9.]+%$' \
    "... finds the books built in the build tree"
nodes() { sed -n 's/^bench nodes \([0-9]*\) .*/\1/p'; }
ok_eq "$("$ACOLYTE" bench 1 2>&1 | nodes)" "$("$ACOLYTE" bench 1 --file "$top_srcdir/tests/bench.epd" | nodes)" \
    "... and the source tree's bench.epd"
finish
