/* xboard.c -- the xboard/WinBoard protocol 2 front end: start-up, the
 * input thread, the event loop and the command table.
 *
 * Threads: an input thread reads lines (xboard_inbox.c) and queues them;
 * the search runs on the engine's own thread(s) and parks its
 * result with xb_on_done().  The main thread takes one event at a time --
 * a finished search first, then the next line -- so commands run strictly
 * in order (what makes 'ping' meaningful) while '?', 'quit', 'force',
 * 'result', 'easy', '.', 'exit' are acted on during a search at once.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "xboard/xboard.h"
#include "util/platform.h"
#include "util/util.h"
#include "xboard/xboard_internal.h"

/* --------------------------------------------------------- small commands */

static void cmd_ping(xb_t *xb, const xb_cmd_t *c)
{
    long n;
    if (!parse_int(c->argv[1], -2147483647L, 2147483647L, &n)) {
        xb_error(xb, "ping wants a decimal number", c->line);
        return;
    }
    /* Spec section 8: while we think about our move the pong must follow
     * the move; while pondering or analysing it is answered at once. */
    if (xb->search.kind == SEARCH_THINK && xb->search.pong_count < XB_MAX_PONGS) {
        xb->search.pongs[xb->search.pong_count++] = (int)n;
        return;
    }
    xb_send(xb, "pong %ld", n);
}

static void cmd_move_now(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    /* Move now, and have moved before the next command is read: the spec
     * (section 8, ping) counts on "?" then "ping" answering move, pong. */
    if (xb->search.kind != SEARCH_THINK)
        return;
    engine_search_stop(xb->engine);
    engine_search_wait(xb->engine);
    pthread_mutex_lock(&xb->inbox->lock);
    bool done = xb->done.pending;
    pthread_mutex_unlock(&xb->inbox->lock);
    if (done)
        xb_handle_done(xb);
}

static void cmd_hard(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    xb->options.ponder = true;
}

static void cmd_easy(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    xb->options.ponder = false;
    if (xb->search.kind == SEARCH_PONDER)
        xb_abort_search(xb);
}

static void cmd_post(xb_t *xb, const xb_cmd_t *c)
{
    pthread_mutex_lock(&xb->out_lock);
    xb->options.post = strcmp(c->argv[0], "post") == 0;
    pthread_mutex_unlock(&xb->out_lock);
}

static void cmd_ignore(xb_t *xb, const xb_cmd_t *c)
{
    (void)xb, (void)c;
}

static void cmd_usermove(xb_t *xb, const xb_cmd_t *c)
{
    xb_usermove(xb, c->argv[1], c->line);
}

static void cmd_quit(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    xb->quit = true;
}

/* --------------------------------------------------------- command table */

typedef struct {
    const char *name;
    void (*run)(xb_t *xb, const xb_cmd_t *c);
    int min_args, max_args; /* words after the command; max -1 = free text */
} xb_command_t;

static const xb_command_t commands[] = {
    { "xboard", cmd_ignore, 0, 0 },
    { "protover", xb_cmd_protover, 1, 1 },
    { "accepted", xb_cmd_accepted, 1, 1 },
    { "rejected", xb_cmd_rejected, 1, -1 },
    { "new", xb_cmd_new, 0, 0 },
    { "variant", xb_cmd_variant, 1, 1 },
    { "quit", cmd_quit, 0, -1 },
    { "random", xb_cmd_random, 0, 0 },
    { "force", xb_cmd_force, 0, 0 },
    { "go", xb_cmd_go, 0, 0 },
    { "playother", xb_cmd_playother, 0, 0 },
    { "white", xb_cmd_white, 0, 0 },
    { "black", xb_cmd_black, 0, 0 },
    { "level", xb_cmd_level, 3, 3 },
    { "st", xb_cmd_st, 1, 1 },
    { "sd", xb_cmd_sd, 1, 1 },
    { "nps", xb_cmd_nps, 1, 1 },
    { "time", xb_cmd_time, 1, 1 },
    { "otim", xb_cmd_otim, 1, 1 },
    { "usermove", cmd_usermove, 1, 1 },
    { "?", cmd_move_now, 0, 0 },
    { "ping", cmd_ping, 1, 1 },
    { "draw", xb_cmd_draw, 0, 0 },
    { "result", xb_cmd_result, 1, -1 },
    { "setboard", xb_cmd_setboard, 1, -1 },
    { "edit", xb_cmd_edit, 0, 0 },
    { "hint", xb_cmd_hint, 0, 0 },
    { "bk", xb_cmd_bk, 0, 0 },
    { "undo", xb_cmd_undo, 0, 0 },
    { "remove", xb_cmd_remove, 0, 0 },
    { "hard", cmd_hard, 0, 0 },
    { "easy", cmd_easy, 0, 0 },
    { "post", cmd_post, 0, 0 },
    { "nopost", cmd_post, 0, 0 },
    { "analyze", xb_cmd_analyze, 0, 0 },
    { "exit", xb_cmd_exit, 0, 0 },
    { ".", xb_cmd_stat, 0, 0 },
    { "name", xb_cmd_name, 1, -1 },
    { "rating", xb_cmd_rating, 2, 2 },
    { "ics", xb_cmd_ics, 1, 1 },
    { "computer", xb_cmd_computer, 0, 0 },
    { "pause", xb_cmd_pause, 0, 0 },
    { "resume", xb_cmd_resume, 0, 0 },
    { "memory", xb_cmd_memory, 1, 1 },
    { "cores", xb_cmd_cores, 1, 1 },
    { "egtpath", xb_cmd_egtpath, 2, -1 },
    { "option", xb_cmd_option, 1, -1 },
    { "exclude", xb_cmd_exclude, 1, 1 },
    { "include", xb_cmd_include, 1, 1 },
    { "setscore", xb_cmd_setscore, 2, 2 },
    { "lift", cmd_ignore, 1, 1 },
    { "put", cmd_ignore, 1, 1 },
    { "hover", cmd_ignore, 1, 1 },
};

