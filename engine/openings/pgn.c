/* pgn.c -- PGN reader and writer.
 *
 * The reader is a small hand-written scanner over a stream, one character
 * at a time: tag pairs, then movetext tokens.  Comments ({...} and ; to the
 * end of the line), escape lines (%), NAGs ($n), move numbers (12. 12...)
 * and variations (skipped whole, nesting counted) are recognised; every
 * other word is a move for move_parse().  A game ends at its result token,
 * at the next tag section, or at the end of the file.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "openings/pgn.h"

enum { TOKEN_MAX = 64 };

struct pgn_reader {
    FILE *in;
    char name[256];
    long line;         /* current line, 1-based */
    int col;           /* column of the next character, 0 = line start */
    int pushed;        /* one character of push-back, or -2 */
    long long bytes;
    long games;        /* games started so far */
    board_t pos;       /* working board of the current game */
};

pgn_reader_t *pgn_reader_new(FILE *in, const char *name)
{
    pgn_reader_t *r = malloc(sizeof *r);
    if (!r)
        return NULL;
    r->in = in;
    snprintf(r->name, sizeof r->name, "%s", name);
    r->line = 1;
    r->col = 0;
    r->pushed = -2;
    r->bytes = 0;
    r->games = 0;
    return r;
}

void pgn_reader_free(pgn_reader_t *r)
{
    free(r);
}

long long pgn_bytes_read(const pgn_reader_t *r)
{
    return r->bytes;
}

/* next(): one character (EOF at the end), counting lines. */
static int next(pgn_reader_t *r)
{
    int c;
    if (r->pushed != -2) {
        c = r->pushed;
        r->pushed = -2;
    } else {
        c = getc(r->in);
        if (c != EOF)
            r->bytes++;
    }
    if (c == '\n') {
        r->line++;
        r->col = 0;
    } else if (c != EOF)
        r->col++;
    return c;
}

/* unread(): give back the character just read (only one). */
static void unread(pgn_reader_t *r, int c)
{
    if (c == EOF)
        return;
    r->pushed = c;
    if (c == '\n') {
        r->line--;
        r->col = 1; /* not at a line start any more: only used for '%' */
    } else
        r->col--;
}

static void skip_line(pgn_reader_t *r)
{
    int c;
    while ((c = next(r)) != EOF && c != '\n')
        ;
}

/* A word of movetext ends at white space or a character with a meaning of
 * its own. */
static bool ends_word(int c)
{
    return c == EOF || isspace(c) || strchr("{}();[]$", c) != NULL;
}

const char *pgn_tag(const pgn_game_t *g, const char *name)
{
    for (int i = 0; i < g->ntags; i++)
        if (strcmp(g->tags[i].name, name) == 0)
            return g->tags[i].value;
    return NULL;
}

/* Parse one tag pair; the '[' has been read.  Returns false with a reason. */
static bool read_tag(pgn_reader_t *r, pgn_game_t *g, char *why, size_t whylen)
{
    char name[PGN_TAG_NAME], value[PGN_TAG_VALUE];
    size_t n = 0, v = 0;
    int c;
    while ((c = next(r)) == ' ' || c == '\t')
        ;
    while (c != EOF && (isalnum(c) || c == '_')) {
        if (n + 1 < sizeof name)
            name[n++] = (char)c;
        c = next(r);
    }
    name[n] = '\0';
    if (n == 0) {
        snprintf(why, whylen, "tag without a name");
        unread(r, c);
        return false;
    }
    while (c == ' ' || c == '\t')
        c = next(r);
    if (c != '"') {
        snprintf(why, whylen, "tag %s: value not in double quotes", name);
        unread(r, c);
        return false;
    }
    for (;;) {
        c = next(r);
        if (c == '\\') {
            c = next(r);
            if (c != '"' && c != '\\') { /* not an escape: keep the backslash */
                if (v + 1 < sizeof value)
                    value[v++] = '\\';
            }
        } else if (c == '"')
            break;
        if (c == EOF || c == '\n') {
            snprintf(why, whylen, "tag %s: value not closed with '\"'", name);
            unread(r, c);
            return false;
        }
        if (v + 1 < sizeof value)
            value[v++] = (char)c;
    }
    value[v] = '\0';
    while ((c = next(r)) == ' ' || c == '\t')
        ;
    if (c != ']') {
        snprintf(why, whylen, "tag %s: no closing ']'", name);
        unread(r, c);
        return false;
    }
    if (g->ntags < PGN_MAX_TAGS) {
        memcpy(g->tags[g->ntags].name, name, n + 1);
        memcpy(g->tags[g->ntags].value, value, v + 1);
        g->ntags++;
    }
    return true;
}

