/* genfens.c -- the opening generator (genfens.h).  Reproducible: one
 * generator seeded by the caller draws every choice, in the same order
 * whatever the searches find, and the searches are deterministic (one
 * thread, the hash table cleared before each). */
#include "api/genfens.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "api/bench.h"
#include "api/engine.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "openings/pgn.h"
#include "util/numbers.h"

typedef struct {
    char **fen;
    size_t count, cap;
} fen_list_t;

static bool list_add(fen_list_t *l, const char *fen)
{
    if (l->count == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 1024;
        char **grown = realloc(l->fen, cap * sizeof *grown);
        if (!grown)
            return false;
        l->fen = grown;
        l->cap = cap;
    }
    size_t n = strlen(fen) + 1;
    if (!(l->fen[l->count] = malloc(n)))
        return false;
    memcpy(l->fen[l->count++], fen, n);
    return true;
}

static void list_free(fen_list_t *l)
{
    for (size_t i = 0; i < l->count; i++)
        free(l->fen[i]);
    free(l->fen);
}

static bool read_epd(FILE *f, const char *path, fen_list_t *l, char *err, size_t errlen)
{
    char line[1024], fen[256], why[256];
    board_t b;
    for (int lineno = 1; fgets(line, sizeof line, f); lineno++) {
        line[strcspn(line, "\r\n")] = '\0';
        const char *rest, *p = line + strspn(line, " \t");
        if (!*p || *p == '#')
            continue;
        bench_epd_fen(p, fen, sizeof fen, &rest);
        if (!fen_parse(&b, fen, why, sizeof why)) {
            snprintf(err, errlen, "%s:%d: bad FEN: %s", path, lineno, why);
            return false;
        }
        if (!list_add(l, fen)) {
            snprintf(err, errlen, "%s: out of memory", path);
            return false;
        }
    }
    return true;
}

/* A PGN book's openings: the position at the end of each game. */
static bool read_pgn(FILE *f, const char *path, fen_list_t *l, char *err, size_t errlen)
{
    pgn_reader_t *r = pgn_reader_new(f, path);
    pgn_game_t *g = malloc(sizeof *g);
    bool good = r && g;
    int got;
    while (good && (got = pgn_read_game(r, g, err, errlen)) != 0) {
        if (got < 0) {
            good = false; /* err says which game and why */
            break;
        }
        board_t b = g->start;
        for (int i = 0; i < g->nmoves; i++)
            board_make_move(&b, g->moves[i]);
        char fen[FEN_MAX];
        fen_write(&b, fen);
        good = list_add(l, fen);
    }
    if (!r || !g || (!good && !*err))
        snprintf(err, errlen, "%s: out of memory", path);
    free(g);
    pgn_reader_free(r);
    return good;
}

static bool read_book(const char *path, fen_list_t *l, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot open the book %s", path);
        return false;
    }
    size_t n = strlen(path);
    err[0] = '\0';
    bool good = n > 4 && !strcasecmp(path + n - 4, ".pgn") ? read_pgn(f, path, l, err, errlen)
                                                            : read_epd(f, path, l, err, errlen);
    fclose(f);
    if (good && l->count == 0) {
        snprintf(err, errlen, "no position in the book %s", path);
        good = false;
    }
    return good;
}

/* One candidate: a start drawn from the book (or the initial position),
 * then plies random legal moves and one more half the time, so that
 * either side may be to move.  False when a game ends on the way. */
static bool random_position(const fen_list_t *book, int plies, uint64_t *rng, board_t *b)
{
    if (book->count) {
        if (!fen_parse(b, book->fen[splitmix64(rng) % book->count], NULL, 0))
            return false;
    } else {
        board_init_startpos(b);
    }
    plies += (int)(splitmix64(rng) & 1);
    movelist_t moves;
    for (int i = 0; i < plies; i++) {
        movegen_legal(b, &moves);
        if (moves.count == 0)
            return false;
        board_make_move(b, moves.moves[splitmix64(rng) % (uint64_t)moves.count]);
    }
    return has_legal_move(b);
}

/* Is the position playable for both sides: a short search's score within
 * margin, and no mate in sight? */
static bool balanced(engine_t *e, const char *fen, int margin)
{
    if (!engine_set_fen(e, fen, NULL, 0))
        return false;
    engine_clear_hash(e);
    search_limits_t limits;
    memset(&limits, 0, sizeof limits);
    limits.depth = GENFENS_DEPTH;
    search_info_t info;
    memset(&info, 0, sizeof info);
    engine_search_sync(e, &limits, &info);
    return info.score >= -margin && info.score <= margin;
}

bool genfens_run(const personality_t *p, const genfens_opts_t *o, void (*emit)(void *ctx, const char *fen),
                 void *ctx, char *err, size_t errlen)
{
    fen_list_t book = { 0 };
    if (o->book && !read_book(o->book, &book, err, errlen)) {
        list_free(&book);
        return false;
    }
    int plies = o->plies >= 0 ? o->plies : o->book ? GENFENS_BOOK_PLIES : GENFENS_PLIES;
    int margin = o->margin >= 0 ? o->margin : GENFENS_MARGIN;
    engine_options_t eo = { .book = "none", .hash_mb = 16, .threads = 1 };
    char why[512];
    engine_t *e = engine_new(&eo, why, sizeof why);
    if (!e) {
        snprintf(err, errlen, "%s", why);
        list_free(&book);
        return false;
    }
    engine_set_personality(e, p);
    engine_set_deterministic(e, true);

    uint64_t rng = o->seed;
    board_t *b = malloc(sizeof *b);
    long tries = 0, limit = (long)o->count * GENFENS_TRIES;
    int found = 0;
    while (b && found < o->count && tries++ < limit) {
        char fen[FEN_MAX];
        if (!random_position(&book, plies, &rng, b))
            continue;
        fen_write(b, fen);
        if (!balanced(e, fen, margin))
            continue;
        emit(ctx, fen);
        found++;
    }
    if (!b)
        snprintf(err, errlen, "out of memory");
    else if (found < o->count)
        snprintf(err, errlen, "only %d of %d positions after %ld tries", found, o->count, limit);
    free(b);
    engine_free(e);
    list_free(&book);
    return b && found == o->count;
}
