#!/bin/bash
# search_cli.sh -- the search subcommands from the command line: output
# formats scripts rely on, exit statuses and error messages.
. "$(dirname "$0")/lib.sh"
plan 14
scratch_dir

out=$("$ACOLYTE" search "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1" --depth 4 2>/dev/null)
ok_eq "$(echo "$out" | tail -n 1)" "bestmove g1g7 score 31999 depth 4 nodes $(echo "$out" | tail -n 1 | awk '{print $NF}')" \
    "search: mate in one, last line"
ok_match "$(echo "$out" | head -n 1)" '^info depth 1 seldepth [0-9]+ multipv 1 score mate 1 ' "search: info lines"
last=$("$ACOLYTE" search startpos --nodes 5000 | tail -n 1)
ok_match "$last" '^bestmove [a-h][1-8][a-h][1-8] score -?[0-9]+ depth [0-9]+ nodes 5000$' "search --nodes 5000 is exact"
last=$("$ACOLYTE" search rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 --time 200 | tail -n 1)
ok_match "$last" '^bestmove [a-h][1-8][a-h][1-8] score -?[0-9]+ depth [0-9]+ nodes [0-9]+$' "search --time 200, FEN in words"

"$ACOLYTE" search "8/8/8/8 w - - 0 1" --depth 3 >/dev/null 2>"$SCRATCH/err"
ok_eq "$?" 1 "search: bad FEN exits 1"
ok_match "$(cat "$SCRATCH/err")" "bad FEN" "search: bad FEN message"
"$ACOLYTE" search startpos >/dev/null 2>&1
ok_eq "$?" 2 "search: no limit is a usage error"
"$ACOLYTE" search startpos --depth x >/dev/null 2>&1
ok_eq "$?" 2 "search: bad --depth is a usage error"

cat >"$SCRATCH/suite.epd" <<'EPD'
7k/8/5K2/8/8/8/8/6Q1 w - - bm Qg7#; id "mate1";
k7/8/2K5/8/8/8/8/7R w - - bm Kb6 Kc7; id "mate2";
k7/8/1K6/8/8/8/8/2Q5 w - - am Qc7; id "no-stalemate";
EPD
out=$("$ACOLYTE" epd "$SCRATCH/suite.epd" --time 200)
ok_eq "$(echo "$out" | tail -n 1)" "solved 3 of 3" "epd: a small suite solved"
ok_match "$(echo "$out" | head -n 1)" '^mate1 solved Qg7# score 31999 depth [0-9]+$' "epd: one line per position"
echo 'k7/8/2K5/8/8/8/8/7R w - - bm Qh8; id "bad";' >"$SCRATCH/bad.epd"
"$ACOLYTE" epd "$SCRATCH/bad.epd" --time 100 >/dev/null 2>"$SCRATCH/err"
ok_eq "$?" 1 "epd: an illegal bm exits 1"
ok_match "$(cat "$SCRATCH/err")" "bad.epd:1: " "epd: the message names file and line"

"$ACOLYTE" bench 0 >/dev/null 2>&1
ok_eq "$?" 2 "bench: depth 0 is a usage error"
"$ACOLYTE" bench 2 --file "$SCRATCH/missing.epd" >/dev/null 2>&1
ok_eq "$?" 1 "bench: a missing file exits 1"
finish
