/* fuzz_book.c -- libFuzzer target for the Polyglot book reader
 * (engine/openings/book.c) on arbitrary bytes.
 *
 * Random bytes are almost never a sorted book that mentions a real
 * position, so the first byte chooses how the rest is used:
 *   0  the bytes as they are (the validation path: size, sort order);
 *   1  the 16-byte records sorted by key (the probing path);
 *   2  sorted records whose keys are replaced by the keys of a few real
 *      positions (so book_entries/book_pick decode fuzzed moves and
 *      weights in positions with castling, en passant and promotions).
 * Checked: book_size is the record count, every key found is the key asked
 * for, every decoded or picked move is legal and carries positive weight,
 * entries come heaviest first, and probing never changes the board.
 *
 * FUZZ-NEEDS: engine/openings/book.c
 */
#include "openings/book.h"
#include "fuzz_board.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const positions[] = {
    FEN_STARTPOS,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k2r/1P6/8/8/5Pp1/8/6p1/R3K1NR b KQkq f3 0 40",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
};
enum { POSITION_COUNT = sizeof positions / sizeof positions[0], RECORD = BOOK_ENTRY_SIZE };

static int record_cmp(const void *a, const void *b)
{
    return memcmp(a, b, 8); /* big-endian keys sort as bytes */
}

static void put_be64(uint8_t *p, uint64_t v)
{
    for (int i = 7; i >= 0; i--, v >>= 8)
        p[i] = (uint8_t)v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int mode = data[0] % 3;
    size_t n = size - 1;
    uint8_t *bytes = malloc(n + 1);
    board_t *boards = malloc(POSITION_COUNT * sizeof *boards), *keep = malloc(sizeof *keep);
    if (!bytes || !boards || !keep)
        abort();
    memcpy(bytes, data + 1, n);
    for (int i = 0; i < POSITION_COUNT; i++)
        FUZZ_CHECK(fen_parse(&boards[i], positions[i], NULL, 0), "test position %d rejected", i);
    if (mode == 2)
        for (size_t r = 0; r + RECORD <= n; r += RECORD)
            put_be64(bytes + r, boards[bytes[r] % POSITION_COUNT].key);
    if (mode >= 1)
        qsort(bytes, n / RECORD, RECORD, record_cmp);

    char err[512] = "";
    book_t *bk = book_open_memory(bytes, n, "fuzz.bin", err, sizeof err);
    if (!bk) {
        FUZZ_CHECK(err[0] != '\0', "book refused without a reason");
        FUZZ_CHECK(mode == 0 || n % RECORD, "a sorted book of whole records was refused: %s", err);
    } else {
        FUZZ_CHECK(n % RECORD == 0, "accepted a book of %zu bytes", n);
        FUZZ_CHECK(book_size(bk) == n / RECORD, "book_size %zu for %zu bytes", book_size(bk), n);
        /* Every stored key is found, and only entries with that key. */
        for (size_t r = 0; r < n / RECORD && r < 64; r++) {
            uint64_t key = 0;
            for (int i = 0; i < 8; i++)
                key = key << 8 | bytes[r * RECORD + i];
            const book_entry_t *first;
            size_t found = book_find(bk, key, &first);
            FUZZ_CHECK(found >= 1 && first != NULL, "stored key %016llx not found", (unsigned long long)key);
            for (size_t i = 0; i < found; i++)
                FUZZ_CHECK(first[i].key == key, "book_find returned a wrong key");
            char text[8];
            book_raw_to_text(first->move, text);
            FUZZ_CHECK(strlen(text) >= 4 && strlen(text) <= 5, "raw move text '%s'", text);
        }
        for (int i = 0; i < POSITION_COUNT; i++) {
            board_t *b = &boards[i];
            *keep = *b;
            book_move_t moves[BOOK_MAX_MOVES];
            int count = book_entries(bk, b, moves, BOOK_MAX_MOVES);
            FUZZ_CHECK(count >= 0 && count <= BOOK_MAX_MOVES, "%d book moves", count);
            for (int k = 0; k < count; k++) {
                FUZZ_CHECK(movegen_is_legal(b, moves[k].move), "illegal book move in %s", positions[i]);
                FUZZ_CHECK(book_decode_move(b, moves[k].raw) == moves[k].move, "decode disagrees");
                FUZZ_CHECK(k == 0 || moves[k - 1].weight >= moves[k].weight, "not heaviest first");
            }
            int few = book_entries(bk, b, moves, 2);
            FUZZ_CHECK(few == (count < 2 ? count : 2), "max 2 gave %d of %d", few, count);
            for (int variety = 0; variety <= 100; variety += 50) {
                uint64_t rng = (uint64_t)variety * 7919u + n;
                move_t m = book_pick(bk, b, variety, &rng);
                if (m == MOVE_NONE)
                    continue;
                FUZZ_CHECK(movegen_is_legal(b, m), "picked an illegal move in %s", positions[i]);
                bool listed = false;
                for (int k = 0; k < count; k++)
                    listed |= moves[k].move == m && moves[k].weight > 0;
                FUZZ_CHECK(listed, "picked a move that is not a weighted book move");
            }
            FUZZ_CHECK(fuzz_boards_equal(b, keep), "probing changed the board");
        }
        book_close(bk);
    }
    free(keep);
    free(boards);
    free(bytes);
    return 0;
}
