/* taunt.h -- what the engine says to its opponent when the score swings.
 *
 * After each move it plays from a search, the xboard front end asks
 * taunt_consider() whether the score moved far enough since its previous
 * move to be worth a remark, and which one (sent with `tellopponent`).  The
 * switch, thresholds and phrases are personality parameters ([taunts] in
 * params.def); the state -- the previous score, when we last spoke, which
 * phrase comes next -- belongs to the caller.  No output, no globals.
 */
#ifndef ACOLYTE_TAUNT_H
#define ACOLYTE_TAUNT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "params/params.h"
#include "core/types.h"
#include "params/taunt_types.h"

/* taunt_new_game(): forget the game (scores, the rate limit) but keep the
 * phrase rotation, so the next game does not open with the same line. */
void taunt_new_game(taunt_state_t *t);

/* taunt_consider(): we are about to play a move that a search scored
 * 'score' (our view) in the position with key 'key' at full move
 * 'fullmove'; 'prev_key' is the key of the position two plies earlier, our
 * previous turn (0 if none).  Records the score; returns true with a phrase
 * in out when a taunt is due: TAUNTS is on, the score moved by TAUNT_SWING
 * or more since our previous turn of the same game, TAUNT_MIN_MOVES moves
 * have passed since the last taunt, and the situation has a phrase. */
bool taunt_consider(taunt_state_t *t, const params_t *p, uint64_t key, uint64_t prev_key, int fullmove,
                    score_t score, char *out, size_t len);

/* taunt_classify(): the situation of a swing from 'before' to 'after'
 * (centipawns, our view), or -1 when it is smaller than TAUNT_SWING. */
int taunt_classify(const params_t *p, int before, int after);

/* taunt_phrases(): the phrase list of a situation (the ON_... text). */
const char *taunt_phrases(const params_t *p, taunt_kind_t kind);

/* taunt_phrase_count()/taunt_phrase(): the non-empty '|'-separated phrases
 * of a list, blanks around each trimmed; taunt_phrase() false if no i-th. */
int taunt_phrase_count(const char *list);
bool taunt_phrase(const char *list, int i, char *out, size_t len);

#endif
