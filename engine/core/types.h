/* types.h -- the vocabulary every part of Acolyte shares: colours, pieces,
 * 10x12 mailbox squares, moves and scores.
 *
 * The board is a 120-cell mailbox (TSCP/Clericus tradition): the 8x8 board
 * sits inside a frame of sentinel cells two deep at top and bottom and one
 * deep left and right, so a knight jump or a slider step off the edge lands
 * on OFFBOARD and stops without any bounds arithmetic.
 */
#ifndef ACOLYTE_TYPES_H
#define ACOLYTE_TYPES_H

#include <stdbool.h>
#include <stdint.h>

enum { WHITE, BLACK, COLOUR_NB };

/* Piece types; a coloured piece is type | colour << 3. */
enum { NO_TYPE, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, TYPE_NB };

enum {
    EMPTY = 0,
    W_PAWN = 1, W_KNIGHT, W_BISHOP, W_ROOK, W_QUEEN, W_KING,
    B_PAWN = 9, B_KNIGHT, B_BISHOP, B_ROOK, B_QUEEN, B_KING,
    OFFBOARD = 16,
    PIECE_NB = 17
};

static inline int make_piece(int colour, int type) { return type | (colour << 3); }
static inline int piece_type(int piece) { return piece & 7; }
static inline int piece_colour(int piece) { return piece >> 3; }
static inline bool piece_is_real(int piece) { return piece != EMPTY && piece != OFFBOARD; }

/* Squares are mailbox indices 0..119; a1 = 21, h1 = 28, a8 = 91, h8 = 98. */
enum { SQ_NB = 120, SQ_NONE = 0 };
enum {
    A1 = 21, B1, C1, D1, E1, F1, G1, H1,
    A2 = 31, B2, C2, D2, E2, F2, G2, H2,
    A3 = 41, B3, C3, D3, E3, F3, G3, H3,
    A4 = 51, B4, C4, D4, E4, F4, G4, H4,
    A5 = 61, B5, C5, D5, E5, F5, G5, H5,
    A6 = 71, B6, C6, D6, E6, F6, G6, H6,
    A7 = 81, B7, C7, D7, E7, F7, G7, H7,
    A8 = 91, B8, C8, D8, E8, F8, G8, H8
};

/* File and rank of every mailbox cell, frame included (sq % 10 - 1 and
 * sq / 10 - 2): a load is cheaper than the division in the hot loops. */
#define ACOLYTE_FILES_ROW -1, 0, 1, 2, 3, 4, 5, 6, 7, 8
#define ACOLYTE_RANK_ROW(r) r, r, r, r, r, r, r, r, r, r
static const int8_t sq_file_of[SQ_NB] = {
    ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW,
    ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW,
    ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW, ACOLYTE_FILES_ROW
};
static const int8_t sq_rank_of[SQ_NB] = {
    ACOLYTE_RANK_ROW(-2), ACOLYTE_RANK_ROW(-1), ACOLYTE_RANK_ROW(0), ACOLYTE_RANK_ROW(1),
    ACOLYTE_RANK_ROW(2),  ACOLYTE_RANK_ROW(3),  ACOLYTE_RANK_ROW(4), ACOLYTE_RANK_ROW(5),
    ACOLYTE_RANK_ROW(6),  ACOLYTE_RANK_ROW(7),  ACOLYTE_RANK_ROW(8), ACOLYTE_RANK_ROW(9)
};
/* file + 8 * rank of every cell: the 0..63 index of the board's cells
 * (a1 = 0), and on the frame the same sum, as sq_to64 always gave. */
#define ACOLYTE_SQ64_ROW(r) 8 * (r) - 1, 8 * (r), 8 * (r) + 1, 8 * (r) + 2, 8 * (r) + 3, 8 * (r) + 4, \
                            8 * (r) + 5, 8 * (r) + 6, 8 * (r) + 7, 8 * (r) + 8
static const int8_t sq64_of[SQ_NB] = {
    ACOLYTE_SQ64_ROW(-2), ACOLYTE_SQ64_ROW(-1), ACOLYTE_SQ64_ROW(0), ACOLYTE_SQ64_ROW(1),
    ACOLYTE_SQ64_ROW(2),  ACOLYTE_SQ64_ROW(3),  ACOLYTE_SQ64_ROW(4), ACOLYTE_SQ64_ROW(5),
    ACOLYTE_SQ64_ROW(6),  ACOLYTE_SQ64_ROW(7),  ACOLYTE_SQ64_ROW(8), ACOLYTE_SQ64_ROW(9)
};
#undef ACOLYTE_FILES_ROW
#undef ACOLYTE_RANK_ROW
#undef ACOLYTE_SQ64_ROW

