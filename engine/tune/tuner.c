/* tuner.c -- `acolyte tune`: Texel's method over params.def.
 *
 * The loss is the mean squared difference between each position's result
 * and sigmoid(K * eval / 400), eval being the engine's own static
 * evaluation (White's view).  K is fitted first, with the starting
 * weights; then the chosen weights move by Adam, one full pass over the
 * data per epoch.
 *
 * What is exact and what is not: the gradient comes from a linearisation
 * made once at the start -- for every weight, every position is evaluated
 * again with the weight moved by a step, and the change per unit is kept
 * where it is not zero (a weight that never changes a position's
 * evaluation costs nothing afterwards).  Terms that are linear in their
 * weight (material, tables, most bonuses, tapered by phase) are exact up
 * to the evaluation's rounding; products and percentages (king-safety
 * multipliers, scaled passers) are followed only near the point of
 * linearisation.  With --rounds R the weights are rounded after each
 * round's epochs and linearised again around them, so such terms are
 * followed where the weights went.  K stays the one fitted at the start:
 * refitting it would let the scale drift with the weights.  The final
 * loss is measured again with the real evaluation of the rounded result.
 *
 * A weight that changes the evaluation of only a few positions is not
 * fitted, only kept: a table entry for a square the pieces seldom reach
 * would otherwise follow those few games' results to the end of its
 * range.  The threshold is --min-positions (default: one position in a
 * thousand, at least 50).
 *
 * A small collection (a user's own games) has more weights than it can
 * pin down: --regularise R adds R x ((weight - its value in P) / 100)^2
 * for every fitted weight to the loss (ridge regression toward the
 * personality), so a weight leaves P only as far as the data pays for it.
 * A loss shown per epoch includes that penalty; the final "tuned loss" is
 * the data's alone.
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "api/evaluator.h"
#include "api/personality.h"
#include "tune/tune.h"
#include "tune/tune_data.h"
#include "util/data_dirs.h"
#include "util/platform.h"
#include "util/save_file.h"
#include "util/util.h"

enum { MAX_FILES = 64, TUNE_MAX_THREADS = 64 };

typedef struct {
    const char *files[MAX_FILES];
    int nfiles;
    const char *personality, *keys, *out;
    int epochs, rounds, threads;
    long min_positions;       /* -1: the default, see min_positions() */
    double rate;
    double regularise;        /* penalty per (100 units)^2 away from P, 0 = none */
} tn_opts_t;

/* One tunable number: a parameter, or one entry of a list, with the
 * positions its linearised effect reaches (column storage). */
typedef struct {
    int param, elem;
    int lo, hi;
    double origin;            /* its value in the personality tuned from */
    double start, value;      /* at this round's linearisation, now */
    double m, v;              /* Adam moments */
    size_t n;
    unsigned *pos;            /* positions it changes */
    float *slope;             /* eval change (White's view) per unit */
} tn_weight_t;

typedef struct {
    const td_set_t *data;
    float *base;              /* evaluation with the starting weights */
    double *eval;             /* current linearised evaluation */
    double *dloss;            /* d loss / d eval per position */
    tn_weight_t *w;
    int nw;
    double k;
    double regularise;        /* per unit^2: --regularise / 100^2 */
} tn_t;

static const char *const non_eval_sections[] = { "search", "time", "strength", "style", "book", "taunts" };

static bool is_eval_section(const char *section)
{
    for (size_t i = 0; i < sizeof non_eval_sections / sizeof non_eval_sections[0]; i++)
        if (strcmp(section, non_eval_sections[i]) == 0)
            return false;
    return true;
}

static double sigmoid(double k, double eval) { return 1.0 / (1.0 + pow(10.0, -k * eval / 400.0)); }

static int *weight_slot(params_t *p, const tn_weight_t *w) { return params_int_ptr(p, w->param) + w->elem; }

/* White's view of the static evaluation of every position. */
static void evaluate_all(evaluator_t *ctx, const td_set_t *d, board_t *b, float *out)
{
    for (size_t i = 0; i < d->count; i++) {
        td_board(d, i, b);
        score_t v = evaluator_score(ctx, b);
        out[i] = (float)(b->side == WHITE ? v : -v);
    }
}

