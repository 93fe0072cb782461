#!/bin/bash
# book_polyglot.sh -- Acolyte's book code against Polyglot itself.
#
#  1. Debian's gnuchess book: the start position's moves and weights equal
#     the raw entries (decoded here with od and awk, independently of
#     Acolyte); for 24 more positions taken from `polyglot dump-book`
#     lines, Acolyte's raw entries equal the od dump for that key and every
#     move dump-book shows appears with the percentage it shows.
#  2. `acolyte makebook` and `polyglot make-book` write byte-identical books
#     from the same games, under several option sets, including a move
#     played 16400 times (Polyglot halves counts at 16384).
. "$(dirname "$0")/lib.sh"

POLYGLOT=$(command -v polyglot || echo /usr/games/polyglot)
[ -x "$POLYGLOT" ] || skip_all "polyglot is not installed"
GAMES=$top_builddir/tests/book_games
[ -x "$GAMES" ] || skip_all "tests/book_games was not built"
scratch_dir
BOOK=/usr/share/games/gnuchess/book.bin

# od_dump FILE: every entry as "key move weight learn", the move in raw
# coordinates (castling stays king-takes-rook), as `acolyte book --raw`.
od_dump() {
    od -An -v -tu1 -w16 "$1" | awk '
        function sq(s) { return sprintf("%c%d", 97 + s % 8, int(s / 8) + 1) }
        { k = ""; for (i = 1; i <= 8; i++) k = k sprintf("%02x", $i)
          m = $9 * 256 + $10; p = int(m / 4096) % 8
          print k, sq(int(m / 64) % 64) sq(m % 64) (p ? substr("nbrq", p, 1) : ""),
                $11 * 256 + $12, (($13 * 256 + $14) * 256 + $15) * 256 + $16 }'
}

if [ -r "$BOOK" ]; then
    od_dump "$BOOK" > "$SCRATCH/gnu.txt"
    want=$(grep '^463b96181691fc9c ' "$SCRATCH/gnu.txt" | awk '{ print $2, $3 }')
    got=$("$ACOLYTE" book "$BOOK" | awk '{ print $1, $2 }')
    ok_eq "$got" "$want" "gnuchess book, start position: moves and weights as stored"
    ok_match "$("$ACOLYTE" book "$BOOK" | head -n 1)" '^e2e4 12135 39\.4%$' "first line e2e4 12135 39.4%"

    # Positions from dump-book lines: for white at every 1000th line, for
    # black likewise; the prefix stops before the k-th move shown with {pct}.
    (cd "$SCRATCH" && "$POLYGLOT" dump-book -bin "$BOOK" -color white -out w.txt >/dev/null &&
        "$POLYGLOT" dump-book -bin "$BOOK" -color black -out b.txt >/dev/null)
    # Each dump line -> SAN tokens, "{pct}" kept on the moves it belongs to.
    for colour in w b; do
        # "{trans: line=N, ply=P}" marks a transposition: not a move.
        sed -n 's/^[0-9]*: //p' "$SCRATCH/$colour.txt" |
            sed -e 's/{trans:[^}]*}//g' -e 's/[0-9][0-9]*\.//g' -e 's/  */ /g' -e 's/^ //' -e 's/ $//' \
                > "$SCRATCH/$colour.tok"
    done
    positions=0
    for spec in w:1:1 w:2001:2 w:4001:3 w:6001:4 w:8001:5 w:10001:2 w:12001:3 w:14001:6 w:16001:4 \
        w:18001:7 w:20001:3 w:24001:5 w:28001:8 b:1:1 b:2001:2 b:4001:3 b:6001:4 b:8001:5 \
        b:10001:6 b:14001:2 b:18001:3 b:22001:4 b:26001:7 b:30001:5; do
        IFS=: read -r colour lineno k <<EOF
