/* console_io.c -- where the console's lines come from: GNU readline at a
 * terminal (editing, history kept across runs, Tab completion), plain
 * line input otherwise (a pipe, a file, or a build --without-readline),
 * and Ctrl-C, which clears the line at the prompt and stops a search.
 *
 * Readline is driven through its callback interface rather than the
 * blocking readline() call: the loop waits in platform_wait_input(), so a
 * Ctrl-C wakes it and the console, not readline, decides what it means.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

#include "console/console.h"
#include "util/input.h"
#include "util/platform.h"

enum { HISTORY_KEEP = 1000 };

struct console_io {
    console_t *c;
    bool use_readline;
    line_reader_t *reader;     /* plain input */
    long lineno;               /* lines read, for messages */
#ifdef HAVE_READLINE
    char history_path[PATH_MAX];
    bool history_ok;           /* false once saving failed: say so once */
    char *rl_line;             /* what the line handler received */
    bool rl_done;
#endif
};

/* ---- Ctrl-C ----------------------------------------------------------------- */

static void on_sigint(int sig)
{
    (void)sig;
    console_sigint = 1;
}

void console_signals_install(platform_interrupt_t *old)
{
    platform_catch_interrupt(on_sigint, old);
}

void console_signals_restore(const platform_interrupt_t *old)
{
    platform_restore_interrupt(old);
}

/* ---- readline ------------------------------------------------------------------ */
#ifdef HAVE_READLINE

/* Readline's line handler and completion hooks take no context pointer,
 * so the console that owns readline is kept here while it runs (set in
 * console_io_new, cleared in console_io_free).  It is the only mutable
 * static of the console besides the SIGINT flag. */
static console_io_t *readline_owner;

console_t *console_readline_owner(void)
{
    return readline_owner ? readline_owner->c : NULL;
}

/* mkdir -p for the directory part of path, mode 0700 (history is private). */
static bool make_parent_dirs(const char *path)
{
    char buf[PATH_MAX];
    if (strlen(path) >= sizeof buf)
        return false;
    strcpy(buf, path);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (platform_mkdir(buf, 0700) != 0 && errno != EEXIST)
            return false;
        *p = '/';
    }
    return true;
}

/* $XDG_STATE_HOME/acolyte/history, or ~/.local/state/acolyte/history
 * (XDG Base Directory Specification: state data such as history). */
static bool history_file(char *out, size_t len)
{
    const char *state = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    int n;
    if (state && state[0] == '/')
        n = snprintf(out, len, "%s/acolyte/history", state);
    else if (home && home[0])
        n = snprintf(out, len, "%s/.local/state/acolyte/history", home);
    else
        return false;
    return n > 0 && (size_t)n < len;
}

static void history_start(console_io_t *io)
{
    using_history();
    stifle_history(HISTORY_KEEP);
    io->history_ok = false;
    if (!history_file(io->history_path, sizeof io->history_path))
        return;
    /* append_history() only appends to an existing file: create it now. */
    int fd = -1;
    if (make_parent_dirs(io->history_path))
        fd = open(io->history_path, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd < 0) {
        fprintf(stderr, "acolyte: history will not be saved: %s: %s\n", io->history_path, strerror(errno));
        return;
    }
    close(fd);
    read_history(io->history_path);
    io->history_ok = true;
}

static void history_remember(console_io_t *io, const char *text)
{
    if (!text[0] || text[0] == ' ')
        return; /* like shells: a leading space keeps a line out of history */
    /* Completion leaves a space after the last word: keep entries tidy. */
    size_t n = strlen(text);
    while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        n--;
    char *line = platform_strndup(text, n);
    if (!line)
        return;
    HIST_ENTRY *last = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
    if (!last || strcmp(last->line, line) != 0) {
        add_history(line);
        if (io->history_ok && append_history(1, io->history_path) != 0) {
            fprintf(stderr, "acolyte: cannot save history in %s; going on without it\n", io->history_path);
            io->history_ok = false;
        }
    }
    free(line);
}

static void on_line(char *line)
{
    console_io_t *io = readline_owner;
    io->rl_line = line;
    io->rl_done = true;
    /* Leave readline idle while the command runs: the terminal is back in
     * its normal mode, so output, Enter and Ctrl-C behave as usual. */
    rl_callback_handler_remove();
}

/* Ctrl-C at the prompt: forget the typed text and start a fresh line. */
static void clear_prompt_line(void)
{
    rl_free_line_state();
    rl_callback_sigcleanup();
    rl_replace_line("", 0);
    rl_point = rl_end = 0;
    fputs("^C", rl_outstream);
    rl_crlf();
    rl_on_new_line();
    rl_redisplay();
}

static char *readline_read(console_io_t *io, const char *prompt)
{
    io->rl_line = NULL;
    io->rl_done = false;
    rl_callback_handler_install(prompt, on_line);
    while (!io->rl_done) {
        int r = platform_wait_input(STDIN_FILENO, -1);
        if (r < 0) {
            if (console_sigint) {
                console_sigint = 0;
                clear_prompt_line();
            }
            continue;
        }
        rl_callback_read_char();
    }
    if (io->rl_line)
        history_remember(io, io->rl_line);
    return io->rl_line; /* NULL: Ctrl-D on an empty line */
}

