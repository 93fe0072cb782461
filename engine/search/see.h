/* see.h -- static exchange evaluation.
 *
 * The exchange on a square is played out by repeatedly finding the least
 * valuable attacker of the side to recapture among the men still standing
 * (attack_least_attacker64, so x-rays behind a piece that has captured
 * appear naturally).  Pins are
 * ignored, as usual for SEE.
 */
#ifndef ACOLYTE_SEE_H
#define ACOLYTE_SEE_H

#include "core/board.h"
#include "params/params.h"

/* The king's value only has to exceed any material a capture could win:
 * the king is never really taken. */
enum { SEE_KING_VALUE = 20000 };

/* The piece values SEE and move ordering use (centipawns, by piece type),
 * from the [search] SEE_* parameters. */
void see_values_from_params(const params_t *p, int value[TYPE_NB]);

/* Material balance of the exchange started by move m, from the mover's
 * view (0 for quiet moves that cannot be taken), with the given piece
 * values. */
int see_by(const int value[TYPE_NB], const board_t *b, move_t m);
/* Is see_by(value, b, m) >= threshold?  Cheaper: stops as soon as it knows. */
bool see_ge_by(const int value[TYPE_NB], const board_t *b, move_t m, int threshold);

/* The same with the default piece values of params.def. */
int see(const board_t *b, move_t m);
bool see_ge(const board_t *b, move_t m, int threshold);

#endif
