/* test_search.c -- the search through the engine API: exact mate scores,
 * draws by stalemate, repetition, the 50-move rule and insufficient
 * material, hash collisions that must never produce an illegal move, node
 * and depth limits honoured exactly, stop latency, pondering, analysis,
 * multipv, searchmoves/exclude, threads, the game functions, and the
 * continuation history's rows.
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "api/engine.h"
#include "api/testing.h"
#include "core/attack.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "search/search.h"
#include "search/order.h"
#include "search/see.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "playout.h"
#include "tap.h"
#include "util/platform.h"
#include "util/util.h"

static engine_t *E;

static void set(const char *fen)
{
    char err[256];
    if (!engine_set_fen(E, fen, err, sizeof err))
        bail_out(err);
    engine_clear_hash(E);
}

static move_t mv(const char *text)
{
    return move_parse(engine_board(E), text, NULL, 0);
}

static search_limits_t depth_limits(int depth)
{
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.depth = depth;
    return l;
}

static void sleep_ms(int ms)
{
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

/* ------------------------------------------------------------ mates and draws */

static void test_mates(void)
{
    static const struct {
        const char *fen, *name;
        int plies;
    } cases[] = {
        { "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", "mate in 1 (Qg7#)", 1 },
        { "k7/8/2K5/8/8/8/8/7R w - - 0 1", "mate in 2 (KR v K)", 3 },
        { "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", "mate in 3 (Ra6)", 5 },
        { "2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1", "mate in 3 for Black (Qg6+)", 5 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        set(cases[i].fen);
        search_limits_t l = depth_limits(10);
        search_info_t info;
        move_t m = engine_search_sync(E, &l, &info);
        ok(movegen_is_legal(engine_board(E), m), "%s: legal move", cases[i].name);
        is_int(info.score, SCORE_MATE - cases[i].plies, cases[i].name);
    }
    /* Being mated: the score counts the plies to the mate, negative. */
    set("7k/8/8/8/8/Pr6/r7/7K w - - 0 1");
    search_limits_t l = depth_limits(6);
    search_info_t info;
    engine_search_sync(E, &l, &info);
    is_int(info.score, -(SCORE_MATE - 2), "mated in 1: score is -(MATE - 2)");
}

static void test_draws(void)
{
    search_info_t info;
    search_limits_t l = depth_limits(8);

    set("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    move_t m = engine_search_sync(E, &l, &info);
    is_int(m, MOVE_NONE, "stalemate: no move");
    is_int(info.score, 0, "stalemate scores 0");

    /* A queen up but every move is the hundredth reversible half-move. */
    set("8/8/8/4k3/8/8/8/R3K3 w - - 99 80");
    engine_search_sync(E, &l, &info);
    is_int(info.score, 0, "50-move rule: KR v K at halfmove 99 scores 0");
    /* ... unless the hundredth half-move mates. */
    set("7k/8/5K2/8/8/8/8/6Q1 w - - 99 80");
    engine_search_sync(E, &l, &info);
    is_int(info.score, SCORE_MATE - 1, "50-move rule: mate on the last move still wins");

    set("8/8/4k3/8/8/2KB4/8/8 w - - 0 1");
    engine_search_sync(E, &l, &info);
    is_int(info.score, 0, "insufficient material (K+B v K) scores 0");

    /* Repetition: Black, a queen down, can step back into a position of
     * the game's history; that draw beats everything else. */
    set("8/8/8/3k4/8/8/8/2Q1K3 w - - 0 1");
    ok(engine_play(E, mv("e1e2")) && engine_play(E, mv("d5d6")) && engine_play(E, mv("e2e1")),
       "repetition: three king moves played");
    m = engine_search_sync(E, &l, &info);
    char t[MOVE_STR_MAX];
    move_to_coord(m, t);
    is_str(t, "d6d5", "repetition: the losing side repeats");
    is_int(info.score, 0, "repetition scores 0");

    /* Contempt: the same draw is worth -CONTEMPT to the side to move. */
    char err[128];
    ok(engine_set_param(E, "CONTEMPT", "30", err, sizeof err), "set CONTEMPT 30");
    set("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    engine_search_sync(E, &l, &info);
    is_int(info.score, -30, "contempt 30: stalemate scores -30 for the engine");
    engine_set_param(E, "CONTEMPT", "0", err, sizeof err);
}

/* ------------------------------------------------------------ the table */

static void test_tt(void)
{
    tt_t tt;
    ok(tt_init(&tt, 1), "tt_init 1 MB");
    tt_hit_t hit;
    ok(!tt_probe(&tt, 0x1234, 0, &hit), "empty table: miss");
    tt_store(&tt, 0x1234, 3, 0x1ABCD, SCORE_MATE - 7, 55, 9, BOUND_EXACT);
    ok(tt_probe(&tt, 0x1234, 3, &hit), "hit after store");
    is_int(hit.score, SCORE_MATE - 7, "mate score at the same ply");
    is_int(hit.depth, 9, "depth kept");
    is_int(hit.eval, 55, "eval kept");
    is_int(hit.move, 0x1ABCD, "move kept");
    ok(tt_probe(&tt, 0x1234, 5, &hit), "hit from another ply");
    is_int(hit.score, SCORE_MATE - 9, "mate score converted to the probing ply");
    ok(!tt_probe(&tt, 0x1234 + ((tt.mask + 1) << 8), 0, &hit), "same bucket, other key: miss");
    tt_store(&tt, 0x99, 0, MOVE_NONE, -SCORE_MATE + 4, SCORE_NONE, 0, BOUND_UPPER);
    ok(tt_probe(&tt, 0x99, 2, &hit) && hit.score == -SCORE_MATE + 6, "mated score converted");
    ok(tt_hashfull(&tt) >= 0 && tt_hashfull(&tt) <= 1000, "hashfull in range");
    tt_free(&tt);
}

/* Fill the engine's table with nonsense for the root and every position
 * two plies down: wrong moves (illegal here), exact bounds, great depth.
 * The search may be misled about scores (a real collision could do that
 * too) but must never play or show an illegal move. */
static void poison(tt_t *tt, board_t *b, int plies)
{
    tt_store(tt, b->key, 0, move_make(A1, H8, 0, 0), 1234, 0, 60, BOUND_EXACT);
    if (plies == 0)
        return;
    movelist_t list;
    movegen_legal(b, &list);
    for (int i = 0; i < list.count; i++) {
        board_make_move(b, list.moves[i]);
        tt_store(tt, b->key, 0, move_make(H1, A8, QUEEN, 0), -5000, 0, 60,
                 i % 3 == 0 ? BOUND_EXACT : i % 3 == 1 ? BOUND_LOWER : BOUND_UPPER);
        poison(tt, b, plies - 1);
        board_unmake_move(b);
    }
}

static void test_collisions(void)
{
    const char *fens[] = {
        FEN_STARTPOS,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        set(fens[i]);
        board_t b = *engine_board(E);
        poison(engine_tt(E), &b, 2);
        search_limits_t l = depth_limits(6);
        search_info_t info;
        move_t m = engine_search_sync(E, &l, &info);
        ok(movegen_is_legal(engine_board(E), m), "poisoned table, position %zu: best move legal", i + 1);
        board_t p = *engine_board(E);
        bool legal = true;
        for (int k = 0; k < info.pv_length && legal; k++) {
            legal = movegen_is_legal(&p, info.pv[k]);
            if (legal)
                board_make_move(&p, info.pv[k]);
        }
        ok(legal && info.pv_length >= 1, "poisoned table, position %zu: PV of %d moves legal", i + 1,
           info.pv_length);
    }
}

/* ------------------------------------------------------------ limits */

static void test_limits(void)
{
    set("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8");
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.nodes = 54321;
    search_info_t info;
    move_t m = engine_search_sync(E, &l, &info);
    is_int(engine_nodes(E), 54321, "node limit honoured exactly");
    ok(movegen_is_legal(engine_board(E), m), "node limit: legal move");
    for (int d = 1; d <= 9; d += 4) {
        engine_clear_hash(E);
        l = depth_limits(d);
        engine_search_sync(E, &l, &info);
        ok(info.depth == d, "depth limit %d honoured (got %d)", d, info.depth);
    }
    /* A fixed time per move: the search stops by itself (engine_search_sync
     * returns with nobody calling stop), not before its hard limit and not
     * because it ran out of depth.  A busy machine can only make it later,
     * so the upper bound is only there to catch a search that ignores the
     * clock: a hundred times the time asked for. */
    memset(&l, 0, sizeof l);
    l.movetime_ms = 300;
    int64_t t0 = time_now_ms();
    move_t best = engine_search_sync(E, &l, &info);
    int64_t took = time_now_ms() - t0;
    ok(movegen_is_legal(engine_board(E), best) && info.depth < MAX_PLY / 2,
       "movetime 300 ms: stopped by itself at depth %d with a legal move", info.depth);
    ok(took >= 300 - TM_OVERHEAD_MS && took < 30000, "movetime 300 ms: thought %lld ms, not less than %d",
       (long long)took, 300 - TM_OVERHEAD_MS);
    /* Clock: 1 s left of sudden death must not think for long.  What "long"
     * is comes from the clock's own limits, which are exact; the time the
     * search took is printed, not judged. */
    memset(&l, 0, sizeof l);
    l.use_clock = true;
    l.time_ms = 1000;
    timeman_t tm;
    timeman_init(&tm, &l, &engine_personality(E)->params);
    ok(tm.timed && tm.hard_ms <= 300, "1 s left, sudden death: hard limit %lld ms (<= 300)", (long long)tm.hard_ms);
    t0 = time_now_ms();
    best = engine_search_sync(E, &l, &info);
    took = time_now_ms() - t0;
    ok(movegen_is_legal(engine_board(E), best), "1 s left, sudden death: stopped by itself with a legal move");
    diag("1 s left, sudden death: thought %lld ms", (long long)took);
}

/* The base budget a clock gives, in milliseconds. */
static int soft_budget(const search_limits_t *l, const params_t *p)
{
    timeman_t tm;
    timeman_init(&tm, l, p);
    return (int)tm.soft_ms;
}

/* The limits on the clock: moves to go, increments, a measured overhead,
 * a fixed time per move. */
static void test_timeman_limits(void)
{
    params_t defaults;
    params_defaults(&defaults);
    timeman_t tm;
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.use_clock = true;
    l.time_ms = 10000;
    l.movestogo = 40;
    timeman_init(&tm, &l, &defaults);
    ok(tm.timed && tm.soft_ms > 100 && tm.soft_ms < 400, "40 moves in 10 s: budget %lld ms",
       (long long)tm.soft_ms);
    ok(tm.hard_ms < 10000 / 2, "40 moves in 10 s: hard limit %lld ms", (long long)tm.hard_ms);
    l.movestogo = 1;
    l.time_ms = 500;
    timeman_init(&tm, &l, &defaults);
    ok(tm.hard_ms < 500 - TM_OVERHEAD_MS, "last move before the control keeps a margin (%lld ms)",
       (long long)tm.hard_ms);
    l.movestogo = 0;
    l.time_ms = 40;
    l.inc_ms = 10;
    timeman_init(&tm, &l, &defaults);
    ok(tm.hard_ms <= 20, "40 ms + 10 ms increment: hard limit %lld ms", (long long)tm.hard_ms);
    /* A measured overhead comes off both limits: living on a 20 ms
     * increment with 30 ms lost per move, think less than the increment. */
    l.movestogo = 0;
    l.time_ms = 2000;
    l.inc_ms = 20;
    params_t same_horizon = defaults; /* the overhead alone, not the horizon it also moves */
    same_horizon.TIME_MOVES_LEFT_NOINC = same_horizon.TIME_MOVES_LEFT;
    timeman_init(&tm, &l, &same_horizon);
    int64_t soft = tm.soft_ms, hard = tm.hard_ms;
    l.overhead_ms = 30;
    timeman_init(&tm, &l, &same_horizon);
    ok(tm.soft_ms == (soft > 31 ? soft - 30 : 1) && tm.hard_ms <= hard - 30,
       "30 ms overhead: budget %lld -> %lld ms, hard limit %lld -> %lld ms", (long long)soft,
       (long long)tm.soft_ms, (long long)hard, (long long)tm.hard_ms);
    l.time_ms = 100;
    l.overhead_ms = 10;
    timeman_init(&tm, &l, &defaults);
    ok(tm.soft_ms + l.overhead_ms < l.inc_ms, "100 ms left, 20 ms increment, 10 ms lost per move: "
       "a %lld ms budget no longer drains the clock", (long long)tm.soft_ms);
    memset(&l, 0, sizeof l);
    l.movetime_ms = 1000;
    timeman_init(&tm, &l, &defaults);
    ok(tm.hard_ms == 1000 - TM_OVERHEAD_MS, "fixed time per move: %lld ms", (long long)tm.hard_ms);
}

/* The [time] keys that set the horizon: the moves the clock is spread
 * over, with and without an increment that covers the overhead. */
static void test_timeman_horizon(void)
{
    params_t defaults;
    params_defaults(&defaults);
    /* 10 s sudden death: the margin is 30 + 2 x moves left, the budget
     * what is left after it over the moves left. */
    params_t p = defaults;
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.use_clock = true;
    l.time_ms = 10000;
    p.TIME_MOVES_LEFT_NOINC = 20;
    is_int(soft_budget(&l, &p), (10000 - 70) / 20, "TIME_MOVES_LEFT_NOINC 20: 10 s sudden death gives a 496 ms budget");
    p.TIME_MOVES_LEFT = 5;
    is_int(soft_budget(&l, &p), (10000 - 70) / 20, "sudden death: TIME_MOVES_LEFT does not count");
    /* With an increment of at least twice the overhead (30 ms when none
     * is measured), TIME_MOVES_LEFT is the horizon, and three quarters of
     * the increment come on top. */
    p = defaults;
    p.TIME_MOVES_LEFT = 20;
    l.inc_ms = 100;
    is_int(soft_budget(&l, &p), (10000 - 70) / 20 + 75, "TIME_MOVES_LEFT 20: 10 s + 0.1 s gives 571 ms");
    /* A 90 ms increment pays a measured 60 ms once and a half: halfway
     * from 40 to 20 moves. */
    p.TIME_MOVES_LEFT_NOINC = 40;
    l.inc_ms = 90;
    l.overhead_ms = 60;
    is_int(soft_budget(&l, &p), (10000 - 90) / 30 + 67 - 60, "60 ms of a 90 ms increment lost per move: 30 moves, 337 ms");
    l.overhead_ms = 45;
    is_int(soft_budget(&l, &p), (10000 - 70) / 20 + 67 - 45, "45 ms of it: 20 moves, 518 ms");
    /* 1 s + 10 ms: the increment does not cover the 30 ms assumed, nor
     * 16 ms measured, so the horizon is TIME_MOVES_LEFT_NOINC whatever
     * TIME_MOVES_LEFT says. */
    l.time_ms = 1000;
    l.inc_ms = 10;
    l.overhead_ms = 0;
    p = defaults;
    is_int(soft_budget(&l, &p), (1000 - 100) / 35 + 7, "1 s + 10 ms: 35 moves, 32 ms");
    l.overhead_ms = 16;
    is_int(soft_budget(&l, &p), (1000 - 100) / 35 + 7 - 16, "1 s + 10 ms, 16 ms lost per move: 16 ms");
    p.TIME_MOVES_LEFT = 5;
    is_int(soft_budget(&l, &p), (1000 - 100) / 35 + 7 - 16, "... also with TIME_MOVES_LEFT 5");
}

/* The [time] keys that move the budget during a search: an obvious move,
 * another iteration, an unstable best move, a falling score, the hard
 * limit. */
static void test_timeman_budget(void)
{
    params_t defaults;
    params_defaults(&defaults);
    params_t p = defaults;
    timeman_t tm;
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.use_clock = true;
    l.time_ms = 10000;
    p.TIME_MOVES_LEFT_NOINC = 40;
    is_int(soft_budget(&l, &p), (10000 - 110) / 40, "TIME_MOVES_LEFT_NOINC 40: 247 ms");
    timeman_init(&tm, &l, &p);
    int64_t plain = timeman_soft_limit(&tm, 0.0, 0, false, -1);
    is_int((int)plain, (int)tm.soft_ms, "a stable search that is not obvious keeps the budget");
    p.TIME_OBVIOUS_PCT = 50;
    timeman_init(&tm, &l, &p);
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, true, -1), (int)(plain / 2), "TIME_OBVIOUS_PCT 50: an obvious move gets half");
    p.TIME_OBVIOUS_PCT = 100;
    timeman_init(&tm, &l, &p);
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, true, -1), (int)plain, "TIME_OBVIOUS_PCT 100: an obvious move gets all");
    p.TIME_DEEPEN_PCT = 50;
    timeman_init(&tm, &l, &p);
    ok(timeman_may_deepen(&tm, 199, 400) && !timeman_may_deepen(&tm, 200, 400),
       "TIME_DEEPEN_PCT 50: another iteration before half the budget, not after");
    p.TIME_DEEPEN_PCT = 100;
    timeman_init(&tm, &l, &p);
    ok(timeman_may_deepen(&tm, 399, 400) && !timeman_may_deepen(&tm, 400, 400),
       "TIME_DEEPEN_PCT 100: until the whole budget is spent");

    /* A search whose best move keeps changing, or whose score fell, gets
     * more: 247 ms x (1 + pct/100 x changes) and x (1 + drop/100 x pct/100). */
    p = defaults;
    p.TIME_MOVES_LEFT_NOINC = 40;
    timeman_init(&tm, &l, &p);
    is_int((int)timeman_soft_limit(&tm, 2.0, 0, false, -1), 247 * 2, "TIME_UNSTABLE_PCT 50: two best-move changes double the budget");
    is_int((int)timeman_soft_limit(&tm, 9.0, 0, false, -1), (int)(247 * 2.5), "TIME_UNSTABLE_PCT 50: changes count up to three");
    is_int((int)timeman_soft_limit(&tm, 0.0, 50, false, -1), (int)(247 * 1.5), "TIME_DROP_PCT 100: a 50 cp drop gives half as much again");
    p.TIME_UNSTABLE_PCT = 0;
    p.TIME_DROP_PCT = 0;
    timeman_init(&tm, &l, &p);
    is_int((int)timeman_soft_limit(&tm, 2.0, 80, false, -1), 247, "TIME_UNSTABLE_PCT 0, TIME_DROP_PCT 0: the budget ignores both");
    p.TIME_DROP_PCT = 200;
    timeman_init(&tm, &l, &p);
    is_int((int)timeman_soft_limit(&tm, 0.0, 500, false, -1), 247 * 3, "TIME_DROP_PCT 200: a drop of 100 cp or more triples the budget");
    is_int((int)tm.hard_ms, 247 * 5, "TIME_HARD_MULT 5: the hard limit is five budgets");
    p.TIME_UNSTABLE_PCT = 50;
    p.TIME_HARD_MULT = 2;
    timeman_init(&tm, &l, &p);
    is_int((int)tm.hard_ms, 247 * 2, "TIME_HARD_MULT 2: two budgets");
    is_int((int)timeman_soft_limit(&tm, 3.0, 0, false, -1), 247 * 2, "the hard limit caps the unstable budget");
    p.TIME_HARD_MULT = 20;
    timeman_init(&tm, &l, &p);
    is_int((int)tm.hard_ms, (10000 - 110) / 3, "TIME_HARD_MULT 20: but never more than a third of what is left");

    /* The best move's share of the nodes: 247 ms x (1 + pct/100 x
     * (pivot - share)/100), never below a tenth. */
    p = defaults;
    p.TIME_MOVES_LEFT_NOINC = 40;
    timeman_init(&tm, &l, &p);
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, false, 70), 247, "TIME_NODES_PIVOT_PCT 70: a best move with 70% of the nodes keeps the budget");
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, false, 95), (int)(247 * 0.75), "TIME_NODES_PCT 100: one with 95% of the nodes gets a quarter less");
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, false, 20), (int)(247 * 1.5), "TIME_NODES_PCT 100: one with 20% of the nodes gets half as much again");
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, false, -1), 247, "a share not known yet (a shallow search) leaves the budget alone");
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, true, 95), (int)(247 * 0.4 * 0.75), "an obvious move's budget is cut by its share too");
    p.TIME_NODES_PCT = 0;
    timeman_init(&tm, &l, &p);
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, false, 100), 247, "TIME_NODES_PCT 0: the share changes nothing");
    p.TIME_NODES_PCT = 300;
    p.TIME_NODES_PIVOT_PCT = 0;
    timeman_init(&tm, &l, &p);
    is_int((int)timeman_soft_limit(&tm, 0.0, 0, false, 100), (int)(247 * 0.1), "TIME_NODES_PCT 300: the budget keeps at least a tenth");
}

