#!/usr/bin/env python3
"""elo_fit.py -- ratings for every player of a set of games, on a scale
fixed by one anchor, with 95% intervals.

    tools/elo_fit.py [--anchor NAME=ELO] [--prior DRAWS]
                     [--rename PATTERN=NAME]... PGN|DIR ...

Reads the [White], [Black] and [Result] tags of every game in the PGN
files named (a DIR stands for the *.pgn files in it).  A game whose tag is
"*" counts by the result its movetext ends with, as XBoard sometimes
writes the tag as "*" after its own adjudication; a game with no result
at all is left out and counted.

`--rename PATTERN=NAME` gives every player whose name contains PATTERN
the name NAME, in the files named after the option (until the next
--rename of the same PATTERN).  Two builds that call a level by the same
name can so be told apart, and several names of one player joined.

The ratings are the maximum-likelihood fit of the logistic Elo model,
P(i scores against j) = 1 / (1 + 10^((Rj - Ri) / 400)), a draw counting
as half a win and half a loss, with the anchor's rating held fixed
(default "Fairy-Max 5.0b=1950", micro-Max 4.8's CCRL 40/40 rating, the
project's scale).  A player who won or lost every game has no finite
fit, so every pairing that was played also gets DRAWS virtual draws
(default 0.5); the intervals come from the curvature of the likelihood
at its maximum (1.96 standard errors).  Players not connected to the
anchor by games are an error.

Output: one line per player, strongest first: name, games, wins, losses,
draws, score, rating and its 95% interval.
"""
import math
import os
import re
import sys

LN10_400 = math.log(10) / 400


class FitError(Exception):
    pass


def pgn_files(path):
    if os.path.isdir(path):
        names = sorted(n for n in os.listdir(path) if n.endswith('.pgn'))
        return [os.path.join(path, n) for n in names]
    if not os.path.isfile(path):
        raise FitError(f'{path}: no such file or directory')
    return [path]


RESULT_TOKEN = re.compile(r'(1-0|0-1|1/2-1/2)\s*$')
TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')


def read_games(path):
    """Yield (white, black, score_for_white or None, line) for each game."""
    tags, movetext, start = {}, [], 0
    with open(path, encoding='utf-8', errors='replace') as f:
        lines = list(f)
    lines.append('[Event "end"]\n')
    for number, line in enumerate(lines, 1):
        m = TAG.match(line)
        if m and m.group(1) == 'Event' and tags:
            yield finish(path, tags, ' '.join(movetext), start)
            tags, movetext = {}, []
        if m:
            if not tags:
                start = number
            tags[m.group(1)] = m.group(2)
        elif tags:
            movetext.append(line.strip())


def finish(path, tags, movetext, line):
    for key in ('White', 'Black'):
        if key not in tags:
            raise FitError(f'{path}:{line}: the game has no [{key}] tag')
    result = tags.get('Result', '*')
    if result == '*':
        m = RESULT_TOKEN.search(movetext)
        result = m.group(1) if m else '*'
    score = {'1-0': 1.0, '0-1': 0.0, '1/2-1/2': 0.5}.get(result)
    return tags['White'], tags['Black'], score, line


def parse_arguments(argv):
    anchor, prior, renames, inputs = ('Fairy-Max 5.0b', 1950.0), 0.5, {}, []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in ('--anchor', '--prior', '--rename'):
            if i + 1 >= len(argv):
                raise FitError(f'{arg} wants a value')
            value = argv[i + 1]
            i += 2
            if arg == '--prior':
                try:
                    prior = float(value)
                except ValueError:
                    raise FitError(f'--prior wants a number of draws, not {value!r}')
                if prior < 0:
                    raise FitError(f'--prior wants a number of draws, not {value!r}')
                continue
            name, sep, rest = value.rpartition('=')
            if not sep or not name:
                raise FitError(f'{arg} wants NAME=VALUE, not {value!r}')
            if arg == '--rename':
                renames = dict(renames)
                renames[name] = rest
            else:
                try:
                    anchor = (name, float(rest))
                except ValueError:
                    raise FitError(f'--anchor wants NAME=ELO, not {value!r}')
        elif arg in ('-h', '--help'):
            print(__doc__)
            sys.exit(0)
        elif arg.startswith('-'):
            raise FitError(f'unknown option {arg}')
        else:
            inputs.append((arg, renames))
            i += 1
    if not inputs:
        raise FitError('no PGN file or folder given')
    return anchor, prior, inputs


