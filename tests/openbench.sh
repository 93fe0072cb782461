#!/bin/bash
# tests/openbench.sh -- Acolyte as the OpenBench testing framework's client
# runs it, command for command, its output read with the client's patterns:
#   - the build: `make -j EXE=NAME CC=gcc` in build-aux/openbench/ of a clean
#     copy of the tree; the client then keeps NAME alone (the tree is gone);
#   - `./NAME bench`, twice: the last line with a node count and the last
#     with a speed, both numbers, the node counts equal (the OpenBench
#     build ends its bench with "N nodes X nps": in "time_ms T nps X" the
#     client would read the time T as the speed);
#   - `./NAME "genfens N seed S book B " quit`: N lines "info string
#     genfens FEN", the same for the same seed, from the book when named;
#   - SPSA: `acolyte personality spsa` writes lines OpenBench accepts, for
#     options the binary lists (cutechess sets only listed options).
# The build is one configure and make (a minute or two).
. "$(dirname "$0")/lib.sh"

require_cmd autoreconf autoconf automake make python3
scratch_dir

# A clean tree, as OpenBench downloads it: the files git knows, no build.
src=$SCRATCH/src
mkdir -p "$src"
# (A distribution's tree unpacked inside a checkout, as make distcheck
# does, is no checkout of its own: git knows none of its files.)
top=$(git -C "$srcdir" rev-parse --show-toplevel 2>/dev/null)
if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$srcdir" && pwd -P)" ]; then
    (cd "$srcdir" && git ls-files -z | xargs -0 cp --parents -t "$src")
elif [ ! -e "$srcdir/config.status" ]; then
    cp -R "$srcdir/." "$src" && chmod -R u+w "$src" # a distribution's tree
else
    skip_all "no git to copy a clean tree from a configured source tree"
fi
# The plan after the one reason to skip: a TAP stream has one plan.
plan 18

# The client's build: make -j EXE=NAME (CC=gcc when it picked gcc), in the
# engine's make folder, outside any make of ours.
cc_arg=()
command -v gcc >/dev/null 2>&1 && cc_arg=(CC=gcc)
(cd "$src/build-aux/openbench" && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
    make -j EXE=Acolyte-1234ABCD "${cc_arg[@]}") >"$SCRATCH/build.log" 2>&1
ok_eq "$?" 0 "make -j EXE=NAME ${cc_arg[*]} in build-aux/openbench builds" || sed 's/^/# /' "$SCRATCH/build.log" | tail -20
ok_eq "$([ -x "$src/build-aux/openbench/Acolyte-1234ABCD" ] && echo yes)" yes "the binary is left at NAME"

# The client moves the binary to its Engines folder and drops the tree.
# The user's folders are empty: the binary must need no file at all.
mkdir -p "$SCRATCH/client/Engines" "$SCRATCH/client/Books" "$SCRATCH/home"
mv "$src/build-aux/openbench/Acolyte-1234ABCD" "$SCRATCH/client/Engines/" 2>/dev/null
rm -rf "$src"
export HOME=$SCRATCH/home XDG_DATA_HOME=$SCRATCH/home/data XDG_CONFIG_HOME=$SCRATCH/home/config
unset ACOLYTE_PERSONALITIES ACOLYTE_BOOKS
cd "$SCRATCH/client" || finish

# OpenBench's bench parser: from the last line up, the first match of its
# node pattern and of its speed pattern, after every character that is
# not a letter, digit or space became a space.  Prints "NODES NPS".
parse_bench() {
    python3 -c '
import re, sys
nodes = nps = None
for line in sys.stdin.read().strip().split("\n")[::-1]:
    line = re.sub(r"[^a-zA-Z0-9 ]+", " ", line)
    n = re.search(r"(\d+\s+nodes)|(nodes\s+\d+)|(nodes searched\s+\d+)", line, re.I)
    s = re.search(r"(\d+\s+nps)|(nps\s+\d+)|(nodes second\s+\d+)", line, re.I)
    nodes = nodes or (n and n.group())
    nps = nps or (s and s.group())
num = lambda m: re.search(r"\d+", m).group() if m else "None"
print(num(nodes), num(nps))'
}
out1=$(./Engines/Acolyte-1234ABCD bench 2>&1)
bench1=$(parse_bench <<<"$out1")
bench2=$(./Engines/Acolyte-1234ABCD bench 2>&1 | parse_bench)
ok_match "$bench1" '^[0-9]+ [0-9]+$' "the client reads a node count and a speed from bench"
ok_eq "$bench1" "$(sed -n 's/^bench nodes \([0-9]*\) time_ms [0-9]* nps \([0-9]*\)$/\1 \2/p' <<<"$out1")" \
    "... the bench's node count and speed (not its time)"
ok_eq "${bench2% *}" "${bench1% *}" "the two benches give the same node count"
diag "bench: ${bench1% *} nodes, ${bench1#* } nps"

# The binary alone plays as the tree does: its built-in default
# personality and bench positions give the tree's bench signature.
want=$(grep -m1 '^depth ' "$srcdir/tests/bench.expected")
got=$(./Engines/Acolyte-1234ABCD bench "$(echo "$want" | awk '{print $2}')" 2>&1 | sed -n 's/^bench nodes \([0-9]*\) .*/\1/p')
ok_eq "$got" "$(echo "$want" | awk '{print $4}')" "the lone binary has the bench signature of tests/bench.expected"

