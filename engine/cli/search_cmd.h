/* search_cmd.h -- the search subcommands of the command line:
 *   acolyte bench [DEPTH]                 last line: bench nodes N time_ms T nps X
 *   acolyte search FEN --depth D | --time MS | --nodes N
 *                                         last line: bestmove MOVE score CP depth D nodes N
 *   acolyte epd FILE --time MS            last line: solved K of N
 * Each returns the exit status: 0, 1 (bad input), 2 (usage).  They also
 * accept --hash MB, --threads N and --personality NAME|FILE.
 */
#ifndef ACOLYTE_SEARCH_CMD_H
#define ACOLYTE_SEARCH_CMD_H

int cmd_bench(int argc, char **argv);
int cmd_search(int argc, char **argv);
int cmd_epd(int argc, char **argv);

#endif
