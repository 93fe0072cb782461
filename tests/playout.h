/* playout.h -- the C tests' random play: a legal move picked by a seeded
 * generator and made, so a test walks reproducibly from a position into
 * many others.  Header-only, like tap.h.  The generator is the engine's
 * splitmix64 (util/numbers.h); a failure replays from the same seed. */
#ifndef ACOLYTE_PLAYOUT_H
#define ACOLYTE_PLAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "core/movegen.h"
#include "util/numbers.h"

/* Make one legal move of b picked at random with *rng; false (b unchanged)
 * when the side to move has none. */
static inline bool playout_step(board_t *b, uint64_t *rng)
{
    movelist_t list;
    movegen_legal(b, &list);
    if (list.count == 0)
        return false;
    board_make_move(b, list.moves[splitmix64(rng) % (uint64_t)list.count]);
    return true;
}

#endif
