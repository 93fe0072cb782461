/* book.h -- the opening book as every front end and command uses it: one
 * handle (obook_t) for the open book, the file it came from and the random
 * state its choices draw on.
 *
 * Which book (obook_open): the file the front end was told (--book, UCI
 * BookFile, the console's `book FILE`), else the personality's [book]
 * FILE, else the installed acolyte.bin.  "none" anywhere means no book.
 * Book moves end after the personality's BOOK_DEPTH plies and are picked
 * with its BOOK_VARIETY, so a personality plays the same book everywhere.
 *
 * Over openings/book.h and openings/book_path.h, which stay the book
 * maker's and the tests' way in: a front end needs the moves of a
 * position, not the file format.
 */
#ifndef ACOLYTE_API_BOOK_H
#define ACOLYTE_API_BOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "api/position.h"
#include "api/personality.h"

enum {
    OBOOK_FILE_MAX = 4096,
    OBOOK_ENTRY_BYTES = 16 /* one entry in the file */
};

/* The fields are book.c's; use the functions.  A zeroed handle has no
 * book open. */
typedef struct {
    struct book *book;          /* openings/book.h; NULL = no book open */
    uint64_t rng;               /* the choices' generator state */
    char file[OBOOK_FILE_MAX];  /* the open book's file */
} obook_t;

/* A legal book move of a position and its weight. */
typedef struct {
    move_t move;
    unsigned weight;
} obook_move_t;

/* A stored entry, untranslated: the Polyglot move as text ("e1h1"). */
typedef struct {
    uint64_t key;
    char move[8];
    unsigned weight;
    uint32_t learn;
} obook_entry_t;

/* No book open; seed starts the generator of obook_move. */
void obook_init(obook_t *ob, uint64_t seed);
/* Close the open book, if any (the handle stays usable). */
void obook_close(obook_t *ob);

/* Open the book chosen for requested (NULL or "" = none named) and the
 * personality p.  True with no book open when the choice is "none" or
 * nothing is installed; false with err (and no book) when a named book
 * cannot be read.  A book open before is closed first. */
bool obook_open(obook_t *ob, const char *requested, const params_t *p, char *err, size_t errlen);
/* Open the named file: a bare name ("clericus.bin") is looked up in the
 * book folders as --book looks it up.  False with err naming the file. */
bool obook_open_file(obook_t *ob, const char *name, char *err, size_t errlen);
/* The file of the open book, or NULL when none is open. */
const char *obook_file(const obook_t *ob);

/* A book move for b under p's BOOK_DEPTH and BOOK_VARIETY, or MOVE_NONE
 * (no book, out of book, too deep). */
move_t obook_move(obook_t *ob, const board_t *b, const params_t *p);
/* The legal book moves of b, most weight first; at most max (MAX_MOVES
 * is always enough).  0 without a book. */
int obook_moves(const obook_t *ob, const board_t *b, obook_move_t *out, int max);
/* The stored entries for a position key in file order: returns how many
 * there are and copies at most max of them. */
size_t obook_entries(const obook_t *ob, uint64_t key, obook_entry_t *out, size_t max);
/* Entries in the whole book. */
size_t obook_size(const obook_t *ob);
/* Time n probes for b (a hit, or a miss) and n probes of random keys
 * (misses: the binary search alone), microseconds per probe. */
void obook_time_probes(const obook_t *ob, const board_t *b, long n, double *hit_us, double *miss_us);

#endif
