/* console_tools.c -- the console's tools that look at the position without
 * playing: eval (the term table), perft/divide (move-path counts), the
 * opening book, and the engine settings hash and threads.
 *
 * Output formats follow the command line (DESIGN.md), so a number seen in
 * the console can be compared with `acolyte perft` or `acolyte book`.
 */
#include "config.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "api/book.h"
#include "api/evaluator.h"
#include "console.h"
#include "api/moves.h"
#include "api/bench.h"
#include "util/util.h"


enum { PERFT_MAX = 9 };

bool console_cmd_eval(console_t *c, int argc, char **argv)
{
    if (argc > 1)
        return console_error(c, "'%s' takes no arguments", argv[0]);
    eval_trace_t tr;
    engine_eval_trace(c->engine, &tr);
    trace_print(&tr, stdout);
    return true;
}

static bool perft_depth(console_t *c, int argc, char **argv, long *depth)
{
    if (argc != 2 || !parse_int(argv[1], 1, PERFT_MAX, depth))
        return console_error(c, "usage: %s N (a depth from 1 to %d)", argv[0], PERFT_MAX);
    return true;
}

static void perft_summary(long depth, uint64_t nodes, int64_t start_us)
{
    int64_t us = time_now_us() - start_us;
    uint64_t nps = us > 0 ? nodes * 1000000 / (uint64_t)us : 0;
    printf("perft %ld nodes %" PRIu64 " time_ms %" PRId64 " nps %" PRIu64 "\n", depth, nodes, us / 1000, nps);
}

bool console_cmd_perft(console_t *c, int argc, char **argv)
{
    long depth;
    if (!perft_depth(c, argc, argv, &depth))
        return false;
    c->scratch = *engine_board(c->engine);
    int64_t start = time_now_us();
    uint64_t n = moves_perft(&c->scratch, (int)depth);
    perft_summary(depth, n, start);
    return true;
}

bool console_cmd_divide(console_t *c, int argc, char **argv)
{
    long depth;
    if (!perft_depth(c, argc, argv, &depth))
        return false;
    c->scratch = *engine_board(c->engine);
    int64_t start = time_now_us();
    legal_moves_t list;
    uint64_t total = 0;
    moves_legal(&c->scratch, &list);
    for (int i = 0; i < list.count; i++) {
        char text[MOVE_STR_MAX];
        move_to_coord(list.moves[i], text);
        board_make_move(&c->scratch, list.moves[i]);
        uint64_t n = moves_perft(&c->scratch, (int)depth - 1);
        board_unmake_move(&c->scratch);
        printf("%s: %" PRIu64 "\n", text, n);
        total += n;
    }
    perft_summary(depth, total, start);
    return true;
}

/* ---- the opening book ------------------------------------------------------ */

/* Open the book the console shows: one chosen with `book FILE`, else the
 * command line's --book, else the personality's [book] FILE, else the
 * project's own book.  No book open when the choice is "none" or no book
 * is installed. */
static bool book_choice(const console_t *c, obook_t *ob, char *err, size_t errlen)
{
    const char *requested = c->book_path[0] ? c->book_path : c->opts ? c->opts->book : NULL;
    return obook_open(ob, requested, &engine_personality(c->engine)->params, err, errlen);
}

bool console_cmd_book(console_t *c, int argc, char **argv)
{
    char path[sizeof c->book_path], err[512];
    obook_t book, *ob = &book;
    obook_init(ob, 0);
    if (argc > 2)
        return console_error(c, "usage: book [FILE|none]");
    if (argc == 2) {
        if (strcmp(argv[1], "none") != 0) {
            /* Check the new book before switching to it. */
            bool readable = obook_open_file(ob, argv[1], err, sizeof err);
            obook_close(ob);
            if (!readable)
                return console_error(c, "%s", err);
        }
        if (strlen(argv[1]) >= sizeof c->book_path)
            return console_error(c, "book: file name too long");
        strcpy(c->book_path, argv[1]);
    }
    if (!book_choice(c, ob, err, sizeof err))
        return console_error(c, "%s", err);
    if (!obook_file(ob)) {
        printf("no book (book none)\n");
        return true;
    }
    snprintf(path, sizeof path, "%s", obook_file(ob));
    obook_move_t moves[MAX_MOVES];
    const board_t *b = engine_board(c->engine);
    int n = obook_moves(ob, b, moves, MAX_MOVES);
    obook_close(ob);
    if (n == 0) {
        printf("no book moves for this position in %s\n", path);
        return true;
    }
    uint64_t total = 0;
    for (int i = 0; i < n; i++)
        total += moves[i].weight;
    printf("%d book move%s in %s:\n", n, n == 1 ? "" : "s", path);
    for (int i = 0; i < n; i++) {
        char san[MOVE_STR_MAX], coord[MOVE_STR_MAX];
        c->scratch = *b;
        move_to_san(&c->scratch, moves[i].move, san);
        move_to_coord(moves[i].move, coord);
        double share = total ? 100.0 * moves[i].weight / (double)total : 0.0;
        printf("  %-8s %-6s %6u %5.1f%%\n", san, coord, (unsigned)moves[i].weight, share);
    }
    return true;
}

/* ---- engine settings ------------------------------------------------------------ */

bool console_cmd_hash(console_t *c, int argc, char **argv)
{
    long mb;
    char err[256];
    if (argc != 2 || !parse_int(argv[1], 1, 65536, &mb))
        return console_error(c, "usage: hash MB (a size from 1 to 65536)");
    if (!engine_set_hash(c->engine, (int)mb, err, sizeof err))
        return console_error(c, "hash %ld: %s", mb, err);
    printf("hash %ld MB\n", mb);
    return true;
}

bool console_cmd_threads(console_t *c, int argc, char **argv)
{
    long n;
    char err[256];
    if (argc != 2 || !parse_int(argv[1], 1, 256, &n))
        return console_error(c, "usage: threads N (a number from 1 to 256)");
    if (!engine_set_threads(c->engine, (int)n, err, sizeof err))
        return console_error(c, "threads %ld: %s", n, err);
    printf("threads %ld\n", n);
    return true;
}

/* bench: the same run and signature as `acolyte bench [DEPTH]` (its own
 * engine with a fresh hash, so the console's state is not disturbed). */
static void print_bench_line(void *out, const bench_line_t *line)
{
    bench_print_line(out, line);
}

bool console_cmd_bench(console_t *c, int argc, char **argv)
{
    long depth = BENCH_DEFAULT_DEPTH;
    if (argc > 2 || (argc == 2 && !parse_int(argv[1], 1, MAX_PLY - 8, &depth)))
        return console_error(c, "usage: bench [DEPTH]");
    char path[4096], err[512];
    FILE *f = bench_open_data("bench.epd", NULL, path, sizeof path);
    if (!f)
        return console_error(c, "bench: cannot open %s", path);
    engine_options_t opts = { .hash_mb = BENCH_HASH_MB, .threads = 1 };
    engine_t *e = engine_new(&opts, err, sizeof err);
    if (!e) {
        fclose(f);
        return console_error(c, "bench: %s", err);
    }
    engine_set_deterministic(e, true);
    bench_total_t total;
    bool good = engine_bench(e, f, path, (int)depth, print_bench_line, stdout, &total, err, sizeof err);
    fclose(f);
    engine_free(e);
    if (!good)
        return console_error(c, "bench: %s", err);
    bench_print_total(stdout, &total);
    fflush(stdout);
    return true;
}
