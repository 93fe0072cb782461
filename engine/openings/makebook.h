/* makebook.h -- build a Polyglot book from PGN games (`acolyte makebook`).
 *
 * The entries are those `polyglot make-book` writes for the same games and
 * options (found by experiment, see makebook.c): the book is interchangeable
 * with one made by Polyglot itself.
 */
#ifndef ACOLYTE_MAKEBOOK_H
#define ACOLYTE_MAKEBOOK_H

#include <stdbool.h>
#include <stdio.h>

typedef struct {
    int max_ply;    /* only the first max_ply plies of each game (default 1024) */
    int min_games;  /* a move must occur at least this often (default 3) */
    int only;       /* -1 both sides, or WHITE / BLACK: whose moves are kept */
    bool uniform;   /* every weight 1 */
    bool progress;  /* show progress on stderr */
} makebook_opts_t;

void makebook_defaults(makebook_opts_t *o);

/* Read PGN file in, write book out (by save_file(): an existing file is
 * replaced in one step, never damaged by a failure; a directory, device
 * or FIFO, or "-", is refused before the games are read).  Bad games are reported on stderr
 * and skipped.  Returns 0, or 1 with a message on stderr. */
int makebook(const char *in, const char *out, const makebook_opts_t *o);

#endif
