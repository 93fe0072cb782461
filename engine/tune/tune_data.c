/* tune_data.c -- reading the tuner's training set (see tune_data.h). */
#include "tune/tune_data.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/fen.h"
#include "api/pgn.h"
#include "util/util.h"

static bool push(td_set_t *set, const board_t *b, float result)
{
    if (set->count == set->cap) {
        size_t cap = set->cap ? set->cap * 2 : 4096;
        td_position_t *p = realloc(set->pos, cap * sizeof *p);
        if (!p)
            return false;
        set->pos = p;
        set->cap = cap;
    }
    td_position_t *p = &set->pos[set->count++];
    memcpy(p->board, b, TD_BOARD_BYTES);
    p->result = result;
    return true;
}

void td_board(const td_set_t *set, size_t i, board_t *b)
{
    memcpy(b, set->pos[i].board, TD_BOARD_BYTES);
    b->hply = 0;
}

void td_free(td_set_t *set)
{
    free(set->pos);
    *set = (td_set_t){ 0 };
}

/* "1-0", "0-1", "1/2-1/2" or a number in [0, 1]. */
static bool parse_result(const char *s, float *out)
{
    if (strcmp(s, "1-0") == 0)
        *out = 1.0f;
    else if (strcmp(s, "0-1") == 0)
        *out = 0.0f;
    else if (strcmp(s, "1/2-1/2") == 0)
        *out = 0.5f;
    else {
        char *end;
        errno = 0;
        double v = strtod(s, &end);
        if (end == s || *end || errno || !(v >= 0.0 && v <= 1.0))
            return false;
        *out = (float)v;
    }
    return true;
}

static bool read_labelled(td_set_t *set, FILE *f, const char *path, board_t *b, char *err, size_t errlen)
{
    char line[512];
    long lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (!strchr(line, '\n') && !feof(f)) {
            snprintf(err, errlen, "%s:%ld: line too long", path, lineno);
            return false;
        }
        char *s = str_trim(line);
        if (!*s || *s == '#')
            continue;
        char *semi = strchr(s, ';');
        if (!semi) {
            snprintf(err, errlen, "%s:%ld: no result (expected 'FEN ; RESULT')", path, lineno);
            return false;
        }
        *semi = '\0';
        char *fen = str_trim(s), *res = str_trim(semi + 1);
        float result;
        if (!parse_result(res, &result)) {
            snprintf(err, errlen, "%s:%ld: bad result '%s' (expected 1-0, 0-1, 1/2-1/2 or a number 0..1)", path,
                     lineno, res);
            return false;
        }
        char ferr[256];
        if (!fen_parse(b, fen, ferr, sizeof ferr)) {
            snprintf(err, errlen, "%s:%ld: bad FEN: %s", path, lineno, ferr);
            return false;
        }
        if (!push(set, b, result)) {
            snprintf(err, errlen, "%s:%ld: out of memory", path, lineno);
            return false;
        }
    }
    if (ferror(f)) {
        snprintf(err, errlen, "%s: read error", path);
        return false;
    }
    return true;
}

/* Every position of every finished game, except those in check or where
 * the move played is a capture or promotion (not quiet, so the static
 * evaluation would misjudge it). */
static bool read_pgn(td_set_t *set, FILE *f, const char *path, board_t *b, char *err, size_t errlen)
{
    pgn_reader_t *r = pgn_reader_new(f, path);
    pgn_game_t *g = malloc(sizeof *g);
    bool ok = r && g;
    if (!ok)
        snprintf(err, errlen, "%s: out of memory", path);
    int got;
    while (ok && (got = pgn_read_game(r, g, err, errlen)) != 0) {
        if (got < 0) {
            ok = false;
            break;
        }
        float result;
        if (!parse_result(g->result, &result) || strchr(g->result, '.')) {
            set->unfinished++;
            continue;
        }
        *b = g->start;
        b->hply = 0;
        for (int i = 0; i <= g->nmoves && ok; i++) {
            bool quiet = i == g->nmoves || !move_is_noisy(g->moves[i]);
            if (quiet && !board_in_check(b)) {
                if (!push(set, b, result)) {
                    snprintf(err, errlen, "%s:%ld: out of memory", path, g->line);
                    ok = false;
                }
            } else {
                set->skipped++;
            }
            /* PGN_MAX_PLIES moves fit in the board's history. */
            if (i < g->nmoves)
                board_make_move(b, g->moves[i]);
        }
    }
    free(g);
    pgn_reader_free(r);
    return ok;
}

bool td_read_file(td_set_t *set, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return false;
    }
    board_t *b = malloc(sizeof *b);
    bool ok = false;
    if (!b)
        snprintf(err, errlen, "%s: out of memory", path);
    else {
        size_t n = strlen(path);
        bool pgn = n >= 4 && strcasecmp(path + n - 4, ".pgn") == 0;
        ok = pgn ? read_pgn(set, f, path, b, err, errlen) : read_labelled(set, f, path, b, err, errlen);
    }
    free(b);
    fclose(f);
    return ok;
}
