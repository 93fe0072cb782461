/* style.h -- a player's style measured from the games it played: the
 * per-game figures behind `acolyte style` (king pressure, sacrifices,
 * material grabbed, pawn damage, mobility, queen trades, castling, ...).
 *
 * A game is replayed on the engine's board; material is counted with
 * SEE's piece values, and the king attack and mobility are the
 * evaluation's own rows, by the weights of the params_t given (the
 * caller's yardstick, the same for every player).  The definitions are
 * in README ("Style report") and acolyte.6; each figure is one number per
 * player per game, and the command line turns them into means with
 * intervals.
 */
#ifndef ACOLYTE_API_STYLE_H
#define ACOLYTE_API_STYLE_H

#include <stddef.h>
#include <stdio.h>

#include "api/position.h"
#include "api/personality.h"

typedef enum {
    STYLE_KING_ATTACK,     /* King attack row (mg), mean over the opening and middlegame */
    STYLE_CHECKS,          /* checking moves per game */
    STYLE_PAWN_STORMS,     /* pawn pushes at the enemy king, per game */
    STYLE_SACRIFICES,      /* material given up and not won back, per game */
    STYLE_GRABBED,         /* pawns won (not given back) in the opening and middlegame */
    STYLE_OFFERS_TAKEN,    /* share of the chances to win material by a capture that were taken */
    STYLE_DAMAGE_GIVEN,    /* the opponent's doubled and isolated pawns, mean */
    STYLE_DAMAGE_TAKEN,    /* one's own doubled and isolated pawns, mean */
    STYLE_MOBILITY,        /* Mobility row (mg), mean over the opening and middlegame */
    STYLE_CONCEDED,        /* the opponent's King attack row (mg), mean */
    STYLE_QUEENS_OFF,      /* yes/no: no queen left on the board by move 25 */
    STYLE_CASTLED_SHORT,   /* yes/no */
    STYLE_CASTLED_LONG,    /* yes/no */
    STYLE_UNCASTLED,       /* yes/no: never castled in the game */
    STYLE_LENGTH,          /* moves in the game (plies / 2) */
    STYLE_DRAW,            /* yes/no: the game was drawn */
    STYLE_SCORE,           /* points: 1, 1/2 or 0 */
    STYLE_NB
} style_figure_t;

typedef struct {
    const char *id;     /* "king_attack": the word the output and scripts use */
    const char *label;  /* "King attack": the chart's title */
    const char *unit;   /* what one number means, for the table */
    bool proportion;    /* yes/no per game: a share with a Wilson interval */
} style_figure_info_t;

extern const style_figure_info_t style_figures[STYLE_NB];

/* Thresholds of the definitions (centipawns of SEE's values, plies,
 * phase): the manual quotes them. */
enum {
    STYLE_MATERIAL_STEP = 100,  /* a sacrifice or a grab is at least a pawn */
    STYLE_WINDOW_PLIES = 6,     /* ... that stays for this many plies after the move */
    STYLE_MIDDLEGAME_PHASE = 64, /* opening and middlegame: phase >= this (of 128) */
    STYLE_QUEENS_MOVE = 25,     /* queens off by this move */
    STYLE_STORM_RANK = 3        /* a storm pawn reaches its 4th rank (0-based 3) or beyond */
};

/* One game's figures, per colour.  has[c][f] is false when the game gives
 * the figure no value (a mean over no position: a game that starts in
 * the endgame). */
typedef struct {
    double value[COLOUR_NB][STYLE_NB];
    bool has[COLOUR_NB][STYLE_NB];
} style_game_t;

/* Games read from PGN text and measured, one at a time, for a front end
 * that may not see the PGN reader itself; p is the yardstick's weights
 * (evaluation rows and SEE values). */
typedef struct style_reader style_reader_t;
enum { STYLE_PLAYER_MAX = 128 };
typedef struct {
    char player[COLOUR_NB][STYLE_PLAYER_MAX]; /* White and Black tags, "?" if none */
    char result[8];
    int nmoves;
    long line;                                /* where the game starts */
    style_game_t fig;
} style_record_t;

/* A reader over in (not closed here); name is used in messages.  NULL
 * when out of memory. */
style_reader_t *style_reader_new(FILE *in, const char *name, const params_t *p);
void style_reader_free(style_reader_t *r);
/* 1: a game measured into *out; 0: end of input; -1: a bad game, skipped,
 * with err saying what and where ("x.pgn:14: game 3: ..."). */
int style_read(style_reader_t *r, style_record_t *out, char *err, size_t errlen);

#endif
