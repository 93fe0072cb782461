/* selfplay.c -- `acolyte selfplay`: the engine plays games against itself
 * from varied openings and writes the positions a tuner should see, each
 * labelled with the game's result (format in tune.h).
 *
 * Reproducible by construction: game g depends only on (seed, g) -- its
 * opening, its random plies and a fresh engine state (new game: cleared
 * table and histories, deterministic search by nodes or depth) -- and the
 * games are written in index order, whatever thread played them.
 *
 * With --opponent Q the personality plays Q instead of itself, each
 * opening twice with the colours swapped (games 2k and 2k+1 start from the
 * same position), and the score is reported with its Elo: a quick check
 * of a tuned personality at a fixed node count before a timed match.
 * --pgn FILE writes the games themselves too (the players named by their
 * personalities), in the same order, for `acolyte style`.
 */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/engine.h"
#include "api/game_pgn.h"
#include "core/fen.h"
#include "api/moves.h"
#include "tune/tune.h"
#include "util/data_dirs.h"
#include "util/util.h"
#include "util/numbers.h"

/* Adjudication: a game is decided when both sides agree for a while, so
 * the data is not full of long won endings played out at low depth. */
enum {
    ADJ_WIN_SCORE = 1000,   /* |score| at or above: won ... */
    ADJ_WIN_PLIES = 6,      /* ... for this many plies in a row */
    ADJ_DRAW_SCORE = 10,    /* |score| at or below: drawn ... */
    ADJ_DRAW_PLIES = 12,    /* ... for this many plies in a row ... */
    ADJ_DRAW_FROM = 80,     /* ... from this ply of the game on */
    MAX_GAME_PLIES = 400,   /* a game still going here is a draw */
    OPENINGS_MAX = 100000,
};

typedef struct {
    int games, depth, threads, random_plies, hash_mb;
    uint64_t nodes, seed;
    const char *out, *openings, *personality, *opponent, *pgn;
} sp_opts_t;

/* One game's output: its labelled lines, filled by whichever thread plays it. */
typedef struct {
    char *text;
    size_t len, cap;
    int positions;
    int points;               /* half-points of --personality: 2 won, 1 drawn, 0 lost */
    int white;                /* the colour --personality had */
    char start[FEN_MAX];      /* --pgn: the opening, the moves from it and the result */
    move_t *moves;
    int nmoves;
    const char *result;
    bool done;
} sp_game_t;

typedef struct {
    const sp_opts_t *o;
    char (*openings)[FEN_MAX];
    int nopenings;
    sp_game_t *games;
    atomic_int next;          /* the next game index to play */
    pthread_mutex_t lock;     /* guards the done flags and the writer */
    pthread_cond_t finished;
} sp_shared_t;

typedef struct {
    sp_shared_t *sh;
    engine_t *engine;
    engine_t *opponent;       /* --opponent's engine, else NULL */
    bool failed;
} sp_thread_t;

static bool append(sp_game_t *g, const char *line)
{
    size_t n = strlen(line);
    if (g->len + n + 1 > g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 4096;
        while (cap < g->len + n + 1)
            cap *= 2;
        char *t = realloc(g->text, cap);
        if (!t)
            return false;
        g->text = t;
        g->cap = cap;
    }
    memcpy(g->text + g->len, line, n + 1);
    g->len += n;
    return true;
}

/* Plays a move on both engines of a game (the same engine twice in
 * self-play). */
static void play_on_both(engine_t *e, engine_t *other, move_t m)
{
    engine_play(e, m);
    if (other != e)
        engine_play(other, m);
}

/* Plays game `index` with engine e (and, in a match, opp: e has White in
 * even games); fills g (lines without the result, which is appended per
 * line once known). */
