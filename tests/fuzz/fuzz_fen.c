/* fuzz_fen.c -- libFuzzer target for the FEN parser (engine/core/fen.c).
 *
 * Any bytes go to fen_parse().  A rejected FEN must leave the board exactly
 * as it was (the promise fen.h makes); an accepted one must give a
 * consistent board whose FEN reads back to the same position, and every
 * legal move in it must survive make/unmake and notation round trips --
 * positions nobody would set up on purpose are where those break.
 */
#include "fuzz_board.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_string(data, size);
    board_t *b = malloc(sizeof *b), *keep = malloc(sizeof *keep), *again = malloc(sizeof *again);
    if (!b || !keep || !again)
        abort();
    board_init_startpos(b);
    *keep = *b;
    char err[256] = "", out[FEN_MAX], out2[FEN_MAX];

    if (!fen_parse(b, text, err, sizeof err)) {
        FUZZ_CHECK(fuzz_boards_equal(b, keep), "rejected FEN changed the board");
        FUZZ_CHECK(err[0] != '\0', "rejected FEN without a reason");
    } else {
        FUZZ_CHECK(board_is_consistent(b), "accepted FEN gives an inconsistent board");
        fen_write(b, out);
        FUZZ_CHECK(strlen(out) < FEN_MAX, "FEN output overflows FEN_MAX");
        board_init_startpos(again);
        FUZZ_CHECK(fen_parse(again, out, err, sizeof err), "own FEN '%s' rejected: %s", out, err);
        fen_write(again, out2);
        FUZZ_CHECK(strcmp(out, out2) == 0, "FEN round trip '%s' -> '%s'", out, out2);
        FUZZ_CHECK(fuzz_boards_equal(b, again), "FEN round trip changed the board: %s", out);
        fuzz_check_moves(b, out);
    }
    free(again);
    free(keep);
    free(b);
    free(text);
    return 0;
}
