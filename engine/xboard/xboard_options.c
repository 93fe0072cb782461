/* xboard_options.c -- the 'feature' answer to 'protover 2' and the
 * option= settings XBoard shows in its Engine Settings dialog.
 *
 * The per-parameter options are generated from the parameter table
 * (params.def), in table order, which groups them by .ini section; each
 * is named "section.KEY", the name the .ini file and engine_set_param()
 * use.  A few parameters a player looks for by name (Contempt, Elo, the
 * book's file and variety, Taunts) appear once under a friendly name instead.
 * Choosing another personality re-sends the per-parameter options with
 * the new values (spec section 9: options may be sent at any time).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "config.h"
#include "params/params.h"
#include "util/util.h"
#include "xboard/xboard_internal.h"

/* Parameters shown under a friendly name (and not again as section.KEY). */
static const struct {
    const char *label, *param;
} aliases[] = {
    { "Book File", "book.FILE" },
    { "Book Variety", "book.BOOK_VARIETY" },
    { "Contempt", "search.CONTEMPT" },
    { "Elo Strength", "strength.ELO" },
    { "Taunts", "taunts.TAUNTS" },
};
enum { ALIAS_COUNT = sizeof aliases / sizeof aliases[0] };

static int alias_of_param(int index)
{
    for (int a = 0; a < ALIAS_COUNT; a++)
        if (params_find(aliases[a].param) == index)
            return a;
    return -1;
}

/* Option text may not contain '"' (it ends the feature string). */
static void quote_safe(char *s)
{
    for (; *s; s++)
        if (*s == '"' || *s == '\n' || *s == '\r')
            *s = '\'';
}

/* The option= definition of parameter i under the given label. */
static void send_param_option(xb_t *xb, int i, const char *label)
{
    const param_info_t *info = params_info(i);
    const params_t *p = &engine_personality(xb->engine)->params;
    char value[PARAM_STR_MAX * 6];
    params_format_value(p, i, value, sizeof value);
    quote_safe(value);
    switch (info->kind) {
    case PARAM_INT:
        xb_send(xb, "feature option=\"%s -spin %s %d %d\"", label, value, info->min, info->max);
        break;
    case PARAM_BOOL:
        xb_send(xb, "feature option=\"%s -check %d\"", label, *params_int_cptr(p, i) ? 1 : 0);
        break;
    case PARAM_ENUM: {
        char combo[1024];
        size_t n = 0;
        int cur = *params_int_cptr(p, i), k = 0;
        for (const char *s = info->enum_names; *s && n + 40 < sizeof combo; k++) {
            size_t len = strcspn(s, "|");
            n += (size_t)snprintf(combo + n, sizeof combo - n, "%s%s%.*s", k ? " /// " : "", k == cur ? "*" : "",
                                  (int)len, s);
            s += len + (s[len] == '|');
        }
        xb_send(xb, "feature option=\"%s -combo %s\"", label, combo);
        break;
    }
    case PARAM_STR:
        xb_send(xb, "feature option=\"%s -%s %s\"", label, strcmp(info->key, "FILE") == 0 ? "file" : "string",
                value);
        break;
    case PARAM_LIST:
        xb_send(xb, "feature option=\"%s -string %s\"", label, value);
        break;
    }
}

static void send_personality_combo(xb_t *xb)
{
    const personality_t *cur = engine_personality(xb->engine);
    personality_entry_t *list = NULL;
    pers_errors_t errs;
    pers_errors_clear(&errs);
    int n = personality_list(&list, &errs);
    char combo[4096];
    size_t used = 0;
    bool listed = false;
    for (int i = 0; i < n; i++)
        listed |= strcmp(list[i].name, cur->name) == 0;
    if (!listed) /* loaded from a path outside the search path */
        used += (size_t)snprintf(combo, sizeof combo, "*%s", cur->name);
    for (int i = 0; i < n && used + PERS_NAME_MAX + 8 < sizeof combo; i++)
        used += (size_t)snprintf(combo + used, sizeof combo - used, "%s%s%s", used ? " /// " : "",
                                 strcmp(list[i].name, cur->name) == 0 ? "*" : "", list[i].name);
    free(list);
    quote_safe(combo);
    xb_send(xb, "feature option=\"Personality -combo %s\"", combo);
}

static void send_alias_options(xb_t *xb)
{
    for (int a = 0; a < ALIAS_COUNT; a++) {
        int i = params_find(aliases[a].param);
        if (i >= 0)
            send_param_option(xb, i, aliases[a].label);
    }
}

static int send_table_options(xb_t *xb, int room)
{
    int sent = 0;
    for (int i = 0; i < params_count(); i++) {
        if (alias_of_param(i) >= 0)
            continue;
        if (sent == room) {
            xb_debug(xb, "XBoard holds %d options; the rest of the parameters are not shown", XB_MAX_OPTIONS);
            break;
        }
        const param_info_t *info = params_info(i);
        char label[128];
        snprintf(label, sizeof label, "%s.%s", info->section, info->key);
        send_param_option(xb, i, label);
        sent++;
    }
    return sent;
}

