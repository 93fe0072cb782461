/* test_book.c -- the Polyglot book reader on small books built here:
 * move encoding (castling as king-takes-rook, promotions), binary search,
 * weight order, legality filtering, the choice by weight, and corrupt,
 * truncated and unsorted files rejected with their exact messages.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "openings/book.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "tap.h"

typedef struct {
    unsigned char bytes[64 * BOOK_ENTRY_SIZE];
    size_t size;
} image_t;

static void put(image_t *im, uint64_t key, uint16_t move, uint16_t weight, uint32_t learn)
{
    unsigned char *p = im->bytes + im->size;
    for (int i = 0; i < 8; i++)
        p[i] = (unsigned char)(key >> (56 - 8 * i));
    p[8] = (unsigned char)(move >> 8);
    p[9] = (unsigned char)move;
    p[10] = (unsigned char)(weight >> 8);
    p[11] = (unsigned char)weight;
    for (int i = 0; i < 4; i++)
        p[12 + i] = (unsigned char)(learn >> (24 - 8 * i));
    im->size += BOOK_ENTRY_SIZE;
}

static move_t coord(const board_t *b, const char *text)
{
    return move_parse(b, text, NULL, 0);
}

static uint16_t enc(const board_t *b, const char *text)
{
    return book_encode_move(coord(b, text));
}

/* Encoding, values from the Polyglot format description. */
static void test_encoding(board_t *b)
{
    char err[256], mv[MOVE_STR_MAX];
    board_init_startpos(b);
    is_int(b->key == 0x463b96181691fc9cull, 1, "start key is Polyglot's");
    is_int(enc(b, "e2e4"), 0x031c, "e2e4 encodes as 0x031c");
    is_int(enc(b, "g1f3"), 0x0195, "g1f3 encodes as 0x0195");
    fen_parse(b, "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1", err, sizeof err);
    is_int(enc(b, "e1g1"), 0x0107, "O-O is stored as e1h1");
    is_int(enc(b, "e1c1"), 0x0100, "O-O-O is stored as e1a1");
    is_int(enc(b, "b7a8q"), 0x4c78, "b7xa8=Q: promotion 4 in bits 12-14");
    is_int(enc(b, "b7b8n"), 0x1c79, "b7b8=N: promotion 1");
    is_int(book_decode_move(b, 0x0107), coord(b, "e1g1"), "e1h1 decodes to castling");
    is_int(book_decode_move(b, 0x0100), coord(b, "e1c1"), "e1a1 decodes to castling long");
    is_int(book_decode_move(b, 0x4c78), coord(b, "b7a8q"), "promotion decodes");
    is_int(book_decode_move(b, 0x5c78), MOVE_NONE, "promotion code 5 is no move");
    is_int(book_decode_move(b, 0x0105), coord(b, "e1f1"), "an ordinary king move decodes");
    is_int(book_decode_move(b, 0x0114), MOVE_NONE, "e1e3 is no move");
    fen_parse(b, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", err, sizeof err);
    is_int(enc(b, "e8g8"), 0x0f3f, "black O-O is stored as e8h8");
    is_int(book_decode_move(b, 0x0f38), coord(b, "e8c8"), "e8a8 decodes to black O-O-O");
    fen_parse(b, "r3k2r/8/8/8/8/8/8/R3K2R b KQ - 0 1", err, sizeof err);
    is_int(book_decode_move(b, 0x0f3f), MOVE_NONE, "e8h8 without the right to castle is no move");
    book_raw_to_text(0x0107, mv);
    is_str(mv, "e1h1", "raw text keeps king-takes-rook");
    book_raw_to_text(0x4c78, mv);
    is_str(mv, "b7a8q", "raw text of a promotion");
}

/* A small book: three keys, the start position in the middle with an
 * illegal move and a move of weight 0 among its entries. */
static void small_book(const board_t *start, image_t *im)
{
    put(im, 0x0000000000000001ull, 0x031c, 7, 0);
    put(im, start->key, 0x02db, 10, 0);    /* d2d4 */
    put(im, start->key, 0x031c, 50, 3);    /* e2e4 */
    put(im, start->key, 0x0324, 99, 0);    /* e2e5: illegal, must be dropped */
    put(im, start->key, 0x0195, 50, 0);    /* g1f3, same weight as e2e4 */
    put(im, start->key, 0x0210, 0, 0);     /* a2a3, weight 0 */
    put(im, 0xffffffffffffffffull, 0x031c, 1, 0);
}

/* The small book's entries: legal moves only, heaviest first, read
 * big-endian; binary search finds the first and last keys. */
static void test_lookup(board_t *b, const book_t *bk)
{
    char mv[MOVE_STR_MAX];
    board_init_startpos(b);
    is_int((int)book_size(bk), 7, "7 entries");
    book_move_t out[BOOK_MAX_MOVES];
    int n = book_entries(bk, b, out, BOOK_MAX_MOVES);
    is_int(n, 4, "4 legal moves for the start position");
    move_to_coord(out[0].move, mv);
    is_str(mv, "e2e4", "heaviest first; equal weights keep file order (e2e4)");
    move_to_coord(out[1].move, mv);
    is_str(mv, "g1f3", "then g1f3");
    move_to_coord(out[2].move, mv);
    is_str(mv, "d2d4", "then d2d4");
    move_to_coord(out[3].move, mv);
    is_str(mv, "a2a3", "weight 0 last");
    is_int(out[0].weight, 50, "weight read big-endian");
    is_int((int)out[0].learn, 3, "learn read big-endian");
    book_move_t two[2];
    is_int(book_entries(bk, b, two, 2), 2, "max is respected");
    is_int(two[1].move, out[1].move, "and keeps the heaviest moves");
    const book_entry_t *e;
    is_int((int)book_find(bk, 1, &e), 1, "binary search finds the first key");
    is_int((int)book_find(bk, 0xffffffffffffffffull, &e), 1, "and the last key");
    is_int((int)book_find(bk, 2, &e), 0, "a missing key has no entries");
    ok(e == NULL, "and no pointer");
}

/* Choosing a move: variety 0 the heaviest, 100 by weight, never a move
 * of weight 0; the same seed the same choice. */
static void test_choice(board_t *b, const book_t *bk)
{
    board_init_startpos(b);
    book_move_t out[BOOK_MAX_MOVES];
    book_entries(bk, b, out, BOOK_MAX_MOVES);
    uint64_t rng = 42;
    is_int(book_pick(bk, b, 0, &rng), coord(b, "e2e4"), "variety 0 plays the heaviest (first) move");
    int count[4] = { 0 };
    for (int i = 0; i < 11000; i++) {
        move_t m = book_pick(bk, b, 100, &rng);
        for (int k = 0; k < 4; k++)
            count[k] += m == out[k].move;
    }
    diag("variety 100 over 11000 picks: e2e4 %d g1f3 %d d2d4 %d a2a3 %d", count[0], count[1], count[2],
         count[3]);
    ok(count[0] > 4500 && count[0] < 5500, "e2e4 about 50/110 of the time (%d of 11000)", count[0]);
    ok(count[2] > 700 && count[2] < 1300, "d2d4 about 10/110 of the time (%d of 11000)", count[2]);
    is_int(count[3], 0, "a weight-0 move is never chosen");
    is_int(count[0] + count[1] + count[2], 11000, "every pick is a book move");
    int sharp = 0;
    for (int i = 0; i < 2000; i++)
        sharp += book_pick(bk, b, 25, &rng) == coord(b, "d2d4");
    ok(sharp < 10, "variety 25 almost never picks the light d2d4 (%d of 2000)", sharp);
    uint64_t r1 = 7, r2 = 7;
    is_int(book_pick(bk, b, 100, &r1), book_pick(bk, b, 100, &r2), "same seed, same choice");
    board_make_move(b, coord(b, "e2e4"));
    is_int(book_pick(bk, b, 100, &rng), MOVE_NONE, "out of book: no move");
}

/* Bad books: truncated, unsorted, empty, missing. */
static void test_bad_files(board_t *b, const image_t *im)
{
    char err[256];
    book_move_t out[BOOK_MAX_MOVES];
    book_t *bk = book_open_memory(im->bytes, 17, "t.bin", err, sizeof err);
    ok(bk == NULL, "17 bytes rejected");
    is_str(err, "t.bin: size 17 bytes is not a multiple of 16: truncated or not a Polyglot book",
           "truncated message");
    image_t uns = { .size = 0 };
    put(&uns, 5, 0x031c, 1, 0);
    put(&uns, 9, 0x031c, 1, 0);
    put(&uns, 3, 0x031c, 1, 0);
    bk = book_open_memory(uns.bytes, uns.size, "u.bin", err, sizeof err);
    ok(bk == NULL, "unsorted rejected");
    is_str(err,
           "u.bin: entry 2 (byte 32) has key 0000000000000003, smaller than the one before it: "
           "keys not sorted, not a Polyglot book",
           "unsorted message");
    bk = book_open_memory(im->bytes, 0, "empty.bin", err, sizeof err);
    ok(bk && book_size(bk) == 0, "an empty book is valid and empty");
    board_init_startpos(b);
    is_int(bk ? book_entries(bk, b, out, BOOK_MAX_MOVES) : -1, 0, "and has no moves");
    book_close(bk);
    bk = book_open("/nonexistent/book.bin", err, sizeof err);
    ok(bk == NULL, "missing file rejected");
    is_str(err, "/nonexistent/book.bin: No such file or directory", "missing file message");
}

/* Through a real file, truncated by one byte, then whole. */
static void test_real_file(const image_t *im)
{
    char err[256];
    char path[160]; /* short enough for the whole message in err */
    tap_temp_template(path, sizeof path, "test-book");
    int fd = mkstemp(path);
    if (ok(fd >= 0, "temporary file")) {
        FILE *f = fdopen(fd, "wb");
        fwrite(im->bytes, 1, im->size - 1, f);
        fclose(f);
        book_t *bk = book_open(path, err, sizeof err);
        ok(bk == NULL, "a book file cut by one byte is rejected");
        char want[300];
        snprintf(want, sizeof want, "%s: size %zu bytes is not a multiple of 16: truncated or not a Polyglot book",
                 path, im->size - 1);
        is_str(err, want, "with its name and size");
        f = fopen(path, "wb");
        fwrite(im->bytes, 1, im->size, f);
        fclose(f);
        bk = book_open(path, err, sizeof err);
        ok(bk && book_size(bk) == 7, "the whole file opens");
        book_close(bk);
        unlink(path);
    }
}

int main(void)
{
    board_t *b = malloc(sizeof *b);
    if (!b)
        return 1;
    test_encoding(b);
    board_init_startpos(b);
    image_t im = { .size = 0 };
    small_book(b, &im);
    char err[256];
    book_t *bk = book_open_memory(im.bytes, im.size, "small", err, sizeof err);
    if (ok(bk != NULL, "small book opens: %s", bk ? "" : err)) {
        test_lookup(b, bk);
        test_choice(b, bk);
    }
    book_close(bk);
    test_bad_files(b, &im);
    test_real_file(&im);
    free(b);
    return done_testing();
}
