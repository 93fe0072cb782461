/* testing.h -- what the tests reach inside an engine_t and no front end
 * may (tests/layers.sh refuses this header to them).
 *
 * The search tests poison the engine's transposition table to check that
 * hash collisions never lead to an illegal move.
 */
#ifndef ACOLYTE_API_TESTING_H
#define ACOLYTE_API_TESTING_H

#include "api/engine.h"
#include "search/tt.h"

/* The transposition table the engine's searches share. */
tt_t *engine_tt(engine_t *e);

#endif