static bool is_result(const char *w)
{
    return !strcmp(w, "1-0") || !strcmp(w, "0-1") || !strcmp(w, "1/2-1/2") || !strcmp(w, "*");
}

/* Set up the game's start position from its FEN tag, if any, when the
 * first move is met (tags all come before the movetext). */
static bool start_position(pgn_reader_t *r, pgn_game_t *g, char *why, size_t whylen)
{
    const char *fen = pgn_tag(g, "FEN");
    char err[128];
    board_init_startpos(&r->pos);
    if (fen && !fen_parse(&r->pos, fen, err, sizeof err)) {
        snprintf(why, whylen, "bad FEN tag \"%.80s\": %.60s", fen, err);
        return false;
    }
    g->start = r->pos;
    return true;
}

/* Scanner state for one game. */
typedef struct {
    int depth;       /* variation nesting */
    bool started;    /* movetext (or any tag) seen */
    bool positioned; /* start position set up */
    bool bad;        /* an error was found: skip to the end of the game */
    char why[200];
    long why_line;
} scan_t;

/* Record the first error of a game; the rest of the game is skipped. */
static void fail(scan_t *s, long line, const char *msg)
{
    if (s->bad)
        return;
    s->bad = true;
    s->why_line = line;
    snprintf(s->why, sizeof s->why, "%s", msg);
}

/* Handle one movetext word at variation depth 0. */
static void word(pgn_reader_t *r, pgn_game_t *g, scan_t *s, char *w)
{
    /* Move numbers: "12." "12..." and glued forms like "12.e4" or "12...e5";
     * but "0-0" castling also starts with a digit. */
    char *p = w;
    while (isdigit((unsigned char)*p))
        p++;
    if (p != w && *p == '.') {
        while (*p == '.')
            p++;
        if (*p == '\0')
            return;
        w = p;
    } else if (w[0] == '.') {
        while (*w == '.')
            w++;
        if (*w == '\0')
            return;
    }
    if (s->bad)
        return;
    if (!s->positioned) {
        char why[160];
        s->positioned = true;
        if (!start_position(r, g, why, sizeof why)) {
            fail(s, r->line, why);
            return;
        }
    }
    /* Annotation glyphs written on the move: "Bb5!?", "Qxf7!!". */
    size_t n = strlen(w);
    while (n > 0 && (w[n - 1] == '!' || w[n - 1] == '?'))
        w[--n] = '\0';
    char msg[TOKEN_MAX + 96], err[64];
    int len = snprintf(msg, sizeof msg, "move %d%s '%s': ", r->pos.fullmove,
                       r->pos.side == WHITE ? "." : "...", w);
    if (g->nmoves >= PGN_MAX_PLIES) {
        snprintf(msg + len, sizeof msg - (size_t)len, "game longer than %d plies", PGN_MAX_PLIES);
        fail(s, r->line, msg);
        return;
    }
    move_t m = n ? move_parse(&r->pos, w, err, sizeof err) : MOVE_NONE;
    if (m == MOVE_NONE) {
        snprintf(msg + len, sizeof msg - (size_t)len, "%s", n ? err : "not a move");
        fail(s, r->line, msg);
        return;
    }
    board_make_move(&r->pos, m);
    g->moves[g->nmoves++] = m;
}

