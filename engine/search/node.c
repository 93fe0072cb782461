/* node.c -- the search below the root: a fail-soft principal variation
 * search in named steps.  A node first looks for a quick answer (draw,
 * mate distance, the transposition table), then tries to prune without
 * searching (reverse futility, razoring, null move), then searches its
 * moves (late move pruning, futility, SEE pruning, singular extension,
 * late move reductions, check extension), and stores what it learnt.
 * Every margin and depth comes from params.def's [search] section.
 */
#include "search/search.h"

#include <assert.h>
#include <string.h>

#include "search/order.h"
#include "search/see.h"


/* Limits of the search's shape that no personality changes:
 *  - STACK_MARGIN: a node this close to MAX_PLY evaluates instead of
 *    searching, so no line runs off the end of the stack and PV tables;
 *  - NMP_VERIFY_NUM / NMP_VERIFY_DEN: the null move verification search
 *    makes no null move of its own in the first 3/4 of its plies;
 *  - SINGULAR_TT_DEPTH: the table's entry must come from a search at
 *    most this many plies shallower to be tested for singularity;
 *  - EXTENSION_DEPTHS: check and singular extensions only within twice
 *    the root depth, so that extensions cannot lengthen a line forever;
 *  - LMR_HISTORY_PLIES: the history changes a reduction by at most this
 *    many plies either way;
 *  - QUIETS_MAX: the quiet moves kept for the history malus (those tried
 *    after the 64th go without one). */
enum {
    STACK_MARGIN = 4,
    NMP_VERIFY_NUM = 3,
    NMP_VERIFY_DEN = 4,
    SINGULAR_TT_DEPTH = 3,
    EXTENSION_DEPTHS = 2,
    LMR_HISTORY_PLIES = 2,
    QUIETS_MAX = 64
};

/* What a node knows about itself once probed and evaluated. */
typedef struct {
    int depth, ply;
    score_t alpha, beta;
    bool pv_node, cut_node, in_check, improving;
    move_t excluded;
    bool tt_hit;
    tt_hit_t hit;
    move_t tt_move;
    score_t eval;       /* static eval, or a better bound from the table */
    const params_t *prm;
} node_t;

/* The move loop's running state. */
typedef struct {
    order_stager_t picker;
    score_t best;
    move_t best_move;
    move_t quiets[QUIETS_MAX];
    int nquiets, searched, legal;
    bool side_has_pieces;
    /* Late quiet moves are each asked whether they check (usually to be
     * pruned when not): what that needs about the enemy king is found
     * once, at the first question. */
    check_info_t ci;
    bool ci_ready;
    int checks_left; /* pruned quiet moves still to come that check; -1 not counted yet */
    /* What move_pruned reads that stays the same for the whole node,
     * worked out once when the loop starts. */
    bool may_prune;       /* pieces besides pawns, not in check, depth <= PRUNE_DEPTH */
    int lmp_limit;        /* see lmp_limit() */
    bool futility_on;     /* depth <= FUTILITY_DEPTH */
    int futility_margin;  /* FUTILITY_BASE + FUTILITY_MARGIN x depth */
    int see_noisy, see_quiet; /* SEE thresholds: -SEE_*_MARGIN x depth */
} loop_t;

static bool has_pieces(const board_t *b, int side)
{
    return b->count[make_piece(side, KNIGHT)] || b->count[make_piece(side, BISHOP)] ||
           b->count[make_piece(side, ROOK)] || b->count[make_piece(side, QUEEN)];
}

/* Late move pruning: quiet moves tried before the rest are skipped. */
static int lmp_limit(const params_t *p, int depth, bool improving)
{
    int limit = p->LMP_BASE + p->LMP_DEPTH_SQ * depth * depth;
    return improving ? limit : limit * p->LMP_NOT_IMPROVING_PCT / 100;
}

static void update_pv(worker_t *w, int ply, move_t m)
{
    w->pv[ply][0] = m;
    int n = w->pv_len[ply + 1];
    memcpy(&w->pv[ply][1], w->pv[ply + 1], (size_t)n * sizeof(move_t));
    w->pv_len[ply] = n + 1;
}

/* The quick answers before anything is searched: a draw, the ply limit,
 * mate distance pruning (no line from here can beat a mate already found
 * closer to the root) and a usable table entry.  True with *score set when
 * the node is decided. */
