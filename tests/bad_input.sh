#!/bin/bash
# tests/bad_input.sh -- the README's "Bad input" table, row by row: for each
# kind of bad input (FEN, move, protocol line, ini file, book file, PGN,
# command-line option, unwritable path) Acolyte answers with the exact
# message the table shows, does not crash, and keeps the previous state
# (shown by what it does next).  Every front end that reads the input is
# tried: the command line, the console, xboard and UCI.
. "$(dirname "$0")/lib.sh"
require_cmd timeout
scratch_dir
cd "$SCRATCH" || exit 1

# Files the rows use.
printf '[mobility]\nMOB_ZERO = 900\n' >bad.ini
printf 'abc' >bad.bin
printf '[Event "x"]\n\n1. e4 e5 2. Ke3 *\n' >bad.pgn
: >file # a plain file where a directory is expected: ENOTDIR even for root

NOKING='8/8/8/8/8/8/8/8 w - - 0 1'

# run_xboard INPUT: the xboard front end's answers, without the feature list.
run_xboard() {
    printf '%b' "$1" | timeout 30 "$ACOLYTE" --xboard --book none 2>&1 | grep -v '^feature '
}
run_uci() {
    printf '%b' "$1" | timeout 30 "$ACOLYTE" --uci --book none 2>&1 |
        grep -v -E '^(option|id|info depth|info nodes|info score|info currmove|info hashfull) '
}
# run_console INPUT: stdout and stderr of the console on piped input.
run_console() {
    printf '%b' "$1" | timeout 30 "$ACOLYTE" --console --book none 2>&1
}
# err_of CMD...: what CMD wrote on stderr, then "rc=N".
err_of() {
    "$@" 2>&1 >/dev/null
    echo "rc=$?"
}

# ------------------------------------------------------------ FEN
ok_eq "$(err_of "$ACOLYTE" perft 1 "$NOKING")" \
    "acolyte perft: bad FEN: White has no king
rc=1" "FEN: perft with a bad FEN exits 1 and says why"
ok_eq "$(run_console "moves e4 e5\nfen $NOKING\nfen\n")" \
    "error: bad FEN: White has no king
rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" \
    "FEN: console keeps its position after a bad FEN"
out=$(run_uci "uci\nposition startpos moves e2e4\nposition fen $NOKING\ngo depth 1\n")
ok_match "$out" "info string position fen: bad FEN '$NOKING': White has no king; position unchanged" \
    "FEN: UCI says the position is unchanged"
ok_match "$(printf '%s\n' "$out" | grep '^bestmove')" '^bestmove [a-h][78][a-h][56]' \
    "FEN: UCI then searches the old position (a Black move after 1.e4)"
ok_eq "$(run_xboard "xboard\nprotover 2\nforce\nsetboard $NOKING\nusermove e2e4\nping 1\n")" \
    "tellusererror Illegal position: White has no king
Illegal move (no position): e2e4
pong 1" "FEN: xboard refuses moves after an illegal setboard (protocol section 8)"

# ------------------------------------------------------------ move
ok_eq "$(run_console "moves e4 e5\nmoves Ke3\nmoves zz\nfen\n")" \
    "error: illegal move 'Ke3' in this position
error: not a move 'zz' in this position
rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" "move: console keeps the game"
ok_eq "$(run_xboard "xboard\nprotover 2\nforce\nusermove e2e4\nusermove e2e5\nusermove e7e5\nusermove g1f3\nping 1\n")" \
    "Illegal move (no piece on e2): e2e5
pong 1" "move: xboard refuses an illegal move and the game goes on"
ok_match "$(run_uci "uci\nposition startpos moves e2e4 e7e6 zz\n")" \
    "info string position: move 3 'zz' is not a move; position unchanged" "move: UCI keeps the position"

# A game longer than the history holds (2048 moves): refused, not overrun.
shuffle=$(for i in $(seq 600); do printf 'g1f3 g8f6 f3g1 f6g8 '; done)
ok_match "$(run_uci "uci\nposition startpos moves $shuffle\nisready\n")" \
    "info string position: more than 2048 moves; position unchanged" "move: UCI refuses a game beyond the history"
ok_eq "$(run_console "moves e4\nmoves $shuffle\nfen\n")" "error: the game would exceed 2048 moves
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" "move: console refuses it and keeps the game"
ok_match "$(run_xboard "xboard\nprotover 2\nforce\n$(printf 'usermove %s\\n' $shuffle)ping 1\n" | sort | uniq -c)" \
    "Illegal move \\(no room left in the game history\\): g1f3" "move: xboard refuses moves beyond the history"

# ------------------------------------------------------------ protocol line
long=$(head -c 20000 /dev/zero | tr '\0' a)
out=$(run_xboard "xboard\nprotover 2\nfoo bar\n$long\nfoo\\0bar\nusermove e2e4\\001\nping 3\n")
ok_eq "$out" "Error (unknown command): foo
Error (line too long): $(printf 'a%.0s' $(seq 77))...
Error (NUL byte in command): foo?bar
Illegal move (not a legal move): e2e4?
pong 3" "protocol: xboard answers unknown, over-long, NUL and control-byte lines and carries on"
ok_match "$(run_uci "uci\nfoo\nisready\n")" "info string unknown command 'foo'" "protocol: UCI names an unknown command"
ok_match "$(run_uci "uci\nfoo\nisready\n" | tail -n 1)" '^readyok$' "protocol: UCI carries on after it"
ok_eq "$(run_console "bogus\nhash 0\n")" "error: unknown command 'bogus' (type 'help' for the list)
error: usage: hash MB (a size from 1 to 65536)" "protocol: console names an unknown command and a bad argument"