static bool play_game(const sp_shared_t *sh, engine_t *e, engine_t *opp, int index, sp_game_t *g)
{
    const sp_opts_t *o = sh->o;
    /* A match plays each opening from both sides: the pair shares the seed. */
    uint64_t rng = o->seed * 0x100000001B3ull + (uint64_t)(opp ? index / 2 : index);
    splitmix64(&rng);
    const char *opening = sh->openings[splitmix64(&rng) % (uint64_t)sh->nopenings];
    char err[256];
    engine_t *other = opp ? opp : e;
    engine_new_game(e);
    engine_new_game(other);
    if (!engine_set_fen(e, opening, err, sizeof err) || !engine_set_fen(other, opening, err, sizeof err))
        return false;
    for (int i = 0; i < o->random_plies; i++) {
        legal_moves_t list;
        moves_legal(engine_board(e), &list);
        if (list.count == 0)
            break;
        play_on_both(e, other, list.moves[splitmix64(&rng) % (uint64_t)list.count]);
    }
    /* In a match, e has White in even games: the mover's engine by side. */
    int e_colour = index % 2 == 0 || !opp ? WHITE : BLACK;
    /* Positions are kept as FEN lines until the result is known. */
    char (*fens)[FEN_MAX] = malloc(sizeof *fens * MAX_GAME_PLIES);
    if (!fens)
        return false;
    int nfens = 0, win_run = 0, draw_run = 0, last_sign = 0;
    const char *result = "1/2-1/2", *reason;
    for (int ply = 0;; ply++) {
        const char *r;
        if (engine_game_over(e, &r, &reason)) {
            result = r;
            break;
        }
        if (ply >= MAX_GAME_PLIES)
            break;
        search_limits_t lim = { 0 };
        lim.nodes = o->nodes;
        lim.depth = o->depth;
        search_info_t info;
        engine_t *mover = engine_board(e)->side == e_colour ? e : other;
        move_t m = engine_search_sync(mover, &lim, &info);
        if (m == MOVE_NONE)
            break;
        const board_t *b = engine_board(e);
        int white_score = b->side == WHITE ? info.score : -info.score;
        if (!board_in_check(b) && !move_is_noisy(m) && nfens < MAX_GAME_PLIES)
            fen_write(b, fens[nfens++]);
        int sign = white_score >= ADJ_WIN_SCORE ? 1 : white_score <= -ADJ_WIN_SCORE ? -1 : 0;
        win_run = sign != 0 && sign == last_sign ? win_run + 1 : sign != 0;
        last_sign = sign;
        draw_run = abs(white_score) <= ADJ_DRAW_SCORE ? draw_run + 1 : 0;
        if (win_run >= ADJ_WIN_PLIES) {
            result = sign > 0 ? "1-0" : "0-1";
            break;
        }
        if (ply >= ADJ_DRAW_FROM && draw_run >= ADJ_DRAW_PLIES)
            break;
        play_on_both(e, other, m);
    }
    int white_points = strcmp(result, "1-0") == 0 ? 2 : strcmp(result, "0-1") == 0 ? 0 : 1;
    g->points = e_colour == WHITE ? white_points : 2 - white_points;
    g->white = e_colour == WHITE;
    g->result = result;
    bool ok = true;
    if (o->pgn) { /* the game is the engine's history since the opening */
        const board_t *b = engine_board(e);
        snprintf(g->start, sizeof g->start, "%s", opening);
        g->nmoves = b->hply;
        g->moves = malloc(sizeof *g->moves * (size_t)(b->hply + 1));
        ok = g->moves != NULL;
        for (int i = 0; ok && i < b->hply; i++)
            g->moves[i] = b->hist[i].move;
    }
    char line[FEN_MAX + 16];
    for (int i = 0; i < nfens && ok; i++) {
        snprintf(line, sizeof line, "%s ; %s\n", fens[i], result);
        ok = append(g, line);
    }
    g->positions = nfens;
    free(fens);
    return ok;
}

static void *sp_thread(void *arg)
{
    sp_thread_t *t = arg;
    sp_shared_t *sh = t->sh;
    for (;;) {
        int i = atomic_fetch_add(&sh->next, 1);
        if (i >= sh->o->games)
            break;
        if (!play_game(sh, t->engine, t->opponent, i, &sh->games[i]))
            t->failed = true;
        pthread_mutex_lock(&sh->lock);
        sh->games[i].done = true;
        pthread_cond_signal(&sh->finished);
        pthread_mutex_unlock(&sh->lock);
    }
    return NULL;
}