/* Files and ranks by name, for the squares a pattern names (a7, the
 * b-file): sq_make(FILE_A, RANK_7) == A7. */
enum { FILE_A, FILE_B, FILE_C, FILE_D, FILE_E, FILE_F, FILE_G, FILE_H };
enum { RANK_1, RANK_2, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8 };

static inline int sq_make(int file, int rank) { return 21 + file + 10 * rank; }
/* Is sq one of the 64 playing cells (not the frame)?  For assertions. */
static inline bool sq_is_on_board(int sq)
{
    return sq >= 21 && sq <= 98 && sq % 10 != 0 && sq % 10 != 9;
}
static inline int sq_file(int sq) { return sq_file_of[sq]; }
static inline int sq_rank(int sq) { return sq_rank_of[sq]; }
/* 0..63 index, a1 = 0, h8 = 63: used by tables and the Polyglot key. */
static inline int sq_to64(int sq) { return sq64_of[sq]; }
/* File, rank and making of a 0..63 index, and the index seen from the
 * other side (a1 <-> a8) or in the mirror (a1 <-> h1): the 64-square
 * counterparts of sq_file, sq_rank, sq_make and sq_flip. */
static inline int sq64_file(int s64) { return s64 & 7; }
static inline int sq64_rank(int s64) { return s64 >> 3; }
static inline int sq64_make(int file, int rank) { return file + 8 * rank; }
static inline int sq64_flip(int s64) { return s64 ^ 56; }
static inline int sq64_mirror(int s64) { return s64 ^ 7; }
static inline int sq_from64(int s64) { return sq_make(sq64_file(s64), sq64_rank(s64)); }
/* The 64-square masks of a whole file (0 = a) and a whole rank (0 = 1st). */
static inline uint64_t file_mask(int f) { return 0x0101010101010101ull << f; }
static inline uint64_t rank_mask(int r) { return 0xFFull << (8 * r); }
/* The same square seen from the other side (a1 <-> a8). */
static inline int sq_flip(int sq) { return sq_make(sq_file(sq), 7 - sq_rank(sq)); }
/* Rank counted from a side's own back rank (0..7). */
static inline int sq_relative_rank(int sq, int colour) { return colour == WHITE ? sq_rank(sq) : 7 - sq_rank(sq); }

/* Ray and jump offsets on the 10x12 board. */
enum { NORTH = 10, SOUTH = -10, EAST = 1, WEST = -1,
       NORTH_EAST = 11, NORTH_WEST = 9, SOUTH_EAST = -9, SOUTH_WEST = -11 };

/* Castling rights bits (the order of Polyglot's castle keys). */
enum { CASTLE_WK = 1, CASTLE_WQ = 2, CASTLE_BK = 4, CASTLE_BQ = 8, CASTLE_ALL = 15 };

/* A move is 32 bits: from (7) | to (7) | promotion type (3) | flags (4). */
typedef uint32_t move_t;
enum { MOVE_NONE = 0 };
enum {
    MF_CAPTURE = 1u << 17,
    MF_EP = 1u << 18,
    MF_CASTLE = 1u << 19,
    MF_DOUBLE = 1u << 20
};
static inline move_t move_make(int from, int to, int promo, uint32_t flags)
{
    return (move_t)from | (move_t)to << 7 | (move_t)promo << 14 | flags;
}
static inline int move_from(move_t m) { return (int)(m & 127); }
static inline int move_to(move_t m) { return (int)(m >> 7 & 127); }
static inline int move_promo(move_t m) { return (int)(m >> 14 & 7); }
static inline bool move_is_capture(move_t m) { return (m & MF_CAPTURE) != 0; }
static inline bool move_is_ep(move_t m) { return (m & MF_EP) != 0; }
static inline bool move_is_castle(move_t m) { return (m & MF_CASTLE) != 0; }
/* Captures and promotions are "noisy": what quiescence searches. */
static inline bool move_is_noisy(move_t m) { return (m & MF_CAPTURE) || move_promo(m); }

typedef int32_t score_t;
enum {
    SCORE_DRAW = 0,
    SCORE_MATE = 32000,
    SCORE_INFINITE = 32001,
    SCORE_NONE = 32002,
    MAX_PLY = 128,
    /* Any score beyond this is a mate score. */
    SCORE_MATE_BOUND = SCORE_MATE - MAX_PLY
};

enum { MAX_MOVES = 256 };

#endif
