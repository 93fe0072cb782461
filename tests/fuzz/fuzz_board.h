/* fuzz_board.h -- board invariants the FEN and move fuzz targets share.
 *
 * The parsers are only half of what a fuzzer can check: a position they
 * accept must also be one the rest of the engine can live with.  These
 * helpers compare boards field by field (struct padding may differ after a
 * copy, so memcmp of the whole struct would lie) and walk every legal move
 * through make/unmake and through SAN and coordinate notation and back.
 */
#ifndef ACOLYTE_FUZZ_BOARD_H
#define ACOLYTE_FUZZ_BOARD_H

#include "core/attack.h"
#include "core/board.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "fuzz_util.h"

/* Same position, same game state and same history? */
static inline bool fuzz_boards_equal(const board_t *a, const board_t *b)
{
    if (memcmp(a->sq, b->sq, sizeof a->sq) || memcmp(a->count, b->count, sizeof a->count) ||
        memcmp(a->plist_count, b->plist_count, sizeof a->plist_count) ||
        memcmp(a->king_sq, b->king_sq, sizeof a->king_sq))
        return false;
    for (int c = WHITE; c <= BLACK; c++)
        for (int i = 0; i < a->plist_count[c]; i++)
            if (a->plist[c][i] != b->plist[c][i] || a->list_index[a->plist[c][i]] != b->list_index[b->plist[c][i]])
                return false;
    if (a->side != b->side || a->castle != b->castle || a->ep != b->ep || a->halfmove != b->halfmove ||
        a->fullmove != b->fullmove || a->key != b->key || a->pawn_key != b->pawn_key || a->hply != b->hply)
        return false;
    for (int i = 0; i < a->hply; i++)
        if (a->hist[i].key != b->hist[i].key || a->hist[i].move != b->hist[i].move)
            return false;
    return true;
}

/* Every legal move of b: legal by movegen_is_legal, survives make/unmake with
 * a consistent board in between and the same board after, and reads back
 * as itself from its SAN and its coordinate text. */
static inline void fuzz_check_moves(board_t *b, const char *fen)
{
    movelist_t list;
    movegen_legal(b, &list);
    FUZZ_CHECK(list.count >= 0 && list.count <= MAX_MOVES, "%d moves in %s", list.count, fen);
    board_t *before = malloc(sizeof *before);
    if (!before)
        abort();
    *before = *b;
    for (int i = 0; i < list.count; i++) {
        move_t m = list.moves[i];
        char san[MOVE_STR_MAX], coord[MOVE_STR_MAX], err[128];
        FUZZ_CHECK(movegen_is_legal(b, m), "generated move %08x not legal in %s", (unsigned)m, fen);
        move_to_coord(m, coord);
        move_to_san(b, m, san);
        FUZZ_CHECK(fuzz_boards_equal(b, before), "move_to_san(%s) changed the board %s", coord, fen);
        move_t back = move_parse(b, coord, err, sizeof err);
        FUZZ_CHECK(back == m, "coordinate %s reads back as %08x (%s) in %s", coord, (unsigned)back,
                   back ? "" : err, fen);
        back = move_parse(b, san, err, sizeof err);
        FUZZ_CHECK(back == m, "SAN %s (%s) reads back as %08x (%s) in %s", san, coord, (unsigned)back,
                   back ? "" : err, fen);
        board_make_move(b, m);
        FUZZ_CHECK(board_is_consistent(b), "inconsistent after %s in %s", coord, fen);
        /* The side that just moved must not be in check. */
        FUZZ_CHECK(!square_attacked(b, b->king_sq[b->side ^ 1], b->side), "%s leaves the king in check in %s",
                   coord, fen);
        board_unmake_move(b);
        FUZZ_CHECK(fuzz_boards_equal(b, before), "unmake %s did not restore %s", coord, fen);
    }
    free(before);
}

#endif
