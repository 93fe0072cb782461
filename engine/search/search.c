/* search.c -- iterative deepening with aspiration windows, the root
 * search, limits and the workers; the nodes below the root are searched by
 * node.c.  The PV comes from a triangular table, so every move in it was
 * actually searched from the position before it and is legal.
 */
#include "search/search.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "search/order.h"
#include "search/see.h"
#include "util/numbers.h"
#include "util/platform.h"
#include "util/util.h"

/* ------------------------------------------------------------ helpers */

/* Fixed numbers of the driver, none of them a playing weight (and
 * FIFTY_MOVE_PLIES in search.h):
 *  - THROTTLE_SLEEP_MS: the strength throttle sleeps in slices this
 *    short, so a stop or the clock is seen in time;
 *  - REPORT_AFTER_MS: a search shows intermediate PVs (a new best root
 *    move, a failed aspiration window) only once it has run this long;
 *  - ROOT_LMR_MOVES: the first three root moves are never reduced;
 *  - MATE_EXTRA_DEPTH: a found mate ends a timed search this many plies
 *    past the mate's length (so a shorter one had the chance to show);
 *  - ASPIRATION_GROWTH, ASPIRATION_GIVE_UP: a failed window grows by half
 *    plus this much, and once wider than the second number the search
 *    opens it fully;
 *  - SINGLE_MOVE_DEPTH: with one legal root move, the depth a timed
 *    search stops at;
 *  - CHECK_EVERY_NODES: the clock and the limits are looked at every
 *    1024 nodes (a mask: nodes & this == 0), often enough for a
 *    millisecond at full speed; a node limit is checked at every node, to
 *    stop exactly on it;
 *  - THROTTLE_FINE_NPS, CHECK_EVERY_THROTTLED, THROTTLE_EVERY_NODE_NPS:
 *    a strength limit below 100,000 nodes per second is kept every 64
 *    nodes, and below 2000 at every node, or the throttle would sleep in
 *    long lumps. */
enum {
    CHECK_EVERY_NODES = 1023,
    CHECK_EVERY_THROTTLED = 63,
    THROTTLE_FINE_NPS = 100000,
    THROTTLE_EVERY_NODE_NPS = 2000,
    THROTTLE_SLEEP_MS = 5,
    REPORT_AFTER_MS = 1000,
    ROOT_LMR_MOVES = 3,
    MATE_EXTRA_DEPTH = 8,
    ASPIRATION_GROWTH = 8,
    ASPIRATION_GIVE_UP = 1000,
    SINGLE_MOVE_DEPTH = 4
};


/* Late move reduction in plies for a depth and move number, before the
 * adjustments: base + log(depth) log(moves) / divisor, both in hundredths
 * (LMR_BASE, LMR_DIVISOR); the table lives in the worker (no global state). */
static int lmr_base(int depth, int moves, int base, int divisor)
{
    return (int)(base / 100.0 + log((double)depth) * log((double)moves) / (divisor / 100.0));
}

static void lmr_make_table(worker_t *w, const params_t *p)
{
    for (int d = 0; d < LMR_TABLE_N; d++)
        for (int m = 0; m < LMR_TABLE_N; m++)
            w->lmr[d][m] = (int8_t)(d && m ? lmr_base(d, m, p->LMR_BASE, p->LMR_DIVISOR) : 0);
    w->lmr_made_from[0] = p->LMR_BASE;
    w->lmr_made_from[1] = p->LMR_DIVISOR;
}

bool search_fifty_moves_draw(const board_t *b)
{
    /* Checkmate on the hundredth half-move still wins. */
    return !board_in_check(b) || has_legal_move(b);
}

int64_t search_elapsed(const search_t *s)
{
    if (s->nps_clock)
        return (int64_t)(search_nodes(s) * 1000 / s->nps_clock);
    return time_now_ms() - atomic_load_explicit(&s->clock_start_ms, memory_order_relaxed);
}

uint64_t search_nodes(const search_t *s)
{
    uint64_t n = 0;
    for (int i = 0; i < s->nthreads; i++)
        n += atomic_load_explicit(&s->workers[i]->nodes, memory_order_relaxed);
    return n;
}


