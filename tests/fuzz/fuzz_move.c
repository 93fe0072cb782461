/* fuzz_move.c -- libFuzzer target for the move parser (engine/core/notation.c).
 *
 * The first input byte picks one of a few positions chosen to make move
 * text ambiguous or special (promotions with and without capture, en
 * passant, both castlings, three queens that reach one square, checkmate,
 * stalemate); the rest is the text given to move_parse().  A returned move
 * must be legal and must read back from its own SAN; a refusal must say
 * why; the position must never change.
 */
#include "fuzz_board.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const positions[] = {
    FEN_STARTPOS,
    /* "Kiwipete": castling both ways, pins, en passant after a2a4 etc. */
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    /* Capture and non-capture promotions on both sides, en passant on d6. */
    "1n1q1r1k/P2P3P/8/2pP4/8/8/p5pp/R1N1K2R w KQ c6 0 30",
    "r3k2r/1P6/8/8/5Pp1/8/6p1/R3K1NR b KQkq f3 0 40",
    /* Three white queens and two knights that can all reach d5 or e4. */
    "4k3/8/1Q3Q2/8/1N3N2/8/1Q6/4K3 w - - 0 1",
    /* Rooks on one file and one rank (file and rank disambiguation). */
    "R6R/8/8/8/8/4k3/8/R3K3 w - - 0 1",
    /* Checkmated: no legal move at all. */
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    /* Stalemate. */
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    /* In double check: only king moves; en passant pinned along the rank. */
    "4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1",
    "4r1k1/8/8/8/8/3n4/8/R3K2R w KQ - 0 1",
};
enum { POSITION_COUNT = sizeof positions / sizeof positions[0] };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const char *fen = positions[data[0] % POSITION_COUNT];
    char *text = fuzz_string(data + 1, size - 1);
    board_t *b = malloc(sizeof *b), *keep = malloc(sizeof *keep);
    if (!b || !keep)
        abort();
    char err[256] = "";
    FUZZ_CHECK(fen_parse(b, fen, err, sizeof err), "test position rejected: %s: %s", fen, err);
    *keep = *b;

    err[0] = '\0';
    move_t m = move_parse(b, text, err, sizeof err);
    FUZZ_CHECK(fuzz_boards_equal(b, keep), "move_parse changed the position %s", fen);
    if (m == MOVE_NONE) {
        FUZZ_CHECK(err[0] != '\0', "refused move without a reason in %s", fen);
    } else {
        char san[MOVE_STR_MAX], coord[MOVE_STR_MAX];
        FUZZ_CHECK(movegen_is_legal(b, m), "move_parse returned illegal %08x in %s", (unsigned)m, fen);
        move_to_san(b, m, san);
        move_to_coord(m, coord);
        FUZZ_CHECK(move_parse(b, san, NULL, 0) == m, "SAN %s does not read back in %s", san, fen);
        FUZZ_CHECK(move_parse(b, coord, NULL, 0) == m, "%s does not read back in %s", coord, fen);
        board_make_move(b, m);
        FUZZ_CHECK(board_is_consistent(b), "inconsistent after %s in %s", coord, fen);
        board_unmake_move(b);
        FUZZ_CHECK(fuzz_boards_equal(b, keep), "unmake %s did not restore %s", coord, fen);
    }
    free(keep);
    free(b);
    free(text);
    return 0;
}
