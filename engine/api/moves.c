/* moves.c -- the legal-move questions of front ends (moves.h), answered by
 * the core's move generator and perft. */
#include "api/moves.h"

#include <string.h>

#include "core/movegen.h"
#include "core/perft.h"

void moves_legal(const board_t *b, legal_moves_t *out)
{
    movelist_t list;
    movegen_legal(b, &list);
    out->count = list.count;
    memcpy(out->moves, list.moves, (size_t)list.count * sizeof list.moves[0]);
}

bool moves_is_legal(const board_t *b, move_t m)
{
    return movegen_is_legal(b, m);
}

bool moves_any_legal(const board_t *b)
{
    return has_legal_move(b);
}

uint64_t moves_perft(board_t *b, int depth)
{
    return perft(b, depth);
}