void xb_send_param_options(xb_t *xb)
{
    send_personality_combo(xb);
    send_alias_options(xb);
    send_table_options(xb, XB_MAX_OPTIONS - 9 - ALIAS_COUNT);
}

void xb_send_features(xb_t *xb)
{
    const personality_t *p = engine_personality(xb->engine);
    char path[PERS_PATH_MAX], save[XB_PATH_MAX];
    snprintf(path, sizeof path, "%s", p->file);
    snprintf(save, sizeof save, "%s", xb->save_path);
    quote_safe(path);
    quote_safe(save);
    /* A strength-limited personality says so in its name, so the player
     * sees the level in the GUI's title bar and in saved games. */
    char level[32] = "";
    if (p->params.ELO > 0)
        snprintf(level, sizeof level, ", Elo %d", p->params.ELO);
    xb_send(xb, "feature done=0");
    xb_send(xb,
            "feature myname=\"Acolyte %s (%s%s)\" setboard=1 ping=1 playother=1 usermove=1 time=1 draw=1 "
            "sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 name=1 ics=1 pause=1 nps=1 debug=1 memory=1 "
            "smp=1 exclude=1 setscore=1 variants=\"normal\"",
            PACKAGE_VERSION, p->name, level);
    /* Nine front-end options, then the aliases and the table. */
    send_personality_combo(xb);
    xb_send(xb, "feature option=\"Personality File -file %s\"", path);
    xb_send(xb, "feature option=\"Reload Personality -button\"");
    xb_send(xb, "feature option=\"Save Personality To -file %s\"", save);
    xb_send(xb, "feature option=\"Save Personality -save\"");
    xb_send(xb, "feature option=\"Book -check %d\"", xb->book_on ? 1 : 0);
    xb_send(xb, "feature option=\"Resign Threshold -spin %d 0 10000\"", xb->resign_cp);
    xb_send(xb, "feature option=\"Offer Draws -check %d\"", xb->offer_draws ? 1 : 0);
    xb_send(xb, "feature option=\"Ponder -check %d\"", xb->ponder_on ? 1 : 0);
    send_alias_options(xb);
    send_table_options(xb, XB_MAX_OPTIONS - 9 - ALIAS_COUNT);
    xb_send(xb, "feature done=1");
}

/* ------------------------------------------------------------- setting */

void xb_default_save_path(const char *name, char *out, size_t len)
{
    /* The user's own personality directory, first on the search path. */
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    if (xdg && *xdg)
        snprintf(out, len, "%s/acolyte/personalities/%s.ini", xdg, name);
    else if (home && *home)
        snprintf(out, len, "%s/.local/share/acolyte/personalities/%s.ini", home, name);
    else
        snprintf(out, len, "%s.ini", name);
}

/* mkdir -p for the directory part of path. */
static bool make_parent_dirs(const char *path, char *err, size_t errlen)
{
    char dir[XB_PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash || slash == dir)
        return true;
    *slash = '\0';
    for (char *p = dir + 1; ; p++) {
        if (*p == '/' || *p == '\0') {
            char keep = *p;
            *p = '\0';
            if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
                snprintf(err, errlen, "cannot create directory %.300s: %s", dir, strerror(errno));
                return false;
            }
            *p = keep;
            if (!keep)
                return true;
        }
    }
}

/* Settings changes stop the engine's search; restart what was running. */
static search_kind_t settle(xb_t *xb)
{
    search_kind_t was = xb->kind;
    xb_abort_search(xb);
    return was;
}

static void resume(xb_t *xb, search_kind_t was)
{
    if (was == SEARCH_THINK || was == SEARCH_ANALYZE)
        xb_maybe_start(xb);
}

void xb_personality_confirm(xb_t *xb, const char *note)
{
    char summary[PERS_PATH_MAX + 200];
    personality_summary(engine_personality(xb->engine), summary, sizeof summary);
    xb_send(xb, "telluser Personality %s%s", summary, note);
}

void xb_personality_changed(xb_t *xb, const char *note)
{
    if (note)
        xb_personality_confirm(xb, note);
    xb_default_save_path(engine_personality(xb->engine)->name, xb->save_path, sizeof xb->save_path);
    xb_book_open(xb);
    xb_send_param_options(xb);
}

static void load_personality(xb_t *xb, const char *what, const char *line)
{
    if (!*what) {
        xb_error(xb, "no personality named", line);
        return;
    }
    pers_errors_t *errs = malloc(sizeof *errs);
    if (!errs) {
        xb_error(xb, "out of memory", line);
        return;
    }
    pers_errors_clear(errs);
    search_kind_t was = settle(xb);
    if (!engine_load_personality(xb->engine, what, errs)) {
        /* The old personality stays; say why in the GUI's error dialog. */
        xb_send(xb, "tellusererror Cannot load personality %s: %s%s", what,
                errs->count ? errs->msg[0] : "unknown error",
                errs->count + errs->dropped > 1 ? " (and more; see the engine output)" : "");
        for (int i = 1; i < errs->count; i++)
            xb_debug(xb, "%s", errs->msg[i]);
    } else {
        xb_opponent_user_choice(xb);
        xb_personality_changed(xb, "");
    }
    free(errs);
    resume(xb, was);
}

