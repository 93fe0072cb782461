/* order.c -- move ordering (see order.h). */
#include "search/order.h"

#include "search/see.h"

/* MVV-LVA: the most valuable victim first, the cheapest attacker first
 * among equal victims. */
static int32_t mvv_lva(const board_t *b, move_t m)
{
    int victim = move_is_ep(m) ? PAWN : piece_type(b->sq[move_to(m)]);
    int attacker = piece_type(b->sq[move_from(m)]);
    int32_t v = see_value[victim] * 16 - attacker;
    if (move_promo(m) == QUEEN)
        v += see_value[QUEEN] * 16;
    return v;
}

static bool is_tt_move(move_t m, move_t tt_move)
{
    return tt_move != MOVE_NONE && tt_move_bits(m) == tt_move_bits(tt_move);
}

void order_init(worker_t *w, picker_t *p, move_t tt_move, int ply)
{
    const board_t *b = &w->board;
    const stack_t *ss = &w->stack[ply];
    move_t counter = MOVE_NONE;
    if (ply > 0 && w->stack[ply - 1].move != MOVE_NONE)
        counter = w->counter[w->stack[ply - 1].moved_piece][move_to(w->stack[ply - 1].move)];
    const int16_t *hist = w->history[b->side];
    p->next = 0;
    for (int i = 0; i < p->list.count; i++) {
        move_t m = p->list.moves[i];
        int32_t sc;
        p->see_checked[i] = false;
        if (is_tt_move(m, tt_move))
            sc = ORDER_TT;
        else if (move_is_noisy(m)) {
            if (move_promo(m) && move_promo(m) != QUEEN)
                sc = ORDER_BAD_CAPTURE - 1000 + move_promo(m);
            else
                sc = ORDER_GOOD_CAPTURE + mvv_lva(b, m);
        } else if (m == ss->killers[0])
            sc = ORDER_KILLER;
        else if (m == ss->killers[1])
            sc = ORDER_KILLER - 1;
        else if (m == counter)
            sc = ORDER_COUNTER;
        else
            sc = hist[sq_to64(move_from(m)) * 64 + sq_to64(move_to(m))];
        p->list.scores[i] = sc;
    }
}

void order_init_qs(worker_t *w, picker_t *p, move_t tt_move)
{
    const board_t *b = &w->board;
    const int16_t *hist = w->history[b->side];
    p->next = 0;
    for (int i = 0; i < p->list.count; i++) {
        move_t m = p->list.moves[i];
        int32_t sc;
        p->see_checked[i] = true; /* quiescence prunes by SEE itself */
        if (is_tt_move(m, tt_move))
            sc = ORDER_TT;
        else if (move_is_noisy(m))
            sc = ORDER_GOOD_CAPTURE + mvv_lva(b, m);
        else
            sc = hist[sq_to64(move_from(m)) * 64 + sq_to64(move_to(m))];
        p->list.scores[i] = sc;
    }
}

move_t order_next(const worker_t *w, picker_t *p, int32_t *score)
{
    movelist_t *l = &p->list;
    for (;;) {
        if (p->next >= l->count)
            return MOVE_NONE;
        int best = p->next;
        for (int i = p->next + 1; i < l->count; i++)
            if (l->scores[i] > l->scores[best])
                best = i;
        move_t m = l->moves[best];
        int32_t sc = l->scores[best];
        /* A capture that looks good by MVV-LVA but loses material by SEE
         * goes to the back of the queue. */
        if (sc >= ORDER_GOOD_CAPTURE && sc < ORDER_TT && !p->see_checked[best]) {
            p->see_checked[best] = true;
            if (!see_ge(&w->board, m, 0)) {
                l->scores[best] = ORDER_BAD_CAPTURE + (sc - ORDER_GOOD_CAPTURE) / 64;
                continue;
            }
        }
        /* Swap it into place. */
        l->moves[best] = l->moves[p->next];
        l->scores[best] = l->scores[p->next];
        bool chk = p->see_checked[best];
        p->see_checked[best] = p->see_checked[p->next];
        p->see_checked[p->next] = chk;
        l->moves[p->next] = m;
        l->scores[p->next] = sc;
        p->next++;
        *score = sc;
        return m;
    }
}

static void history_add(int16_t *h, int bonus)
{
    /* Gravity: the entry moves toward +-HISTORY_MAX ever more slowly, so
     * old knowledge fades as new cutoffs arrive. */
    int v = *h;
    v += bonus - v * (bonus < 0 ? -bonus : bonus) / HISTORY_MAX;
    *h = (int16_t)v;
}

void order_update_quiet(worker_t *w, int ply, int depth, move_t best, const move_t *tried, int ntried)
{
    board_t *b = &w->board;
    stack_t *ss = &w->stack[ply];
    int bonus = depth * depth + 2 * depth;
    if (bonus > 1200)
        bonus = 1200;
    int16_t *hist = w->history[b->side];
    history_add(&hist[sq_to64(move_from(best)) * 64 + sq_to64(move_to(best))], bonus);
    for (int i = 0; i < ntried; i++)
        history_add(&hist[sq_to64(move_from(tried[i])) * 64 + sq_to64(move_to(tried[i]))], -bonus);
    if (ss->killers[0] != best) {
        ss->killers[1] = ss->killers[0];
        ss->killers[0] = best;
    }
    if (ply > 0 && w->stack[ply - 1].move != MOVE_NONE)
        w->counter[w->stack[ply - 1].moved_piece][move_to(w->stack[ply - 1].move)] = best;
}
