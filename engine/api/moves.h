/* moves.h -- the legal moves of a position, as front ends and commands ask
 * for them: the list (to show, complete, exclude or pick from), whether a
 * move is legal (a GUI's, a book's, a hint's), whether any move is left
 * (the game is over), and perft (the move generator's test, a command of
 * its own).
 *
 * Wrappers over core/movegen.h and core/perft.h: the generator's other
 * entry points (noisy moves, the split lists, check information) and its
 * list type with scores are the search's business, not a front end's.
 */
#ifndef ACOLYTE_API_MOVES_H
#define ACOLYTE_API_MOVES_H

#include <stdbool.h>
#include <stdint.h>

#include "api/position.h"

/* Legal moves in the generator's order. */
typedef struct {
    move_t moves[MAX_MOVES];
    int count;
} legal_moves_t;

/* Every legal move of b. */
void moves_legal(const board_t *b, legal_moves_t *out);
/* Is m legal in b?  Any 32-bit value is safe to pass. */
bool moves_is_legal(const board_t *b, move_t m);
/* Has the side to move any legal move (no: mate or stalemate)? */
bool moves_any_legal(const board_t *b);
/* Leaf count of the move tree at depth (depth 0 = 1).  b is used as
 * scratch and given back as it was. */
uint64_t moves_perft(board_t *b, int depth);

#endif