void search_check_limits(worker_t *w)
{
    search_t *s = w->s;
    if (atomic_load_explicit(&s->stop, memory_order_relaxed))
        return;
    uint64_t nodes = s->nthreads == 1 ? atomic_load_explicit(&w->nodes, memory_order_relaxed)
                                      : search_nodes(s);
    if (s->limits.nodes && nodes >= s->limits.nodes) {
        atomic_store(&s->stop, true);
        return;
    }
    /* The strength throttle: let real time catch up with the node rate. */
    if (s->strength.nps && !s->nps_clock) {
        for (;;) {
            int64_t due = (int64_t)(nodes * 1000 / s->strength.nps);
            int64_t now = time_now_ms() - s->start_ms;
            if (now >= due || atomic_load_explicit(&s->stop, memory_order_relaxed))
                break;
            platform_sleep_ms(due - now > THROTTLE_SLEEP_MS ? THROTTLE_SLEEP_MS : (int)(due - now));
            /* Keep honouring the clock while sleeping. */
            if (s->tm.timed && !atomic_load_explicit(&s->pondering, memory_order_relaxed) &&
                search_elapsed(s) >= s->tm.hard_ms)
                break;
        }
    }
    if (atomic_load_explicit(&s->pondering, memory_order_relaxed) || !s->tm.timed)
        return;
    /* A strength-limited search is slow by design: its iterations overrun
     * the budget on every move, so it stops at the budget itself rather
     * than at the hard limit meant for rare long thinks (otherwise a
     * 2 s + 0.02 s game is lost on time). */
    int64_t limit = s->strength.nps ? s->tm.soft_ms : s->tm.hard_ms;
    int64_t elapsed = search_elapsed(s);
    if (elapsed < limit)
        return;
    /* Finish the first iteration (it gives a sensible move) unless even
     * that would endanger the clock: then the best root move so far plays. */
    if (w->completed_depth < 1 && !s->strength.nps && elapsed < 2 * s->tm.hard_ms)
        return;
    atomic_store(&s->stop, true);
}

score_t search_evaluate(worker_t *w)
{
    score_t v = evaluate(w->eval, &w->board);
    int blur = w->s->strength.blur;
    if (blur > 0) {
        /* Noise that depends only on the position and the game's seed, so
         * the table and the repeated visits stay consistent. */
        uint64_t h = (w->board.key ^ w->s->seed) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
        v += (score_t)(h % (uint64_t)(2 * blur + 1)) - blur;
    }
    if (v >= SCORE_MATE_BOUND)
        v = SCORE_MATE_BOUND - 1;
    if (v <= -SCORE_MATE_BOUND)
        v = -SCORE_MATE_BOUND + 1;
    return v;
}

/* ------------------------------------------------------------ the root */

static void fill_info(const worker_t *w, int line, int depth, search_info_t *info);

