#!/usr/bin/env python3
"""label_positions.py -- relabel a tuner's positions by a UCI engine's
expected score, optionally blended with the game result.

    tools/label_positions.py --engine CMD [--nodes N] [--result-weight W]
                             [--jobs J] IN OUT

IN is a labelled-position file as `acolyte selfplay` writes it, one
"FEN ; RESULT" a line (RESULT 1-0, 0-1, 1/2-1/2 or White's score 0..1).
For every position the engine searches N nodes (default 5000) with
UCI_ShowWDL on; its last "wdl W D L" (per mille, side to move's view)
gives White's expected score (W + D/2) / 1000, and OUT gets

    FEN ; W x RESULT + (1 - W) x EXPECTED

with W the --result-weight (default 0.25), four decimals.  `acolyte tune`
reads OUT like any labelled file.  A game result says who won a game
played mostly after the position; a strong engine's expected score says
what the position itself is worth, with far less noise, so a fit needs
fewer positions.  J engine processes (default 1) split the lines; OUT
keeps IN's order.

Bad input (a line without " ; ", a bad result) or an engine that dies or
gives no WDL stops with FILE:LINE and what is wrong, exit 1; OUT is then
not written.
"""
import argparse
import sys
from concurrent.futures import ThreadPoolExecutor

from uci_engine import UciEngine, failure_message

RESULTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


class LabelError(Exception):
    pass


def parse_result(text, where):
    if text in RESULTS:
        return RESULTS[text]
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 1.0:
        raise LabelError(f"{where}: bad result '{text}' (expected 1-0, 0-1, 1/2-1/2 or 0..1)")
    return value


class Engine(UciEngine):
    def __init__(self, command):
        super().__init__(command, LabelError,
                         [("UCI_ShowWDL", "true"), ("Threads", "1")])

    def expected_score(self, fen, nodes, where):
        """White's expected score in [0, 1] after a search of nodes."""
        self.send(f"position fen {fen}")
        self.send(f"go nodes {nodes}")
        wdl = None
        for line in self.lines_until("bestmove", where):
            words = line.split()
            if "wdl" in words:
                i = words.index("wdl")
                wdl = [int(x) for x in words[i + 1:i + 4]]
        if wdl is None:
            raise LabelError(f"{where}: engine gave no WDL (does it support UCI_ShowWDL?)")
        mover = (wdl[0] + wdl[1] / 2) / 1000.0
        return mover if fen.split()[1] == "w" else 1.0 - mover


def label_chunk(args, lines):
    engine = Engine(args.engine)
    try:
        out = []
        for where, fen, result in lines:
            expected = engine.expected_score(fen, args.nodes, where)
            target = args.result_weight * result + (1 - args.result_weight) * expected
            out.append(f"{fen} ; {target:.4f}")
        return out
    finally:
        engine.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", required=True, help="UCI engine command line")
    ap.add_argument("--nodes", type=int, default=5000)
    ap.add_argument("--result-weight", type=float, default=0.25)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("input")
    ap.add_argument("output")
    args = ap.parse_args()
    if args.nodes < 1 or args.jobs < 1 or not 0.0 <= args.result_weight <= 1.0:
        ap.error("--nodes and --jobs must be positive, --result-weight in 0..1")
    try:
        lines = []
        with open(args.input) as f:
            for n, line in enumerate(f, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                where = f"{args.input}:{n}"
                fen, sep, result = line.rpartition(" ; ")
                if not sep or len(fen.split()) < 4:
                    raise LabelError(f"{where}: expected 'FEN ; RESULT'")
                lines.append((where, fen, parse_result(result.strip(), where)))
        size = (len(lines) + args.jobs - 1) // args.jobs or 1
        chunks = [lines[i:i + size] for i in range(0, len(lines), size)]
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            parts = list(pool.map(lambda c: label_chunk(args, c), chunks))
        with open(args.output, "w") as f:
            for part in parts:
                f.write("\n".join(part) + ("\n" if part else ""))
    except (LabelError, OSError) as e:
        print(failure_message("label_positions", e), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