static bool node_probe(worker_t *w, node_t *n, score_t *score)
{
    const board_t *b = &w->board;
    assert(n->ply >= 0 && n->ply < MAX_PLY && n->alpha < n->beta);
    if (search_is_draw(w, n->ply)) {
        *score = draw_score(w);
        return true;
    }
    n->in_check = STACK_IN_CHECK(w, n->ply);
    if (n->ply >= MAX_PLY - STACK_MARGIN) {
        *score = n->in_check ? draw_score(w) : search_evaluate(w);
        return true;
    }
    n->alpha = imax(n->alpha, -SCORE_MATE + n->ply);
    n->beta = imin(n->beta, SCORE_MATE - n->ply - 1);
    if (n->alpha >= n->beta) {
        *score = n->alpha;
        return true;
    }
    n->excluded = w->stack[n->ply].excluded;
    n->tt_hit = !n->excluded && tt_probe(w->s->tt, b->key, n->ply, &n->hit);
    n->tt_move = n->tt_hit ? n->hit.move : MOVE_NONE;
    const tt_hit_t *h = &n->hit;
    if (n->tt_hit && !n->pv_node && h->depth >= n->depth &&
        (h->bound == BOUND_EXACT || (h->bound == BOUND_LOWER && h->score >= n->beta) ||
         (h->bound == BOUND_UPPER && h->score <= n->alpha))) {
        *score = h->score;
        return true;
    }
    return false;
}

/* The static evaluation (from the table when it has one) and whether it
 * improved on our previous move's. */
static void node_evaluate(worker_t *w, node_t *n)
{
    stack_t *ss = &w->stack[n->ply];
    const tt_hit_t *h = &n->hit;
    if (n->in_check) {
        ss->static_eval = n->eval = SCORE_NONE;
    } else {
        ss->static_eval = n->eval = n->tt_hit && h->eval != SCORE_NONE ? h->eval : search_evaluate(w);
        /* A bound from the table is a better guess than the static eval. */
        if (n->tt_hit && h->score > -SCORE_MATE_BOUND && h->score < SCORE_MATE_BOUND &&
            h->bound == (h->score > n->eval ? BOUND_LOWER : BOUND_UPPER))
            n->eval = h->score;
    }
    int ply = n->ply;
    n->improving = !n->in_check && ply >= 2 && w->stack[ply - 2].static_eval != SCORE_NONE &&
                   ss->static_eval > w->stack[ply - 2].static_eval;
    w->stack[ply + 2].killers[0] = w->stack[ply + 2].killers[1] = MOVE_NONE;
    w->stack[ply + 1].excluded = MOVE_NONE;
}

/* Reverse futility (far above beta at low depth, trust the eval) and
 * razoring (hopeless at low depth unless captures save it).  Razoring
 * stays at depth 1 by default: from depth 2 on there is room for a quiet
 * move that threatens mate after a sacrifice (a rook lift behind a queen
 * sacrifice, say), which the quiescence search cannot see. */
static bool node_static_prune(worker_t *w, const node_t *n, score_t *score)
{
    const params_t *prm = n->prm;
    int depth = n->depth;
    if (depth <= prm->RFP_DEPTH && n->eval < SCORE_MATE_BOUND &&
        n->eval - prm->RFP_MARGIN * (depth - n->improving) >= n->beta) {
        *score = n->eval;
        return true;
    }
    if (depth <= prm->RAZOR_DEPTH && n->eval + prm->RAZOR_BASE + prm->RAZOR_MARGIN * depth <= n->alpha) {
        score_t q = qsearch(w, n->alpha, n->alpha + 1, n->ply);
        if (q <= n->alpha) {
            *score = q;
            return true;
        }
    }
    return false;
}

/* Null move: give the opponent a free move; if we still beat beta the
 * position is good enough.  Not with only pawns (zugzwang), not twice in
 * a row, and verified by a real search at high depth.  True with *score
 * set on a cutoff (also when the search was stopped: *score 0). */
