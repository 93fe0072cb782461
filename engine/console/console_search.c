/* console_search.c -- thinking in the console: `go` and `play` with
 * limits, `analyze` without, and the live lines they print (depth, score
 * in White's view, time, nodes, speed, the principal variation in SAN).
 *
 * The search runs on the engine's own thread; its callbacks print under
 * the console's output lock while this thread waits, watching for Ctrl-C
 * (and, in analyze, for a line of input) to stop it.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "api/moves.h"

enum { LINES_MAX = 64 };

/* What one search shares between its callbacks and the waiting thread. */
typedef struct {
    console_t *c;
    board_t root;            /* the position searched */
    board_t work;            /* for turning PVs into SAN */
    bool quiet;              /* epd: no live lines */
    bool header_done;
    bool done;               /* on_done has run */
    move_t best, ponder;
    search_info_t last;
    /* The last line printed for each multipv line, to skip repeats. */
    int prev_depth[LINES_MAX];
    score_t prev_score[LINES_MAX];
    int prev_len[LINES_MAX];
    move_t prev_pv[LINES_MAX][MAX_PLY];
} think_t;

void console_format_score(score_t stm_score, int side, char *out, size_t len)
{
    score_t s = side == WHITE ? stm_score : -stm_score;
    if (s > SCORE_MATE_BOUND || s < -SCORE_MATE_BOUND) {
        int plies = SCORE_MATE - (s > 0 ? s : -s);
        snprintf(out, len, "#%s%d", s > 0 ? "" : "-", (plies + 1) / 2);
    } else {
        snprintf(out, len, "%c%d.%02d", s < 0 ? '-' : '+', abs(s) / 100, abs(s) % 100);
    }
}

void console_format_pv(board_t *work, const board_t *root, const move_t *pv, int n, char *out, size_t len)
{
    size_t used = 0;
    *out = '\0';
    *work = *root;
    for (int i = 0; i < n && used + 24 < len; i++) {
        if (!moves_is_legal(work, pv[i]))
            break;
        char san[MOVE_STR_MAX];
        move_to_san(work, pv[i], san);
        int w;
        if (work->side == WHITE)
            w = snprintf(out + used, len - used, "%s%d. %s", i ? " " : "", work->fullmove, san);
        else if (i == 0)
            w = snprintf(out + used, len - used, "%d... %s", work->fullmove, san);
        else
            w = snprintf(out + used, len - used, " %s", san);
        if (w < 0 || (size_t)w >= len - used)
            break;
        used += (size_t)w;
        board_make_move(work, pv[i]);
    }
}

/* Nodes per second, short: "950", "12.3k", "1.52M". */
static void format_nps(uint64_t nps, char *out, size_t len)
{
    if (nps >= 1000000)
        snprintf(out, len, "%.2fM", (double)nps / 1e6);
    else if (nps >= 10000)
        snprintf(out, len, "%.1fk", (double)nps / 1e3);
    else
        snprintf(out, len, "%" PRIu64, nps);
}

static bool same_as_printed(think_t *t, const search_info_t *info, int line)
{
    if (t->prev_depth[line] != info->depth || t->prev_score[line] != info->score ||
        t->prev_len[line] != info->pv_length)
        return false;
    return memcmp(t->prev_pv[line], info->pv, (size_t)info->pv_length * sizeof info->pv[0]) == 0;
}

static void print_info(think_t *t, const search_info_t *info)
{
    console_t *c = t->c;
    int line = info->multipv >= 1 && info->multipv <= LINES_MAX ? info->multipv - 1 : 0;
    int pvn = info->pv_length < 0 ? 0 : info->pv_length > MAX_PLY ? MAX_PLY : info->pv_length;
    if (same_as_printed(t, info, line))
        return;
    t->prev_depth[line] = info->depth;
    t->prev_score[line] = info->score;
    t->prev_len[line] = pvn;
    memcpy(t->prev_pv[line], info->pv, (size_t)pvn * sizeof info->pv[0]);

    char score[16], nps[16], pv[2048];
    console_format_score(info->score, t->root.side, score, sizeof score);
    /* A bound is shown in White's view: a fail-high for Black is an upper
     * bound for White. */
    const char *bound = "";
    if (info->bound != BOUND_EXACT) {
        bool lower = (info->bound == BOUND_LOWER) == (t->root.side == WHITE);
        bound = lower ? ">=" : "<=";
    }
    char shown[24];
    snprintf(shown, sizeof shown, "%s%s", bound, score);
    format_nps(info->nps, nps, sizeof nps);
    console_format_pv(&t->work, &t->root, info->pv, pvn, pv, sizeof pv);
    if (!t->header_done) {
        printf("%sdepth   pawns     time       nodes      nps  pv%s\n", console_sgr(c, "2"), console_sgr(c, "0"));
        t->header_done = true;
    }
    char multi[8] = "";
    if (c->multipv > 1)
        snprintf(multi, sizeof multi, "%d: ", info->multipv);
    const char *sc = info->score > 0 ? "32" : info->score < 0 ? "31" : "0";
    if (t->root.side == BLACK)
        sc = info->score > 0 ? "31" : info->score < 0 ? "32" : "0";
    printf("%2d/%-2d %s%8s%s %7.2fs %11" PRIu64 " %8s  %s%s\n", info->depth, info->seldepth, console_sgr(c, sc),
           shown, console_sgr(c, "0"), (double)info->time_ms / 1000.0, info->nodes, nps, multi, pv);
    fflush(stdout);
}