static double loss_of(const td_set_t *d, const float *evalf, const double *evald, double k)
{
    double sum = 0;
    for (size_t i = 0; i < d->count; i++) {
        double e = evalf ? evalf[i] : evald[i];
        double diff = d->pos[i].result - sigmoid(k, e);
        sum += diff * diff;
    }
    return sum / (double)d->count;
}

/* Golden-section search for the K that minimises the loss. */
static double fit_k(const td_set_t *d, const float *eval)
{
    const double g = (sqrt(5.0) - 1) / 2;
    double a = 0.05, b = 5.0;
    double c = b - g * (b - a), e = a + g * (b - a);
    double fc = loss_of(d, eval, NULL, c), fe = loss_of(d, eval, NULL, e);
    for (int i = 0; i < 60; i++) {
        if (fc < fe) {
            b = e;
            e = c;
            fe = fc;
            c = b - g * (b - a);
            fc = loss_of(d, eval, NULL, c);
        } else {
            a = c;
            c = e;
            fc = fe;
            e = a + g * (b - a);
            fe = loss_of(d, eval, NULL, e);
        }
    }
    return (a + b) / 2;
}

/* The linearisation: each weight moved by a step, every position again.
 * Thread `part` of `parts` takes every parts-th weight, with its own
 * evaluation context, board and scratch row. */
typedef struct {
    tn_t *t;
    const params_t *start;
    int part, parts;
    bool show;                /* part 0 on a terminal: show how far it is */
    bool ok;
} tn_lin_job_t;

static bool linearise_weight(tn_t *t, tn_weight_t *w, const params_t *start, params_t *p, evaluator_t *ctx,
                             board_t *b, float *scratch)
{
    *p = *start;
    int *slot = weight_slot(p, w);
    int step = (w->hi - w->lo) >= 40 ? 10 : (w->hi - w->lo) >= 4 ? 2 : 1;
    if (*slot + step > w->hi)
        step = -step;
    *slot += step;
    evaluator_set_params(ctx, p);
    evaluate_all(ctx, t->data, b, scratch);
    size_t n = 0;
    for (size_t i = 0; i < t->data->count; i++)
        n += scratch[i] != t->base[i];
    w->pos = malloc((n ? n : 1) * sizeof *w->pos);
    w->slope = malloc((n ? n : 1) * sizeof *w->slope);
    if (!w->pos || !w->slope)
        return false;
    for (size_t i = 0; i < t->data->count; i++)
        if (scratch[i] != t->base[i]) {
            w->pos[w->n] = (unsigned)i;
            w->slope[w->n++] = (scratch[i] - t->base[i]) / (float)step;
        }
    return true;
}

static void *linearise_part(void *arg)
{
    tn_lin_job_t *job = arg;
    tn_t *t = job->t;
    params_t *p = malloc(sizeof *p);
    board_t *b = malloc(sizeof *b);
    float *scratch = malloc(t->data->count * sizeof *scratch);
    evaluator_t *ctx = evaluator_new(job->start);
    job->ok = p && b && scratch && ctx;
    for (int k = job->part; k < t->nw && job->ok; k += job->parts) {
        if (job->show && k % 16 == 0) {
            printf("\rlinearising weight %d of %d ", k + 1, t->nw);
            fflush(stdout);
        }
        job->ok = linearise_weight(t, &t->w[k], job->start, p, ctx, b, scratch);
    }
    if (job->show)
        printf("\r");
    evaluator_free(ctx);
    free(scratch);
    free(b);
    free(p);
    return NULL;
}

static bool linearise(tn_t *t, const params_t *start, int threads, bool tty)
{
    tn_lin_job_t jobs[TUNE_MAX_THREADS];
    pthread_t ids[TUNE_MAX_THREADS];
    int started = 0;
    for (int i = 0; i < threads; i++)
        jobs[i] = (tn_lin_job_t){ .t = t, .start = start, .part = i, .parts = threads, .show = tty && i == 0 };
    for (int i = 1; i < threads; i++, started++)
        if (pthread_create(&ids[i], NULL, linearise_part, &jobs[i]) != 0)
            break;
    /* Parts whose thread did not start are done here. */
    for (int i = 0; i < threads; i++)
        if (i == 0 || i > started)
            linearise_part(&jobs[i]);
    bool ok = true;
    for (int i = 1; i <= started; i++)
        pthread_join(ids[i], NULL);
    for (int i = 0; i < threads; i++)
        ok = ok && jobs[i].ok;
    return ok;
}

