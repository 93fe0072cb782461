/* qsearch.c -- quiescence search: captures and queen promotions until the
 * position is quiet, every evasion when in check (so mates at the horizon
 * are seen).  Captures that lose material by SEE and captures that cannot
 * lift the score near alpha (delta pruning) are skipped.
 */
#include "search/order.h"
#include "search/see.h"

score_t qsearch(worker_t *w, score_t alpha, score_t beta, int ply)
{
    if (search_stopped(w))
        return 0;
    count_node(w);
    board_t *b = &w->board;
    if (ply > w->seldepth)
        w->seldepth = ply;
    if (search_is_draw(w, ply))
        return draw_score(w);
    bool in_check = STACK_IN_CHECK(w, ply);
    if (ply >= MAX_PLY - 2)
        return in_check ? draw_score(w) : search_evaluate(w);

    tt_hit_t hit;
    move_t tt_move = MOVE_NONE;
    score_t tt_eval = SCORE_NONE;
    if (tt_probe(w->s->tt, b->key, ply, &hit)) {
        if (hit.bound == BOUND_EXACT || (hit.bound == BOUND_LOWER && hit.score >= beta) ||
            (hit.bound == BOUND_UPPER && hit.score <= alpha))
            return hit.score;
        tt_move = hit.move;
        tt_eval = hit.eval;
    }

    score_t best, stand = SCORE_NONE;
    score_t old_alpha = alpha;
    if (in_check) {
        best = -SCORE_MATE + ply;
    } else {
        stand = tt_eval != SCORE_NONE ? tt_eval : search_evaluate(w);
        if (stand >= beta) {
            if (tt_eval == SCORE_NONE)
                tt_store(w->s->tt, b->key, ply, MOVE_NONE, stand, stand, 0, BOUND_LOWER);
            return stand;
        }
        if (stand > alpha)
            alpha = stand;
        best = stand;
    }

    picker_t p;
    movegen_noisy(b, &p.list);
    if (in_check && p.list.count == 0)
        return -SCORE_MATE + ply;
    order_init_qs(w, &p, tt_move);
    /* Ask for the children's table and evaluation cache entries at once:
     * the first child's search (an evaluation at least) hides the wait
     * for the others. */
    for (int i = 0; i < p.list.count; i++)
        prefetch_child(w, board_key_hint(b, p.list.moves[i]));
    move_t best_move = MOVE_NONE;
    const int *see_value = w->see_value;
    const int delta_margin = w->s->params->QS_DELTA_MARGIN;
    int32_t sc;
    move_t m;
    while ((m = order_next_qs(&p, &sc)) != MOVE_NONE) {
        if (!in_check) {
            if (move_promo(m) && move_promo(m) != QUEEN)
                continue;
            int gain = move_is_ep(m) ? see_value[PAWN]
                     : move_is_capture(m) ? see_value[piece_type(b->sq[move_to(m)])] : 0;
            if (move_promo(m))
                gain += see_value[QUEEN] - see_value[PAWN];
            if (stand + gain + delta_margin <= alpha) {
                if (stand + gain + delta_margin > best)
                    best = stand + gain + delta_margin;
                continue;
            }
            if (!see_ge_by(see_value, b, m, 0))
                continue;
        }
        w->stack[ply].move = m;
        w->stack[ply].moved_piece = b->sq[move_from(m)];
        w->stack[ply + 1].check = movegen_gives_check(b, m) ? 2 : 1;
        board_make_move(b, m);
        score_t score = -qsearch(w, -beta, -alpha, ply + 1);
        board_unmake_move(b);
        if (search_stopped(w))
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                best_move = m;
                if (score >= beta)
                    break;
                alpha = score;
            }
        }
    }
    int bound = best >= beta ? BOUND_LOWER : best > old_alpha ? BOUND_EXACT : BOUND_UPPER;
    tt_store(w->s->tt, b->key, ply, best_move, best, stand, 0, bound);
    return best;
}
