/* bench.c -- the bench (bench.h): the fixed-depth searches whose node
 * total is the bench signature, shared by the command line and the console.
 */
#include "api/bench.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "params/builtin_data.h"
#include "util/data_dirs.h"
#include "util/util.h"

FILE *bench_open_builtin(char *path, size_t len)
{
    /* A temporary file, so the bench reads it as it reads any EPD file. */
    FILE *f = tmpfile();
    snprintf(path, len, "bench.epd (built in)");
    if (f && (fputs(builtin_bench_epd, f) == EOF || fseek(f, 0, SEEK_SET) != 0)) {
        fclose(f);
        f = NULL;
    }
    return f;
}

FILE *bench_open_data(const char *name, const char *given, char *path, size_t len)
{
    if (given) {
        snprintf(path, len, "%s", given);
        return fopen(path, "r");
    }
    if (data_dirs_find(DATA_POSITIONS, name, path, len))
        return fopen(path, "r");
    if (!strcmp(name, "bench.epd"))
        return bench_open_builtin(path, len); /* a lone executable's own copy */
    /* Not found: the message names the file and where it was looked for. */
    data_dirs_t *d = malloc(sizeof *d);
    if (d)
        data_dirs_list(DATA_POSITIONS, d);
    int w = snprintf(path, len, "%s (searched", name);
    for (int i = 0; d && i < d->count && w >= 0 && (size_t)w < len; i++)
        w += snprintf(path + w, len - (size_t)w, "%s %s", i ? "," : "", d->dir[i]);
    if (w >= 0 && (size_t)w < len)
        snprintf(path + w, len - (size_t)w, ")");
    free(d);
    return NULL;
}

void bench_epd_fen(const char *line, char *fen, size_t len, const char **rest)
{
    const char *p = line;
    int fields = 0;
    while (*p && fields < 6) {
        while (*p == ' ')
            p++;
        const char *start = p;
        while (*p && *p != ' ')
            p++;
        if (fields >= 4) {
            /* Counters only if numeric. */
            bool num = p > start;
            for (const char *q = start; q < p; q++)
                if (!isdigit((unsigned char)*q))
                    num = false;
            if (!num) {
                p = start;
                break;
            }
        }
        fields++;
    }
    size_t n = (size_t)(p - line);
    if (n >= len)
        n = len - 1;
    memcpy(fen, line, n);
    fen[n] = 0;
    while (n > 0 && fen[n - 1] == ' ')
        fen[--n] = 0;
    *rest = p;
}

bool engine_bench(engine_t *e, FILE *f, const char *path, int depth,
                  void (*on_line)(void *ctx, const bench_line_t *line), void *ctx, bench_total_t *total,
                  char *err, size_t errlen)
{
    memset(total, 0, sizeof *total);
    char line[1024];
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0] || line[0] == '#')
            continue;
        char fen[256], why[256];
        const char *rest;
        bench_epd_fen(line, fen, sizeof fen, &rest);
        if (!engine_set_fen(e, fen, why, sizeof why)) {
            snprintf(err, errlen, "%s:%d: bad FEN: %s", path, lineno, why);
            return false;
        }
        engine_clear_hash(e);
        search_limits_t limits;
        memset(&limits, 0, sizeof limits);
        limits.depth = depth;
        search_info_t last;
        int64_t t0 = time_now_ms();
        bench_line_t out = { .best = engine_search_sync(e, &limits, &last) };
        total->time_ms += time_now_ms() - t0;
        out.index = ++total->positions;
        out.score = last.score;
        out.nodes = engine_nodes(e);
        total->nodes += out.nodes;
        if (on_line)
            on_line(ctx, &out);
    }
    return true;
}

void bench_print_line(FILE *out, const bench_line_t *line)
{
    char mv[MOVE_STR_MAX];
    move_to_coord(line->best, mv);
    fprintf(out, "position %d bestmove %s score %d nodes %" PRIu64 "\n", line->index, mv, (int)line->score,
            line->nodes);
}

static uint64_t bench_nps(const bench_total_t *total)
{
    uint64_t ms = total->time_ms > 0 ? (uint64_t)total->time_ms : 0;
    return ms > 0 ? total->nodes * 1000 / ms : total->nodes * 1000;
}

void bench_print_total(FILE *out, const bench_total_t *total)
{
    fprintf(out, "bench nodes %" PRIu64 " time_ms %" PRId64 " nps %" PRIu64 "\n", total->nodes, total->time_ms,
            bench_nps(total));
}

void bench_print_openbench(FILE *out, const bench_total_t *total)
{
    fprintf(out, "%" PRIu64 " nodes %" PRIu64 " nps\n", total->nodes, bench_nps(total));
}
