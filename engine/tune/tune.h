/* tune.h -- learning weights from games: `acolyte selfplay` writes labelled
 * positions from games the engine plays against itself, `acolyte tune`
 * fits params.def's weights to labelled positions (Texel's method).
 *
 * The labelled-position format (one position a line, written by selfplay,
 * read by tune):
 *
 *     FEN ; RESULT
 *
 * FEN is a full six-field FEN; RESULT is the game's result from White's
 * view: "1-0", "0-1" or "1/2-1/2", or a number from 0 to 1 (White's
 * expected score).  Blank lines and lines starting with '#' are skipped.
 */
#ifndef ACOLYTE_TUNE_H
#define ACOLYTE_TUNE_H

#include "api/engine.h"

/* Both take their settings as their own options; main.c refuses the
 * global ones before them (g is the command-line layer's common
 * signature, see cli/cmd.h), and each has its synopsis beside it. */
extern const char cmd_selfplay_usage[], cmd_tune_usage[];
int cmd_selfplay(const engine_options_t *g, int argc, char **argv);
int cmd_tune(const engine_options_t *g, int argc, char **argv);

#endif
