/* personality.h -- personalities and the parameter table, as the front
 * ends and commands use them: list, load, show, compare and save a
 * personality; walk the table of parameters (the GUIs' options, the
 * tuner's weights).
 *
 * params/personality.h and params/params.h are re-exported whole, on
 * purpose: a personality is the user's own vocabulary (files they write,
 * values they set), these functions touch files and a params_t and no
 * engine state, and every front end needs most of them.  To change the
 * personality the engine plays, go through engine.h.
 */
#ifndef ACOLYTE_API_PERSONALITY_H
#define ACOLYTE_API_PERSONALITY_H

#include "params/params.h"
#include "params/personality.h"

#endif
