/* console_epd.c -- `epd FILE [S | depth N]`: run a test suite.  Every
 * position of an EPD file is searched (S seconds each, default 1, or to a
 * fixed depth) and the move found is checked against the record's "bm"
 * (best move) and "am" (avoid move) operations; one line per position,
 * then the failures and "solved K of N".
 *
 * EPD: four FEN fields followed by operations "opcode operands;"
 * (Edwards, "Portable Game Notation Specification", section 16.2).
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "api/moves.h"
#include "util/util.h"

enum { EPD_LINE_MAX = 4096, EPD_MOVES_MAX = 16 };

typedef struct {
    char id[64];
    move_t bm[EPD_MOVES_MAX], am[EPD_MOVES_MAX];
    int nbm, nam;
    char bm_text[128], am_text[128];
} epd_ops_t;

/* Copy the next operation out of *p (up to an unquoted ';'). */
static bool next_op(const char **p, char *out, size_t len)
{
    const char *s = *p + strspn(*p, " \t");
    if (!*s)
        return false;
    size_t n = 0;
    bool quoted = false;
    for (; *s && (quoted || *s != ';'); s++) {
        if (*s == '"')
            quoted = !quoted;
        if (n + 1 < len)
            out[n++] = *s;
    }
    out[n] = '\0';
    *p = *s ? s + 1 : s;
    return true;
}

/* Read the moves of a bm/am operand list; false names the bad move. */
static bool parse_move_list(const board_t *b, char *text, move_t *moves, int *n, char *bad, size_t badlen)
{
    char *save = NULL;
    for (char *t = strtok_r(text, " \t", &save); t; t = strtok_r(NULL, " \t", &save)) {
        move_t m = move_parse(b, t, NULL, 0);
        if (m == MOVE_NONE) {
            snprintf(bad, badlen, "%s", t);
            return false;
        }
        if (*n < EPD_MOVES_MAX)
            moves[(*n)++] = m;
    }
    return true;
}

/* Parse one record into a board and its operations; false with why. */
static bool parse_record(const char *line, board_t *b, epd_ops_t *ops, char *why, size_t len)
{
    char fields[4][96];
    const char *p = line;
    memset(ops, 0, sizeof *ops);
    for (int i = 0; i < 4; i++) {
        p += strspn(p, " \t");
        size_t n = strcspn(p, " \t");
        if (n == 0 || n >= sizeof fields[i]) {
            snprintf(why, len, "needs four FEN fields");
            return false;
        }
        memcpy(fields[i], p, n);
        fields[i][n] = '\0';
        p += n;
    }
    char fen[4 * 96 + 4];
    snprintf(fen, sizeof fen, "%s %s %s %s", fields[0], fields[1], fields[2], fields[3]);
    char err[128];
    if (!fen_parse(b, fen, err, sizeof err)) {
        snprintf(why, len, "bad FEN: %s", err);
        return false;
    }
    char op[EPD_LINE_MAX];
    while (next_op(&p, op, sizeof op)) {
        char *arg = op + strcspn(op, " \t");
        if (*arg)
            *arg++ = '\0';
        arg += strspn(arg, " \t");
        char bad[MOVE_STR_MAX * 2];
        if (strcmp(op, "bm") == 0 || strcmp(op, "am") == 0) {
            bool is_bm = op[0] == 'b';
            snprintf(is_bm ? ops->bm_text : ops->am_text, sizeof ops->bm_text, "%.*s",
                     (int)sizeof ops->bm_text - 1, arg);
            if (!parse_move_list(b, arg, is_bm ? ops->bm : ops->am, is_bm ? &ops->nbm : &ops->nam, bad,
                                 sizeof bad)) {
                snprintf(why, len, "%s move '%s' is not legal here", is_bm ? "bm" : "am", bad);
                return false;
            }
        } else if (strcmp(op, "id") == 0) {
            size_t n = strlen(arg);
            if (n >= 2 && arg[0] == '"' && arg[n - 1] == '"') {
                arg[n - 1] = '\0';
                arg++;
            }
            snprintf(ops->id, sizeof ops->id, "%.*s", (int)sizeof ops->id - 1, arg);
        }
    }
    if (ops->nbm == 0 && ops->nam == 0) {
        snprintf(why, len, "no bm or am operation to check against");
        return false;
    }
    return true;
}

static bool in_list(move_t m, const move_t *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i] == m)
            return true;
    return false;
}

