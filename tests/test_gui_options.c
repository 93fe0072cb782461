/* test_gui_options.c -- the curated GUI option table, the family weights
 * and the UCI Move Overhead in the time manager.
 *
 * The table must stay small enough for a dialog (at most 35 options per
 * protocol), hold no value XBoard would cut (no 64-value table), and name
 * only parameters that exist.  A weight must really scale its family:
 * Material 200% changes the score of a position with a material imbalance
 * and leaves a symmetric one alone; 100% everywhere leaves every parameter
 * as the personality has it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/engine.h"
#include "api/gui_options.h"
#include "params/params.h"
#include "search/timeman.h"
#include "tap.h"
#include "params/weights.h"

static void test_table(void)
{
    int xboard = 0, uci = 0, missing = 0, long_values = 0;
    for (int i = 0; i < gopt_count(); i++) {
        const gopt_t *o = gopt_at(i);
        xboard += o->xboard != NULL;
        uci += o->uci != NULL;
        if (o->id == GOPT_PARAM) {
            int p = params_find(o->param);
            if (p < 0) {
                missing++;
                diag("no parameter %s", o->param);
            } else if (params_info(p)->count > 8) {
                long_values++;
            }
        }
    }
    ok(xboard <= 35 && xboard >= 20, "xboard shows %d options (at most 35)", xboard);
    ok(uci <= 35 && uci >= 20, "UCI shows %d options (at most 35)", uci);
    is_int(missing, 0, "every curated parameter exists");
    is_int(long_values, 0, "no curated option is a long table XBoard would cut");
    ok(gopt_find(GOPT_XBOARD, "Personality") == gopt_at(0), "Personality comes first");
    const gopt_t *ov = gopt_find(GOPT_UCI, "move overhead");
    ok(ov && ov->id == GOPT_MOVE_OVERHEAD, "UCI names are found case-insensitively");
    ok(gopt_find(GOPT_XBOARD, "Move Overhead") == NULL, "Move Overhead is a UCI option only");
    ok(gopt_find(GOPT_UCI, "Resign Threshold") == NULL, "Resign Threshold is an xboard option only");
    ok(gopt_param_curated(params_find("mobility.MOB_ZERO")), "MOB_ZERO is curated");
    ok(!gopt_param_curated(params_find("psqt.PAWN_PST")), "the pawn table is not");
}

static void test_weights(void)
{
    int missing = 0;
    for (int f = 0; f < WEIGHT_COUNT; f++)
        for (const char *const *m = weights_members(f); *m; m++)
            if (params_find(*m) < 0) {
                missing++;
                diag("%s: no parameter %s", weights_name(f), *m);
            }
    is_int(missing, 0, "every family member is a parameter");

    params_t base, out;
    params_defaults(&base);
    int pct[WEIGHT_COUNT];
    for (int f = 0; f < WEIGHT_COUNT; f++)
        pct[f] = WEIGHT_NEUTRAL;
    weights_apply(&out, &base, pct);
    ok(memcmp(&out, &base, sizeof out) == 0, "all weights 100%%: the parameters are unchanged");
    pct[WEIGHT_MOBILITY] = 150;
    weights_apply(&out, &base, pct);
    is_int(out.MOB_ZERO, base.MOB_ZERO * 3 / 2, "Mobility 150%: MOB_ZERO scaled");
    is_int(out.MOBILITY_ROOK_EG, base.MOBILITY_ROOK_EG * 3 / 2, "Mobility 150%: rook mobility scaled");
    is_int(out.KNIGHT_VALUE_MG, base.KNIGHT_VALUE_MG, "Mobility 150%: material untouched");
    pct[WEIGHT_MOBILITY] = WEIGHT_NEUTRAL;
    pct[WEIGHT_MATERIAL] = 400;
    weights_apply(&out, &base, pct);
    is_int(out.QUEEN_VALUE_EG, 4000, "Material 400%: the queen stays inside its range (4000)");
    is_int(out.PAWN_FILE[0], base.PAWN_FILE[0] * 4, "Material 400%: the pawn-by-file list scaled");
    pct[WEIGHT_MATERIAL] = 0;
    pct[WEIGHT_PASSED_PAWNS] = 50;
    weights_apply(&out, &base, pct);
    is_int(out.ROOK_VALUE_MG, 0, "Material 0%: no piece values");
    is_int(out.PASSED_EG[6], (base.PASSED_EG[6] + 1) / 2, "Passed Pawns 50%: rounded to nearest");
}

static score_t eval_with(engine_t *e, const char *fen, int family, int pct)
{
    char err[256];
    engine_set_weight(e, family, pct, err, sizeof err);
    engine_set_fen(e, fen, err, sizeof err);
    score_t s = engine_evaluate(e);
    engine_set_weight(e, family, WEIGHT_NEUTRAL, err, sizeof err);
    return s;
}

static void test_engine_weights(void)
{
    char err[256];
    engine_options_t opts = { .book = "none", .hash_mb = 1 };
    engine_t *e = engine_new(&opts, err, sizeof err);
    if (!ok(e != NULL, "engine created: %s", e ? "" : err))
        return;
    /* White has an extra knight: Material 200% roughly doubles the edge. */
    const char *up = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    score_t normal = eval_with(e, up, WEIGHT_MATERIAL, 100);
    score_t doubled = eval_with(e, up, WEIGHT_MATERIAL, 200);
    ok(doubled > normal + 200, "a knight up: %d at Material 100%%, %d at 200%%", normal, doubled);
    /* The start position is symmetric: material cancels out. */
    const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    is_int(eval_with(e, start, WEIGHT_MATERIAL, 200), eval_with(e, start, WEIGHT_MATERIAL, 100),
           "the start position: Material 200% changes nothing");
    ok(!engine_set_weight(e, WEIGHT_MOBILITY, 401, err, sizeof err), "401%% is refused: %s", err);
    is_int(engine_weight(e, WEIGHT_MOBILITY), 100, "... and the weight stays");
    engine_free(e);
}

static void test_move_overhead(void)
{
    params_t defaults;
    params_defaults(&defaults);
    timeman_t tm;
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.movetime_ms = 1000;
    timeman_init(&tm, &l, &defaults);
    int64_t plain = tm.hard_ms;
    l.overhead_ms = 200;
    timeman_init(&tm, &l, &defaults);
    ok(tm.hard_ms == plain - 200, "movetime 1000, Move Overhead 200: %lld ms (without: %lld)", (long long)tm.hard_ms,
       (long long)plain);
    l.overhead_ms = 5000;
    timeman_init(&tm, &l, &defaults);
    is_int((int)tm.hard_ms, (int)(plain / 2), "an overhead larger than the move takes at most half of it");
    memset(&l, 0, sizeof l);
    l.use_clock = true;
    l.time_ms = 60000;
    timeman_init(&tm, &l, &defaults);
    int64_t soft = tm.soft_ms;
    l.overhead_ms = 100;
    timeman_init(&tm, &l, &defaults);
    is_int((int)tm.soft_ms, (int)(soft - 100), "60 s on the clock: the budget loses the 100 ms overhead");
}

int main(void)
{
    test_table();
    test_weights();
    test_engine_weights();
    test_move_overhead();
    return done_testing();
}
