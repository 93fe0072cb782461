/* console_main.h -- the analysis console's entry point, for main.c; the
 * console's own files share console.h. */
#ifndef ACOLYTE_CONSOLE_MAIN_H
#define ACOLYTE_CONSOLE_MAIN_H

#include <stdbool.h>

#include "api/engine.h"

/* The readline console (plain line input when stdin is not a terminal or
 * when built --without-readline) until its input ends or `quit`; returns
 * the exit status. */
int console_main(const engine_options_t *opts, bool unicode);

#endif
