/* book.c -- the opening book handle of the front ends (book.h), over the
 * Polyglot reader of openings/book.h and the choice of openings/book_path.h.
 */
#include "api/book.h"

#include <stdio.h>

#include "openings/book.h"
#include "openings/book_path.h"
#include "util/util.h"

_Static_assert((int)OBOOK_ENTRY_BYTES == (int)BOOK_ENTRY_SIZE, "the entry size of book.h");

void obook_init(obook_t *ob, uint64_t seed)
{
    ob->book = NULL;
    ob->rng = seed;
    ob->file[0] = '\0';
}

void obook_close(obook_t *ob)
{
    if (ob->book)
        book_close(ob->book);
    ob->book = NULL;
    ob->file[0] = '\0';
}

/* Open path exactly as given. */
static bool open_path(obook_t *ob, const char *path, char *err, size_t errlen)
{
    obook_close(ob);
    ob->book = book_open(path, err, errlen);
    if (!ob->book)
        return false;
    snprintf(ob->file, sizeof ob->file, "%s", path);
    return true;
}

bool obook_open(obook_t *ob, const char *requested, const params_t *p, char *err, size_t errlen)
{
    char path[OBOOK_FILE_MAX];
    obook_close(ob);
    if (book_choose(requested, p->FILE, path, sizeof path) != BOOK_CHOICE_FILE)
        return true; /* "none", or no book installed: search from the first move */
    return open_path(ob, path, err, errlen);
}

bool obook_open_file(obook_t *ob, const char *name, char *err, size_t errlen)
{
    char found[OBOOK_FILE_MAX];
    if (!book_locate(name, found, sizeof found))
        snprintf(found, sizeof found, "%s", name);
    return open_path(ob, found, err, errlen);
}

const char *obook_file(const obook_t *ob)
{
    return ob->book ? ob->file : NULL;
}

move_t obook_move(obook_t *ob, const board_t *b, const params_t *p)
{
    if (!ob->book)
        return MOVE_NONE;
    int ply = (b->fullmove - 1) * 2 + (b->side == BLACK);
    if (ply >= p->BOOK_DEPTH)
        return MOVE_NONE;
    return book_pick(ob->book, b, p->BOOK_VARIETY, &ob->rng);
}

int obook_moves(const obook_t *ob, const board_t *b, obook_move_t *out, int max)
{
    if (!ob->book)
        return 0;
    book_move_t list[BOOK_MAX_MOVES];
    int n = book_entries(ob->book, b, list, max < BOOK_MAX_MOVES ? max : BOOK_MAX_MOVES);
    for (int i = 0; i < n; i++)
        out[i] = (obook_move_t){ list[i].move, list[i].weight };
    return n;
}

size_t obook_entries(const obook_t *ob, uint64_t key, obook_entry_t *out, size_t max)
{
    if (!ob->book)
        return 0;
    const book_entry_t *e;
    size_t n = book_find(ob->book, key, &e);
    for (size_t i = 0; i < n && i < max; i++) {
        out[i] = (obook_entry_t){ .key = e[i].key, .weight = e[i].weight, .learn = e[i].learn };
        book_raw_to_text(e[i].move, out[i].move);
    }
    return n;
}

size_t obook_size(const obook_t *ob)
{
    return ob->book ? book_size(ob->book) : 0;
}

void obook_time_probes(const obook_t *ob, const board_t *b, long n, double *hit_us, double *miss_us)
{
    book_move_t out[BOOK_MAX_MOVES];
    volatile int sink = 0;
    int64_t t0 = time_now_us();
    for (long i = 0; i < n; i++)
        sink += book_entries(ob->book, b, out, BOOK_MAX_MOVES);
    int64_t t1 = time_now_us();
    /* Misses cost only the binary search: random keys show that part. */
    uint64_t rng = 12345;
    const book_entry_t *e;
    for (long i = 0; i < n; i++)
        sink += (int)book_find(ob->book, book_random(&rng), &e);
    int64_t t2 = time_now_us();
    (void)sink;
    *hit_us = (double)(t1 - t0) / (double)n;
    *miss_us = (double)(t2 - t1) / (double)n;
}
