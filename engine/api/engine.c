/* engine.c -- the engine API of engine.h: owns the game, the personality,
 * the transposition table and the search workers, and runs searches on a
 * background thread for the front ends.
 *
 * A search works on copies (search_t.root and each worker's board), so
 * the front end's calls that only read never race with it; every call
 * that changes the game or the settings first stops and joins the search.
 *
 * The front end's callbacks are relayed through this file so that every
 * front end shows a principal variation that agrees with the move played:
 * when the search ends on a move (or an expected reply) that no line it
 * last reported starts with -- the move came from an unfinished iteration,
 * or the strength/variety pick chose a line it did not show -- or when it
 * comes from a helper thread's deeper iteration, that line is reported
 * once more, as line 1, before on_done.
 */
#include "api/engine.h"
#include "api/evaluator.h"
#include "api/testing.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "eval/eval.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "search/search.h"
#include "search/tt.h"
#include "util/util.h"
#include "params/weights.h"
#include "params/personality.h"

/* MultiPV rows whose last line is remembered; a move heading a row beyond
 * these is simply shown again. */
enum { SHOWN_ROWS = 16 };

struct engine {
    board_t board;
    personality_t pers;          /* as loaded and set by the user */
    int weights[WEIGHT_COUNT];   /* family weights in percent (weights.h) */
    int level;                   /* the user's Elo, 0: the personality's */
    params_t play;               /* pers.params scaled by the weights: what is played */
    tt_t tt;
    int nthreads;
    worker_t **workers;
    eval_ctx_t *eval;            /* for engine_evaluate on the front-end thread */
    bool deterministic;
    uint64_t game_seed;
    int64_t pace_ms;             /* the slowest clock pace seen this game */
    search_t *search;            /* the current or last search */
    pthread_t thread;
    bool thread_live;            /* a search thread to join */
    atomic_bool running;         /* until on_done has returned */
    uint64_t last_nodes;
    /* The front end's callbacks behind the relay, and how the last line
     * of each MultiPV row they were given starts (search thread only). */
    search_callbacks_t front;
    struct {
        move_t first, second;
    } shown[SHOWN_ROWS];
    int shown_depth;             /* the deepest line relayed */
    search_info_t last_shown;    /* the last line relayed */
    bool have_shown;
};

static void set_error(char *err, size_t errlen, const char *msg)
{
    if (err && errlen)
        snprintf(err, errlen, "%s", msg);
}

static uint64_t fresh_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t x = (uint64_t)ts.tv_nsec ^ ((uint64_t)ts.tv_sec << 20) ^ (uint64_t)time_now_us();
    return x * 0x9E3779B97F4A7C15ull;
}

static void free_workers(worker_t **ws, int n)
{
    if (!ws)
        return;
    for (int i = 0; i < n; i++)
        worker_free(ws[i]);
    free(ws);
}

static worker_t **make_workers(int n, const params_t *p)
{
    worker_t **ws = calloc((size_t)n, sizeof *ws);
    if (!ws)
        return NULL;
    for (int i = 0; i < n; i++)
        if (!(ws[i] = worker_new(i, p))) {
            free_workers(ws, n);
            return NULL;
        }
    return ws;
}

