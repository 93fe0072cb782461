#!/usr/bin/env python3
"""uci_suite.py -- run UCI engines over a bm/am test suite in one run, on
the same terms, and compare what they solve.

    tools/uci_suite.py --engine CMD [--engine CMD ...] (--time MS | --nodes N)
                       [--hash MB] [--acolyte PATH] FILE.epd

Each engine in turn gets every position of FILE.epd as `ucinewgame`,
`position fen` and `go movetime MS` (or `go nodes N`), one thread and a
hash of MB (default 64, Acolyte's own default).  A position is solved when
the move played is one of its bm moves, or (am only) none of its am moves,
as `acolyte epd` counts it.  The moves of an EPD line are in SAN; Acolyte
(PATH, else $ACOLYTE, else the build beside this tool, else `acolyte` on
the PATH) lists the legal moves they are matched against, so a move a
suite names wrongly is caught before any engine runs.

Output: one line per position and engine ("ID solved MOVE" or "ID failed
MOVE", MOVE in coordinates), a line "NAME: solved S of N" per engine (NAME
from the engine's `id name`), and with several engines the positions that
not all of them solved.

A bad line (no bm or am, a FEN Acolyte refuses, a move that is not legal
there), a missing file or an engine that cannot start or dies stops with
FILE:LINE and what is wrong, exit 1.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

from uci_engine import UciEngine, failure_message


class SuiteError(Exception):
    pass


def find_acolyte(given):
    if given:
        return given
    if os.environ.get("ACOLYTE"):
        return os.environ["ACOLYTE"]
    built = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine", "acolyte")
    if os.access(built, os.X_OK):
        return built
    return shutil.which("acolyte") or "acolyte"


def legal_moves(acolyte, fen, where):
    """The legal moves of FEN in coordinates, from `acolyte divide 1`."""
    try:
        run = subprocess.run([acolyte, "divide", "1", fen], capture_output=True, text=True)
    except OSError as e:
        raise SuiteError(f"cannot run '{acolyte}': {e.strerror}")
    if run.returncode != 0:
        why = run.stderr.strip().splitlines()
        raise SuiteError(f"{where}: {why[-1] if why else 'acolyte refused the position'}")
    return [m.group(1) for m in re.finditer(r"^([a-h][1-8][a-h][1-8][qrbn]?):", run.stdout, re.M)]


def placement(fen):
    """Square name -> piece letter, from the FEN's first field."""
    board = {}
    for r, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                board["abcdefgh"[f] + str(8 - r)] = ch
                f += 1
    return board


SAN = re.compile(r"^([NBRQK])?([a-h])?([1-8])?x?([a-h][1-8])(?:=?([NBRQ]))?$")


def san_matches(san, fen, moves):
    """The legal moves (coordinates) that SAN names: none when it is not
    legal, more than one only for a SAN a suite left ambiguous."""
    san = san.rstrip("+#!?")
    board = placement(fen)
    if san in ("O-O", "0-0", "O-O-O", "0-0-0"):
        to_file = "g" if len(san) == 3 else "c"
        return [m for m in moves
                if board.get(m[:2], "").upper() == "K" and m[0] == "e" and m[2] == to_file]
    parts = SAN.match(san)
    if not parts:
        return []
    piece, from_file, from_rank, to, promo = parts.groups()
    found = []
    for m in moves:
        if (m[2:4] == to and board.get(m[:2], "").upper() == (piece or "P")
                and (not from_file or m[0] == from_file) and (not from_rank or m[1] == from_rank)
                and (promo or "").lower() == m[4:]):
            found.append(m)
    return found


def read_suite(path, acolyte):
    """[(id, fen, bm set, am set)] with every move checked."""
    positions = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            where = f"{path}:{n}"
            fields = line.split(None, 4)
            if len(fields) < 4:
                raise SuiteError(f"{where}: expected an EPD line (four FEN fields, then operations)")
            fen = " ".join(fields[:4]) + " 0 1"
            ops = fields[4] if len(fields) > 4 else ""
            ident = re.search(r'\bid\s+"([^"]*)"', ops)
            moves = legal_moves(acolyte, fen, where)
            sets = {}
            for op in ("bm", "am"):
                sets[op] = set()
                found = re.search(rf"\b{op}\s+([^;]+);", ops)
                for san in found.group(1).split() if found else []:
                    named = san_matches(san, fen, moves)
                    if not named:
                        raise SuiteError(f"{where}: {op} move '{san}' is not legal here")
                    sets[op].update(named)
            if not sets["bm"] and not sets["am"]:
                raise SuiteError(f"{where}: no bm or am operation to check against")
            positions.append((ident.group(1) if ident else f"line {n}", fen, sets["bm"], sets["am"]))
    return positions


def run_engine(command, positions, go, hash_mb):
    """(name, [(solved, move)] in the suite's order) for one engine."""
    engine = UciEngine(command, SuiteError, [("Hash", hash_mb), ("Threads", 1)])
    name = engine.name or command
    results = []
    try:
        for ident, fen, bm, am in positions:
            engine.send("ucinewgame")
            engine.ready()
            engine.send(f"position fen {fen}")
            engine.send(go)
            words = engine.wait_for("bestmove", ident).split()
            move = words[1] if len(words) > 1 else "(none)"
            solved = move in bm if bm else move not in am
            results.append((solved, move))
            print(f"{ident} {'solved' if solved else 'failed'} {move}", flush=True)
    finally:
        engine.close()
    return name, results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", action="append", required=True, help="UCI engine command line")
    limit = ap.add_mutually_exclusive_group(required=True)
    limit.add_argument("--time", type=int, help="milliseconds a position")
    limit.add_argument("--nodes", type=int, help="nodes a position")
    ap.add_argument("--hash", type=int, default=64, help="hash table MB (default 64)")
    ap.add_argument("--acolyte", help="the acolyte binary that lists legal moves")
    ap.add_argument("suite")
    args = ap.parse_args()
    if (args.time if args.time is not None else args.nodes) < 1 or args.hash < 1:
        ap.error("--time, --nodes and --hash must be positive")
    go = f"go movetime {args.time}" if args.time else f"go nodes {args.nodes}"
    try:
        positions = read_suite(args.suite, find_acolyte(args.acolyte))
        table = []
        for command in args.engine:
            name, results = run_engine(command, positions, go, args.hash)
            if any(name == other for other, _ in table):
                name = f"{name} ({command})"  # two builds of one engine
            solved = sum(ok for ok, _ in results)
            print(f"{name}: solved {solved} of {len(positions)}", flush=True)
            table.append((name, results))
    except (SuiteError, OSError) as e:
        print(failure_message("uci_suite", e), file=sys.stderr)
        return 1
    if len(table) > 1:
        for i, (ident, _, _, _) in enumerate(positions):
            by = [name for name, results in table if results[i][0]]
            if len(by) < len(table):
                print(f"{ident}: solved by {', '.join(by) if by else 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
