/* movegen.h -- legal move generation.
 *
 * The generator is fully legal: it finds checkers and pinned pieces first
 * (sliding outward from the king) and emits only moves that keep the king
 * safe, so perft can count leaves without making them and search never
 * has to undo an illegal move.
 */
#ifndef ACOLYTE_MOVEGEN_H
#define ACOLYTE_MOVEGEN_H

#include "core/board.h"

typedef struct {
    move_t moves[MAX_MOVES];
    int32_t scores[MAX_MOVES]; /* free for move ordering */
    int count;
} movelist_t;

/* Every legal move. */
void movegen_legal(const board_t *b, movelist_t *list);
/* Legal captures, en-passant captures and promotions (all four pieces);
 * when in check every legal evasion instead. */
void movegen_noisy(const board_t *b, movelist_t *list);
/* Legal captures and promotions into noisy (as movegen_noisy) and the legal
 * quiet moves into quiet, in one pass (one search for checks and pins);
 * in check every evasion goes to noisy and quiet is left empty. */
void movegen_split(const board_t *b, movelist_t *noisy, movelist_t *quiet);

/* Is m (e.g. from a GUI, book or hash table) legal here?  Compares against
 * the generated list, so any 32-bit value is safe to pass. */
bool movegen_is_legal(const board_t *b, move_t m);

/* Does a move of the side to move leave its king unattacked?  For a move
 * its piece can make here (the hash-move validator asks after checking
 * that), not castling; the same answer as making it and asking
 * board_in_check, without making it. */
bool movegen_leaves_king_safe(const board_t *b, move_t m);

/* Does the side to move have any legal move? */
bool has_legal_move(const board_t *b);

/* Does the move give check (after it is made)? */
bool movegen_gives_check(board_t *b, move_t m);

/* What a node that asks movegen_gives_check for many moves can find once:
 * the squares from which each piece type of the side to move would check
 * the enemy king (64-square masks, a1 = bit 0, the sliders' from attack.h's
 * look-up on the king's square), and our pieces that alone stand between
 * one of our sliders and that king. */
typedef struct {
    uint64_t direct[TYPE_NB];
    uint64_t blockers;
    int nblockers;
    uint8_t blocker_sq[8], slider_sq[8];
} check_info_t;
void check_info_init(const board_t *b, check_info_t *ci);
/* movegen_gives_check(b, m), the same answer, for the board check_info_init
 * saw (castling, en passant and promotions are passed on to it). */
bool movegen_gives_check_ci(board_t *b, const check_info_t *ci, move_t m);
/* How many of the n moves give check (movegen_gives_check_ci for each,
 * in one call: the test is built into the loop). */
int movegen_count_checks_ci(board_t *b, const check_info_t *ci, const move_t *moves, int n);

#endif
