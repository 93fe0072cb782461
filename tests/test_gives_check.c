/* test_gives_check.c -- movegen_gives_check() decides on the board before the
 * move (direct and discovered checks; castling and en passant are made);
 * it must agree with making the move and asking board_in_check() for every
 * move of every position three plies deep from each perft suite position,
 * and on hand-picked discovered, promotion and castling checks.  The
 * check_info_t form must give the same answer on every one of those moves,
 * and its count over a list (movegen_count_checks_ci) the number of them
 * that check. */
#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "tap.h"
#include "testdata.h"

static suite_entry_t suite[SUITE_MAX_POSITIONS];

typedef struct {
    long moves, checks, wrong, wrong_ci, wrong_count;
} tally_t;

static void walk(board_t *b, int depth, tally_t *t)
{
    movelist_t list;
    movegen_legal(b, &list);
    check_info_t ci;
    check_info_init(b, &ci);
    int counted = movegen_count_checks_ci(b, &ci, list.moves, list.count), checking = 0;
    for (int i = 0; i < list.count; i++) {
        move_t m = list.moves[i];
        bool fast = movegen_gives_check(b, m);
        if (movegen_gives_check_ci(b, &ci, m) != fast && t->wrong_ci++ < 5) {
            char fen[128], mv[MOVE_STR_MAX];
            fen_write(b, fen);
            move_to_coord(m, mv);
            diag("%s: %s: movegen_gives_check_ci says %d", fen, mv, !fast);
        }
        board_make_move(b, m);
        bool real = board_in_check(b);
        checking += real;
        t->moves++;
        t->checks += real;
        if (fast != real && t->wrong++ < 5) {
            char fen[128], mv[MOVE_STR_MAX];
            board_unmake_move(b);
            fen_write(b, fen);
            move_to_coord(m, mv);
            diag("%s: %s says %d, the board says %d", fen, mv, fast, real);
            board_make_move(b, m);
        }
        if (depth > 1)
            walk(b, depth - 1, t);
        board_unmake_move(b);
    }
    if (counted != checking && t->wrong_count++ < 5) {
        char fen[128];
        fen_write(b, fen);
        diag("%s: movegen_count_checks_ci counts %d checks of %d", fen, counted, checking);
    }
}

static void one(const char *fen, const char *move, bool expected, const char *what)
{
    board_t b;
    char err[128];
    move_t m = MOVE_NONE;
    if (!fen_parse(&b, fen, err, sizeof err) || (m = move_parse(&b, move, err, sizeof err)) == MOVE_NONE) {
        ok(0, "%s: bad test position or move: %s", what, err);
        return;
    }
    ok(movegen_gives_check(&b, m) == expected, "%s", what);
}

int main(void)
{
    int n = suite_read(suite, SUITE_MAX_POSITIONS);
    if (n == 0) {
        skip_all("tests/data/perft.epd not found");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        board_t b;
        char err[128];
        if (!fen_parse(&b, suite[i].fen, err, sizeof err)) {
            ok(0, "perft position %d parses: %s", i + 1, err);
            continue;
        }
        tally_t t = { 0, 0, 0, 0, 0 };
        walk(&b, 3, &t);
        ok(t.wrong == 0, "perft position %d: %ld moves, %ld checks, %ld misjudged", i + 1, t.moves,
           t.checks, t.wrong);
        ok(t.wrong_ci == 0 && t.wrong_count == 0,
           "perft position %d: movegen_gives_check_ci agrees on all %ld moves, movegen_count_checks_ci on "
           "every list", i + 1, t.moves);
    }
    one("4k3/8/8/8/8/8/4B3/4R1K1 w - - 0 1", "e2b5", true, "discovered check by the rook behind a bishop");
    one("4k3/8/8/8/8/8/4B3/4R1K1 w - - 0 1", "e2d3", true, "discovered and the bishop stays off the file");
    one("4k3/8/8/8/4P3/8/8/4R1K1 w - - 0 1", "e4e5", false, "a pawn moving along the line keeps blocking");
    one("3k4/1P6/8/8/8/8/8/6K1 w - - 0 1", "b7b8q", true, "promotion to a queen checks along the rank");
    one("3k4/1P6/8/8/8/8/8/6K1 w - - 0 1", "b7b8n", false, "promotion to a knight does not");
    one("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", true, "castling: the rook checks from f1");
    one("8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1", "e5d6", true, "en passant opens the rank for the rook");
    one("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", false, "en passant that does not check");
    one("8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", true, "en passant, the pawn checks from d6");
    return done_testing();
}
