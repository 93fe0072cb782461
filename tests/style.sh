#!/bin/bash
# style.sh -- acolyte style on hand-made games whose figures are known:
# exactly one sacrifice (Legal's mate) counts one, the same pawn given up
# counts in a drawn game and not in a lost one, a recapture grabs nothing,
# castling short and long, a queen trade on move 8 and none, a draw,
# pawn storms on both wings, doubled pawns given and accepted, checks;
# the intervals of two games; the SVG chart; bad PGN (file:line, status 1,
# the good games still counted) and usage errors.
. "$(dirname "$0")/lib.sh"
plan 31
scratch_dir
cd "$SCRATCH" || exit 1
games=$top_srcdir/tests/style

# line FILE PLAYER ID: the value of that figure for that player.
line() { "$ACOLYTE" style "$1" --player "$2" | awk -v id="$3" '$1 == id { print $2 }'; }

# Legal's mate: White gives the queen for a pawn (5.Nxe5 Bxd1) and mates.
ok_eq "$(line "$games/legal_mate.pgn" sacrificer sacrifices)" 1.00 "Legal's mate: White's queen counts one sacrifice"
ok_eq "$(line "$games/legal_mate.pgn" victim sacrifices)" 0.00 "... Black sacrificed nothing"
ok_eq "$(line "$games/legal_mate.pgn" victim material_grabbed)" 7.50 "... Black grabbed the queen less the pawn (SEE's 950 - 100 - 100)"
ok_eq "$(line "$games/legal_mate.pgn" sacrificer material_grabbed)" 0.00 "... White grabbed nothing (6.Bxf7+ wins back a pawn, not material)"
ok_eq "$(line "$games/legal_mate.pgn" sacrificer checks)" 2.00 "... White gave two checks (Bxf7+, Nd5#)"
ok_eq "$(line "$games/legal_mate.pgn" sacrificer queens_off_by_25)" 0.00% "... a queen lost is no queen trade"
ok_eq "$(line "$games/legal_mate.pgn" victim score)" 0.00 "... and Black lost"
ka_w=$(line "$games/legal_mate.pgn" sacrificer king_attack)
ka_b=$(line "$games/legal_mate.pgn" victim king_attack)
ok_eq "$(awk -v w="$ka_w" -v b="$ka_b" 'BEGIN { print (w > 5 * b) ? "more" : "not more" }')" more \
    "... White's king attack ($ka_w) dwarfs Black's ($ka_b)"
ok_eq "$(line "$games/legal_mate.pgn" victim king_safety_conceded)" "$ka_w" "... and is what Black conceded"

# The Scandinavian pawn: a sacrifice while the game is drawn, none when lost.
ok_eq "$(line "$games/scandinavian_drawn.pgn" gambiteer sacrifices)" 1.00 "1...d5 2.exd5 unanswered in a draw: one sacrifice"
ok_eq "$(line "$games/scandinavian_lost.pgn" gambiteer sacrifices)" 0.00 "... the same moves in a lost game: none"
ok_eq "$(line "$games/scandinavian_lost.pgn" grabber material_grabbed)" 1.00 "... White grabbed one pawn"

# Offers: 1...e5 hangs a pawn; taken once of once, declined once of once;
# taking back on d4 (3.exd4) is a recapture, no chance; no chance, no value.
ok_eq "$(line "$games/englund_accepted.pgn" taker offers_taken)" 1.00 "2.dxe5: the one pawn on offer taken"
ok_eq "$(line "$games/englund_declined.pgn" decliner offers_taken)" 0.00 \
    "2.e3: the pawn declined, and 3.exd4 is a recapture, not a chance"
ok_eq "$(line "$games/englund_declined.pgn" offerer offers_taken)" - "... Black had no chance to take: no value"

# A queen trade on move 8, O-O against O-O-O, a draw.
ok_eq "$(line "$games/queens_off_draw.pgn" short queens_off_by_25)" 100.00% "queens traded on move 8"
ok_eq "$(line "$games/queens_off_draw.pgn" short castled_short)/$(line "$games/queens_off_draw.pgn" short castled_long)" \
    "100.00%/0.00%" "White castled short, not long"
ok_eq "$(line "$games/queens_off_draw.pgn" long castled_long)/$(line "$games/queens_off_draw.pgn" long not_castled)" \
    "100.00%/0.00%" "Black castled long"
