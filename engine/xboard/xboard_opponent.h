/* xboard_opponent.h -- whom the xboard front end plays, as the GUI tells
 * it after 'new' ('name', 'rating', 'computer', 'ics'), and the last
 * problem with the opponent rules file that was reported.
 *
 * All of it lives in one xb_opponent_t (a field of xb_t).  Which
 * personality the rules pick for this opponent is xb_opponent_rule()
 * (xboard_internal.h); switching to it is xboard_personality.c's.
 */
#ifndef ACOLYTE_XBOARD_OPPONENT_H
#define ACOLYTE_XBOARD_OPPONENT_H

#include <stdbool.h>

enum {
    XB_OPPONENT_NAME_MAX = 64,
    XB_RULES_TOLD_MAX = 4096 + 1024  /* a path and what is wrong with it */
};

typedef struct {
    char name[XB_OPPONENT_NAME_MAX];  /* 'name': "" until told */
    int rating_own, rating_opp;       /* 'rating' */
    bool computer;                    /* 'computer' */
    char ics_host[64];                /* 'ics' */
    char rules_told[XB_RULES_TOLD_MAX]; /* the rules-file problem already reported */
} xb_opponent_t;

/* 'new': who we play is told afresh for each game. */
void xb_opponent_new_game(xb_opponent_t *o);

#endif