/* The share the budget reads, on a made-up root: 800 of 1000 nodes below
 * the best move are 80%, but none before TIME_NODES_DEPTH, and none when
 * the root searches several lines (a level's mistakes: four), whose
 * further searches of the other moves would make any best move look like
 * a fraction of the effort. */
static void test_best_share(void)
{
    params_t p;
    params_defaults(&p);
    search_t *s = calloc(1, sizeof *s);
    worker_t *w = calloc(1, sizeof *w);
    if (!s || !w)
        bail_out("out of memory");
    w->s = s;
    s->params = &p;
    s->multipv = 1;
    w->root_count = 20;
    atomic_store(&w->nodes, 1000);
    w->root[0].nodes = 800;
    is_int(search_best_share_pct(w, p.TIME_NODES_DEPTH), 80, "one line: the best move's share of the nodes");
    is_int(search_best_share_pct(w, p.TIME_NODES_DEPTH - 1), -1, "none before TIME_NODES_DEPTH");
    s->multipv = p.MISTAKE_LINES;
    is_int(search_best_share_pct(w, 20), -1, "none while the root searches MISTAKE_LINES lines (a strength level)");
    w->root_count = 1;
    is_int(search_best_share_pct(w, 20), 100 * 800 / 1000, "a root with one legal move has one line whatever the lines asked");
    free(w);
    free(s);
}