/* One epoch: the linearised evaluation, the loss, and an Adam step. */
static double epoch(tn_t *t, int step_no, double rate)
{
    const td_set_t *d = t->data;
    for (size_t i = 0; i < d->count; i++)
        t->eval[i] = t->base[i];
    for (int k = 0; k < t->nw; k++) {
        const tn_weight_t *w = &t->w[k];
        double delta = w->value - w->start;
        if (delta != 0)
            for (size_t j = 0; j < w->n; j++)
                t->eval[w->pos[j]] += delta * w->slope[j];
    }
    double sum = 0, scale = t->k * log(10.0) / 400.0 / (double)d->count;
    for (size_t i = 0; i < d->count; i++) {
        double s = sigmoid(t->k, t->eval[i]), diff = d->pos[i].result - s;
        sum += diff * diff;
        t->dloss[i] = -2.0 * diff * s * (1.0 - s) * scale;
    }
    const double b1 = 0.9, b2 = 0.999;
    for (int k = 0; k < t->nw; k++) {
        tn_weight_t *w = &t->w[k];
        if (w->n == 0)
            continue; /* not fitted here: no slope, no penalty */
        double g = 0;
        for (size_t j = 0; j < w->n; j++)
            g += t->dloss[w->pos[j]] * w->slope[j];
        double away = w->value - w->origin;
        sum += t->regularise * away * away * (double)d->count;
        g += 2.0 * t->regularise * away;
        w->m = b1 * w->m + (1 - b1) * g;
        w->v = b2 * w->v + (1 - b2) * g * g;
        double mh = w->m / (1 - pow(b1, step_no)), vh = w->v / (1 - pow(b2, step_no));
        w->value -= rate * mh / (sqrt(vh) + 1e-12);
        if (w->value < w->lo)
            w->value = w->lo;
        if (w->value > w->hi)
            w->value = w->hi;
    }
    return sum / (double)d->count;
}

static bool add_weight(tn_t *t, int param, char *err, size_t errlen)
{
    const param_info_t *info = params_info(param);
    if (info->kind != PARAM_INT && info->kind != PARAM_LIST) {
        snprintf(err, errlen, "%s.%s is not a number or a list of numbers", info->section, info->key);
        return false;
    }
    for (int e = 0; e < info->count; e++) {
        tn_weight_t *w = realloc(t->w, (size_t)(t->nw + 1) * sizeof *w);
        if (!w) {
            snprintf(err, errlen, "out of memory");
            return false;
        }
        t->w = w;
        t->w[t->nw++] = (tn_weight_t){ .param = param, .elem = e, .lo = info->min, .hi = info->max };
    }
    return true;
}

/* Adds every number of the evaluation, or of one of its sections (NULL:
 * all); false with *found 0 when the section has none. */
static bool add_section(tn_t *t, const char *section, int *found, char *err, size_t errlen)
{
    *found = 0;
    for (int i = 0; i < params_count(); i++) {
        const param_info_t *info = params_info(i);
        if (!is_eval_section(info->section) || (section && strcmp(info->section, section) != 0) ||
            (info->kind != PARAM_INT && info->kind != PARAM_LIST))
            continue;
        if (!add_weight(t, i, err, errlen))
            return false;
        ++*found;
    }
    return true;
}

static bool choose_weights(tn_t *t, const char *keys, const params_t *start, char *err, size_t errlen)
{
    int found;
    if (!keys) {
        if (!add_section(t, NULL, &found, err, errlen))
            return false;
    } else {
        char buf[4096];
        snprintf(buf, sizeof buf, "%s", keys);
        for (char *save, *k = strtok_r(buf, ",", &save); k; k = strtok_r(NULL, ",", &save)) {
            k = str_trim(k);
            int i = params_find(k);
            if (i >= 0) {
                if (!add_weight(t, i, err, errlen))
                    return false;
                continue;
            }
            /* A section's name stands for its numbers ("--keys material,pawns"). */
            if (!add_section(t, k, &found, err, errlen))
                return false;
            if (found == 0) {
                snprintf(err, errlen, "--keys: unknown parameter or evaluation section '%s'", k);
                return false;
            }
        }
    }
    if (t->nw == 0) {
        snprintf(err, errlen, "--keys: no parameter chosen");
        return false;
    }
    for (int k = 0; k < t->nw; k++) {
        tn_weight_t *w = &t->w[k];
        w->origin = w->start = w->value = params_int_cptr(start, w->param)[w->elem];
    }
    return true;
}

