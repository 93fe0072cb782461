/* cmd_style.c -- `acolyte style FILE.pgn... [--player NAME] [--svg OUT.svg]`:
 * a style fingerprint per player, measured from the games it played.
 *
 * Every game of every file is replayed and measured (api/style.h: one
 * number per figure per player per game); a player's figure is the mean
 * over its games with mean +- 1.96 sd / sqrt(n), or for a yes/no figure
 * the share of its games with the Wilson interval.  The evaluation rows
 * are read with the weights of --personality (default's unless given):
 * one yardstick for every player.  A bad game is reported as
 * "FILE:LINE: ..." and skipped; the status is then 1.
 *
 * Output, per player (in the order they first appear):
 *   player NAME: games N (white W, black B)
 *     ID  VALUE  [LO, HI]  UNIT
 * the ID being style_figures[].id, a share printed as a percentage.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "api/style.h"
#include "cli/cmd.h"
#include "cli/style_chart.h"
#include "util/save_file.h"
#include "util/util.h"

enum { STYLE_MAX_SELECT = 64 };

/* Running sums of one figure of one player. */
typedef struct {
    int n;
    double sum, sumsq;
} acc_t;

typedef struct {
    style_player_t out;
    acc_t acc[STYLE_NB];
} player_t;

typedef struct {
    player_t *p;
    int n, cap;
} players_t;

const char cmd_style_usage[] = "style FILE.pgn... [--player NAME]... [--svg OUT.svg]";

static int usage(void)
{
    print_synopsis(stderr, "usage: acolyte ", cmd_style_usage);
    return 2;
}

static player_t *find_player(players_t *ps, const char *name)
{
    for (int i = 0; i < ps->n; i++)
        if (strcmp(ps->p[i].out.name, name) == 0)
            return &ps->p[i];
    if (ps->n == ps->cap) {
        int cap = ps->cap ? 2 * ps->cap : 16;
        player_t *t = realloc(ps->p, sizeof *t * (size_t)cap);
        if (!t)
            return NULL;
        ps->p = t;
        ps->cap = cap;
    }
    player_t *p = &ps->p[ps->n++];
    memset(p, 0, sizeof *p);
    snprintf(p->out.name, sizeof p->out.name, "%s", name);
    return p;
}

static bool add_game(players_t *ps, const style_record_t *rec)
{
    for (int c = WHITE; c <= BLACK; c++) {
        player_t *p = find_player(ps, rec->player[c]);
        if (!p)
            return false;
        p->out.games++;
        p->out.as_white += c == WHITE;
        for (int f = 0; f < STYLE_NB; f++) {
            if (!rec->fig.has[c][f])
                continue;
            double v = rec->fig.value[c][f];
            p->acc[f].n++;
            p->acc[f].sum += v;
            p->acc[f].sumsq += v * v;
        }
    }
    return true;
}

/* Mean with its normal interval, or a share with Wilson's. */
static style_stat_t summarise(const acc_t *a, bool proportion)
{
    style_stat_t s = { .n = a->n };
    if (a->n == 0)
        return s;
    double n = a->n, mean = a->sum / n, z = 1.96;
    s.mean = mean;
    if (proportion) {
        double den = 1 + z * z / n, centre = (mean + z * z / (2 * n)) / den;
        double half = z * sqrt(mean * (1 - mean) / n + z * z / (4 * n * n)) / den;
        s.lo = fmax(0, centre - half); /* rounding must not leave [0, 1] */
        s.hi = fmin(1, centre + half);
        s.ci = true;
    } else if (a->n >= 2) {
        double var = (a->sumsq - n * mean * mean) / (n - 1);
        double half = z * sqrt(var > 0 ? var : 0) / sqrt(n);
        s.lo = mean - half;
        s.hi = mean + half;
        s.ci = true;
    }
    return s;
}

static void print_player(const style_player_t *p)
{
    printf("player %s: games %d (white %d, black %d)\n", p->name, p->games, p->as_white, p->games - p->as_white);
    for (int f = 0; f < STYLE_NB; f++) {
        const style_stat_t *s = &p->stat[f];
        const style_figure_info_t *fi = &style_figures[f];
        double k = fi->proportion ? 100 : 1;
        const char *pct = fi->proportion ? "%" : "";
        char value[32], interval[64];
        if (s->n == 0)
            snprintf(value, sizeof value, "-");
        else
            snprintf(value, sizeof value, "%.2f%s", k * s->mean, pct);
        if (s->ci)
            snprintf(interval, sizeof interval, "[%.2f%s, %.2f%s]", k * s->lo, pct, k * s->hi, pct);
        else
            snprintf(interval, sizeof interval, "-");
        printf("  %-22s %9s  %-20s  %s\n", fi->id, value, interval, fi->unit);
    }
}

/* Reads one file into ps; false on a bad game or an unreadable file
 * (the message printed), the good games kept.  *fatal: out of memory. */
