/* xboard_book.c -- the opening book as the xboard front end uses it: which
 * file to open, book moves in play, and the 'bk' listing.
 *
 * Which book: the --book file given on the command line, else the
 * personality's [book] FILE, else the installed acolyte.bin.  "none"
 * anywhere means no book; the Book option switches it off altogether.
 * A missing default book is quiet; a book the user named and that cannot
 * be read is reported with tellusererror, and play goes on without it.
 */
#include <string.h>

#include "core/notation.h"
#include "xboard/xboard_internal.h"
#include "api/book.h"

void xb_book_close(xb_t *xb)
{
    obook_close(&xb->book.open);
}

void xb_book_open(xb_t *xb)
{
    xb_book_close(xb);
    if (!xb->book.on)
        return;
    char err[512];
    if (!obook_open(&xb->book.open, xb->opts.book, &engine_personality(xb->engine)->params, err, sizeof err))
        xb_tell(xb, true, "Book not used: %s", err);
}

move_t xb_book_move(xb_t *xb)
{
    if (!xb->book.on)
        return MOVE_NONE;
    return obook_move(&xb->book.open, engine_board(xb->engine), &engine_personality(xb->engine)->params);
}

void xb_cmd_bk(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    /* Section 8: every line starts with a blank or tab; an empty line ends. */
    if (!obook_file(&xb->book.open) || !xb->book.on || !xb->pos_ok) {
        xb_send(xb, "\t%s", !xb->pos_ok ? "no position" : "no opening book loaded");
        xb_send(xb, "%s", "");
        return;
    }
    obook_move_t list[64];
    const board_t *b = engine_board(xb->engine);
    int n = obook_moves(&xb->book.open, b, list, 64);
    long total = 0;
    for (int i = 0; i < n; i++)
        total += list[i].weight;
    if (n == 0)
        xb_send(xb, "\tno book moves in this position");
    for (int i = 0; i < n; i++) {
        char san[MOVE_STR_MAX];
        xb_san(xb, b, list[i].move, san);
        xb_send(xb, "\t%s %.1f%% (weight %u)", san, total ? 100.0 * list[i].weight / (double)total : 0.0,
                (unsigned)list[i].weight);
    }
    xb_send(xb, "%s", "");
}