static score_t root_search(worker_t *w, int depth, score_t alpha, score_t beta)
{
    board_t *b = &w->board;
    search_t *s = w->s;
    stack_t *ss = &w->stack[0];
    w->pv_len[0] = 0;
    count_node(w);
    w->stack[1].killers[0] = w->stack[1].killers[1] = MOVE_NONE;
    w->stack[1].excluded = MOVE_NONE;
    ss->static_eval = board_in_check(b) ? SCORE_NONE : search_evaluate(w);
    for (int i = w->multipv_index; i < w->root_count; i++)
        w->root[i].score = -SCORE_INFINITE;
    score_t best = -SCORE_INFINITE, old_alpha = alpha;
    move_t best_move = MOVE_NONE;
    int searched = 0;
    for (int i = w->multipv_index; i < w->root_count; i++) {
        root_move_t *rm = &w->root[i];
        move_t m = rm->move;
        uint64_t before = atomic_load_explicit(&w->nodes, memory_order_relaxed);
        bool quiet = !move_is_noisy(m);
        ss->move = m;
        ss->moved_piece = b->sq[move_from(m)];
        board_make_move(b, m);
        bool gives_check = board_in_check(b);
        w->stack[1].check = gives_check ? 2 : 1;
        int new_depth = depth - 1 + (gives_check ? 1 : 0);
        score_t score;
        if (searched == 0) {
            score = -search_node(w, new_depth, -beta, -alpha, 1, false);
        } else {
            int d = new_depth;
            /* Not by default: a quiet root move that looks poor, reduced,
             * hides the combination it starts for plies (Win At Chess 283,
             * a knight offered with a rook lift behind it: mate in four
             * found at depth 18 reduced, 13 not).  Full depth for every
             * root move costs nodes early on (bench 10 a seventh more),
             * little deeper (bench 11 4% more). */
            if (s->params->LMR_ROOT && depth >= s->params->LMR_MIN_DEPTH && searched >= ROOT_LMR_MOVES && quiet &&
                !gives_check) {
                int r = search_lmr(w, depth, searched) - 1;
                r = r * s->params->SELECTIVITY / 100;
                d = imax(1, imin(new_depth, new_depth - r));
            }
            score = -search_node(w, d, -alpha - 1, -alpha, 1, true);
            if (score > alpha && d < new_depth)
                score = -search_node(w, new_depth, -alpha - 1, -alpha, 1, true);
            if (score > alpha)
                score = -search_node(w, new_depth, -beta, -alpha, 1, false);
        }
        board_unmake_move(b);
        if (search_stopped(w))
            break;
        rm->nodes += atomic_load_explicit(&w->nodes, memory_order_relaxed) - before;
        searched++;
        if (searched == 1 || score > alpha) {
            rm->score = score;
            rm->bound = score >= beta ? BOUND_LOWER : score <= alpha ? BOUND_UPPER : BOUND_EXACT;
            rm->seldepth = w->seldepth;
            rm->pv[0] = m;
            int n = imin(w->pv_len[1], MAX_PLY - 1);
            memcpy(&rm->pv[1], w->pv[1], (size_t)n * sizeof(move_t));
            rm->pv_len = n + 1;
        }
        if (score > best)
            best = score;
        if (score > alpha) {
            best_move = m;
            /* A new best move in a long search: show the new PV now
             * (only in a line the front end asked for: the extra lines
             * variety and strength search are never shown). */
            if (i > w->multipv_index && w->id == 0 && s->cb.on_info &&
                w->multipv_index < s->report_lines && time_now_ms() - s->start_ms > REPORT_AFTER_MS) {
                search_info_t info;
                fill_info(w, i, depth, &info);
                info.multipv = w->multipv_index + 1;
                s->cb.on_info(s->cb.ctx, &info);
            }
            if (score >= beta)
                break;
            alpha = score;
        }
    }
    if (!search_stopped(w) && w->multipv_index == 0 && s->limits.include_count == 0 &&
        s->limits.exclude_count == 0) {
        int bound = best >= beta ? BOUND_LOWER : best > old_alpha ? BOUND_EXACT : BOUND_UPPER;
        tt_store(s->tt, b->key, 0, best_move, best, ss->static_eval, depth, bound);
    }
    return best;
}

/* Stable insertion sort of root[from..to) by score, best first.  A move
 * already in place is not copied out and back: a root move carries its
 * whole line, and after the first iteration most of them are in place. */
static void sort_root(worker_t *w, int from, int to)
{
    for (int i = from + 1; i < to; i++) {
        if (w->root[i - 1].score >= w->root[i].score)
            continue;
        root_move_t tmp = w->root[i];
        int j = i - 1;
        while (j >= from && w->root[j].score < tmp.score) {
            w->root[j + 1] = w->root[j];
            j--;
        }
        w->root[j + 1] = tmp;
    }
}

static bool in_list(const move_t *list, int n, move_t m)
{
    for (int i = 0; i < n; i++)
        if (list[i] == m)
            return true;
    return false;
}

