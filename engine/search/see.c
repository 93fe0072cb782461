/* see.c -- static exchange evaluation (see see.h). */
#include "search/see.h"

#include <string.h>

#include "core/attack.h"

/* The defaults of params.def's SEE_* keys, for see() and see_ge(). */
#define P_INT(sec, key, def, lo, hi, desc) enum { default_##key = (def) };
#define P_BOOL(sec, key, def, desc)
#define P_ENUM(sec, key, def, names, desc)
#define P_LIST(sec, key, n, lo, hi, desc, ...)
#define P_STR(sec, key, def, desc)
#include "params/params.def"
#undef P_INT
#undef P_BOOL
#undef P_ENUM
#undef P_LIST
#undef P_STR

static const int default_value[TYPE_NB] = {
    0, default_SEE_PAWN, default_SEE_KNIGHT, default_SEE_BISHOP, default_SEE_ROOK, default_SEE_QUEEN,
    SEE_KING_VALUE,
};

void see_values_from_params(const params_t *p, int value[TYPE_NB])
{
    value[NO_TYPE] = 0;
    value[PAWN] = p->SEE_PAWN;
    value[KNIGHT] = p->SEE_KNIGHT;
    value[BISHOP] = p->SEE_BISHOP;
    value[ROOK] = p->SEE_ROOK;
    value[QUEEN] = p->SEE_QUEEN;
    value[KING] = SEE_KING_VALUE;
}

/* The exchange on one square: the board after the first capture, and for
 * each of the eight rays from the target the first piece on it, found when
 * first needed (a pawn or knight attacker often settles the question
 * before any ray is walked).  A piece that captures leaves its ray,
 * uncovering what stands behind it (the x-ray), so only that ray is walked
 * again. */
enum { FRONT_UNKNOWN = 0 }; /* no ray from a real square ends on cell 0 */
typedef struct {
    uint8_t cells[SQ_NB];
    int to;
    int front[8];
    bool knights[COLOUR_NB]; /* the side had a knight before the exchange */
    /* The board's piece masks from before the exchange: a ray holding no
     * slider of a side that moves along it cannot give that side an
     * attacker (attack_on_ray64), so it is not walked for it.  Pieces
     * only leave during an exchange, so the old masks can only say
     * "maybe" wrongly, never "no". */
    const uint64_t *masks;
    int to64;
    uint8_t king_sq[COLOUR_NB];
} exchange_t;

static void ray_advance(exchange_t *x, int k, int from)
{
    x->front[k] = attack_first_along(x->cells, from, ray_dirs[k]);
}

static void exchange_start(exchange_t *x, const board_t *b, move_t m)
{
    memcpy(x->cells, b->sq, SQ_NB);
    int from = move_from(m), to = move_to(m);
    x->cells[to] = move_promo(m) ? (uint8_t)make_piece(b->side, move_promo(m)) : x->cells[from];
    x->cells[from] = EMPTY;
    if (move_is_ep(m))
        x->cells[to + (b->side == WHITE ? SOUTH : NORTH)] = EMPTY;
    x->to = to;
    for (int k = 0; k < 8; k++)
        x->front[k] = FRONT_UNKNOWN;
    x->knights[WHITE] = b->count[W_KNIGHT] != 0;
    x->knights[BLACK] = b->count[B_KNIGHT] != 0;
    x->to64 = sq_to64(to);
    x->masks = b->masks;
    x->king_sq[WHITE] = b->king_sq[WHITE];
    x->king_sq[BLACK] = b->king_sq[BLACK];
}

/* The piece on 'from' captures on the target square. */
static void exchange_capture(exchange_t *x, int from)
{
    x->cells[x->to] = x->cells[from];
    x->cells[from] = EMPTY;
    for (int k = 0; k < 8; k++)
        if (x->front[k] == from) {
            ray_advance(x, k, from);
            break;
        }
}

/* Rank of the piece code standing first on an orthogonal ray [0] or a
 * diagonal [1], for each side: 0 bishop, 1 rook, 2 queen, NO_RANK for
 * anything else (the king is looked at apart, see least_attacker);
 * rank_type names them. */
