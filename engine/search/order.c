/* order.c -- move ordering (see order.h). */
#include "search/order.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/attack.h"
#include "search/see.h"

/* MVV-LVA: the most valuable victim first, the cheapest attacker first
 * among equal victims. */
static int32_t mvv_lva(const worker_t *w, const board_t *b, move_t m)
{
    const int *see_value = w->see_value;
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

/* The quiet moves tried before the history order, best first: the first
 * killer, the second, the countermove.  refutation_rank() names which one
 * a move is (REF_NONE: none of them); the pickers turn the rank into their
 * score (refutation_score; the quiet stage's 16-bit Q16_REFUTATION). */
enum { REF_NONE, REF_COUNTER, REF_KILLER2, REF_KILLER1 };

static inline int refutation_rank(move_t m, move_t killer0, move_t killer1, move_t counter)
{
    return m == killer0 ? REF_KILLER1 : m == killer1 ? REF_KILLER2 : m == counter ? REF_COUNTER : REF_NONE;
}

static const int32_t refutation_score[REF_KILLER1 + 1] = {
    [REF_COUNTER] = ORDER_COUNTER, [REF_KILLER2] = ORDER_KILLER - 1, [REF_KILLER1] = ORDER_KILLER
};

/* The move that refuted the previous one last time, or MOVE_NONE. */
static move_t counter_move(const worker_t *w, int ply)
{
    if (ply > 0 && w->stack[ply - 1].move != MOVE_NONE)
        return w->counter[w->stack[ply - 1].moved_piece][move_to(w->stack[ply - 1].move)];
    return MOVE_NONE;
}

void order_init(worker_t *w, picker_t *p, move_t tt_move, int ply)
{
    const board_t *b = &w->board;
    const stack_t *ss = &w->stack[ply];
    move_t counter = counter_move(w, ply);
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
                sc = ORDER_GOOD_CAPTURE + mvv_lva(w, b, m);
        } else {
            int ref = refutation_rank(m, ss->killers[0], ss->killers[1], counter);
            sc = ref ? refutation_score[ref] : hist[sq_to64(move_from(m)) * 64 + sq_to64(move_to(m))];
        }
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
        if (is_tt_move(m, tt_move))
            sc = ORDER_TT;
        else if (move_is_noisy(m))
            sc = ORDER_GOOD_CAPTURE + mvv_lva(w, b, m);
        else
            sc = hist[sq_to64(move_from(m)) * 64 + sq_to64(move_to(m))];
        p->list.scores[i] = sc;
    }
}

/* The index of the best-scored move from 'from' on (the first of equals). */
static inline int best_from(const movelist_t *l, int from)
{
    int best = from;
    for (int i = from + 1; i < l->count; i++)
        if (l->scores[i] > l->scores[best])
            best = i;
    return best;
}

/* Exchange the list's entries i and j, move and score. */
static inline void swap_entries(movelist_t *l, int i, int j)
{
    move_t m = l->moves[i];
    int32_t sc = l->scores[i];
    l->moves[i] = l->moves[j];
    l->scores[i] = l->scores[j];
    l->moves[j] = m;
    l->scores[j] = sc;
}

move_t order_next_qs(picker_t *p, int32_t *score)
{
    movelist_t *l = &p->list;
    if (p->next >= l->count)
        return MOVE_NONE;
    swap_entries(l, best_from(l, p->next), p->next);
    *score = l->scores[p->next];
    return l->moves[p->next++];
}