/* EPD has four position fields and then operations ("bm Nf3; id x;");
 * FEN has six.  Keeps the move counters when present, else "0 1". */
static void epd_to_fen(const char *line, char *out, size_t len)
{
    char f[6][FEN_MAX];
    int n = sscanf(line, "%99s %99s %99s %99s %99s %99s", f[0], f[1], f[2], f[3], f[4], f[5]);
    bool counters = n == 6 && strspn(f[4], "0123456789") == strlen(f[4]) &&
                    strspn(f[5], "0123456789") == strlen(f[5]);
    int w = n < 4 ? snprintf(out, len, "%s", line)
                  : snprintf(out, len, "%s %s %s %s %s %s", f[0], f[1], f[2], f[3], counters ? f[4] : "0",
                             counters ? f[5] : "1");
    if (w < 0 || (size_t)w >= len)
        snprintf(out, len, "(too long)");
}

static int read_openings(const char *path, char (**out)[FEN_MAX])
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "acolyte selfplay: cannot open openings '%s': %s\n", path, strerror(errno));
        return -1;
    }
    char (*list)[FEN_MAX] = malloc(sizeof *list * OPENINGS_MAX);
    int n = 0, lineno = 0;
    char line[1024];
    board_t *b = malloc(sizeof *b);
    while (list && b && n < OPENINGS_MAX && fgets(line, sizeof line, f)) {
        lineno++;
        char *s = str_trim(line);
        if (!*s || *s == '#')
            continue;
        char err[256], fen[6 * FEN_MAX + 8];
        epd_to_fen(s, fen, sizeof fen);
        if (!fen_parse(b, fen, err, sizeof err)) {
            fprintf(stderr, "acolyte selfplay: %s:%d: %s\n", path, lineno, err);
            n = -1;
            break;
        }
        fen_write(b, list[n++]);
    }
    fclose(f);
    free(b);
    if (n == 0)
        fprintf(stderr, "acolyte selfplay: %s: no positions\n", path);
    if (n <= 0) {
        free(list);
        return -1;
    }
    *out = list;
    return n;
}

const char cmd_selfplay_usage[] =
    "selfplay --games N (--nodes N | --depth N) [--seed S] [--threads T] [--openings FILE.epd] "
    "[--random-plies N] [--personality P] [--hash MB] [--opponent Q] [--pgn GAMES.pgn] --out FILE";

static int usage(void)
{
    print_synopsis(stderr, "usage: acolyte ", cmd_selfplay_usage);
    fprintf(stderr,
            "  --opponent Q: play personality Q, each opening with both colours, and report\n"
            "                the score (then --out is optional)\n"
            "  --pgn FILE:   write the games as PGN too (then --out is optional)\n");
    return 2;
}

static int parse_opts(int argc, char **argv, sp_opts_t *o)
{
    *o = (sp_opts_t){ .threads = 1, .random_plies = 2, .hash_mb = 8, .seed = 1,
                      .openings = NULL, .personality = "default" };
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "--", 2) != 0) {
            fprintf(stderr,
                    "acolyte selfplay: unexpected argument '%s' (every setting is an option)\n", a);
            return usage();
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "acolyte selfplay: '%s' needs a value\n", a);
            return usage();
        }
        const char *v = argv[++i];
        long n = 0;
        bool num = parse_int(v, 0, 2000000000L, &n);
        if (strcmp(a, "--out") == 0)
            o->out = v;
        else if (strcmp(a, "--openings") == 0)
            o->openings = v;
        else if (strcmp(a, "--personality") == 0)
            o->personality = v;
        else if (strcmp(a, "--opponent") == 0)
            o->opponent = v;
        else if (strcmp(a, "--pgn") == 0)
            o->pgn = v;
        else if (!num) {
            fprintf(stderr, "acolyte selfplay: %s '%s': expected a number\n", a, v);
            return 2;
        } else if (strcmp(a, "--games") == 0)
            o->games = (int)n;
        else if (strcmp(a, "--nodes") == 0)
            o->nodes = (uint64_t)n;
        else if (strcmp(a, "--depth") == 0)
            o->depth = (int)n;
        else if (strcmp(a, "--seed") == 0)
            o->seed = (uint64_t)n;
        else if (strcmp(a, "--threads") == 0)
            o->threads = (int)n;
        else if (strcmp(a, "--random-plies") == 0)
            o->random_plies = (int)n;
        else if (strcmp(a, "--hash") == 0)
            o->hash_mb = (int)n;
        else {
            fprintf(stderr, "acolyte selfplay: unknown option '%s'\n", a);
            return usage();
        }
    }
    if (o->games < 1 || (!o->out && !o->opponent && !o->pgn) || (o->nodes == 0) == (o->depth == 0) || o->threads < 1 ||
        o->threads > 256 || o->depth > 100 || o->hash_mb < 1 || o->random_plies > 40) {
        fprintf(stderr, "acolyte selfplay: need --games >= 1, --out (or --opponent or --pgn), exactly one of --nodes and --depth "
                        "(depth <= 100), 1..256 threads, --hash >= 1, --random-plies <= 40\n");
        return usage();
    }
    return 0;
}

