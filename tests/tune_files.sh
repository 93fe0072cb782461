#!/bin/bash
# tune_files.sh -- acolyte tune's input: bad data is refused with the file
# and line and exit status 1 (no output written); PGN games give every
# quiet position (not in check, the move played not a capture), unfinished
# games none.
. "$(dirname "$0")/lib.sh"
plan 17
scratch_dir
cd "$SCRATCH" || exit 1

refused() { # FILE WANT: tune FILE fails with status 1, message WANT, no output
    "$ACOLYTE" tune "$1" --epochs 1 --out out.ini >stdout 2>stderr
    ok_eq "status $?$([ -e out.ini ] && echo ', out.ini written')" "status 1" "$1 is refused with status 1, nothing written"
    ok_eq "$(cat stderr)" "$2" "$1: the message"
    rm -f out.ini
}

printf '%s\n' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ; 1-0' \
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1 ; 0-1' >badfen.txt
printf '\n# a comment\n8/8/8/8/8/8/8/K6k w - - 0 1\n' >nores.txt
printf '8/8/8/8/8/8/8/K6k w - - 0 1 ; 1/2\n' >badres.txt
printf '[Event "x"]\n[Result "1-0"]\n\n1. e4 e5 2. Kxe8 1-0\n' >bad.pgn

refused badfen.txt "acolyte tune: badfen.txt:2: bad FEN: unknown piece letter 'X' on rank 1"
refused nores.txt "acolyte tune: nores.txt:3: no result (expected 'FEN ; RESULT')"
refused badres.txt "acolyte tune: badres.txt:1: bad result '1/2' (expected 1-0, 0-1, 1/2-1/2 or a number 0..1)"
refused bad.pgn "acolyte tune: bad.pgn:4: game 1: move 2. 'Kxe8': illegal"
refused missing.txt "acolyte tune: missing.txt: No such file or directory"

"$ACOLYTE" tune nores.txt --keys material.NO_SUCH_KEY --out out.ini 2>stderr >/dev/null
ok_eq "$(cat stderr)" "acolyte tune: --keys: unknown parameter or evaluation section 'material.NO_SUCH_KEY'" \
    "an unknown key is named"
"$ACOLYTE" tune nores.txt --keys search --out out.ini 2>stderr >/dev/null
ok_eq "$(cat stderr)" "acolyte tune: --keys: unknown parameter or evaluation section 'search'" \
    "the search's section is not the evaluation's: refused"
"$ACOLYTE" tune nores.txt --regularise -1 --out out.ini 2>stderr >/dev/null
ok_eq "$? $(head -1 stderr)" "2 acolyte tune: unknown option or bad value '--regularise -1'" \
    "a negative --regularise is a usage error"

cat >games.pgn <<'PGN'
[Event "a"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 1-0

[Event "b"]
[Result "0-1"]

1. e4 d5 2. exd5 Qxd5 0-1

[Event "c"]
[Result "*"]

1. d4 d5 *
PGN
got=$("$ACOLYTE" tune games.pgn --keys material.BISHOP_PAIR_MG --epochs 2 --out out.ini)
ok_eq "$(head -n 1 <<<"$got")" "positions 8 (left out: 2 not quiet, 1 unfinished games)" "PGN: the quiet positions of the finished games"
ok_eq "$(grep -c '^\[' out.ini)" 1 "a weight no position depends on stays: only [info] in the output"
# A section's name stands for its numbers, and mixes with single keys.
"$ACOLYTE" tune games.pgn --keys material,mobility.MOB_ZERO --epochs 20 --min-positions 1 --out sec.ini >/dev/null
ok_eq "$(grep '^\[' sec.ini | tr '\n' ' ')" "[info] [material] [mobility] " "--keys material,mobility.MOB_ZERO: those alone move"
ok_eq "$(sed -n '/^\[mobility\]/,$p' sec.ini | grep -c '=')" 1 "--keys material,mobility.MOB_ZERO: one mobility key"
finish
