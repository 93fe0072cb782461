/* cmd_book.c -- `acolyte book`: list the book moves of a position, dump the
 * raw entries, or time probes.  Scripts and tests rely on the output:
 *
 *   acolyte book FILE [FEN|startpos] [moves M...]   "e2e4 12135 39.4%" per move
 *   --san     the move in SAN instead of coordinates
 *   --raw     every stored entry for the key, untranslated, in file order:
 *             "463b96181691fc9c e1h1 12135 0" (key, move, weight, learn)
 *   --bench N time N probes; prints "book probe us X entries E bytes B"
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/book.h"
#include "cli/cmd.h"
#include "core/fen.h"
#include "core/notation.h"
#include "util/util.h"

const char cmd_book_usage[] = "book [--raw] [--san] [--bench N] FILE [FEN|startpos] [moves M...]";

static int usage(void)
{
    print_synopsis(stderr, "usage: acolyte ", cmd_book_usage);
    return 2;
}

/* Set up the position from the words after FILE: an optional FEN (several
 * shell words) and an optional "moves" list, UCI style. */
static int setup(board_t *b, int argc, char **argv, int first)
{
    int moves_at = argc;
    for (int i = first; i < argc; i++)
        if (strcmp(argv[i], "moves") == 0) {
            moves_at = i;
            break;
        }
    char fen[512], err[128];
    if (!join_args(moves_at, argv, first, fen, sizeof fen)) {
        fprintf(stderr, "acolyte book: FEN too long\n");
        return 1;
    }
    if (fen[0] == '\0' || strcmp(fen, "startpos") == 0)
        board_init_startpos(b);
    else if (!fen_parse(b, fen, err, sizeof err)) {
        fprintf(stderr, "acolyte book: bad FEN '%s': %s\n", fen, err);
        return 1;
    }
    for (int i = moves_at + 1; i < argc; i++) {
        move_t m = move_parse(b, argv[i], err, sizeof err);
        if (m == MOVE_NONE) {
            fprintf(stderr, "acolyte book: move %d '%s': %s\n", i - moves_at, argv[i], err);
            return 1;
        }
        board_make_move(b, m);
    }
    return 0;
}

static void bench(const obook_t *ob, const board_t *b, long n)
{
    double hit_us, miss_us;
    obook_time_probes(ob, b, n, &hit_us, &miss_us);
    printf("book probe us %.3f miss us %.3f entries %zu bytes %zu probes %ld\n", hit_us, miss_us, obook_size(ob),
           obook_size(ob) * OBOOK_ENTRY_BYTES, n);
}

/* Print what was asked for position b. */
static int list(const obook_t *ob, board_t *b, bool raw, bool san, long bench_n)
{
    if (bench_n)
        bench(ob, b, bench_n);
    else if (raw) {
        size_t n = obook_entries(ob, b->key, NULL, 0);
        obook_entry_t *e = malloc((n ? n : 1) * sizeof *e);
        if (!e) {
            fprintf(stderr, "acolyte book: out of memory\n");
            return 1;
        }
        obook_entries(ob, b->key, e, n);
        for (size_t k = 0; k < n; k++)
            printf("%016" PRIx64 " %s %u %" PRIu32 "\n", e[k].key, e[k].move, e[k].weight, e[k].learn);
        free(e);
    } else {
        obook_move_t moves[MAX_MOVES];
        int n = obook_moves(ob, b, moves, MAX_MOVES);
        double total = 0;
        for (int k = 0; k < n; k++)
            total += moves[k].weight;
        for (int k = 0; k < n; k++) {
            char mv[MOVE_STR_MAX];
            if (san)
                move_to_san(b, moves[k].move, mv);
            else
                move_to_coord(moves[k].move, mv);
            printf("%s %u %.1f%%\n", mv, moves[k].weight, total > 0 ? 100.0 * moves[k].weight / total : 0.0);
        }
    }
    return 0;
}

int cmd_book(const engine_options_t *g, int argc, char **argv)
{
    (void)g;
    bool raw = false, san = false;
    long bench_n = 0;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
        if (strcmp(argv[i], "--raw") == 0)
            raw = true;
        else if (strcmp(argv[i], "--san") == 0)
            san = true;
        else if (strcmp(argv[i], "--bench") == 0 && i + 1 < argc) {
            if (!parse_int(argv[++i], 1, 100000000, &bench_n))
                return usage();
        } else
            return usage();
    }
    if (i >= argc)
        return usage();
    const char *path = argv[i++];
    board_t *pos = malloc(sizeof *pos); /* large (history): off the stack */
    if (!pos || setup(pos, argc, argv, i)) {
        free(pos);
        return 1;
    }
    /* A bare name ("clericus.bin") is looked up as --book looks it up. */
    char err[512];
    obook_t *ob = malloc(sizeof *ob);
    if (ob)
        obook_init(ob, 0);
    if (!ob || !obook_open_file(ob, path, err, sizeof err)) {
        fprintf(stderr, "acolyte book: %s\n", ob ? err : "out of memory");
        free(ob);
        free(pos);
        return 1;
    }
    int rc = list(ob, pos, raw, san, bench_n);
    obook_close(ob);
    free(ob);
    free(pos);
    return rc;
}
