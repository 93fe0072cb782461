/* opponents.h -- the user's per-opponent rules (opponents.ini): which
 * personality and strength to play against whom.
 *
 * params/opponent_rules.h is re-exported whole, on purpose: reading the
 * rules file and matching what a GUI told about the opponent is all a
 * front end does with it, and it touches no engine state.  Installing
 * the chosen personality goes through engine.h.
 */
#ifndef ACOLYTE_API_OPPONENTS_H
#define ACOLYTE_API_OPPONENTS_H

#include "params/opponent_rules.h"

#endif
