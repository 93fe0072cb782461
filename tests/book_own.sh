#!/bin/bash
# book_own.sh -- the books Acolyte ships: every line of book/*.pgn is legal,
# the main lines are at least 300 lines of 8-14 plies, the built books are
# valid Polyglot books that the engine reads, and the moves it lists from
# them are the ones the lines play.
. "$(dirname "$0")/lib.sh"
scratch_dir

for spec in mainlines:acolyte:300 gambits:clericus:40 closed:positional:40; do
    IFS=: read -r pgn bin min <<EOF2
$spec
EOF2
    out=$("$ACOLYTE" makebook "$top_srcdir/book/$pgn.pgn" "$SCRATCH/$bin.bin" --min-games 1 --max-ply 14 2>&1)
    games=$(echo "$out" | sed -n 's/^makebook: \([0-9]*\) games (0 skipped).*/\1/p')
    ok_match "$out" '^makebook: [0-9]+ games \(0 skipped\)' "book/$pgn.pgn: every line legal"
    ok "test" "${games:-0}" -ge "$min"
    diag "book/$pgn.pgn: $games lines, $(($(stat -c %s "$SCRATCH/$bin.bin") / 16)) entries"
    # Plies per line, from the movetext: numbers and the result are not moves.
    plies=$(awk '/^\[/ || /^;/ { next } { for (i = 1; i <= NF; i++) if ($i !~ /^[0-9]+\.$/ && $i != "1/2-1/2") n++ }
                 /1\/2-1\/2$/ { print n; n = 0 }' "$top_srcdir/book/$pgn.pgn" | sort -n | uniq | tr '\n' ' ')
    ok_match "$plies" '^(8 |9 |1[0-4] )+$' "book/$pgn.pgn: lines of 8-14 plies ($plies)"
    # The book built by `make` is the same book.
    if [ -r "$top_builddir/book/$bin.bin" ]; then
        ok cmp "$top_builddir/book/$bin.bin" "$SCRATCH/$bin.bin"
    else
        skip "book/$bin.bin not built"
    fi
done

# The main-line book from the start position: the four big first moves lead.
first=$("$ACOLYTE" book "$SCRATCH/acolyte.bin" | head -n 4 | cut -d' ' -f1 | sort | tr '\n' ' ')
ok_eq "$first" "c2c4 d2d4 e2e4 g1f3 " "main lines open with e4, d4, c4 and Nf3"
# After 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 castling is a book move (stored e1h1).
ok_match "$("$ACOLYTE" book --raw "$SCRATCH/acolyte.bin" startpos moves e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6)" \
    ' e1h1 [0-9]+ 0$' "castling stored king-takes-rook"
ok_match "$("$ACOLYTE" book "$SCRATCH/acolyte.bin" startpos moves e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6)" \
    '^e1g1 [0-9]+ [0-9.]+%' "and listed as e1g1"
# The gambit book answers 1.e4 e5 with the King's Gambit among others.
ok_match "$("$ACOLYTE" book --san "$SCRATCH/clericus.bin" startpos moves e4 e5)" '^f4 ' \
    "clericus book: 2.f4 after 1.e4 e5"

# A damaged book is refused with a message and exit status 1.
head -c 100 "$SCRATCH/acolyte.bin" > "$SCRATCH/cut.bin"
msg=$("$ACOLYTE" book "$SCRATCH/cut.bin" 2>&1)
ok_eq "$?:$msg" "1:acolyte book: $SCRATCH/cut.bin: size 100 bytes is not a multiple of 16: truncated or not a Polyglot book" \
    "truncated book refused"
finish
