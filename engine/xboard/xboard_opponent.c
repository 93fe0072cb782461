/* xboard_opponent.c -- a personality chosen by opponent (opponent_rules.h).
 *
 * xboard says whom we play after 'new' ('name', 'rating', 'computer', in
 * no fixed order) and before the first move, so the rules file is read
 * when the game starts -- our first search of it -- never during the
 * handshake.  It is read afresh every game, so edits count without a
 * restart, and a bad file is reported once and then ignored.  A rule's
 * personality lasts one game: the user's own waits in xb->own and 'new'
 * brings it back; choosing a personality explicitly makes that one the
 * user's own at once.  The Taunts switch goes along with the user.
 */
#include <stdlib.h>
#include <string.h>

#include "api/opponents.h"
#include "xboard/xboard_internal.h"

void xb_opponent_free(xb_t *xb)
{
    free(xb->own);
    xb->own = NULL;
}

void xb_opponent_user_choice(xb_t *xb)
{
    xb_opponent_free(xb);
    xb->own_restored = false;
}

void xb_opponent_new_game(xb_t *xb)
{
    xb->opponent[0] = '\0';
    xb->rating_own = xb->rating_opp = 0;
    xb->computer_opponent = false;
    xb->rules_pending = true;
    if (!xb->own)
        return;
    /* Back to the user's own now (an analysis after 'new' uses it too);
     * the confirmation waits for the game start, where a rule may pick
     * another personality again and one message says what happened. */
    engine_set_personality(xb->engine, xb->own);
    xb_opponent_free(xb);
    xb->own_restored = true;
    xb_debug(xb, "personality %s again after a game chosen by the opponent rules",
             engine_personality(xb->engine)->name);
    xb_personality_changed(xb, NULL);
}

/* A rules-file problem, told once (not at every game) until it changes. */
static void tell_once(xb_t *xb, const char *what)
{
    if (!strcmp(what, xb->rules_told))
        return;
    snprintf(xb->rules_told, sizeof xb->rules_told, "%s", what);
    xb_tell(xb, true, "Opponent rules not used: %s", what);
}

/* Load the rule's personality and strength; all or nothing. */
static void apply_rule(xb_t *xb, const opp_rules_t *rules, const opp_rule_t *r)
{
    char where[PERS_PATH_MAX + 200], err[PERS_ERR_LEN];
    snprintf(where, sizeof where, "rule [%s] (%s:%d)", r->label, rules->file, r->line);
    personality_t *own = malloc(sizeof *own);
    personality_errors_t *errs = malloc(sizeof *errs);
    if (!own || !errs) {
        xb_send(xb, "tellusererror Opponent %s: out of memory", where);
        goto done;
    }
    *own = *engine_personality(xb->engine);
    personality_errors_clear(errs);
    if (*r->personality && !engine_load_personality(xb->engine, r->personality, errs)) {
        char lead[sizeof where + sizeof r->personality + 64];
        snprintf(lead, sizeof lead, "Opponent %s: personality %s not loaded: ", where, r->personality);
        xb_tell_personality_errors(xb, lead, errs);
        goto done;
    }
    /* Taunts are the user's choice, the phrases the personality's: a
     * switch the user turned on stays on through the rule's personality. */
    if (own->params.TAUNTS && !engine_personality(xb->engine)->params.TAUNTS &&
        !engine_set_param(xb->engine, "taunts.TAUNTS", "true", err, sizeof err))
        xb_debug(xb, "taunts stay off: %s", err);
    if (r->elo >= 0) {
        char value[16];
        snprintf(value, sizeof value, "%d", r->elo);
        if (!engine_set_param(xb->engine, "strength.ELO", value, err, sizeof err)) {
            engine_set_personality(xb->engine, own);
            xb_tell(xb, true, "Opponent %s: cannot set Elo %d: %s", where, r->elo, err);
            goto done;
        }
    }
    xb_opponent_free(xb);
    xb->own = own;
    own = NULL;
    char who[sizeof xb->opponent], note[sizeof where + 100], level[32] = "";
    xb_printable(xb->opponent, strlen(xb->opponent), who, sizeof who);
    if (r->elo > 0)
        snprintf(level, sizeof level, ", Elo %d", r->elo);
    else if (r->elo == 0)
        snprintf(level, sizeof level, ", full strength");
    snprintf(note, sizeof note, "%s, for %s by %s", level, *who ? who : "this opponent", where);
    xb_personality_changed(xb, note);
done:
    free(own);
    free(errs);
}

void xb_opponent_game_start(xb_t *xb)
{
    if (!xb->rules_pending)
        return;
    xb->rules_pending = false;
    bool restored = xb->own_restored, chosen;
    xb->own_restored = false;
    char path[PERS_PATH_MAX], err[OPP_ERR_MAX];
    const opp_rule_t *rule = NULL;
    opp_rules_t *rules = NULL;
    if (opp_rules_path(path, sizeof path, &chosen)) {
        rules = malloc(sizeof *rules);
        if (!rules) {
            tell_once(xb, "out of memory");
            return;
        }
        switch (opp_rules_load(path, rules, err, sizeof err)) {
        case OPP_LOADED: {
            opp_info_t who = { xb->opponent, xb->rating_opp, xb->computer_opponent };
            rule = opp_rules_match(rules, &who);
            xb->rules_told[0] = '\0';
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
    }
    if (rule)
        apply_rule(xb, rules, rule);
    else if (restored)
        xb_personality_confirm(xb, ", your own again: no opponent rule for this game");
    free(rules);
}
