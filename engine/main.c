/* main.c -- the command line: chooses a front end (xboard, UCI, console)
 * or runs one of the scriptable subcommands (perft, bench, eval, ...).
 * Subcommands live with the code they exercise; this file only dispatches.
 */
#include <stdio.h>
#include <string.h>

#include "perft.h"

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
};

static void print_help(FILE *out)
{
    fprintf(out, "Usage: acolyte [OPTION]... [COMMAND [ARGS]...]\n"
                 "A Clericus-style chess engine with .ini personalities.\n\n"
                 "Commands:\n");
    for (size_t i = 0; i < sizeof subcommands / sizeof subcommands[0]; i++)
        fprintf(out, "  acolyte %s\n", subcommands[i].usage);
    fprintf(out, "\n  --help     display this help and exit\n"
                 "  --version  output version information and exit\n");
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--help") == 0) {
        print_help(stdout);
        return 0;
    }
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
        printf("acolyte %s\n", PACKAGE_VERSION);
        return 0;
    }
    for (size_t i = 0; argc >= 2 && i < sizeof subcommands / sizeof subcommands[0]; i++)
        if (strcmp(argv[1], subcommands[i].name) == 0)
            return subcommands[i].run(argc - 1, argv + 1);
    print_help(stderr);
    return 2;
}
