/* opponent_rules_types.h -- the per-opponent rules as data (opp_rules_t),
 * what a GUI told about the opponent (opp_info_t) and how loading went.
 * Apart from opponent_rules.h so that the API (api/opponents.h) can hand
 * front ends the types and the calls they make.
 */
#ifndef ACOLYTE_OPPONENT_RULES_TYPES_H
#define ACOLYTE_OPPONENT_RULES_TYPES_H

#include <stdbool.h>

#include "params/personality_types.h"

enum {
    OPP_RULES_MAX = 64,
    OPP_LABEL_MAX = 64,
    OPP_PATTERN_MAX = 128,
    OPP_TARGET_MAX = 256,   /* personality name or path */
    OPP_RATING_MAX = 10000,
    OPP_FILE_MAX = 1 << 20, /* bytes; a larger "rules file" is a mistake */
    OPP_ERR_MAX = 600
};

typedef struct {
    char label[OPP_LABEL_MAX];     /* the [section] name */
    int line;                      /* of the section header */
    char name[OPP_PATTERN_MAX];    /* glob, "" = any opponent */
    int min_rating, max_rating;    /* -1 = no bound */
    int computer;                  /* -1 = either, 0 = human, 1 = engine */
    char personality[OPP_TARGET_MAX]; /* "" = keep the user's */
    int elo;                       /* -1 = keep */
} opp_rule_t;

typedef struct {
    char file[PERS_PATH_MAX];
    int count;
    opp_rule_t rule[OPP_RULES_MAX];
} opp_rules_t;

/* What xboard told us about the opponent of this game. */
typedef struct {
    const char *name;  /* "" = not told */
    int rating;        /* 0 = unrated or not told */
    bool computer;     /* 'computer' was sent */
} opp_info_t;

typedef enum { OPP_LOADED, OPP_NO_FILE, OPP_BAD } opp_load_t;

#endif
