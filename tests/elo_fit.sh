#!/bin/bash
# elo_fit.sh -- tools/elo_fit.py rates players from PGN files: a known
# score gives its exact logistic Elo and interval, three players fit
# together, a "*" tag counts by the movetext's result, --rename tells two
# builds of one name apart, the prior of virtual draws, and bad input
# (a game without a [White] tag, an absent anchor, a player meeting
# itself, players not connected to the anchor, a perfect score without
# a prior, a bad --prior, a missing file) is refused with status 1 and a
# message naming the place.  tests/calibrate.sh --fit-only judges each
# label by the fit.
. "$(dirname "$0")/lib.sh"
require_cmd python3
plan 19
scratch_dir
cd "$SCRATCH" || exit 1
fit="$top_srcdir/tools/elo_fit.py"

# game WHITE BLACK RESULT [TAG_RESULT]: one game in PGN, movetext result
# RESULT, tag TAG_RESULT (default the same).
game() {
    printf '[Event "test"]\n[White "%s"]\n[Black "%s"]\n[Result "%s"]\n\n1. e4 e5 %s\n\n' \
        "$1" "$2" "${4:-$3}" "$3"
}
{
    game "Fairy-Max 5.0b" "A" 0-1
    game "A" "Fairy-Max 5.0b" 1-0
    game "Fairy-Max 5.0b" "A" 0-1 '*'
    game "A" "Fairy-Max 5.0b" 0-1
} >a.pgn

# 3 of 4: 400 log10(3) = 191 above the anchor; the interval is 1.96 / sqrt(n p (1-p)) in
# units of 400 / ln 10: 393.
python3 "$fit" --prior 0 a.pgn >out.txt 2>err.txt
ok_eq "$?" 0 "one pairing, no prior"
ok_eq "$(grep '^A ' out.txt | tr -s ' ')" "A 4 3 1 0 75.0% 2141 (1748..2534)" \
    "3-1 with the third game's tag '*': 191 above the anchor, +/- 393"
ok_eq "$(grep '^Fairy' out.txt | tr -s ' ')" "Fairy-Max 5.0b 4 1 3 0 25.0% 1950 (anchor)" "the anchor keeps 1950"

# A second build of "A" in its own folder, told apart by --rename, scores 1 of 2
# against A: 0 above A.  Each pairing also gets half a virtual draw by default.
mkdir b
{ game "A" "Fairy-Max 5.0b" 1/2-1/2; game "A" "A" 1-0; } >b/b.pgn
python3 "$fit" --anchor "Fairy-Max 5.0b=2000" b/b.pgn >out.txt 2>err.txt
ok_eq "$?:$(cat err.txt)" "1:elo_fit.py: b/b.pgn:8: 'A' plays itself; use --rename to tell the builds apart" \
    "a player meeting itself is refused"
{ game "A" "Fairy-Max 5.0b" 1/2-1/2; game "Fairy-Max 5.0b" "A" 1-0; game "A" "Fairy-Max 5.0b" 1-0; } >b/b.pgn
python3 "$fit" --prior 0 a.pgn --rename "A=new A" b >out.txt 2>err.txt
ok_eq "$?" 0 "two builds of one name, renamed in the second folder"
ok_eq "$(sed 1d out.txt | tr -s ' ' | sort | tr '\n' '|')" \
    "A 4 3 1 0 75.0% 2141 (1748..2534)|Fairy-Max 5.0b 7 2 4 1 35.7% 1950 (anchor)|new A 3 1 1 1 50.0% 1950 (1557..2343)|" \
    "the renamed player has its own games and rating"
python3 "$fit" a.pgn >out.txt 2>err.txt
ok_eq "$(grep '^A ' out.txt | tr -s ' ' | cut -d' ' -f7)" 2116 \
    "half a virtual draw a pairing by default: 3.25 of 4.5, 166 above the anchor"

