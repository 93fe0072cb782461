/* evaluator.h -- the static evaluation outside a game: a position's score
 * and its term-by-term trace under parameters of the caller's choosing,
 * and the exchange balance of a capture.  What `acolyte eval`, the
 * console's `eval`, stylebench (which compares personalities on the same
 * positions) and the Texel tuner (which scores millions of positions
 * while it moves the weights) need.
 *
 * The engine's own evaluation of its current position is
 * engine_eval_trace() below; an evaluator_t is a separate one that
 * searches never see.  eval_trace_t, the trace as data, comes from
 * eval/eval_trace.h, which holds nothing else; the evaluation's entry
 * points (eval/eval.h: its contexts, tables, the phase) are not for front
 * ends.
 */
#ifndef ACOLYTE_API_EVALUATOR_H
#define ACOLYTE_API_EVALUATOR_H

#include <stdio.h>

#include "api/engine.h"
#include "eval/eval_trace.h"

/* One evaluation context: parameters and caches (opaque).  Not shared
 * between threads: one per thread. */
typedef struct eval_ctx evaluator_t;

/* NULL on allocation failure. */
evaluator_t *evaluator_new(const params_t *p);
void evaluator_free(evaluator_t *ev);
/* Evaluate with other parameters from now on (clears the caches). */
void evaluator_set_params(evaluator_t *ev, const params_t *p);
/* Centipawns, the side to move's view. */
score_t evaluator_score(evaluator_t *ev, const board_t *b);
/* The evaluation term by term. */
void evaluator_trace(evaluator_t *ev, const board_t *b, eval_trace_t *out);

/* The engine's current position term by term, with the parameters it
 * plays. */
void engine_eval_trace(engine_t *e, eval_trace_t *out);

/* The row of a trace by its name ("King attack"), or -1. */
int trace_find(const eval_trace_t *t, const char *name);
/* The `acolyte eval` table; its last line is "eval CP" (White's view). */
void trace_print(const eval_trace_t *t, FILE *out);

/* Static exchange evaluation: the material the exchange started by m wins
 * (centipawns, the mover's view, 0 for a quiet move nothing can take),
 * with the default piece values. */
int evaluator_exchange(const board_t *b, move_t m);

#endif
