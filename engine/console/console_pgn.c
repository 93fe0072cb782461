/* console_pgn.c -- `pgn save FILE [--force]` and `pgn load FILE [N]`: the
 * console's game as PGN, over the project's PGN reader and writer (pgn.h).
 *
 * Saving goes through save_file(): it never replaces a file unless asked
 * (--force), never leaves half a file and never replaces what is not a
 * regular file; "-" writes the game to standard output.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "console/console.h"
#include "api/pgn.h"
#include "util/save_file.h"
#include "util/util.h"

/* Today's date as PGN wants it; SOURCE_DATE_EPOCH (the reproducible-builds
 * convention) fixes it, so tests can compare a saved file exactly. */
static void pgn_date(char *out, size_t len)
{
    time_t now = time(NULL);
    const char *fixed = getenv("SOURCE_DATE_EPOCH");
    int64_t v; /* 64 bits: the year 9999 does not fit Windows' long */
    if (fixed && parse_int64(fixed, 0, INT64_C(253402300799), &v))
        now = (time_t)v;
    struct tm tm;
    if (fixed ? gmtime_r(&now, &tm) : localtime_r(&now, &tm))
        strftime(out, len, "%Y.%m.%d", &tm);
    else
        snprintf(out, len, "????.??.??");
}

static const char *game_result(console_t *c)
{
    const char *result, *reason;
    if (engine_game_over(c->engine, &result, &reason))
        return result;
    return c->game.result[0] ? c->game.result : "*";
}

static bool write_game(console_t *c, FILE *out)
{
    const game_t *g = &c->game;
    pgn_tag_t tags[9];
    int n = 0;
    char date[16];
    pgn_date(date, sizeof date);
    const char *result = game_result(c);
#define TAG(k, v) (snprintf(tags[n].name, sizeof tags[n].name, "%s", k), \
                   snprintf(tags[n].value, sizeof tags[n].value, "%s", v), n++)
    TAG("Event", g->event[0] ? g->event : "Acolyte analysis");
    TAG("Site", "?");
    TAG("Date", date);
    TAG("Round", "-");
    TAG("White", g->white[0] ? g->white : "?");
    TAG("Black", g->black[0] ? g->black : "?");
    TAG("Result", result);
    if (strcmp(g->start_fen, FEN_STARTPOS) != 0) {
        TAG("SetUp", "1");
        TAG("FEN", g->start_fen);
    }
#undef TAG
    board_t *start = malloc(sizeof *start);
    if (!start)
        return false;
    char err[128];
    bool good = fen_parse(start, g->start_fen, err, sizeof err) &&
                pgn_write_game(out, tags, n, start, g->moves, g->count, result);
    free(start);
    return good;
}

/* The game's text, for save_file(). */
static bool write_game_to(FILE *f, void *ctx)
{
    return write_game(ctx, f);
}

static bool pgn_save(console_t *c, const char *path, bool force)
{
    char err[1024];
    if (!save_file(path, force ? SAVE_FORCE : 0, write_game_to, c, err, sizeof err))
        return console_error(c, "%s", err);
    if (!save_file_is_stdout(path))
        printf("game saved to %s (%d pl%s)\n", path, c->game.count, c->game.count == 1 ? "y" : "ies");
    return true;
}

static bool pgn_load(console_t *c, const char *path, long want)
{
    FILE *in = fopen(path, "r");
    if (!in)
        return console_error(c, "%s: %s", path, strerror(errno));
    pgn_reader_t *r = pgn_reader_new(in, path);
    pgn_game_t *g = malloc(sizeof *g);
    if (!r || !g) {
        pgn_reader_free(r);
        free(g);
        fclose(in);
        return console_error(c, "out of memory");
    }
    char err[512] = "";
    long seen = 0;
    int got = 0;
    /* Game N counts every game in the file, good or bad, so the number
     * matches what a PGN viewer shows. */
    while (seen < want) {
        err[0] = '\0';
        got = pgn_read_game(r, g, err, sizeof err);
        if (got == 0)
            break;
        seen++;
    }
    pgn_reader_free(r);
    fclose(in);
    bool ok = false;
    if (got == 0)
        console_error(c, "%s: there %s only %ld game%s", path, seen == 1 ? "is" : "are", seen, seen == 1 ? "" : "s");
    else if (got < 0)
        console_error(c, "%s", err);
    else
        ok = true;
    if (!ok) {
        free(g);
        return false;
    }

    char fen[FEN_MAX], why[256];
    fen_write(&g->start, fen);
    if (!engine_set_fen(c->engine, fen, why, sizeof why)) {
        free(g);
        return console_error(c, "%s: game %ld: bad start position: %s", path, want, why);
    }
    game_reset(c, fen);
    for (int i = 0; i < g->nmoves; i++)
        if (!game_play(c, g->moves[i]))
            break;
    game_t *gm = &c->game;
    const char *v;
    if ((v = pgn_tag(g, "White")))
        snprintf(gm->white, sizeof gm->white, "%s", v);
    if ((v = pgn_tag(g, "Black")))
        snprintf(gm->black, sizeof gm->black, "%s", v);
    if ((v = pgn_tag(g, "Event")))
        snprintf(gm->event, sizeof gm->event, "%s", v);
    snprintf(gm->result, sizeof gm->result, "%s", strcmp(g->result, "*") == 0 ? "" : g->result);
    printf("loaded game %ld of %s: %s - %s, %s, %d pl%s\n", want, path, gm->white[0] ? gm->white : "?",
           gm->black[0] ? gm->black : "?", g->result[0] ? g->result : "*", gm->count, gm->count == 1 ? "y" : "ies");
    free(g);
    return true;
}

bool console_cmd_pgn(console_t *c, int argc, char **argv)
{
    const char *sub = argc > 1 ? argv[1] : "";
    if (strcmp(sub, "save") == 0) {
        bool force;
        const char *file;
        if (!console_save_args(c, argc, argv, "pgn save FILE [--force]", &file, &force))
            return false;
        return pgn_save(c, file, force);
    }
    if (strcmp(sub, "load") == 0 && (argc == 3 || argc == 4)) {
        long n = 1;
        if (argc == 4 && !parse_int(argv[3], 1, 100000000L, &n))
            return console_error(c, "pgn load: '%s' is not a game number", argv[3]);
        return pgn_load(c, argv[2], n);
    }
    return console_error(c, "usage: pgn save FILE [--force] | pgn load FILE [N]");
}
