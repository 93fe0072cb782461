/* opponents.h -- the user's per-opponent rules (opponents.ini): which
 * personality and strength to play against whom.
 *
 * The rules as data (params/opponent_rules_types.h) and the three calls a
 * front end makes: where the file is, reading it, and the rule for the
 * opponent a GUI told about.  The declarations are
 * params/opponent_rules.h's own (api/agree.c has the compiler check that
 * they agree); read the full contract there.  Installing the chosen
 * personality goes through engine.h.
 */
#ifndef ACOLYTE_API_OPPONENTS_H
#define ACOLYTE_API_OPPONENTS_H

#include <stdbool.h>
#include <stddef.h>

#include "api/personality.h"
#include "params/opponent_rules_types.h"

/* The rules file: $ACOLYTE_OPPONENTS, else opponents.ini in the user's
 * settings folder; false when there is none to read (*chosen: the user
 * named it). */
bool opp_rules_path(char *out, size_t len, bool *chosen);
/* Read and check path: OPP_LOADED, OPP_NO_FILE, or OPP_BAD with a one-line
 * message naming file, line, rule and key. */
opp_load_t opp_rules_load(const char *path, opp_rules_t *out, char *err, size_t errlen);
/* The first rule whose conditions all hold for who, or NULL. */
const opp_rule_t *opp_rules_match(const opp_rules_t *r, const opp_info_t *who);

#endif
