/* uci_book.c -- the engine's own opening book under UCI (OwnBook).
 *
 * Which book: the BookFile option (preset by --book), else the
 * personality's [book] FILE, else the installed acolyte.bin -- the same
 * order as the xboard front end, so a personality plays the same book in
 * both.  "none" anywhere means no book; OwnBook false switches it off.  A
 * missing default book is quiet; a book the user named that cannot be read
 * is reported with "info string" and play goes on without it.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "openings/book.h"
#include "openings/book_path.h"
#include "core/notation.h"
#include "uci/uci.h"
#include "util/util.h"

void uci_book_close(uci_t *u)
{
    if (u->book)
        book_close(u->book);
    u->book = NULL;
}

void uci_book_open(uci_t *u, bool quiet)
{
    uci_book_close(u);
    if (!u->own_book)
        return;
    const params_t *p = &engine_personality(u->engine)->params;
    char path[4096];
    if (book_choose(u->book_file, p->FILE, path, sizeof path) != BOOK_CHOICE_FILE)
        return; /* "none", or no book installed: search from the first move */
    char err[512];
    u->book = book_open(path, err, sizeof err);
    if (!u->book && quiet)
        snprintf(u->startup_note, sizeof u->startup_note, "opening book not used: %s", err);
    else if (!u->book)
        uci_send(u, "info string opening book not used: %s", err);
}

move_t uci_book_move(uci_t *u)
{
    if (!u->book || !u->own_book)
        return MOVE_NONE;
    const board_t *b = engine_board(u->engine);
    const params_t *p = &engine_personality(u->engine)->params;
    int ply = (b->fullmove - 1) * 2 + (b->side == BLACK);
    if (ply >= p->BOOK_DEPTH)
        return MOVE_NONE;
    return book_pick(u->book, b, p->BOOK_VARIETY, &u->book_rng);
}