static void on_info(void *ctx, const search_info_t *info)
{
    think_t *t = ctx;
    pthread_mutex_lock(&t->c->out_lock);
    if (!t->quiet)
        print_info(t, info);
    pthread_mutex_unlock(&t->c->out_lock);
}

static void on_done(void *ctx, move_t best, move_t ponder, const search_info_t *last)
{
    think_t *t = ctx;
    pthread_mutex_lock(&t->c->out_lock);
    t->best = best;
    t->ponder = ponder;
    if (last)
        t->last = *last;
    t->done = true;
    pthread_mutex_unlock(&t->c->out_lock);
}

static bool think_done(think_t *t)
{
    pthread_mutex_lock(&t->c->out_lock);
    bool d = t->done;
    pthread_mutex_unlock(&t->c->out_lock);
    return d;
}

/* Wait for the search to end.  Ctrl-C stops it; with analyze set, so does
 * a line of input, which is returned in *pending when it is not empty.
 * Returns true when the search was stopped by the user. */
static bool think_wait(think_t *t, bool analyze, char **pending)
{
    console_t *c = t->c;
    bool stopped = false;
    if (!c->interactive && !analyze) {
        engine_search_wait(c->engine);
        return false;
    }
    while (!think_done(t)) {
        if (console_sigint) {
            console_sigint = 0;
            engine_search_stop(c->engine);
            /* The terminal echoed "^C" mid-line: end that line. */
            pthread_mutex_lock(&c->out_lock);
            putchar('\n');
            pthread_mutex_unlock(&c->out_lock);
            stopped = true;
            break;
        }
        if (analyze) {
            char *line = NULL;
            int r = console_io_poll_line(c->io, 50, &line);
            if (r != 0) {
                engine_search_stop(c->engine);
                stopped = true;
                if (r > 0 && line[strspn(line, " \t\r")] != '\0')
                    *pending = line;
                else
                    free(line);
                break;
            }
        } else {
            platform_sleep_ms(20);
        }
    }
    engine_search_wait(c->engine);
    return stopped;
}

static think_t *think_new(console_t *c, bool quiet)
{
    think_t *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->c = c;
    t->root = *engine_board(c->engine);
    t->quiet = quiet;
    for (int i = 0; i < LINES_MAX; i++)
        t->prev_depth[i] = -1;
    return t;
}

static void print_result(think_t *t, bool stopped)
{
    char best[MOVE_STR_MAX], reply[MOVE_STR_MAX];
    if (stopped)
        printf("(stopped)\n");
    if (t->best == MOVE_NONE || !moves_is_legal(&t->root, t->best)) {
        printf("no move found\n");
        return;
    }
    t->work = t->root;
    move_to_san(&t->work, t->best, best);
    board_make_move(&t->work, t->best);
    if (t->ponder != MOVE_NONE && moves_is_legal(&t->work, t->ponder)) {
        move_to_san(&t->work, t->ponder, reply);
        printf("best move %s, expected reply %s\n", best, reply);
    } else {
        printf("best move %s\n", best);
    }
}

/* The game is over when nothing can be searched. */
static bool check_can_search(console_t *c)
{
    if (moves_any_legal(engine_board(c->engine)))
        return true;
    const char *result, *reason;
    if (engine_game_over(c->engine, &result, &reason))
        return console_error(c, "the game is over: %s (%s)", result, reason);
    return console_error(c, "there is no legal move in this position");
}

