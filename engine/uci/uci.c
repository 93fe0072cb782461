/* uci.c -- the UCI front end: the command loop, line splitting, position
 * setup and the output lock.  Options live in uci_options.c, searching in
 * uci_search.c; all three work on one uci_t (uci.h).
 *
 * Input is read with the raw line reader on this thread while the search
 * runs on its own, so stop, isready, ponderhit and quit are acted on at
 * once during a search.  Every output line is formatted whole and written
 * and flushed under one mutex, because info and bestmove lines come from
 * the search thread.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "core/fen.h"
#include "uci/uci_main.h"
#include "api/moves.h"
#include "core/notation.h"
#include "uci/uci.h"
#include "util/platform.h"

enum { OUT_MAX = 8192 };

/* ---- output ------------------------------------------------------------ */

static void send_va(const char *fmt, va_list ap)
{
    char buf[OUT_MAX];
    int n = vsnprintf(buf, sizeof buf - 1, fmt, ap);
    if (n < 0)
        return;
    if ((size_t)n > sizeof buf - 2)
        n = (int)(sizeof buf - 2);
    buf[n++] = '\n';
    /* One fwrite per line; a failed write (GUI gone) is not an error worth
     * dying for: EOF on input ends the loop soon after. */
    fwrite(buf, 1, (size_t)n, stdout);
    fflush(stdout);
}

void uci_send(uci_t *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&u->lock);
    send_va(fmt, ap);
    pthread_mutex_unlock(&u->lock);
    va_end(ap);
}

void uci_send_locked(uci_t *u, const char *fmt, ...)
{
    (void)u;
    va_list ap;
    va_start(ap, fmt);
    send_va(fmt, ap);
    va_end(ap);
}

/* ---- tokens ------------------------------------------------------------ */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* UCI spec: "arbitrary white space between tokens is allowed". */
static void tokenize(uci_tokens_t *t, const char *text, size_t length)
{
    memcpy(t->raw, text, length);
    t->raw[length] = '\0';
    memcpy(t->work, text, length + 1);
    t->count = 0;
    char *p = t->work;
    while (*p && t->count < UCI_MAX_TOKENS) {
        while (is_blank(*p))
            p++;
        if (!*p)
            break;
        t->start[t->count] = (int)(p - t->work);
        t->tok[t->count++] = p;
        while (*p && !is_blank(*p))
            p++;
        if (*p)
            *p++ = '\0';
    }
}

const char *uci_rest(uci_t *u, int i, char *out, size_t len)
{
    const uci_tokens_t *t = &u->line;
    if (i >= t->count || len == 0) {
        if (len)
            out[0] = '\0';
        return out;
    }
    const char *s = t->raw + t->start[i];
    size_t n = strlen(s);
    while (n && is_blank(s[n - 1]))
        n--;
    if (n >= len)
        n = len - 1;
    memcpy(out, s, n);
    out[n] = '\0';
    return out;
}

/* ---- position ---------------------------------------------------------- */

/* The longest move list a position command may carry: the game history
 * must leave room for a search on top (board.h MAX_HISTORY). */
enum { POSITION_MOVES_MAX = MAX_HISTORY - MAX_PLY - 16 };

/* position [startpos | fen FEN] [moves M...].  Everything is checked on a
 * scratch board first; only a command that is right from start to end
 * reaches the engine, so a bad FEN or an illegal move leaves the previous
 * position untouched. */
