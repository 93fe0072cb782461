/* xboard_opponent.c -- whom we play, and which personality the opponent
 * rules (opponent_rules.h) pick for them.
 *
 * xboard says whom we play after 'new' ('name', 'rating', 'computer', in
 * no fixed order) and before the first move, so the rules file is read
 * when the game starts -- our first search of it -- never during the
 * handshake.  It is read afresh every game, so edits count without a
 * restart, and a bad file is reported once and then ignored.  Switching
 * to the rule's personality and back is xboard_personality.c's.
 */
#include <stdlib.h>
#include <string.h>

#include "api/opponents.h"
#include "util/util.h"
#include "xboard/xboard_internal.h"

void xb_opponent_new_game(xb_opponent_t *o)
{
    o->name[0] = '\0';
    o->rating_own = o->rating_opp = 0;
    o->computer = false;
}

/* A rules-file problem, told once (not at every game) until it changes. */
static void tell_once(xb_t *xb, const char *what)
{
    xb_opponent_t *o = &xb->opponent;
    if (!strcmp(what, o->rules_told))
        return;
    snprintf(o->rules_told, sizeof o->rules_told, "%s", what);
    xb_tell(xb, true, "Opponent rules not used: %s", what);
}

const opp_rule_t *xb_opponent_rule(xb_t *xb, opp_rules_t **rules_out)
{
    xb_opponent_t *o = &xb->opponent;
    char path[PERS_PATH_MAX], err[OPP_ERR_MAX];
    bool chosen;
    const opp_rule_t *rule = NULL;
    *rules_out = NULL;
    if (!opp_rules_path(path, sizeof path, &chosen))
        return NULL;
    opp_rules_t *rules = malloc(sizeof *rules);
    if (!rules) {
        tell_once(xb, "out of memory");
        return NULL;
    }
    switch (opp_rules_load(path, rules, err, sizeof err)) {
    case OPP_LOADED: {
        opp_info_t who = { o->name, o->rating_opp, o->computer };
        rule = opp_rules_match(rules, &who);
        o->rules_told[0] = '\0';
        break;
    }
    case OPP_NO_FILE:
        if (chosen) {
            char missing[sizeof path + 32];
            snprintf(missing, sizeof missing, "%s: no such file", path);
            tell_once(xb, missing);
        }
        break;
    case OPP_BAD:
        tell_once(xb, err);
        break;
    }
    *rules_out = rules;
    return rule;
}

/* ------------------------------------------------------------- the commands */

void xb_cmd_name(xb_t *xb, const xb_cmd_t *c)
{
    snprintf(xb->opponent.name, sizeof xb->opponent.name, "%s", c->rest);
}

void xb_cmd_rating(xb_t *xb, const xb_cmd_t *c)
{
    long a, b;
    if (!parse_int(c->argv[1], 0, 100000, &a) || !parse_int(c->argv[2], 0, 100000, &b)) {
        xb_error(xb, "ratings are two numbers", c->line);
        return;
    }
    xb->opponent.rating_own = (int)a, xb->opponent.rating_opp = (int)b;
}

void xb_cmd_computer(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    xb->opponent.computer = true;
}

void xb_cmd_ics(xb_t *xb, const xb_cmd_t *c)
{
    snprintf(xb->opponent.ics_host, sizeof xb->opponent.ics_host, "%s", c->argv[1]);
}