int pgn_read_game(pgn_reader_t *r, pgn_game_t *g, char *err, size_t errlen)
{
    scan_t s = { 0 };
    g->ntags = 0;
    g->nmoves = 0;
    g->result[0] = '\0';
    g->line = r->line;
    err[0] = '\0';
    int c;
    for (;;) {
        c = next(r);
        if (c == EOF)
            break;
        if (isspace(c))
            continue;
        if (!s.started) {
            s.started = true;
            g->number = ++r->games;
            g->line = r->line;
        }
        if (c == '%' && r->col == 1) { /* escape line */
            skip_line(r);
        } else if (c == '[') {
            if (g->nmoves > 0 || s.positioned || s.depth > 0) {
                /* A new tag section: this game had no result token. */
                unread(r, c);
                if (s.depth > 0)
                    fail(&s, r->line, "variation not closed before the next game");
                break;
            }
            char why[160];
            if (!read_tag(r, g, why, sizeof why)) {
                fail(&s, r->line, why);
                skip_line(r);
            }
        } else if (c == '{') {
            long from = r->line;
            while ((c = next(r)) != EOF && c != '}')
                ;
            if (c == EOF)
                fail(&s, from, "comment not closed");
        } else if (c == ';') {
            skip_line(r);
        } else if (c == '(') {
            s.depth++;
        } else if (c == ')') {
            if (s.depth == 0)
                fail(&s, r->line, "')' without '('");
            else
                s.depth--;
        } else if (c == '$') {
            while ((c = next(r)) != EOF && isdigit(c))
                ;
            unread(r, c);
        } else if (c == ']' || c == '}') {
            fail(&s, r->line, c == ']' ? "stray ']'" : "stray '}'");
        } else {
            char w[TOKEN_MAX];
            size_t n = 0;
            bool long_word = false;
            do {
                if (n + 1 < sizeof w)
                    w[n++] = (char)c;
                else
                    long_word = true;
                c = next(r);
            } while (!ends_word(c));
            unread(r, c);
            w[n] = '\0';
            if (s.depth > 0)
                continue; /* inside a variation: not part of the game */
            if (is_result(w)) {
                snprintf(g->result, sizeof g->result, "%.7s", w);
                break;
            }
            if (long_word) {
                char msg[80];
                snprintf(msg, sizeof msg, "word '%.20s...' is not a move", w);
                fail(&s, r->line, msg);
            } else
                word(r, g, &s, w);
        }
    }
    if (!s.started)
        return 0;
    if (!s.bad && !s.positioned && !start_position(r, g, s.why, sizeof s.why)) {
        s.bad = true;
        s.why_line = r->line;
    }
    if (s.bad) {
        snprintf(err, errlen, "%s:%ld: game %ld: %s", r->name, s.why_line, g->number, s.why);
        return -1;
    }
    return 1;
}

/* ------------------------------------------------------------------ writer */

/* Append a token to the movetext, breaking the line before 80 columns. */
static void emit(FILE *out, int *col, const char *tok)
{
    int n = (int)strlen(tok);
    if (*col > 0 && *col + 1 + n > 80) {
        fputc('\n', out);
        *col = 0;
    }
    if (*col > 0) {
        fputc(' ', out);
        (*col)++;
    }
    fputs(tok, out);
    *col += n;
}

bool pgn_write_game(FILE *out, const pgn_tag_t *tags, int ntags, const board_t *start,
                    const move_t *moves, int nmoves, const char *result)
{
    for (int i = 0; i < ntags; i++) {
        fprintf(out, "[%s \"", tags[i].name);
        for (const char *p = tags[i].value; *p; p++) {
            if (*p == '"' || *p == '\\')
                fputc('\\', out);
            fputc(*p, out);
        }
        fputs("\"]\n", out);
    }
    fputc('\n', out);
    board_t *b = malloc(sizeof *b);
    if (!b)
        return false;
    *b = *start;
    int col = 0;
    for (int i = 0; i < nmoves; i++) {
        char san[MOVE_STR_MAX], tok[MOVE_STR_MAX + 24];
        if (!movegen_is_legal(b, moves[i])) /* never write a game that cannot be read back */
            break;
        move_to_san(b, moves[i], san);
        /* The move number stays on the line of its move. */
        if (b->side == WHITE || i == 0)
            snprintf(tok, sizeof tok, "%d%s %s", b->fullmove, b->side == WHITE ? "." : "...", san);
        else
            snprintf(tok, sizeof tok, "%s", san);
        emit(out, &col, tok);
        board_make_move(b, moves[i]);
    }
    free(b);
    emit(out, &col, result && *result ? result : "*");
    fputs("\n\n", out);
    return !ferror(out);
}
