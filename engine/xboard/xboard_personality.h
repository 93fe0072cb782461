/* xboard_personality.h -- the xboard front end's state for switching
 * personalities: the user's own while an opponent rule's is in play,
 * whether this game's rule is still to be chosen, and where Save writes.
 *
 * All of it lives in one xb_personality_t (a field of xb_t); the switches
 * themselves (xboard_personality.c) are declared in xboard_internal.h.
 */
#ifndef ACOLYTE_XBOARD_PERSONALITY_H
#define ACOLYTE_XBOARD_PERSONALITY_H

#include <stdbool.h>

#include "api/personality.h"

enum {
    XB_SAVE_PATH_MAX = 4096
};

typedef struct {
    personality_t *own;       /* the user's personality while a rule's is in use */
    bool own_restored;        /* 'new' just went back to it: confirm at game start */
    bool rules_pending;       /* choose this game's personality by opponent */
    char save_path[XB_SAVE_PATH_MAX]; /* Save Personality To; "" = the user's folder */
} xb_personality_t;

/* At start-up: the user's own in play, the rules to be asked at the first
 * game, Save to the user's folder. */
void xb_personality_init(xb_personality_t *p);
/* Forget the user's own (chosen anew, or at exit). */
void xb_personality_free(xb_personality_t *p);

#endif
