/* book_path.h -- which opening book a front end should open.
 *
 * One rule for xboard, UCI and the console: the book named on the command
 * line (or by a GUI option), else the personality's [book] FILE, else the
 * project's own acolyte.bin.  "none" anywhere means no book.  A bare file
 * name ("clericus.bin") is looked up in the book directories, so a
 * personality can name a shipped book without knowing where it is
 * installed.
 */
#ifndef ACOLYTE_BOOK_PATH_H
#define ACOLYTE_BOOK_PATH_H

#include <stdbool.h>
#include <stddef.h>

typedef enum {
    BOOK_CHOICE_NONE,    /* "none": play without a book */
    BOOK_CHOICE_FILE,    /* open the path written to out */
    BOOK_CHOICE_ABSENT   /* nothing named and no default installed: quietly none */
} book_choice_t;

/* Decide: 'requested' is the command-line/GUI choice (NULL or "" = none
 * given), 'personality_file' the personality's [book] FILE ("" = none
 * given).  A named book that cannot be found is still returned as
 * BOOK_CHOICE_FILE (with the name as given) so opening it reports the
 * error to the user. */
book_choice_t book_choose(const char *requested, const char *personality_file, char *out, size_t len);

/* book_locate(): resolve a bare book name in the book folders of
 * util/data_dirs.h ($ACOLYTE_BOOKS, the user's data folder, beside the
 * executable, the installation folder), then the current directory.  A
 * path (data_name_is_path) is used as it is.  False when no readable file
 * was found. */
bool book_locate(const char *name, char *out, size_t len);

#endif
