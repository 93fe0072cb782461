/* game_pgn.h -- a game the engine played, written as PGN for the front
 * ends and commands that may not reach the PGN writer themselves
 * (`acolyte selfplay --pgn`).
 */
#ifndef ACOLYTE_API_GAME_PGN_H
#define ACOLYTE_API_GAME_PGN_H

#include <stdbool.h>
#include <stdio.h>

#include "api/position.h"

/* The game of moves from start (a board with no history needed), with the
 * tags Event, Site "?", Date "????.??.??", Round, White, Black, Result,
 * and SetUp/FEN when start is not the initial position.  False on a
 * write error. */
bool game_pgn_write(FILE *out, const char *event, long round, const char *white, const char *black,
                    const board_t *start, const move_t *moves, int nmoves, const char *result);

#endif