/* Is this word shaped like a move (coordinate, SAN or castling)?  Only
 * then does an unknown word get "Illegal move" rather than "Error
 * (unknown command)" -- a GUI retracts a move on "Illegal move". */
static bool looks_like_move(const char *s)
{
    if (strcmp(s, "@@@@") == 0 || strncmp(s, "O-O", 3) == 0 || strncmp(s, "0-0", 3) == 0)
        return true;
    size_t n = strlen(s);
    while (n > 0 && strchr("+#!?", s[n - 1]))
        n--;
    if (n < 2 || n > 7)
        return false;
    size_t i = 0;
    if (strchr("KQRBN", s[i]))
        i++;
    /* Up to a from-square, an optional x or -, then a to-square. */
    int squares = 0;
    while (i < n) {
        if (s[i] >= 'a' && s[i] <= 'h' && i + 1 < n && s[i + 1] >= '1' && s[i + 1] <= '8') {
            squares++, i += 2;
        } else if ((s[i] >= 'a' && s[i] <= 'h') || (s[i] >= '1' && s[i] <= '8') || s[i] == 'x' || s[i] == '-') {
            i++;
        } else if (s[i] == '=' || strchr("qrbnQRBN", s[i])) {
            i++;
            if (i < n && strchr("qrbnQRBN", s[i]))
                i++;
            return i == n && squares >= 1;
        } else {
            return false;
        }
    }
    return squares >= 1;
}

static void split(char *copy, xb_cmd_t *c)
{
    c->argc = 0;
    char *p = copy;
    while (*p && c->argc < XB_MAX_ARGS) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            break;
        c->argv[c->argc++] = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
        if (*p)
            *p++ = '\0';
    }
    for (int i = c->argc; i < XB_MAX_ARGS; i++)
        c->argv[i] = "";
    /* Free text after the command word, from the original line. */
    const char *r = c->line;
    while (*r == ' ' || *r == '\t')
        r++;
    while (*r && *r != ' ' && *r != '\t')
        r++;
    while (*r == ' ' || *r == '\t')
        r++;
    c->rest = r;
}

/* Words after the command, counting past the XB_MAX_ARGS we keep. */
static int count_words(const char *s)
{
    int n = 0;
    while (*s) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (!*s)
            break;
        n++;
        while (*s && *s != ' ' && *s != '\t')
            s++;
    }
    return n;
}

static void dispatch(xb_t *xb, const xb_line_t *l)
{
    if (l->truncated) {
        xb_error(xb, "line too long", l->text);
        return;
    }
    if (l->has_nul) {
        /* The text after a NUL would be invisible to string functions; a
         * command containing one is never what the GUI meant. */
        char shown[XB_ECHO_MAX + 1];
        xb_printable(l->text, l->length, shown, sizeof shown);
        xb_send(xb, "Error (NUL byte in command): %s", shown);
        return;
    }
    if (xb->edit.on) {
        xb_edit_line(xb, l->text);
        return;
    }
    char *copy = strdup(l->text);
    if (!copy) {
        xb_error(xb, "out of memory", l->text);
        return;
    }
    xb_cmd_t c = { .line = l->text };
    split(copy, &c);
    if (c.argc == 0) {
        free(copy);
        return; /* blank line */
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const xb_command_t *cmd = &commands[i];
        if (strcmp(c.argv[0], cmd->name) != 0)
            continue;
        int words = count_words(c.rest);
        if (words < cmd->min_args)
            xb_error(xb, "missing argument", l->text);
        else if (cmd->max_args >= 0 && words > cmd->max_args)
            xb_error(xb, "too many parameters", l->text);
        else
            cmd->run(xb, &c);
        free(copy);
        return;
    }
    /* A bare move (feature usermove=1 makes xboard say "usermove", but
     * protocol 1 GUIs and people typing send the move alone). */
    if (c.argc == 1 && looks_like_move(c.argv[0]))
        xb_usermove(xb, c.argv[0], l->text);
    else
        xb_error(xb, "unknown command", c.argv[0]);
    free(copy);
}