ok_eq "$(line "$games/queens_off_draw.pgn" long draws)/$(line "$games/queens_off_draw.pgn" long length)" "100.00%/10.00" \
    "a draw of ten moves"
ok_eq "$(line "$games/queens_off_draw.pgn" short material_grabbed)/$(line "$games/queens_off_draw.pgn" long sacrifices)" \
    "0.00/0.00" "recaptures grab nothing and sacrifice nothing"

# Storms: g4, h4, g5, h5 at the king on g8; c5 and b5 at the king on c1.
ok_eq "$(line "$games/storm.pgn" stormer pawn_storms)/$(line "$games/storm.pgn" counter pawn_storms)" "4.00/2.00" \
    "pawn storms: four pushes at the king on g8, two at the king on c1 (f3 and a6 are none)"
ok_eq "$(line "$games/storm.pgn" stormer draws)/$(line "$games/storm.pgn" stormer score)" "-/-" \
    "an unfinished game (*) has no draw or score"

# 4.Bxc6 dxc6: Black's c-pawns doubled in 3 of the game's 11 positions.
ok_eq "$(line "$games/exchange_ruy.pgn" damager damage_given)/$(line "$games/exchange_ruy.pgn" damager damage_accepted)" \
    "0.27/0.00" "Bxc6 dxc6: doubled pawns given (3 of 11 positions), none accepted"
ok_eq "$(line "$games/exchange_ruy.pgn" damaged damage_accepted)" 0.27 "... and accepted by Black"

# Two games: the intervals.
both=$("$ACOLYTE" style "$games/scandinavian_drawn.pgn" "$games/scandinavian_lost.pgn" --player gambiteer)
ok_eq "$(printf '%s\n' "$both" | awk '$1 == "sacrifices" || $1 == "draws" { print $1, $2, $3, $4 }')" \
"sacrifices 0.50 [-0.48, 1.48]
draws 50.00% [9.45%, 90.55%]" "two games: mean +- 1.96 sd / sqrt(n), and a share's Wilson interval"

# The chart: an SVG with a panel per figure and the players' names.
"$ACOLYTE" style "$games"/*.pgn --player sacrificer --player victim --svg chart.svg >/dev/null
ok_eq "$(head -n 2 chart.svg | tail -n 1 | grep -c '^<svg xmlns="http://www.w3.org/2000/svg"')/$(grep -c '>Sacrifices<' chart.svg)/$(grep -c '>sacrificer<' chart.svg)/$(tail -n 1 chart.svg)" \
    "1/1/17/</svg>" "--svg: the chart, one panel per figure with each player in it"

# Bad PGN: file:line, status 1, the good games before and after still read.
cat "$games/legal_mate.pgn" >bad.pgn
printf '\n[White "x"]\n[Black "y"]\n\n1. e4 e5 2. Ke3 *\n\n' >>bad.pgn
cat "$games/storm.pgn" >>bad.pgn
out=$("$ACOLYTE" style bad.pgn 2>err.txt); rc=$?
ok_eq "$rc: $(cat err.txt)" "1: acolyte style: bad.pgn:11: game 2: move 2. 'Ke3': illegal" \
    "an illegal move: file, line, game and move; status 1"
ok_eq "$(printf '%s\n' "$out" | head -n 1)" "style games 2 players 4 (95% intervals; evaluation rows by default's weights)" \
    "... the two good games are reported"
printf '\x00\x01[[[ 1. Qxz9 {unclosed' >binary.pgn
"$ACOLYTE" style binary.pgn missing.pgn >/dev/null 2>err.txt; rc=$?
ok_eq "$rc/$(grep -c '^acolyte style: binary.pgn:1: game [12]: ' err.txt)/$(grep -c "^acolyte style: cannot open 'missing.pgn'" err.txt)" "1/2/1" \
    "garbage and a missing file: messages with the place, status 1"
"$ACOLYTE" style "$games/storm.pgn" --player nobody >/dev/null 2>err.txt; rc=$?
ok_eq "$rc: $(cat err.txt)" "1: acolyte style: no game of player 'nobody'" "--player with no game: status 1"
"$ACOLYTE" style "$games/storm.pgn" --colour white >/dev/null 2>err.txt; rc=$?
ok_eq "$rc: $(head -n 1 err.txt)" "2: acolyte style: unknown option '--colour'" "an unknown option is a usage error"
finish