/* One line typed while readline is idle (during a search): read byte by
 * byte so nothing past the newline is taken from readline's input. */
static int raw_read_line(console_io_t *io, char **line)
{
    size_t cap = 128, n = 0;
    char *buf = malloc(cap);
    if (!buf)
        return -1;
    for (;;) {
        char ch;
        ssize_t r = read(STDIN_FILENO, &ch, 1);
        if (r < 0 && errno == EINTR) {
            if (console_sigint)
                break;
            continue;
        }
        if (r <= 0) {
            if (n == 0) {
                free(buf);
                return -1;
            }
            break;
        }
        if (ch == '\n')
            break;
        if (n + 1 >= cap) {
            char *bigger = cap < INPUT_LINE_MAX ? realloc(buf, cap *= 2) : NULL;
            if (!bigger)
                continue; /* over-long: keep reading to the newline, drop the rest */
            buf = bigger;
        }
        buf[n++] = ch;
    }
    buf[n] = '\0';
    history_remember(io, buf);
    *line = buf;
    return 1;
}

#endif /* HAVE_READLINE */

/* ---- plain input ------------------------------------------------------------------ */

/* Turn a reader line into a command line; bad lines become "" after a
 * message, so the loop simply goes on. */
static char *plain_take(console_io_t *io, input_line_t *l)
{
    io->lineno++;
    if (l->truncated) {
        console_error(io->c, "input line %ld is longer than %d bytes; ignored", io->lineno, INPUT_LINE_MAX);
        io->c->failures++;
        return strdup("");
    }
    if (l->has_nul) {
        console_error(io->c, "input line %ld contains a NUL byte; ignored", io->lineno);
        io->c->failures++;
        return strdup("");
    }
    return strdup(l->text);
}

/* Wait until the reader has a line or ms pass (-1: forever).  1 ready,
 * 0 timeout, -2 interrupted by Ctrl-C. */
static int plain_wait(console_io_t *io, int ms)
{
    for (;;) {
        if (line_reader_ready(io->reader))
            return 1;
        int r = platform_wait_input(STDIN_FILENO, ms);
        if (r > 0)
            continue;
        if (r == 0)
            return 0;
        if (console_sigint)
            return -2;
    }
}

static char *plain_read(console_io_t *io, const char *prompt)
{
    input_line_t *l = malloc(sizeof *l);
    if (!l)
        return NULL;
    char *out = NULL;
    for (;;) {
        if (io->c->interactive) {
            fputs(prompt, stdout);
            fflush(stdout);
            if (plain_wait(io, -1) == -2) {
                console_sigint = 0;
                /* The terminal echoed "^C" and dropped the typed line. */
                fputs("\n", stdout);
                continue;
            }
        }
        if (line_reader_next(io->reader, l))
            out = plain_take(io, l);
        break;
    }
    free(l);
    return out;
}

/* ---- the interface ------------------------------------------------------------------ */

console_io_t *console_io_new(console_t *c)
{
    console_io_t *io = calloc(1, sizeof *io);
    if (!io)
        return NULL;
    io->c = c;
#ifdef HAVE_READLINE
    io->use_readline = c->interactive;
#endif
    if (!io->use_readline) {
        io->reader = line_reader_new(STDIN_FILENO);
        if (!io->reader) {
            free(io);
            return NULL;
        }
        return io;
    }
#ifdef HAVE_READLINE
    readline_owner = io;
    rl_readline_name = "acolyte"; /* for $if acolyte in ~/.inputrc */
    rl_catch_signals = 0;         /* our handler decides what Ctrl-C does */
    history_start(io);
    console_complete_install(c);
#endif
    return io;
}

void console_io_free(console_io_t *io)
{
    if (!io)
        return;
#ifdef HAVE_READLINE
    if (io->use_readline) {
        console_complete_remove();
        if (io->history_ok)
            history_truncate_file(io->history_path, HISTORY_KEEP);
        readline_owner = NULL;
    }
#endif
    line_reader_free(io->reader);
    free(io);
}

char *console_io_read(console_io_t *io, const char *prompt)
{
#ifdef HAVE_READLINE
    if (io->use_readline) {
        char *line = readline_read(io, prompt);
        if (line)
            io->lineno++;
        return line;
    }
#endif
    return plain_read(io, prompt);
}

int console_io_poll_line(console_io_t *io, int ms, char **line)
{
    *line = NULL;
#ifdef HAVE_READLINE
    if (io->use_readline) {
        int r = platform_wait_input(STDIN_FILENO, ms);
        if (r <= 0)
            return 0; /* timeout or Ctrl-C: the caller looks at the flag */
        return raw_read_line(io, line);
    }
#endif
    int r = plain_wait(io, ms);
    if (r <= 0)
        return 0;
    char *text = plain_read(io, "");
    if (!text)
        return -1;
    *line = text;
    return 1;
}
