/* xboard_options.c -- the 'feature' answer to 'protover 2' and the
 * option= settings XBoard shows in its Engine Settings dialog.
 *
 * The options are the curated table of gui_options.c (with --all-options,
 * every other parameter follows as "section.KEY").  Options are declared
 * once: XBoard 4.9 appends a re-declared option as a new one (spec section
 * 9 calls it undefined), so a personality change never re-sends them.
 * Two things still let the dialog follow the personality:
 *  - the Personality combo goes out first and the rest is held back until
 *    XBoard has answered it.  XBoard sends a -firstOptions value for an
 *    option right after accepting it, so "option Personality=NAME" comes
 *    before the other options are declared, and they show NAME's values.
 *  - a -reset button: the GUI purges its list when it is pressed, and the
 *    whole set is declared again (XBoard 4.9.1 rejects -reset; then the
 *    values stay as first shown, and the percent weights keep their
 *    meaning anyway).  There the Personality File row's label names the
 *    personality whose values the dialog shows ("values shown: NAME").
 * The engine's name (feature myname) follows the personality: that, and
 * switching personalities, is xboard_personality.c's.
 */
#include <stdlib.h>
#include <string.h>

#include "api/personality.h"
#include "util/util.h"
#include "xboard/xboard_internal.h"
#include "api/gui_options.h"

static void send_option(xb_t *xb, const char *label, gopt_desc_t *d)
{
    xb_quote_safe(d->value);
    switch (d->type) {
    case GOPT_SPIN:
        xb_send(xb, "feature option=\"%s -spin %s %d %d\"", label, d->value, d->min, d->max);
        break;
    case GOPT_CHECK:
        xb_send(xb, "feature option=\"%s -check %s\"", label, d->value);
        break;
    case GOPT_COMBO: {
        char combo[GOPT_CHOICES_MAX * 90];
        size_t used = 0;
        combo[0] = '\0';
        for (int i = 0; i < d->choice_count && used < sizeof combo; i++)
            used += (size_t)snprintf(combo + used, sizeof combo - used, "%s%s%s", i ? " /// " : "",
                                     i == d->current ? "*" : "", d->choices[i]);
        xb_quote_safe(combo);
        xb_send(xb, "feature option=\"%s -combo %s\"", label, combo);
        break;
    }
    case GOPT_STRING:
        xb_send(xb, "feature option=\"%s -string %s\"", label, d->value);
        break;
    case GOPT_FILE:
        xb_send(xb, "feature option=\"%s -file %s\"", label, d->value);
        break;
    case GOPT_BUTTON:
        xb_send(xb, "feature option=\"%s -button\"", label);
        break;
    case GOPT_SAVE_BUTTON:
        xb_send(xb, "feature option=\"%s -save\"", label);
        break;
    case GOPT_RESET_BUTTON:
        xb_send(xb, "feature option=\"%s -reset\"", label);
        break;
    }
}

static void front_end_state(const xb_t *xb, gopt_state_t *st)
{
    memset(st, 0, sizeof *st);
    st->book = xb->book.on;
    st->ponder = xb->options.ponder;
    st->offer_draws = xb->policy.offer_draws;
    st->resign_cp = xb->policy.resign_cp;
    st->save_path = xb->personality.save_path;
}

/* XBoard 4.9.1 keeps the values an option was declared with: a later
 * declaration adds a copy, and it rejects -reset (both seen in the GUI).
 * After a switch its dialog still shows the values of the personality in
 * play when the options were declared, so the first row declared after
 * the combo says whose they are. */
static const char VALUES_SHOWN[] = " (values shown: ";

static void row_label(const xb_t *xb, const gopt_t *o, char *out, size_t len)
{
    if (o->id == GOPT_PERSONALITY_FILE) {
        snprintf(out, len, "%s%s%s)", o->xboard, VALUES_SHOWN, engine_personality(xb->engine)->name);
        xb_quote_safe(out);
    } else {
        snprintf(out, len, "%s", o->xboard);
    }
}

/* Curated rows from..to-1 (the Personality combo is row 0); after the
 * last row, with --all-options, the other parameters. */
static void send_rows(xb_t *xb, int from, int to)
{
    gopt_state_t st;
    front_end_state(xb, &st);
    gopt_desc_t *d = malloc(sizeof *d);
    int sent = 0;
    for (int i = from; d && i < to && i < gopt_count(); i++) {
        const gopt_t *o = gopt_at(i);
        if (!o->xboard)
            continue;
        gopt_describe(o, xb->engine, &st, d);
        char label[PERS_NAME_MAX + 64];
        row_label(xb, o, label, sizeof label);
        send_option(xb, label, d);
        sent++;
    }
    /* Tuning tools: every other parameter under its .ini name, as far as
     * XBoard's list goes. */
    for (int i = 0; d && xb->opts.all_options && to >= gopt_count() && i < params_count(); i++) {
        if (gopt_param_curated(i))
            continue;
        if (sent + from >= XB_MAX_OPTIONS - 1) {
            xb_debug(xb, "XBoard holds %d options; the rest of the parameters are not shown", XB_MAX_OPTIONS);
            break;
        }
        const param_info_t *in = params_info(i);
        char label[128];
        snprintf(label, sizeof label, "%s.%s", in->section, in->key);
        gopt_describe_param(i, &engine_personality(xb->engine)->params, d);
        send_option(xb, label, d);
        sent++;
    }
    free(d);
}

