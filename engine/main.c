/* main.c -- the command line: global options, then either one of the
 * scriptable subcommands (perft, bench, eval, ...) or a front end
 * (xboard, UCI, console).  Subcommands live with the code they exercise;
 * this file only parses and dispatches.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine.h"
#include "frontend.h"
#include "input.h"
#include "perft.h"
#include "eval/eval.h"
#include "personality.h"
#include "book.h"
#include "makebook.h"
#include "style_bench.h"
#include "util.h"
#include "search/search_cmd.h"
#include "tune/tune.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "dev"
#endif

typedef struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
} subcommand_t;

static const subcommand_t subcommands[] = {
    { "perft", cmd_perft, "perft DEPTH [FEN]" },
    { "divide", cmd_divide, "divide DEPTH [FEN]" },
    { "bench", cmd_bench, "bench [DEPTH]" },
    { "search", cmd_search, "search FEN --depth D | --time MS | --nodes N" },
    { "epd", cmd_epd, "epd FILE --time MS" },
    { "eval", cmd_eval, "eval [--personality NAME] [FEN]" },
    { "personality", cmd_personality, "personality list | show NAME | check FILE... | diff A B | reference" },
    { "book", cmd_book, "book [--raw] [--san] [--bench N] FILE [FEN|startpos] [moves M...]" },
    { "makebook", cmd_makebook, "makebook IN.pgn OUT.bin [--max-ply N] [--min-games N] [--only-white|--only-black] [--uniform]" },
    { "stylebench", cmd_stylebench, "stylebench [--depth D] [--personalities A,B,...] [--moves] FILE.epd" },
    { "selfplay", cmd_selfplay, "selfplay --games N --nodes N|--depth N [--seed S] [--threads T] --out FILE" },
    { "tune", cmd_tune, "tune FILE... --personality P [--keys section.KEY,...] [--epochs N] --out OUT.ini" },
};

enum { MODE_AUTO, MODE_XBOARD, MODE_UCI, MODE_CONSOLE };

static void print_help(FILE *out)
{
    fprintf(out,
            "Usage: acolyte [OPTION]... [COMMAND [ARGS]...]\n"
            "A Clericus-style chess engine whose evaluation is read from .ini personalities.\n"
            "Without a command it speaks the xboard protocol when standard input is not a\n"
            "terminal (or UCI when the first line is \"uci\"), and opens the console when it is.\n\n"
            "Options:\n"
            "  --xboard              speak the xboard/WinBoard protocol\n"
            "  --uci                 speak UCI\n"
            "  --console             open the analysis console\n"
            "  --unicode             console diagrams with Unicode pieces\n"
            "  --personality NAME    personality name or .ini file (default: default)\n"
            "  --book FILE|none      Polyglot opening book, or none\n"
            "  --opponents FILE|none per-opponent personality rules\n"
            "                        (default: ~/.config/acolyte/opponents.ini)\n"
            "  --hash MB             transposition table size in MB (default 64)\n"
            "  --threads N           search threads (default 1)\n"
            "  --help                display this help and exit\n"
            "  --version             output version information and exit\n\n"
            "Commands:\n");
    for (size_t i = 0; i < sizeof subcommands / sizeof subcommands[0]; i++)
        fprintf(out, "  acolyte %s\n", subcommands[i].usage);
    fprintf(out, "\nExit status: 0 on success, 1 on bad input, 2 on a usage error.\n"
                 "Report bugs in the project's issue tracker.\n");
}

static void print_version(void)
{
    printf("acolyte %s\n"
           "Copyright (C) 2026 the Acolyte developers.\n"
           "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
           "This is free software: you are free to change and redistribute it.\n"
           "There is NO WARRANTY, to the extent permitted by law.\n",
           PACKAGE_VERSION);
}

/* Options that take a value: --name VALUE or --name=VALUE.  Returns the
 * value and advances *i, or NULL when this argument is not that option. */
static const char *option_value(int argc, char **argv, int *i, const char *name, bool *missing)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) != 0)
        return NULL;
    if (argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (argv[*i][n] != '\0')
        return NULL;
    if (*i + 1 >= argc) {
        *missing = true;
        return NULL;
    }
    return argv[++*i];
}