static void setup_root(worker_t *w)
{
    const search_t *s = w->s;
    picker_t p;
    movegen_legal(&w->board, &p.list);
    tt_hit_t hit;
    move_t tt_move = tt_probe(s->tt, w->board.key, 0, &hit) ? hit.move : MOVE_NONE;
    order_init(w, &p, tt_move, 0);
    w->root_count = 0;
    for (int pass = 0; pass < 2 && w->root_count == 0; pass++) {
        /* Pass 1 applies searchmoves/exclude; if they leave nothing, pass 2
         * searches every legal move rather than play none. */
        picker_t q = p;
        int32_t sc;
        move_t m;
        while ((m = order_next(w, &q, &sc)) != MOVE_NONE) {
            if (pass == 0 && s->limits.include_count > 0 &&
                !in_list(s->limits.include, s->limits.include_count, m))
                continue;
            if (pass == 0 && in_list(s->limits.exclude, s->limits.exclude_count, m))
                continue;
            root_move_t *rm = &w->root[w->root_count++];
            memset(rm, 0, sizeof *rm);
            rm->move = m;
            rm->score = rm->prev_score = -SCORE_INFINITE;
            rm->pv[0] = m;
            rm->pv_len = 1;
        }
    }
}

static void fill_info(const worker_t *w, int line, int depth, search_info_t *info)
{
    const search_t *s = w->s;
    const root_move_t *rm = &w->root[line];
    memset(info, 0, sizeof *info);
    info->depth = depth;
    info->seldepth = rm->seldepth > depth ? rm->seldepth : depth;
    info->multipv = line + 1;
    info->score = rm->score == -SCORE_INFINITE ? rm->prev_score : rm->score;
    if (info->score == -SCORE_INFINITE)
        info->score = 0;
    info->bound = rm->score == -SCORE_INFINITE ? BOUND_EXACT : rm->bound;
    info->nodes = search_nodes(s);
    info->time_ms = search_elapsed(s);
    int64_t wall = time_now_ms() - s->start_ms;
    info->nps = wall > 0 ? info->nodes * 1000 / (uint64_t)wall : 0;
    info->hashfull = tt_hashfull(s->tt);
    info->pv_length = rm->pv_len;
    memcpy(info->pv, rm->pv, (size_t)rm->pv_len * sizeof(move_t));
}

static void report(worker_t *w, int depth)
{
    search_t *s = w->s;
    if (!s->cb.on_info)
        return;
    int lines = imin(s->report_lines, w->root_count);
    for (int i = 0; i < lines; i++) {
        search_info_t info;
        fill_info(w, i, depth, &info);
        s->cb.on_info(s->cb.ctx, &info);
    }
}

int search_best_share_pct(const worker_t *w, int depth)
{
    const search_t *s = w->s;
    if (depth < s->params->TIME_NODES_DEPTH || search_root_lines(w) > 1)
        return -1;
    uint64_t own = atomic_load_explicit(&w->nodes, memory_order_relaxed);
    return own > 0 ? (int)(w->root[0].nodes * 100 / own) : -1;
}

/* Main thread, after an iteration: is it time to stop deepening? */
static bool enough(worker_t *w, int depth, score_t score)
{
    search_t *s = w->s;
    if (s->limits.mate > 0 && score >= SCORE_MATE - 2 * s->limits.mate)
        return true;
    bool waiting = atomic_load(&s->pondering) || s->limits.infinite;
    move_t best = w->root[0].move;
    s->best_changes = s->best_changes * 0.5 + (best != s->last_best && depth > 1 ? 1.0 : 0.0);
    s->last_best = best;
    int drop = s->prev_iter_score != -SCORE_INFINITE ? s->prev_iter_score - score : 0;
    s->prev_iter_score = score;
    if (!s->tm.timed || waiting)
        return false;
    if (w->root_count == 1 && depth >= SINGLE_MOVE_DEPTH)
        return true;
    /* A mate is found and the search is well past its length. */
    if ((score >= SCORE_MATE_BOUND || score <= -SCORE_MATE_BOUND) &&
        depth >= SCORE_MATE - abs(score) + MATE_EXTRA_DEPTH)
        return true;
    /* Fixed time per move: think for all of it (the hard limit stops). */
    if (s->tm.soft_ms == s->tm.hard_ms)
        return false;
    bool obvious = depth >= 8 && s->best_changes < 0.05;
    s->soft_ms = timeman_soft_limit(&s->tm, s->best_changes, drop > 0 ? drop : 0, obvious,
                                    search_best_share_pct(w, depth));
    int64_t elapsed = search_elapsed(s);
    /* After a ponderhit the time spent pondering counts as thinking for
     * the decision to deepen (the clock itself started at the ponderhit). */
    if (s->limits.ponder && !s->nps_clock)
        elapsed = time_now_ms() - s->start_ms;
    return !timeman_may_deepen(&s->tm, elapsed, s->soft_ms);
}