def renamed(name, renames):
    for pattern, new in renames.items():
        if pattern in name:
            return new
    return name


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting; matrix is square."""
    n = len(vector)
    a = [row[:] + [vector[k]] for k, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-300:
            raise FitError('some players are not connected to the anchor by games')
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                if factor:
                    for c in range(col, n + 1):
                        a[r][c] -= factor * a[col][c]
    return [a[k][n] / a[k][k] for k in range(n)]


def expected(ri, rj):
    return 1.0 / (1.0 + 10 ** ((rj - ri) / 400))


def fit(pairs, players, anchor_name, anchor_elo):
    """pairs: {(i, j): (games, points of i)} with i < j.  Newton's method."""
    free = [p for p in players if p != anchor_name]
    index = {p: k for k, p in enumerate(free)}
    rating = {p: anchor_elo for p in players}
    for _ in range(200):
        grad = [0.0] * len(free)
        hess = [[0.0] * len(free) for _ in free]
        for (i, j), (games, points) in pairs.items():
            p = expected(rating[i], rating[j])
            g = (points - games * p) * LN10_400
            h = games * p * (1 - p) * LN10_400 ** 2
            for who, sign in ((i, 1), (j, -1)):
                if who in index:
                    grad[index[who]] += sign * g
                    hess[index[who]][index[who]] += h
            if i in index and j in index:
                hess[index[i]][index[j]] -= h
                hess[index[j]][index[i]] -= h
        step = solve(hess, grad)
        biggest = 0.0
        for p, k in index.items():
            s = max(-400.0, min(400.0, step[k]))
            rating[p] += s
            biggest = max(biggest, abs(s))
        if biggest < 1e-6:
            break
    # The covariance of the fitted ratings is the inverse of the
    # information matrix (hess at the maximum); only its diagonal is wanted.
    error = {anchor_name: 0.0}
    for p, k in index.items():
        unit = [0.0] * len(free)
        unit[k] = 1.0
        error[p] = 1.96 * math.sqrt(max(solve(hess, unit)[k], 0.0))
    return rating, error


def main(argv):
    anchor, prior, inputs = parse_arguments(argv)
    record, pairs, unfinished = {}, {}, 0
    for path, renames in inputs:
        for name in pgn_files(path):
            for white, black, score, line in read_games(name):
                if score is None:
                    unfinished += 1
                    continue
                white, black = renamed(white, renames), renamed(black, renames)
                if white == black:
                    raise FitError(f'{name}:{line}: {white!r} plays itself; use --rename to tell the builds apart')
                for who, s in ((white, score), (black, 1 - score)):
                    w, l, d = record.get(who, (0, 0, 0))
                    record[who] = (w + (s == 1), l + (s == 0), d + (s == 0.5))
                key, s = ((white, black), score) if white < black else ((black, white), 1 - score)
                games, points = pairs.get(key, (0, 0.0))
                pairs[key] = (games + 1, points + s)
    if anchor[0] not in record:
        raise FitError(f'the anchor {anchor[0]!r} played no game (names: {", ".join(sorted(record))})')
    with_prior = {k: (g + prior, pts + prior / 2) for k, (g, pts) in pairs.items()}
    if not prior:
        for who, (w, l, d) in record.items():
            if who != anchor[0] and (w == 0 and d == 0 or l == 0 and d == 0):
                raise FitError(f'{who!r} won or lost every game: no finite rating without --prior')
    rating, error = fit(with_prior, list(record), anchor[0], anchor[1])
    width = max(len(p) for p in record)
    print(f'{"player":<{width}}  games   W   L   D  score   Elo  (95%)')
    for p in sorted(record, key=lambda p: -rating[p]):
        w, l, d = record[p]
        n = w + l + d
        interval = 'anchor' if p == anchor[0] else f'{rating[p] - error[p]:.0f}..{rating[p] + error[p]:.0f}'
        print(f'{p:<{width}}  {n:5d} {w:3d} {l:3d} {d:3d} {100 * (w + d / 2) / n:5.1f}% {rating[p]:5.0f}  ({interval})')
    if unfinished:
        print(f'{unfinished} game(s) without a result left out')
    return 0


if __name__ == '__main__':
    try:
        sys.exit(main(sys.argv[1:]))
    except FitError as e:
        print(f'elo_fit.py: {e}', file=sys.stderr)
        sys.exit(1)
    except OSError as e:
        print(f'elo_fit.py: {e.filename}: {e.strerror}', file=sys.stderr)
        sys.exit(1)