# ------------------------------------------------------------ ini file
ok_eq "$(err_of "$ACOLYTE" personality check bad.ini)" \
    "bad.ini:2: [mobility] MOB_ZERO = 900: value 900 out of range -200..0
rc=1" "ini: personality check names file, line, key, value and range"
ok_eq "$(run_console "personality load $SCRATCH/bad.ini\npersonality show\n" | head -n 2)" \
    "error: cannot load personality '$SCRATCH/bad.ini': $SCRATCH/bad.ini:2: [mobility] MOB_ZERO = 900: value 900 out of range -200..0
$(run_console "personality show\n" | head -n 1)" "ini: console keeps the old personality"
ok_eq "$(run_xboard "xboard\nprotover 2\noption Personality File=$SCRATCH/bad.ini\nping 1\n")" \
    "tellusererror Personality unchanged: bad.ini, line 2: MOB_ZERO = 900: value 900 out of range -200..0
pong 1" "ini: xboard tells the user (file, line, key, value, range) in one dialog line and keeps going"
ok_match "$(run_uci "uci\nsetoption name Personality value $SCRATCH/bad.ini\n")" \
    "info string Personality: cannot load '$SCRATCH/bad.ini'; the personality stays default" \
    "ini: UCI keeps the old personality"

# ------------------------------------------------------------ book file
ok_eq "$(err_of "$ACOLYTE" book bad.bin)" \
    "acolyte book: bad.bin: size 3 bytes is not a multiple of 16: truncated or not a Polyglot book
rc=1" "book: acolyte book refuses a truncated book"
ok_eq "$(printf 'xboard\nprotover 2\nping 1\n' | timeout 30 "$ACOLYTE" --xboard --book bad.bin 2>&1 | grep -v '^feature ')" \
    "tellusererror Book not used: bad.bin: size 3 bytes is not a multiple of 16: truncated or not a Polyglot book
pong 1" "book: xboard plays on without the book"

# ------------------------------------------------------------ PGN
ok_eq "$(run_console "moves d4\npgn load $SCRATCH/bad.pgn\nfen\n")" \
    "error: $SCRATCH/bad.pgn:3: game 1: move 2. 'Ke3': illegal
rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1" "PGN: console keeps its game after a bad PGN"
ok_eq "$(err_of "$ACOLYTE" makebook bad.pgn out.bin)" \
    "acolyte makebook: bad.pgn:3: game 1: move 2. 'Ke3': illegal (game skipped)
rc=0" "PGN: makebook skips a bad game and names it"

# ------------------------------------------------------------ command-line option
ok_eq "$(err_of "$ACOLYTE" --hash 0)" "acolyte: --hash wants a size in MB from 1 to 65536, not '0'
rc=2" "option: --hash 0 is a usage error"
ok_eq "$(err_of "$ACOLYTE" --threads)" "acolyte: option '--threads' needs a value
rc=2" "option: a missing value is a usage error"
ok_eq "$(err_of "$ACOLYTE" --bogus)" "acolyte: unknown option '--bogus'
Try 'acolyte --help'.
rc=2" "option: an unknown option is a usage error"

# ------------------------------------------------------------ unwritable paths
ok_eq "$(run_console "pgn save $SCRATCH/file/x.pgn\nmoves e4\nfen\n")" \
    "error: $SCRATCH/file/x.pgn: cannot write here: Not a directory
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" "path: console cannot save PGN there and goes on"
ok_eq "$(run_console "personality save $SCRATCH/file/x.ini\n")" \
    "error: $SCRATCH/file/x.ini: cannot write here: Not a directory" "path: console cannot save a personality there"
# The dialog shortens the scratch folder to ".../" only when the line would
# pass 100 characters, which depends on how long $TMPDIR is.
got=$(run_xboard "xboard\nprotover 2\noption Save Personality To=$SCRATCH/file/x.ini\noption Save Personality\nping 1\n")
ok_match "$got" "^tellusererror Cannot save personality x: (\.\.\.|$SCRATCH)/file/x\.ini: cannot write here: Not a directory
pong 1\$" "path: xboard cannot save a personality there and goes on (a dialog under 100 characters)"
# The history file is kept only at a terminal: script(1) gives the console one.
if command -v script >/dev/null 2>&1; then
    out=$( (printf 'fen %s\nquit\n' "$NOKING"; sleep 1) | XDG_STATE_HOME=$SCRATCH/file \
        timeout 30 script -qec "'$ACOLYTE' --console --book none" /dev/null 2>&1 | tr -d '\r')
    ok_match "$out" "acolyte: history will not be saved: $SCRATCH/file/acolyte/history: Not a directory" \
        "path: console warns once that history is not saved"
    ok_match "$out" "bad FEN: White has no king" "path: ... and still reads commands"
else
    skip "script (util-linux) is not installed"
    skip "script (util-linux) is not installed"
fi

finish
