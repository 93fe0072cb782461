/* attack.c -- the mailbox walks that define every ray question (see
 * attack.h), and the read-only tables the questions use: the line between
 * two squares (ray_direction), and the 64-square masks of each square's
 * rays, lines, knight jumps and own bit, which the fast paths in attack.h
 * read.  All tables are built by the compiler.
 */
#include "core/attack.h"

#include <assert.h>

/* Orthogonal rays first (rook lines), then diagonals (bishop lines). */
const int ray_dirs[8] = { NORTH, SOUTH, EAST, WEST, NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST };
const int knight_jumps[8] = { 8, 12, 19, 21, -8, -12, -19, -21 };
const int king_steps[8] = { NORTH, SOUTH, EAST, WEST, NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST };

/* Squares from which a pawn of 'by' would capture onto sq: a white pawn
 * captures north-east or north-west, so one on sq + SOUTH_EAST or
 * sq + SOUTH_WEST attacks sq. */
static inline int pawn_source(int by, int side)
{
    return by == WHITE ? (side ? SOUTH_EAST : SOUTH_WEST) : (side ? NORTH_WEST : NORTH_EAST);
}

bool square_attacked(const board_t *b, int sq, int by)
{
    assert(sq_is_on_board(sq) && (by == WHITE || by == BLACK));
    const uint8_t *cell = b->sq;
    int pawn = make_piece(by, PAWN);
    if (cell[sq + pawn_source(by, 0)] == pawn || cell[sq + pawn_source(by, 1)] == pawn)
        return true;

    /* The knight jumps at constant offsets: one load each instead of a
     * table walk (this function tests every hash move and castling). */
    int knight = make_piece(by, KNIGHT);
    if (b->count[knight] &&
        (cell[sq + 8] == knight || cell[sq + 12] == knight || cell[sq + 19] == knight ||
         cell[sq + 21] == knight || cell[sq - 8] == knight || cell[sq - 12] == knight ||
         cell[sq - 19] == knight || cell[sq - 21] == knight))
        return true;

    /* Next to the king: between two board squares a mailbox difference
     * of 1, 9, 10 or 11 is always one king step. */
    int kd = sq - b->king_sq[by];
    if (kd < 0)
        kd = -kd;
    if (kd == 1 || (kd >= 9 && kd <= 11))
        return true;

    /* Only a slider on a line with sq can attack it: walk toward each one
     * that is (often none) and see whether it stands first. */
    const uint64_t *masks = b->masks;
    uint64_t queens = masks[make_piece(by, QUEEN)];
    uint64_t aligned = attack_line_sliders64(sq_to64(sq), masks[make_piece(by, ROOK)] | queens,
                                             masks[make_piece(by, BISHOP)] | queens);
    for (; aligned; aligned &= aligned - 1) {
        int from = mask_first_sq(aligned);
        if (attack_first_along(cell, sq, ray_direction(sq, from)) == from)
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
        if (cell[sq + d] == make_piece(by, KING)) {
            n++;
            continue;
        }
        int p = cell[attack_first_along(cell, sq, d)];
        if (p != OFFBOARD && piece_colour(p) == by && slides_along(piece_type(p), i))
            n++;
    }
    return n;
}

/* 16 * rank + file of each board square (frame cells are never asked). */
#define CODE_ROW(r) 0, 16 * (r), 16 * (r) + 1, 16 * (r) + 2, 16 * (r) + 3, \
                    16 * (r) + 4, 16 * (r) + 5, 16 * (r) + 6, 16 * (r) + 7, 0
const uint8_t sq_code88[SQ_NB] = {
    CODE_ROW(0), CODE_ROW(0), CODE_ROW(0), CODE_ROW(1), CODE_ROW(2), CODE_ROW(3),
    CODE_ROW(4), CODE_ROW(5), CODE_ROW(6), CODE_ROW(7), CODE_ROW(0), CODE_ROW(0)
};
#undef CODE_ROW

/* Entry 119 + 16 * dr + df, for rank and file offsets dr, df in -7..7: u
 * below is 16 * (dr + 8) + df + 8, so u / 16 and u % 16 give them back
 * (u % 16 == 0 would be df == -8, which no pair of squares has). */