/* One game of --pgn, the players named by their personalities. */
static bool write_pgn_game(const sp_opts_t *o, FILE *pgn, int index, const sp_game_t *g)
{
    board_t *start = malloc(sizeof *start);
    char err[256];
    bool ok = start && g->moves && fen_parse(start, g->start, err, sizeof err);
    const char *other = o->opponent ? o->opponent : o->personality;
    if (ok)
        ok = game_pgn_write(pgn, "acolyte selfplay", index + 1, g->white ? o->personality : other,
                            g->white ? other : o->personality, start, g->moves, g->nmoves, g->result);
    free(start);
    return ok;
}

/* Writes games in index order as they complete (out and pgn may be NULL);
 * returns the positions written and counts the match's results. */
static long write_in_order(sp_shared_t *sh, FILE *out, FILE *pgn, bool *write_ok, int wld[3])
{
    long positions = 0;
    for (int i = 0; i < sh->o->games; i++) {
        pthread_mutex_lock(&sh->lock);
        while (!sh->games[i].done)
            pthread_cond_wait(&sh->finished, &sh->lock);
        pthread_mutex_unlock(&sh->lock);
        sp_game_t *g = &sh->games[i];
        if (out && g->len && fwrite(g->text, 1, g->len, out) != g->len)
            *write_ok = false;
        if (pgn && !write_pgn_game(sh->o, pgn, i, g))
            *write_ok = false;
        positions += g->positions;
        wld[g->points == 2 ? 0 : g->points == 0 ? 1 : 2]++;
        free(g->text);
        free(g->moves);
        g->text = NULL;
        g->moves = NULL;
    }
    return positions;
}

/* Elo of a score fraction, clamped so a clean sweep prints a number. */
static double elo_of(double score)
{
    score = score < 0.001 ? 0.001 : score > 0.999 ? 0.999 : score;
    double elo = -400.0 * log10(1.0 / score - 1.0);
    return elo == 0 ? 0 : elo; /* an even score prints +0, not -0 */
}

/* A match's result line: the score of --personality and its Elo with a
 * 95% interval from the spread of the game results (normal approximation). */
static void report_match(const sp_opts_t *o, const int wld[3])
{
    int n = wld[0] + wld[1] + wld[2];
    double score = (wld[0] + 0.5 * wld[2]) / n;
    double var = (wld[0] * pow(1 - score, 2) + wld[1] * pow(score, 2) + wld[2] * pow(0.5 - score, 2)) / n;
    double margin = 1.96 * sqrt(var / n);
    printf("selfplay match %s vs %s games %d +%d -%d =%d score %.1f%% elo %+.0f (%+.0f..%+.0f)\n", o->personality,
           o->opponent, n, wld[0], wld[1], wld[2], 100 * score, elo_of(score), elo_of(score - margin),
           elo_of(score + margin));
}