/* ------------------------------------------------------------ background searches */

typedef struct {
    atomic_int done;
    atomic_llong done_ms;
    atomic_int infos;
    move_t best, ponder;
    search_info_t last;
} watch_t;

static void on_info(void *ctx, const search_info_t *info)
{
    watch_t *w = ctx;
    (void)info;
    atomic_fetch_add(&w->infos, 1);
}

static void on_done(void *ctx, move_t best, move_t ponder, const search_info_t *last)
{
    watch_t *w = ctx;
    w->best = best;
    w->ponder = ponder;
    w->last = *last;
    atomic_store(&w->done_ms, time_now_ms());
    atomic_store(&w->done, 1);
}

static void watch_reset(watch_t *w)
{
    atomic_store(&w->done, 0);
    atomic_store(&w->done_ms, 0);
    atomic_store(&w->infos, 0);
    w->best = w->ponder = MOVE_NONE;
}

/* The most nodes a search may add after engine_search_stop: every search
 * thread looks at the stop flag at least once every 1024 nodes
 * (CHECK_EVERY_NODES in search.c), and a few such intervals cover the
 * walk back to the root. */
enum { STOP_EXTRA_NODES_MAX = 8 * 1024 };

/* Six analyses stopped after 150..500 ms: each ends after the stop with a
 * legal move (on_done, from the search thread), and within a few of its
 * node checks.  Promptness is counted in nodes searched after the stop, an
 * event a loaded machine cannot change (it can delay the thread, not make
 * it search more); the milliseconds are printed, not judged. */
