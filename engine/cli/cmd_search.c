/* cmd_search.c -- `acolyte bench`, `acolyte search` and `acolyte epd`
 * (see cmd.h): scriptable searches for tests, benchmarks and test
 * suites.  Progress goes to stdout, one line per iteration or position;
 * the last line has a fixed format scripts rely on.
 */
#include "cli/cmd.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/bench.h"
#include "api/engine.h"
#include "core/fen.h"
#include "api/moves.h"
#include "core/notation.h"
#include "util/util.h"

const char cmd_search_usage[] = "search FEN|startpos --depth D | --time MS | --nodes N [--multipv K] "
                                "[--hash MB] [--threads N] [--personality P]";
const char cmd_bench_usage[] =
    "bench [DEPTH | --depth D] [--file EPD] [--hash MB] [--personality P]";
const char cmd_epd_usage[] =
    "epd FILE --time MS | --depth D | --nodes N [--hash MB] [--threads N] [--personality P]";

/* Whether the option opt is one of the space-separated words of takes. */
static bool takes_option(const char *takes, const char *opt)
{
    size_t n = strlen(opt);
    for (const char *p = strstr(takes, opt); p; p = strstr(p + 1, opt))
        if ((p == takes || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
            return true;
    return false;
}

/* Options every search command shares. */
typedef struct {
    long depth, time_ms, threads, hash_mb, multipv;
    long long nodes;
    const char *personality;
    const char *file;
    bool builtin_data; /* the compiled-in data first (engine_options_t) */
    bool openbench;    /* bench's last line for OpenBench (engine_options_t) */
    char words[8][128]; /* non-option words (FEN pieces, file names) */
    int nwords;
} cmd_opts_t;

/* The command's own options over the global ones (g).  takes lists the
 * options this command reads; any other is refused, not dropped. */
static int parse_opts(const char *cmd, const char *takes, const engine_options_t *g, int argc,
                      char **argv, cmd_opts_t *o)
{
    memset(o, 0, sizeof *o);
    o->personality = g->personality;
    o->hash_mb = g->hash_mb;
    o->threads = g->threads;
    o->builtin_data = g->builtin_data;
    o->openbench = g->openbench;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        long lo = 1, hi = 0;
        long *target = NULL;
        if (strcmp(a, "--depth") == 0)
            target = &o->depth, hi = MAX_PLY - 8;
        else if (strcmp(a, "--time") == 0)
            target = &o->time_ms, hi = 100000000;
        else if (strcmp(a, "--threads") == 0)
            target = &o->threads, hi = 256;
        else if (strcmp(a, "--hash") == 0)
            target = &o->hash_mb, hi = 65536;
        else if (strcmp(a, "--multipv") == 0)
            target = &o->multipv, hi = MAX_MOVES;
        if (target || strcmp(a, "--nodes") == 0 || strcmp(a, "--personality") == 0 ||
            strcmp(a, "--file") == 0) {
            if (!takes_option(takes, a)) {
                fprintf(stderr, "acolyte %s: option %s does not apply to %s\n", cmd, a, cmd);
                return 2;
            }
            if (i + 1 >= argc) {
                fprintf(stderr, "acolyte %s: option %s needs a value\n", cmd, a);
                return 2;
            }
            const char *v = argv[++i];
            if (strcmp(a, "--personality") == 0) {
                o->personality = v;
            } else if (strcmp(a, "--file") == 0) {
                o->file = v;
            } else if (strcmp(a, "--nodes") == 0) {
                long n;
                if (!parse_int(v, 1, 2000000000L, &n)) {
                    fprintf(stderr, "acolyte %s: --nodes '%s': expected a number 1..2000000000\n", cmd, v);
                    return 2;
                }
                o->nodes = n;
            } else if (!parse_int(v, lo, hi, target)) {
                fprintf(stderr, "acolyte %s: %s '%s': expected a number %ld..%ld\n", cmd, a, v, lo, hi);
                return 2;
            }
        } else if (a[0] == '-' && a[1] == '-') {
            fprintf(stderr, "acolyte %s: unknown option '%s'\n", cmd, a);
            return 2;
        } else {
            if (o->nwords >= 8 || strlen(a) >= sizeof o->words[0]) {
                fprintf(stderr, "acolyte %s: too many arguments\n", cmd);
                return 2;
            }
            strcpy(o->words[o->nwords++], a);
        }
    }
    return 0;
}

static engine_t *make_engine(const char *cmd, const cmd_opts_t *o, int default_hash)
{
    engine_options_t eo = { 0 };
    eo.personality = o->personality;
    eo.builtin_data = o->builtin_data;
    eo.hash_mb = o->hash_mb ? (int)o->hash_mb : default_hash;
    eo.threads = o->threads ? (int)o->threads : 1;
    char err[512];
    engine_t *e = engine_new(&eo, err, sizeof err);
    if (!e)
        fprintf(stderr, "acolyte %s: %s\n", cmd, err);
    return e;
}

static void print_score(FILE *out, score_t s)
{
    if (s >= SCORE_MATE_BOUND)
        fprintf(out, "mate %d", (SCORE_MATE - s + 1) / 2);
    else if (s <= -SCORE_MATE_BOUND)
        fprintf(out, "mate -%d", (SCORE_MATE + s) / 2);
    else
        fprintf(out, "cp %d", (int)s);
}

static void print_pv(FILE *out, const search_info_t *info)
{
    for (int i = 0; i < info->pv_length; i++) {
        char t[MOVE_STR_MAX];
        move_to_coord(info->pv[i], t);
        fprintf(out, " %s", t);
    }
}

static void on_info_print(void *ctx, const search_info_t *info)
{
    (void)ctx;
    printf("info depth %d seldepth %d multipv %d score ", info->depth, info->seldepth, info->multipv);
    print_score(stdout, info->score);
    if (info->bound != BOUND_EXACT)
        printf(info->bound == BOUND_LOWER ? " lowerbound" : " upperbound");
    printf(" nodes %" PRIu64 " time %" PRId64 " nps %" PRIu64 " hashfull %d pv", info->nodes,
           info->time_ms, info->nps, info->hashfull);
    print_pv(stdout, info);
    printf("\n");
    fflush(stdout);
}

/* Run a search with output; the engine's own sync search has no callbacks,
 * so start it in the background and wait. */
typedef struct {
    move_t best, ponder;
    search_info_t last;
    bool quiet;
} done_t;

static void on_done_store(void *ctx, move_t best, move_t ponder, const search_info_t *last)
{
    done_t *d = ctx;
    d->best = best;
    d->ponder = ponder;
    d->last = *last;
}

static void on_info_maybe(void *ctx, const search_info_t *info)
{
    done_t *d = ctx;
    if (!d->quiet)
        on_info_print(NULL, info);
}

static move_t run_search(engine_t *e, const search_limits_t *l, bool quiet, search_info_t *last)
{
    done_t d = { .best = MOVE_NONE, .quiet = quiet };
    search_callbacks_t cb = { on_info_maybe, on_done_store, &d };
    if (!engine_search_start(e, l, &cb))
        return engine_search_sync(e, l, last);
    engine_search_wait(e);
    *last = d.last;
    return d.best;
}

/* ------------------------------------------------------------ search */

int cmd_search(const engine_options_t *g, int argc, char **argv)
{
    cmd_opts_t o;
    int rc = parse_opts("search", "--depth --time --nodes --multipv --threads --hash --personality",
                        g, argc, argv, &o);
    if (rc)
        return rc;
    if (o.nwords == 0 || (!o.depth && !o.time_ms && !o.nodes)) {
        print_synopsis(stderr, "usage: acolyte ", cmd_search_usage);
        return 2;
    }
    char fen[1024] = "";
    for (int i = 0; i < o.nwords; i++) {
        if (i)
            strcat(fen, " ");
        strcat(fen, o.words[i]);
    }
    if (strcmp(fen, "startpos") == 0)
        strcpy(fen, FEN_STARTPOS);
    engine_t *e = make_engine("search", &o, 0);
    if (!e)
        return 1;
    char err[256];
    if (!engine_set_fen(e, fen, err, sizeof err)) {
        fprintf(stderr, "acolyte search: bad FEN '%s': %s\n", fen, err);
        engine_free(e);
        return 1;
    }
    engine_set_deterministic(e, true);
    search_limits_t l;
    memset(&l, 0, sizeof l);
    l.depth = (int)o.depth;
    l.movetime_ms = o.time_ms;
    l.nodes = (uint64_t)o.nodes;
    l.multipv = (int)o.multipv;
    search_info_t last;
    move_t best = run_search(e, &l, false, &last);
    char mv[MOVE_STR_MAX];
    move_to_coord(best, mv);
    printf("bestmove %s score %d depth %d nodes %" PRIu64 "\n", best ? mv : "(none)",
           (int)last.score, last.depth, engine_nodes(e));
    engine_free(e);
    return 0;
}

/* ------------------------------------------------------------ bench */


static void print_bench_line(void *out, const bench_line_t *line)
{
    bench_print_line(out, line);
}

int cmd_bench(const engine_options_t *g, int argc, char **argv)
{
    cmd_opts_t o;
    /* --threads only to say why bench keeps to one thread. */
    int rc = parse_opts("bench", "--depth --file --hash --personality --threads", g, argc, argv, &o);
    if (rc)
        return rc;
    long depth = BENCH_DEFAULT_DEPTH;
    if (o.nwords > 1 || (o.nwords == 1 && !parse_int(o.words[0], 1, MAX_PLY - 8, &depth))) {
        print_synopsis(stderr, "usage: acolyte ", cmd_bench_usage);
        return 2;
    }
    if (o.depth)
        depth = o.depth;
    char path[4096];
    FILE *f = !o.file && o.builtin_data ? bench_open_builtin(path, sizeof path)
                                         : bench_open_data("bench.epd", o.file, path, sizeof path);
    if (!f) {
        fprintf(stderr, "acolyte bench: cannot open %s\n", path);
        return 1;
    }
    if (o.threads > 1) {
        fprintf(stderr, "acolyte bench: runs on one thread (its node count is the bench signature)\n");
        return 2;
    }
    o.threads = 1;
    engine_t *e = make_engine("bench", &o, BENCH_HASH_MB);
    if (!e) {
        fclose(f);
        return 1;
    }
    engine_set_deterministic(e, true);
    bench_total_t total;
    char err[512];
    bool good = engine_bench(e, f, path, (int)depth, print_bench_line, stdout, &total, err, sizeof err);
    fclose(f);
    engine_free(e);
    if (!good) {
        fprintf(stderr, "acolyte bench: %s\n", err);
        return 1;
    }
    bench_print_total(stdout, &total);
    if (o.openbench)
        bench_print_openbench(stdout, &total);
    return 0;
}

/* ------------------------------------------------------------ epd */

/* Collect the SAN moves of an EPD operation ("bm Qd1+ Qd2;") as moves. */
static int epd_moves(board_t *b, const char *ops, const char *op, move_t *out, int max, bool *bad)
{
    int n = 0;
    size_t oplen = strlen(op);
    const char *p = ops;
    while ((p = strstr(p, op)) != NULL) {
        bool starts = p == ops || p[-1] == ' ' || p[-1] == ';';
        if (!starts || p[oplen] != ' ') {
            p += oplen;
            continue;
        }
        p += oplen;
        while (*p && *p != ';') {
            while (*p == ' ')
                p++;
            char tok[32];
            size_t k = 0;
            while (*p && *p != ' ' && *p != ';' && k < sizeof tok - 1)
                tok[k++] = *p++;
            tok[k] = 0;
            if (!k)
                continue;
            move_t m = move_parse(b, tok, NULL, 0);
            if (m == MOVE_NONE)
                *bad = true;
            else if (n < max)
                out[n++] = m;
        }
    }
    return n;
}

static void epd_id(const char *ops, char *id, size_t len)
{
    const char *p = strstr(ops, "id \"");
    if (!p) {
        snprintf(id, len, "-");
        return;
    }
    p += 4;
    size_t k = 0;
    while (*p && *p != '"' && k < len - 1)
        id[k++] = *p++;
    id[k] = 0;
}

int cmd_epd(const engine_options_t *g, int argc, char **argv)
{
    cmd_opts_t o;
    int rc = parse_opts("epd", "--depth --time --nodes --threads --hash --personality", g, argc,
                        argv, &o);
    if (rc)
        return rc;
    if (o.nwords != 1 || (!o.time_ms && !o.depth && !o.nodes)) {
        print_synopsis(stderr, "usage: acolyte ", cmd_epd_usage);
        return 2;
    }
    FILE *f = fopen(o.words[0], "r");
    if (!f) {
        fprintf(stderr, "acolyte epd: cannot open %s\n", o.words[0]);
        return 1;
    }
    engine_t *e = make_engine("epd", &o, 0);
    if (!e) {
        fclose(f);
        return 1;
    }
    engine_set_deterministic(e, true);
    char line[2048];
    int lineno = 0, total = 0, solved = 0, status = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0] || line[0] == '#')
            continue;
        char fen[256], err[256], id[64];
        const char *ops;
        bench_epd_fen(line, fen, sizeof fen, &ops);
        board_t b;
        if (!fen_parse(&b, fen, err, sizeof err)) {
            fprintf(stderr, "acolyte epd: %s:%d: bad FEN: %s\n", o.words[0], lineno, err);
            status = 1;
            continue;
        }
        move_t bm[16], am[16];
        bool bad = false;
        int nbm = epd_moves(&b, ops, "bm", bm, 16, &bad);
        int nam = epd_moves(&b, ops, "am", am, 16, &bad);
        if (bad || (nbm == 0 && nam == 0)) {
            fprintf(stderr, "acolyte epd: %s:%d: %s\n", o.words[0], lineno,
                    bad ? "a bm/am move is not legal here" : "no bm or am operation");
            status = 1;
            continue;
        }
        epd_id(ops, id, sizeof id);
        engine_set_fen(e, fen, NULL, 0);
        engine_clear_hash(e);
        search_limits_t l;
        memset(&l, 0, sizeof l);
        l.movetime_ms = o.time_ms;
        l.depth = (int)o.depth;
        l.nodes = (uint64_t)o.nodes;
        search_info_t last;
        move_t best = run_search(e, &l, true, &last);
        bool ok = true;
        if (nbm) {
            ok = false;
            for (int i = 0; i < nbm; i++)
                ok |= bm[i] == best;
        }
        for (int i = 0; i < nam; i++)
            if (am[i] == best)
                ok = false;
        total++;
        solved += ok;
        char san[MOVE_STR_MAX] = "(none)";
        if (best)
            move_to_san(&b, best, san);
        printf("%s %s %s score %d depth %d\n", id, ok ? "solved" : "failed", san, (int)last.score,
               last.depth);
        fflush(stdout);
    }
    fclose(f);
    engine_free(e);
    printf("solved %d of %d\n", solved, total);
    return status;
}
