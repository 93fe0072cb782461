/* strength.c -- strength-limited play and root variety.
 *
 * A [strength] ELO below full strength is turned into several human-like
 * limits that act together, strongest first:
 *   - a node-rate throttle (the engine really thinks slower, so it also
 *     sees less in the same time, and it honours xboard's `nps`);
 *   - a shallower maximum depth;
 *   - at the lowest levels a blur on the evaluation (noise that depends on
 *     the position, so the search stays consistent);
 *   - plausible mistakes: the root searches a few lines exactly and picks
 *     among those within a margin of the best, preferring the better ones,
 *     so a weak level plays a second-best move rather than a random one.
 * Variety (the [style] VARIETY parameter) reuses the same root choice with
 * a margin of VARIETY centipawns and a per-game seed; it is off in
 * deterministic mode (bench, tests).
 */
#include <math.h>

#include "search/search.h"
#include "util/numbers.h"

void strength_setup(strength_t *st, int elo)
{
    st->on = false;
    st->elo = elo;
    st->nps = 0;
    st->max_depth = 0;
    st->blur = 0;
    st->mistake_margin = 0;
    st->lines = 1;
    if (elo <= 0)
        return;
    if (elo < 400)
        elo = 400;
    st->on = true;
    /* Nodes per second double every 150 Elo (~200 nps at 800, ~800 at
     * 1100), with one more doubling spread over 1200..1700 (~64 000 at
     * 1900, ~100 000 at 2000); no cap from 2500 on.  Calibrated so that
     * 1900 plays Fairy-Max about evenly at 10 s + 0.1 s (5/10). */
    if (elo < 2500) {
        double extra = (elo - 1200) / 500.0;
        extra = extra < 0 ? 0 : extra > 1 ? 1 : extra;
        st->nps = (uint64_t)(200.0 * (1.0 + extra) * pow(2.0, (elo - 800) / 150.0));
        if (st->nps < 50)
            st->nps = 50;
    }
    if (elo < 2400)
        st->max_depth = 2 + (elo - 600) / 120;
    if (st->max_depth < 1 && elo < 2400)
        st->max_depth = 1;
    if (elo < 1800)
        st->blur = (1800 - elo) / 5;
    if (elo < 2100) {
        st->mistake_margin = (2100 - elo) / 4;
        st->lines = 4;
    }
}

int strength_pick_root(const worker_t *w)
{
    const search_t *s = w->s;
    int margin = s->strength.on ? s->strength.mistake_margin : 0;
    if (!s->deterministic && s->variety > margin)
        margin = s->variety;
    int lines = s->multipv < w->root_count ? s->multipv : w->root_count;
    if (margin <= 0 || lines <= 1 || w->completed_depth < 1)
        return 0;
    score_t best = w->root[0].prev_score;
    /* Never throw away a mate, never walk into one by choice. */
    if (best >= SCORE_MATE_BOUND || best <= -SCORE_MATE_BOUND)
        return 0;
    double weight[MAX_MOVES], total = 0;
    int n = 0;
    for (int i = 0; i < lines; i++) {
        score_t sc = w->root[i].prev_score;
        if (sc == -SCORE_INFINITE || sc <= -SCORE_MATE_BOUND || best - sc > margin)
            break;
        /* Better moves are likelier: the weight halves every third of the
         * margin below the best. */
        weight[n] = pow(0.5, 3.0 * (best - sc) / margin);
        total += weight[n++];
    }
    if (n <= 1)
        return 0;
    /* A deterministic draw over the seed and the position. */
    uint64_t draw = s->seed ^ s->root.key ^ (uint64_t)s->root.hply;
    uint64_t r = splitmix64(&draw);
    double x = (double)(r >> 11) / 9007199254740992.0 * total;
    for (int i = 0; i < n; i++) {
        x -= weight[i];
        if (x < 0)
            return i;
    }
    return n - 1;
}
