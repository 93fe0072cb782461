/* taunt.h -- what the engine says to its opponent when the score swings
 * (the xboard front end's `tellopponent`).
 *
 * The two calls a front end makes and the state it keeps between them;
 * the chooser's inner steps (classifying a swing, picking a phrase) stay
 * in params/taunt.h.  The declarations below are params/taunt.h's own
 * (api/agree.c has the compiler check that they agree); read the full
 * contract there.
 */
#ifndef ACOLYTE_API_TAUNT_H
#define ACOLYTE_API_TAUNT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "api/personality.h"
#include "api/position.h"
#include "params/taunt_types.h"

/* Forget the game but keep the phrase rotation. */
void taunt_new_game(taunt_state_t *t);
/* We are about to play a move a search scored 'score' (our view) in the
 * position with key 'key' at full move 'fullmove' ('prev_key': our
 * previous turn's, 0 if none): true with a phrase in out when a taunt is
 * due. */
bool taunt_consider(taunt_state_t *t, const params_t *p, uint64_t key, uint64_t prev_key, int fullmove,
                    score_t score, char *out, size_t len);

#endif