static bool node_null_move(worker_t *w, const node_t *n, score_t *score)
{
    const params_t *prm = n->prm;
    board_t *b = &w->board;
    int depth = n->depth, ply = n->ply;
    score_t beta = n->beta;
    stack_t *ss = &w->stack[ply];
    if (!prm->NULL_MOVE || depth < prm->NMP_MIN_DEPTH || n->eval < beta || ss->static_eval < beta ||
        ply < w->nmp_min_ply || !has_pieces(b, b->side) ||
        (ply != 0 && w->stack[ply - 1].move == MOVE_NONE) || beta <= -SCORE_MATE_BOUND)
        return false;
    int r = prm->NMP_BASE + depth / prm->NMP_DEPTH_DIV +
            imin((n->eval - beta) / prm->NMP_EVAL_DIV, prm->NMP_EVAL_MAX);
    r = r * prm->SELECTIVITY / 100;
    if (r < 1)
        r = 1;
    ss->move = MOVE_NONE;
    ss->moved_piece = EMPTY;
    board_make_null(b);
    prefetch_child(w, b->key);
    w->stack[ply + 1].check = 1;
    w->stack[ply + 1].double_exts = ss->double_exts;
    score_t v = -search_node(w, depth - 1 - r, -beta, -beta + 1, ply + 1, !n->cut_node);
    board_unmake_null(b);
    if (search_stopped(w)) {
        *score = 0;
        return true;
    }
    if (v < beta)
        return false;
    if (v >= SCORE_MATE_BOUND)
        v = beta;
    if (depth < prm->NMP_VERIFY_DEPTH || w->nmp_min_ply) {
        *score = v;
        return true;
    }
    w->nmp_min_ply = ply + NMP_VERIFY_NUM * (depth - r) / NMP_VERIFY_DEN;
    score_t check = search_node(w, depth - 1 - r, beta - 1, beta, ply, false);
    w->nmp_min_ply = 0;
    if (check < beta)
        return false;
    *score = v;
    return true;
}

/* Move-loop pruning at low depth: late quiet moves (late move pruning),
 * quiet moves that cannot lift a hopeless static eval above alpha
 * (futility) unless they check, and moves that lose too much by SEE.
 * *gives_check is set when it had to be found out (else left at -1). */
static bool move_pruned(worker_t *w, const node_t *n, loop_t *l, move_t m, int32_t sc, int *gives_check)
{
    board_t *b = &w->board;
    if (!l->may_prune || l->best <= -SCORE_MATE_BOUND)
        return false;
    if (move_is_noisy(m))
        return order_is_losing(sc) && !see_ge_by(w->see_value, b, m, l->see_noisy);
    /* The check test is cheaper than the SEE test below and either one
     * prunes, so it goes first (no singular search happens this shallow
     * to tell the order apart). */
    bool late = l->searched >= l->lmp_limit;
    if (late || (l->futility_on && w->stack[n->ply].static_eval + l->futility_margin <= n->alpha)) {
        if (!l->ci_ready) {
            check_info_init(b, &l->ci);
            l->ci_ready = true;
        }
        *gives_check = movegen_gives_check_ci(b, &l->ci, m);
        /* Late stays late (searched only grows) and futile stays futile
         * (alpha only grows): every quiet move still to come is dropped
         * unless it checks, so once none of those is left the picker may
         * skip them all (the same moves searched). */
        if (l->checks_left < 0)
            l->checks_left = order_stager_quiet_checks(&l->picker, b, &l->ci);
        else if (*gives_check && --l->checks_left == 0)
            order_stager_skip_quiets(&l->picker);
        if (!*gives_check)
            return true;
    }
    return !late && !see_ge_by(w->see_value, b, m, l->see_quiet);
}

/* Singular extension: if every other move fails well below the hash
 * move's score, the hash move is forced and deserves a ply more (1), two
 * when they fail far below (a few times on a line at most); if even
 * without it the node beats beta, cut at once (true with *score); if it
 * does not stand out while the table says it beats beta, another move
 * would probably do as well, and it is searched a ply shallower (-1). */