static void cmd_position(uci_t *u)
{
    uci_tokens_t *t = &u->line;
    char fen[INPUT_LINE_MAX + 1], err[256];
    int i = 1;

    if (i < t->count && strcmp(t->tok[i], "startpos") == 0) {
        strcpy(fen, FEN_STARTPOS);
        i++;
    } else if (i < t->count && strcmp(t->tok[i], "fen") == 0) {
        size_t used = 0;
        fen[0] = '\0';
        for (i++; i < t->count && strcmp(t->tok[i], "moves") != 0; i++) {
            size_t n = strlen(t->tok[i]);
            if (used + n + 2 > sizeof fen)
                break;
            if (used)
                fen[used++] = ' ';
            memcpy(fen + used, t->tok[i], n + 1);
            used += n;
        }
        if (used == 0) {
            uci_send(u, "info string position fen: the FEN is missing; position unchanged");
            return;
        }
    } else {
        uci_send(u, "info string position: expected 'startpos' or 'fen' after 'position'%s%.60s%s; "
                    "position unchanged", i < t->count ? ", not '" : "", i < t->count ? t->tok[i] : "",
                 i < t->count ? "'" : "");
        return;
    }

    if (!fen_parse(&u->scratch, fen, err, sizeof err)) {
        uci_send(u, "info string position fen: bad FEN '%.200s': %s; position unchanged", fen, err);
        return;
    }
    /* UCI spec: unknown tokens are ignored; anything between the position
     * and "moves" is such a token. */
    for (; i < t->count && strcmp(t->tok[i], "moves") != 0; i++)
        uci_send(u, "info string position: ignoring unknown token '%.60s'", t->tok[i]);
    int first_move = i + 1, nmoves = 0;
    for (i = first_move; i < t->count; i++, nmoves++) {
        if (nmoves >= POSITION_MOVES_MAX) {
            uci_send(u, "info string position: more than %d moves; position unchanged", POSITION_MOVES_MAX);
            return;
        }
        move_t m = move_parse(&u->scratch, t->tok[i], err, sizeof err);
        if (m == MOVE_NONE) {
            uci_send(u, "info string position: move %d '%.60s' is %s; position unchanged",
                     nmoves + 1, t->tok[i], err[0] ? err : "illegal");
            return;
        }
        board_make_move(&u->scratch, m);
    }

    /* All good: replay on the engine so it keeps the game history (for
     * repetitions).  Parsing again is cheap next to a search. */
    uci_finish_search(u);
    if (!engine_set_fen(u->engine, fen, err, sizeof err)) {
        uci_send(u, "info string position: the engine refused the FEN: %s", err);
        return;
    }
    for (i = first_move; i < t->count; i++) {
        move_t m = move_parse(engine_board(u->engine), t->tok[i], NULL, 0);
        if (m == MOVE_NONE || !engine_play(u->engine, m)) {
            uci_send(u, "info string position: the engine refused move '%.60s'", t->tok[i]);
            return;
        }
    }
}

/* ---- small commands ---------------------------------------------------- */

static void cmd_isready(uci_t *u)
{
    /* UCI spec: answered at once, also while calculating, without
     * stopping the search.  Earlier commands are already done: the loop
     * handles them in order on this thread. */
    uci_send(u, "readyok");
}

static void cmd_ucinewgame(uci_t *u)
{
    uci_finish_search(u);
    engine_new_game(u->engine);
}

static void cmd_debug(uci_t *u)
{
    const uci_tokens_t *t = &u->line;
    if (t->count >= 2 && strcmp(t->tok[1], "on") == 0)
        u->debug = true;
    else if (t->count >= 2 && strcmp(t->tok[1], "off") == 0)
        u->debug = false;
    else
        uci_send(u, "info string debug: expected 'on' or 'off'");
}

static void cmd_register(uci_t *u)
{
    (void)u; /* Acolyte is free software: nothing to register. */
}

/* d: not UCI, a debugging aid (also used by the tests): the position. */
static void cmd_show(uci_t *u)
{
    char fen[FEN_MAX];
    fen_write(engine_board(u->engine), fen);
    uci_send(u, "info string fen %s", fen);
}

/* ---- the loop ---------------------------------------------------------- */

typedef struct {
    const char *name;
    void (*run)(uci_t *u);
} command_t;

static const command_t commands[] = {
    { "uci", uci_cmd_uci },
    { "debug", cmd_debug },
    { "isready", cmd_isready },
    { "setoption", uci_cmd_setoption },
    { "register", cmd_register },
    { "ucinewgame", cmd_ucinewgame },
    { "position", cmd_position },
    { "go", uci_cmd_go },
    { "stop", uci_cmd_stop },
    { "ponderhit", uci_cmd_ponderhit },
    { "d", cmd_show },
    { "genfens", uci_cmd_genfens },
};

static const command_t *find_command(const char *name)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