engine_t *engine_new(const engine_options_t *opts, char *err, size_t errlen)
{
    engine_options_t none = { 0 };
    if (!opts)
        opts = &none;
    engine_t *e = calloc(1, sizeof *e);
    if (!e) {
        set_error(err, errlen, "out of memory");
        return NULL;
    }
    atomic_init(&e->running, false);
    board_init_startpos(&e->board);
    personality_errors_t errs;
    personality_errors_clear(&errs);
    if (opts->personality && *opts->personality) {
        if (!personality_load(opts->personality, &e->pers, &errs)) {
            if (err && errlen)
                snprintf(err, errlen, "cannot load personality '%s': %s", opts->personality,
                         errs.count ? errs.msg[0] : "unknown error");
            free(e);
            return NULL;
        }
    } else if (opts->builtin_data && personality_builtin_default(&e->pers)) {
        /* the program's own copy, whatever files lie around */
    } else if (!personality_load("default", &e->pers, &errs)) {
        personality_builtin(&e->pers);
    }
    for (int f = 0; f < WEIGHT_COUNT; f++)
        e->weights[f] = WEIGHT_NEUTRAL;
    e->play = e->pers.params;
    int mb = opts->hash_mb > 0 ? opts->hash_mb : 64;
    e->nthreads = opts->threads > 0 ? opts->threads : 1;
    e->search = calloc(1, sizeof *e->search);
    e->eval = eval_ctx_new(&e->play);
    e->workers = make_workers(e->nthreads, &e->play);
    if (!e->search || !e->eval || !e->workers || !tt_init(&e->tt, (size_t)mb)) {
        set_error(err, errlen, "out of memory (hash table or search threads)");
        free_workers(e->workers, e->nthreads);
        if (e->eval)
            eval_ctx_free(e->eval);
        free(e->search);
        tt_free(&e->tt);
        free(e);
        return NULL;
    }
    e->game_seed = fresh_seed();
    return e;
}

/* Stop a running search and wait for its thread.  From inside on_done
 * (the search thread itself) it only asks for the stop. */
static void stop_and_join(engine_t *e)
{
    if (!e->thread_live)
        return;
    if (pthread_equal(pthread_self(), e->thread)) {
        atomic_store(&e->search->stop, true);
        return;
    }
    atomic_store(&e->search->stop, true);
    pthread_join(e->thread, NULL);
    e->thread_live = false;
}

void engine_free(engine_t *e)
{
    if (!e)
        return;
    stop_and_join(e);
    free_workers(e->workers, e->nthreads);
    eval_ctx_free(e->eval);
    tt_free(&e->tt);
    free(e->search);
    free(e);
}

/* ------------------------------------------------------------ the game */

void engine_new_game(engine_t *e)
{
    stop_and_join(e);
    board_init_startpos(&e->board);
    tt_clear(&e->tt);
    for (int i = 0; i < e->nthreads; i++)
        worker_clear(e->workers[i]);
    e->game_seed = fresh_seed();
    e->pace_ms = 0;
}

bool engine_set_fen(engine_t *e, const char *fen, char *err, size_t errlen)
{
    board_t tmp;
    if (!fen_parse(&tmp, fen, err, errlen))
        return false;
    stop_and_join(e);
    board_copy(&e->board, &tmp);
    return true;
}

void engine_set_board(engine_t *e, const board_t *b)
{
    stop_and_join(e);
    board_copy(&e->board, b);
}

bool engine_play(engine_t *e, move_t m)
{
    if (!movegen_is_legal(&e->board, m))
        return false;
    if (e->board.hply >= MAX_HISTORY - MAX_PLY - 8)
        return false; /* no room left for a search on top */
    stop_and_join(e);
    board_make_move(&e->board, m);
    return true;
}

bool engine_undo(engine_t *e)
{
    if (e->board.hply == 0)
        return false;
    stop_and_join(e);
    board_unmake_move(&e->board);
    return true;
}

const board_t *engine_board(const engine_t *e)
{
    return &e->board;
}

bool engine_game_over(engine_t *e, const char **result, const char **reason)
{
    const board_t *b = &e->board;
    if (!has_legal_move(b)) {
        if (board_in_check(b)) {
            *result = b->side == WHITE ? "0-1" : "1-0";
            *reason = b->side == WHITE ? "Black mates" : "White mates";
        } else {
            *result = "1/2-1/2";
            *reason = "Stalemate";
        }
        return true;
    }
    if (b->halfmove >= 100) {
        *result = "1/2-1/2";
        *reason = "Draw by 50-move rule";
        return true;
    }
    if (board_repetitions(b) >= 2) {
        *result = "1/2-1/2";
        *reason = "Draw by repetition";
        return true;
    }
    if (board_insufficient_material(b)) {
        *result = "1/2-1/2";
        *reason = "Draw by insufficient material";
        return true;
    }
    return false;
}

/* ------------------------------------------------------------ searching */

