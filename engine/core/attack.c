/* attack.c -- the mailbox walks that define every ray question (see
 * attack.h), and the read-only tables the questions use: the line between
 * two squares (ray_direction), and the 64-square masks of each square's
 * rays, lines, knight jumps and own bit, which the fast paths in attack.h
 * read.  All tables are built by the compiler but the sliders' magic
 * look-up, which attack_init() fills once.
 */
#include "core/attack.h"

#include <assert.h>
#include <pthread.h>

#include "util/numbers.h"

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

/* ---- Magic bitboards: a slider's squares in one look-up ----
 *
 * A slider's attacks depend only on the men standing on its lines short
 * of the board's edge (a man on the edge stops nothing further): the
 * square's 'mask'.  Those men, multiplied by the square's magic number,
 * leave in the product's top bits an index that no two sets with
 * different attacks share, so a table filled once answers for every set.
 * The numbers were found by a random search (sparse candidates, the AND of
 * three draws of a xorshift generator) keeping for each square the first
 * that maps every set of men on its mask without a harmful collision;
 * attack_magics_build() checks that again as it fills the tables. */
static const uint64_t magic_numbers[2][64] = {
    { /* rank and file (rooks) */
      0x1080004008801020ull, 0x0840092002c03000ull, 0x1900200010400900ull, 0x0880100008000480ull,
      0x4200100420080200ull, 0x8100020100080400ull, 0x0200040110886200ull, 0x0200008040220411ull,
      0x0404800084400220ull, 0x0000401000402000ull, 0x0086001081220440ull, 0x0408800800100280ull,
      0x000a001201040820ull, 0x8848800200840080ull, 0x4001000100040200ull, 0x0442000102105084ull,
      0x9080010020804100ull, 0x0040404000201009ull, 0x0000808010002009ull, 0x2200090021d00100ull,
      0x0008008008040080ull, 0x0004004002010040ull, 0x0011040008015042ull, 0x00000a0001768104ull,
      0x0000800080204009ull, 0x2010004140002001ull, 0x9800200280100080ull, 0x1000100080080080ull,
      0x0442000a00049020ull, 0x2100040080020080ull, 0x0800120400900148ull, 0x0010040a00128541ull,
      0x2800804000800030ull, 0x1010002000400041ull, 0x4000200011004100ull, 0x0610008410800800ull,
      0x0400802402800800ull, 0xc100020080800400ull, 0x0002000802000401ull, 0x0182085882000401ull,
      0x0220204000808000ull, 0x2860100040024022ull, 0x0001002004110040ull, 0x99101042000a0020ull,
      0x0004080004008080ull, 0x0010040002008080ull, 0x2012004881020004ull, 0x8300842444820011ull,
      0x0088403882010200ull, 0x0820400080210100ull, 0x0110910040a00300ull, 0x0801100280080480ull,
      0x0242009008200600ull, 0x1002000489500200ull, 0x0040800200010080ull, 0x0091800041000080ull,
      0x0000209300488001ull, 0x04c1002414824001ull, 0x020020000b001041ull, 0x7000100004200901ull,
      0x8002002004100802ull, 0x30010002084c0007ull, 0x0888221800813004ull, 0x4000002840840112ull,
    },
    { /* diagonals (bishops) */
      0xa010041108003100ull, 0x006082020a002900ull, 0x6810010619200000ull, 0x08281a0520000408ull,
      0x0001104001000400ull, 0x0018901008048400ull, 0x00040a0210245280ull, 0x000200210808a402ull,
      0x9140048410821200ull, 0x0800091010820041ull, 0x20504804832202c0ull, 0x0100091401081000ull,
      0x8021011140000012ull, 0x0810020804450400ull, 0x208b0542109008a2ull, 0x0080084a08040204ull,
      0x0040e2a80811244cull, 0x2505022008008108ull, 0x0430220100420040ull, 0x010a040420220040ull,
      0x1105000290400000ull, 0x0093001200822120ull, 0x4000a62048043004ull, 0x280120048a015004ull,
      0x006090002a020814ull, 0x44042000240800d0ull, 0x01102800040a4400ull, 0x1004080080220040ull,
      0x0001001011004024ull, 0x0010044000805040ull, 0x0914041200820100ull, 0x0004821012821480ull,
      0x0024040500c05021ull, 0x0088611002080200ull, 0x0116080a00040020ull, 0x4000020080080080ull,
      0x2450450140840040ull, 0x0000880201484100ull, 0x0222020404020092ull, 0x8081110600002e00ull,
      0x2842101105000801ull, 0x1100809008001025ull, 0x00020202221c0400ull, 0x0422014022009020ull,
      0x0210046102100c00ull, 0xc004008082029102ull, 0x00aa461801101200ull, 0x0404080080201108ull,
      0x020542108c205002ull, 0x0410544804100100ull, 0x0040910841100000ull, 0x0400200042021100ull,
      0x00004204850400c0ull, 0x0200100410a42102ull, 0x1040020801210102ull, 0x0805040410420000ull,
      0x2884804130100200ull, 0x800c262201242000ull, 0x1058000194108800ull, 0x0014221054420204ull,
      0x0104000012a02200ull, 0x0200881003300100ull, 0x0140400202840100ull, 0x0402020801010201ull,
    }
};

