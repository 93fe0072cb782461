/* order.h -- move ordering: scores a generated move list so the search
 * tries the likeliest refutations first.
 *
 * Order: the hash move; winning and equal captures and queen promotions by
 * MVV-LVA; the two killers; the countermove; the other quiet moves by
 * history (the butterfly table's, plus the continuation rows of the
 * moves just played, CONT_HISTORY_PLIES); last, captures that lose
 * material by SEE and underpromotions.
 * Captures are scored optimistically and checked with SEE only when picked
 * (most nodes cut off before the losing captures are reached).
 */
#ifndef ACOLYTE_ORDER_H
#define ACOLYTE_ORDER_H

#include "search/search.h"

enum {
    ORDER_TT = 1 << 30,
    ORDER_GOOD_CAPTURE = 1 << 28,
    ORDER_KILLER = 1 << 26,
    ORDER_COUNTER = (1 << 26) - 2,
    ORDER_BAD_CAPTURE = -(1 << 28)
};

typedef struct {
    movelist_t list;
    int next;
    bool see_checked[MAX_MOVES];
} picker_t;

/* The staged picker of the main search: the hash move before anything is
 * generated (a cutoff by it saves the generation), then captures and
 * promotions (or every evasion when in check), then the quiet moves, then
 * the captures SEE found losing. */
enum { ST_TT, ST_GEN_NOISY, ST_NOISY, ST_GEN_QUIET, ST_QUIET, ST_BAD, ST_DONE };

typedef struct {
    movelist_t list;
    movelist_t quiets;           /* generated with the captures, scored later */
    /* The quiet stage's scores in 16 bits (history, then the killers and
     * the countermove just above it), so picking scans eight at a time;
     * room for the padding after the longest list. */
    int16_t quiet_scores[MAX_MOVES + 8];
    int next;
    int stage;
    int ply;
    bool in_check;
    move_t tt_move;              /* validated full move or MOVE_NONE */
    int16_t *cont_rows[2];       /* the continuation-history rows at this node */
    int ncont_rows;
    move_t bad[MAX_MOVES];
    int32_t bad_score[MAX_MOVES];
    int nbad, bad_next;
} order_stager_t;

void order_stager_start(worker_t *w, order_stager_t *p, move_t tt_bits, int ply, bool in_check);
/* Next move (legal), MOVE_NONE when exhausted; *score as for order_next. */
move_t order_stager_next(worker_t *w, order_stager_t *p, int32_t *score);

/* In the quiet stage: how many quiet moves still to come give check (ci
 * describes this board); when none does, go on to the losing captures at
 * once.  Outside it, -1. */
int order_stager_quiet_checks(order_stager_t *p, board_t *b, const check_info_t *ci);
/* In the quiet stage: drop the quiet moves still to come. */
void order_stager_skip_quiets(order_stager_t *p);

/* The legal move of this position with these from/to/promotion bits (a
 * hash table move), or MOVE_NONE: checks it piece by piece and makes it
 * to see that the king is safe, without generating the move list. */
move_t order_validate(board_t *b, move_t bits);

/* Score every move of p->list (already generated) for the main search. */
void order_init(worker_t *w, picker_t *p, move_t tt_move, int ply);
/* Score captures/evasions for quiescence, to be taken with order_next_qs. */
void order_init_qs(worker_t *w, picker_t *p, move_t tt_move);
/* The next best move, MOVE_NONE when exhausted.  *score receives its
 * ordering score (see order_is_losing).  A capture that loses by SEE is
 * put back among the losing ones first. */
move_t order_next(const worker_t *w, picker_t *p, int32_t *score);
/* The same for quiescence, which prunes by SEE itself: the best score
 * first, nothing put back, so no call and no SEE flags. */
move_t order_next_qs(picker_t *p, int32_t *score);

/* True when a noisy move's ordering score puts it among the captures that
 * lose material by SEE and the underpromotions (scored near
 * ORDER_BAD_CAPTURE, far below every other move). */
static inline bool order_is_losing(int32_t sc)
{
    return sc < ORDER_BAD_CAPTURE / 2;
}

/* Histories after a beta cutoff by 'best' at this ply (depth = remaining
 * depth): rewards it, punishes the quiet moves tried before it. */
void order_update_quiet(worker_t *w, int ply, int depth, move_t best, const move_t *tried, int ntried);
/* Where a move (its piece and target) sits in a continuation-history row
 * or the table's rows. */
static inline int order_cont_index(int piece, int to)
{
    return piece * 64 + sq_to64(to);
}

/* The continuation-history rows that apply at this ply: one for each of
 * the last CONT_HISTORY_PLIES plies that made a real move (not a null
 * move, not before the root).  Returns how many (0..2). */
static inline int order_cont_rows(worker_t *w, int ply, int16_t *rows[2])
{
    int n = 0, plies = w->s->params->CONT_HISTORY_PLIES;
    for (int back = 1; back <= plies && back <= ply; back++) {
        const stack_t *prev = &w->stack[ply - back];
        if (prev->move != MOVE_NONE)
            rows[n++] = w->cont_history[order_cont_index(prev->moved_piece, move_to(prev->move))];
    }
    return n;
}

/* History score of a quiet move: the butterfly history plus its entries
 * in the continuation rows (for ordering; the reductions read
 * order_reduction_history); within +-3 x HISTORY_MAX. */
static inline int order_history(const worker_t *w, int16_t *const rows[], int nrows, move_t m)
{
    const board_t *b = &w->board;
    int from = move_from(m), to = move_to(m);
    int v = w->history[b->side][sq_to64(from) * 64 + sq_to64(to)];
    int at = order_cont_index(b->sq[from], to);
    for (int i = 0; i < nrows; i++)
        v += rows[i][at];
    return v;
}

/* History score a quiet move's late move reduction reads: the rows count
 * only when CONT_HISTORY_LMR.  They order well, but read by the
 * reductions too they cost tactics in long searches (Win At Chess at
 * 800,000 nodes a position: 278 of 300 with them, 282 without) and won
 * nothing in games (doc/experiments.md). */
static inline int order_reduction_history(const worker_t *w, int16_t *const rows[], int nrows,
                                          move_t m)
{
    return order_history(w, rows, w->s->params->CONT_HISTORY_LMR ? nrows : 0, m);
}

#endif