# Bad input.
printf '[Event "x"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 1-0\n' >bad.pgn
python3 "$fit" bad.pgn >out.txt 2>err.txt
ok_eq "$?:$(cat err.txt)" "1:elo_fit.py: bad.pgn:1: the game has no [White] tag" "a game without White"
python3 "$fit" --anchor "Nobody=1000" a.pgn >out.txt 2>err.txt
ok_eq "$?:$(cat err.txt)" "1:elo_fit.py: the anchor 'Nobody' played no game (names: A, Fairy-Max 5.0b)" \
    "an anchor that did not play"
{ game "A" "Fairy-Max 5.0b" 1-0; } >win.pgn
python3 "$fit" --prior 0 win.pgn >out.txt 2>err.txt
ok_eq "$?:$(cat err.txt)" "1:elo_fit.py: 'A' won or lost every game: no finite rating without --prior" \
    "a perfect score without a prior"
{ game X Y 1-0; game Y X 1/2-1/2; } >apart.pgn
python3 "$fit" a.pgn apart.pgn >out.txt 2>err.txt
ok_eq "$?:$(cat err.txt)" "1:elo_fit.py: some players are not connected to the anchor by games" \
    "players without a path of games to the anchor"
python3 "$fit" --prior x a.pgn >out.txt 2>err.txt
ok_eq "$?:$(cat err.txt)" "1:elo_fit.py: --prior wants a number of draws, not 'x'" "a bad prior"
python3 "$fit" missing.pgn >out.txt 2>err.txt
ok_eq "$?:$(cat err.txt)" "1:elo_fit.py: missing.pgn: no such file or directory" "a missing file"

# tests/calibrate.sh --fit-only rates the games of its folder and judges
# each label by its rating: 3 of 4 against Fairy-Max is 2141 (1748..2534).
mkdir -p cal/elo1800-fairymax cal/elo2100-fairymax
sed 's/"A"/"Acolyte 0.1.0 (elo1800, Elo 1800)"/' a.pgn >cal/elo1800-fairymax/game-1.pgn
sed 's/"A"/"Acolyte 0.1.0 (elo2100, Elo 2100)"/' a.pgn >cal/elo2100-fairymax/game-1.pgn
bash "$top_srcdir/tests/calibrate.sh" --fit-only --out cal 1800 2100 2400 >out.txt 2>err.txt
ok_eq "$?" 0 "calibrate.sh --fit-only"
ok_eq "$(grep '^Elo ' out.txt | tr '\n' '|')" \
    "Elo 1800: 4 games, rated 2116 (95%: 1758..2474), NOT within 100 of its label|Elo 2100: 4 games, rated 2116 (95%: 1758..2474), within 100 of its label|Elo 2400: no games|" \
    "each label judged by its rating (with the default prior)"

# --plan names the pairings it would play, each engine with the one that
# rates it (Sjeng rates Phalanx, Phalanx rates GNU Chess), and plays and
# writes nothing.
bash "$top_srcdir/tests/calibrate.sh" --plan --out plan 2400 >out.txt 2>err.txt
ok_eq "$?:$(cat err.txt)" "0:" "calibrate.sh --plan"
ok_eq "$(tr '\n' '|' <out.txt)" \
    "elo2400-sjeng: acolyte --personality elo2400.ini against sjeng|anchor-sjeng: first-fairymax.sh against sjeng|elo2400-phalanx: acolyte --personality elo2400.ini against phalanx -l- -b-|anchor-phalanx: first-sjeng.sh against phalanx -l- -b-|elo2400-fairymax: acolyte --personality elo2400.ini against fairymax|elo2400-gnuchess: acolyte --personality elo2400.ini against uci gnuchess -u|anchor-gnuchess: first-phalanx.sh against uci gnuchess -u|" \
    "the plan of Elo 2400 and the anchor of each opponent"
ok_eq "$(test -e plan && echo written || echo none)" "none" "a plan writes nothing"
bash "$top_srcdir/tests/calibrate.sh" --plan --fit-only --out plan 2400 >out.txt 2>err.txt
ok_eq "$?:$(sed "s#^.*/calibrate.sh: ##" err.txt):$(cat out.txt)" "2:--fit-only and --plan exclude each other:" \
    "--plan with --fit-only is refused"
finish
