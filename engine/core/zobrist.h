/* zobrist.h -- Zobrist hashing with the Polyglot Random64 numbers, so the
 * one incremental key serves both the transposition table and the
 * Polyglot opening book (see zobrist_keys.c for the source of the table). */
#ifndef ACOLYTE_ZOBRIST_H
#define ACOLYTE_ZOBRIST_H

#include <stdint.h>
#include "core/types.h"

extern const uint64_t polyglot_random64[781];

enum { ZOB_CASTLE = 768, ZOB_EP = 772, ZOB_TURN = 780 };

/* Polyglot's piece kind: bp=0 wp=1 bn=2 wn=3 ... bk=10 wk=11. */
static inline int zobrist_kind(int piece)
{
    return 2 * (piece_type(piece) - 1) + (piece_colour(piece) == WHITE);
}

static inline uint64_t zobrist_piece(int piece, int sq)
{
    return polyglot_random64[64 * zobrist_kind(piece) + sq_to64(sq)];
}

/* zobrist_piece() in two loads, the piece's block of Polyglot's table
 * and the square's 0..63 index, for make and the key hint (zobrist_kind
 * and sq_to64 cost a few operations more).  board_compute_key keeps
 * zobrist_piece, so board_is_consistent checks one against the other. */
#define ZB_(type, colour) (64 * (2 * ((type) - 1) + ((colour) == WHITE)))
static const int16_t zobrist_block[PIECE_NB] = {
    [W_PAWN] = ZB_(PAWN, WHITE),     [W_KNIGHT] = ZB_(KNIGHT, WHITE), [W_BISHOP] = ZB_(BISHOP, WHITE),
    [W_ROOK] = ZB_(ROOK, WHITE),     [W_QUEEN] = ZB_(QUEEN, WHITE),   [W_KING] = ZB_(KING, WHITE),
    [B_PAWN] = ZB_(PAWN, BLACK),     [B_KNIGHT] = ZB_(KNIGHT, BLACK), [B_BISHOP] = ZB_(BISHOP, BLACK),
    [B_ROOK] = ZB_(ROOK, BLACK),     [B_QUEEN] = ZB_(QUEEN, BLACK),   [B_KING] = ZB_(KING, BLACK)
};
#undef ZB_

static inline uint64_t zobrist_piece_fast(int piece, int sq)
{
    return polyglot_random64[zobrist_block[piece] + sq_to64(sq)];
}

/* Castling rights are hashed bit by bit (Polyglot order WK, WQ, BK, BQ). */
static inline uint64_t zobrist_castle(int rights)
{
    uint64_t k = 0;
    for (int i = 0; i < 4; i++)
        if (rights & (1 << i))
            k ^= polyglot_random64[ZOB_CASTLE + i];
    return k;
}

static inline uint64_t zobrist_ep(int sq) { return polyglot_random64[ZOB_EP + sq_file(sq)]; }
static inline uint64_t zobrist_turn(void) { return polyglot_random64[ZOB_TURN]; }

#endif
