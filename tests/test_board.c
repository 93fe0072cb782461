/* test_board.c -- FEN parsing (round trip and every rejection reason),
 * Polyglot keys, make/unmake identity and incremental keys. */
#include <stddef.h>
#include <string.h>

#include "core/board.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "tap.h"
#include "testdata.h"

static suite_entry_t suite[SUITE_MAX_POSITIONS];

/* Published check keys from Polyglot's book_format.html. */
static void test_polyglot_keys(void)
{
    static const struct { const char *fen; uint64_t key; } cases[] = {
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9cULL },
        { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196ULL },
        { "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0ULL },
        { "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4ULL },
        { "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78ULL },
        { "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3", 0x652a607ca3f242c1ULL },
        { "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4", 0x00fdd303c946bdd9ULL },
        { "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637ULL },
        { "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4", 0x5c3f9b829b279560ULL },
    };
    board_t b;
    char err[128];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        bool parsed = fen_parse(&b, cases[i].fen, err, sizeof err);
        ok(parsed && b.key == cases[i].key, "Polyglot key %016" PRIx64 " for %s", cases[i].key, cases[i].fen);
    }
    /* The same keys reached by playing the moves: incremental == published. */
    static const char *line[] = { "e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7" };
    static const uint64_t keys[] = { 0x823c9b50fd114196ULL, 0x0756b94461c50fb0ULL, 0x662fafb965db29d4ULL,
                                     0x22a48b5a8e47ff78ULL, 0x652a607ca3f242c1ULL, 0x00fdd303c946bdd9ULL };
    board_init_startpos(&b);
    ok(b.key == 0x463b96181691fc9cULL, "start position key 463b96181691fc9c");
    for (int i = 0; i < 6; i++) {
        movelist_t list;
        movegen_legal(&b, &list);
        move_t m = MOVE_NONE;
        for (int j = 0; j < list.count; j++) {
            int f = move_from(list.moves[j]), t = move_to(list.moves[j]);
            if (f == sq_make(line[i][0] - 'a', line[i][1] - '1') && t == sq_make(line[i][2] - 'a', line[i][3] - '1'))
                m = list.moves[j];
        }
        board_make_move(&b, m);
        ok(m != MOVE_NONE && b.key == keys[i], "key after %s is %016" PRIx64, line[i], keys[i]);
    }
    /* The keys of earlier positions, as the history keeps them. */
    ok(board_key_before(&b, 1) == keys[4], "board_key_before 1: the key before the last move");
    ok(board_key_before(&b, 2) == keys[3], "board_key_before 2: two moves ago");
    ok(board_key_before(&b, 6) == 0x463b96181691fc9cULL, "board_key_before 6: the start position");
    ok(board_key_before(&b, 7) == 0 && board_key_before(&b, 0) == 0, "board_key_before: 0 beyond the history");
}

static void test_fen_round_trip(int n)
{
    int good = 0;
    board_t b;
    char err[128], out[FEN_MAX];
    for (int i = 0; i < n; i++) {
        if (!fen_parse(&b, suite[i].fen, err, sizeof err)) {
            diag("cannot parse %s: %s", suite[i].fen, err);
            continue;
        }
        fen_write(&b, out);
        board_t again;
        char out2[FEN_MAX];
        if (fen_parse(&again, out, err, sizeof err)) {
            fen_write(&again, out2);
            if (strcmp(out, out2) == 0 && again.key == b.key && board_is_consistent(&b))
                good++;
            else
                diag("round trip differs: %s -> %s -> %s", suite[i].fen, out, out2);
        }
    }
    is_int(good, n, "every suite FEN parses, prints and parses back to the same position");
}

/* Each bad FEN and the exact reason the parser gives. */
static void test_fen_rejections(void)
{
    static const struct { const char *fen, *reason; } cases[] = {
        { "", "empty FEN" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "7 ranks instead of 8" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1", "more than 8 ranks" },
        { "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 has 7 squares, not 8" },
        { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad empty-square count '9' on rank 6" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", "rank 1 has more than 8 squares" },
        { "rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "unknown piece letter 'X' on rank 4" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "White has no king" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", "White has more than one king" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w kq - 0 1", "pawn on rank 1" },
        { "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "pawn on rank 8" },
        { "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBN1 w Qkq - 0 1", "White has 9 pawns" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move 'x' is not w or b" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", "bad castling field 'KQkx' (use KQkq letters or -)" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", "castling right 'K' given twice" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling right 'K' but no rook on h1" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w KQkq - 0 1", "castling right 'K' but the king is not on its home square" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "bad en-passant square 'e9'" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en-passant square e3 is impossible with White to move" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en-passant square e6 but no pawn can have just moved two squares" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "halfmove clock '-1' is not a number from 0 to 9999" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number '0' is not a number from 1 to 9999" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x", "fullmove number 'x' is not a number from 1 to 9999" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "extra text after the 6 FEN fields" },
        { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "FEN has 2 fields; need at least placement, side, castling, en passant" },
        { "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "the side not to move (Black) is in check" },
        { "4k3/8/8/8/8/8/QQQQQQQQ/QQQQKQQQ w - - 0 1", "White has more promoted pieces than missing pawns" },
        { "4k3/8/8/8/8/8/NNNNNNNN/NNNNKNNN w - - 0 1", "White has more promoted pieces than missing pawns" },
        { "4k3/8/8/8/8/8/8/4K3 w - - 0 1 \x01", "extra text after the 6 FEN fields" },
        { "k7/8/8/8/7b/3n4/4q3/4K3 w - - 0 1", "the side to move is in check from more than two pieces" },
    };
    board_t b;
    board_init_startpos(&b);
    uint64_t key = b.key;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[128] = "";
        bool parsed = fen_parse(&b, cases[i].fen, err, sizeof err);
        ok(!parsed && strcmp(err, cases[i].reason) == 0, "rejects \"%s\": %s", cases[i].fen, cases[i].reason);
        if (parsed || strcmp(err, cases[i].reason))
            diag("got %s: '%s'", parsed ? "accepted" : "rejected", err);
    }
    ok(b.key == key && board_is_consistent(&b), "the board is unchanged after every rejected FEN");

    /* Bytes of every value must never crash the parser. */
    unsigned seed = 12345;
    int survived = 0;
    for (int i = 0; i < 20000; i++) {
        char junk[96];
        int len = (int)(seed % 95);
        for (int j = 0; j < len; j++) {
            seed = seed * 1103515245u + 12345u;
            junk[j] = (char)(seed >> 16 & 0xff);
            if (junk[j] == 0)
                junk[j] = ' ';
        }
        junk[len] = '\0';
        char err[128];
        if (fen_parse(&b, junk, err, sizeof err) ? board_is_consistent(&b) : err[0] != '\0')
            survived++;
        seed = seed * 1103515245u + 12345u;
    }
    is_int(survived, 20000, "20000 random byte strings are parsed or rejected with a reason");
}

/* Bit-for-bit equality of everything that describes the position: cells,
 * piece lists in order, counts, kings, side, rights, ep, clocks, keys. */
static bool same_position(const board_t *a, const board_t *b)
{
    if (memcmp(a->sq, b->sq, sizeof a->sq) || memcmp(a->plist_count, b->plist_count, sizeof a->plist_count) ||
        memcmp(a->count, b->count, sizeof a->count) || memcmp(a->king_sq, b->king_sq, sizeof a->king_sq))
        return false;
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < a->plist_count[c]; i++)
            if (a->plist[c][i] != b->plist[c][i] || b->list_index[b->plist[c][i]] != i)
                return false;
    return a->side == b->side && a->castle == b->castle && a->ep == b->ep && a->halfmove == b->halfmove &&
           a->fullmove == b->fullmove && a->key == b->key && a->pawn_key == b->pawn_key;
}

/* Walk every legal line to 'depth' checking make/unmake restores the board
 * bit for bit and the incremental keys equal keys computed from scratch. */
static int walk(board_t *b, int depth, long *bad)
{
    if (depth == 0)
        return 1;
    movelist_t list;
    movegen_legal(b, &list);
    board_t before;
    memcpy(&before, b, offsetof(board_t, hist));
    int hply = b->hply;
    for (int i = 0; i < list.count; i++) {
        board_make_move(b, list.moves[i]);
        if (!board_is_consistent(b))
            (*bad)++;
        walk(b, depth - 1, bad);
        board_unmake_move(b);
        if (!same_position(&before, b) || b->hply != hply)
            (*bad)++;
    }
    return 1;
}

static void test_make_unmake(int n)
{
    long bad = 0;
    board_t b;
    char err[128];
    for (int i = 0; i < n; i++) {
        if (!fen_parse(&b, suite[i].fen, err, sizeof err))
            continue;
        walk(&b, 3, &bad);
    }
    is_int(bad, 0, "make/unmake identity and incremental keys on every suite position to depth 3");

    board_init_startpos(&b);
    uint64_t key = b.key;
    board_make_null(&b);
    bool changed = b.key != key && b.side == BLACK;
    board_unmake_null(&b);
    ok(changed && b.key == key && b.side == WHITE && board_is_consistent(&b), "null move flips the side and is undone");
}

/* board_key_hint is the real key after every move that neither castles,
 * promotes, takes en passant, gives an en-passant right nor changes the
 * castling rights; and for those it may differ. */
static void key_hint_walk(board_t *b, int depth, long *ordinary, long *bad)
{
    movelist_t list;
    movegen_legal(b, &list);
    for (int i = 0; i < list.count; i++) {
        move_t m = list.moves[i];
        uint64_t hint = board_key_hint(b, m);
        int castle = b->castle;
        board_make_move(b, m);
        bool plain = !move_is_castle(m) && !move_promo(m) && !move_is_ep(m) && b->ep == SQ_NONE &&
                     b->castle == castle;
        if (plain) {
            (*ordinary)++;
            *bad += hint != b->key;
        }
        if (depth > 1)
            key_hint_walk(b, depth - 1, ordinary, bad);
        board_unmake_move(b);
    }
}

static void test_key_hint(int n)
{
    long ordinary = 0, bad = 0;
    board_t b;
    char err[128];
    for (int i = 0; i < n; i++)
        if (fen_parse(&b, suite[i].fen, err, sizeof err))
            key_hint_walk(&b, 2, &ordinary, &bad);
    ok(ordinary > 10000 && bad == 0, "key hint exact for %ld ordinary moves (%ld wrong)", ordinary, bad);
}

static void test_game_state(void)
{
    board_t b;
    char err[128];
    board_init_startpos(&b);
    static const char *shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8" };
    int reps_after[8];
    for (int i = 0; i < 8; i++) {
        movelist_t list;
        movegen_legal(&b, &list);
        int from = sq_make(shuffle[i][0] - 'a', shuffle[i][1] - '1');
        int to = sq_make(shuffle[i][2] - 'a', shuffle[i][3] - '1');
        for (int j = 0; j < list.count; j++)
            if (move_from(list.moves[j]) == from && move_to(list.moves[j]) == to) {
                board_make_move(&b, list.moves[j]);
                break;
            }
        reps_after[i] = board_repetitions(&b);
    }
    ok(reps_after[3] == 1 && reps_after[7] == 2 && reps_after[5] == 1, "repetitions counted: once after 4 plies, twice after 8");

    /* board_copy copies only the history in use: the copy, made over a
     * board full of junk, still sees the repetitions and takes back every
     * move to the start. */
    static board_t copy;
    memset(&copy, 0xA5, sizeof copy);
    board_copy(&copy, &b);
    bool copied = same_position(&copy, &b) && copy.hply == b.hply && board_repetitions(&copy) == 2;
    while (copy.hply > 0)
        board_unmake_move(&copy);
    board_t start;
    board_init_startpos(&start);
    ok(copied && same_position(&copy, &start) && board_is_consistent(&copy),
       "board_copy keeps the history in use: repetitions seen, every move taken back");

    static const struct { const char *fen; bool insufficient; } mat[] = {
        { "8/8/4k3/8/8/8/8/4K3 w - - 0 1", true },
        { "8/8/4k3/8/8/8/8/4KN2 w - - 0 1", true },
        { "8/8/4k3/8/8/8/8/4KB2 w - - 0 1", true },
        { "8/8/2b1k3/8/8/8/8/4KB2 w - - 0 1", true },   /* bishops on one colour */
        { "8/8/3bk3/8/8/8/8/4KB2 w - - 0 1", false },   /* opposite colours: mate exists */
        { "8/8/4k3/8/8/8/8/3NKN2 w - - 0 1", false },
        { "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1", false },
        { "8/8/4k3/8/8/8/8/4KR2 w - - 0 1", false },
    };
    for (size_t i = 0; i < sizeof mat / sizeof mat[0]; i++) {
        bool parsed = fen_parse(&b, mat[i].fen, err, sizeof err);
        ok(parsed && board_insufficient_material(&b) == mat[i].insufficient, "insufficient material %s: %s",
           mat[i].insufficient ? "yes" : "no", mat[i].fen);
    }

    /* ep square is kept only when a capture is possible (Polyglot rule). */
    fen_parse(&b, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", err, sizeof err);
    char out[FEN_MAX];
    fen_write(&b, out);
    is_str(out, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "ep square dropped when no pawn can take");

    board_t flipped, back;
    fen_parse(&b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w Kq - 3 7", err, sizeof err);
    board_flip(&flipped, &b);
    fen_write(&flipped, out);
    is_str(out, "r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b Qk - 3 7", "board_flip mirrors and swaps colours");
    board_flip(&back, &flipped);
    ok(back.key == b.key && board_is_consistent(&back), "flipping twice gives the original position");
}

int main(void)
{
    int n = suite_read(suite, SUITE_MAX_POSITIONS);
    if (n == 0) {
        skip_all("tests/data/perft.epd not found");
        return 0;
    }
    test_polyglot_keys();
    test_fen_round_trip(n);
    test_fen_rejections();
    test_make_unmake(n);
    test_key_hint(n);
    test_game_state();
    return done_testing();
}
