/* main.c -- the command line: global options, then either one of the
 * scriptable subcommands (perft, bench, eval, ...; they live in cli/) or a
 * front end (xboard, UCI, console).  This file only parses and dispatches.
 *
 * A global option either takes effect in what follows it or is refused:
 * each subcommand lists the global options it honours, and any other one
 * given before it is a usage error (exit 2) rather than silently dropped.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cmd.h"
#include "api/engine.h"
#include "console/console_main.h"
#include "uci/uci_main.h"
#include "xboard/xboard.h"
#include "util/input.h"
#include "util/platform.h"
#include "util/util.h"
#include "tune/tune.h"

/* The global options, as bits of what a subcommand accepts. */
enum {
    GLOBAL_PERSONALITY = 1 << 0,
    GLOBAL_BOOK = 1 << 1,
    GLOBAL_OPPONENTS = 1 << 2,
    GLOBAL_HASH = 1 << 3,
    GLOBAL_THREADS = 1 << 4,
    GLOBAL_UNICODE = 1 << 5,
    /* --xboard, --uci, --console, and any other switch only the front
     * ends read: never honoured by a command. */
    GLOBAL_FRONTEND = 1 << 6,
    GLOBAL_COUNT = 7
};

typedef struct {
    const char *name;
    int (*run)(const engine_options_t *g, int argc, char **argv);
    unsigned globals; /* the global options it honours */
    const char *usage;
    const char *summary;
} subcommand_t;

static const subcommand_t subcommands[] = {
    { "perft", cmd_perft, 0, cmd_perft_usage, "Count the move paths of DEPTH plies" },
    { "divide", cmd_divide, 0, cmd_divide_usage, "Perft split by the first move" },
    { "bench", cmd_bench, GLOBAL_PERSONALITY | GLOBAL_HASH, cmd_bench_usage,
      "Search the bench positions; the node count is the bench signature" },
    { "search", cmd_search, GLOBAL_PERSONALITY | GLOBAL_HASH | GLOBAL_THREADS, cmd_search_usage,
      "Search one position and print the best move" },
    { "epd", cmd_epd, GLOBAL_PERSONALITY | GLOBAL_HASH | GLOBAL_THREADS, cmd_epd_usage,
      "Run a test suite of bm/am positions" },
    { "eval", cmd_eval, GLOBAL_PERSONALITY, cmd_eval_usage, "The static evaluation, term by term" },
    { "personality", cmd_personality, 0, cmd_personality_usage,
      "List, show, check and compare personalities" },
    { "book", cmd_book, 0, cmd_book_usage, "The moves a Polyglot book holds for a position" },
    { "makebook", cmd_makebook, 0, cmd_makebook_usage, "Build a Polyglot book from PGN games" },
    { "stylebench", cmd_stylebench, GLOBAL_HASH, cmd_stylebench_usage,
      "How differently the personalities play" },
    { "style", cmd_style, GLOBAL_PERSONALITY, cmd_style_usage,
      "A style fingerprint per player, measured from PGN games" },
    { "selfplay", cmd_selfplay, 0, cmd_selfplay_usage,
      "Play games against itself (or Q) and write labelled positions for the tuner" },
    { "tune", cmd_tune, 0, cmd_tune_usage,
      "Fit evaluation weights to labelled positions or PGN games (Texel)" },
};
enum { SUBCOMMAND_COUNT = sizeof subcommands / sizeof subcommands[0] };

enum { MODE_AUTO, MODE_XBOARD, MODE_UCI, MODE_CONSOLE };

static void print_help(FILE *out)
{
    fprintf(out,
            "Usage: acolyte [OPTION]... [COMMAND [ARGS]...]\n"
            "A Clericus-style chess engine whose evaluation is read from .ini personalities.\n"
            "Without a command it speaks the xboard protocol when standard input is not a\n"
            "terminal (or UCI when the first line is \"uci\"), and opens the console when\n"
            "it is.\n\n"
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
            "  --all-options         xboard/UCI list every parameter as an option\n"
            "  -h, --help            display this help and exit\n"
            "  -v, --version         output version information and exit\n"
            "Before a command, an option applies to that command; one the command\n"
            "does not use is refused.  Arguments that are UCI commands (one each,\n"
            "quoted: acolyte \"genfens 8 seed 1 book None\" quit) are run as a UCI\n"
            "session would run them.\n\n"
            "Commands (acolyte help COMMAND tells more):\n");
    for (size_t i = 0; i < SUBCOMMAND_COUNT; i++)
        print_synopsis(out, "  acolyte ", subcommands[i].usage);
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

/* The options by bit, as messages and `help COMMAND` name them. */
static const char *const global_names[GLOBAL_COUNT] = {
    "--personality", "--book", "--opponents", "--hash", "--threads", "--unicode", "front-end switches",
};

static void print_command_help(const subcommand_t *c)
{
    print_synopsis(stdout, "Usage: acolyte ", c->usage);
    printf("%s.\n", c->summary);
    if (c->globals) {
        printf("Global options it honours:");
        for (int b = 0; b < GLOBAL_COUNT; b++)
            if (c->globals & (1u << b))
                printf(" %s", global_names[b]);
        printf("\n");
    }
}

static const subcommand_t *find_subcommand(const char *name)
{
    for (size_t c = 0; c < SUBCOMMAND_COUNT; c++)
        if (strcmp(name, subcommands[c].name) == 0)
            return &subcommands[c];
    return NULL;
}

/* `acolyte help [COMMAND]` */
static int run_help(int argc, char **argv)
{
    if (argc == 1) {
        print_help(stdout);
        return 0;
    }
    const subcommand_t *c = argc == 2 ? find_subcommand(argv[1]) : NULL;
    if (!c) {
        if (argc == 2)
            fprintf(stderr, "acolyte help: no command '%s'\nTry 'acolyte --help'.\n", argv[1]);
        else
            fprintf(stderr, "usage: acolyte help [COMMAND]\n");
        return 2;
    }
    print_command_help(c);
    return 0;
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
    if (mode == MODE_XBOARD)
        return xboard_main(opts, in); /* takes in over: its reader may outlive it */
    int rc = uci_main(opts, in);
    line_reader_free(in);
    return rc;
}

/* Run a subcommand with the global options given before it, refusing the
 * ones it would not honour. */
static int run_subcommand(const subcommand_t *c, unsigned given, const char *const given_as[],
                          const engine_options_t *opts, int argc, char **argv)
{
    for (int b = 0; b < GLOBAL_COUNT; b++) {
        if ((given & (1u << b)) && !(c->globals & (1u << b))) {
            fprintf(stderr, "acolyte: option '%s' does not apply to the command '%s'\n"
                            "Try 'acolyte help %s'.\n", given_as[b], c->name, c->name);
            return 2;
        }
    }
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        print_command_help(c);
        return 0;
    }
    return c->run(opts, argc, argv);
}