static bool singular_test(worker_t *w, const node_t *n, const loop_t *l, move_t m, int *singular,
                          score_t *score)
{
    const params_t *prm = n->prm;
    const tt_hit_t *h = &n->hit;
    int depth = n->depth;
    *singular = 0;
    if (m != l->picker.tt_move || depth < prm->SINGULAR_DEPTH || n->excluded || !n->tt_hit ||
        h->bound == BOUND_UPPER || h->depth < depth - SINGULAR_TT_DEPTH || h->score <= -SCORE_MATE_BOUND ||
        h->score >= SCORE_MATE_BOUND || n->ply >= EXTENSION_DEPTHS * w->root_depth)
        return false;
    stack_t *ss = &w->stack[n->ply];
    score_t sbeta = h->score - prm->SINGULAR_MARGIN * depth;
    ss->excluded = m;
    score_t v = search_node(w, (depth - 1) / 2, sbeta - 1, sbeta, n->ply, n->cut_node);
    ss->excluded = MOVE_NONE;
    if (search_stopped(w)) {
        *score = 0;
        return true;
    }
    if (v < sbeta) {
        *singular = 1;
        if (prm->SINGULAR_DOUBLE_MARGIN && !n->pv_node && v < sbeta - prm->SINGULAR_DOUBLE_MARGIN &&
            ss->double_exts < prm->SINGULAR_DOUBLE_MAX)
            *singular = 2;
    } else if (sbeta >= n->beta) {
        *score = sbeta;
        return true;
    } else if (prm->SINGULAR_NEGATIVE && h->score >= n->beta) {
        *singular = -1;
    }
    return false;
}

/* Late move reduction for a move, in plies. */
static int reduction(const worker_t *w, const node_t *n, const loop_t *l, bool quiet, int32_t sc, int hist)
{
    const params_t *prm = n->prm;
    int r = search_lmr(w, n->depth, l->searched);
    r -= n->pv_node;
    r += !n->improving;
    r += n->cut_node;
    if (sc >= ORDER_COUNTER)
        r--; /* killers and the countermove */
    if (quiet)
        r -= imax(-LMR_HISTORY_PLIES, imin(LMR_HISTORY_PLIES, hist / prm->LMR_HISTORY_DIV));
    return r * prm->SELECTIVITY / 100;
}

/* Make the move, search it (reduced with a null window first when late,
 * then as far as it needs), unmake it. */
static score_t search_move(worker_t *w, const node_t *n, const loop_t *l, move_t m, int32_t sc,
                           int gives_check, int singular)
{
    board_t *b = &w->board;
    int ply = n->ply, depth = n->depth;
    score_t alpha = n->alpha, beta = n->beta;
    bool quiet = !move_is_noisy(m);
    stack_t *ss = &w->stack[ply];
    prefetch_child(w, board_key_hint(b, m));
    int hist = quiet ? order_reduction_history(w, l->picker.cont_rows, l->picker.ncont_rows, m) : 0;
    ss->move = m;
    ss->moved_piece = b->sq[move_from(m)];
    if (gives_check < 0)
        gives_check = movegen_gives_check(b, m);
    /* A forced move's extension wins over a check's; a check is not
     * searched shallower for not being singular. */
    bool check_ext = gives_check && ply < EXTENSION_DEPTHS * w->root_depth;
    int ext = check_ext && singular < 1 ? 1 : singular;
    board_make_move(b, m);
    w->stack[ply + 1].check = gives_check ? 2 : 1;
    w->stack[ply + 1].double_exts = (int8_t)(ss->double_exts + (ext >= 2));
    int new_depth = depth - 1 + ext;
    score_t score;
    /* A capture that loses material by SEE is often a sacrifice; reduced,
     * its point (a mate, a won piece a few plies on) comes into view only
     * plies later, so it (like an underpromotion) is searched full depth
     * unless LMR_NOISY. */
    bool reducible = quiet || (order_is_losing(sc) && n->prm->LMR_NOISY);
    if (depth >= n->prm->LMR_MIN_DEPTH && l->searched >= 1 + n->pv_node && reducible) {
        int r = reduction(w, n, l, quiet, sc, hist);
        int d = imax(1, imin(new_depth, new_depth - r));
        score = -search_node(w, d, -alpha - 1, -alpha, ply + 1, true);
        if (score > alpha && d < new_depth)
            score = -search_node(w, new_depth, -alpha - 1, -alpha, ply + 1, !n->cut_node);
    } else if (!n->pv_node || l->searched > 0) {
        score = -search_node(w, new_depth, -alpha - 1, -alpha, ply + 1, !n->cut_node);
    } else {
        score = alpha + 1; /* force the full-window search below */
    }
    if (n->pv_node && (l->searched == 0 || (score > alpha && score < beta)))
        score = -search_node(w, new_depth, -beta, -alpha, ply + 1, false);
    board_unmake_move(b);
    return score;
}