static void prepare(engine_t *e, const search_limits_t *limits, const search_callbacks_t *cb)
{
    search_t *s = e->search;
    const params_t *p = &e->play;
    board_copy(&s->root, &e->board);
    s->limits = *limits;
    if (cb)
        s->cb = *cb;
    else
        memset(&s->cb, 0, sizeof s->cb);
    s->params = p;
    s->tt = &e->tt;
    s->workers = e->workers;
    s->deterministic = e->deterministic;
    s->seed = e->deterministic ? 0 : e->game_seed;
    s->root_side = e->board.side;
    s->contempt = p->CONTEMPT;
    s->variety = e->deterministic ? 0 : p->VARIETY;
    strength_setup(&s->strength, p->ELO, p);
    /* Strength limits want one thread: more threads would be more Elo. */
    s->nthreads = s->strength.on ? 1 : e->nthreads;
    s->report_lines = limits->multipv > 1 ? limits->multipv : 1;
    s->multipv = s->report_lines;
    if (s->strength.on && s->strength.lines > s->multipv)
        s->multipv = s->strength.lines;
    if (s->variety > 0 && s->multipv < 3)
        s->multipv = 3;
    s->max_depth = limits->depth > 0 && limits->depth < MAX_PLY - 8 ? limits->depth : MAX_PLY - 8;
    if (s->strength.max_depth > 0 && s->strength.max_depth < s->max_depth)
        s->max_depth = s->strength.max_depth;
    timeman_init(&s->tm, limits, s->params);
    /* The game's pace, not this move's: a clock running down late in a
     * slow game must not make the level faster (strength.c). */
    int64_t pace = timeman_pace_ms(limits, p->SLOW_PACE_MOVES);
    if (pace > e->pace_ms)
        e->pace_ms = pace;
    if (s->tm.timed)
        s->strength.nps = strength_nps_for_pace(&s->strength, e->pace_ms, p);
    s->nps_clock = 0;
    if (limits->nps_limit) {
        s->nps_clock = limits->nps_limit;
        if (s->strength.nps && s->strength.nps < s->nps_clock)
            s->nps_clock = s->strength.nps;
    }
    s->start_ms = time_now_ms();
    atomic_store(&s->clock_start_ms, s->start_ms);
    atomic_store(&s->stop, false);
    atomic_store(&s->pondering, limits->ponder);
}

/* ------------------------------------------------ the PV agrees with the move */

/* Would a line tell the player nothing the last one did not?  Only the
 * clock and the node count move on when a search reports its line 1
 * again after searching lines it does not show (variety, strength) or
 * while it sleeps (a strength limit); a GUI would add the same row. */
static bool same_line(const search_info_t *a, const search_info_t *b)
{
    return a->multipv == b->multipv && a->depth == b->depth && a->seldepth == b->seldepth &&
           a->score == b->score && a->bound == b->bound &&
           a->pv_length == b->pv_length &&
           memcmp(a->pv, b->pv, (size_t)a->pv_length * sizeof a->pv[0]) == 0;
}

static void relay_info(void *ctx, const search_info_t *info)
{
    engine_t *e = ctx;
    int row = info->multipv > 1 ? info->multipv - 1 : 0;
    if (e->have_shown && same_line(info, &e->last_shown))
        return;
    e->last_shown = *info;
    e->have_shown = true;
    if (info->depth > e->shown_depth)
        e->shown_depth = info->depth;
    if (row < SHOWN_ROWS) {
        e->shown[row].first = info->pv_length > 0 ? info->pv[0] : MOVE_NONE;
        e->shown[row].second = info->pv_length > 1 ? info->pv[1] : MOVE_NONE;
    }
    if (e->front.on_info)
        e->front.on_info(e->front.ctx, info);
}

/* Does a row the front end shows start with best (and the expected
 * reply)?  With several rows (MultiPV) the GUI keeps one per line, so the
 * move may head any of them; otherwise it heads the only one. */
static bool shown_agrees(const engine_t *e, move_t best, move_t ponder, int rows)
{
    for (int r = 0; r < rows && r < SHOWN_ROWS; r++)
        if (e->shown[r].first == best && (ponder == MOVE_NONE || e->shown[r].second == ponder))
            return true;
    return false;
}

