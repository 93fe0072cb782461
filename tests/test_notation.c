/* test_notation.c -- SAN and coordinate notation: exact output on known
 * positions, the sloppy forms people and GUIs type, and a round trip of
 * every legal move of every suite position to depth 2. */
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "tap.h"
#include "testdata.h"

static suite_entry_t suite[SUITE_MAX_POSITIONS];

/* Every move prints in both notations and parses back to itself. */
static long round_trip(board_t *b, int depth, long *checked)
{
    long bad = 0;
    movelist_t list;
    movegen_legal(b, &list);
    for (int i = 0; i < list.count; i++) {
        move_t m = list.moves[i];
        char san[MOVE_STR_MAX], coord[MOVE_STR_MAX], err[64];
        move_to_san(b, m, san);
        move_to_coord(m, coord);
        (*checked)++;
        if (move_parse(b, san, err, sizeof err) != m || move_parse(b, coord, err, sizeof err) != m) {
            if (bad++ < 5)
                diag("round trip failed for %s / %s", san, coord);
        }
        if (depth > 1) {
            board_make_move(b, m);
            bad += round_trip(b, depth - 1, checked);
            board_unmake_move(b);
        }
    }
    return bad;
}

static void test_round_trip(int n)
{
    long bad = 0, checked = 0;
    board_t b;
    char err[128];
    for (int i = 0; i < n; i++)
        if (fen_parse(&b, suite[i].fen, err, sizeof err))
            bad += round_trip(&b, 2, &checked);
    ok(bad == 0 && checked > 30000, "SAN and coordinate round trip of %ld moves (suite to depth 2)", checked);
}

static void expect_san(const char *fen, const char *input, const char *san)
{
    board_t b;
    char err[128], out[MOVE_STR_MAX] = "";
    if (!fen_parse(&b, fen, err, sizeof err)) {
        ok(0, "FEN parses: %s (%s)", fen, err);
        return;
    }
    move_t m = move_parse(&b, input, err, sizeof err);
    if (m)
        move_to_san(&b, m, out);
    ok(m && strcmp(out, san) == 0, "\"%s\" is %s", input, san);
    if (!m || strcmp(out, san))
        diag("got '%s' (%s)", out, m ? "parsed" : err);
}

static void expect_error(const char *fen, const char *input, const char *why)
{
    board_t b;
    char err[128] = "";
    fen_parse(&b, fen, err, sizeof err);
    move_t m = move_parse(&b, input, err, sizeof err);
    ok(m == MOVE_NONE && strcmp(err, why) == 0, "\"%s\" is refused as %s", input, why);
    if (m || strcmp(err, why))
        diag("got '%s'", m ? "a move" : err);
}

int main(void)
{
    const char *start = FEN_STARTPOS;
    const char *kiwi = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /* Knights on b1 and f1 (files) and on b1, b5 (ranks); rooks a1, a5, h1. */
    const char *disamb = "4k3/8/8/RN6/8/8/8/RN2KN1R w - - 0 1";
    const char *promo = "1n2k3/2P5/8/8/8/7p/8/4K3 w - - 0 1";

    int n = suite_read(suite, SUITE_MAX_POSITIONS);
    if (n == 0) {
        skip_all("tests/data/perft.epd not found");
        return 0;
    }

    expect_san(start, "e2e4", "e4");
    expect_san(start, "e4", "e4");
    expect_san(start, "Nf3", "Nf3");
    expect_san(start, "nf3", "Nf3");
    expect_san(start, "g1f3", "Nf3");
    expect_san(start, "g1-f3", "Nf3");
    expect_san(kiwi, "O-O", "O-O");
    expect_san(kiwi, "0-0-0", "O-O-O");
    expect_san(kiwi, "e1g1", "O-O");
    expect_san(kiwi, "e1c1", "O-O-O");
    expect_san(kiwi, "Bxa6", "Bxa6");
    expect_san(kiwi, "dxe6", "dxe6");
    expect_san(kiwi, "d5e6", "dxe6");
    expect_san(kiwi, "Qxf6", "Qxf6");
    expect_san(kiwi, "Qf3xf6", "Qxf6");
    expect_san(kiwi, "Nxf7", "Nxf7");
    expect_san(disamb, "Nbd2", "Nbd2");
    expect_san(disamb, "Nfd2", "Nfd2");
    expect_san(disamb, "N1c3", "N1c3");
    expect_san(disamb, "N5c3", "N5c3");
    expect_san(disamb, "R1a3", "R1a3");
    expect_san(disamb, "Rg1", "Rg1");
    expect_san(promo, "c8=Q+", "c8=Q+");
    expect_san(promo, "c7c8q", "c8=Q+");
    expect_san(promo, "c8Q", "c8=Q+");
    expect_san(promo, "c8=n", "c8=N");
    expect_san(promo, "cxb8=R", "cxb8=R+");
    expect_san(promo, "c7b8r", "cxb8=R+");
    expect_san(promo, "c7c8", "c8=Q+");
    expect_san("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", "Qb8", "Qb8#");
    expect_san("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", "Qb8#", "Qb8#");
    expect_san("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", "Qh1", "Qh1+");
    expect_san("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6", "exf6");
    expect_san("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6 e.p.", "exf6");
    expect_san("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", "b4", "b4");
    expect_san("4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1", "bxc3", "bxc3");
    expect_san("4k3/8/8/8/8/2p5/1B6/4K3 w - - 0 1", "bxc3", "Bxc3");

    expect_error(start, "e2e5", "illegal");
    expect_error(start, "Ke2", "illegal");
    expect_error(start, "O-O", "illegal");
    expect_error(start, "hello", "not a move");
    expect_error(start, "", "not a move");
    expect_error(start, "e2e4\x01", "not a move");
    expect_error(disamb, "Nd2", "ambiguous");
    expect_error(disamb, "Nc3", "ambiguous");

    test_round_trip(n);
    return done_testing();
}
