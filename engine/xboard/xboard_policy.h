/* xboard_policy.h -- when the xboard front end resigns, offers a draw or
 * accepts one: the Resign Threshold and Offer Draws options and the
 * scores of our last searches they are judged on.
 *
 * All of it lives in one xb_policy_t (a field of xb_t); the functions here
 * see nothing else of the front end.  The 'draw' command is at the end of
 * xboard_policy.c.
 */
#ifndef ACOLYTE_XBOARD_POLICY_H
#define ACOLYTE_XBOARD_POLICY_H

#include <stdbool.h>

#include "api/engine.h"

enum {
    XB_SCORE_HISTORY = 16   /* our last search scores, for resigning and draw offers */
};

typedef struct {
    int resign_cp;            /* resign below -resign_cp for 3 moves; 0 = never */
    bool offer_draws;
    int scores[XB_SCORE_HISTORY];
    int score_count;
    int last_offer_fullmove;  /* full move of our last draw offer */
} xb_policy_t;

/* The options' defaults: draw offers on, never resign. */
void xb_policy_init(xb_policy_t *p);
/* 'new': no scores yet, no offer made. */
void xb_policy_new_game(xb_policy_t *p);
/* A search of ours ended with score s (mate scores count as +-100000). */
void xb_policy_record(xb_policy_t *p, score_t s);
/* Three searches in a row below the threshold. */
bool xb_policy_resign(const xb_policy_t *p);
/* Offer a draw now, at full move fullmove, when a draw is worth
 * -contempt to us?  A yes counts as the offer made. */
bool xb_policy_offer_draw(xb_policy_t *p, int fullmove, int contempt);
/* Accept the opponent's offer at full move fullmove? */
bool xb_policy_accept_draw(const xb_policy_t *p, int fullmove, int contempt);

#endif
