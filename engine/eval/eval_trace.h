/* eval_trace.h -- the evaluation term by term, as data: the one type of
 * the evaluation that the front ends see (through api/evaluator.h), so
 * they can print or measure a trace without seeing the evaluation's entry
 * points.  eval.h fills it (eval_trace).
 */
#ifndef ACOLYTE_EVAL_TRACE_H
#define ACOLYTE_EVAL_TRACE_H

#include "core/types.h"

/* The evaluation term by term, as data: what `acolyte eval`, the
 * console's eval and stylebench show or measure.  Rows are the term
 * families (material, mobility, king attack, ...); each side's values are
 * from its own point of view, before tapering. */
enum { EVAL_TRACE_TERMS_MAX = 32 };
typedef struct {
    int nterms;                              /* rows in use */
    const char *name[EVAL_TRACE_TERMS_MAX];  /* "Material", "King attack", ... (static strings) */
    int mg[EVAL_TRACE_TERMS_MAX][COLOUR_NB]; /* middlegame value by row and side */
    int eg[EVAL_TRACE_TERMS_MAX][COLOUR_NB]; /* endgame value by row and side */
    int phase;                               /* 0 (bare endgame) .. 128 (full middlegame) */
    int blended;                             /* the rows summed and tapered, White's view */
    int score;                               /* after endgame knowledge, White's view */
} eval_trace_t;

#endif
