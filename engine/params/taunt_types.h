/* taunt_types.h -- the taunt chooser's data: the kinds of remark and the
 * state a caller keeps between its moves.  Apart from taunt.h so that the
 * API (api/taunt.h) can hand front ends these types and the two calls they
 * make, not the chooser's inner steps.
 */
#ifndef ACOLYTE_TAUNT_TYPES_H
#define ACOLYTE_TAUNT_TYPES_H

#include <stdbool.h>
#include <stdint.h>

/* The situations, each with its own phrase list ([taunts] ON_...). */
typedef enum { TAUNT_SWING_UP, TAUNT_SWING_DOWN, TAUNT_WINNING, TAUNT_LOSING, TAUNT_KINDS } taunt_kind_t;

enum {
    TAUNT_PHRASES_MAX = 32, /* phrases per list that are used */
    TAUNT_MATE_CP = 10000   /* a mate score counts as this many centipawns */
};

/* Per front end.  All zero is a valid start. */
typedef struct {
    bool have_last;          /* a score from our previous turn this game */
    uint64_t last_key;       /* ... the position it was searched in */
    int last_score;          /* ... and its score, centipawns, our view */
    int last_taunt_move;     /* full move of this game's last taunt, 0 = none yet */
    int used[TAUNT_KINDS];   /* phrases of each kind said so far (every game) */
    int base[TAUNT_KINDS];   /* where each kind's rotation starts */
} taunt_state_t;

#endif
