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

#include "core/notation.h"
#include "uci/uci.h"
#include "util/util.h"
#include "api/book.h"

void uci_book_close(uci_t *u)
{
    obook_close(&u->book);
}

void uci_book_open(uci_t *u, bool quiet)
{
    uci_book_close(u);
    if (!u->own_book)
        return;
    char err[512];
    bool failed = !obook_open(&u->book, u->book_file, &engine_personality(u->engine)->params, err, sizeof err);
    if (failed && quiet)
        snprintf(u->startup_note, sizeof u->startup_note, "opening book not used: %s", err);
    else if (failed)
        uci_send(u, "info string opening book not used: %s", err);
}

move_t uci_book_move(uci_t *u)
{
    if (!u->own_book)
        return MOVE_NONE;
    return obook_move(&u->book, engine_board(u->engine), &engine_personality(u->engine)->params);
}