void search_iterate(worker_t *w)
{
    search_t *s = w->s;
    setup_root(w);
    if (w->root_count == 0)
        return;
    int lines = search_root_lines(w);
    for (int depth = 1; depth <= s->max_depth; depth++) {
        if (w->id == 0) {
            atomic_store_explicit(&s->main_depth, depth, memory_order_relaxed);
        } else {
            /* A helper that searches the main thread's next depth fills the
             * table with what the main thread will ask for there; odd helpers
             * aim one ply past it, even ones search beside it.  One that fell
             * behind skips the depths the main thread has finished. */
            int ahead = atomic_load_explicit(&s->main_depth, memory_order_relaxed) + (w->id & 1);
            depth = imin(imax(depth, ahead), s->max_depth);
        }
        w->root_depth = depth;
        for (int line = 0; line < lines && !search_stopped(w); line++) {
            w->multipv_index = line;
            score_t delta = s->params->ASPIRATION_WINDOW, alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
            score_t center = w->root[line].prev_score;
            if (depth >= s->params->ASPIRATION_DEPTH && center > -SCORE_MATE_BOUND && center < SCORE_MATE_BOUND) {
                alpha = center - delta;
                beta = center + delta;
            }
            for (;;) {
                w->seldepth = 0;
                score_t score = root_search(w, depth, alpha, beta);
                sort_root(w, line, w->root_count);
                if (search_stopped(w))
                    break;
                if (score <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = imax(score - delta, -SCORE_INFINITE);
                } else if (score >= beta) {
                    beta = imin(score + delta, SCORE_INFINITE);
                } else {
                    break;
                }
                if (w->id == 0 && s->cb.on_info && line < s->report_lines &&
                    time_now_ms() - s->start_ms > REPORT_AFTER_MS) {
                    search_info_t info;
                    fill_info(w, line, depth, &info);
                    s->cb.on_info(s->cb.ctx, &info);
                }
                delta += delta / 2 + ASPIRATION_GROWTH;
                if (delta > ASPIRATION_GIVE_UP) {
                    alpha = -SCORE_INFINITE;
                    beta = SCORE_INFINITE;
                }
            }
            sort_root(w, 0, line + 1);
        }
        if (search_stopped(w))
            break;
        for (int i = 0; i < w->root_count; i++)
            w->root[i].prev_score = i < lines ? w->root[i].score : -SCORE_INFINITE;
        w->completed_depth = depth;
        /* A helper that finishes the depth asked for has the answer: the
         * search need not wait for the main thread to get there too. */
        if (w->id > 0 && depth == s->limits.depth && !s->limits.infinite &&
            !atomic_load_explicit(&s->pondering, memory_order_relaxed)) {
            atomic_store(&s->stop, true);
            break;
        }
        if (w->id == 0) {
            report(w, depth);
            if (enough(w, depth, w->root[0].score))
                break;
        }
    }
}

/* ------------------------------------------------------------ workers */

worker_t *worker_new(int id, const params_t *p)
{
    worker_t *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->eval = eval_ctx_new(p);
    if (!w->eval) {
        free(w);
        return NULL;
    }
    w->id = id;
    lmr_make_table(w, p);
    see_values_from_params(p, w->see_value);
    return w;
}

void worker_free(worker_t *w)
{
    if (!w)
        return;
    eval_ctx_free(w->eval);
    free(w);
}

void worker_clear(worker_t *w)
{
    memset(w->history, 0, sizeof w->history);
    memset(w->counter, 0, sizeof w->counter);
    memset(w->cont_history, 0, sizeof w->cont_history);
    memset(w->stack, 0, sizeof w->stack);
}

/* ------------------------------------------------------------ a whole search */

