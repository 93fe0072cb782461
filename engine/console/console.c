/* console.c -- the analysis console: start-up, the read-execute loop and
 * the output helpers every console file shares.
 *
 * At a terminal the console prompts, colours and edits lines with
 * readline; fed from a pipe or a file it prints no prompt and no colour,
 * so a script's output is stable enough to compare byte for byte.
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "console/console.h"
#include "console/console_main.h"

/* Set by the SIGINT handler (console_io.c), cleared by whoever acts on it. */
volatile sig_atomic_t console_sigint = 0;

bool console_save_args(console_t *c, int argc, char **argv, const char *usage, const char **file,
                       bool *force)
{
    *force = false;
    *file = NULL;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--force") == 0)
            *force = true;
        else if (!*file)
            *file = argv[i];
        else
            return console_error(c, "usage: %s", usage);
    }
    if (!*file)
        return console_error(c, "usage: %s", usage);
    return true;
}

bool console_error(console_t *c, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "%serror:%s ", console_sgr(c, "1;31"), console_sgr(c, "0"));
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    fflush(stderr);
    return false;
}

const char *console_sgr(const console_t *c, const char *code)
{
    /* A few fixed codes are all the console uses; returning a pointer into
     * a table keeps callers free of buffers. */
    static const struct {
        const char *code, *seq;
    } table[] = {
        { "0", "\033[0m" },   { "1", "\033[1m" },       { "2", "\033[2m" },
        { "1;31", "\033[1;31m" }, { "32", "\033[32m" }, { "31", "\033[31m" },
        { "36", "\033[36m" }, { "33", "\033[33m" },
    };
    if (!c->colour)
        return "";
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].code, code) == 0)
            return table[i].seq;
    return "";
}

/* Unicode pieces when asked for, or when the locale's character set is
 * UTF-8 (the terminal can then show them). */
static bool locale_is_utf8(void)
{
    return platform_terminal_is_utf8();
}

/* Colour only on a terminal, and never when the user opted out
 * (https://no-color.org) or the terminal cannot show it. */
static bool want_colour(void)
{
    const char *term = getenv("TERM");
    const char *no = getenv("NO_COLOR");
    if (no && *no)
        return false;
    if (!term || strcmp(term, "dumb") == 0)
        return false;
    return isatty(STDOUT_FILENO) != 0;
}

/* The prompt names the move to be played: "acolyte 1.> " when White is to
 * move, "acolyte 1...> " for Black, so the user always knows whose turn it
 * is.  Readline must be told which bytes are invisible (\001..\002). */
static void make_prompt(const console_t *c, char *out, size_t len)
{
    const board_t *b = engine_board(c->engine);
    const char *dots = b->side == WHITE ? "." : "...";
#ifdef HAVE_READLINE
    const char *ign_on = "\001", *ign_off = "\002";
#else
    const char *ign_on = "", *ign_off = "";
#endif
    if (c->colour)
        snprintf(out, len, "%s\033[1;36m%sacolyte %d%s>%s\033[0m%s ", ign_on, ign_off, b->fullmove, dots,
                 ign_on, ign_off);
    else
        snprintf(out, len, "acolyte %d%s> ", b->fullmove, dots);
}

int console_main(const engine_options_t *opts, bool unicode)
{
    setlocale(LC_CTYPE, "");
    console_t *c = calloc(1, sizeof *c);
    if (!c) {
        fprintf(stderr, "acolyte: out of memory\n");
        return 1;
    }
    char err[512] = "";
    c->engine = engine_new(opts, err, sizeof err);
    if (!c->engine) {
        fprintf(stderr, "acolyte: %s\n", err[0] ? err : "cannot start the engine");
        free(c);
        return 1;
    }
    c->opts = opts;
    c->interactive = isatty(STDIN_FILENO) != 0;
    c->colour = c->interactive && want_colour();
    c->unicode = unicode || locale_is_utf8();
    c->multipv = 1;
    pthread_mutex_init(&c->out_lock, NULL);
    /* Analysis wants repeatable answers: the same position and limits give
     * the same lines, whatever the personality's taste for variety. */
    engine_set_deterministic(c->engine, true);
    game_reset(c, FEN_STARTPOS);

    c->io = console_io_new(c);
    if (!c->io) {
        fprintf(stderr, "acolyte: out of memory\n");
        engine_free(c->engine);
        free(c);
        return 1;
    }
    if (c->interactive) {
        console_signals_install(&c->old_sigint);
#ifdef HAVE_READLINE
        const char *tab = ", Tab to complete";
#else
        const char *tab = "";
#endif
        printf("Acolyte %s analysis console.  Type 'help' for the commands%s.\n", PACKAGE_VERSION, tab);
    }

    while (!c->quit) {
        char prompt[128];
        make_prompt(c, prompt, sizeof prompt);
        char *line = console_io_read(c->io, prompt);
        if (!line) {
            if (c->interactive)
                putchar('\n');
            break;
        }
        console_sigint = 0;
        if (!console_execute(c, line))
            c->failures++;
        free(line);
        fflush(stdout);
    }

    if (c->interactive)
        console_signals_restore(&c->old_sigint);
    engine_search_stop(c->engine);
    console_io_free(c->io);
    engine_free(c->engine);
    pthread_mutex_destroy(&c->out_lock);
    /* A script learns from the exit status whether every command worked. */
    int rc = (!c->interactive && c->failures) ? 1 : 0;
    free(c);
    fflush(stdout);
    return rc;
}
