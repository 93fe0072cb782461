/* timeman.h -- how long to think.
 *
 * From the limits of a search (engine.h) it computes a soft budget (do not
 * start another iteration after it, scaled by how stable the search looks)
 * and a hard one (abort the running iteration).  Every xboard control maps
 * onto search_limits_t: `level MPS BASE INC` (movestogo, time, inc),
 * sudden death (movestogo 0, inc 0), Fischer (inc), `st` (movetime), `sd`
 * (depth) and `nps` (nps_limit: the clock runs on nodes, not seconds).
 */
#ifndef ACOLYTE_TIMEMAN_H
#define ACOLYTE_TIMEMAN_H

#include <stdbool.h>
#include <stdint.h>

#include "params/params.h"
#include "search/search_types.h"

/* Milliseconds kept back for the time the GUI, the pipes and the process
 * scheduler take between our move and the clock stopping; also the least
 * a move is assumed to cost beyond the search when the increment is
 * weighed against it (timeman.c, moves_left). */
enum { TM_OVERHEAD_MS = 30 };

typedef struct {
    bool timed;        /* any time limit at all */
    int64_t soft_ms;   /* base budget for the whole move */
    int64_t hard_ms;   /* never think longer than this */
    int obvious_pct;   /* TIME_OBVIOUS_PCT */
    int deepen_pct;    /* TIME_DEEPEN_PCT */
    int unstable_pct;  /* TIME_UNSTABLE_PCT */
    int drop_pct;      /* TIME_DROP_PCT */
    int nodes_pct;     /* TIME_NODES_PCT */
    int nodes_pivot;   /* TIME_NODES_PIVOT_PCT */
} timeman_t;

/* The limits for one move; p gives the [time] keys. */
void timeman_init(timeman_t *tm, const search_limits_t *l, const params_t *p);

/* Budget for the move as the search knows it after an iteration:
 * best_changes = how often the best move changed in recent iterations
 * (decayed), score_drop = centipawns the score fell from the previous
 * iterations (>= 0), obvious = one move stands far above the others or
 * only one legal move, best_share_pct = percent of the root's nodes
 * spent below the best move (-1 = not known yet). */
int64_t timeman_soft_limit(const timeman_t *tm, double best_changes, int score_drop, bool obvious, int best_share_pct);

/* May another iteration start, elapsed_ms into a move whose budget is
 * soft_ms?  Only while a useful share of the budget is left: an
 * iteration started late would be cut off by the hard limit, its time
 * wasted. */
bool timeman_may_deepen(const timeman_t *tm, int64_t elapsed_ms, int64_t soft_ms);

/* The clock's pace: the time a move of this control gets on average,
 * whatever the move's own budget.  Fixed time per move is its own pace; a
 * clock spreads what is left over the moves to the control, or over
 * pace_moves in a game without one, and adds the increment.  A game of
 * 10 s + 0.1 s has a pace of 350 ms over 40 moves, one of 60 s + 0.6 s
 * six times that.  0 when the search has no clock. */
int64_t timeman_pace_ms(const search_limits_t *l, int pace_moves);

#endif
