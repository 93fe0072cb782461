#!/usr/bin/env python3
"""expand.py -- turn an opening tree (book/*.tree) into PGN games.

Tree format: one line per node, indented by two spaces per level; a line
holds SAN moves that continue the line of its parent.  Every leaf becomes
one game: the moves on the path from the root.  '#' starts a comment, and a
line "@ Name" names the openings below it until the next "@" line (written
to the Opening tag).  Legality is not checked here: `acolyte makebook`
checks every move when the book is built (and names the game and move).

Lines shorter than MIN_PLIES are an error; longer lines are cut at
MAX_PLIES (the tree may hold more theory than the book uses), and lines that
become equal are written once.

Usage: expand.py TREE OUT.pgn EVENT [MIN_PLIES MAX_PLIES]
"""
import sys


def parse(path):
    leaves, stack, name = [], [], "?"
    prev = None  # (depth, moves, name) of the previous node
    with open(path, encoding="utf-8") as f:
        for lineno, raw in enumerate(f, 1):
            text = raw.split("#", 1)[0].rstrip()
            if not text.strip():
                continue
            if text.lstrip().startswith("@"):
                name = text.lstrip()[1:].strip()
                continue
            indent = len(text) - len(text.lstrip(" "))
            if indent % 2:
                sys.exit(f"{path}:{lineno}: indentation is not a multiple of two")
            depth = indent // 2
            if depth > len(stack):
                sys.exit(f"{path}:{lineno}: indented more than one level")
            # The previous node is a leaf unless this one is its child.
            if prev is not None and depth <= prev[0]:
                leaves.append(prev)
            del stack[depth:]
            path_moves = (stack[-1][1] if stack else []) + text.split()
            node = (depth, path_moves, name, lineno)
            stack.append(node)
            prev = node
    if prev is not None:
        leaves.append(prev)
    return leaves


def movetext(moves):
    words = []
    for i, m in enumerate(moves):
        if i % 2 == 0:
            words.append(f"{i // 2 + 1}.")
        words.append(m)
    lines, cur = [], ""
    for w in words + ["1/2-1/2"]:
        if cur and len(cur) + 1 + len(w) > 79:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    lines.append(cur)
    return "\n".join(lines)


def main():
    if len(sys.argv) not in (4, 6):
        sys.exit(__doc__)
    tree, out, event = sys.argv[1:4]
    lo, hi = (int(sys.argv[4]), int(sys.argv[5])) if len(sys.argv) == 6 else (1, 999)
    leaves = parse(tree)
    # The tree may record theory deeper than the book goes: lines are cut
    # at MAX_PLIES, and lines that become equal are written once.
    bad = [f"{tree}:{ln}: line has {len(mv)} plies, fewer than {lo}"
           for (_, mv, _, ln) in leaves if len(mv) < lo]
    if bad:
        sys.exit("\n".join(bad))
    cut, seen = [], set()
    for (d, mv, name, ln) in leaves:
        key = " ".join(mv[:hi])
        if key not in seen:
            seen.add(key)
            cut.append((d, mv[:hi], name, ln))
    leaves = cut
    seen = set()
    with open(out, "w", encoding="utf-8") as f:
        f.write(f"; {out.split('/')[-1]} -- generated from {tree.split('/')[-1]} by expand.py; edit the tree.\n\n")
        for n, (_, moves, name, lineno) in enumerate(leaves, 1):
            if not lo <= len(moves) <= hi:
                sys.exit(f"{tree}:{lineno}: line has {len(moves)} plies, not {lo}..{hi}")
            key = " ".join(moves)
            if key in seen:
                sys.exit(f"{tree}:{lineno}: line repeated: {key}")
            seen.add(key)
            f.write(f'[Event "{event}"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "{n}"]\n'
                    f'[White "?"]\n[Black "?"]\n[Result "1/2-1/2"]\n[Opening "{name}"]\n\n')
            f.write(movetext(moves) + "\n\n")
    print(f"{out}: {len(leaves)} lines")


main()
