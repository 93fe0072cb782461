#!/bin/bash
# selfplay.sh -- acolyte selfplay: the same seed and settings give the same
# bytes (also with two threads), another seed other games; every line is
# "FEN ; RESULT"; the count it reports is the count it wrote; and the file
# is what acolyte tune reads (one progress line per epoch when piped; the
# same result on two threads).  With --opponent it is a match: each opening
# from both sides, so a personality against itself scores exactly half,
# and one that values its queen at nothing loses to the default.
. "$(dirname "$0")/lib.sh"
plan 22
scratch_dir
cd "$SCRATCH" || exit 1

sp() { "$ACOLYTE" selfplay --games 3 --nodes 1500 "$@"; }

out1=$(sp --seed 5 --out one.txt)
ok_match "$out1" '^selfplay games 3 positions [0-9]+ time_ms [0-9]+ positions_per_second [0-9]+$' "selfplay reports its figures"
sp --seed 5 --out again.txt >/dev/null
ok cmp one.txt again.txt
sp --seed 5 --threads 2 --out two.txt >/dev/null
ok cmp one.txt two.txt
sp --seed 6 --out other.txt >/dev/null
not_ok cmp -s one.txt other.txt

n=$(wc -l <one.txt)
ok_eq "$(sed -n 's/.* positions \([0-9]*\) .*/\1/p' <<<"$out1")" "$n" "the reported count is the lines written ($n)"
bad=$(grep -cvE '^[1-8pnbrqkPNBRQK/]+ [wb] [-KQkq]+ [-a-h1-8]+ [0-9]+ [0-9]+ ; (1-0|0-1|1/2-1/2)$' one.txt)
ok_eq "$bad" 0 "every line is 'FEN ; RESULT'"

tune_out=$("$ACOLYTE" tune one.txt --epochs 3 --out t.ini)
ok_eq "$(grep -c '^epoch [0-9]* loss ' <<<"$tune_out")" 3 "acolyte tune reads it: one line per epoch when piped"
ok_match "$(sed -n 's/^inherit *= *//p' t.ini)" '^default$' "the tuned .ini inherits the start"
ok "$ACOLYTE" personality check t.ini
mkdir two sub
"$ACOLYTE" tune one.txt --epochs 3 --threads 2 --out two/t.ini >/dev/null
ok cmp t.ini two/t.ini
# A starting personality given as a path is inherited by its absolute path,
# so the result loads from any folder.
cp "$top_srcdir/personalities/default.ini" mine.ini
"$ACOLYTE" tune one.txt --epochs 3 --personality mine.ini --out sub/t.ini >/dev/null
ok_eq "$(sed -n 's/^inherit *= *//p' sub/t.ini)" "$PWD/mine.ini" "a path parent is written absolute"

# Openings: EPD lines with operations; a bad line is named.
printf '%s\n' 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; id "x";' >o.epd
"$ACOLYTE" selfplay --games 1 --depth 1 --random-plies 0 --openings o.epd --out o.txt >/dev/null
ok_match "$(head -n 1 o.txt)" '^rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 ; ' "an EPD opening is the first position"
printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\njunk\n' >j.epd
"$ACOLYTE" selfplay --games 1 --depth 1 --openings j.epd --out j.txt 2>stderr >/dev/null
ok_eq "status $?" "status 1" "a bad opening file: status 1"
ok_eq "$(cat stderr)" "acolyte selfplay: j.epd:2: FEN has 1 field; need at least placement, side, castling, en passant" \
    "a bad opening file: the message names file and line"

# Matches at a fixed node count.
m=$("$ACOLYTE" selfplay --games 4 --nodes 1500 --seed 3 --opponent default)
ok_match "$(tail -n 1 <<<"$m")" '^selfplay match default vs default games 4 \+([0-9]) -\1 =[0-9] score 50\.0% elo \+0 ' \
    "the same personality on both sides of each opening scores exactly half"
ok_eq "$(tail -n 1 <<<"$("$ACOLYTE" selfplay --games 4 --nodes 1500 --seed 3 --opponent default --threads 2)")" \
    "$(tail -n 1 <<<"$m")" "a match is the same on two threads"
printf '[info]\ninherit = default\n[material]\nQUEEN_VALUE_MG = 0\nQUEEN_VALUE_EG = 0\n' >noqueen.ini
m=$("$ACOLYTE" selfplay --games 6 --nodes 1500 --seed 3 --personality default --opponent noqueen.ini --out m.txt \
    --pgn m.pgn)
ok_match "$(tail -n 1 <<<"$m")" '^selfplay match default vs noqueen.ini games 6 \+(6 -0|5 -[01]) ' \
    "default beats a personality that gives its queen away"
ok test -s m.txt
# --pgn: the match's games, colours alternating, read back by acolyte style
# with the match's score.
ok_eq "$(grep '^\[White ' m.pgn | tr -d '\n')" "$(for i in 1 2 3; do printf '[White "default"][White "noqueen.ini"]'; done)" \
    "--pgn: six games, default White in the odd rounds"
points=$(sed -n 's/.* +\([0-9]*\) -[0-9]* =\([0-9]*\) .*/\1 \2/p' <<<"$m" | awk '{ printf "%.2f", ($1 + $2 / 2) / 6 }')
ok_eq "$("$ACOLYTE" style m.pgn --player default | awk '$1 == "score" { print $2 }')" "$points" \
    "acolyte style reads the games with the match's score ($points)"
"$ACOLYTE" selfplay --games 2 --nodes 100 --opponent nosuch 2>stderr >/dev/null
ok_eq "status $?" "status 1" "an unknown opponent: status 1"
ok_match "$(cat stderr)" "^acolyte selfplay: cannot load personality 'nosuch'" "an unknown opponent is named"
finish