#define DIR_DR(i) ((int)(((i) + 17) / 16) - 8)
#define DIR_DF(i) ((int)(((i) + 17) % 16) - 8)
#define DIR_SIGN(v) ((v) > 0 ? 1 : (v) < 0 ? -1 : 0)
#define DIR_ABS(v) ((v) < 0 ? -(v) : (v))
#define DIR(i)                                                                              \
    (DIR_DF(i) == -8 || (DIR_DF(i) == 0 && DIR_DR(i) == 0) ||                               \
             (DIR_DF(i) != 0 && DIR_DR(i) != 0 && DIR_ABS(DIR_DF(i)) != DIR_ABS(DIR_DR(i))) \
         ? 0                                                                                \
         : 10 * DIR_SIGN(DIR_DR(i)) + DIR_SIGN(DIR_DF(i)))
#define DIR4(i) DIR(i), DIR((i) + 1), DIR((i) + 2), DIR((i) + 3)
#define DIR16(i) DIR4(i), DIR4((i) + 4), DIR4((i) + 8), DIR4((i) + 12)
const int8_t direction_by_code88[240] = {
    DIR16(0),   DIR16(16),  DIR16(32),  DIR16(48),  DIR16(64),  DIR16(80),
    DIR16(96),  DIR16(112), DIR16(128), DIR16(144), DIR16(160), DIR16(176),
    DIR16(192), DIR16(208), DIR16(224)
};
#undef DIR16
#undef DIR4
#undef DIR
#undef DIR_ABS
#undef DIR_SIGN
#undef DIR_DF
#undef DIR_DR

/* ray_masks, built by the compiler from each square's file f, rank r and
 * two diagonals cut at the square (RM_ABOVE: the higher squares, where the
 * rays with a positive offset go).  The tables are constant initialisers,
 * where sq64_make and its kin (types.h) cannot be called: each macro takes
 * the file and rank themselves and RM_AT is sq64_make written for the
 * compiler.  The a1-h8 diagonal is moved to f - r and the h1-a8 one to
 * f + r by whole ranks, since a shift by files would wrap around the
 * board's edge. */
#define RM_AT(f, r) ((f) + 8 * (r))
#define RM_FILE(f, r) (0x0101010101010101ull << (f))
#define RM_RANK(f, r) (0xffull << (8 * (r)))
/* (The & 63 only keeps the unused arm's shift count in range.) */
#define RM_DIAG(f, r) ((f) - (r) >= 0 ? 0x8040201008040201ull >> ((8 * ((f) - (r))) & 63) \
                                      : 0x8040201008040201ull << ((-8 * ((f) - (r))) & 63))
#define RM_ANTI(f, r) ((f) + (r) <= 7 ? 0x0102040810204080ull >> ((8 * (7 - (f) - (r))) & 63) \
                                      : 0x0102040810204080ull << ((8 * ((f) + (r) - 7)) & 63))
#define RM_ABOVE(f, r) (~1ull << RM_AT(f, r))
#define RM_BELOW(f, r) ((1ull << RM_AT(f, r)) - 1)
#define RM_SQ(f, r) { RM_FILE(f, r) & RM_ABOVE(f, r), RM_FILE(f, r) & RM_BELOW(f, r),   /* N, S */   \
                      RM_RANK(f, r) & RM_ABOVE(f, r), RM_RANK(f, r) & RM_BELOW(f, r),   /* E, W */   \
                      RM_DIAG(f, r) & RM_ABOVE(f, r), RM_ANTI(f, r) & RM_ABOVE(f, r),   /* NE, NW */ \
                      RM_ANTI(f, r) & RM_BELOW(f, r), RM_DIAG(f, r) & RM_BELOW(f, r) }  /* SE, SW */
/* One rank's eight entries of a table, a-file first, of the macro M(f, r). */
#define RM_ROW(M, r) M(0, r), M(1, r), M(2, r), M(3, r), M(4, r), M(5, r), M(6, r), M(7, r)
#define RM_TABLE(M) RM_ROW(M, 0), RM_ROW(M, 1), RM_ROW(M, 2), RM_ROW(M, 3), \
                    RM_ROW(M, 4), RM_ROW(M, 5), RM_ROW(M, 6), RM_ROW(M, 7)
