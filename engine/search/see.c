/* see.c -- static exchange evaluation (see see.h). */
#include "search/see.h"

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

/* The exchange on one square: the men still standing (the target square's
 * included, whoever holds it) and the board's piece masks from before the
 * exchange.  Men only leave their squares during an exchange, each to the
 * target, so a man of the old masks is still there exactly when occ has
 * it; a man that captures leaves occ, and the slider behind it (the
 * x-ray) is then the first man on that line. */
typedef struct {
    uint64_t occ;
    const uint64_t *masks;
    int to64;
} exchange_t;

static void exchange_start(exchange_t *x, const board_t *b, move_t m)
{
    int from = move_from(m), to = move_to(m);
    x->occ = (board_men64(b, WHITE) | board_men64(b, BLACK) | square_bit[to]) & ~square_bit[from];
    if (move_is_ep(m))
        x->occ &= ~square_bit[to + (b->side == WHITE ? SOUTH : NORTH)];
    x->masks = b->masks;
    x->to64 = sq_to64(to);
}

/* The man on from64 (a 0..63 index) captures on the target square. */
static void exchange_capture(exchange_t *x, int from64)
{
    x->occ &= ~(1ull << from64);
}

/* The least valuable man of 'side' attacking the target among the men
 * still standing (attack_least_attacker64, which fixes the order among
 * equal men); its type, 0 if none, and its 0..63 index in *from64. */
static int least_attacker(const exchange_t *x, int side, int *from64)
{
    return attack_least_attacker64(x->masks + make_piece(side, 0), side, x->occ, x->to64, from64);
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
