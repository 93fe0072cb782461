/* pgn.h -- reading and writing games in PGN, for the console's `pgn load`
 * and `pgn save` and the tuner's training games.
 *
 * openings/pgn.h is re-exported whole, on purpose: the reader and writer
 * take plain data (a stream, tags, a start position and moves) and give
 * plain data back, with no engine state; a front end uses all of it.  A
 * game the engine played, with the usual tags, is game_pgn.h's.
 */
#ifndef ACOLYTE_API_PGN_H
#define ACOLYTE_API_PGN_H

#include "openings/pgn.h"

#endif
