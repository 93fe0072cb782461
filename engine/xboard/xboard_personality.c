/* xboard_personality.c -- switching personalities, and what the GUI is
 * told afterwards: the user's choice by name or file, Reload and Save,
 * the opponent rules' choice for one game (xboard_opponent.c says which)
 * and the way back to the user's own at 'new'.
 *
 * A rule's personality lasts one game: the user's own waits in
 * xb->personality.own and 'new' brings it back; choosing a personality
 * explicitly makes that one the user's own at once.  The Taunts switch
 * goes along with the user.  After every change the engine's name (feature
 * myname) follows the personality -- XBoard takes it at any time and
 * retitles its window -- but the options are not declared again (see
 * xboard_options.c).  Stopping and restarting the search around a change
 * is the caller's.
 */
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "api/gui_options.h"
#include "api/opponents.h"
#include "xboard/xboard_internal.h"

void xb_personality_init(xb_personality_t *p)
{
    memset(p, 0, sizeof *p);
    p->rules_pending = true;
    p->save_path[0] = '\0'; /* the user's folder, named after the personality */
}

void xb_personality_free(xb_personality_t *p)
{
    free(p->own);
    p->own = NULL;
}

/* ------------------------------------------------------------- telling */

void xb_personality_send_name(xb_t *xb, const char *more)
{
    /* A strength-limited personality says so in its name, so the player
     * sees the level in the GUI's title bar and in saved games. */
    const personality_t *p = engine_personality(xb->engine);
    char name[PERS_NAME_MAX + 64], level[32] = "";
    int elo = engine_effective_elo(xb->engine);
    if (elo > 0)
        snprintf(level, sizeof level, ", Elo %d", elo);
    snprintf(name, sizeof name, "%s", p->name);
    xb_quote_safe(name);
    xb_send(xb, "feature myname=\"Acolyte %s (%s%s)\"%s", PACKAGE_VERSION, name, level, more);
}

void xb_tell_personality_errors(xb_t *xb, const char *lead, const personality_errors_t *errs)
{
    /* Every error in full for the debug log, the first in the dialog,
     * shortened to a line, with the count of the others. */
    for (int i = 0; i < errs->count; i++)
        xb_debug(xb, "%s", errs->msg[i]);
    char first[PERS_ERR_LEN], text[PERS_ERR_LEN + 128], more[64] = "", shown[XB_DIALOG_MAX + 1];
    xb_file_error(errs->count ? errs->msg[0] : "unknown error", first, sizeof first);
    snprintf(text, sizeof text, "%s%s", lead, first);
    int others = errs->count + errs->dropped - 1;
    if (others > 0)
        snprintf(more, sizeof more, " (%d more error%s)", others, others == 1 ? "" : "s");
    xb_dialog_text(text, more, shown);
    xb_send(xb, "tellusererror %s", shown);
}

/* "telluser Personality <summary><note>": the confirmation of a change. */
static void confirm(xb_t *xb, const char *note)
{
    char summary[PERS_PATH_MAX + 200];
    personality_summary(engine_personality(xb->engine), summary, sizeof summary);
    xb_tell(xb, false, "Personality %s%s", summary, note);
}

/* After a change: log it, confirm it to the user (unless note is NULL),
 * reopen its book and rename the engine. */
static void changed(xb_t *xb, const char *note)
{
    char summary[PERS_PATH_MAX + 200];
    personality_summary(engine_personality(xb->engine), summary, sizeof summary);
    xb_debug(xb, "personality loaded: %s", summary);
    if (note)
        confirm(xb, note);
    xb_book_open(xb);
    xb_personality_send_name(xb, "");
}

/* ------------------------------------------------------------- the user's */

void xb_personality_load(xb_t *xb, const char *what, const char *line)
{
    personality_errors_t *errs = malloc(sizeof *errs);
    if (!errs) {
        xb_error(xb, "out of memory", line);
        return;
    }
    personality_errors_clear(errs);
    if (!engine_load_personality(xb->engine, what, errs)) {
        /* The old personality stays; say why in the GUI's error dialog. */
        xb_tell_personality_errors(xb, "Personality unchanged: ", errs);
    } else {
        /* The user chose it: it is theirs now, whatever a rule said. */
        xb_personality_free(&xb->personality);
        xb->personality.own_restored = false;
        changed(xb, NULL);
    }
    free(errs);
}

void xb_personality_in_play(const xb_t *xb, char *out, size_t len)
{
    const personality_t *p = engine_personality(xb->engine);
    snprintf(out, len, "%s", *p->file ? p->file : p->name);
}

bool xb_personality_set_save_path(xb_t *xb, const char *path)
{
    if (strlen(path) >= sizeof xb->personality.save_path)
        return false;
    memcpy(xb->personality.save_path, path, strlen(path) + 1); /* "" = the default */
    return true;
}

void xb_personality_save(xb_t *xb)
{
    char msg[1600];
    /* An empty Save Personality To (the default): the user's own
     * folder, under the name of the personality in play. */
    char path[XB_SAVE_PATH_MAX];
    if (*xb->personality.save_path)
        snprintf(path, sizeof path, "%s", xb->personality.save_path);
    else
        gopt_default_save_path(engine_personality(xb->engine)->name, path, sizeof path);
    bool saved = gopt_save_personality(xb->engine, path, msg, sizeof msg);
    xb_tell(xb, !saved, "%s", msg);
}

/* ------------------------------------------------------------- by opponent */

void xb_personality_new_game(xb_t *xb)
{
    xb_personality_t *ps = &xb->personality;
    ps->rules_pending = true;
    if (!ps->own)
        return;
    /* Back to the user's own now (an analysis after 'new' uses it too);
     * the confirmation waits for the game start, where a rule may pick
     * another personality again and one message says what happened. */
    engine_set_personality(xb->engine, ps->own);
    xb_personality_free(ps);
    ps->own_restored = true;
    xb_debug(xb, "personality %s again after a game chosen by the opponent rules",
             engine_personality(xb->engine)->name);
    changed(xb, NULL);
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
    xb_personality_free(&xb->personality);
    xb->personality.own = own;
    own = NULL;
    const char *name = xb->opponent.name;
    char who[sizeof xb->opponent.name], note[sizeof where + 100], level[32] = "";
    xb_printable(name, strlen(name), who, sizeof who);
    if (r->elo > 0)
        snprintf(level, sizeof level, ", Elo %d", r->elo);
    else if (r->elo == 0)
        snprintf(level, sizeof level, ", full strength");
    snprintf(note, sizeof note, "%s, for %s by %s", level, *who ? who : "this opponent", where);
    changed(xb, note);
done:
    free(own);
    free(errs);
}

void xb_personality_game_start(xb_t *xb)
{
    xb_personality_t *ps = &xb->personality;
    if (!ps->rules_pending)
        return;
    ps->rules_pending = false;
    bool restored = ps->own_restored;
    ps->own_restored = false;
    opp_rules_t *rules;
    const opp_rule_t *rule = xb_opponent_rule(xb, &rules);
    if (rule)
        apply_rule(xb, rules, rule);
    else if (restored)
        confirm(xb, ", your own again: no opponent rule for this game");
    free(rules);
}
