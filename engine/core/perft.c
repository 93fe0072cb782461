/* perft.c -- perft, the exact test of move generation (the commands that
 * print it live in cli/cmd_perft.c). */
#include "movegen.h"
#include "perft.h"

uint64_t perft(board_t *b, int depth)
{
    movelist_t list;
    if (depth <= 0)
        return 1;
    movegen_legal(b, &list);
    if (depth == 1)
        return (uint64_t)list.count;
    uint64_t nodes = 0;
    for (int i = 0; i < list.count; i++) {
        board_make_move(b, list.moves[i]);
        nodes += perft(b, depth - 1);
        board_unmake_move(b);
    }
    return nodes;
}
