/* uci_main.h -- the UCI front end's entry points, for main.c (and the
 * fuzz harness); the front end's own files share uci.h. */
#ifndef ACOLYTE_UCI_MAIN_H
#define ACOLYTE_UCI_MAIN_H

#include <stdbool.h>

#include "api/engine.h"
#include "util/input.h"

/* UCI on stdin/stdout until its input ends or it is told to quit;
 * returns the exit status. */
int uci_main(const engine_options_t *opts, line_reader_t *in);
/* UCI commands given as program arguments, one a line ("genfens 8 seed 1
 * book None", "quit"), as testing frameworks run an engine; the end of
 * the list is the end of input. */
int uci_main_args(const engine_options_t *opts, int argc, char **argv);
/* Is word a UCI command (or genfens, or quit)? */
bool uci_is_command(const char *word);

#endif