static void test_stop_latency(void)
{
    watch_t w;
    search_callbacks_t cb = { on_info, on_done, &w };
    const char *fens[] = {
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    };
    uint64_t worst_extra = 0;
    int64_t worst_ms = 0;
    for (int i = 0; i < 6; i++) {
        set(fens[i % 3]);
        watch_reset(&w);
        search_limits_t l;
        memset(&l, 0, sizeof l);
        l.infinite = true;
        engine_search_start(E, &l, &cb);
        sleep_ms(150 + 70 * i);
        ok(!atomic_load(&w.done) && engine_search_running(E), "analysis %d still running", i);
        int64_t t0 = time_now_ms();
        uint64_t n0 = engine_nodes(E);
        engine_search_stop(E);
        engine_search_wait(E);
        uint64_t extra = engine_nodes(E) - n0;
        int64_t ms = atomic_load(&w.done_ms) - t0;
        if (extra > worst_extra)
            worst_extra = extra;
        if (ms > worst_ms)
            worst_ms = ms;
        ok(atomic_load(&w.done) && movegen_is_legal(engine_board(E), w.best),
           "analysis %d: stopped with a legal move", i);
    }
    ok(worst_extra <= STOP_EXTRA_NODES_MAX, "stop: at most %llu nodes searched after it (<= %d)",
       (unsigned long long)worst_extra, STOP_EXTRA_NODES_MAX);
    diag("stop: on_done at most %lld ms after it", (long long)worst_ms);
}

static void test_ponder(void)
{
    watch_t w;
    search_callbacks_t cb = { on_info, on_done, &w };
    set("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8");
    watch_reset(&w);
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.ponder = true;
    l.movetime_ms = 200;
    engine_search_start(E, &l, &cb);
    sleep_ms(400);
    ok(!atomic_load(&w.done), "pondering does not stop by itself");
    int64_t t0 = time_now_ms();
    engine_ponderhit(E);
    engine_search_wait(E);
    int64_t took = atomic_load(&w.done_ms) - t0;
    /* The search ended by itself after the hit (on_done, nobody called
     * stop), and not before its time counted from the hit; how much later
     * depends on the machine's load, so the upper bound is generous. */
    ok(atomic_load(&w.done) && took >= 200 - TM_OVERHEAD_MS && took < 20000,
       "after ponderhit the 200 ms run from then (%lld ms)", (long long)took);
    ok(movegen_is_legal(engine_board(E), w.best), "ponder search: legal move");
    board_t b = *engine_board(E);
    board_make_move(&b, w.best);
    ok(w.ponder == MOVE_NONE || movegen_is_legal(&b, w.ponder), "ponder move legal after the best move");

    /* Ponder, then stop (the opponent played another move). */
    watch_reset(&w);
    engine_search_start(E, &l, &cb);
    sleep_ms(50);
    engine_search_stop(E);
    engine_search_wait(E);
    ok(atomic_load(&w.done), "stopped ponder search calls on_done");

    /* A mate found while pondering is not played before the ponderhit. */
    set("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1");
    watch_reset(&w);
    l.movetime_ms = 1000;
    engine_search_start(E, &l, &cb);
    sleep_ms(200);
    ok(!atomic_load(&w.done), "finished ponder search waits for ponderhit");
    /* "At once" as an event: the search had finished, so the hit adds not
     * a node to it (a search that went on would count more). */
    uint64_t before = engine_nodes(E);
    engine_ponderhit(E);
    engine_search_wait(E);
    ok(atomic_load(&w.done) && engine_nodes(E) == before,
       "ponderhit after a mate is found: moves without searching on (%llu nodes, %llu before the hit)",
       (unsigned long long)engine_nodes(E), (unsigned long long)before);
}

typedef struct {
    int depth_seen[4];
    score_t score[4];
    move_t first[4];
} lines_t;

static void on_info_lines(void *ctx, const search_info_t *info)
{
    lines_t *ln = ctx;
    if (info->multipv >= 1 && info->multipv <= 3 && info->bound == BOUND_EXACT) {
        ln->depth_seen[info->multipv] = info->depth;
        ln->score[info->multipv] = info->score;
        ln->first[info->multipv] = info->pv[0];
    }
}

static void test_multipv_and_filters(void)
{
    set("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8");
    search_limits_t l = depth_limits(6);
    l.multipv = 3;
    lines_t ln;
    memset(&ln, 0, sizeof ln);
    search_callbacks_t cb = { on_info_lines, NULL, &ln };
    engine_search_start(E, &l, &cb);
    engine_search_wait(E);
    ok(ln.depth_seen[1] == 6 && ln.depth_seen[2] == 6 && ln.depth_seen[3] == 6,
       "multipv 3: three lines reported at depth 6");
    ok(ln.score[1] >= ln.score[2] && ln.score[2] >= ln.score[3], "multipv 3: scores %d >= %d >= %d",
       ln.score[1], ln.score[2], ln.score[3]);
    ok(ln.first[1] != ln.first[2] && ln.first[2] != ln.first[3] && ln.first[1] != ln.first[3],
       "multipv 3: three different moves");
    search_info_t info;

    /* searchmoves: only a2a3 */
    l = depth_limits(5);
    l.include_count = 1;
    l.include[0] = mv("a2a3");
    ok(engine_search_sync(E, &l, &info) == mv("a2a3"), "searchmoves a2a3 plays a2a3");
    l = depth_limits(5);
    move_t first = engine_search_sync(E, &l, &info);
    l.exclude_count = 1;
    l.exclude[0] = first;
    move_t second = engine_search_sync(E, &l, &info);
    ok(second != first && movegen_is_legal(engine_board(E), second), "exclude the best move: another one");
}

