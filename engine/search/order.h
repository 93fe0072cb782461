/* order.h -- move ordering: scores a generated move list so the search
 * tries the likeliest refutations first.
 *
 * Order: the hash move; winning and equal captures and queen promotions by
 * MVV-LVA; the two killers; the countermove; the other quiet moves by
 * history; last, captures that lose material by SEE and underpromotions.
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
/* Score captures/evasions for quiescence. */
void order_init_qs(worker_t *w, picker_t *p, move_t tt_move);
/* The next best move, MOVE_NONE when exhausted.  *score receives its
 * ordering score (see order_is_losing). */
move_t order_next(const worker_t *w, picker_t *p, int32_t *score);

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
/* History score of a quiet move (for reductions). */
static inline int order_history(const worker_t *w, move_t m)
{
    return w->history[w->board.side][sq_to64(move_from(m)) * 64 + sq_to64(move_to(m))];
}

#endif