/* Table entries: a square with n bits in its mask takes 2^n; summed over
 * the board, 102400 for the rank and file and 5248 for the diagonals. */
enum { MAGIC_TABLE_SIZE = 102400 + 5248 };
static uint64_t magic_table[MAGIC_TABLE_SIZE];
attack_magic_t attack_magics[2][64];
static pthread_once_t magics_once = PTHREAD_ONCE_INIT;

/* The squares a slider of one line kind (0: rank and file, 1: diagonals)
 * on s64 attacks given the men in occ, ray by ray: what the table must
 * repeat. */
static uint64_t walked_reach(uint64_t occ, int s64, int kind)
{
    uint64_t reach = 0;
    for (int k = 4 * kind; k < 4 * kind + 4; k++) {
        int first = attack_first_along64(occ, s64, k);
        reach |= ray_masks[s64][k] ^ (first < 0 ? 0 : ray_masks[first][k]);
    }
    return reach;
}

/* A square's mask: its rays without their last square (on the edge). */
static uint64_t magic_mask(int s64, int kind)
{
    uint64_t mask = 0;
    for (int k = 4 * kind; k < 4 * kind + 4; k++) {
        uint64_t ray = ray_masks[s64][k];
        if (ray)
            mask |= ray & ~(1ull << (ray_rises64(k) ? msb64(ray) : lsb64(ray)));
    }
    return mask;
}

static void attack_magics_build(void)
{
    size_t used = 0;
    for (int kind = 0; kind < 2; kind++)
        for (int s = 0; s < 64; s++) {
            attack_magic_t *m = &attack_magics[kind][s];
            m->mask = magic_mask(s, kind);
            m->magic = magic_numbers[kind][s];
            int bits = popcount64(m->mask);
            m->shift = 64 - bits;
            m->attacks = magic_table + used;
            assert(used + (1u << bits) <= MAGIC_TABLE_SIZE);
            /* Every subset of the mask (the carry-rippler walk), each
             * entry written once or agreeing with what is there. */
            uint64_t men = 0;
            do {
                uint64_t reach = walked_reach(men, s, kind);
                uint64_t *entry = &magic_table[used + ((men * m->magic) >> m->shift)];
                assert(*entry == 0 || *entry == reach);
                *entry = reach;
                men = (men - m->mask) & m->mask;
            } while (men);
            used += 1u << bits;
        }
    assert(used == MAGIC_TABLE_SIZE);
}

void attack_init(void)
{
    pthread_once(&magics_once, attack_magics_build);
}