int cmd_selfplay(const engine_options_t *g, int argc, char **argv)
{
    (void)g;
    sp_opts_t o;
    int rc = parse_opts(argc, argv, &o);
    if (rc)
        return rc;
    sp_shared_t sh = { .o = &o };
    char found[DATA_PATH_MAX];
    if (!o.openings) /* the shipped openings.epd, wherever the data is */
        o.openings = data_dirs_find(DATA_POSITIONS, "openings.epd", found, sizeof found) ? found : "openings.epd";
    sh.nopenings = read_openings(o.openings, &sh.openings);
    if (sh.nopenings < 0)
        return 1;
    sh.games = calloc((size_t)o.games, sizeof *sh.games);
    sp_thread_t *th = calloc((size_t)o.threads, sizeof *th);
    pthread_t *ids = calloc((size_t)o.threads, sizeof *ids);
    FILE *out = o.out ? fopen(o.out, "w") : NULL;
    if (o.out && !out)
        fprintf(stderr, "acolyte selfplay: cannot write '%s': %s\n", o.out, strerror(errno));
    FILE *pgn = o.pgn ? fopen(o.pgn, "w") : NULL;
    if (o.pgn && !pgn)
        fprintf(stderr, "acolyte selfplay: cannot write '%s': %s\n", o.pgn, strerror(errno));
    rc = !sh.games || !th || !ids || (o.out && !out) || (o.pgn && !pgn);
    /* Engines are made here, one per thread: loading is not thread-safe. */
    for (int i = 0; i < o.threads && !rc; i++) {
        engine_options_t eo = { .personality = o.personality, .book = "none", .hash_mb = o.hash_mb, .threads = 1 };
        char err[512];
        th[i].sh = &sh;
        th[i].engine = engine_new(&eo, err, sizeof err);
        if (th[i].engine && o.opponent) {
            eo.personality = o.opponent;
            th[i].opponent = engine_new(&eo, err, sizeof err);
        }
        if (!th[i].engine || (o.opponent && !th[i].opponent)) {
            fprintf(stderr, "acolyte selfplay: %s\n", err);
            rc = 1;
        } else {
            engine_set_deterministic(th[i].engine, true);
            if (th[i].opponent)
                engine_set_deterministic(th[i].opponent, true);
        }
    }
    int started = 0;
    long positions = 0;
    int wld[3] = { 0, 0, 0 };
    int64_t t0 = time_now_ms();
    bool write_ok = true;
    if (!rc) {
        pthread_mutex_init(&sh.lock, NULL);
        pthread_cond_init(&sh.finished, NULL);
        atomic_init(&sh.next, 0);
        for (; started < o.threads; started++)
            if (pthread_create(&ids[started], NULL, sp_thread, &th[started]) != 0)
                break;
        if (started == 0) {
            fprintf(stderr, "acolyte selfplay: cannot start a thread\n");
            rc = 1;
        } else {
            positions = write_in_order(&sh, out, pgn, &write_ok, wld);
        }
        for (int i = 0; i < started; i++)
            pthread_join(ids[i], NULL);
        pthread_cond_destroy(&sh.finished);
        pthread_mutex_destroy(&sh.lock);
    }
    for (int i = 0; th && i < o.threads; i++) {
        if (th[i].failed) {
            fprintf(stderr, "acolyte selfplay: out of memory or a bad opening position\n");
            rc = 1;
        }
        engine_free(th[i].engine);
        engine_free(th[i].opponent);
    }
    bool pgn_ok = write_ok;
    if (out && fclose(out) != 0)
        write_ok = false;
    if (pgn && fclose(pgn) != 0)
        pgn_ok = write_ok = false;
    if (!write_ok) {
        fprintf(stderr, "acolyte selfplay: error writing '%s'\n", pgn_ok || !o.pgn ? o.out : o.pgn);
        rc = 1;
    }
    if (!rc) {
        int64_t ms = time_now_ms() - t0;
        printf("selfplay games %d positions %ld time_ms %lld positions_per_second %lld\n", o.games, positions,
               (long long)ms, (long long)(ms > 0 ? positions * 1000 / ms : positions * 1000));
        if (o.opponent)
            report_match(&o, wld);
    }
    free(sh.games);
    free(sh.openings);
    free(th);
    free(ids);
    return rc;
}