/* One input line; false when it says quit. */
static bool handle_line(uci_t *u, const input_line_t *in)
{
    if (in->truncated) {
        uci_send(u, "info string line too long (more than %d bytes), ignored", INPUT_LINE_MAX);
        return true;
    }
    if (in->has_nul) {
        uci_send(u, "info string line contains a NUL byte, ignored");
        return true;
    }
    uci_tokens_t *t = &u->line;
    tokenize(t, in->text, in->length);
    if (t->count == 0)
        return true;

    /* UCI spec: "joho debug on" should switch debug mode on -- unknown
     * leading tokens are skipped.  They are still reported, since a typo
     * is far likelier than a deliberate "joho". */
    int skip = 0;
    const command_t *c = NULL;
    while (skip < t->count && strcmp(t->tok[skip], "quit") != 0 && !(c = find_command(t->tok[skip])))
        skip++;
    if (skip == t->count) {
        uci_send(u, "info string unknown command '%.100s'", t->tok[0]);
        return true;
    }
    if (skip > 0) {
        uci_send(u, "info string ignoring unknown token%s before '%s': '%.100s'", skip > 1 ? "s" : "",
                 t->tok[skip], t->tok[0]);
        memmove(t->tok, t->tok + skip, sizeof t->tok[0] * (size_t)(t->count - skip));
        memmove(t->start, t->start + skip, sizeof t->start[0] * (size_t)(t->count - skip));
        t->count -= skip;
    }
    if (!c)
        return false; /* quit */
    c->run(u);
    return true;
}

/* The front end's state with its engine, or NULL (said on stderr). */
static uci_t *uci_start(const engine_options_t *opts, line_reader_t *in)
{
    /* A GUI that goes away must not kill us in the middle of a write. */
    platform_on_broken_pipe(PIPE_GIVES_ERROR);

    uci_t *u = calloc(1, sizeof *u);
    if (!u) {
        fprintf(stderr, "acolyte: out of memory\n");
        return NULL;
    }
    pthread_mutex_init(&u->lock, NULL);
    u->in = in;

    char err[512];
    u->engine = engine_new(opts, err, sizeof err);
    if (!u->engine) {
        fprintf(stderr, "acolyte: %s\n", err);
        uci_send(u, "info string cannot start the engine: %s", err);
        pthread_mutex_destroy(&u->lock);
        free(u);
        return NULL;
    }
    uci_options_init(u, opts);
    return u;
}

/* quit stops a search at once, the end of input lets a finite one finish;
 * either way it ends with its bestmove. */
static void uci_stop(uci_t *u, bool quit)
{
    if (quit)
        uci_finish_search(u);
    else
        uci_end_of_input(u);
    uci_book_close(u);
    engine_free(u->engine);
    pthread_mutex_destroy(&u->lock);
    free(u);
}

/* A front end and its line buffer, or NULL (said why) with neither. */
static uci_t *start_with_line(const engine_options_t *opts, line_reader_t *in, input_line_t **line)
{
    *line = malloc(sizeof **line);
    uci_t *u = *line ? uci_start(opts, in) : NULL;
    if (!u) {
        if (!*line)
            fprintf(stderr, "acolyte: out of memory\n");
        free(*line);
        *line = NULL;
    }
    return u;
}

int uci_main(const engine_options_t *opts, line_reader_t *in)
{
    input_line_t *line;
    uci_t *u = start_with_line(opts, in, &line);
    if (!u)
        return 1;
    bool quit = false;
    while (!quit && line_reader_next(in, line))
        quit = !handle_line(u, line);
    uci_stop(u, quit);
    free(line);
    return 0;
}

bool uci_is_command(const char *word)
{
    return !strcmp(word, "quit") || find_command(word) != NULL;
}

int uci_main_args(const engine_options_t *opts, int argc, char **argv)
{
    input_line_t *line;
    uci_t *u = start_with_line(opts, NULL, &line);
    if (!u)
        return 1;
    bool quit = false;
    for (int i = 0; i < argc && !quit; i++) {
        memset(line, 0, sizeof *line);
        line->length = strlen(argv[i]);
        line->truncated = line->length > INPUT_LINE_MAX;
        if (!line->truncated)
            memcpy(line->text, argv[i], line->length + 1);
        quit = !handle_line(u, line);
    }
    uci_stop(u, quit);
    free(line);
    return 0;
}