static void relay_done(void *ctx, move_t best, move_t ponder, const search_info_t *last)
{
    engine_t *e = ctx;
    search_info_t final = *last;
    if (best != MOVE_NONE) {
        /* The final line: the played move's PV, with the expected reply
         * when the PV had none (the table supplied it). */
        final.multipv = 1;
        if (final.pv_length < 1 || final.pv[0] != best) {
            final.pv[0] = best;
            final.pv_length = 1;
        }
        if (ponder != MOVE_NONE && (final.pv_length < 2 || final.pv[1] != ponder)) {
            final.pv[1] = ponder;
            final.pv_length = 2;
        }
        /* Also when a helper thread finished a deeper iteration than the
         * main thread showed: the move comes from that depth.  The depth
         * shown never goes down: a move chosen from the last finished
         * iteration after a deeper, unfinished one was shown is reported
         * at the depth the search reached. */
        bool deeper = final.depth > e->shown_depth;
        if (final.depth < e->shown_depth)
            final.depth = e->shown_depth;
        if (final.seldepth < final.depth)
            final.seldepth = final.depth;
        if (e->front.on_info &&
            (!shown_agrees(e, best, ponder, e->search->report_lines) || deeper))
            relay_info(e, &final);
    }
    if (e->front.on_done)
        e->front.on_done(e->front.ctx, best, ponder, &final);
}

static void *search_thread(void *arg)
{
    engine_t *e = arg;
    search_run(e->search);
    e->last_nodes = search_nodes(e->search);
    atomic_store(&e->running, false);
    return NULL;
}

bool engine_search_start(engine_t *e, const search_limits_t *limits, const search_callbacks_t *cb)
{
    stop_and_join(e);
    if (e->thread_live) /* called from on_done: cannot start from inside */
        return false;
    memset(&e->front, 0, sizeof e->front);
    if (cb)
        e->front = *cb;
    memset(&e->shown, 0, sizeof e->shown);
    e->shown_depth = 0;
    e->have_shown = false;
    search_callbacks_t relay = { relay_info, relay_done, e };
    prepare(e, limits, &relay);
    atomic_store(&e->running, true);
    if (pthread_create(&e->thread, NULL, search_thread, e) != 0) {
        atomic_store(&e->running, false);
        return false;
    }
    e->thread_live = true;
    return true;
}

void engine_search_stop(engine_t *e)
{
    if (e->thread_live)
        atomic_store(&e->search->stop, true);
}

void engine_ponderhit(engine_t *e)
{
    if (!e->thread_live || !atomic_load(&e->search->pondering))
        return;
    atomic_store(&e->search->clock_start_ms, time_now_ms());
    atomic_store(&e->search->pondering, false);
}

bool engine_search_running(const engine_t *e)
{
    return atomic_load(&e->running);
}

void engine_search_wait(engine_t *e)
{
    if (!e->thread_live || pthread_equal(pthread_self(), e->thread))
        return;
    pthread_join(e->thread, NULL);
    e->thread_live = false;
}

move_t engine_search_sync(engine_t *e, const search_limits_t *limits, search_info_t *final_info)
{
    stop_and_join(e);
    prepare(e, limits, NULL);
    atomic_store(&e->running, true);
    search_run(e->search);
    atomic_store(&e->running, false);
    e->last_nodes = search_nodes(e->search);
    if (final_info)
        *final_info = e->search->last_info;
    return e->search->best;
}

uint64_t engine_throttle_nps(const engine_t *e)
{
    return e->search->strength.nps;
}

uint64_t engine_nodes(const engine_t *e)
{
    if (atomic_load(&e->running))
        return search_nodes(e->search);
    return e->last_nodes;
}

/* ------------------------------------------------------------ settings */

bool engine_set_hash(engine_t *e, int mb, char *err, size_t errlen)
{
    if (mb < 1 || mb > 65536) {
        set_error(err, errlen, "hash size must be between 1 and 65536 MB");
        return false;
    }
    stop_and_join(e);
    if (!tt_resize(&e->tt, (size_t)mb)) {
        set_error(err, errlen, "out of memory for the hash table; the old size stays");
        return false;
    }
    return true;
}

