#!/bin/bash
# uci_suite.sh -- tools/uci_suite.py runs UCI engines over one bm/am suite:
# two stand-in engines with known answers give exact solved/failed lines,
# totals and the positions not all solved (two of one name told apart);
# Acolyte itself (through its UCI) finds a mate in one; a bad suite line, a
# move that is not legal, a FEN Acolyte refuses, an engine that cannot
# start or dies and a missing file are refused with status 1 and a message
# naming the place, a time of 0 with the usage status 2.
. "$(dirname "$0")/lib.sh"
require_cmd python3
plan 13
scratch_dir
cd "$SCRATCH" || exit 1
suite="$top_srcdir/tools/uci_suite.py"

# A UCI engine that plays Qg6 (g3g6) in the first position below and e2e4
# anywhere else; "b" makes it play e2e4 everywhere, "die" exit on "go".
cat >engine.sh <<'ENGINE'
#!/bin/sh
kind=${1:-a}
while read -r cmd rest; do
    case $cmd in
    uci) echo "id name Stand-in $kind"; echo uciok ;;
    isready) echo readyok ;;
    position) fen=$rest ;;
    go) [ "$kind" = die ] && exit 0
        case "$kind:$fen" in
        a:*2rr3k*) echo "bestmove g3g6" ;;
        *) echo "bestmove e2e4" ;;
        esac ;;
    quit) exit 0 ;;
    esac
done
ENGINE
chmod +x engine.sh

cat >suite.epd <<'EPD'
# a comment line
2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4 d4; id "open";
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - am e4; id "avoid";
EPD
python3 "$suite" --engine ./engine.sh --engine "./engine.sh b" --nodes 10 suite.epd >out.txt 2>stderr
ok_eq "$?" 0 "two engines over three positions"
ok_eq "$(sed -n 1,4p out.txt | tr '\n' '|')" \
    "WAC.001 solved g3g6|open solved e2e4|avoid failed e2e4|Stand-in a: solved 2 of 3|" \
    "the first engine: bm and am positions, its total under its id name"
ok_eq "$(sed -n 5,8p out.txt | tr '\n' '|')" \
    "WAC.001 failed e2e4|open solved e2e4|avoid failed e2e4|Stand-in b: solved 1 of 3|" \
    "the second engine"
ok_eq "$(sed -n '9,$p' out.txt | tr '\n' '|')" \
    "WAC.001: solved by Stand-in a|avoid: solved by none|" \
    "the positions not every engine solved, and by whom"

python3 "$suite" --engine ./engine.sh --engine "./engine.sh a" --nodes 10 suite.epd >twice.txt 2>&1
ok_eq "$(grep ': solved [0-9]' twice.txt | tr '\n' '|')" \
    "Stand-in a: solved 2 of 3|Stand-in a (./engine.sh a): solved 2 of 3|" \
    "a second engine of the same name is told apart by its command"

printf '%s\n' '6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id "mate";' >mate.epd
ok_eq "$(python3 "$suite" --engine "$ACOLYTE --uci" --nodes 20000 --acolyte "$ACOLYTE" mate.epd 2>&1 |
    tr '\n' '|' | sed 's/|Acolyte [^:]*:/|Acolyte:/')" "mate solved a1a8|Acolyte: solved 1 of 1|" \
    "Acolyte through its own UCI finds the mate in one"

refused() { # NAME WANT ARGS...: the tool exits 1 with message WANT
    local name=$1 want=$2
    shift 2
    python3 "$suite" "$@" >/dev/null 2>stderr
    ok_eq "status $?: $(cat stderr)" "status 1: uci_suite: $want" "$name"
}
printf '%s\n' '6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#;' '6k1/5ppp/8/8/8/8/8/R5K1 w - - id "x";' >noop.epd
refused "a line with no bm or am, named by file and line" \
    "noop.epd:2: no bm or am operation to check against" --engine ./engine.sh --nodes 10 noop.epd
printf '%s\n' '6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Qa8#;' >illegal.epd
refused "a move that is not legal there" "illegal.epd:1: bm move 'Qa8#' is not legal here" \
    --engine ./engine.sh --nodes 10 illegal.epd
printf '%s\n' '8/8/8/8/8/8/8/8 w - - bm e4;' >noking.epd
refused "a FEN Acolyte refuses, in Acolyte's words" \
    "noking.epd:1: acolyte divide: bad FEN: White has no king" --engine ./engine.sh --nodes 10 noking.epd
refused "an engine that cannot start" "cannot start engine './no-such-engine': No such file or directory" \
    --engine ./no-such-engine --nodes 10 suite.epd
refused "an engine that dies during a search" \
    "WAC.001: engine './engine.sh die' exited while we waited for 'bestmove'" \
    --engine "./engine.sh die" --nodes 10 suite.epd
python3 "$suite" --engine ./engine.sh --time 0 suite.epd >/dev/null 2>stderr
ok_eq "status $?: $(tail -n 1 stderr)" "status 2: uci_suite.py: error: --time, --nodes and --hash must be positive" \
    "a time of 0 is a usage error"
refused "a missing suite file" "missing.epd: No such file or directory" --engine ./engine.sh --nodes 10 missing.epd
finish