static bool read_file(const char *path, const params_t *params, players_t *ps, bool *fatal)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "acolyte style: cannot open '%s': %s\n", path, strerror(errno));
        return false;
    }
    style_reader_t *r = style_reader_new(in, path, params);
    style_record_t *rec = malloc(sizeof *rec);
    bool ok = true;
    if (!r || !rec)
        *fatal = true;
    while (!*fatal) {
        char err[512];
        int rc = style_read(r, rec, err, sizeof err);
        if (rc == 0)
            break;
        if (rc < 0) {
            fprintf(stderr, "acolyte style: %s\n", err);
            ok = false;
        } else if (!add_game(ps, rec)) {
            *fatal = true;
        }
    }
    if (*fatal)
        fprintf(stderr, "acolyte style: out of memory\n");
    if (ferror(in)) {
        fprintf(stderr, "acolyte style: error reading '%s'\n", path);
        ok = false;
    }
    free(rec);
    style_reader_free(r);
    fclose(in);
    return ok && !*fatal;
}

typedef struct {
    const style_player_t *players;
    int n;
} chart_ctx_t;

static bool write_chart(FILE *f, void *ctx)
{
    const chart_ctx_t *c = ctx;
    return style_chart_write(f, c->players, c->n);
}

int cmd_style(const engine_options_t *g, int argc, char **argv)
{
    const char *files[256], *select[STYLE_MAX_SELECT], *svg = NULL;
    int nfiles = 0, nselect = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--player") == 0 || strcmp(a, "--svg") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "acolyte style: '%s' needs a value\n", a);
                return usage();
            }
            if (a[2] == 's')
                svg = argv[++i];
            else if (nselect < STYLE_MAX_SELECT)
                select[nselect++] = argv[++i];
            else {
                fprintf(stderr, "acolyte style: more than %d --player options\n", STYLE_MAX_SELECT);
                return 2;
            }
        } else if (strncmp(a, "--", 2) == 0) {
            fprintf(stderr, "acolyte style: unknown option '%s'\n", a);
            return usage();
        } else if (nfiles < (int)(sizeof files / sizeof files[0])) {
            files[nfiles++] = a;
        } else {
            fprintf(stderr, "acolyte style: more than %zu files\n", sizeof files / sizeof files[0]);
            return 2;
        }
    }
    if (nfiles == 0) {
        fprintf(stderr, "acolyte style: no PGN file given\n");
        return usage();
    }
    char err[512];
    if (svg && !save_file_check(svg, SAVE_FORCE | SAVE_NO_STDOUT, err, sizeof err)) {
        fprintf(stderr, "acolyte style: %s\n", err);
        return 1;
    }
    /* The yardstick: the evaluation rows by one personality's weights. */
    engine_options_t eo = *g;
    eo.hash_mb = 1;
    eo.book = "none";
    engine_t *e = engine_new(&eo, err, sizeof err);
    if (!e) {
        fprintf(stderr, "acolyte style: %s\n", err);
        return 1;
    }
    players_t ps = { 0 };
    bool ok = true, fatal = false;
    for (int i = 0; i < nfiles && !fatal; i++)
        ok &= read_file(files[i], engine_play_params(e), &ps, &fatal);
    engine_free(e);
    /* The players to show: the selected ones in the order given, or all. */
    style_player_t *shown = calloc((size_t)(ps.n + nselect + 1), sizeof *shown);
    int nshown = 0;
    for (int i = 0; shown && i < (nselect ? nselect : ps.n); i++) {
        const player_t *p = nselect ? NULL : &ps.p[i];
        for (int j = 0; j < ps.n && !p; j++)
            if (strcmp(ps.p[j].out.name, select[i]) == 0)
                p = &ps.p[j];
        if (!p) {
            fprintf(stderr, "acolyte style: no game of player '%s'\n", select[i]);
            ok = false;
            continue;
        }
        shown[nshown] = p->out;
        for (int f = 0; f < STYLE_NB; f++)
            shown[nshown].stat[f] = summarise(&p->acc[f], style_figures[f].proportion);
        nshown++;
    }
    if (!shown)
        fatal = true;
    if (!fatal) {
        int games = 0;
        for (int i = 0; i < ps.n; i++)
            games += ps.p[i].out.games;
        printf("style games %d players %d (95%% intervals; evaluation rows by %s's weights)\n", games / 2, ps.n,
               g->personality ? g->personality : "default");
        for (int i = 0; i < nshown; i++)
            print_player(&shown[i]);
        chart_ctx_t cc = { shown, nshown };
        if (svg && !save_file(svg, SAVE_FORCE | SAVE_NO_STDOUT, write_chart, &cc, err, sizeof err)) {
            fprintf(stderr, "acolyte style: %s\n", err);
            ok = false;
        }
    }
    free(shown);
    free(ps.p);
    return fatal || !ok ? 1 : 0;
}
