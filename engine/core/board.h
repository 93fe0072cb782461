/* board.h -- the position: 10x12 mailbox, piece lists, game state, the
 * incremental Polyglot key and the undo history used for unmake and for
 * repetition detection.
 *
 * A board_t is a plain value: copy it with '=' to give another search
 * thread its own position.  Nothing here is global or mutable-shared.
 */
#ifndef ACOLYTE_BOARD_H
#define ACOLYTE_BOARD_H

#include "core/types.h"
#include "core/board_types.h"
#include "core/zobrist.h"

/* The start position. */
void board_init_startpos(board_t *b);
/* *dst = *src, copying only the history entries in use: a board_t is
 * some 90 KB, nearly all of it history a position set up from a FEN or a
 * short game never reaches, and a search copies the board twice before
 * it starts. */
void board_copy(board_t *dst, const board_t *src);
/* An empty board with every cell on the board EMPTY; no kings yet. */
void board_clear(board_t *b);

/* Keep psq_mg/psq_eg summed from table[piece][square] from now on (sums
 * recomputed here), or stop with NULL.  The table must outlive the board's
 * use of it; copies of the board share it. */
void board_follow_psq(board_t *b, const psq_value_t (*table)[SQ_NB]);

/* Place or remove a piece, keeping lists, counts and keys up to date. */
void board_put(board_t *b, int piece, int sq);
void board_remove(board_t *b, int sq);

/* Play a legal move / take back the last one.  board_make_move does not
 * check legality: callers give it a move from the legal generator or one
 * checked with movegen_is_legal(). */
void board_make_move(board_t *b, move_t m);
void board_unmake_move(board_t *b);
/* Pass the turn (null move for search); undone by board_unmake_null. */
void board_make_null(board_t *b);
void board_unmake_null(board_t *b);

/* The squares of every man of colour c, king included. */
static inline uint64_t board_men64(const board_t *b, int c)
{
    const uint64_t *m = b->masks + make_piece(c, 0);
    return m[PAWN] | m[KNIGHT] | m[BISHOP] | m[ROOK] | m[QUEEN] | m[KING];
}

/* The key after m, for prefetching the transposition table only: exact
 * for ordinary moves and captures, while the castling, en-passant and
 * promotion parts of other moves may be missing.  Inline: quiescence asks
 * it for every capture of a node at once. */
static inline uint64_t board_key_hint(const board_t *b, move_t m)
{
    int from = move_from(m), to = move_to(m), piece = b->sq[from], captured = b->sq[to];
    uint64_t k = b->key ^ zobrist_turn() ^ zobrist_piece_fast(piece, from) ^ zobrist_piece_fast(piece, to);
    if (captured != EMPTY)
        k ^= zobrist_piece_fast(captured, to);
    if (b->ep != SQ_NONE)
        k ^= zobrist_ep(b->ep);
    return k;
}

/* Keys computed from scratch, for verification and after setup. */
uint64_t board_compute_key(const board_t *b);
uint64_t board_compute_pawn_key(const board_t *b);

/* Game state queries. */
bool board_in_check(const board_t *b);
/* The side to move has been here before since the last irreversible move
 * (count >= 1 for in-search twofold, >= 2 for the threefold claim).
 * Inline, as the next one: the search asks both at every node. */
static inline int board_repetitions(const board_t *b)
{
    int reps = 0;
    int oldest = b->hply - b->halfmove;
    if (oldest < 0)
        oldest = 0;
    for (int i = b->hply - 4; i >= oldest; i -= 2)
        if (b->hist[i].key == b->key)
            reps++;
    return reps;
}
/* board_insufficient_material once no pawn, rook or queen is left. */
bool board_minors_cannot_mate(const board_t *b);
/* Neither side can mate by any sequence of legal moves (K v K, K+minor v K,
 * K+B v K+B with bishops on one colour).  Never while a pawn, rook or
 * queen is on the board: one test of the masks for that. */
static inline bool board_insufficient_material(const board_t *b)
{
    const uint64_t *m = b->masks;
    if (m[W_PAWN] | m[B_PAWN] | m[W_ROOK] | m[B_ROOK] | m[W_QUEEN] | m[B_QUEEN])
        return false;
    return board_minors_cannot_mate(b);
}
/* Deep consistency check of lists, counts and keys (tests and debug). */
bool board_is_consistent(const board_t *b);
/* The same, on one position in 1024 (chosen by its key, so a run is
 * reproducible) and true on the rest: what assert() checks after every
 * move in a build with assertions (configure --enable-assertions, on with
 * --enable-sanitizers), cheap enough to keep on for the whole test suite. */
static inline bool board_is_consistent_sampled(const board_t *b)
{
    return (b->key & 1023) != 0 || board_is_consistent(b);
}
/* The last move played, MOVE_NONE at the root of the history. */
move_t board_last_move(const board_t *b);
/* The position's key 'plies' moves ago (1 = before the last move), or 0
 * when the history does not reach that far. */
uint64_t board_key_before(const board_t *b, int plies);

/* Mirror the position vertically and swap colours (eval symmetry tests). */
void board_flip(board_t *dst, const board_t *src);

#endif
