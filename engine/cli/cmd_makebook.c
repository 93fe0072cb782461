/* cmd_makebook.c -- `acolyte makebook IN.pgn OUT.bin [options]`: build a
 * Polyglot book from PGN games (makebook.h does the work; see cmd.h). */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli/cmd.h"
#include "api/makebook.h"
#include "util/util.h"

const char cmd_makebook_usage[] =
    "makebook IN.pgn OUT.bin [--max-ply N] [--min-games N] [--only-white|--only-black] [--uniform]";

static int usage(void)
{
    print_synopsis(stderr, "usage: acolyte ", cmd_makebook_usage);
    return 2;
}

int cmd_makebook(const engine_options_t *g, int argc, char **argv)
{
    (void)g;
    makebook_opts_t o;
    makebook_defaults(&o);
    const char *files[2];
    int nfiles = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        long v;
        bool max_ply = strcmp(a, "--max-ply") == 0;
        if (max_ply || strcmp(a, "--min-games") == 0) {
            if (i + 1 >= argc || !parse_int(argv[i + 1], max_ply ? 0 : 1, 1000000, &v)) {
                fprintf(stderr, "acolyte makebook: %s needs a number (%s)\n", a,
                        max_ply ? "0 or more" : "1 or more");
                return 2;
            }
            i++;
            if (max_ply)
                o.max_ply = (int)v;
            else
                o.min_games = (int)v;
        } else if (strcmp(a, "--only-white") == 0 || strcmp(a, "--only-black") == 0) {
            int side = a[7] == 'w' ? WHITE : BLACK;
            if (o.only >= 0 && o.only != side) {
                fprintf(stderr, "acolyte makebook: --only-white and --only-black exclude each other\n");
                return 2;
            }
            o.only = side;
        } else if (strcmp(a, "--uniform") == 0)
            o.uniform = true;
        else if (a[0] == '-' && a[1] == '-')
            return usage();
        else if (nfiles < 2)
            files[nfiles++] = a;
        else
            return usage();
    }
    if (nfiles != 2)
        return usage();
    o.progress = isatty(2);
    return makebook(files[0], files[1], &o);
}
