/* timeman.c -- time allocation (see timeman.h).
 *
 * The budget is the remaining time spread over the moves still to play
 * before the next control (when the control is the rest of the game,
 * TIME_MOVES_LEFT, or TIME_MOVES_LEFT_NOINC when no increment pays for
 * the moves), plus most of the increment.  The hard limit allows several
 * times the budget but never more than a fixed share of what is left, and
 * a safety margin is always subtracted, so no single move, not even the
 * last one before a 40-move control, runs the clock out.  The front end
 * may also report what each move really cost beyond the search
 * (overhead_ms), which comes off both limits.  When that cost is larger
 * than the increment (1 s + 10 ms under a busy GUI), no budget can stop
 * a very long game from draining the clock; the longer horizon only makes
 * the drain start later and run slower.
 */
#include "search/timeman.h"

#include "util/numbers.h"

/* The allocation's fixed shares, each with its reason:
 *  - MOVES_TO_GO_MAX: a control further away than this many moves is
 *    budgeted as if it were this near (a GUI's 'movestogo 80' is no
 *    reason to play the next moves faster than at 50);
 *  - MARGIN_MS_PER_MOVE: the safety margin grows by this much for each
 *    move still to come before the control, each costing unseen overhead;
 *    MARGIN_MAX_DIV: yet the margin never takes more than a quarter of
 *    what is left;
 *  - INC_USE_NUM / INC_USE_DEN: three quarters of the increment is spent
 *    on the move it comes with; the rest builds a reserve;
 *  - HARD_SHARE_DIV: a move may use at most a third of the usable time,
 *    HARD_SHARE_FEW_DIV half of it when fewer than FEW_MOVES_TO_GO moves
 *    remain before the control (the time is refilled soon), and
 *    LAST_MOVE_NUM / LAST_MOVE_DEN three quarters of it for the last move
 *    before the control;
 *  - UNSTABLE_CHANGES_MAX: best-move changes beyond three add no more
 *    time; SCORE_DROP_MAX_CP: a score drop beyond a pawn adds no more. */
enum {
    MOVES_TO_GO_MAX = 50,
    MARGIN_MS_PER_MOVE = 2,
    MARGIN_MAX_DIV = 4,
    INC_USE_NUM = 3,
    INC_USE_DEN = 4,
    HARD_SHARE_DIV = 3,
    HARD_SHARE_FEW_DIV = 2,
    FEW_MOVES_TO_GO = 5,
    LAST_MOVE_NUM = 3,
    LAST_MOVE_DEN = 4,
    SCORE_DROP_MAX_CP = 100
};
static const double UNSTABLE_CHANGES_MAX = 3.0;
/* However concentrated the search, a move keeps a tenth of its budget. */
static const double NODES_FACTOR_MIN = 0.1;

/* The horizon for a clock with no move count.  A short one is safe only
 * while the increment refills what each move costs: with no increment, or
 * one the overhead of the GUI and the pipes eats up, every move drains the
 * clock for good (at 1 s + 10 ms under XBoard a horizon of 18 lost long
 * games on time where 35 did not).  The overhead is what the front end
 * measured, but never less than the TM_OVERHEAD_MS the margin is kept for,
 * since a measurement rounded to the GUI's centiseconds misses much of it.
 * An increment of at least twice that overhead earns TIME_MOVES_LEFT, one
 * no larger than it TIME_MOVES_LEFT_NOINC, one in between a horizon in
 * between. */
static int moves_left(int64_t inc, int64_t overhead_ms, const params_t *p)
{
    int64_t lag = imax64(overhead_ms, TM_OVERHEAD_MS);
    if (inc <= lag)
        return p->TIME_MOVES_LEFT_NOINC;
    if (inc >= 2 * lag)
        return p->TIME_MOVES_LEFT;
    return (int)(p->TIME_MOVES_LEFT_NOINC + (p->TIME_MOVES_LEFT - p->TIME_MOVES_LEFT_NOINC) * (inc - lag) / lag);
}

