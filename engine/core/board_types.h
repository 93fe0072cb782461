/* board_types.h -- the position as data: board_t with its history
 * (undo_t) and the piece-square pair the board can keep summed.  Apart
 * from board.h so that the API (api/position.h) and the notation and FEN
 * helpers can hand front ends the types without every call of the board.
 */
#ifndef ACOLYTE_BOARD_TYPES_H
#define ACOLYTE_BOARD_TYPES_H

#include <stdint.h>

#include "core/types.h"

/* Enough for any real game plus a search on top of it. */
enum { MAX_HISTORY = 2048 + MAX_PLY + 16 };

typedef struct {
    uint64_t key;        /* key before the move */
    uint64_t pawn_key;
    move_t move;
    uint8_t captured;    /* piece code captured (EMPTY if none) */
    uint8_t captured_index; /* its slot in the piece list, restored on unmake */
    uint8_t castle;
    uint8_t ep;
    int16_t halfmove;
    int32_t psq_mg[COLOUR_NB], psq_eg[COLOUR_NB]; /* the followed sums before the move */
} undo_t;

/* A piece-square value pair the board can keep summed per side as pieces
 * come and go (board_follow_psq), so the evaluation does not add up every
 * piece at every node. */
typedef struct {
    int16_t mg, eg;
} psq_value_t;

enum { BOARD_MASKS = 16 }; /* piece codes 0..15 */

typedef struct board {
    uint8_t sq[SQ_NB];             /* piece code per cell, OFFBOARD in the frame */
    uint8_t list_index[SQ_NB];     /* where a piece's square sits in plist */
    uint8_t plist[COLOUR_NB][16];  /* squares of each side's pieces */
    uint8_t plist_count[COLOUR_NB];
    uint8_t count[PIECE_NB];       /* pieces on the board per piece code */
    uint64_t masks[BOARD_MASKS];   /* squares of each piece code, a1 = bit 0: for set
                                      questions, which attack.h's fast paths answer
                                      (the evaluation; SEE and generation before a
                                      walk); moves stay on the mailbox */
    const psq_value_t (*psq)[SQ_NB]; /* the table psq_mg/eg follow, or NULL */
    int32_t psq_mg[COLOUR_NB], psq_eg[COLOUR_NB];
    uint8_t king_sq[COLOUR_NB];
    uint8_t side;                  /* side to move */
    uint8_t castle;                /* CASTLE_* bits */
    uint8_t ep;                    /* en-passant target square or SQ_NONE; set only
                                      when a pawn of the side to move could take */
    int16_t halfmove;              /* plies since the last capture or pawn move */
    int16_t fullmove;
    uint64_t key;                  /* Polyglot Zobrist key of the position */
    uint64_t pawn_key;             /* key of pawns and kings only (pawn hash) */
    int hply;                      /* entries used in hist[] */
    undo_t hist[MAX_HISTORY];      /* last: board_copy copies what is before it, then hply entries */
} board_t;

#endif