static void test_threads(void)
{
    char err[128];
    ok(engine_set_threads(E, 3, err, sizeof err), "3 threads");
    set("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.movetime_ms = 300;
    search_info_t info;
    move_t m = engine_search_sync(E, &l, &info);
    ok(movegen_is_legal(engine_board(E), m), "3 threads: legal move");
    set("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1");
    l = depth_limits(10);
    engine_search_sync(E, &l, &info);
    is_int(info.score, SCORE_MATE - 5, "3 threads: mate in 3 found");
    /* Whichever thread finishes the asked depth first ends the search, and
     * its move is played from that depth, never from a shallower one. */
    ok(engine_set_threads(E, 2, err, sizeof err), "2 threads");
    set("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    for (int d = 6; d <= 11; d++) {
        l = depth_limits(d);
        m = engine_search_sync(E, &l, &info);
        is_int(info.depth, d, "2 threads: the move comes from the depth asked for");
        ok(movegen_is_legal(engine_board(E), m) && info.pv_length >= 1 && info.pv[0] == m,
           "2 threads: the final line starts with the move");
    }
    ok(engine_set_threads(E, 1, err, sizeof err), "back to 1 thread");
}

/* The [time] keys reach the clock through the engine.  4 s sudden death
 * (TIME_MOVES_LEFT_NOINC) spread over 100 moves stops within the hard
 * limit (5 x 37 ms), over 5 moves it starts iterations until 55% of a
 * 792 ms budget is spent; 4 s + 60 ms (TIME_MOVES_LEFT) gives 82 ms, at
 * most two of them (TIME_HARD_MULT 2), and 837 ms. */
static int64_t clock_move_ms(const char *key, int moves_left, int inc_ms)
{
    char err[128], value[16];
    snprintf(value, sizeof value, "%d", moves_left);
    if (!engine_set_param(E, key, value, err, sizeof err) ||
        !engine_set_param(E, "TIME_OBVIOUS_PCT", "100", err, sizeof err))
        bail_out(err);
    set("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.use_clock = true;
    l.time_ms = 4000;
    l.inc_ms = inc_ms;
    search_info_t info;
    int64_t start = time_now_ms();
    engine_search_sync(E, &l, &info);
    return time_now_ms() - start;
}

static void test_time_keys(void)
{
    personality_t *saved = malloc(sizeof *saved);
    if (!saved)
        bail_out("out of memory");
    *saved = *engine_personality(E);
    int64_t many = clock_move_ms("TIME_MOVES_LEFT_NOINC", 100, 0);
    int64_t few = clock_move_ms("TIME_MOVES_LEFT_NOINC", 5, 0);
    /* Lower bounds hold whatever the load; the short think is judged
     * against the long one, not against a stopwatch. */
    ok(many < few, "TIME_MOVES_LEFT_NOINC 100: 4 s sudden death, the move took %lld ms (< %lld)", (long long)many,
       (long long)few);
    ok(few >= 400, "TIME_MOVES_LEFT_NOINC 5: the move took %lld ms (>= 400)", (long long)few);
    engine_set_personality(E, saved);
    char err[128];
    if (!engine_set_param(E, "TIME_HARD_MULT", "2", err, sizeof err))
        bail_out(err);
    many = clock_move_ms("TIME_MOVES_LEFT", 100, 60);
    few = clock_move_ms("TIME_MOVES_LEFT", 5, 60);
    ok(many < few, "TIME_MOVES_LEFT 100: 4 s + 60 ms, the move took %lld ms (< %lld)", (long long)many,
       (long long)few);
    ok(few >= 400, "TIME_MOVES_LEFT 5: the move took %lld ms (>= 400)", (long long)few);
    engine_set_personality(E, saved);
    free(saved);
}

/* Strength limits: the node rate and the depth cap hold, moves stay legal. */
static void test_strength(void)
{
    params_t D;
    params_defaults(&D);
    char err[128];
    ok(engine_set_param(E, "ELO", "1200", err, sizeof err), "ELO 1200");
    set("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8");
    strength_t st;
    strength_setup(&st, 1200, &D);
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.movetime_ms = 500;
    search_info_t info;
    int64_t t0 = time_now_ms();
    move_t m = engine_search_sync(E, &l, &info);
    int64_t took = time_now_ms() - t0;
    ok(movegen_is_legal(engine_board(E), m), "ELO 1200: legal move");
    uint64_t cap = st.nps * (uint64_t)took / 1000 + 200;
    ok(engine_nodes(E) <= cap, "ELO 1200: %llu nodes in %lld ms (cap %llu nps)",
       (unsigned long long)engine_nodes(E), (long long)took, (unsigned long long)st.nps);
    ok(info.depth <= st.max_depth, "ELO 1200: depth %d within %d", info.depth, st.max_depth);
    ok(took >= 300 && took < 20000, "ELO 1200: used its 500 ms (%lld ms)", (long long)took);
    /* A fixed 1.6 s a move is a pace of 1600 ms: the rate falls by
     * (1600 / 350)^-e/100, e Elo 1200's SLOW_EXPONENT: level 1462, between
     * the rows 1400 (20) and 1500 (30), so 26. */
    params_t P;
    params_defaults(&P);
    ok(st.slow_exponent == 26, "ELO 1200: SLOW_EXPONENT %d, between its rows' 20 and 30", st.slow_exponent);
    uint64_t slow = strength_nps_for_pace(&st, 1600, &P);
    ok(slow == (uint64_t)(st.nps * pow(1600.0 / 350.0, -0.26)), "ELO 1200 at 1.6 s a move: %llu nps instead of %llu",
       (unsigned long long)slow, (unsigned long long)st.nps);
    memset(&l, 0, sizeof l);
    l.movetime_ms = 1600;
    t0 = time_now_ms();
    engine_search_sync(E, &l, &info);
    took = time_now_ms() - t0;
    ok(engine_throttle_nps(E) == slow, "ELO 1200, 1.6 s: the search ran at %llu nps",
       (unsigned long long)engine_throttle_nps(E));
    cap = slow * (uint64_t)took / 1000 + 200;
    ok(engine_nodes(E) <= cap, "ELO 1200, 1.6 s: %llu nodes in %lld ms (cap %llu nps)",
       (unsigned long long)engine_nodes(E), (long long)took, (unsigned long long)slow);
    ok(strength_nps_for_pace(&st, P.SLOW_REF_MS, &P) == st.nps, "up to SLOW_REF_MS the full rate");
    strength_t other = st;
    other.slow_exponent = 100;
    ok(strength_nps_for_pace(&other, 6 * P.SLOW_REF_MS, &P) == (uint64_t)(st.nps / 6.0),
       "SLOW_EXPONENT 100: a sixth of the rate at six times the pace");
    other.slow_exponent = 0;
    ok(strength_nps_for_pace(&other, 10 * P.SLOW_REF_MS, &P) == st.nps, "SLOW_EXPONENT 0: the full rate");
    other.nps = 0;
    other.slow_exponent = 50;
    ok(strength_nps_for_pace(&other, 10 * P.SLOW_REF_MS, &P) == 0, "no cap stays no cap");
    /* The exponent follows the level: the middle labels keep 50, the top
     * one slows down more, a table row set in a file moves its levels. */
    strength_setup(&other, 1800, &P);
    ok(other.slow_exponent == 50, "ELO 1800: SLOW_EXPONENT %d", other.slow_exponent);
    strength_setup(&other, 2400, &P);
    ok(other.slow_exponent == 70, "ELO 2400: SLOW_EXPONENT %d", other.slow_exponent);
    strength_setup(&other, 3000, &P);
    ok(other.slow_exponent == 70, "ELO 3000, beyond the rows: the last row's %d", other.slow_exponent);
    strength_setup(&other, 500, &P);
    ok(other.slow_exponent == 20, "ELO 500, below the rows: the first row's %d", other.slow_exponent);
    ok(engine_set_param(E, "SLOW_EXPONENT", "20,20,20,100,100,50,50,50,70,70", err, sizeof err), "SLOW_EXPONENT set as a list");
    P.SLOW_EXPONENT[3] = 100;
    P.SLOW_EXPONENT[4] = 100;
    strength_setup(&other, 1200, &P);
    ok(other.slow_exponent == 69, "ELO 1200 with rows 20 and 100 around it: %d", other.slow_exponent);
    ok(!engine_set_param(E, "SLOW_EXPONENT", "50", err, sizeof err) &&
           strstr(err, "SLOW_EXPONENT = 50: 1 value given, 10 expected (each 0..100)"),
       "SLOW_EXPONENT as one number is refused: %s", err);
    ok(engine_set_param(E, "SLOW_EXPONENT", "20,20,20,30,50,50,50,50,70,70", err, sizeof err), "SLOW_EXPONENT back");
    /* xboard nps: the clock runs on nodes. */
    memset(&l, 0, sizeof l);
    l.movetime_ms = 1000;
    l.nps_limit = 500;
    engine_search_sync(E, &l, &info);
    ok(engine_nodes(E) <= 520, "nps 500 with ELO 1200: %llu nodes for a 1 s move",
       (unsigned long long)engine_nodes(E));
    ok(engine_set_param(E, "ELO", "0", err, sizeof err), "ELO back to 0");
    strength_setup(&st, 0, &D);
    ok(!st.on, "ELO 0 is full strength");
}

/* A clock's pace, and a limited level's rate kept at the slowest pace of
 * the game: a clock running down late in a slow game must not speed the
 * level up, and a new game starts afresh. */
static void test_strength_pace(void)
{
    params_t D;
    params_defaults(&D);
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.use_clock = true;
    l.time_ms = 10000;
    l.inc_ms = 100;
    ok(timeman_pace_ms(&l, 40) == 350, "10 s + 0.1 s: a pace of 350 ms");
    l.time_ms = 60000;
    l.inc_ms = 600;
    ok(timeman_pace_ms(&l, 40) == 2100, "60 s + 0.6 s: a pace of 2100 ms");
    l.time_ms = 300000;
    l.inc_ms = 0;
    l.movestogo = 40;
    ok(timeman_pace_ms(&l, 30) == 7500, "40 moves in 5 min: 7500 ms, whatever the moves without a count");
    memset(&l, 0, sizeof l);
    l.movetime_ms = 1000;
    ok(timeman_pace_ms(&l, 40) == 1000, "st 1: a pace of 1000 ms");
    memset(&l, 0, sizeof l);
    l.depth = 5;
    ok(timeman_pace_ms(&l, 40) == 0, "no clock: no pace");

    char err[128];
    engine_new_game(E);
    ok(engine_set_param(E, "ELO", "1800", err, sizeof err), "ELO 1800 (SLOW_EXPONENT 50)");
    ok(engine_set_param(E, "SLOW_REF_MS", "50", err, sizeof err), "SLOW_REF_MS 50");
    params_t P;
    params_defaults(&P);
    P.SLOW_REF_MS = 50;
    strength_t st;
    strength_setup(&st, 1800, &D);
    uint64_t slowed = strength_nps_for_pace(&st, 100, &P);
    ok(slowed < st.nps, "a pace of 100 ms slows the level: %llu of %llu nps",
       (unsigned long long)slowed, (unsigned long long)st.nps);
    search_info_t info;
    memset(&l, 0, sizeof l);
    l.use_clock = true;
    l.time_ms = 4000;
    engine_search_sync(E, &l, &info);
    ok(engine_throttle_nps(E) == slowed, "4 s on the clock, pace 100 ms: %llu nps",
       (unsigned long long)engine_throttle_nps(E));
    l.time_ms = 1000;
    engine_search_sync(E, &l, &info);
    ok(engine_throttle_nps(E) == slowed, "1 s left later in the game: still %llu nps",
       (unsigned long long)engine_throttle_nps(E));
    engine_new_game(E);
    engine_search_sync(E, &l, &info);
    ok(engine_throttle_nps(E) == st.nps, "a new game with 1 s, pace 25 ms: the full %llu nps",
       (unsigned long long)engine_throttle_nps(E));
    ok(engine_set_param(E, "SLOW_REF_MS", "350", err, sizeof err), "SLOW_REF_MS back to 350");
    ok(engine_set_param(E, "ELO", "0", err, sizeof err), "ELO back to 0");
    engine_search_sync(E, &l, &info);
    ok(engine_throttle_nps(E) == 0, "full strength: no throttle");
}

/* How often strength_pick_root chooses each of the first three root lines
 * over the seeds 1..64. */
static void count_picks(worker_t *w, int count[3])
{
    count[0] = count[1] = count[2] = 0;
    for (uint64_t seed = 1; seed <= 64; seed++) {
        w->s->seed = seed;
        count[strength_pick_root(w)]++;
    }
}

/* The root choice behind variety, on made-up root lines so that the
 * outcome is exact: with a margin of 40 and fixed seeds, the best move and
 * one 5 cp below are both chosen, one 100 cp below never; deterministic
 * mode, or a mate in hand, always plays the best. */
static void test_variety_pick(void)
{
    search_t *s = calloc(1, sizeof *s);
    worker_t *w = calloc(1, sizeof *w);
    if (!s || !w)
        bail_out("out of memory");
    w->s = s;
    s->variety = 40;
    s->multipv = w->root_count = 3;
    w->completed_depth = 5;
    w->root[0].prev_score = 0;
    w->root[1].prev_score = -5;
    w->root[2].prev_score = -100;
    int count[3];
    count_picks(w, count);
    ok(count[0] > 0 && count[1] > 0 && count[2] == 0,
       "variety 40, 64 seeds: the best %d times, 5 cp below %d, 100 cp below %d", count[0],
       count[1], count[2]);
    s->deterministic = true;
    count_picks(w, count);
    ok(count[0] == 64, "deterministic mode: the best line for every seed (%d others)", 64 - count[0]);
    s->deterministic = false;
    w->root[0].prev_score = SCORE_MATE - 5;
    w->root[1].prev_score = SCORE_MATE - 7;
    count_picks(w, count);
    ok(count[0] == 64, "variety never trades the shortest mate for another (%d others)", 64 - count[0]);
    free(w);
    free(s);
}

/* A new game from the initial position and the move a depth-7 search
 * chooses there. */
static move_t new_game_move(void)
{
    engine_new_game(E);
    search_limits_t l = depth_limits(7);
    search_info_t info;
    return engine_search_sync(E, &l, &info);
}

/* Variety through the engine: with VARIETY on and deterministic mode off,
 * new games (each with a fresh seed from the clock) from the initial
 * position do not all start with the same move; deterministic mode
 * switches it off.  The seed is not the test's to choose, so it plays up
 * to 40 games at the widest margin and stops at the first other move.  At
 * VARIETY 40 and ten games it once saw none (about one game in four chose
 * another move there); at 100 about every second game does (in 20 runs
 * the second game 11 times, never later than the eighth), so 39 alike by
 * chance is far below one in a billion. */
static void test_variety(void)
{
    char err[128];
    ok(engine_set_param(E, "VARIETY", "100", err, sizeof err), "VARIETY 100");
    engine_set_deterministic(E, false);
    move_t first = new_game_move();
    int games = 1;
    bool different = false;
    while (games < 40 && !different) {
        different = new_game_move() != first;
        games++;
    }
    ok(different, "variety: another first move by new game %d", games);
    engine_set_deterministic(E, true);
    first = new_game_move();
    int others = 0;
    for (int g = 1; g < 4; g++)
        others += new_game_move() != first;
    ok(others == 0, "deterministic mode: always the same move");
    engine_set_param(E, "VARIETY", "0", err, sizeof err);
}

static void test_game(void)
{
    const char *result = "", *reason = "";
    bool over;
    engine_new_game(E);
    ok(!engine_game_over(E, &result, &reason), "start: not over");
    ok(!engine_play(E, move_make(E2, E5, 0, 0)), "illegal move refused");
    ok(engine_play(E, mv("f2f3")) && engine_play(E, mv("e7e5")) && engine_play(E, mv("g2g4")) &&
           engine_play(E, mv("d8h4")), "fool's mate played");
    over = engine_game_over(E, &result, &reason);
    ok(over && strcmp(result, "0-1") == 0, "fool's mate: 0-1 (%s)", reason);
    ok(engine_undo(E), "undo");
    ok(!engine_game_over(E, &result, &reason), "after undo: not over");
    set("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    over = engine_game_over(E, &result, &reason);
    ok(over && strcmp(result, "1/2-1/2") == 0, "stalemate: draw (%s)", reason);
    set("8/8/8/3k4/8/8/8/2Q1K3 w - - 0 1");
    const char *moves[] = { "e1e2", "d5d6", "e2e1", "d6d5", "e1e2", "d5d6", "e2e1", "d6d5" };
    for (int i = 0; i < 8; i++)
        engine_play(E, mv(moves[i]));
    over = engine_game_over(E, &result, &reason);
    ok(over && strcmp(result, "1/2-1/2") == 0, "threefold repetition: draw (%s)", reason);
}

/* The hash-move validator must accept exactly the legal moves: every
 * from/to/promotion combination of a set of positions against the
 * generator's list. */
static void test_validate(void)
{
    const char *fens[] = {
        FEN_STARTPOS,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/8/8/2k5/3Pp3/8/8/4K2R b K d3 0 1",
        "4k3/8/8/8/8/8/6p1/4K2R b K - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/1b6/8/8/8/R3K2R w KQ - 0 1",
        "8/8/3k4/8/8/3K4/3Q4/8 b - - 0 1",
    };
    int mismatches = 0;
    long checked = 0;
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++) {
        board_t b;
        fen_parse(&b, fens[f], NULL, 0);
        movelist_t list;
        movegen_legal(&b, &list);
        for (int from = 0; from < SQ_NB; from++)
            for (int to = 0; to < SQ_NB; to++)
                for (int promo = 0; promo < 8; promo++) {
                    move_t bits = move_make(from, to, promo, 0);
                    move_t want = MOVE_NONE;
                    for (int i = 0; i < list.count; i++)
                        if (tt_move_bits(list.moves[i]) == bits)
                            want = list.moves[i];
                    move_t got = order_validate(&b, bits);
                    checked++;
                    if (got != want && mismatches++ < 5)
                        diag("%s: bits %x: validator %x, generator %x", fens[f], bits, got, want);
                }
        ok(board_is_consistent(&b), "validator leaves the board intact (%zu)", f + 1);
    }
    ok(mismatches == 0, "hash-move validator agrees with the generator on %ld moves", checked);
}

/* The same on positions of random play from those: every move a man of
 * the side to move could be asked to make (each target square, each
 * promotion piece) against the generator's list.  The validator decides
 * a king's safety without making the move, so the walk counts positions
 * in check and moves refused only for the king's sake, to show it met
 * them. */
static void test_validate_random(void)
{
    enum { GAMES = 30, PLIES = 80 };
    uint64_t rng = 7;
    long checked = 0, in_check = 0, refused_for_king = 0;
    int mismatches = 0;
    for (int game = 0; game < GAMES; game++) {
        board_t b;
        fen_parse(&b, game % 2 ? FEN_STARTPOS : "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                  NULL, 0);
        for (int ply = 0; ply < PLIES; ply++) {
            movelist_t list;
            movegen_legal(&b, &list);
            in_check += board_in_check(&b);
            for (int i = 0; i < b.plist_count[b.side]; i++) {
                int from = b.plist[b.side][i];
                for (int to = A1; to <= H8; to++) {
                    if (!sq_is_on_board(to))
                        continue;
                    for (int promo = 0; promo <= QUEEN; promo++) {
                        move_t bits = move_make(from, to, promo, 0), want = MOVE_NONE;
                        for (int j = 0; j < list.count; j++)
                            if (tt_move_bits(list.moves[j]) == bits)
                                want = list.moves[j];
                        move_t got = order_validate(&b, bits);
                        checked++;
                        if (got != want && mismatches++ < 5) {
                            char fen[FEN_MAX];
                            fen_write(&b, fen);
                            diag("%s: bits %x: validator %x, generator %x", fen, bits, got, want);
                        }
                        /* Its piece could make it, but the king forbids it. */
                        if (want == MOVE_NONE && !promo && b.sq[to] == EMPTY && piece_attacks(&b, from, to) &&
                            piece_type(b.sq[from]) != PAWN)
                            refused_for_king++;
                    }
                }
            }
            if (!playout_step(&b, &rng))
                break;
        }
    }
    diag("%ld moves validated, %ld positions in check, %ld moves refused for the king", checked, in_check,
         refused_for_king);
    ok(checked > 1000000 && in_check > 50 && refused_for_king > 1000,
       "random play: a million moves validated, with checks and moves the king forbids among them");
    ok(mismatches == 0, "random play: the validator agrees with the generator on every move");
}

/* Continuation history: a cutoff after 1.e4 rewards the move that cut
 * (1...e5) in the row for "a white pawn to e4" and punishes the quiet move
 * tried before it, and only when CONT_HISTORY_PLIES lets it; the rows
 * that apply skip a null move and reach two plies back at most. */
static void test_cont_history(void)
{
    params_t *p = malloc(sizeof *p);
    struct search *s = calloc(1, sizeof *s);
    if (!p || !s)
        bail_out("out of memory");
    params_defaults(p);
    s->params = p;
    worker_t *w = worker_new(0, p);
    if (!w)
        bail_out("out of memory");
    w->s = s;
    const int e4 = square_parse("e4"), e5 = square_parse("e5"), f6 = square_parse("f6");
    const int row = order_cont_index(W_PAWN, e4);
    for (int plies = 0; plies <= 1; plies++) {
        p->CONT_HISTORY_PLIES = plies;
        worker_clear(w);
        fen_parse(&w->board, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", NULL, 0);
        w->stack[0].move = move_make(square_parse("e2"), e4, 0, MF_DOUBLE);
        w->stack[0].moved_piece = W_PAWN;
        move_t best = move_parse(&w->board, "e7e5", NULL, 0), tried = move_parse(&w->board, "g8f6", NULL, 0);
        order_update_quiet(w, 1, 6, best, &tried, 1);
        int16_t *rows[2] = { NULL, NULL };
        int n = order_cont_rows(w, 1, rows);
        int up = w->cont_history[row][order_cont_index(B_PAWN, e5)];
        int down = w->cont_history[row][order_cont_index(B_KNIGHT, f6)];
        int butterfly = w->history[BLACK][sq_to64(square_parse("e7")) * 64 + sq_to64(e5)];
        if (plies == 0) {
            ok(n == 0 && up == 0 && down == 0,
               "CONT_HISTORY_PLIES 0: no row applies (%d) and the row after 1.e4 stays empty (%d, %d)", n, up, down);
            is_int(order_history(w, rows, n, best), butterfly, "CONT_HISTORY_PLIES 0: the move's history is the butterfly history alone");
        } else {
            ok(n == 1 && rows[0] == w->cont_history[row], "CONT_HISTORY_PLIES 1: the row of 1.e4 applies");
            ok(up > 0 && down < 0, "after 1.e4, the cutoff by 1...e5 rewards it (%d) and punishes 1...Nf6 (%d)", up, down);
            is_int(order_history(w, rows, n, best), butterfly + up, "the move's history adds its entry in the row to the butterfly history");
            p->CONT_HISTORY_LMR = false;
            is_int(order_reduction_history(w, rows, n, best), butterfly,
                   "CONT_HISTORY_LMR false: the reduction reads the butterfly history alone");
            p->CONT_HISTORY_LMR = true;
            is_int(order_reduction_history(w, rows, n, best), butterfly + up,
                   "CONT_HISTORY_LMR true: the reduction reads the row as well");
        }
    }
    /* Two plies back, over a null move. */
    p->CONT_HISTORY_PLIES = 2;
    w->stack[1].move = MOVE_NONE;
    w->stack[1].moved_piece = EMPTY;
    int16_t *rows[2];
    ok(order_cont_rows(w, 2, rows) == 1 && rows[0] == w->cont_history[row],
       "CONT_HISTORY_PLIES 2 after a null move: only the row of the move before it applies");
    ok(order_cont_rows(w, 1, rows) == 1, "CONT_HISTORY_PLIES 2 at ply 1: one row (nothing before the root)");
    worker_free(w);
    free(s);
    free(p);
}

static void test_see(void)
{
    board_t b;
    fen_parse(&b, "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", NULL, 0);
    is_int(see(&b, move_parse(&b, "Rxe5", NULL, 0)), 100, "SEE Rxe5 wins a pawn");
    fen_parse(&b, "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", NULL, 0);
    is_int(see(&b, move_parse(&b, "Nxe5", NULL, 0)), -220, "SEE Nxe5 loses the knight for a pawn");
    ok(!see_ge(&b, move_parse(&b, "Nxe5", NULL, 0), 0), "see_ge agrees");
    /* The king recaptures only what nothing defends, and only after
     * every cheaper piece (a queen on the line goes first). */
    fen_parse(&b, "8/8/4k3/3p4/8/8/8/3RK3 w - - 0 1", NULL, 0);
    is_int(see(&b, move_parse(&b, "Rxd5", NULL, 0)), -400, "SEE Rxd5: the king takes back");
    fen_parse(&b, "8/8/4k3/3p4/4P3/8/8/3RK3 w - - 0 1", NULL, 0);
    is_int(see(&b, move_parse(&b, "Rxd5", NULL, 0)), 100, "SEE Rxd5: the king may not take back");
    ok(see_ge(&b, move_parse(&b, "Rxd5", NULL, 0), 100), "see_ge agrees");
    fen_parse(&b, "3q4/8/4k3/3p4/8/8/3R4/3RK3 w - - 0 1", NULL, 0);
    is_int(see(&b, move_parse(&b, "Rxd5", NULL, 0)), 50, "SEE Rxd5 Qxd5 Rxd5 Kxd5");
    ok(!see_ge(&b, move_parse(&b, "Rxd5", NULL, 0), 51), "see_ge agrees");
}

/* see_ge answers as the whole exchange (see) does, on every legal move of
 * positions of random play and at thresholds around each answer: a quiet
 * move to a square nothing can take on is settled before the exchange is
 * set up, every other move by the exchange. */
static void test_see_agrees(void)
{
    enum { GAMES = 150, PLIES = 100 };
    board_t b;
    uint64_t rng = 11;
    long quiet = 0, quiet_safe = 0, noisy = 0, bad = 0;
    for (int game = 0; game < GAMES; game++) {
        fen_parse(&b, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", NULL, 0);
        for (int ply = 0; ply < PLIES; ply++) {
            movelist_t list;
            movegen_legal(&b, &list);
            for (int i = 0; i < list.count; i++) {
                move_t m = list.moves[i];
                int v = see(&b, m);
                const int thresholds[] = { v - 1, v, v + 1, -300, 0, 300 };
                for (int k = 0; k < 6; k++)
                    if (see_ge(&b, m, thresholds[k]) != (v >= thresholds[k]) && bad++ < 3) {
                        char fen[FEN_MAX], move[8];
                        fen_write(&b, fen);
                        move_to_coord(m, move);
                        diag("see_ge %s at %d against see %d in %s", move, thresholds[k], v, fen);
                    }
                if (move_is_capture(m))
                    noisy++;
                else {
                    quiet++;
                    quiet_safe += v == 0;
                }
            }
            if (!playout_step(&b, &rng))
                break;
        }
    }
    ok(bad == 0 && quiet_safe > 10000 && quiet - quiet_safe > 1000 && noisy > 1000,
       "see_ge = (see >= threshold): %ld quiet moves (%ld lose nothing), %ld captures; %ld disagree",
       quiet, quiet_safe, noisy, bad);
}

/* The Elo a player asks for goes through the measured table: a measured
 * Elo gives its row's level exactly, one between two rows a level between
 * them, and higher Elo never plays weaker (level, node rate and depth up,
 * mistakes and blur down) from 400 to 3000. */
static void test_strength_calibration(void)
{
    params_t D;
    params_defaults(&D);
    strength_t st, prev;
    strength_setup(&st, 1930, &D);
    ok(st.on && st.level == 1800, "Elo 1930 plays at the level rated 1930: %d", st.level);
    strength_setup(&st, 2605, &D);
    ok(st.level == 2100, "Elo 2605 plays at level 2100: %d", st.level);
    strength_setup(&st, 2100, &D);
    ok(st.level > 1800 && st.level < 1900, "Elo 2100 between levels 1800 and 1900: %d", st.level);
    ok(st.mistake_margin > 0, "Elo 2100 still makes mistakes (margin %d): level 2100 beat Fairy-Max 30-0",
       st.mistake_margin);
    strength_setup(&st, 1000, &D);
    ok(st.level > 1300 && st.level < 1400, "Elo 1000 between levels 1300 and 1400: %d", st.level);
    int bad = 0;
    strength_setup(&prev, 400, &D);
    for (int elo = 410; elo <= 3000; elo += 10) {
        strength_setup(&st, elo, &D);
        uint64_t nps = st.nps ? st.nps : UINT64_MAX, prev_nps = prev.nps ? prev.nps : UINT64_MAX;
        int depth = st.max_depth ? st.max_depth : 1000, prev_depth = prev.max_depth ? prev.max_depth : 1000;
        if (st.level < prev.level || nps < prev_nps || depth < prev_depth ||
            st.mistake_margin > prev.mistake_margin || st.blur > prev.blur) {
            if (!bad)
                diag("Elo %d plays weaker than Elo %d", elo, elo - 10);
            bad++;
        }
        prev = st;
    }
    ok(bad == 0, "from Elo 400 to 3000 a higher Elo never plays weaker (%d steps did)", bad);
}

/* No [strength] key is dead: each one (each value of a list), set alone
 * to an end of its range, changes the limits of some Elo from 10 to 3000.  The clock-pace keys (SLOW_*) and ELO
 * itself have tests of their own.  A floor that the default table never
 * reaches (LEVEL_MIN, THROTTLE_MIN_NPS) counts as live when its other end
 * changes the limits. */
static bool same_limits(const strength_t *a, const strength_t *b)
{
    return a->on == b->on && a->level == b->level && a->nps == b->nps && a->max_depth == b->max_depth &&
           a->blur == b->blur && a->mistake_margin == b->mistake_margin && a->lines == b->lines;
}

static bool limits_differ(const params_t *a, const params_t *b)
{
    for (int elo = 10; elo <= 3000; elo += 10) {
        strength_t x, y;
        strength_setup(&x, elo, a);
        strength_setup(&y, elo, b);
        if (!same_limits(&x, &y))
            return true;
    }
    return false;
}

static void test_strength_keys_live(void)
{
    params_t D;
    params_defaults(&D);
    int checked = 0, dead = 0;
    for (int i = 0; i < params_count(); i++) {
        const param_info_t *pi = params_info(i);
        if (strcmp(pi->section, "strength") != 0 || !strcmp(pi->key, "ELO") || !strncmp(pi->key, "SLOW_", 5))
            continue;
        for (int k = 0; k < pi->count; k++) {
            params_t lo = D, hi = D;
            params_int_ptr(&lo, i)[k] = pi->min;
            params_int_ptr(&hi, i)[k] = pi->max;
            checked++;
            if (!limits_differ(&D, &lo) && !limits_differ(&D, &hi)) {
                diag("[strength] %s[%d] changes no level's limits at %d nor at %d", pi->key, k, pi->min, pi->max);
                dead++;
            }
        }
    }
    ok(checked >= 28 && dead == 0, "every [strength] level key is live (%d values checked, %d dead)", checked,
       dead);
}

int main(void)
{
    char err[256];
    engine_options_t o = { 0 };
    o.hash_mb = 16;
    E = engine_new(&o, err, sizeof err);
    if (!E)
        bail_out(err);
    engine_set_deterministic(E, true);
    test_see();
    test_see_agrees();
    test_cont_history();
    test_validate();
    test_validate_random();
    test_tt();
    test_timeman_limits();
    test_timeman_horizon();
    test_timeman_budget();
    test_best_share();
    test_mates();
    test_draws();
    test_collisions();
    test_limits();
    test_stop_latency();
    test_ponder();
    test_multipv_and_filters();
    test_threads();
    test_time_keys();
    test_strength();
    test_strength_pace();
    test_strength_calibration();
    test_strength_keys_live();
    test_variety_pick();
    test_variety();
    test_game();
    engine_free(E);
    return done_testing();
}
