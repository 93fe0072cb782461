/* position.h -- the position and move types every API function speaks.
 *
 * board_t (a position with its history), move_t, squares, pieces and
 * colours are the vocabulary of the whole engine API: a front end reads a
 * position from engine_board(), builds one for engine_set_board() (edit
 * mode), and names moves as move_t.  They come from core/board.h, which
 * the API re-exports on purpose so that a front end or command that needs
 * only the types includes this header, not the core.
 */
#ifndef ACOLYTE_API_POSITION_H
#define ACOLYTE_API_POSITION_H

#include "core/board.h"

#endif
