/* makebook.c -- build a Polyglot book from PGN games.
 *
 * What `polyglot make-book` (PolyGlot 2.0.4) writes was established by
 * experiment on small PGN files and reproduced here (no Polyglot code was
 * read or used):
 *   - every (position key, move) of the first max-ply plies counts: n (how
 *     often it was played) and a score for the side that played it, by the
 *     Result tag: a win 2, a draw 1, a loss 0; a missing or unknown Result
 *     tag ("*", "2-0") counts as a draw.  The result token ending the
 *     movetext is not used;
 *   - when one move's n reaches 16384, n and score of every move of that
 *     position are halved, rounding up (so a move once seen never drops to
 *     n = 0), which keeps the score in 16 bits;
 *   - kept: n >= min-game and score > 0; the weight is the score, or 1 with
 *     -uniform; learn is 0;
 *   - order: key ascending, then weight descending, then the order in which
 *     the moves were first met.
 * Acolyte differs in one respect: a game with a FEN tag starts from that
 * position (Polyglot plays such games from the initial position).
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "openings/book.h"
#include "openings/makebook.h"
#include "openings/pgn.h"
#include "util/save_file.h"
#include "util/util.h"

enum { HALVE_AT = 16384 };

/* The book replaces an existing file (makebook always has); standard
 * output carries the summary, so "-" is refused. */
enum { MAKEBOOK_SAVE_FLAGS = SAVE_FORCE | SAVE_NO_STDOUT };

typedef struct {
    uint64_t key;
    uint32_t n, score;
    uint32_t next;   /* next move of the same position, or NIL */
    uint16_t move;
    uint16_t weight; /* final weight, set when writing */
} bentry_t;

typedef struct {
    uint64_t key;
    uint32_t first;  /* first move of the position, NIL for an empty slot */
} bpos_t;

#define NIL UINT32_MAX

typedef struct {
    bentry_t *e;
    size_t count, cap;
    bpos_t *pos;     /* open addressing on the key */
    size_t pos_count, pos_cap; /* pos_cap a power of two */
} table_t;

void makebook_defaults(makebook_opts_t *o)
{
    o->max_ply = 1024;
    o->min_games = 3;
    o->only = -1;
    o->uniform = false;
    o->progress = false;
}

static bool pos_grow(table_t *t)
{
    size_t cap = t->pos_cap ? t->pos_cap * 2 : 1 << 12;
    bpos_t *p = malloc(cap * sizeof *p);
    if (!p)
        return false;
    for (size_t i = 0; i < cap; i++)
        p[i].first = NIL;
    for (size_t i = 0; i < t->pos_cap; i++) {
        if (t->pos[i].first == NIL)
            continue;
        size_t h = (size_t)t->pos[i].key & (cap - 1);
        while (p[h].first != NIL)
            h = (h + 1) & (cap - 1);
        p[h] = t->pos[i];
    }
    free(t->pos);
    t->pos = p;
    t->pos_cap = cap;
    return true;
}

/* Count one occurrence of (key, move) scoring pts. */
static bool add(table_t *t, uint64_t key, uint16_t move, uint32_t pts)
{
    if (2 * (t->pos_count + 1) > t->pos_cap && !pos_grow(t))
        return false;
    size_t h = (size_t)key & (t->pos_cap - 1);
    while (t->pos[h].first != NIL && t->pos[h].key != key)
        h = (h + 1) & (t->pos_cap - 1);
    bpos_t *p = &t->pos[h];
    uint32_t last = NIL, i = p->first;
    while (i != NIL && t->e[i].move != move) {
        last = i;
        i = t->e[i].next;
    }
    if (i == NIL) {
        if (t->count == t->cap) {
            size_t cap = t->cap ? t->cap * 2 : 1 << 12;
            bentry_t *n = cap < NIL ? realloc(t->e, cap * sizeof *n) : NULL;
            if (!n)
                return false;
            t->e = n;
            t->cap = cap;
        }
        i = (uint32_t)t->count++;
        t->e[i] = (bentry_t){ key, 0, 0, NIL, move, 0 };
        if (p->first == NIL) {
            p->key = key;
            p->first = i;
            t->pos_count++;
        } else
            t->e[last].next = i;
    }
    t->e[i].n++;
    t->e[i].score += pts;
    if (t->e[i].n >= HALVE_AT)
        for (uint32_t j = p->first; j != NIL; j = t->e[j].next) {
            t->e[j].n = (t->e[j].n + 1) / 2;
            t->e[j].score = (t->e[j].score + 1) / 2;
        }
    return true;
}

/* Book order; the index (first met) breaks ties, which qsort alone would
 * leave unspecified. */
static int cmp_entry(const void *a, const void *b)
{
    const bentry_t *x = *(bentry_t *const *)a, *y = *(bentry_t *const *)b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    if (x->weight != y->weight)
        return x->weight > y->weight ? -1 : 1;
    return x < y ? -1 : x > y;
}