static int run_frontend(int mode, const engine_options_t *opts, bool unicode)
{
    if (mode == MODE_AUTO)
        mode = isatty(STDIN_FILENO) ? MODE_CONSOLE : MODE_XBOARD;
    if (mode == MODE_CONSOLE)
        return console_main(opts, unicode);

    line_reader_t *in = line_reader_new(STDIN_FILENO);
    if (!in) {
        fprintf(stderr, "acolyte: out of memory\n");
        return 1;
    }
    if (mode == MODE_XBOARD) {
        /* A GUI that did not say which protocol: UCI GUIs open with "uci". */
        input_line_t first;
        if (line_reader_peek(in, &first) && strcmp(first.text, "uci") == 0)
            mode = MODE_UCI;
    }
    int rc;
    if (mode == MODE_UCI)
        rc = uci_main(opts, in);
    else
        rc = xboard_main(opts, in);
    line_reader_free(in);
    return rc;
}

int main(int argc, char **argv)
{
    engine_options_t opts = { 0 };
    int mode = MODE_AUTO;
    bool explicit_mode = false, unicode = false;
    int i = 1;

    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
        const char *a = argv[i];
        const char *v;
        bool missing = false;
        long n;
        if (strcmp(a, "--help") == 0) {
            print_help(stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            print_version();
            return 0;
        } else if (strcmp(a, "--xboard") == 0) {
            mode = MODE_XBOARD, explicit_mode = true;
        } else if (strcmp(a, "--uci") == 0) {
            mode = MODE_UCI, explicit_mode = true;
        } else if (strcmp(a, "--console") == 0) {
            mode = MODE_CONSOLE, explicit_mode = true;
        } else if (strcmp(a, "--unicode") == 0) {
            unicode = true;
        } else if ((v = option_value(argc, argv, &i, "--personality", &missing))) {
            opts.personality = v;
        } else if ((v = option_value(argc, argv, &i, "--book", &missing))) {
            opts.book = v;
        } else if ((v = option_value(argc, argv, &i, "--opponents", &missing))) {
            /* Read by the xboard front end at each game start. */
            setenv("ACOLYTE_OPPONENTS", v, 1);
        } else if ((v = option_value(argc, argv, &i, "--hash", &missing))) {
            if (!parse_int(v, 1, 65536, &n)) {
                fprintf(stderr, "acolyte: --hash wants a size in MB from 1 to 65536, not '%s'\n", v);
                return 2;
            }
            opts.hash_mb = (int)n;
        } else if ((v = option_value(argc, argv, &i, "--threads", &missing))) {
            if (!parse_int(v, 1, 256, &n)) {
                fprintf(stderr, "acolyte: --threads wants a number from 1 to 256, not '%s'\n", v);
                return 2;
            }
            opts.threads = (int)n;
        } else {
            if (missing)
                fprintf(stderr, "acolyte: option '%s' needs a value\n", a);
            else
                fprintf(stderr, "acolyte: unknown option '%s'\nTry 'acolyte --help'.\n", a);
            return 2;
        }
    }

    /* Subcommands read the global options through the environment of the
     * process: they are short-lived and take their own arguments. */
    if (opts.personality)
        setenv("ACOLYTE_PERSONALITY", opts.personality, 1);
    if (opts.book)
        setenv("ACOLYTE_BOOK", opts.book, 1);
    if (opts.hash_mb) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", opts.hash_mb);
        setenv("ACOLYTE_HASH", buf, 1);
    }
    if (opts.threads) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", opts.threads);
        setenv("ACOLYTE_THREADS", buf, 1);
    }

    if (i < argc) {
        if (explicit_mode) {
            fprintf(stderr, "acolyte: a front-end option cannot be combined with the command '%s'\n", argv[i]);
            return 2;
        }
        for (size_t c = 0; c < sizeof subcommands / sizeof subcommands[0]; c++)
            if (strcmp(argv[i], subcommands[c].name) == 0)
                return subcommands[c].run(argc - i, argv + i);
        fprintf(stderr, "acolyte: unknown command '%s'\nTry 'acolyte --help'.\n", argv[i]);
        return 2;
    }
    return run_frontend(mode, &opts, unicode);
}
