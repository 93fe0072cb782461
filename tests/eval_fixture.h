/* eval_fixture.h -- what the evaluation tests (test_eval and the seed-page
 * tests) share: parameter sets built from "KEY=value" strings,
 * personalities loaded from the source tree, and White's-view evaluation
 * of a FEN.  Include after tap.h. */
#ifndef ACOLYTE_EVAL_FIXTURE_H
#define ACOLYTE_EVAL_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "eval/eval.h"
#include "core/fen.h"
#include "params/params.h"
#include "params/personality.h"
#include "util/platform.h"

#include "test_dirs.h"

/* Phase 128 whatever the material, so middlegame terms show whole.  (A
 * personality file refuses MG_LIMIT <= EG_LIMIT; params_set does not.) */
#define FIX_MG_ONLY "MG_LIMIT=0 EG_LIMIT=0"

/* Apply "KEY=value KEY=value ..." (values without spaces) to p. */
static inline void fix_apply(params_t *p, const char *settings)
{
    char buf[1024], err[128];
    snprintf(buf, sizeof buf, "%s", settings ? settings : "");
    for (char *save = NULL, *kv = strtok_r(buf, " ", &save); kv; kv = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(kv, '=');
        if (!eq) {
            diag("bad setting %s", kv);
            continue;
        }
        *eq = '\0';
        if (!params_set_index(p, params_find(kv), eq + 1, err, sizeof err))
            diag("%s: %s", kv, err);
    }
}

/* The parameters of a shipped personality (from the source tree), then
 * settings on top; the defaults if it does not load. */
static inline params_t fix_personality(const char *name, const char *settings)
{
    static personality_t pers;
    params_t p;
    platform_setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities");
    if (personality_load(name, &pers, NULL))
        p = pers.params;
    else {
        diag("personality %s does not load", name);
        params_defaults(&p);
    }
    fix_apply(&p, settings);
    return p;
}

/* White's-view evaluation of fen under p (99999 for a bad FEN). */
static inline int fix_eval(const params_t *p, const char *fen)
{
    static board_t b;
    char err[128];
    if (!fen_parse(&b, fen, err, sizeof err)) {
        diag("bad FEN %s: %s", fen, err);
        return 99999;
    }
    eval_ctx_t *ctx = eval_ctx_new(p);
    int s = evaluate(ctx, &b);
    eval_ctx_free(ctx);
    return b.side == WHITE ? s : -s;
}

/* What the settings 'off' take away from p in fen: eval(p) - eval(p+off). */
static inline int fix_part(const params_t *p, const char *fen, const char *off)
{
    params_t q = *p;
    fix_apply(&q, off);
    return fix_eval(p, fen) - fix_eval(&q, fen);
}

#endif