move_t order_next(const worker_t *w, picker_t *p, int32_t *score)
{
    movelist_t *l = &p->list;
    for (;;) {
        if (p->next >= l->count)
            return MOVE_NONE;
        int best = best_from(l, p->next);
        move_t m = l->moves[best];
        int32_t sc = l->scores[best];
        /* A capture that looks good by MVV-LVA but loses material by SEE
         * goes to the back of the queue. */
        if (sc >= ORDER_GOOD_CAPTURE && sc < ORDER_TT && !p->see_checked[best]) {
            p->see_checked[best] = true;
            if (!see_ge_by(w->see_value, &w->board, m, 0)) {
                l->scores[best] = ORDER_BAD_CAPTURE + (sc - ORDER_GOOD_CAPTURE) / 64;
                continue;
            }
        }
        /* Swap it into place. */
        swap_entries(l, best, p->next);
        bool chk = p->see_checked[best];
        p->see_checked[best] = p->see_checked[p->next];
        p->see_checked[p->next] = chk;
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

/* What a cutoff at this depth adds to a history entry. */
static int history_bonus(const worker_t *w, int depth)
{
    const params_t *p = w->s->params;
    int bonus = (depth * depth + 2 * depth) * p->HISTORY_BONUS_PCT / 100;
    return bonus < p->HISTORY_BONUS_MAX ? bonus : p->HISTORY_BONUS_MAX;
}

void order_update_quiet(worker_t *w, int ply, int depth, move_t best, const move_t *tried, int ntried)
{
    board_t *b = &w->board;
    stack_t *ss = &w->stack[ply];
    int bonus = history_bonus(w, depth);
    int16_t *hist = w->history[b->side];
    int16_t *rows[2] = { NULL, NULL };
    int nrows = order_cont_rows(w, ply, rows);
    history_add(&hist[sq_to64(move_from(best)) * 64 + sq_to64(move_to(best))], bonus);
    int at = order_cont_index(b->sq[move_from(best)], move_to(best));
    for (int r = 0; r < nrows; r++)
        history_add(&rows[r][at], bonus);
    for (int i = 0; i < ntried; i++) {
        move_t m = tried[i];
        history_add(&hist[sq_to64(move_from(m)) * 64 + sq_to64(move_to(m))], -bonus);
        at = order_cont_index(b->sq[move_from(m)], move_to(m));
        for (int r = 0; r < nrows; r++)
            history_add(&rows[r][at], -bonus);
    }
    if (ss->killers[0] != best) {
        ss->killers[1] = ss->killers[0];
        ss->killers[0] = best;
    }
    if (ply > 0 && w->stack[ply - 1].move != MOVE_NONE)
        w->counter[w->stack[ply - 1].moved_piece][move_to(w->stack[ply - 1].move)] = best;
}

/* ------------------------------------------------------------ staged picker */

move_t order_validate(board_t *b, move_t bits)
{
    int from = move_from(bits), to = move_to(bits), promo = move_promo(bits);
    if (bits == MOVE_NONE || from >= SQ_NB || to >= SQ_NB || bits != tt_move_bits(bits))
        return MOVE_NONE;
    int pc = b->sq[from], target = b->sq[to];
    if (!piece_is_real(pc) || piece_colour(pc) != b->side || target == OFFBOARD)
        return MOVE_NONE;
    if (target != EMPTY && (piece_colour(target) == b->side || piece_type(target) == KING))
        return MOVE_NONE;
    int type = piece_type(pc);
    uint32_t flags = target != EMPTY ? MF_CAPTURE : 0;
    if (type == PAWN) {
        int fwd = b->side == WHITE ? NORTH : SOUTH;
        bool last = sq_relative_rank(to, b->side) == 7;
        if (last != (promo != 0) || (promo && (promo < KNIGHT || promo > QUEEN)))
            return MOVE_NONE;
        if (to == from + fwd) {
            if (target != EMPTY)
                return MOVE_NONE;
        } else if (to == from + 2 * fwd) {
            if (target != EMPTY || b->sq[from + fwd] != EMPTY || sq_relative_rank(from, b->side) != 1)
                return MOVE_NONE;
            flags |= MF_DOUBLE;
        } else if (to == from + fwd + 1 || to == from + fwd - 1) {
            if (target == EMPTY) {
                if (b->ep == SQ_NONE || to != b->ep)
                    return MOVE_NONE;
                flags |= MF_CAPTURE | MF_EP;
            }
        } else {
            return MOVE_NONE;
        }
    } else {
        if (promo)
            return MOVE_NONE;
        if (type == KING && (to - from == 2 || from - to == 2)) {
            /* Castling has too many conditions to repeat here: ask the
             * generator (rare enough not to matter). */
            move_t m = move_make(from, to, 0, MF_CASTLE);
            return movegen_is_legal(b, m) ? m : MOVE_NONE;
        }
        if (!piece_attacks(b, from, to))
            return MOVE_NONE;
    }
    move_t m = move_make(from, to, promo, flags);
    return movegen_leaves_king_safe(b, m) ? m : MOVE_NONE;
}

/* The quiet stage keeps its scores in 16 bits: the history sum (up to
 * three tables) is clamped to stay below the killers' scores. */
enum { QUIET_HISTORY_CLAMP = 32000 };

static int clamp_quiet_history(int v)
{
    return v > QUIET_HISTORY_CLAMP ? QUIET_HISTORY_CLAMP : v < -QUIET_HISTORY_CLAMP ? -QUIET_HISTORY_CLAMP : v;
}

static int32_t quiet_score(const worker_t *w, move_t m, const stack_t *ss, move_t counter,
                           int16_t *const rows[], int nrows)
{
    int ref = refutation_rank(m, ss->killers[0], ss->killers[1], counter);
    return ref ? refutation_score[ref] : clamp_quiet_history(order_history(w, rows, nrows, m));
}

void order_stager_start(worker_t *w, order_stager_t *p, move_t tt_bits, int ply, bool in_check)
{
    p->stage = ST_TT;
    p->ply = ply;
    p->in_check = in_check;
    p->nbad = p->bad_next = 0;
    p->next = 0;
    p->list.count = 0;
    p->tt_move = tt_bits ? order_validate(&w->board, tt_bits) : MOVE_NONE;
    p->ncont_rows = order_cont_rows(w, ply, p->cont_rows);
}

/* Index of the first highest score in scores[from..n).  The lists are
 * scanned once per move picked, so this is one of the search's hottest
 * loops; with SSE2 (every x86-64) it runs four scores at a time: one pass
 * for the highest score, a second for the first place holding it.  The
 * caller keeps ORDER_PAD entries of INT32_MIN after the list, so the last
 * group of four may run past n. */
enum { ORDER_PAD = 3 };
/* A list stays far below MAX_MOVES (218 is the most legal moves known in
 * any position), which leaves room for the padding. */
_Static_assert(218 + ORDER_PAD <= MAX_MOVES, "room for the padding after the longest list");
static int best_index(const int32_t *scores, int from, int n)
{
#if defined(__SSE2__)
    __m128i top = _mm_loadu_si128((const __m128i *)(const void *)(scores + from));
    for (int i = from + 4; i < n; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(scores + i));
        __m128i gt = _mm_cmpgt_epi32(v, top);
        top = _mm_or_si128(_mm_and_si128(gt, v), _mm_andnot_si128(gt, top));
    }
    /* Spread the highest lane to all four. */
    for (int shift = 0; shift < 2; shift++) {
        __m128i other = shift ? _mm_shuffle_epi32(top, _MM_SHUFFLE(1, 0, 3, 2))
                              : _mm_shuffle_epi32(top, _MM_SHUFFLE(2, 3, 0, 1));
        __m128i gt = _mm_cmpgt_epi32(other, top);
        top = _mm_or_si128(_mm_and_si128(gt, other), _mm_andnot_si128(gt, top));
    }
    for (int i = from;; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(scores + i));
        int mask = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(v, top)));
        if (mask)
            return i + __builtin_ctz((unsigned)mask);
    }