move_t console_think(console_t *c, const search_limits_t *limits, bool quiet, search_info_t *final)
{
    think_t *t = think_new(c, quiet);
    if (!t) {
        console_error(c, "out of memory");
        return MOVE_NONE;
    }
    search_callbacks_t cb = { on_info, on_done, t };
    console_sigint = 0;
    move_t best = MOVE_NONE;
    if (engine_search_start(c->engine, limits, &cb)) {
        bool stopped = think_wait(t, false, NULL);
        c->stopped = stopped;
        if (!quiet)
            print_result(t, stopped);
        best = t->best;
        if (final)
            *final = t->last;
    } else {
        console_error(c, "the search could not be started");
    }
    free(t);
    return best;
}

/* go/play limits: depth N, time S (seconds, may have decimals), nodes N. */
static bool parse_limits(console_t *c, int argc, char **argv, search_limits_t *lim)
{
    memset(lim, 0, sizeof *lim);
    lim->multipv = c->multipv;
    for (int i = 1; i < argc; i += 2) {
        const char *key = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(key, "depth") != 0 && strcmp(key, "time") != 0 && strcmp(key, "nodes") != 0)
            return console_error(c, "%s: unknown limit '%s' (depth N, time S, nodes N)", argv[0], key);
        if (!val)
            return console_error(c, "%s: '%s' needs a value", argv[0], key);
        char *end;
        errno = 0;
        if (strcmp(key, "depth") == 0) {
            long d = strtol(val, &end, 10);
            if (*end || end == val || d < 1 || d >= MAX_PLY)
                return console_error(c, "%s: depth must be a whole number from 1 to %d, not '%s'", argv[0],
                                     MAX_PLY - 1, val);
            lim->depth = (int)d;
        } else if (strcmp(key, "time") == 0) {
            double s = strtod(val, &end);
            if (*end || end == val || errno || !(s > 0.0) || s > 86400.0)
                return console_error(c, "%s: time must be seconds above 0 and up to 86400, not '%s'", argv[0], val);
            lim->movetime_ms = (int64_t)(s * 1000.0 + 0.5);
            if (lim->movetime_ms < 1)
                lim->movetime_ms = 1;
        } else {
            unsigned long long n = strtoull(val, &end, 10);
            if (*end || end == val || errno || n == 0 || val[0] == '-')
                return console_error(c, "%s: nodes must be a positive whole number, not '%s'", argv[0], val);
            lim->nodes = n;
        }
    }
    if (!lim->depth && !lim->nodes && !lim->movetime_ms)
        lim->movetime_ms = 5000; /* a sensible look when no limit is given */
    return true;
}

bool console_cmd_go(console_t *c, int argc, char **argv)
{
    search_limits_t lim;
    if (!parse_limits(c, argc, argv, &lim) || !check_can_search(c))
        return false;
    console_think(c, &lim, false, NULL);
    return true;
}

bool console_cmd_play(console_t *c, int argc, char **argv)
{
    search_limits_t lim;
    if (!parse_limits(c, argc, argv, &lim) || !check_can_search(c))
        return false;
    move_t best = console_think(c, &lim, false, NULL);
    if (best == MOVE_NONE || !moves_is_legal(engine_board(c->engine), best))
        return console_error(c, "no move to play");
    if (!game_play(c, best))
        return false;
    c->game.redo_count = 0;
    printf("played %s\n", c->game.san[c->game.count - 1]);
    game_report_end(c);
    return true;
}

bool console_cmd_analyze(console_t *c, int argc, char **argv)
{
    if (argc > 1)
        return console_error(c, "'%s' takes no arguments (use go for limits)", argv[0]);
    if (!check_can_search(c))
        return false;
    think_t *t = think_new(c, false);
    if (!t)
        return console_error(c, "out of memory");
    search_limits_t lim;
    memset(&lim, 0, sizeof lim);
    lim.infinite = true;
    lim.multipv = c->multipv;
    search_callbacks_t cb = { on_info, on_done, t };
    if (c->interactive)
        printf("%sAnalysing; press Enter or Ctrl-C to stop.%s\n", console_sgr(c, "2"), console_sgr(c, "0"));
    fflush(stdout);
    console_sigint = 0;
    char *pending = NULL;
    if (!engine_search_start(c->engine, &lim, &cb)) {
        free(t);
        return console_error(c, "the search could not be started");
    }
    bool stopped = think_wait(t, true, &pending);
    print_result(t, stopped && c->interactive);
    free(t);
    fflush(stdout);
    /* A command typed to stop the analysis is run, not lost. */
    if (pending) {
        if (!console_execute(c, pending))
            c->failures++;
        free(pending);
    }
    return true;
}
