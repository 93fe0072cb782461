/* game_pgn.c -- a played game as PGN (game_pgn.h), through the PGN
 * writer of openings/pgn.h with the seven tags and the FEN tag it leaves
 * to its caller.
 */
#include "api/game_pgn.h"

#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "openings/pgn.h"

bool game_pgn_write(FILE *out, const char *event, long round, const char *white, const char *black,
                    const board_t *start, const move_t *moves, int nmoves, const char *result)
{
    pgn_tag_t tags[9];
    int n = 0;
    char fen[FEN_MAX], initial[FEN_MAX];
    board_t *b = malloc(sizeof *b);
    if (!b)
        return false;
    board_init_startpos(b);
    fen_write(b, initial);
    free(b);
    fen_write(start, fen);
#define TAG(k, ...) snprintf(tags[n].name, sizeof tags[n].name, "%s", k), \
                    snprintf(tags[n].value, sizeof tags[n].value, __VA_ARGS__), n++
    TAG("Event", "%s", event);
    TAG("Site", "?");
    TAG("Date", "????.??.??");
    TAG("Round", "%ld", round);
    TAG("White", "%s", white);
    TAG("Black", "%s", black);
    TAG("Result", "%s", result);
    if (strcmp(fen, initial) != 0) {
        TAG("SetUp", "1");
        TAG("FEN", "%s", fen);
    }
#undef TAG
    return pgn_write_game(out, tags, n, start, moves, nmoves, result);
}