static void send_features(xb_t *xb)
{
    xb_send(xb, "feature done=0");
    xb_personality_send_name(xb, " setboard=1 ping=1 playother=1 usermove=1 time=1 draw=1 "
                    "sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 name=1 ics=1 pause=1 nps=1 debug=1 memory=1 "
                    "smp=1 exclude=1 setscore=1 variants=\"normal\"");
    send_rows(xb, 0, 1);
    xb->options.held = true;
}

/* A personality file of the user's that cannot be loaded is missing from
 * the combo: say which and why once, when the engine starts. */
static void report_broken_personalities(xb_t *xb)
{
    personality_errors_t *errs = malloc(sizeof *errs);
    if (errs && gopt_personality_problems(errs) > 0)
        xb_tell_personality_errors(xb, "Personality left out: ", errs);
    free(errs);
}

void xb_release_options(xb_t *xb)
{
    if (!xb->options.held)
        return;
    xb->options.held = false;
    send_rows(xb, 1, gopt_count());
    xb_send(xb, "feature done=1");
    report_broken_personalities(xb);
}

/* ------------------------------------------------------------- handshake */

void xb_cmd_protover(xb_t *xb, const xb_cmd_t *c)
{
    long v;
    if (!parse_int(c->argv[1], 1, 1000000, &v)) {
        xb_error(xb, "bad protocol version", c->line);
        return;
    }
    xb->options.protover = (int)v;
    /* Version 1 GUIs do not understand 'feature'; newer ones are a superset. */
    if (xb->options.protover >= 2)
        send_features(xb);
}

static void feature_answer(xb_t *xb, const xb_cmd_t *c, bool accepted)
{
    if (strcmp(c->argv[1], "debug") == 0)
        xb->options.debug_ok = accepted;
}

void xb_cmd_accepted(xb_t *xb, const xb_cmd_t *c)
{
    feature_answer(xb, c, true);
}

void xb_cmd_rejected(xb_t *xb, const xb_cmd_t *c)
{
    feature_answer(xb, c, false);
}

/* How long the options after the Personality combo wait for the GUI:
 * XBoard sends a -firstOptions value together with its "accepted option",
 * so a short wait after that is plenty; a GUI that never answers features
 * gets them after HELD_MAX_MS. */
enum { HELD_AFTER_ACK_MS = 150, HELD_MAX_MS = 1000 };

long xb_options_hold_ms(const xb_t *xb)
{
    return xb->options.personality_acked ? HELD_AFTER_ACK_MS : HELD_MAX_MS;
}

static bool is_personality_option(const char *line)
{
    return strncmp(line, "option Personality=", 19) == 0 || strncmp(line, "option Personality File=", 24) == 0;
}

/* While options are held: the GUI's answers to our features keep them
 * held; a -firstOptions personality is loaded first (and they go out
 * after it); anything else releases them before it is handled. */
void xb_options_before(xb_t *xb, const char *line)
{
    if (!xb->options.held)
        return;
    if (strncmp(line, "accepted ", 9) == 0 || strncmp(line, "rejected ", 9) == 0) {
        if (strncmp(line + 9, "option", 6) == 0)
            xb->options.personality_acked = true;
        return;
    }
    if (!is_personality_option(line))
        xb_release_options(xb);
}

void xb_options_after(xb_t *xb, const char *line)
{
    if (xb->options.held && is_personality_option(line))
        xb_release_options(xb);
}

/* ------------------------------------------------------------- setting */

/* Settings changes stop the engine's search; restart what was running. */
static search_kind_t settle(xb_t *xb)
{
    search_kind_t was = xb->search.kind;
    xb_abort_search(xb);
    return was;
}

static void resume(xb_t *xb, search_kind_t was)
{
    if (was == SEARCH_THINK || was == SEARCH_ANALYZE)
        xb_maybe_start(xb);
}

/* A personality by name or file: the search stops for the switch and
 * what was running starts again. */
static void load_personality(xb_t *xb, const char *what, const char *line)
{
    if (!*what) {
        xb_error(xb, "no personality named", line);
        return;
    }
    search_kind_t was = settle(xb);
    xb_personality_load(xb, what, line);
    resume(xb, was);
}

static void set_engine_value(xb_t *xb, const gopt_t *o, const char *param, const char *value, const char *line)
{
    char err[512], why[600];
    search_kind_t was = settle(xb);
    bool ok = o ? gopt_set_engine_value(xb->engine, o, value, err, sizeof err)
                : engine_set_param(xb->engine, param, value, err, sizeof err);
    if (!ok) {
        snprintf(why, sizeof why, "bad value: %s", err);
        xb_error(xb, why, line);
    } else if ((o && o->param && strcmp(o->param, "book.FILE") == 0) || (param && params_find(param) == params_find("book.FILE"))) {
        xb_book_open(xb);
    }
    resume(xb, was);
}