$spec
EOF
        tokens=$(sed -n "${lineno}p" "$SCRATCH/$colour.tok")
        # Words before the k-th move with a percentage make the position.
        # (a line with fewer such moves stops before its last one).
        prefix=$(echo "$tokens" | awk -v k="$k" '{ n = 0; c = 0
            for (i = 1; i <= NF; i++) c += ($i ~ /\{/)
            if (k > c) k = c
            for (i = 1; i <= NF; i++) { if ($i ~ /\{/) { n++; if (n == k) break }
                                        sub(/\{.*/, "", $i); out = out (out ? " " : "") $i }
            print out }')
        plies=$(echo "$prefix" | wc -w)
        # Every dump line with that prefix shows one book move there.
        shown=$(awk -v p="$prefix" -v n="$plies" '{
            s = ""; for (i = 1; i <= n; i++) { w = $i; sub(/\{.*/, "", w); s = s (s ? " " : "") w }
            if (s == p && NF > n) print $(n + 1) }' "$SCRATCH/$colour.tok" | sort -u)
        # shellcheck disable=SC2086
        raw=$("$ACOLYTE" book --raw "$BOOK" startpos moves $prefix)
        key=${raw%% *}
        ok_eq "$raw" "$(grep "^$key " "$SCRATCH/gnu.txt")" "raw entries after '$prefix' (key $key)"
        # shellcheck disable=SC2086
        mine=$("$ACOLYTE" book --san "$BOOK" startpos moves $prefix | awk '
            { w[NR] = $1; v[NR] = $2; t += $2 }
            END { for (i = 1; i <= NR; i++) printf "%s{%.0f%%}\n", w[i], t ? 100 * v[i] / t : 0 }')
        missing=$(printf '%s\n' "$shown" | grep -vxF -f <(printf '%s\n' "$mine") || true)
        ok_eq "${shown:+found}$missing" "found" "dump-book moves after '$prefix' all listed with the same %"
        positions=$((positions + 1))
    done
    diag "$positions positions compared with dump-book"
else
    skip "gnuchess book ($BOOK) is not installed"
fi

# --- makebook against make-book, byte for byte
"$GAMES" 1500 7 > "$SCRATCH/g.pgn"
# A move played 16400 times crosses Polyglot's halving point.
draw='[Result "1/2-1/2"]\n\n1. d4 d5 *\n\n'
{ printf "$draw$draw$draw"; for i in $(seq 16400); do printf '[Result "1-0"]\n\n1. e4 e5 *\n\n'; done
  printf "$draw"; } > "$SCRATCH/many.pgn"
compare() { # compare PGN ACOLYTE-OPTIONS -- POLYGLOT-OPTIONS
    local pgn=$1; shift
    local mine=() theirs=()
    while [ "$1" != -- ]; do mine+=("$1"); shift; done
    shift
    theirs=("$@")
    rm -f "$SCRATCH/a.bin" "$SCRATCH/p.bin"
    "$ACOLYTE" makebook "$pgn" "$SCRATCH/a.bin" "${mine[@]}" >/dev/null 2>"$SCRATCH/err"
    (cd "$SCRATCH" && "$POLYGLOT" make-book -pgn "$pgn" -bin p.bin "${theirs[@]}" >/dev/null 2>&1)
    local n
    n=$(($(stat -c %s "$SCRATCH/p.bin" 2>/dev/null || echo 0) / 16))
    if [ "$n" -gt 0 ] && cmp -s "$SCRATCH/a.bin" "$SCRATCH/p.bin"; then
        ok_eq same same "makebook ${mine[*]} = make-book ${theirs[*]} on $(basename "$pgn") ($n entries)"
    else
        ok_eq "$(od_dump "$SCRATCH/a.bin" | head -n 3)" "$(od_dump "$SCRATCH/p.bin" | head -n 3)" \
            "makebook ${mine[*]} = make-book ${theirs[*]} on $(basename "$pgn") ($n entries)"
    fi
}
compare "$SCRATCH/g.pgn" -- -min-game 3
compare "$SCRATCH/g.pgn" --min-games 1 -- -min-game 1
compare "$SCRATCH/g.pgn" --min-games 2 --max-ply 12 -- -min-game 2 -max-ply 12
compare "$SCRATCH/g.pgn" --min-games 1 --only-white -- -min-game 1 -only-white
compare "$SCRATCH/g.pgn" --min-games 1 --only-black --max-ply 20 -- -min-game 1 -only-black -max-ply 20
compare "$SCRATCH/g.pgn" --min-games 1 --uniform -- -min-game 1 -uniform
compare "$SCRATCH/many.pgn" --min-games 1 -- -min-game 1
# The weights of the halving case, worked out by hand: e4 scored 2 per
# game; at n = 16384 every move of the position halves, rounding up
# (e4 32768 -> 16384, d4 3 -> 2), then 16 more wins and one more draw.
ok_eq "$("$ACOLYTE" book "$SCRATCH/a.bin" | head -n 2 | tr '\n' ' ')" "e2e4 16416 100.0% d2d4 3 0.0% " \
    "halving at 16384 games"
for f in mainlines gambits closed; do
    [ -r "$top_srcdir/book/$f.pgn" ] && compare "$top_srcdir/book/$f.pgn" --min-games 1 -- -min-game 1
done

# makebook refuses contradictory options and leaves no file on a bad input.
not_ok "$ACOLYTE" makebook "$SCRATCH/g.pgn" "$SCRATCH/x.bin" --only-white --only-black
not_ok "$ACOLYTE" makebook "$SCRATCH/missing.pgn" "$SCRATCH/x.bin"
ok_eq "$(ls "$SCRATCH" | grep -c 'x\.bin')" 0 "no book and no temporary file left behind"
finish
