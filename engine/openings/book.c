/* book.c -- Polyglot book reader: validation, binary search by key, the
 * move encoding (castling as king-takes-rook) and weighted move choice.
 *
 * The whole file is read and decoded into an array at open time, so a
 * probe is a binary search on plain structs with no I/O; the gnuchess book
 * (180,000 entries) takes under 3 MB.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "openings/book.h"
#include "core/movegen.h"
#include "util/numbers.h"

struct book {
    book_entry_t *entries;
    size_t count;
};

static uint64_t get_be(const unsigned char *p, int n)
{
    uint64_t v = 0;
    for (int i = 0; i < n; i++)
        v = v << 8 | p[i];
    return v;
}

book_t *book_open_memory(const void *data, size_t size, const char *name, char *err, size_t errlen)
{
    const unsigned char *bytes = data;
    if (size % BOOK_ENTRY_SIZE) {
        snprintf(err, errlen, "%s: size %zu bytes is not a multiple of %d: truncated or not a Polyglot book",
                 name, size, BOOK_ENTRY_SIZE);
        return NULL;
    }
    book_t *bk = calloc(1, sizeof *bk);
    size_t count = size / BOOK_ENTRY_SIZE;
    if (bk && count)
        bk->entries = malloc(count * sizeof *bk->entries);
    if (!bk || (count && !bk->entries)) {
        snprintf(err, errlen, "%s: out of memory for %zu entries", name, count);
        free(bk);
        return NULL;
    }
    bk->count = count;
    for (size_t i = 0; i < count; i++) {
        const unsigned char *p = bytes + i * BOOK_ENTRY_SIZE;
        book_entry_t *e = &bk->entries[i];
        e->key = get_be(p, 8);
        e->move = (uint16_t)get_be(p + 8, 2);
        e->weight = (uint16_t)get_be(p + 10, 2);
        e->learn = (uint32_t)get_be(p + 12, 4);
        /* Binary search is only correct on a sorted file: a book that is
         * not sorted is not a Polyglot book (or is damaged), so say so. */
        if (i && e->key < bk->entries[i - 1].key) {
            snprintf(err, errlen,
                     "%s: entry %zu (byte %zu) has key %016llx, smaller than the one before it: "
                     "keys not sorted, not a Polyglot book",
                     name, i, i * BOOK_ENTRY_SIZE, (unsigned long long)e->key);
            book_close(bk);
            return NULL;
        }
    }
    return bk;
}

book_t *book_open(const char *path, char *err, size_t errlen)
{
    /* The whole file is read into memory: a device or a pipe (/dev/zero,
     * a FIFO) would be read until memory runs out -- and opening a FIFO
     * waits for a writer -- so only regular files count, checked first. */
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "%s: not a regular file, so not a Polyglot book", path);
        return NULL;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    unsigned char *data = NULL;
    size_t size = 0, cap = 0;
    for (;;) {
        if (size == cap) {
            size_t ncap = cap ? cap * 2 : 1 << 16;
            unsigned char *n = realloc(data, ncap);
            if (!n) {
                snprintf(err, errlen, "%s: out of memory", path);
                free(data);
                fclose(f);
                return NULL;
            }
            data = n;
            cap = ncap;
        }
        size_t got = fread(data + size, 1, cap - size, f);
        size += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        snprintf(err, errlen, "%s: read error", path);
        free(data);
        fclose(f);
        return NULL;
    }
    fclose(f);
    book_t *bk = book_open_memory(data, size, path, err, errlen);
    free(data);
    return bk;
}

void book_close(book_t *bk)
{
    if (!bk)
        return;
    free(bk->entries);
    free(bk);
}

size_t book_size(const book_t *bk)
{
    return bk ? bk->count : 0;
}

