/* see.h -- static exchange evaluation on the mailbox.
 *
 * The exchange on a square is played out by repeatedly finding the least
 * valuable attacker of the side to recapture (ray-sliding outward from the
 * square on a scratch copy of the cells, so x-rays behind a piece that has
 * captured appear naturally).  Pins are ignored, as usual for SEE.
 */
#ifndef ACOLYTE_SEE_H
#define ACOLYTE_SEE_H

#include "core/board.h"

/* Piece values SEE and move ordering use (centipawns, by piece type). */
extern const int see_value[TYPE_NB];

/* Material balance of the exchange started by move m, from the mover's
 * view (0 for quiet moves that cannot be taken). */
int see(const board_t *b, move_t m);
/* Is see(b, m) >= threshold?  Cheaper: stops as soon as it knows. */
bool see_ge(const board_t *b, move_t m, int threshold);

#endif