static void save_personality(xb_t *xb, const char *line)
{
    char err[512];
    personality_t *p = malloc(sizeof *p);
    if (!p) {
        xb_error(xb, "out of memory", line);
        return;
    }
    *p = *engine_personality(xb->engine);
    /* The file name names the personality: saving to "mine.ini" makes a
     * personality "mine" that the Personality list will offer. */
    const char *base = strrchr(xb->save_path, '/');
    base = base ? base + 1 : xb->save_path;
    size_t n = strlen(base);
    if (n > 4 && strcmp(base + n - 4, ".ini") == 0)
        n -= 4;
    if (n > 0 && n < sizeof p->name) {
        memcpy(p->name, base, n);
        p->name[n] = '\0';
    }
    if (!make_parent_dirs(xb->save_path, err, sizeof err) || !personality_save(p, xb->save_path, true, err, sizeof err)) {
        xb_send(xb, "tellusererror Cannot save personality %s: %s", p->name, err);
        free(p);
        return;
    }
    xb_send(xb, "telluser Saved personality %s to %s (%d value%s differ from %s)", p->name, xb->save_path, p->changed,
            p->changed == 1 ? "" : "s", *p->parent ? p->parent : "the built-in defaults");
    free(p);
}

static bool parse_check(const char *v, bool *out)
{
    if (strcmp(v, "1") == 0 || strcmp(v, "true") == 0)
        return *out = true, true;
    if (strcmp(v, "0") == 0 || strcmp(v, "false") == 0)
        return *out = false, true;
    return false;
}

static void set_param(xb_t *xb, const char *param, const char *value, const char *line)
{
    char err[512], why[600];
    search_kind_t was = settle(xb);
    if (!engine_set_param(xb->engine, param, value, err, sizeof err)) {
        snprintf(why, sizeof why, "bad value: %s", err);
        xb_error(xb, why, line);
    } else if (strcmp(param, "book.FILE") == 0) {
        xb_book_open(xb);
    }
    resume(xb, was);
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
    snprintf(value, sizeof value, "%s", eq ? eq + 1 : "");
    bool b;
    long n;

    if (strcmp(name, "Personality") == 0 || strcmp(name, "Personality File") == 0) {
        if (*value || strcmp(name, "Personality") == 0)
            load_personality(xb, value, c->line);
    } else if (strcmp(name, "Reload Personality") == 0) {
        const personality_t *p = engine_personality(xb->engine);
        char what[PERS_PATH_MAX];
        snprintf(what, sizeof what, "%s", *p->file ? p->file : p->name);
        load_personality(xb, what, c->line);
    } else if (strcmp(name, "Save Personality To") == 0) {
        if (strlen(value) >= sizeof xb->save_path)
            xb_error(xb, "path too long", c->line);
        else if (*value)
            memcpy(xb->save_path, value, strlen(value) + 1);
    } else if (strcmp(name, "Save Personality") == 0) {
        save_personality(xb, c->line);
    } else if (strcmp(name, "Book") == 0 && parse_check(value, &b)) {
        xb->book_on = b;
        xb_book_open(xb);
    } else if (strcmp(name, "Offer Draws") == 0 && parse_check(value, &b)) {
        xb->offer_draws = b;
    } else if (strcmp(name, "Ponder") == 0 && parse_check(value, &b)) {
        xb->ponder_on = b;
        if (!b && xb->kind == SEARCH_PONDER)
            xb_abort_search(xb);
    } else if (strcmp(name, "Resign Threshold") == 0 && parse_int(value, 0, 10000, &n)) {
        xb->resign_cp = (int)n;
    } else if (strcmp(name, "Book") == 0 || strcmp(name, "Offer Draws") == 0 || strcmp(name, "Ponder") == 0) {
        xb_error(xb, "bad value: want 0 or 1", c->line);
    } else if (strcmp(name, "Resign Threshold") == 0) {
        xb_error(xb, "bad value: want 0..10000 centipawns", c->line);
    } else {
        const char *param = NULL;
        for (int a = 0; a < ALIAS_COUNT; a++)
            if (strcmp(name, aliases[a].label) == 0)
                param = aliases[a].param;
        if (!param && params_find(name) >= 0)
            param = name;
        if (param)
            set_param(xb, param, value, c->line);
        else
            xb_error(xb, "unknown option", c->line);
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
    if (mb == xb->hash_mb)
        return; /* sent before every game: do not clear the table for nothing */
    search_kind_t was = settle(xb);
    if (!engine_set_hash(xb->engine, (int)mb, err, sizeof err)) {
        snprintf(why, sizeof why, "%s", err);
        xb_error(xb, why, c->line);
    } else {
        xb->hash_mb = (int)mb;
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
