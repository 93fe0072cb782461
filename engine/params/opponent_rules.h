/* opponent_rules.h -- choosing a personality (and a strength) by opponent.
 *
 * The user's rules file (opponents.ini) holds one [section] per rule; the
 * section name is only a label.  Every key is optional:
 *
 *   [stockfish]
 *   name        = Stockfish*   ; glob (* ? [...]), case-insensitive
 *   computer    = true         ; true: engines only, false: humans only
 *   min_rating  = 1800         ; the opponent's rating (xboard 'rating')
 *   max_rating  = 2400
 *   personality = clericus     ; a personality name or .ini file ...
 *   elo         = 1500         ; ... and/or a strength (strength.ELO)
 *
 * A condition on something xboard did not tell us (no 'name', a rating of
 * 0 = unrated) does not hold; a rule without conditions matches anyone.
 * The first rule whose conditions all hold wins.  A file with any problem
 * is not used at all, and the message names file, line, rule and key.
 */
#ifndef ACOLYTE_OPPONENT_RULES_H
#define ACOLYTE_OPPONENT_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "params/personality.h"

#include "params/opponent_rules_types.h"

/* opp_rules_path(): the rules file: $ACOLYTE_OPPONENTS if set ("" or
 * "none" = no rules), else opponents.ini in the user's settings folder
 * ($XDG_CONFIG_HOME/acolyte, ~/.config/acolyte; %APPDATA%\Acolyte on
 * Windows: platform_user_config_dir).  False when there is none to read;
 * *chosen is true when the user named the file (then a missing file is
 * worth a message; a missing default file is not). */
bool opp_rules_path(char *out, size_t len, bool *chosen);

/* opp_rules_load(): read and check path.  OPP_NO_FILE when it does not
 * exist; OPP_BAD with err "FILE:LINE: [rule] key = value: why" (plus
 * "(and N more problems)") when anything is wrong -- out is then empty.
 * The message is one line: control characters in it are shown as '?';
 * a rule name or personality holding one is refused. */
opp_load_t opp_rules_load(const char *path, opp_rules_t *out, char *err, size_t errlen);

/* opp_rules_read(): the same reading and checking on a stream that is
 * already open (opp_rules_load() is stat + fopen + this); file is the name
 * the messages and out->file give.  The way in for text held in memory
 * (fmemopen), which is how the fuzz target feeds it. */
opp_load_t opp_rules_read(FILE *f, const char *file, opp_rules_t *out, char *err, size_t errlen);

/* opp_rules_match(): the first rule whose conditions all hold, or NULL. */
const opp_rule_t *opp_rules_match(const opp_rules_t *r, const opp_info_t *who);

#endif
