/* see.c -- static exchange evaluation (see see.h). */
#include "search/see.h"

#include <string.h>

#include "attack.h"

const int see_value[TYPE_NB] = { 0, 100, 320, 330, 500, 950, 20000 };

/* The least valuable piece of 'side' attacking 'to' on the scratch cells;
 * returns its type (0 if none) and its square in *from. */
static int least_attacker(const uint8_t *cells, int to, int side, int *from)
{
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
    for (int i = 0; i < 8; i++)
        if (cells[to + knight_jumps[i]] == knight) {
            *from = to + knight_jumps[i];
            return KNIGHT;
        }
    int best = 0, best_sq = 0;
    for (int d = 0; d < 8; d++) {
        int step = ray_dirs[d], sq = to + step, dist = 1;
        while (cells[sq] == EMPTY) {
            sq += step;
            dist++;
        }
        int pc = cells[sq];
        if (pc == OFFBOARD || piece_colour(pc) != side)
            continue;
        int t = piece_type(pc);
        bool fits = t == QUEEN || (t == ROOK && d < 4) || (t == BISHOP && d >= 4) ||
                    (t == KING && dist == 1);
        if (fits && (best == 0 || see_value[t] < see_value[best])) {
            best = t;
            best_sq = sq;
        }
    }
    *from = best_sq;
    return best;
}

static int captured_value(const board_t *b, move_t m)
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

static void scratch_after(const board_t *b, move_t m, uint8_t *cells)
{
    memcpy(cells, b->sq, SQ_NB);
    int from = move_from(m), to = move_to(m);
    cells[to] = move_promo(m) ? (uint8_t)make_piece(b->side, move_promo(m)) : cells[from];
    cells[from] = EMPTY;
    if (move_is_ep(m))
        cells[to + (b->side == WHITE ? SOUTH : NORTH)] = EMPTY;
}

bool see_ge(const board_t *b, move_t m, int threshold)
{
    if (move_is_castle(m))
        return threshold <= 0;
    int to = move_to(m);
    int swap = captured_value(b, m) - threshold;
    if (swap < 0)
        return false;
    int mover = move_promo(m) ? move_promo(m) : piece_type(b->sq[move_from(m)]);
    swap = see_value[mover] - swap;
    if (swap <= 0)
        return true;
    uint8_t cells[SQ_NB];
    scratch_after(b, m, cells);
    int stm = b->side, res = 1;
    for (;;) {
        stm ^= 1;
        int from;
        int t = least_attacker(cells, to, stm, &from);
        if (!t)
            break;
        if (t == KING) {
            /* The king may only take when nothing can take back. */
            int dummy;
            if (least_attacker(cells, to, stm ^ 1, &dummy))
                break;
            res ^= 1;
            break;
        }
        res ^= 1;
        swap = see_value[t] - swap;
        if (swap < res)
            break;
        cells[to] = cells[from];
        cells[from] = EMPTY;
    }
    return res != 0;
}

int see(const board_t *b, move_t m)
{
    if (move_is_castle(m))
        return 0;
    int to = move_to(m);
    int gain[40], n = 0;
    uint8_t cells[SQ_NB];
    scratch_after(b, m, cells);
    gain[n++] = captured_value(b, m);
    int on_square = move_promo(m) ? move_promo(m) : piece_type(b->sq[move_from(m)]);
    int stm = b->side;
    for (;;) {
        stm ^= 1;
        int from;
        int t = least_attacker(cells, to, stm, &from);
        if (!t || n >= 39)
            break;
        if (t == KING) {
            int dummy;
            if (least_attacker(cells, to, stm ^ 1, &dummy))
                break;
        }
        gain[n] = see_value[on_square] - gain[n - 1];
        n++;
        on_square = t;
        cells[to] = cells[from];
        cells[from] = EMPTY;
    }
    /* Each side may stop capturing when continuing would lose. */
    while (--n > 0)
        if (-gain[n] < gain[n - 1])
            gain[n - 1] = -gain[n];
    return gain[0];
}
