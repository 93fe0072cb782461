/* evaluator.c -- a standalone evaluation for commands and the tuner
 * (evaluator.h), over eval/eval.h and the SEE of search/see.h. */
#include "api/evaluator.h"
#include "eval/eval.h"

#include "search/see.h"

evaluator_t *evaluator_new(const params_t *p)
{
    return eval_ctx_new(p);
}

void evaluator_free(evaluator_t *ev)
{
    eval_ctx_free(ev);
}

void evaluator_set_params(evaluator_t *ev, const params_t *p)
{
    eval_ctx_set_params(ev, p);
}

score_t evaluator_score(evaluator_t *ev, const board_t *b)
{
    return evaluate(ev, b);
}

void evaluator_trace(evaluator_t *ev, const board_t *b, eval_trace_t *out)
{
    eval_trace(ev, b, out);
}

int trace_find(const eval_trace_t *t, const char *name)
{
    return eval_trace_find(t, name);
}

void trace_print(const eval_trace_t *t, FILE *out)
{
    eval_trace_print(t, out);
}

int evaluator_exchange(const board_t *b, move_t m)
{
    return see(b, m);
}