static move_t find_ponder_move(search_t *s, const root_move_t *rm)
{
    if (rm->pv_len >= 2)
        return rm->pv[1];
    /* No reply in the PV (the search stopped early): ask the table, and
     * play it only if it is legal after our move. */
    board_t *b = &s->workers[0]->board;
    board_make_move(b, rm->move);
    move_t reply = MOVE_NONE;
    tt_hit_t hit;
    if (tt_probe(s->tt, b->key, 0, &hit) && hit.move != MOVE_NONE) {
        movelist_t list;
        movegen_legal(b, &list);
        for (int i = 0; i < list.count; i++)
            if (tt_move_bits(list.moves[i]) == hit.move)
                reply = list.moves[i];
    }
    board_unmake_move(b);
    return reply;
}

/* The worker whose last finished iteration went deepest plays the move:
 * a helper that finished one ply more than the main thread has seen more.
 * Ties go to the main thread, which alone searched every line it reported. */
static worker_t *deepest_worker(search_t *s)
{
    worker_t *best = s->workers[0];
    for (int i = 1; i < s->nthreads; i++) {
        worker_t *h = s->workers[i];
        if (h->completed_depth > best->completed_depth && h->root_count > 0)
            best = h;
    }
    return best;
}

void search_run(search_t *s)
{
    for (int i = 0; i < s->nthreads; i++) {
        worker_t *w = s->workers[i];
        w->s = s;
        board_copy(&w->board, &s->root);
        /* The personality may have changed since the worker was made. */
        if (w->lmr_made_from[0] != s->params->LMR_BASE || w->lmr_made_from[1] != s->params->LMR_DIVISOR)
            lmr_make_table(w, s->params);
        see_values_from_params(s->params, w->see_value);
        board_follow_psq(&w->board, eval_psq_table(w->eval));
        atomic_store_explicit(&w->nodes, 0, memory_order_relaxed);
        w->seldepth = w->completed_depth = w->root_depth = 0;
        w->multipv_index = w->nmp_min_ply = 0;
        w->check_counter = s->limits.nodes ? 0 : CHECK_EVERY_NODES;
        if (s->strength.nps && s->strength.nps < THROTTLE_FINE_NPS)
            w->check_counter = s->strength.nps < THROTTLE_EVERY_NODE_NPS ? 0 : CHECK_EVERY_THROTTLED;
        memset(w->stack, 0, sizeof w->stack);
    }
    s->best_changes = 0;
    s->last_best = MOVE_NONE;
    s->prev_iter_score = -SCORE_INFINITE;
    s->soft_ms = s->tm.soft_ms;
    s->best = s->ponder = MOVE_NONE;
    memset(&s->last_info, 0, sizeof s->last_info);
    tt_new_search(s->tt);

    worker_t *w0 = s->workers[0];
    if (!has_legal_move(&s->root)) {
        /* Mate or stalemate: nothing to search; still wait for stop when
         * analysing or pondering so the front end sees the usual order. */
        while (!atomic_load(&s->stop) && (atomic_load(&s->pondering) || s->limits.infinite))
            platform_sleep_ms(1);
        s->last_info.score = board_in_check(&s->root) ? -SCORE_MATE : -s->contempt;
        if (s->cb.on_done)
            s->cb.on_done(s->cb.ctx, MOVE_NONE, MOVE_NONE, &s->last_info);
        return;
    }
    atomic_store_explicit(&s->main_depth, 0, memory_order_relaxed);
    threads_start_helpers(s);
    search_iterate(w0);
    while (!atomic_load(&s->stop) && (atomic_load(&s->pondering) || s->limits.infinite))
        platform_sleep_ms(1);
    atomic_store(&s->stop, true);
    threads_join_helpers(s);

    worker_t *chosen = deepest_worker(s);
    int pick = strength_pick_root(chosen);
    const root_move_t *rm = &chosen->root[pick];
    s->best = rm->move;
    s->ponder = find_ponder_move(s, rm);
    fill_info(chosen, pick, chosen->completed_depth > 0 ? chosen->completed_depth : 1, &s->last_info);
    s->last_info.multipv = 1;
    if (s->cb.on_done)
        s->cb.on_done(s->cb.ctx, s->best, s->ponder, &s->last_info);
}