/* The result as an .ini that inherits the start and lists what changed. */
typedef struct {
    const char *path, *parent;
    const params_t *start, *tuned;
    const td_set_t *data;
    double loss;
} tn_result_t;

/* Replaces an existing file (tune always has); standard output carries
 * the progress, so "-" is refused. */
enum { TUNE_SAVE_FLAGS = SAVE_FORCE | SAVE_NO_STDOUT };

static bool write_result(FILE *f, void *ctx)
{
    const tn_result_t *r = ctx;
    const char *base = data_base_name(r->path);
    char name[128];
    snprintf(name, sizeof name, "%s", base);
    char *dot = strrchr(name, '.');
    if (dot && dot != name)
        *dot = '\0';
    fprintf(f, "; %s -- weights tuned by acolyte tune from %s on %zu positions (loss %.6f)\n", base, r->parent,
            r->data->count, r->loss);
    fprintf(f, "[info]\nname        = %s\ndescription = Tuned from %s\ninherit     = %s\n", name, r->parent,
            r->parent);
    const char *section = "";
    for (int i = 0; i < params_count(); i++) {
        if (params_equal_index(r->start, r->tuned, i))
            continue;
        const param_info_t *info = params_info(i);
        if (strcmp(section, info->section) != 0) {
            section = info->section;
            fprintf(f, "\n[%s]\n", section);
        }
        char value[4096];
        params_format_value(r->tuned, i, value, sizeof value);
        fprintf(f, "%s = %s\n", info->key, value);
    }
    return true;
}

const char cmd_tune_usage[] = "tune FILE... [--personality P] [--keys section.KEY,...] [--epochs N] "
                              "[--rounds R] [--min-positions N] [--rate R] [--regularise R] "
                              "[--threads T] --out OUT.ini";

static int usage(void)
{
    print_synopsis(stderr, "usage: acolyte ", cmd_tune_usage);
    return 2;
}

/* A real number in [lo, 1000], or in (lo, 1000] when lo itself is not
 * allowed: Adam's step size in weight units (--rate, above 0) and the
 * ridge penalty (--regularise, 0 allowed). */
static bool parse_real(const char *v, double lo, bool lo_allowed, double *out)
{
    char *end;
    double r = strtod(v, &end);
    if (end == v || *end || !(r > lo || (lo_allowed && r == lo)) || !(r <= 1000))
        return false;
    *out = r;
    return true;
}

static int parse_opts(int argc, char **argv, tn_opts_t *o)
{
    *o = (tn_opts_t){ .personality = "default", .epochs = 200, .rounds = 1, .threads = 1, .min_positions = -1,
                      .rate = 1.0 };
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "--", 2) != 0) {
            if (o->nfiles == MAX_FILES) {
                fprintf(stderr, "acolyte tune: at most %d files\n", MAX_FILES);
                return 2;
            }
            o->files[o->nfiles++] = a;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "acolyte tune: '%s' needs a value\n", a);
            return usage();
        }
        const char *v = argv[++i];
        long n;
        if (strcmp(a, "--personality") == 0)
            o->personality = v;
        else if (strcmp(a, "--keys") == 0)
            o->keys = v;
        else if (strcmp(a, "--out") == 0)
            o->out = v;
        else if (strcmp(a, "--epochs") == 0 && parse_int(v, 0, 1000000, &n))
            o->epochs = (int)n;
        else if (strcmp(a, "--rounds") == 0 && parse_int(v, 1, 100, &n))
            o->rounds = (int)n;
        else if (strcmp(a, "--min-positions") == 0 && parse_int(v, 0, 1000000000L, &n))
            o->min_positions = n;
        else if (strcmp(a, "--threads") == 0 && parse_int(v, 1, TUNE_MAX_THREADS, &n))
            o->threads = (int)n;
        else if (strcmp(a, "--rate") == 0 && parse_real(v, 0, false, &o->rate)) {
            /* stored */
        } else if (strcmp(a, "--regularise") == 0 && parse_real(v, 0, true, &o->regularise)) {
            /* stored */
        } else {
            fprintf(stderr, "acolyte tune: unknown option or bad value '%s %s'\n", a, v);
            return usage();
        }
    }
    if (o->nfiles == 0 || !o->out)
        return usage();
    return 0;
}