static bool parse_suite_limits(console_t *c, int argc, char **argv, search_limits_t *lim)
{
    memset(lim, 0, sizeof *lim);
    lim->movetime_ms = 1000;
    if (argc == 3) {
        char *end;
        errno = 0;
        double s = strtod(argv[2], &end);
        if (*end || end == argv[2] || errno || !(s > 0.0) || s > 3600.0)
            return console_error(c, "epd: time must be seconds above 0 and up to 3600, not '%s'", argv[2]);
        lim->movetime_ms = (int64_t)(s * 1000.0 + 0.5);
        if (lim->movetime_ms < 1)
            lim->movetime_ms = 1;
    } else if (argc == 4) {
        long d;
        if (strcmp(argv[2], "depth") != 0 || !parse_int(argv[3], 1, MAX_PLY - 1, &d))
            return console_error(c, "usage: epd FILE [S | depth N]");
        lim->movetime_ms = 0;
        lim->depth = (int)d;
    } else if (argc != 2) {
        return console_error(c, "usage: epd FILE [S | depth N]");
    }
    return true;
}

bool console_cmd_epd(console_t *c, int argc, char **argv)
{
    search_limits_t lim;
    if (argc < 2 || !parse_suite_limits(c, argc, argv, &lim))
        return argc < 2 ? console_error(c, "usage: epd FILE [S | depth N]") : false;
    FILE *in = fopen(argv[1], "r");
    if (!in)
        return console_error(c, "%s: %s", argv[1], strerror(errno));

    /* The suite runs on the engine's position; the user's game is put
     * back afterwards. */
    game_t *saved_game = malloc(sizeof *saved_game);
    board_t *b = malloc(sizeof *b);
    char *line = malloc(EPD_LINE_MAX), *failed = calloc(1, 4096);
    if (!saved_game || !b || !line || !failed) {
        free(saved_game), free(b), free(line), free(failed);
        fclose(in);
        return console_error(c, "out of memory");
    }
    *saved_game = c->game;

    int total = 0, solved = 0, lineno = 0, bad = 0;
    bool interrupted = false;
    while (fgets(line, EPD_LINE_MAX, in)) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        const char *p = line + strspn(line, " \t");
        if (!*p || *p == '#')
            continue;
        epd_ops_t ops;
        char why[256], fen[FEN_MAX];
        if (!parse_record(p, b, &ops, why, sizeof why)) {
            console_error(c, "%s:%d: %s; skipped", argv[1], lineno, why);
            bad++;
            continue;
        }
        total++;
        if (!ops.id[0])
            snprintf(ops.id, sizeof ops.id, "line %d", lineno);
        fen_write(b, fen);
        engine_set_fen(c->engine, fen, why, sizeof why);
        if (c->interactive) {
            printf("[%d] %s: thinking...", total, ops.id);
            fflush(stdout);
        }
        search_info_t info;
        memset(&info, 0, sizeof info);
        move_t best = console_think(c, &lim, true, &info);
        if (c->interactive)
            printf("\r\033[K");
        if (c->stopped) {
            interrupted = true;
            total--;
            break;
        }
        bool ok = best != MOVE_NONE && (ops.nbm == 0 || in_list(best, ops.bm, ops.nbm)) &&
                  !in_list(best, ops.am, ops.nam);
        char san[MOVE_STR_MAX] = "none", score[16];
        if (best != MOVE_NONE && moves_is_legal(b, best))
            move_to_san(b, best, san);
        console_format_score(info.score, b->side, score, sizeof score);
        solved += ok;
        if (!ok && strlen(failed) + strlen(ops.id) + 2 < 4096)
            strcat(strcat(failed, " "), ops.id);
        printf("[%d] %-12s %s %-12s found %-8s %s%s%s  (%s depth %d)\n", total, ops.id, ops.nbm ? "bm" : "am",
               ops.nbm ? ops.bm_text : ops.am_text, san, console_sgr(c, ok ? "32" : "31"), ok ? "ok" : "FAILED",
               console_sgr(c, "0"), score, info.depth);
        fflush(stdout);
    }
    fclose(in);

    /* Back to the user's game: its start, then its moves. */
    char why[256];
    engine_set_fen(c->engine, saved_game->start_fen, why, sizeof why);
    c->game = *saved_game;
    c->game.count = 0;
    for (int i = 0; i < saved_game->count; i++)
        game_play(c, saved_game->moves[i]);
    c->game.redo_count = saved_game->redo_count;
    memcpy(c->game.result, saved_game->result, sizeof c->game.result);

    if (interrupted)
        printf("interrupted\n");
    if (bad)
        printf("skipped %d bad record%s\n", bad, bad == 1 ? "" : "s");
    if (failed[0])
        printf("failed:%s\n", failed);
    printf("solved %d of %d\n", solved, total);
    free(saved_game), free(b), free(line), free(failed);
    return true;
}
