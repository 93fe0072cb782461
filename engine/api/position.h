/* position.h -- the position and move types every API function speaks,
 * and the few board calls a front end makes itself.
 *
 * board_t (a position with its history), move_t, squares, pieces and
 * colours are the vocabulary of the whole engine API: a front end reads a
 * position from engine_board(), builds one for engine_set_board() (edit
 * mode), and names moves as move_t.  The types come from
 * core/board_types.h and core/types.h; of the board's calls a front end
 * sets up the start position, plays and takes back a move on its own copy
 * (a game record, a PV to print), asks whether the side to move is in
 * check and reads an earlier position's key.  The declarations are core/board.h's own (api/agree.c has the
 * compiler check that they agree); the rest of the board (placing pieces,
 * null moves, the consistency checks) stays below.
 */
#ifndef ACOLYTE_API_POSITION_H
#define ACOLYTE_API_POSITION_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board_types.h"
#include "core/types.h"

/* The start position. */
void board_init_startpos(board_t *b);
/* Play a legal move / take back the last one. */
void board_make_move(board_t *b, move_t m);
void board_unmake_move(board_t *b);
/* Is the side to move in check? */
bool board_in_check(const board_t *b);
/* The position's key 'plies' moves ago (1 = before the last move), or 0
 * when the history does not reach that far. */
uint64_t board_key_before(const board_t *b, int plies);

#endif
