/* book_path.c -- locating opening books (see book_path.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "openings/book_path.h"
#include "util/data_dirs.h"

bool book_locate(const char *name, char *out, size_t len)
{
    if (!out || !len)
        return false;
    if (!data_name_is_path(name) && data_dirs_find(DATA_BOOKS, name, out, len))
        return true;
    /* A path, or a file of that name in the current directory. */
    snprintf(out, len, "%s", name);
    return access(out, R_OK) == 0;
}

book_choice_t book_choose(const char *requested, const char *personality_file, char *out, size_t len)
{
    const char *name = requested && *requested ? requested : personality_file && *personality_file ? personality_file : NULL;
    if (name && strcmp(name, "none") == 0)
        return BOOK_CHOICE_NONE;
    if (!name)
        return book_locate("acolyte.bin", out, len) ? BOOK_CHOICE_FILE : BOOK_CHOICE_ABSENT;
    if (!book_locate(name, out, len))
        snprintf(out, len, "%s", name);
    return BOOK_CHOICE_FILE;
}
