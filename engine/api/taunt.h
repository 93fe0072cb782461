/* taunt.h -- what the engine says to its opponent when the score swings
 * (the xboard front end's `tellopponent`).
 *
 * params/taunt.h is re-exported whole, on purpose: the chooser is plain
 * functions over a state the front end owns and the personality's
 * [taunts] parameters, with no engine state, and it exists only for the
 * front ends.
 */
#ifndef ACOLYTE_API_TAUNT_H
#define ACOLYTE_API_TAUNT_H

#include "params/taunt.h"

#endif