#else
    int best = from;
    for (int i = from + 1; i < n; i++)
        if (scores[i] > scores[best])
            best = i;
    return best;
#endif
}

/* The quiet stage's 16-bit scores (order_stager_t.quiet_scores): the history
 * value itself, and just above any history value the killers and the
 * countermove in their order, so the first highest is the same move as
 * with the 32-bit scores.  The history sum is held within
 * +-QUIET_HISTORY_CLAMP (clamp_quiet_history). */
enum { Q16_REFUTATION = INT16_MAX - REF_KILLER1, Q16_PAD = 7 };
_Static_assert((int)QUIET_HISTORY_CLAMP < (int)Q16_REFUTATION + REF_COUNTER,
               "history scores stay below the quiet stage's killer scores");
_Static_assert(218 + Q16_PAD <= MAX_MOVES + 8, "room for the padding after the longest list");

static int32_t quiet_score_32(int16_t q)
{
    return q > Q16_REFUTATION ? refutation_score[q - Q16_REFUTATION] : q;
}

/* best_index for 16-bit scores: the caller keeps Q16_PAD entries of
 * INT16_MIN after the list. */
static int best_index16(const int16_t *scores, int from, int n)
{
#if defined(__SSE2__)
    __m128i top = _mm_loadu_si128((const __m128i *)(const void *)(scores + from));
    for (int i = from + 8; i < n; i += 8)
        top = _mm_max_epi16(top, _mm_loadu_si128((const __m128i *)(const void *)(scores + i)));
    /* Fold the eight lanes: halves, then quarters, then pairs. */
    top = _mm_max_epi16(top, _mm_shuffle_epi32(top, _MM_SHUFFLE(1, 0, 3, 2)));
    top = _mm_max_epi16(top, _mm_shuffle_epi32(top, _MM_SHUFFLE(2, 3, 0, 1)));
    top = _mm_max_epi16(top, _mm_srli_epi32(top, 16));
    __m128i want = _mm_set1_epi16((short)_mm_cvtsi128_si32(top));
    for (int i = from;; i += 8) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(scores + i));
        int mask = _mm_movemask_epi8(_mm_cmpeq_epi16(v, want));
        if (mask)
            return i + __builtin_ctz((unsigned)mask) / 2;
    }
