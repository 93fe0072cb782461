/* attack.c -- ray-sliding attack detection.
 *
 * Every question is answered from the target square outward: walk each ray
 * until the first occupied cell (the OFFBOARD frame stops the walk at the
 * edge) and see whether what stands there slides along that ray.  That is
 * the Clericus/TSCP way and needs no attack tables at all.
 */
#include <stdlib.h>

#include "attack.h"

/* Orthogonal rays first (rook lines), then diagonals (bishop lines). */
const int ray_dirs[8] = { NORTH, SOUTH, EAST, WEST, NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST };
const int knight_jumps[8] = { 8, 12, 19, 21, -8, -12, -19, -21 };
const int king_steps[8] = { NORTH, SOUTH, EAST, WEST, NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST };

/* Squares from which a pawn of 'by' would capture onto sq: a white pawn
 * on sq-9 or sq-11 attacks sq. */
static inline int pawn_source(int by, int side)
{
    return by == WHITE ? (side ? -9 : -11) : (side ? 9 : 11);
}

bool square_attacked(const board_t *b, int sq, int by)
{
    const uint8_t *cell = b->sq;
    int pawn = make_piece(by, PAWN);
    if (cell[sq + pawn_source(by, 0)] == pawn || cell[sq + pawn_source(by, 1)] == pawn)
        return true;

    int knight = make_piece(by, KNIGHT);
    if (b->count[knight])
        for (int i = 0; i < 8; i++)
            if (cell[sq + knight_jumps[i]] == knight)
                return true;

    for (int i = 0; i < 8; i++) {
        int d = ray_dirs[i];
        int s = sq + d;
        if (cell[s] == make_piece(by, KING))
            return true;
        while (cell[s] == EMPTY)
            s += d;
        int p = cell[s];
        if (p != OFFBOARD && piece_colour(p) == by && slides_along(piece_type(p), i))
            return true;
    }
    return false;
}

int attackers_count(const board_t *b, int sq, int by)
{
    const uint8_t *cell = b->sq;
    int n = 0;
    int pawn = make_piece(by, PAWN);
    n += cell[sq + pawn_source(by, 0)] == pawn;
    n += cell[sq + pawn_source(by, 1)] == pawn;

    int knight = make_piece(by, KNIGHT);
    for (int i = 0; i < 8; i++)
        n += cell[sq + knight_jumps[i]] == knight;

    for (int i = 0; i < 8; i++) {
        int d = ray_dirs[i];
        int s = sq + d;
        if (cell[s] == make_piece(by, KING)) {
            n++;
            continue;
        }
        while (cell[s] == EMPTY)
            s += d;
        int p = cell[s];
        if (p != OFFBOARD && piece_colour(p) == by && slides_along(piece_type(p), i))
            n++;
    }
    return n;
}

int xray_attackers(const board_t *b, int sq, int by, int max_blockers, xray_fn fn, void *ctx)
{
    const uint8_t *cell = b->sq;
    int found = 0;
    for (int i = 0; i < 8; i++) {
        int d = ray_dirs[i];
        int blockers = 0;
        for (int s = sq + d; cell[s] != OFFBOARD && blockers <= max_blockers; s += d) {
            int p = cell[s];
            if (p == EMPTY)
                continue;
            if (piece_colour(p) == by && slides_along(piece_type(p), i)) {
                found++;
                if (fn)
                    fn(ctx, s, blockers);
            }
            blockers++;
        }
    }
    return found;
}

int ray_direction(int from, int to)
{
    int df = sq_file(to) - sq_file(from);
    int dr = sq_rank(to) - sq_rank(from);
    if (from == to)
        return 0;
    if (df == 0)
        return dr > 0 ? NORTH : SOUTH;
    if (dr == 0)
        return df > 0 ? EAST : WEST;
    if (abs(df) != abs(dr))
        return 0;
    return (dr > 0 ? NORTH : SOUTH) + (df > 0 ? EAST : WEST);
}

bool piece_attacks(const board_t *b, int from, int to)
{
    int p = b->sq[from];
    if (!piece_is_real(p) || from == to)
        return false;
    int type = piece_type(p);
    int diff = to - from;
    switch (type) {
    case PAWN:
        return diff == (piece_colour(p) == WHITE ? 9 : -9) || diff == (piece_colour(p) == WHITE ? 11 : -11);
    case KNIGHT:
        for (int i = 0; i < 8; i++)
            if (diff == knight_jumps[i])
                return true;
        return false;
    case KING:
        for (int i = 0; i < 8; i++)
            if (diff == king_steps[i])
                return true;
        return false;
    default: {
        int d = ray_direction(from, to);
        if (d == 0)
            return false;
        if (!slides_along_offset(type, d))
            return false;
        int s = from + d;
        while (s != to && b->sq[s] == EMPTY)
            s += d;
        return s == to;
    }
    }
}