enum { NO_RANK = 3 };
static const int rank_type[4] = { BISHOP, ROOK, QUEEN, 0 };
#define R_ NO_RANK
static const uint8_t slider_rank[COLOUR_NB][2][PIECE_NB] = {
    /*            -   P   N   B   R   Q  K       -   p   n   b   r   q   k   frame */
    [WHITE] = { { R_, R_, R_, R_, 1,  2, R_, R_, R_, R_, R_, R_, R_, R_, R_, R_, R_ },
                { R_, R_, R_, 0,  R_, 2, R_, R_, R_, R_, R_, R_, R_, R_, R_, R_, R_ } },
    [BLACK] = { { R_, R_, R_, R_, R_, R_, R_, R_, R_, R_, R_, R_, 1,  2,  R_, R_, R_ },
                { R_, R_, R_, R_, R_, R_, R_, R_, R_, R_, R_, 0,  R_, 2,  R_, R_, R_ } },
};
#undef R_

/* The least valuable piece of 'side' attacking the target; returns its
 * type (0 if none) and its square in *from.  Among equal pieces the
 * first found wins: pawns, knights, then the rays in ray_dirs order. */
static int least_attacker(exchange_t *x, int side, int *from)
{
    const uint8_t *cells = x->cells;
    int to = x->to;
    int pawn = make_piece(side, PAWN);
    int p1 = side == WHITE ? to - 9 : to + 9;
    int p2 = side == WHITE ? to - 11 : to + 11;
    if (cells[p1] == pawn) {
        *from = p1;
        return PAWN;
    }
    if (cells[p2] == pawn) {
        *from = p2;
        return PAWN;
    }
    int knight = make_piece(side, KNIGHT);
    /* The jumps of attack.c's knight_jumps, in its order, written out so
     * each test is one load at a constant offset (the loop over the
     * table cost three times the instructions); not tried at all when
     * no knight of the side stood a jump away before the exchange. */
    if (x->knights[side] && attack_knights_to64(x->to64, x->masks[knight])) {
#define SEE_JUMP(j)                    \
        if (cells[to + (j)] == knight) { \
            *from = to + (j);            \
            return KNIGHT;               \
        }
        SEE_JUMP(8) SEE_JUMP(12) SEE_JUMP(19) SEE_JUMP(21)
        SEE_JUMP(-8) SEE_JUMP(-12) SEE_JUMP(-19) SEE_JUMP(-21)
#undef SEE_JUMP
    }
    /* Sliders by rank (see slider_rank), the first of the lowest rank
     * in ray order winning as with see_value; a bishop, the cheapest, can
     * only stand on the diagonals, which come last.  Two loops, not one
     * choosing its table per ray: one loop measured 20% more
     * instructions here.  A ray is walked only when the side has a
     * slider of its kind somewhere on it. */
    const uint8_t *orth = slider_rank[side][0], *diag = slider_rank[side][1];
    const uint64_t *masks = x->masks;
    uint64_t rooks = masks[make_piece(side, ROOK)] | masks[make_piece(side, QUEEN)];
    uint64_t bishops = masks[make_piece(side, BISHOP)] | masks[make_piece(side, QUEEN)];
    int best = NO_RANK, best_sq = 0;
    /* Often no slider of the side is on any line through the target. */
    if (attack_on_lines64(x->to64, 0, rooks)) {
        for (int k = 0; k < 4; k++) {
            if (!attack_on_ray64(x->to64, k, rooks))
                continue;
            if (x->front[k] == FRONT_UNKNOWN)
                ray_advance(x, k, to);
            int sq = x->front[k], r = orth[cells[sq]];
            if (r < best) {
                best = r;
                best_sq = sq;
            }
        }
    }
    if (attack_on_lines64(x->to64, 1, bishops)) {
        for (int k = 4; k < 8; k++) {
            if (!attack_on_ray64(x->to64, k, bishops))
                continue;
            if (x->front[k] == FRONT_UNKNOWN)
                ray_advance(x, k, to);
            int sq = x->front[k], r = diag[cells[sq]];
            if (r < best) {
                best = r;
                best_sq = sq;
                if (r == 0)
                    break;
            }
        }
    }
    /* The king last, the dearest: it attacks when it stands next to the
     * target (then first on its ray) and has not moved there itself. */
    if (best == NO_RANK) {
        int ksq = x->king_sq[side], kd = ksq > to ? ksq - to : to - ksq;
        if ((kd == 1 || (kd >= 9 && kd <= 11)) && cells[ksq] == make_piece(side, KING)) {
            *from = ksq;
            return KING;
        }
    }
    *from = best_sq;
    return rank_type[best];
}

