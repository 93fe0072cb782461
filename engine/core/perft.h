/* perft.h -- move-path enumeration: the test of the move generator. */
#ifndef ACOLYTE_PERFT_H
#define ACOLYTE_PERFT_H

#include "core/board.h"

/* Leaf count at depth (depth 0 = 1).  Leaves are counted from the legal
 * move list without being made (bulk counting). */
uint64_t perft(board_t *b, int depth);

#endif
