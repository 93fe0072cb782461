#!/bin/bash
# label_positions.sh -- tools/label_positions.py relabels a tuner's
# positions by a UCI engine's expected score: with a stand-in engine whose
# every search reports "wdl 600 300 100" (the side to move expects 0.75),
# the exact blended targets for both sides to move; bad lines, an engine
# without WDL and a missing engine are refused with status 1 and no output.
. "$(dirname "$0")/lib.sh"
require_cmd python3
plan 9
scratch_dir
cd "$SCRATCH" || exit 1
label="$top_srcdir/tools/label_positions.py"

# A UCI engine that answers every search with the same WDL; "nowdl" makes
# it report a score without one.
cat >engine.sh <<'ENGINE'
#!/bin/sh
while read -r cmd rest; do
    case $cmd in
    uci) echo "id name stand-in"; echo uciok ;;
    isready) echo readyok ;;
    go) if [ "$1" = nowdl ]; then echo "info depth 1 score cp 50"
        else echo "info depth 1 score cp 50 wdl 600 300 100"; fi
        echo "bestmove 0000" ;;
    quit) exit 0 ;;
    esac
done
ENGINE
chmod +x engine.sh

printf '%s\n' '# self-play positions' \
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 ; 0-1' \
    'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 ; 1-0' \
    'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 ; 0.5' >in.txt
python3 "$label" --engine ./engine.sh --nodes 10 --jobs 2 in.txt out.txt 2>stderr
ok_eq "$?" 0 "three positions labelled with two engine processes"
# Black to move expects 0.75, so White 0.25: 0.25 x 0 + 0.75 x 0.25.
ok_eq "$(sed -n 1p out.txt)" 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 ; 0.1875' \
    "black to move: White's expected score blended with the loss"
ok_eq "$(sed -n 2p out.txt)" 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 ; 0.8125' \
    "white to move: 0.25 x 1 + 0.75 x 0.75, in the input's order"
python3 "$label" --engine ./engine.sh --result-weight 1 in.txt only.txt
ok_eq "$(cut -d';' -f2 only.txt | tr -d ' ' | tr '\n' ' ')" "0.0000 1.0000 0.5000 " \
    "--result-weight 1 keeps the game results"

refused() { # NAME WANT ARGS...: the tool exits 1 with message WANT, no output
    local name=$1 want=$2
    shift 2
    rm -f bad.out
    python3 "$label" "$@" bad.out >/dev/null 2>stderr
    ok_eq "status $?$([ -e bad.out ] && echo ', output written'): $(cat stderr)" \
        "status 1: label_positions: $want" "$name"
}
printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ; 1-0\n8/8/8/8/8/8/8/K6k w - - 0 1 ; 2\n' >badres.txt
refused "a bad result is named with file and line" \
    "badres.txt:2: bad result '2' (expected 1-0, 0-1, 1/2-1/2 or 0..1)" --engine ./engine.sh badres.txt
printf '8/8/8/8/8/8/8/K6k w - - 0 1\n' >nores.txt
refused "a line without a result" "nores.txt:1: expected 'FEN ; RESULT'" --engine ./engine.sh nores.txt
refused "an engine without WDL" "in.txt:2: engine gave no WDL (does it support UCI_ShowWDL?)" \
    --engine "./engine.sh nowdl" in.txt
refused "an engine that cannot start" \
    "cannot start engine './no-such-engine': No such file or directory" --engine ./no-such-engine in.txt
refused "a missing input file" "missing.txt: No such file or directory" --engine ./engine.sh missing.txt
finish
