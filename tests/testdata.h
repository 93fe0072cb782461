/* testdata.h -- shared helpers for C tests: locating tests/data and reading
 * the perft suite (FEN ;D1 n ;D2 n ...).  Header-only, like tap.h. */
#ifndef ACOLYTE_TESTDATA_H
#define ACOLYTE_TESTDATA_H

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_dirs.h"

enum { SUITE_MAX_DEPTH = 8, SUITE_MAX_POSITIONS = 400 };

typedef struct {
    char fen[128];
    int depths;                          /* number of counts given */
    uint64_t count[SUITE_MAX_DEPTH + 1]; /* count[d] for d = 1..depths */
} suite_entry_t;

/* The source tree the build was configured from, when the build says. */
#ifdef SRCDIR
#define TESTDATA_SRCDIR_ SRCDIR
#else
#define TESTDATA_SRCDIR_ NULL
#endif

/* Open a file under tests/data, found through $srcdir or $top_srcdir, or
 * else in the source tree of the build (a test run by hand, or under Wine
 * from another folder). */
static inline FILE *testdata_open(const char *name)
{
    const char *dirs[] = { getenv("top_srcdir"), getenv("srcdir"), ".", "..", TESTDATA_SRCDIR_ };
    char path[1024];
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
        if (!dirs[i])
            continue;
        snprintf(path, sizeof path, "%s/tests/data/%s", dirs[i], name);
        FILE *f = fopen(path, "r");
        if (f)
            return f;
    }
    return NULL;
}

/* Read the perft suite; returns the number of entries (0 if missing). */
static inline int suite_read(suite_entry_t *out, int max)
{
    FILE *f = testdata_open("perft.epd");
    if (!f)
        return 0;
    char line[1024];
    int n = 0;
    while (n < max && fgets(line, sizeof line, f)) {
        char *semi = strchr(line, ';');
        if (!semi)
            continue;
        suite_entry_t *e = &out[n];
        size_t len = (size_t)(semi - line);
        while (len && line[len - 1] == ' ')
            len--;
        if (len >= sizeof e->fen)
            continue;
        memcpy(e->fen, line, len);
        e->fen[len] = '\0';
        e->depths = 0;
        for (char *p = semi; p && *p == ';'; p = strchr(p + 1, ';')) {
            int d;
            uint64_t c;
            if (sscanf(p, ";D%d %" SCNu64, &d, &c) == 2 && d >= 1 && d <= SUITE_MAX_DEPTH) {
                e->count[d] = c;
                if (d > e->depths)
                    e->depths = d;
            }
        }
        n++;
    }
    fclose(f);
    return n;
}

#endif