/* The GUI purged its option list (a -reset button): declare it again. */
static void refresh_options(xb_t *xb)
{
    send_rows(xb, 0, gopt_count());
    xb_send(xb, "feature done=1");
}

void xb_cmd_option(xb_t *xb, const xb_cmd_t *c)
{
    char name[256], value[INPUT_LINE_MAX + 1];
    const char *eq = strchr(c->rest, '=');
    size_t nlen = eq ? (size_t)(eq - c->rest) : strlen(c->rest);
    while (nlen > 0 && (c->rest[nlen - 1] == ' ' || c->rest[nlen - 1] == '\t'))
        nlen--;
    if (nlen == 0 || nlen >= sizeof name) {
        xb_error(xb, "bad option name", c->line);
        return;
    }
    memcpy(name, c->rest, nlen);
    name[nlen] = '\0';
    char *shown = strstr(name, VALUES_SHOWN); /* the label names the personality */
    if (shown && name[nlen - 1] == ')')
        *shown = '\0';
    snprintf(value, sizeof value, "%s", eq ? eq + 1 : "");
    bool b;
    long n;
    const gopt_t *o = gopt_find(GOPT_XBOARD, name);
    if (!o) {
        /* "section.KEY": every parameter, listed with --all-options. */
        if (params_find(name) >= 0)
            set_engine_value(xb, NULL, name, value, c->line);
        else
            xb_error(xb, "unknown option", c->line);
        return;
    }
    switch (o->id) {
    case GOPT_PERSONALITY:
        load_personality(xb, value, c->line);
        break;
    case GOPT_PERSONALITY_FILE:
        if (*value)
            load_personality(xb, value, c->line);
        break;
    case GOPT_RELOAD: {
        char what[PERS_PATH_MAX];
        xb_personality_in_play(xb, what, sizeof what);
        load_personality(xb, what, c->line);
        break;
    }
    case GOPT_SAVE_TO:
        if (!xb_personality_set_save_path(xb, value))
            xb_error(xb, "path too long", c->line);
        break;
    case GOPT_SAVE:
        xb_personality_save(xb);
        break;
    case GOPT_REFRESH:
        refresh_options(xb);
        break;
    case GOPT_BOOK:
        if (!gopt_parse_check(value, &b))
            xb_error(xb, "bad value: want 0 or 1", c->line);
        else if (b != xb->book.on) {
            xb->book.on = b;
            xb_book_open(xb);
        }
        break;
    case GOPT_DRAW_OFFERS:
        if (!gopt_parse_check(value, &b))
            xb_error(xb, "bad value: want 0 or 1", c->line);
        else
            xb->policy.offer_draws = b;
        break;
    case GOPT_RESIGN:
        if (parse_int(value, 0, GOPT_RESIGN_MAX, &n))
            xb->policy.resign_cp = (int)n;
        else
            xb_error(xb, "bad value: want 0..10000 centipawns", c->line);
        break;
    case GOPT_PARAM:
    case GOPT_WEIGHT:
        set_engine_value(xb, o, NULL, value, c->line);
        break;
    case GOPT_LEVEL: {
        int was_elo = engine_effective_elo(xb->engine);
        set_engine_value(xb, o, NULL, value, c->line);
        if (engine_effective_elo(xb->engine) != was_elo)
            xb_personality_send_name(xb, ""); /* the title bar shows the level played */
        break;
    }
    default:
        xb_error(xb, "unknown option", c->line);
        break;
    }
}

void xb_cmd_memory(xb_t *xb, const xb_cmd_t *c)
{
    long mb;
    char err[256], why[300];
    if (!parse_int(c->argv[1], 1, 65536, &mb)) {
        xb_error(xb, "memory wants megabytes, 1..65536", c->line);
        return;
    }
    if (mb == xb->options.hash_mb)
        return; /* sent before every game: do not clear the table for nothing */
    search_kind_t was = settle(xb);
    if (!engine_set_hash(xb->engine, (int)mb, err, sizeof err)) {
        snprintf(why, sizeof why, "%s", err);
        xb_error(xb, why, c->line);
    } else {
        xb->options.hash_mb = (int)mb;
    }
    resume(xb, was);
}

void xb_cmd_cores(xb_t *xb, const xb_cmd_t *c)
{
    long n;
    char err[256], why[300];
    if (!parse_int(c->argv[1], 1, 256, &n)) {
        xb_error(xb, "cores wants a number, 1..256", c->line);
        return;
    }
    search_kind_t was = settle(xb);
    if (!engine_set_threads(xb->engine, (int)n, err, sizeof err)) {
        snprintf(why, sizeof why, "%s", err);
        xb_error(xb, why, c->line);
    }
    resume(xb, was);
}

void xb_cmd_egtpath(xb_t *xb, const xb_cmd_t *c)
{
    char type[64];
    xb_printable(c->argv[1], strlen(c->argv[1]), type, sizeof type);
    xb_send(xb, "telluser Acolyte supports no end-game tables; egtpath %s ignored", type);
}