static void progress(bool tty, int e, int epochs, double loss, int64_t t0)
{
    int64_t ms = time_now_ms() - t0;
    long left = (long)((double)ms / e * (epochs - e) / 1000.0 + 0.5);
    if (tty)
        printf("\repoch %d/%d  loss %.6f  time left %ld:%02ld ", e, epochs, loss, left / 60, left % 60);
    else
        printf("epoch %d loss %.6f time_ms %lld\n", e, loss, (long long)ms);
    fflush(stdout);
}

/* The weights rounded into their ranges, written into p. */
static void round_weights(const tn_t *t, params_t *p)
{
    for (int k = 0; k < t->nw; k++) {
        const tn_weight_t *w = &t->w[k];
        long v = lround(w->value);
        *weight_slot(p, w) = (int)(v < w->lo ? w->lo : v > w->hi ? w->hi : v);
    }
}

/* The fewest positions a weight must change to be fitted. */
static long min_positions(const tn_opts_t *o, size_t count)
{
    if (o->min_positions >= 0)
        return o->min_positions;
    long per_mille = (long)(count / 1000);
    return per_mille > 50 ? per_mille : 50;
}

/* One round: linearise around `at` (the start, or the last round's
 * rounded weights), run the epochs, and leave the rounded result in
 * `at`.  Adam starts afresh each round: its moments belong to the
 * slopes they were measured on. */
static bool tune_round(tn_t *t, const tn_opts_t *o, params_t *at, evaluator_t *ctx, board_t *b, int round, bool tty)
{
    int64_t t0 = time_now_ms();
    if (round > 1) {
        evaluator_set_params(ctx, at);
        evaluate_all(ctx, t->data, b, t->base);
    }
    for (int k = 0; k < t->nw; k++) {
        tn_weight_t *w = &t->w[k];
        free(w->pos);
        free(w->slope);
        w->pos = NULL;
        w->slope = NULL;
        w->n = 0;
        w->m = w->v = 0;
        w->start = w->value = params_int_cptr(at, w->param)[w->elem];
    }
    if (!linearise(t, at, o->threads, tty))
        return false;
    long least = min_positions(o, t->data->count);
    int active = 0, kept = 0;
    size_t slopes = 0;
    for (int k = 0; k < t->nw; k++) {
        tn_weight_t *w = &t->w[k];
        if (w->n > 0 && (long)w->n < least) {
            w->n = 0; /* no slope, no gradient: Adam leaves it where it is */
            kept++;
        }
        active += w->n > 0;
        slopes += w->n;
    }
    if (o->rounds > 1)
        printf("round %d/%d: ", round, o->rounds);
    printf("weights %d (%d change an evaluation here, %zu slopes; %d kept, seen in fewer than %ld positions) "
           "linearised in %lld ms\n",
           t->nw, active, slopes, kept, least, (long long)(time_now_ms() - t0));
    int64_t t1 = time_now_ms();
    for (int e = 1; e <= o->epochs; e++)
        progress(tty, e, o->epochs, epoch(t, e, o->rate), t1);
    if (tty && o->epochs)
        printf("\n");
    round_weights(t, at);
    return true;
}

