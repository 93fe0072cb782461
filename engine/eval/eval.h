/* eval.h -- static evaluation: the Clericus-style terms of issue 5, every
 * weight read from a params_t (see params.def).
 *
 * A search thread owns one eval_ctx_t: its parameters plus a pawn hash
 * table.  evaluate() allocates nothing and does no string work; the trace
 * re-runs the same code with term recording switched on.
 */
#ifndef ACOLYTE_EVAL_H
#define ACOLYTE_EVAL_H

#include <stdio.h>
#include "core/board.h"
#include "params/params.h"
#include "eval/eval_trace.h"

typedef struct eval_ctx eval_ctx_t;           /* per search thread: params + pawn hash */
eval_ctx_t *eval_ctx_new(const params_t *p);  /* NULL on allocation failure */
void eval_ctx_free(eval_ctx_t *ctx);
void eval_ctx_set_params(eval_ctx_t *ctx, const params_t *p); /* clears caches */
score_t evaluate(eval_ctx_t *ctx, const board_t *b);          /* centipawns, side to move's view */
/* A hint: start loading the evaluation cache's entry for a position key
 * (a child's, before the move is made), so that evaluate() there does not
 * wait for memory.  Changes no result. */
void eval_prefetch(const eval_ctx_t *ctx, uint64_t key);

/* eval_trace_t, the trace as data: eval/eval_trace.h. */
void eval_trace(eval_ctx_t *ctx, const board_t *b, eval_trace_t *out);
int eval_trace_find(const eval_trace_t *t, const char *name); /* row of that name, or -1 */
/* The `acolyte eval` table; its last line is "eval CP" (White's view). */
void eval_trace_print(const eval_trace_t *t, FILE *out);

/* The material + piece-square table of the context, for a search board
 * to keep summed (board_follow_psq); evaluate() uses the board's sums when
 * they follow this table, and adds the pieces up itself otherwise.  The
 * contents change with eval_ctx_set_params: follow it again after. */
const psq_value_t (*eval_psq_table(const eval_ctx_t *ctx))[SQ_NB];

/* Phase 0 (bare endgame) .. 128 (full middlegame) of the position. */
int eval_phase(const eval_ctx_t *ctx, const board_t *b);

/* One-time start-up of the read-only tables (the pawn-gap table; the KPK
 * bitbase is built at its first probe).  Safe to call more than once and
 * from several threads (call_once); every entry point above calls it too,
 * so calling it early only moves the cost. */
void eval_init(void);

#endif
