/* gui_book.h -- the opening book as both protocol front ends use it.
 *
 * Which book: the file the front end was told (--book, UCI BookFile),
 * else the personality's [book] FILE, else the installed acolyte.bin.
 * "none" anywhere means no book.  Book moves end after the personality's
 * BOOK_DEPTH plies and are picked with its BOOK_VARIETY.
 */
#ifndef ACOLYTE_GUI_BOOK_H
#define ACOLYTE_GUI_BOOK_H

#include <stdbool.h>
#include <stdint.h>

#include "openings/book.h"
#include "params/params.h"

/* The book to use, or NULL: quietly when none is wanted or installed,
 * with err set (and *failed true) when a named book cannot be read. */
book_t *gui_book_open(const char *requested, const params_t *p, bool *failed, char *err, size_t errlen);
/* The file a book name stands for: a path as it is, a bare name looked up
 * in the book folders (util/data_dirs.h); false if none is readable. */
bool gui_book_locate(const char *name, char *out, size_t len);
/* A book move for b, or MOVE_NONE (book NULL, out of book, too deep). */
move_t gui_book_move(book_t *book, const board_t *b, const params_t *p, uint64_t *rng);

#endif