/* ---------------------------------------------------------- set-up, loop */

/* in belongs to the new front end (its input thread) whatever happens. */
static xb_t *xb_new(const engine_options_t *opts, line_reader_t *in, char *err, size_t errlen)
{
    xb_t *xb = calloc(1, sizeof *xb);
    if (!xb) {
        line_reader_free(in);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    xb->opts = *opts;
    xb->inbox = xb_inbox_start(in);
    xb->search.root = malloc(sizeof *xb->search.root);
    xb->search.scratch = malloc(sizeof *xb->search.scratch);
    if (!xb->inbox || !xb->search.root || !xb->search.scratch) {
        snprintf(err, errlen, xb->inbox ? "out of memory" : "cannot start the input thread");
        goto fail;
    }
    xb->engine = engine_new(opts, err, errlen);
    if (!xb->engine)
        goto fail;
    pthread_mutex_init(&xb->out_lock, NULL);
    xb->options.protover = 1;
    xb->pos_ok = true;
    xb->engine_side = BLACK;
    xb->options.post = false;
    xb->options.ponder = false;
    xb_policy_init(&xb->policy);
    xb->options.hash_mb = opts->hash_mb > 0 ? opts->hash_mb : 64;
    obook_init(&xb->book.open, (uint64_t)time_now_us() * 0x9E3779B97F4A7C15ull);
    xb_clock_init(&xb->clock);
    xb->book.on = !(opts->book && strcmp(opts->book, "none") == 0);
    xb_personality_init(&xb->personality);
    *xb->search.root = *engine_board(xb->engine);
    xb_play_reset(xb);
    xb_book_open(xb);
    return xb;
fail:
    xb_inbox_release(xb->inbox);
    free(xb->search.root);
    free(xb->search.scratch);
    free(xb);
    return NULL;
}

static void xb_free(xb_t *xb)
{
    xb_abort_search(xb);
    /* The input thread may be blocked in a read: let go without waiting. */
    xb_inbox_release(xb->inbox);
    xb_book_close(xb);
    xb_personality_free(&xb->personality);
    engine_free(xb->engine);
    pthread_mutex_destroy(&xb->out_lock);
    free(xb->search.root);
    free(xb->search.scratch);
    free(xb);
}

int xboard_main(const engine_options_t *opts, line_reader_t *in)
{
    /* Section 7: xboard may send SIGINT/SIGTERM; we ask it not to
     * (feature sigint=0 sigterm=0) and ignore them for older GUIs. */
    platform_ignore_interrupts();
    /* A GUI that dies leaves a broken pipe: end quietly at the next write. */
    platform_on_broken_pipe(PIPE_ENDS_PROCESS);

    char err[512];
    xb_t *xb = xb_new(opts, in, err, sizeof err);
    if (!xb) {
        /* Speak the protocol even now, so the GUI can show why. */
        printf("tellusererror Acolyte cannot start: %s\n", err);
        fflush(stdout);
        fprintf(stderr, "acolyte: %s\n", err);
        return 1;
    }
    while (!xb->quit) {
        pthread_mutex_lock(&xb->inbox->lock);
        bool timed_out = false;
        if (xb->options.held) {
            /* Held options go out when the GUI has had its say on the
             * Personality combo, or after a moment if it says nothing. */
            struct timespec until;
            clock_gettime(CLOCK_REALTIME, &until);
            long wait_ms = xb_options_hold_ms(xb);
            until.tv_sec += wait_ms / 1000;
            until.tv_nsec += (wait_ms % 1000) * 1000000L;
            if (until.tv_nsec >= 1000000000L)
                until.tv_sec++, until.tv_nsec -= 1000000000L;
            while (!timed_out && !xb->done.pending && !xb->inbox->head && !xb->inbox->eof)
                timed_out = pthread_cond_timedwait(&xb->inbox->cond, &xb->inbox->lock, &until) != 0;
            if (timed_out || (xb->inbox->eof && !xb->inbox->head)) {
                pthread_mutex_unlock(&xb->inbox->lock);
                xb_release_options(xb);
                continue;
            }
        }
        /* At end of input a move being thought about is still made and
         * printed; pondering and analysis simply end. */
        while (!xb->done.pending && !xb->inbox->head && !(xb->inbox->eof && xb->search.kind != SEARCH_THINK))
            pthread_cond_wait(&xb->inbox->cond, &xb->inbox->lock);
        if (xb->done.pending) {
            pthread_mutex_unlock(&xb->inbox->lock);
            xb_handle_done(xb);
            continue;
        }
        xb_line_t *l = xb_inbox_take_locked(xb->inbox);
        pthread_mutex_unlock(&xb->inbox->lock);
        if (!l)
            break; /* end of input */
        xb_options_before(xb, l->text);
        dispatch(xb, l);
        xb_options_after(xb, l->text);
        free(l);
    }
    xb_free(xb);
    return 0;
}