size_t book_find(const book_t *bk, uint64_t key, const book_entry_t **first)
{
    *first = NULL;
    if (!bk)
        return 0;
    /* Lower bound: the first entry with entry.key >= key. */
    size_t lo = 0, hi = bk->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (bk->entries[mid].key < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t end = lo;
    while (end < bk->count && bk->entries[end].key == key)
        end++;
    if (end > lo)
        *first = &bk->entries[lo];
    return end - lo;
}

/* Mailbox square <-> Polyglot's 0..63 (a1 = 0, h8 = 63) is sq_to64. */
uint16_t book_encode_move(move_t m)
{
    int from = move_from(m), to = move_to(m);
    if (move_is_castle(m)) /* the king "takes" its own rook */
        to = to > from ? sq_make(7, sq_rank(from)) : sq_make(0, sq_rank(from));
    int promo = move_promo(m) ? move_promo(m) - 1 : 0; /* KNIGHT=2 -> 1 ... QUEEN=5 -> 4 */
    return (uint16_t)(sq_to64(to) | sq_to64(from) << 6 | promo << 12);
}

/* Match a stored move against the legal moves of b: this is the legality
 * check, so a colliding key or a damaged entry can never yield a move the
 * board would accept blindly. */
static move_t decode_in(const board_t *b, const movelist_t *legal, uint16_t raw)
{
    int from = sq_from64(raw >> 6 & 63), to = sq_from64(raw & 63);
    int pbits = raw >> 12 & 7;
    if (pbits > 4)
        return MOVE_NONE;
    int promo = pbits ? pbits + 1 : 0;
    int piece = b->sq[from];
    /* King on its start square onto its own rook: castling. */
    if (piece_type(piece) == KING && b->sq[to] == make_piece(piece_colour(piece), ROOK) &&
        sq_file(from) == 4 && sq_rank(from) == sq_rank(to) && (sq_file(to) == 0 || sq_file(to) == 7))
        to = sq_file(to) == 7 ? from + 2 : from - 2;
    for (int i = 0; i < legal->count; i++) {
        move_t m = legal->moves[i];
        if (move_from(m) == from && move_to(m) == to && move_promo(m) == promo)
            return m;
    }
    return MOVE_NONE;
}

move_t book_decode_move(const board_t *b, uint16_t raw)
{
    movelist_t legal;
    movegen_legal(b, &legal);
    return decode_in(b, &legal, raw);
}

void book_raw_to_text(uint16_t raw, char *out)
{
    int from = raw >> 6 & 63, to = raw & 63, p = raw >> 12 & 7;
    out[0] = (char)('a' + sq64_file(from));
    out[1] = (char)('1' + sq64_rank(from));
    out[2] = (char)('a' + sq64_file(to));
    out[3] = (char)('1' + sq64_rank(to));
    out[4] = p ? "?nbrq???"[p] : '\0';
    out[5] = '\0';
}

int book_entries(const book_t *bk, const board_t *b, book_move_t *out, int max)
{
    const book_entry_t *e;
    size_t n = book_find(bk, b->key, &e);
    if (n == 0 || max <= 0)
        return 0;
    movelist_t legal;
    movegen_legal(b, &legal);
    /* Sort all of them first, so a small max keeps the heaviest moves. */
    book_move_t all[BOOK_MAX_MOVES];
    int count = 0;
    for (size_t i = 0; i < n && count < BOOK_MAX_MOVES; i++) {
        move_t m = decode_in(b, &legal, e[i].move);
        if (m == MOVE_NONE)
            continue;
        /* Insertion sort keeps equal weights in file order (stable). */
        int j = count++;
        while (j > 0 && all[j - 1].weight < e[i].weight) {
            all[j] = all[j - 1];
            j--;
        }
        all[j] = (book_move_t){ m, e[i].move, e[i].weight, e[i].learn };
    }
    if (count > max)
        count = max;
    memcpy(out, all, (size_t)count * sizeof *out);
    return count;
}

uint64_t book_random(uint64_t *state)
{
    return splitmix64(state);
}

move_t book_pick(const book_t *bk, const board_t *b, int variety, uint64_t *rng)
{
    book_move_t moves[BOOK_MAX_MOVES];
    int n = book_entries(bk, b, moves, BOOK_MAX_MOVES);
    if (n == 0 || moves[0].weight == 0)
        return MOVE_NONE;
    if (variety <= 0 || n == 1)
        return moves[0].move;
    if (variety > 100)
        variety = 100;
    /* Scale to the heaviest move first so the power cannot overflow. */
    double p[BOOK_MAX_MOVES], total = 0.0, top = moves[0].weight;
    for (int i = 0; i < n; i++) {
        p[i] = pow(moves[i].weight / top, 100.0 / variety);
        total += p[i];
    }
    double r = (double)(book_random(rng) >> 11) / 9007199254740992.0 * total;
    for (int i = 0; i < n; i++) {
        if (r < p[i])
            return moves[i].move;
        r -= p[i];
    }
    return moves[0].move; /* rounding left r just above the sum */
}