static int captured_value(const int *see_value, const board_t *b, move_t m)
{
    int v = 0;
    if (move_is_ep(m))
        v = see_value[PAWN];
    else if (move_is_capture(m))
        v = see_value[piece_type(b->sq[move_to(m)])];
    if (move_promo(m))
        v += see_value[move_promo(m)] - see_value[PAWN];
    return v;
}

/* Can no man of 'side' take on the target square of the quiet move m
 * once it is made?  Asked on the board before the move, to spare the
 * exchange's setup when nothing takes back: the pawns, knights and king
 * least_attacker would find stand where they stand now (the mover leaves a
 * square of the other side), and a slider on a line with the square
 * attacks it when the walk from the square, past the mover's old square,
 * meets it first. */
static bool nothing_takes(const board_t *b, move_t m, int side)
{
    const uint8_t *cells = b->sq;
    const uint64_t *masks = b->masks;
    int from = move_from(m), to = move_to(m), pawn = make_piece(side, PAWN);
    if (cells[side == WHITE ? to - 9 : to + 9] == pawn || cells[side == WHITE ? to - 11 : to + 11] == pawn)
        return false;
    int to64 = sq_to64(to);
    if (attack_knights_to64(to64, masks[make_piece(side, KNIGHT)]) ||
        (king_masks[to64] & masks[make_piece(side, KING)]))
        return false;
    uint64_t queens = masks[make_piece(side, QUEEN)];
    for (uint64_t aligned = attack_line_sliders64(to64, masks[make_piece(side, ROOK)] | queens,
                                                  masks[make_piece(side, BISHOP)] | queens);
         aligned; aligned &= aligned - 1) {
        int s = mask_first_sq(aligned);
        if (attack_first_along_after(cells, to, ray_direction(to, s), from, from, to) == s)
            return false;
    }
    return true;
}

bool see_ge_by(const int see_value[TYPE_NB], const board_t *b, move_t m, int threshold)
{
    if (move_is_castle(m))
        return threshold <= 0;
    int swap = captured_value(see_value, b, m) - threshold;
    if (swap < 0)
        return false;
    int mover = move_promo(m) ? move_promo(m) : piece_type(b->sq[move_from(m)]);
    swap = see_value[mover] - swap;
    if (swap <= 0)
        return true;
    /* A quiet move often lands where nothing can take it: then the first
     * exchange step would end it so. */
    if (!move_is_capture(m) && nothing_takes(b, m, b->side ^ 1))
        return true;
    exchange_t x;
    exchange_start(&x, b, m);
    int stm = b->side, res = 1;
    for (;;) {
        stm ^= 1;
        int from;
        int t = least_attacker(&x, stm, &from);
        if (!t)
            break;
        if (t == KING) {
            /* The king may only take when nothing can take back. */
            int dummy;
            if (least_attacker(&x, stm ^ 1, &dummy))
                break;
            res ^= 1;
            break;
        }
        res ^= 1;
        swap = see_value[t] - swap;
        if (swap < res)
            break;
        exchange_capture(&x, from);
    }
    return res != 0;
}

int see_by(const int see_value[TYPE_NB], const board_t *b, move_t m)
{
    if (move_is_castle(m))
        return 0;
    int gain[40], n = 0;
    exchange_t x;
    exchange_start(&x, b, m);
    gain[n++] = captured_value(see_value, b, m);
    int on_square = move_promo(m) ? move_promo(m) : piece_type(b->sq[move_from(m)]);
    int stm = b->side;
    for (;;) {
        stm ^= 1;
        int from;
        int t = least_attacker(&x, stm, &from);
        if (!t || n >= 39)
            break;
        if (t == KING) {
            int dummy;
            if (least_attacker(&x, stm ^ 1, &dummy))
                break;
        }
        gain[n] = see_value[on_square] - gain[n - 1];
        n++;
        on_square = t;
        exchange_capture(&x, from);
    }
    /* Each side may stop capturing when continuing would lose. */
    while (--n > 0)
        if (-gain[n] < gain[n - 1])
            gain[n - 1] = -gain[n];
    return gain[0];
}

bool see_ge(const board_t *b, move_t m, int threshold)
{
    return see_ge_by(default_value, b, m, threshold);
}

int see(const board_t *b, move_t m)
{
    return see_by(default_value, b, m);
}