static int run(const tn_opts_t *o, tn_t *t, td_set_t *data, personality_t *pers, board_t *b)
{
    char err[1024];
    personality_errors_t errs;
    personality_errors_clear(&errs);
    if (!personality_load(o->personality, pers, &errs)) {
        fprintf(stderr, "acolyte tune: cannot load personality '%s': %s\n", o->personality,
                errs.count ? errs.msg[0] : "unknown error");
        return 1;
    }
    const params_t *start = &pers->params;
    if (!choose_weights(t, o->keys, start, err, sizeof err)) {
        fprintf(stderr, "acolyte tune: %s\n", err);
        return 1;
    }
    for (int i = 0; i < o->nfiles; i++)
        if (!td_read_file(data, o->files[i], err, sizeof err)) {
            fprintf(stderr, "acolyte tune: %s\n", err);
            return 1;
        }
    if (data->count == 0) {
        fprintf(stderr, "acolyte tune: no positions in the input\n");
        return 1;
    }
    printf("positions %zu (left out: %ld not quiet, %ld unfinished games)\n", data->count, data->skipped,
           data->unfinished);
    evaluator_t *ctx = evaluator_new(start);
    t->data = data;
    t->base = malloc(data->count * sizeof *t->base);
    float *scratch = malloc(data->count * sizeof *scratch);
    t->eval = malloc(data->count * sizeof *t->eval);
    t->dloss = malloc(data->count * sizeof *t->dloss);
    params_t *tuned = malloc(sizeof *tuned);
    int rc = 1;
    if (!ctx || !t->base || !scratch || !t->eval || !t->dloss || !tuned) {
        fprintf(stderr, "acolyte tune: out of memory\n");
        goto done;
    }
    evaluate_all(ctx, data, b, t->base);
    t->k = fit_k(data, t->base);
    t->regularise = o->regularise / (100.0 * 100.0);
    double start_loss = loss_of(data, t->base, NULL, t->k);
    printf("K %.4f loss %.6f\n", t->k, start_loss);
    bool tty = isatty(STDOUT_FILENO);
    *tuned = *start;
    for (int round = 1; round <= o->rounds; round++) {
        if (!tune_round(t, o, tuned, ctx, b, round, tty)) {
            fprintf(stderr, "acolyte tune: out of memory\n");
            goto done;
        }
        if (!params_check(tuned, err, sizeof err)) {
            fprintf(stderr, "acolyte tune: the tuned weights are inconsistent (%s); not written\n", err);
            goto done;
        }
    }
    evaluator_set_params(ctx, tuned);
    evaluate_all(ctx, data, b, scratch);
    double end_loss = loss_of(data, scratch, NULL, t->k);
    /* A parent given as a path is found relative to the child's folder:
     * write it absolute so the result loads from anywhere. */
    char parent[4096];
    const char *given = o->personality;
    size_t glen = strlen(given);
    bool is_path = data_name_is_path(given) || (glen > 4 && strcasecmp(given + glen - 4, ".ini") == 0);
    if (!is_path || !platform_realpath(given, parent, sizeof parent))
        snprintf(parent, sizeof parent, "%s", given);
    tn_result_t result = { o->out, parent, start, tuned, data, end_loss };
    if (!save_file(o->out, TUNE_SAVE_FLAGS, write_result, &result, err, sizeof err)) {
        fprintf(stderr, "acolyte tune: %s\n", err);
        goto done;
    }
    printf("tuned loss %.6f (start %.6f), %d parameters changed, written to %s\n", end_loss, start_loss,
           params_diff_count(start, tuned), o->out);
    rc = 0;
done:
    evaluator_free(ctx);
    free(scratch);
    free(tuned);
    return rc;
}

int cmd_tune(const engine_options_t *g, int argc, char **argv)
{
    (void)g;
    tn_opts_t o;
    int rc = parse_opts(argc, argv, &o);
    if (rc)
        return rc;
    /* A bad --out is refused before the hours of tuning, not after. */
    char err[1024];
    if (!save_file_check(o.out, TUNE_SAVE_FLAGS, err, sizeof err)) {
        fprintf(stderr, "acolyte tune: %s\n", err);
        return 1;
    }
    tn_t t = { 0 };
    td_set_t data = { 0 };
    personality_t *pers = malloc(sizeof *pers);
    board_t *b = malloc(sizeof *b);
    if (!pers || !b) {
        fprintf(stderr, "acolyte tune: out of memory\n");
        rc = 1;
    } else {
        rc = run(&o, &t, &data, pers, b);
    }
    for (int k = 0; k < t.nw; k++) {
        free(t.w[k].pos);
        free(t.w[k].slope);
    }
    free(t.w);
    free(t.base);
    free(t.eval);
    free(t.dloss);
    td_free(&data);
    free(pers);
    free(b);
    return rc;
}