/* The move loop.  True with *score set when the node returns from inside
 * it (a stop, a singular cut, no legal move, only the excluded move);
 * otherwise l->best and l->best_move hold the result. */
static bool node_moves(worker_t *w, node_t *n, loop_t *l, score_t *score)
{
    board_t *b = &w->board;
    int ply = n->ply;
    order_stager_start(w, &l->picker, n->tt_move, ply, n->in_check);
    l->best = -SCORE_INFINITE;
    l->best_move = MOVE_NONE;
    l->nquiets = l->searched = l->legal = 0;
    l->side_has_pieces = has_pieces(b, b->side);
    l->ci_ready = false;
    l->checks_left = -1;
    const params_t *prm = n->prm;
    int depth = n->depth;
    l->may_prune = l->side_has_pieces && !n->in_check && depth <= prm->PRUNE_DEPTH;
    if (l->may_prune) {
        l->lmp_limit = lmp_limit(prm, depth, n->improving);
        l->futility_on = depth <= prm->FUTILITY_DEPTH;
        l->futility_margin = prm->FUTILITY_BASE + prm->FUTILITY_MARGIN * depth;
        l->see_noisy = -prm->SEE_NOISY_MARGIN * depth;
        l->see_quiet = -prm->SEE_QUIET_MARGIN * depth;
    }
    int32_t sc;
    move_t m;
    while ((m = order_stager_next(w, &l->picker, &sc)) != MOVE_NONE) {
        l->legal++;
        if (m == n->excluded)
            continue;
        bool quiet = !move_is_noisy(m);
        int gives_check = -1; /* not known yet */
        if (move_pruned(w, n, l, m, sc, &gives_check))
            continue;
        int singular;
        if (singular_test(w, n, l, m, &singular, score))
            return true;
        score_t v = search_move(w, n, l, m, sc, gives_check, singular);
        if (search_stopped(w)) {
            *score = 0;
            return true;
        }
        l->searched++;
        if (v > l->best) {
            l->best = v;
            if (v > n->alpha) {
                l->best_move = m;
                if (n->pv_node)
                    update_pv(w, ply, m);
                if (v >= n->beta) {
                    if (quiet)
                        order_update_quiet(w, ply, n->depth, m, l->quiets, l->nquiets);
                    break;
                }
                n->alpha = v;
            }
        }
        if (quiet && m != l->best_move && l->nquiets < QUIETS_MAX)
            l->quiets[l->nquiets++] = m;
    }
    if (l->legal == 0) {
        *score = n->in_check ? -SCORE_MATE + ply : draw_score(w);
        return true;
    }
    if (l->searched == 0) {
        *score = n->alpha; /* only the excluded move */
        return true;
    }
    return false;
}

score_t search_node(worker_t *w, int depth, score_t alpha, score_t beta, int ply, bool cut_node)
{
    w->pv_len[ply] = 0;
    if (depth <= 0)
        return qsearch(w, alpha, beta, ply);
    node_t n = { .depth = depth, .ply = ply, .alpha = alpha, .beta = beta,
                 .pv_node = beta - alpha > 1, .cut_node = cut_node, .prm = w->s->params };
    if (search_stopped(w))
        return 0;
    count_node(w);
    if (ply > w->seldepth)
        w->seldepth = ply;
    score_t score;
    if (node_probe(w, &n, &score))
        return score;
    node_evaluate(w, &n);
    if (!n.pv_node && !n.in_check && !n.excluded &&
        (node_static_prune(w, &n, &score) || node_null_move(w, &n, &score)))
        return score;
    /* Internal iterative reduction: without a hash move this node was not
     * searched before and is probably less important. */
    if (n.depth >= n.prm->IIR_DEPTH && n.tt_move == MOVE_NONE && (n.pv_node || cut_node))
        n.depth--;
    score_t old_alpha = n.alpha;
    loop_t l;
    if (node_moves(w, &n, &l, &score))
        return score;
    if (!n.excluded) {
        int bound = l.best >= n.beta ? BOUND_LOWER : l.best > old_alpha && n.pv_node ? BOUND_EXACT : BOUND_UPPER;
        tt_store(w->s->tt, w->board.key, ply, l.best_move, l.best, w->stack[ply].static_eval, n.depth, bound);
    }
    return l.best;
}
