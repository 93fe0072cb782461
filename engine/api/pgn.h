/* pgn.h -- reading and writing games in PGN, for the console's `pgn load`
 * and `pgn save` and the tuner's training games.
 *
 * The game as data (openings/pgn_types.h) and the calls the front ends
 * make: a reader over a stream, its next game, a tag's value, and writing
 * one game.  A game the engine played, with the usual tags, is
 * game_pgn.h's.  The declarations below are openings/pgn.h's own
 * (api/agree.c has the compiler check that they agree); read the full
 * contract there.
 */
#ifndef ACOLYTE_API_PGN_H
#define ACOLYTE_API_PGN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "api/position.h"
#include "openings/pgn_types.h"

/* A reader over an open stream (not closed by the reader); name is used
 * in messages.  NULL only when out of memory. */
pgn_reader_t *pgn_reader_new(FILE *in, const char *name);
void pgn_reader_free(pgn_reader_t *r);
/* The next game into *g: 1 for a game, 0 at the end of the input, -1 for
 * a bad game, skipped, with what and where in err. */
int pgn_read_game(pgn_reader_t *r, pgn_game_t *g, char *err, size_t errlen);
/* Value of tag name in g, or NULL. */
const char *pgn_tag(const pgn_game_t *g, const char *name);
/* Write one game (tags as given, movetext from start, result); false on a
 * write error. */
bool pgn_write_game(FILE *out, const pgn_tag_t *tags, int ntags, const board_t *start,
                    const move_t *moves, int nmoves, const char *result);

#endif
