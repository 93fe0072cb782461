/* cmd.h -- the command line's subcommands (`acolyte perft`, `bench`,
 * `eval`, ...): scriptable entry points that speak only to the engine API
 * and the public headers of the layers below it.
 *
 * Every subcommand receives the global options given before it on the
 * command line (g; main.c refuses the ones a subcommand does not use, so
 * each field a subcommand reads is one it honours) and its own words,
 * argv[0] being the subcommand's name.  Its own options win over the
 * global ones.  It returns the process exit status: 0 on success, 1 on
 * bad input (with a message that says what and where), 2 on a usage
 * error.  Output formats scripts rely on are listed with each command.
 *
 * Each command's synopsis (cmd_X_usage, without the leading "acolyte ")
 * is written once, beside the command: its usage error prints it, and
 * main.c's help lists it.
 */
#ifndef ACOLYTE_CLI_CMD_H
#define ACOLYTE_CLI_CMD_H

#include "api/engine.h"

/* perft: last line "perft D nodes N time_ms T nps X"
 * divide: "move: count" per root move, then the perft line */
extern const char cmd_perft_usage[], cmd_divide_usage[];
int cmd_perft(const engine_options_t *g, int argc, char **argv);
int cmd_divide(const engine_options_t *g, int argc, char **argv);

/* bench: last line "bench nodes N time_ms T nps X"
 * search: last line "bestmove MOVE score CP depth D nodes N"
 * epd: last line "solved K of N" */
extern const char cmd_bench_usage[], cmd_search_usage[], cmd_epd_usage[];
int cmd_bench(const engine_options_t *g, int argc, char **argv);
int cmd_search(const engine_options_t *g, int argc, char **argv);
int cmd_epd(const engine_options_t *g, int argc, char **argv);

/* eval: the term table; last line "eval CP" */
extern const char cmd_eval_usage[];
int cmd_eval(const engine_options_t *g, int argc, char **argv);

extern const char cmd_personality_usage[];
int cmd_personality(const engine_options_t *g, int argc, char **argv);

/* book: "e2e4 12135 39.4%" per move (see cmd_book.c for --raw, --bench) */
extern const char cmd_book_usage[], cmd_makebook_usage[];
int cmd_book(const engine_options_t *g, int argc, char **argv);
int cmd_makebook(const engine_options_t *g, int argc, char **argv);

/* stylebench: last line "stylebench positions N depth D min_differ F pairs_below_20 K" */
extern const char cmd_stylebench_usage[];
int cmd_stylebench(const engine_options_t *g, int argc, char **argv);

/* style: per player "player NAME: games N ..." and a line per figure */
extern const char cmd_style_usage[];
int cmd_style(const engine_options_t *g, int argc, char **argv);

#endif
