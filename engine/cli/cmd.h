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
 */
#ifndef ACOLYTE_CLI_CMD_H
#define ACOLYTE_CLI_CMD_H

#include "api/engine.h"

/* acolyte perft DEPTH [FEN]       last line: perft D nodes N time_ms T nps X
 * acolyte divide DEPTH [FEN]      "move: count" per root move, then the perft line */
int cmd_perft(const engine_options_t *g, int argc, char **argv);
int cmd_divide(const engine_options_t *g, int argc, char **argv);

/* acolyte bench [DEPTH]           last line: bench nodes N time_ms T nps X
 * acolyte search FEN --depth D | --time MS | --nodes N
 *                                 last line: bestmove MOVE score CP depth D nodes N
 * acolyte epd FILE --time MS | --depth D | --nodes N
 *                                 last line: solved K of N
 * They also take --hash MB, --threads N (not bench) and --personality NAME|FILE. */
int cmd_bench(const engine_options_t *g, int argc, char **argv);
int cmd_search(const engine_options_t *g, int argc, char **argv);
int cmd_epd(const engine_options_t *g, int argc, char **argv);

/* acolyte eval [--personality NAME] [FEN]   the term table; last line "eval CP" */
int cmd_eval(const engine_options_t *g, int argc, char **argv);

/* acolyte personality list | show NAME | check FILE... | diff A B | reference */
int cmd_personality(const engine_options_t *g, int argc, char **argv);

/* acolyte book [--raw] [--san] [--bench N] FILE [FEN|startpos] [moves M...]
 * acolyte makebook IN.pgn OUT.bin [--max-ply N] [--min-games N]
 *                  [--only-white|--only-black] [--uniform] */
int cmd_book(const engine_options_t *g, int argc, char **argv);
int cmd_makebook(const engine_options_t *g, int argc, char **argv);

/* acolyte stylebench [--depth D] [--hash MB] [--personalities A,B,...] [--moves] FILE.epd
 *                                 last line: stylebench positions N depth D min_differ F pairs_below_20 K */
int cmd_stylebench(const engine_options_t *g, int argc, char **argv);

#endif
