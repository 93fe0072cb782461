/* bench.h -- the bench: every position of an EPD file (tests/bench.epd by
 * default) searched to a fixed depth on one thread, deterministically,
 * with the hash table cleared before each.  The total node count is
 * Acolyte's bench signature: it changes only when the search or the
 * default evaluation changes what it does.  `acolyte bench` and the
 * console's `bench` both run it and print it the same way.
 */
#ifndef ACOLYTE_BENCH_H
#define ACOLYTE_BENCH_H

#include <stdint.h>
#include <stdio.h>

#include "api/engine.h"

enum { BENCH_DEFAULT_DEPTH = 11, BENCH_HASH_MB = 16 };

/* One searched position, as reported while the bench runs. */
typedef struct {
    int index;          /* 1-based */
    move_t best;
    score_t score;
    uint64_t nodes;
} bench_line_t;

typedef struct {
    int positions;
    uint64_t nodes;
    int64_t time_ms;    /* searching only, not clearing the table */
} bench_total_t;

/* Open a data file: 'given' when not NULL, else 'name' in the position
 * folders of util/data_dirs.h, else, for bench.epd, the copy compiled
 * into the program.  The path opened goes into path; when none opens, the
 * name and the folders searched (for a message). */
FILE *bench_open_data(const char *name, const char *given, char *path, size_t len);

/* The bench positions compiled into the program (params/builtin_data.h),
 * as a stream; path says "bench.epd (built in)".  NULL if no temporary
 * file can be made. */
FILE *bench_open_builtin(char *path, size_t len);

/* The FEN part of an EPD or FEN line: the first four fields, plus the
 * move counters when they are numbers; *rest points past it (the EPD
 * operations). */
void bench_epd_fen(const char *line, char *fen, size_t len, const char **rest);

/* Run the bench of file f (read as 'path', for messages) on engine e,
 * which should have one thread and a deterministic setting.  on_line, if
 * not NULL, is called after each position.  Returns false with
 * "PATH:LINE: bad FEN: ..." in err on a bad line. */
bool engine_bench(engine_t *e, FILE *f, const char *path, int depth,
                  void (*on_line)(void *ctx, const bench_line_t *line), void *ctx, bench_total_t *total,
                  char *err, size_t errlen);

/* The fixed output lines: "position N bestmove M score S nodes N" and the
 * last line "bench nodes N time_ms T nps X" that scripts read. */
void bench_print_line(FILE *out, const bench_line_t *line);
void bench_print_total(FILE *out, const bench_total_t *total);

/* "N nodes X nps": the bench's total in the form OpenBench's client reads
 * (it takes the first number before "nps" on a line, which in the line
 * above is the time). */
void bench_print_openbench(FILE *out, const bench_total_t *total);

#endif
