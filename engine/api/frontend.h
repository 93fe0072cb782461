/* frontend.h -- the three front ends main() can start.  Each runs until
 * its input ends or it is told to quit, and returns the exit status. */
#ifndef ACOLYTE_FRONTEND_H
#define ACOLYTE_FRONTEND_H

#include "api/engine.h"
#include "util/input.h"

/* xboard/WinBoard protocol 2 on stdin/stdout.  It takes in over: its input
 * thread may still be reading when it returns, and frees in itself. */
int xboard_main(const engine_options_t *opts, line_reader_t *in);
/* UCI on stdin/stdout. */
int uci_main(const engine_options_t *opts, line_reader_t *in);
/* UCI commands given as program arguments, one a line ("genfens 8 seed 1
 * book None", "quit"), as testing frameworks run an engine; the end of
 * the list is the end of input. */
int uci_main_args(const engine_options_t *opts, int argc, char **argv);
/* Is word a UCI command (or genfens, or quit)? */
bool uci_is_command(const char *word);
/* The readline console (plain line input when stdin is not a terminal or
 * when built --without-readline). */
int console_main(const engine_options_t *opts, bool unicode);

#endif
