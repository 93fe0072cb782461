/* book_path.c -- locating opening books (see book_path.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "openings/book_path.h"
#include "util/platform.h"

#ifndef PKGDATADIR
#define PKGDATADIR "/usr/local/share/acolyte"
#endif

static bool try_path(const char *dir, const char *sub, const char *name, char *out, size_t len)
{
    /* No room, no path (the test on out also spares the sanitizer
     * build GCC's "null destination pointer" warning). */
    if (!dir || !*dir || !out || !len)
        return false;
    int n = snprintf(out, len, "%s%s/%s", dir, sub, name);
    return n > 0 && (size_t)n < len && access(out, R_OK) == 0;
}

bool book_locate(const char *name, char *out, size_t len)
{
    if (strchr(name, '/')) {
        snprintf(out, len, "%s", name);
        return access(out, R_OK) == 0;
    }
    const char *env = getenv("ACOLYTE_BOOKS");
    if (env && *env) {
        /* Separated like PATH: ':', or ';' on Windows. */
        const char sep[] = { PLATFORM_PATH_LIST_SEPARATOR, '\0' };
        char dirs[4096];
        snprintf(dirs, sizeof dirs, "%s", env);
        char *save = NULL;
        for (char *d = strtok_r(dirs, sep, &save); d; d = strtok_r(NULL, sep, &save))
            if (try_path(d, "", name, out, len))
                return true;
    }
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    if (xdg && *xdg ? try_path(xdg, "/acolyte/book", name, out, len)
                    : try_path(home, "/.local/share/acolyte/book", name, out, len))
        return true;
    if (try_path(PKGDATADIR, "/book", name, out, len))
        return true;
#ifdef BUILDDIR
    /* Run uninstalled: the books are built in the build tree. */
    if (try_path(BUILDDIR, "/book", name, out, len))
        return true;
#endif
#ifdef SRCDIR
    if (try_path(SRCDIR, "/book", name, out, len))
        return true;
#endif
    /* A file of that name in the current directory. */
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