const uint64_t ray_masks[64][8] = { RM_TABLE(RM_SQ) };
#define RM_LINES(f, r) { (RM_FILE(f, r) | RM_RANK(f, r)) & ~(1ull << RM_AT(f, r)), \
                         (RM_DIAG(f, r) | RM_ANTI(f, r)) & ~(1ull << RM_AT(f, r)) }
const uint64_t line_masks[64][2] = { RM_TABLE(RM_LINES) };
#undef RM_LINES
/* One knight jump of df files and dr ranks from (f, r), if it stays on the
 * board (the & 63 only keeps the unused arm's shift in range). */
#define KM_JUMP(f, r, df, dr)                                                       \
    ((unsigned)((f) + (df)) < 8 && (unsigned)((r) + (dr)) < 8                       \
         ? 1ull << (RM_AT((f) + (df), (r) + (dr)) & 63) : 0)
#define KM_SQ(f, r) (KM_JUMP(f, r, 1, 2) | KM_JUMP(f, r, -1, 2) | KM_JUMP(f, r, 2, 1) | KM_JUMP(f, r, -2, 1) | \
                     KM_JUMP(f, r, 1, -2) | KM_JUMP(f, r, -1, -2) | KM_JUMP(f, r, 2, -1) | KM_JUMP(f, r, -2, -1))
const uint64_t knight_masks[64] = { RM_TABLE(KM_SQ) };
#define KM_STEPS(f, r) (KM_JUMP(f, r, 1, 0) | KM_JUMP(f, r, -1, 0) | KM_JUMP(f, r, 0, 1) | KM_JUMP(f, r, 0, -1) | \
                        KM_JUMP(f, r, 1, 1) | KM_JUMP(f, r, -1, 1) | KM_JUMP(f, r, 1, -1) | KM_JUMP(f, r, -1, -1))
const uint64_t king_masks[64] = { RM_TABLE(KM_STEPS) };
#undef KM_STEPS
#undef RM_TABLE
#undef RM_ROW
#undef KM_SQ
#undef KM_JUMP
#undef RM_SQ
#undef RM_BELOW
#undef RM_ABOVE
#undef RM_ANTI
#undef RM_DIAG
#undef RM_AT
#undef RM_RANK
#undef RM_FILE

#define BIT_ROW(r) 0, 1ull << (8 * (r)), 1ull << (8 * (r) + 1), 1ull << (8 * (r) + 2), \
                   1ull << (8 * (r) + 3), 1ull << (8 * (r) + 4), 1ull << (8 * (r) + 5), \
                   1ull << (8 * (r) + 6), 1ull << (8 * (r) + 7), 0
const uint64_t square_bit[SQ_NB] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    BIT_ROW(0), BIT_ROW(1), BIT_ROW(2), BIT_ROW(3), BIT_ROW(4), BIT_ROW(5), BIT_ROW(6), BIT_ROW(7),
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
};
#undef BIT_ROW

bool piece_attacks(const board_t *b, int from, int to)
{
    int p = b->sq[from];
    if (!piece_is_real(p) || from == to)
        return false;
    int type = piece_type(p);
    int diff = to - from;
    switch (type) {
    case PAWN:
        return piece_colour(p) == WHITE ? diff == NORTH_WEST || diff == NORTH_EAST
                                        : diff == SOUTH_EAST || diff == SOUTH_WEST;
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
        return slides_along_offset(type, d) && attack_line_open(b->sq, from, to, d);
    }
    }
}

bool attack_is_attacker(const board_t *b, int from, int to)
{
    int p = b->sq[from];
    if (!piece_is_real(p) || from == to)
        return false;
    int type = piece_type(p);
    if (type == PAWN || type == KNIGHT || type == KING)
        return piece_attacks(b, from, to);
    int d = ray_direction(from, to);
    if (d == 0 || !slides_along_offset(type, d))
        return false;
    /* Past the first man in the way, if it is not 'to' itself. */
    int s = attack_first_along(b->sq, from, d);
    if (s != to && b->sq[s] != OFFBOARD)
        s = attack_first_along(b->sq, s, d);
    /* The walk ends on 'to' or, with 'to' empty, beyond it (on the frame
     * it has passed every board square of the ray). */
    return b->sq[s] == OFFBOARD || (s - from) / d >= (to - from) / d;
}
