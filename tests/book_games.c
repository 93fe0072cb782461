/* book_games.c -- write N reproducible pseudo-random games as PGN, for
 * comparing `acolyte makebook` with `polyglot make-book` (tests/book_polyglot.sh).
 *
 * Usage: book_games N SEED
 * Moves are not uniform: in each position the legal moves are ranked by a
 * hash of (position, move) and the choice falls on the first ranks most of
 * the time, so games share openings, transpose and repeat, as real
 * databases do.  Results, missing Result tags, comments, NAGs and
 * variations are mixed in to exercise both PGN readers.
 */
#include <stdio.h>
#include <stdlib.h>

#include "openings/book.h"
#include "core/movegen.h"
#include "openings/pgn.h"
#include "util/numbers.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: book_games N SEED\n");
        return 2;
    }
    long n = atol(argv[1]);
    uint64_t rng = strtoull(argv[2], NULL, 10);
    board_t *b = malloc(sizeof *b), *start = malloc(sizeof *start);
    if (!b || !start)
        return 1;
    board_init_startpos(start);
    static const char *results[] = { "1-0", "0-1", "1/2-1/2", "*", "1-0", "0-1" };
    for (long g = 1; g <= n; g++) {
        move_t moves[200];
        int len = 8 + (int)(book_random(&rng) % 60), count = 0;
        *b = *start;
        while (count < len) {
            movelist_t list;
            movegen_legal(b, &list);
            if (list.count == 0)
                break;
            /* Rank by hash, pick rank r with probability about 2^-(r+1). */
            int best[4] = { -1, -1, -1, -1 };
            uint64_t h[4] = { 0 };
            for (int i = 0; i < list.count; i++) {
                uint64_t seed = b->key ^ list.moves[i] * 0x9E3779B97F4A7C15ull;
                uint64_t v = splitmix64(&seed);
                for (int k = 0; k < 4; k++)
                    if (best[k] < 0 || v > h[k]) {
                        for (int j = 3; j > k; j--) {
                            best[j] = best[j - 1];
                            h[j] = h[j - 1];
                        }
                        best[k] = i;
                        h[k] = v;
                        break;
                    }
            }
            uint64_t r = book_random(&rng);
            int pick = (r & 1) ? 0 : (r & 2) ? 1 : (r & 4) ? 2 : 3;
            if (best[pick] < 0 || (r >> 8) % 16 == 0) /* now and then anything */
                pick = -1;
            move_t m = pick < 0 ? list.moves[(r >> 16) % (uint64_t)list.count] : list.moves[best[pick]];
            moves[count++] = m;
            board_make_move(b, m);
        }
        const char *res = results[book_random(&rng) % 6];
        pgn_tag_t tags[3] = { { "Event", "book_games" }, { "Round", "" }, { "Result", "" } };
        snprintf(tags[1].value, sizeof tags[1].value, "%ld", g);
        snprintf(tags[2].value, sizeof tags[2].value, "%s", res);
        /* One game in 10 has no Result tag (a draw for Polyglot). */
        int ntags = g % 10 == 7 ? 2 : 3;
        pgn_write_game(stdout, tags, ntags, start, moves, count, res);
        if (g % 13 == 0) /* decorations both readers must skip */
            printf("[Event \"decorated\"]\n[Result \"1-0\"]\n\n1. e4 {a comment (with parens)} e5 $1 "
                   "(1... c5 2. Nf3 (2. c3) d6) 2. Nf3!? ; to the end of the line\nNc6 3. Bb5 a6 1-0\n\n");
    }
    free(b);
    free(start);
    return 0;
}