bool engine_set_threads(engine_t *e, int threads, char *err, size_t errlen)
{
    if (threads < 1 || threads > 256) {
        set_error(err, errlen, "threads must be between 1 and 256");
        return false;
    }
    stop_and_join(e);
    if (threads == e->nthreads)
        return true;
    worker_t **ws = make_workers(threads, &e->play);
    if (!ws) {
        set_error(err, errlen, "out of memory for the search threads; the old count stays");
        return false;
    }
    free_workers(e->workers, e->nthreads);
    e->workers = ws;
    e->nthreads = threads;
    return true;
}

void engine_clear_hash(engine_t *e)
{
    stop_and_join(e);
    tt_clear(&e->tt);
    for (int i = 0; i < e->nthreads; i++)
        worker_clear(e->workers[i]);
}

static void params_changed(engine_t *e)
{
    weights_apply(&e->play, &e->pers.params, e->weights);
    if (e->level > 0)
        e->play.ELO = e->level;
    eval_ctx_set_params(e->eval, &e->play);
    for (int i = 0; i < e->nthreads; i++)
        eval_ctx_set_params(e->workers[i]->eval, &e->play);
    /* Scores in the table came from the old evaluation. */
    tt_clear(&e->tt);
}

bool engine_load_personality(engine_t *e, const char *name_or_path, personality_errors_t *errs)
{
    personality_t tmp;
    if (!personality_load(name_or_path, &tmp, errs))
        return false;
    stop_and_join(e);
    e->pers = tmp;
    params_changed(e);
    return true;
}

void engine_set_personality(engine_t *e, const personality_t *p)
{
    stop_and_join(e);
    e->pers = *p;
    params_changed(e);
}

bool engine_set_param(engine_t *e, const char *name, const char *value, char *err, size_t errlen)
{
    personality_t tmp = e->pers;
    if (!personality_set(&tmp, name, value, err, errlen))
        return false;
    stop_and_join(e);
    e->pers = tmp;
    params_changed(e);
    return true;
}

const personality_t *engine_personality(const engine_t *e)
{
    return &e->pers;
}

bool engine_set_weight(engine_t *e, int family, int pct, char *err, size_t errlen)
{
    if (family < 0 || family >= WEIGHT_COUNT || pct < WEIGHT_MIN || pct > WEIGHT_MAX) {
        if (err && errlen)
            snprintf(err, errlen, "a family weight is %d..%d percent", WEIGHT_MIN, WEIGHT_MAX);
        return false;
    }
    if (e->weights[family] == pct)
        return true; /* a GUI resending the same value keeps the hash table */
    stop_and_join(e);
    e->weights[family] = pct;
    params_changed(e);
    return true;
}

int engine_weight(const engine_t *e, int family)
{
    return family >= 0 && family < WEIGHT_COUNT ? e->weights[family] : WEIGHT_NEUTRAL;
}

bool engine_set_level(engine_t *e, int elo, char *err, size_t errlen)
{
    int i = params_find("strength.ELO");
    const param_info_t *in = i >= 0 ? params_info(i) : NULL;
    if (!in || elo < 0 || elo > in->max) {
        if (err && errlen)
            snprintf(err, errlen, "a level is an Elo up to %d, or 0 for the personality's own", in ? in->max : 0);
        return false;
    }
    if (e->level == elo)
        return true;
    stop_and_join(e);
    e->level = elo;
    params_changed(e);
    return true;
}

int engine_level(const engine_t *e)
{
    return e->level;
}

int engine_effective_elo(const engine_t *e)
{
    return e->play.ELO;
}

const params_t *engine_play_params(const engine_t *e)
{
    return &e->play;
}

void engine_set_deterministic(engine_t *e, bool on)
{
    e->deterministic = on;
}

tt_t *engine_tt(engine_t *e)
{
    return &e->tt;
}

/* ------------------------------------------------------------ evaluation */

score_t engine_evaluate(engine_t *e)
{
    return evaluate(e->eval, &e->board);
}

void engine_eval_trace(engine_t *e, eval_trace_t *out)
{
    eval_trace(e->eval, &e->board, out);
}