void timeman_init(timeman_t *tm, const search_limits_t *l, const params_t *p)
{
    tm->timed = false;
    tm->obvious_pct = p->TIME_OBVIOUS_PCT;
    tm->deepen_pct = p->TIME_DEEPEN_PCT;
    tm->unstable_pct = p->TIME_UNSTABLE_PCT;
    tm->drop_pct = p->TIME_DROP_PCT;
    tm->nodes_pct = p->TIME_NODES_PCT;
    tm->nodes_pivot = p->TIME_NODES_PIVOT_PCT;
    tm->soft_ms = tm->hard_ms = 0;
    if (l->infinite)
        return;
    if (l->movetime_ms > 0) {
        /* Fixed time per move (xboard st, UCI movetime): use all of it but
         * the margin. */
        int64_t t = imax64(1, l->movetime_ms - (l->movetime_ms > 3 * TM_OVERHEAD_MS ? TM_OVERHEAD_MS : l->movetime_ms / 4));
        /* The overhead the front end knows of (UCI Move Overhead) is part
         * of the move's time too, but never eats more than half of it. */
        if (l->overhead_ms > 0)
            t = imax64(imax64(1, t / 2), t - l->overhead_ms);
        tm->timed = true;
        tm->soft_ms = tm->hard_ms = t;
        return;
    }
    if (!l->use_clock)
        return;
    tm->timed = true;
    int64_t left = l->time_ms, inc = l->inc_ms > 0 ? l->inc_ms : 0;
    /* The margin grows with the number of moves still to come before the
     * control: each of them costs some overhead we cannot see. */
    int mtg = l->movestogo > 0 ? imin(l->movestogo, MOVES_TO_GO_MAX) : moves_left(inc, l->overhead_ms, p);
    int64_t margin = imin64(TM_OVERHEAD_MS + MARGIN_MS_PER_MOVE * (int64_t)mtg, left / MARGIN_MAX_DIV);
    int64_t usable = imax64(1, left - margin);
    int64_t budget;
    if (l->movestogo > 0) {
        /* Conventional control: the time is refilled after mtg moves. */
        budget = usable / (mtg + (mtg > 1 ? 1 : 0)) + inc * INC_USE_NUM / INC_USE_DEN;
    } else {
        /* Sudden death or Fischer: the increment pays for most moves. */
        budget = usable / mtg + inc * INC_USE_NUM / INC_USE_DEN;
    }
    int64_t hard_cap = l->movestogo == 1 ? usable * LAST_MOVE_NUM / LAST_MOVE_DEN : usable / HARD_SHARE_DIV;
    if (l->movestogo > 1 && l->movestogo < FEW_MOVES_TO_GO)
        hard_cap = usable / HARD_SHARE_FEW_DIV;
    /* Every move also costs the measured overhead, which the clock pays
     * but the search never sees: living on the increment, a move that
     * took inc * 3/4 plus a larger lag would drain the clock move by move. */
    if (l->overhead_ms > 0) {
        budget -= l->overhead_ms;
        hard_cap -= l->overhead_ms;
    }
    budget = imin64(budget, hard_cap);
    tm->soft_ms = imax64(1, budget);
    tm->hard_ms = imax64(1, imin64(budget * p->TIME_HARD_MULT, hard_cap));
    if (tm->soft_ms > tm->hard_ms)
        tm->soft_ms = tm->hard_ms;
}

int64_t timeman_soft_limit(const timeman_t *tm, double best_changes, int score_drop, bool obvious, int best_share_pct)
{
    if (!tm->timed)
        return 0;
    if (tm->soft_ms == tm->hard_ms)
        return tm->hard_ms; /* fixed time per move */
    double f = 1.0;
    f *= 1.0 + tm->unstable_pct / 100.0 * (best_changes > UNSTABLE_CHANGES_MAX ? UNSTABLE_CHANGES_MAX : best_changes);
    if (score_drop > 0)
        f *= 1.0 + imin(score_drop, SCORE_DROP_MAX_CP) * tm->drop_pct / 10000.0;
    if (obvious)
        f *= tm->obvious_pct / 100.0;
    /* A best move that took nearly all of the search is seldom overturned
     * by more of it; when the effort went elsewhere, the other moves came
     * close and another iteration may well change the choice. */
    if (best_share_pct >= 0 && tm->nodes_pct > 0) {
        double nodes_f = 1.0 + tm->nodes_pct / 100.0 * (tm->nodes_pivot - best_share_pct) / 100.0;
        f *= nodes_f > NODES_FACTOR_MIN ? nodes_f : NODES_FACTOR_MIN;
    }
    int64_t t = (int64_t)(tm->soft_ms * f);
    if (t > tm->hard_ms)
        t = tm->hard_ms;
    return t < 1 ? 1 : t;
}

bool timeman_may_deepen(const timeman_t *tm, int64_t elapsed_ms, int64_t soft_ms)
{
    return elapsed_ms < soft_ms * tm->deepen_pct / 100;
}

int64_t timeman_pace_ms(const search_limits_t *l, int pace_moves)
{
    if (l->infinite)
        return 0;
    if (l->movetime_ms > 0)
        return l->movetime_ms;
    if (!l->use_clock)
        return 0;
    int moves = l->movestogo > 0 ? l->movestogo : imax(1, pace_moves);
    return imax64(0, l->time_ms) / moves + imax64(0, l->inc_ms);
}
