/* xboard.h -- the xboard front end's entry point, for main.c (and the
 * fuzz harness); the front end's own files share xboard_internal.h. */
#ifndef ACOLYTE_XBOARD_H
#define ACOLYTE_XBOARD_H

#include "api/engine.h"
#include "util/input.h"

/* xboard/WinBoard protocol 2 on stdin/stdout until its input ends or it
 * is told to quit; returns the exit status.  It takes in over: its input
 * thread may still be reading when it returns, and frees in itself. */
int xboard_main(const engine_options_t *opts, line_reader_t *in);

#endif