static void put_be(unsigned char *p, uint64_t v, int n)
{
    for (int i = n - 1; i >= 0; i--, v >>= 8)
        p[i] = (unsigned char)(v & 0xff);
}

/* The kept entries, in book order, for save_file(). */
typedef struct {
    bentry_t **keep;
    size_t count;
} book_out_t;

static bool write_entries(FILE *f, void *ctx)
{
    const book_out_t *b = ctx;
    for (size_t i = 0; i < b->count; i++) {
        unsigned char rec[BOOK_ENTRY_SIZE] = { 0 };
        put_be(rec, b->keep[i]->key, 8);
        put_be(rec + 8, b->keep[i]->move, 2);
        put_be(rec + 10, b->keep[i]->weight, 2);
        fwrite(rec, 1, sizeof rec, f);
    }
    return true;
}

/* Write the kept entries to out (save_file(): a temporary file beside it,
 * then one move over it); returns the number written or -1. */
static long write_book(table_t *t, const char *out, const makebook_opts_t *o)
{
    bentry_t **keep = malloc((t->count ? t->count : 1) * sizeof *keep);
    if (!keep) {
        fprintf(stderr, "acolyte makebook: out of memory\n");
        return -1;
    }
    size_t k = 0;
    for (size_t i = 0; i < t->count; i++) {
        bentry_t *e = &t->e[i];
        if (e->n >= (uint32_t)o->min_games && e->score > 0) {
            e->weight = o->uniform ? 1 : (uint16_t)e->score;
            keep[k++] = e;
        }
    }
    qsort(keep, k, sizeof *keep, cmp_entry);
    book_out_t b = { keep, k };
    char err[1024];
    bool good = save_file(out, MAKEBOOK_SAVE_FLAGS, write_entries, &b, err, sizeof err);
    free(keep);
    if (!good) {
        fprintf(stderr, "acolyte makebook: %s\n", err);
        return -1;
    }
    return (long)k;
}

/* Points by the Result tag, for White and for Black. */
static void points(const pgn_game_t *g, uint32_t pts[2])
{
    const char *r = pgn_tag(g, "Result");
    pts[WHITE] = pts[BLACK] = 1;
    if (r && strcmp(r, "1-0") == 0) {
        pts[WHITE] = 2;
        pts[BLACK] = 0;
    } else if (r && strcmp(r, "0-1") == 0) {
        pts[WHITE] = 0;
        pts[BLACK] = 2;
    }
}

int makebook(const char *in, const char *out, const makebook_opts_t *o)
{
    /* A bad output is refused before the games are read. */
    char err[1024];
    if (!save_file_check(out, MAKEBOOK_SAVE_FLAGS, err, sizeof err)) {
        fprintf(stderr, "acolyte makebook: %s\n", err);
        return 1;
    }
    FILE *f = fopen(in, "r");
    if (!f) {
        fprintf(stderr, "acolyte makebook: %s: %s\n", in, strerror(errno));
        return 1;
    }
    pgn_reader_t *r = pgn_reader_new(f, in);
    pgn_game_t *g = malloc(sizeof *g);
    board_t *b = malloc(sizeof *b);
    table_t t = { 0 };
    int rc = 1;
    if (!r || !g || !b)
        goto done;
    long games = 0, bad = 0;
    int64_t shown = 0;
    int got;
    while ((got = pgn_read_game(r, g, err, sizeof err)) != 0) {
        if (got < 0) {
            bad++;
            if (o->progress)
                fputc('\n', stderr);
            fprintf(stderr, "acolyte makebook: %s (game skipped)\n", err);
            continue;
        }
        games++;
        uint32_t pts[2];
        points(g, pts);
        *b = g->start;
        for (int i = 0; i < g->nmoves && i < o->max_ply; i++) {
            if ((o->only < 0 || o->only == b->side) &&
                !add(&t, b->key, book_encode_move(g->moves[i]), pts[b->side])) {
                fprintf(stderr, "acolyte makebook: out of memory after %ld games\n", games);
                goto done;
            }
            board_make_move(b, g->moves[i]);
        }
        if (o->progress && time_now_ms() - shown >= 250) {
            shown = time_now_ms();
            fprintf(stderr, "\rgames %ld  bad %ld  moves %zu  read %lld kB", games, bad, t.count,
                    pgn_bytes_read(r) / 1024);
        }
    }
    if (o->progress)
        fprintf(stderr, "\rgames %ld  bad %ld  moves %zu  read %lld kB\n", games, bad, t.count,
                pgn_bytes_read(r) / 1024);
    if (ferror(f)) {
        fprintf(stderr, "acolyte makebook: %s: read error\n", in);
        goto done;
    }
    long written = write_book(&t, out, o);
    if (written >= 0) {
        printf("makebook: %ld games (%ld skipped), %zu positions, %ld entries written to %s\n",
               games, bad, t.pos_count, written, out);
        rc = 0;
    }
done:
    free(t.e);
    free(t.pos);
    free(b);
    free(g);
    pgn_reader_free(r);
    fclose(f);
    return rc;
}