int main(int argc, char **argv)
{
    engine_options_t opts = { 0 };
    int mode = MODE_AUTO;
    bool unicode = false;
    unsigned given = 0;            /* GLOBAL_* bits seen */
    const char *given_as[GLOBAL_COUNT] = { 0 }; /* how each was written, for messages */
    int i = 1;

    /* Protocol lines end in "\n" alone, on every system. */
    platform_binary_stdio();
#ifdef ACOLYTE_OPENBENCH
    /* The build of build-aux/openbench/Makefile: a testing framework keeps
     * only the binary, reads the bench's last line its own way, plays from
     * its own openings and tunes any parameter (a tuner sets only options
     * the engine lists). */
    opts.builtin_data = true;
    opts.openbench = true;
    opts.all_options = true;
    opts.book = "none";
#endif

    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        const char *v;
        bool missing = false;
        long n;
        unsigned bit = 0;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            print_help(stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0 || strcmp(a, "-v") == 0) {
            print_version();
            return 0;
        } else if (strcmp(a, "--xboard") == 0) {
            mode = MODE_XBOARD, bit = GLOBAL_FRONTEND;
        } else if (strcmp(a, "--uci") == 0) {
            mode = MODE_UCI, bit = GLOBAL_FRONTEND;
        } else if (strcmp(a, "--console") == 0) {
            mode = MODE_CONSOLE, bit = GLOBAL_FRONTEND;
        } else if (strcmp(a, "--unicode") == 0) {
            unicode = true, bit = GLOBAL_UNICODE;
        } else if (strcmp(a, "--all-options") == 0) {
            opts.all_options = true, bit = GLOBAL_FRONTEND;
        } else if ((v = option_value(argc, argv, &i, "--personality", &missing))) {
            opts.personality = v, bit = GLOBAL_PERSONALITY;
        } else if ((v = option_value(argc, argv, &i, "--book", &missing))) {
            opts.book = v, bit = GLOBAL_BOOK;
        } else if ((v = option_value(argc, argv, &i, "--opponents", &missing))) {
            /* Read by the xboard front end at each game start. */
            platform_setenv("ACOLYTE_OPPONENTS", v);
            bit = GLOBAL_OPPONENTS;
        } else if ((v = option_value(argc, argv, &i, "--hash", &missing))) {
            if (!parse_int(v, 1, 65536, &n)) {
                fprintf(stderr, "acolyte: --hash wants a size in MB from 1 to 65536, not '%s'\n", v);
                return 2;
            }
            opts.hash_mb = (int)n, bit = GLOBAL_HASH;
        } else if ((v = option_value(argc, argv, &i, "--threads", &missing))) {
            if (!parse_int(v, 1, 256, &n)) {
                fprintf(stderr, "acolyte: --threads wants a number from 1 to 256, not '%s'\n", v);
                return 2;
            }
            opts.threads = (int)n, bit = GLOBAL_THREADS;
        } else {
            if (missing)
                fprintf(stderr, "acolyte: option '%s' needs a value\n", a);
            else
                fprintf(stderr, "acolyte: unknown option '%s'\nTry 'acolyte --help'.\n", a);
            return 2;
        }
        given |= bit;
        for (int b = 0; b < GLOBAL_COUNT; b++)
            if (bit == 1u << b)
                given_as[b] = a;
    }

    if (i < argc) {
        if (strcmp(argv[i], "help") == 0)
            return run_help(argc - i, argv + i);
        const subcommand_t *c = find_subcommand(argv[i]);
        char word[32];
        if (!c && sscanf(argv[i], " %31s", word) == 1 && uci_is_command(word))
            return uci_main_args(&opts, argc - i, argv + i); /* acolyte "genfens 8 seed 1 book None" quit */
        if (!c) {
            fprintf(stderr, "acolyte: unknown command '%s'\nTry 'acolyte --help'.\n", argv[i]);
            return 2;
        }
        return run_subcommand(c, given, given_as, &opts, argc - i, argv + i);
    }
    return run_frontend(mode, &opts, unicode);
}