# genfens as the client runs it: 'genfens N seed S book B EXTRA' (EXTRA
# empty, so a trailing space), then quit; it keeps the lines starting
# "info string genfens " and turns each FEN's counters into EPD opcodes.
genfens() {
    ./Engines/Acolyte-1234ABCD "genfens $1 seed $2 book $3 " quit 2>&1 | python3 -c '
import sys
for line in sys.stdin:
    if line.startswith("info string genfens "):
        fen = line.split("genfens ")[1].rstrip()
        halfmove, fullmove = fen.split()[4:]
        print(" ".join(fen.split()[:4]) + " hmvc %d; fmvn %d;" % (int(halfmove), int(fullmove)))'
}
a=$(genfens 16 12345 None)
ok_eq "$(printf '%s\n' "$a" | grep -c 'hmvc [0-9]*; fmvn [0-9]*;$')" 16 "genfens 16 gives 16 openings with full FENs"
ok_eq "$(genfens 16 12345 None)" "$a" "the same seed gives the same openings"
b=$(genfens 16 54321 None)
ok_eq "$([ "$b" != "$a" ] && [ -n "$b" ] && echo yes)" yes "another seed gives others"
ok_eq "$(printf '%s\n' "$a" | sort -u | wc -l)" 16 "the openings differ from each other"
legal=0
while read -r fen; do
    fen=${fen% hmvc*}
    "$ACOLYTE" divide 1 "$fen 0 1" >/dev/null 2>&1 && legal=$((legal + 1))
done <<<"$a"
ok_eq "$legal" 16 "every opening is a legal position with a move to play"

# A book: an EPD file with one position, the queens already traded; no
# opening from it has a queen, while from the initial position they do.
echo 'rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 3' >Books/noqueens.epd
c=$(genfens 8 7 Books/noqueens.epd)
ok_eq "$(printf '%s\n' "$c" | grep -c .)" 8 "genfens with an EPD book gives 8 openings"
ok_eq "$(printf '%s\n' "$c" | cut -d' ' -f1 | grep -c '[qQ]')" 0 "each comes from the book (no queen)"
ok_eq "$([ "$(printf '%s\n' "$a" | cut -d' ' -f1 | grep -c '[qQ]')" -gt 0 ] && echo yes)" yes \
    "without the book the queens are there"
# A PGN book: the openings start where its games end (at move 6 or later).
cp "$srcdir/book/gambits.pgn" Books/gambits.pgn
d=$(genfens 8 7 Books/gambits.pgn)
early=$(printf '%s\n' "$d" | awk '{ n = $NF; sub(";", "", n); if (n + 0 < 7) print }' | wc -l)
ok_eq "$(printf '%s\n' "$d" | grep -c .) $early" "8 0" \
    "genfens with a PGN book gives 8 openings after its games' moves"

# SPSA: the parameter list OpenBench takes ("name, int, value, min, max,
# C_end, R_end", checked as its form checks it), for options the binary
# lists as spins with a range that holds [min, max].
spsa=$("$ACOLYTE" personality spsa default material.PAWN_VALUE_MG 'psqt.PAWN_PST[9]' pawns.DOUBLED_EG)
options=$(printf 'uci\nquit\n' | ./Engines/Acolyte-1234ABCD)
bad=$(printf '%s\n' "$spsa" | OPTIONS="$options" python3 -c '
import os, re, sys
opts = {}
for o in os.environ["OPTIONS"].split("\n"):
    m = re.match(r"option name (\S+) type spin default (-?\d+) min (-?\d+) max (-?\d+)$", o)
    if m: opts[m.group(1)] = [int(x) for x in m.groups()[1:]]
for line in sys.stdin.read().splitlines():
    name, kind, value, lo, hi, c, r = line.split(",")
    ok = kind.strip() == "int" and float(lo) <= float(value) <= float(hi) and float(c) >= 0.5 and float(r) > 0
    ok = ok and name in opts and opts[name][1] <= float(lo) and float(hi) <= opts[name][2]
    ok = ok and int(value) == opts[name][0]
    if not ok: print(line)' 2>&1 || echo "(the check failed)")
ok_eq "$(printf '%s\n' "$spsa" | wc -l) [$bad]" "3 []" \
    "personality spsa writes lines OpenBench accepts, for listed options at their values" || diag "$spsa"
ok_match "$(printf '%s\n' "$options" | grep '^option name OwnBook ')" 'default false$' \
    "the OpenBench build plays without its own book"
# cutechess sends "setoption name NAME value V" for option.NAME=V.
after=$(printf 'uci\nsetoption name psqt.PAWN_PST[9] value 31\nsetoption name material.PAWN_VALUE_MG value 95\nuci\nquit\n' |
    ./Engines/Acolyte-1234ABCD | grep -E '^option name (psqt\.PAWN_PST\[9\]|material\.PAWN_VALUE_MG) ' | tail -n 2)
ok_eq "$after" "option name material.PAWN_VALUE_MG type spin default 95 min 0 max 2000
option name psqt.PAWN_PST[9] type spin default 31 min -200 max 200" "SPSA's setoption lines set the values"
finish