#else
    int best = from;
    for (int i = from + 1; i < n; i++)
        if (scores[i] > scores[best])
            best = i;
    return best;
#endif
}

/* Close a list for best_index. */
static void pad_scores(movelist_t *l)
{
    for (int k = 0; k < ORDER_PAD; k++)
        l->scores[l->count + k] = INT32_MIN;
}

/* Pick the best-scored remaining move of the list: swap it to p->next. */
static int pick_best(order_stager_t *p)
{
    movelist_t *l = &p->list;
    int best = best_index(l->scores, p->next, l->count);
    move_t m = l->moves[best];
    int32_t sc = l->scores[best];
    l->moves[best] = l->moves[p->next];
    l->scores[best] = l->scores[p->next];
    l->moves[p->next] = m;
    l->scores[p->next] = sc;
    return p->next++;
}

/* Pick the best of the quiet stage's remaining moves (pick_best on the
 * 16-bit scores). */
static inline move_t pick_quiet(order_stager_t *p, int32_t *score)
{
    move_t *moves = p->list.moves;
    int16_t *q16 = p->quiet_scores;
    int i = best_index16(q16, p->next, p->list.count), at = p->next++;
    move_t m = moves[i];
    int16_t sc = q16[i];
    moves[i] = moves[at];
    q16[i] = q16[at];
    moves[at] = m;
    q16[at] = sc;
    *score = quiet_score_32(sc);
    return m;
}

int order_stager_quiet_checks(order_stager_t *p, board_t *b, const check_info_t *ci)
{
    if (p->stage != ST_QUIET)
        return -1;
    int n = movegen_count_checks_ci(b, ci, p->list.moves + p->next, p->list.count - p->next);
    if (n == 0)
        p->stage = ST_BAD;
    return n;
}

