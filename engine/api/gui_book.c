/* gui_book.c -- the opening book glue shared by the xboard and UCI front
 * ends (see gui_book.h), so a personality plays the same book in both. */
#include "gui_book.h"

#include "openings/book_path.h"

book_t *gui_book_open(const char *requested, const params_t *p, bool *failed, char *err, size_t errlen)
{
    char path[4096];
    *failed = false;
    if (book_choose(requested, p->FILE, path, sizeof path) != BOOK_CHOICE_FILE)
        return NULL; /* "none", or no book installed: search from the first move */
    book_t *b = book_open(path, err, errlen);
    *failed = b == NULL;
    return b;
}

move_t gui_book_move(book_t *book, const board_t *b, const params_t *p, uint64_t *rng)
{
    if (!book)
        return MOVE_NONE;
    int ply = (b->fullmove - 1) * 2 + (b->side == BLACK);
    if (ply >= p->BOOK_DEPTH)
        return MOVE_NONE;
    return book_pick(book, b, p->BOOK_VARIETY, rng);
}

bool gui_book_locate(const char *name, char *out, size_t len)
{
    return book_locate(name, out, len);
}