void order_stager_skip_quiets(order_stager_t *p)
{
    if (p->stage == ST_QUIET)
        p->stage = ST_BAD;
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static move_t order_stager_next_stage(worker_t *w, order_stager_t *p, int32_t *score);

move_t order_stager_next(worker_t *w, order_stager_t *p, int32_t *score)
{
    /* Most calls pick a quiet move: that path alone, so it needs few
     * registers saved; every other stage in a function of its own. */
    if (p->stage == ST_QUIET && p->next < p->list.count)
        return pick_quiet(p, score);
    return order_stager_next_stage(w, p, score);
}

/* The captures and promotions (every evasion when in check) generated and
 * scored; the quiet moves generated with them wait for their stage. */
static void start_noisy_stage(worker_t *w, order_stager_t *p)
{
    const board_t *b = &w->board;
    movegen_split(b, &p->list, &p->quiets);
    const stack_t *ss = &w->stack[p->ply];
    move_t counter = p->in_check ? counter_move(w, p->ply) : MOVE_NONE;
    int n = 0;
    for (int i = 0; i < p->list.count; i++) {
        move_t m = p->list.moves[i];
        if (m == p->tt_move)
            continue;
        int32_t sc;
        if (move_is_noisy(m)) {
            if (move_promo(m) && move_promo(m) != QUEEN)
                sc = ORDER_BAD_CAPTURE - 1000 + move_promo(m);
            else
                sc = ORDER_GOOD_CAPTURE + mvv_lva(w, b, m);
        } else {
            sc = quiet_score(w, m, ss, counter, p->cont_rows, p->ncont_rows);
        }
        p->list.moves[n] = m;
        p->list.scores[n] = sc;
        n++;
    }
    p->list.count = n;
    pad_scores(&p->list);
    p->next = 0;
    p->stage = ST_NOISY;
}

/* The target squares of the moves the quiet stage treats apart (the hash
 * move, the killers, the countermove) as one mask: most quiet moves land
 * elsewhere, and one test lets them pass to the history score. */
static uint64_t special_targets(move_t tt_move, move_t killer0, move_t killer1, move_t counter)
{
    /* MOVE_NONE's target is cell 0, in the frame: no bit. */
    return square_bit[move_to(tt_move)] | square_bit[move_to(killer0)] | square_bit[move_to(killer1)] |
           square_bit[move_to(counter)];
}

/* The quiet moves scored for their stage: only now, as the histories have
 * moved on while the captures were searched.  quiet_score() is written out
 * with the refutations and history rows in locals: this loop
 * scores every quiet move of every node that gets this far. */
static void start_quiet_stage(worker_t *w, order_stager_t *p)
{
    const board_t *b = &w->board;
    const stack_t *ss = &w->stack[p->ply];
    move_t counter = counter_move(w, p->ply);
    move_t killer0 = ss->killers[0], killer1 = ss->killers[1], tt_move = p->tt_move;
    uint64_t special = special_targets(tt_move, killer0, killer1, counter);
    const int16_t *hist = w->history[b->side];
    /* The continuation rows (none, one or two) as two rows, a missing one
     * read from a row of zeros: two loads per move instead of a loop. */
    static const int16_t no_row[CONT_ROW];
    const int16_t *row0 = p->ncont_rows > 0 ? p->cont_rows[0] : no_row;
    const int16_t *row1 = p->ncont_rows > 1 ? p->cont_rows[1] : no_row;
    const move_t *quiets = p->quiets.moves;
    int16_t *q16 = p->quiet_scores;
    int n = 0, count = p->quiets.count;
    for (int i = 0; i < count; i++) {
        move_t m = quiets[i];
        int from = move_from(m), to = move_to(m);
        int16_t sc;
        int ref = REF_NONE;
        if (special & square_bit[to]) {
            if (m == tt_move)
                continue;
            ref = refutation_rank(m, killer0, killer1, counter);
        }
        if (ref)
            sc = (int16_t)(Q16_REFUTATION + ref);
        else {
            int at = order_cont_index(b->sq[from], to);
            int v = hist[sq_to64(from) * 64 + sq_to64(to)] + row0[at] + row1[at];
            sc = (int16_t)clamp_quiet_history(v);
        }
        p->list.moves[n] = m;
        q16[n] = sc;
        n++;
    }
    p->list.count = n;
    for (int k = 0; k < Q16_PAD; k++)
        q16[n + k] = INT16_MIN;
    p->next = 0;
    p->stage = ST_QUIET;
}

static move_t order_stager_next_stage(worker_t *w, order_stager_t *p, int32_t *score)
{
    const board_t *b = &w->board;
    for (;;) {
        switch (p->stage) {
        case ST_TT:
            p->stage = ST_GEN_NOISY;
            if (p->tt_move) {
                *score = ORDER_TT;
                return p->tt_move;
            }
            break;
        case ST_GEN_NOISY:
            start_noisy_stage(w, p);
            break;
        case ST_NOISY: {
            if (p->next >= p->list.count) {
                p->stage = p->in_check ? ST_DONE : ST_GEN_QUIET;
                break;
            }
            int i = pick_best(p);
            move_t m = p->list.moves[i];
            int32_t sc = p->list.scores[i];
            /* Evasions are all tried in this stage, unchecked. */
            if (!p->in_check && (sc < ORDER_GOOD_CAPTURE || !see_ge_by(w->see_value, b, m, 0))) {
                /* Losing captures and underpromotions wait until after
                 * the quiet moves. */
                p->bad[p->nbad] = m;
                p->bad_score[p->nbad++] = sc < ORDER_GOOD_CAPTURE ? sc
                                        : ORDER_BAD_CAPTURE + (sc - ORDER_GOOD_CAPTURE) / 64;
                break;
            }
            *score = sc;
            return m;
        }
        case ST_GEN_QUIET:
            start_quiet_stage(w, p);
            break;
        case ST_QUIET: {
            if (p->next >= p->list.count) {
                p->stage = ST_BAD;
                break;
            }
            return pick_quiet(p, score);
        }
        case ST_BAD:
            if (p->bad_next >= p->nbad) {
                p->stage = ST_DONE;
                break;
            }
            *score = p->bad_score[p->bad_next];
            return p->bad[p->bad_next++];
        default:
            return MOVE_NONE;
        }
    }
}
