/* uci_options.c -- the UCI option list (`uci`) and `setoption`.
 *
 * The list is the curated table of gui_options.c (the same rows XBoard
 * shows, under UCI's names) plus UCI's own conventions: Hash, Threads,
 * MultiPV, Clear Hash, Move Overhead, UCI_LimitStrength/UCI_Elo, OwnBook
 * and BookFile.  With --all-options every other parameter follows as
 * "section.KEY" for tuning tools, and each value of a list as a spin
 * "section.KEY[i]" (i from 0), which a tuner can vary on its own (SPSA);
 * setoption accepts both forms always, listed or not.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "config.h"
#include "uci/uci.h"
#include "util/util.h"
#include "api/gui_options.h"

enum { VALUE_MAX = 2048 };

/* UCI spec: "an empty string has the value <empty>". */
static const char *or_empty(const char *s)
{
    return s && *s ? s : "<empty>";
}

void uci_options_init(uci_t *u, const engine_options_t *opts)
{
    u->hash_mb = opts->hash_mb > 0 ? opts->hash_mb : 64;
    u->threads = opts->threads > 0 ? opts->threads : 1;
    u->multipv = 1;
    u->ponder = false;
    u->own_book = !(opts->book && strcmp(opts->book, "none") == 0);
    snprintf(u->book_file, sizeof u->book_file, "%s", opts->book && u->own_book ? opts->book : "");
    u->limit_strength = false;
    u->uci_elo = UCI_ELO_DEFAULT;
    u->move_overhead_ms = GOPT_OVERHEAD_DEFAULT;
    u->all_options = opts->all_options;
    gopt_default_save_path(engine_personality(u->engine)->name, u->save_path, sizeof u->save_path);
    u->listed = engine_personality(u->engine)->params;
    obook_init(&u->book, (uint64_t)time_now_us() * 0x9E3779B97F4A7C15ull);
    uci_book_open(u, true);
}

/* ---- the list ------------------------------------------------------------ */

static void send_option(uci_t *u, const char *name, const gopt_desc_t *d)
{
    switch (d->type) {
    case GOPT_SPIN:
        uci_send(u, "option name %s type spin default %s min %d max %d", name, d->value, d->min, d->max);
        break;
    case GOPT_CHECK:
        uci_send(u, "option name %s type check default %s", name, strcmp(d->value, "1") == 0 ? "true" : "false");
        break;
    case GOPT_COMBO: {
        char vars[GOPT_CHOICES_MAX * 90];
        size_t used = 0;
        vars[0] = '\0';
        for (int i = 0; i < d->choice_count && used < sizeof vars; i++)
            used += (size_t)snprintf(vars + used, sizeof vars - used, " var %s", d->choices[i]);
        uci_send(u, "option name %s type combo default %s%s", name,
                 d->current >= 0 && d->current < d->choice_count ? d->choices[d->current] : d->value, vars);
        break;
    }
    case GOPT_STRING:
    case GOPT_FILE:
        uci_send(u, "option name %s type string default %s", name, or_empty(d->value));
        break;
    case GOPT_BUTTON:
    case GOPT_SAVE_BUTTON:
    case GOPT_RESET_BUTTON:
        uci_send(u, "option name %s type button", name);
        break;
    }
}

static void front_end_state(const uci_t *u, gopt_state_t *st)
{
    memset(st, 0, sizeof *st);
    st->book = u->own_book;
    st->book_file = u->book_file;
    st->ponder = u->ponder;
    st->limit_strength = u->limit_strength;
    st->hash_mb = u->hash_mb;
    st->threads = u->threads;
    st->multipv = u->multipv;
    st->move_overhead_ms = u->move_overhead_ms;
    st->uci_elo = u->uci_elo;
    st->save_path = u->save_path;
}

void uci_cmd_uci(uci_t *u)
{
    uci_send(u, "id name Acolyte %s", PACKAGE_VERSION);
    uci_send(u, "id author the Acolyte developers");
    gopt_state_t st;
    front_end_state(u, &st);
    gopt_desc_t *d = malloc(sizeof *d);
    for (int i = 0; d && i < gopt_count(); i++) {
        const gopt_t *o = gopt_at(i);
        if (!o->uci)
            continue;
        gopt_describe(o, u->engine, &st, d);
        if (o->id == GOPT_PERSONALITY_FILE)
            d->value[0] = '\0'; /* a request, not a state: empty until used */
        send_option(u, o->uci, d);
    }
    const params_t *p = &engine_personality(u->engine)->params;
    for (int i = 0; d && u->all_options && i < params_count(); i++) {
        if (gopt_param_curated(i))
            continue;
        const param_info_t *in = params_info(i);
        char name[128];
        snprintf(name, sizeof name, "%s.%s", in->section, in->key);
        gopt_describe_param(i, p, d);
        send_option(u, name, d);
        const int *v = params_int_cptr(p, i);
        for (int k = 0; in->kind == PARAM_LIST && k < in->count; k++)
            uci_send(u, "option name %s[%d] type spin default %d min %d max %d", name, k, v[k], in->min, in->max);
    }
    free(d);
    u->listed = *p;
    u->personality_switched = false;
    uci_send(u, "uciok");
    if (u->startup_note[0]) {
        uci_send(u, "info string %s", u->startup_note);
        u->startup_note[0] = '\0';
    }
    /* A personality file that cannot be loaded is missing from the
     * Personality list: name it and say why. */
    personality_errors_t *errs = malloc(sizeof *errs);
    if (errs && gopt_personality_problems(errs) > 0)
        for (int i = 0; i < errs->count; i++)
            uci_send(u, "info string Personality left out: %s", errs->msg[i]);
    free(errs);
}

/* ---- setoption ------------------------------------------------------------ */

static bool parse_check(uci_t *u, const char *name, const char *value, bool *out)
{
    if (strcasecmp(value, "true") == 0)
        *out = true;
    else if (strcasecmp(value, "false") == 0)
        *out = false;
    else {
        uci_send(u, "info string option %s wants true or false, not '%.100s'", name, value);
        return false;
    }
    return true;
}

static bool parse_spin(uci_t *u, const char *name, const char *value, int lo, int hi, int *out)
{
    long v;
    if (!parse_int(value, lo, hi, &v)) {
        uci_send(u, "info string option %s wants a whole number from %d to %d, not '%.100s'", name, lo, hi,
                 value);
        return false;
    }
    *out = (int)v;
    return true;
}

/* The strength the search should use: the GUI's UCI_Elo while
 * UCI_LimitStrength is on, the personality's own otherwise.  It is the
 * engine's level, not the personality's value, so a personality loaded
 * later keeps it. */
static void apply_strength(uci_t *u)
{
    char err[256];
    if (!engine_set_level(u->engine, u->limit_strength ? u->uci_elo : 0, err, sizeof err))
        uci_send(u, "info string UCI_Elo: %s", err);
}

static void load_personality(uci_t *u, const char *option, const char *name)
{
    if (!*name || strcmp(name, "<empty>") == 0)
        return;
    personality_errors_t *errs = malloc(sizeof *errs);
    if (!errs) {
        uci_send(u, "info string %s: out of memory", option);
        return;
    }
    personality_errors_clear(errs);
    if (engine_load_personality(u->engine, name, errs)) {
        const personality_t *p = engine_personality(u->engine);
        u->personality_switched = true;
        uci_book_open(u, false); /* the personality may name its own book */
        char summary[PERS_PATH_MAX + 200];
        personality_summary(p, summary, sizeof summary);
        uci_send(u, "info string personality %s", summary);
    } else {
        uci_send(u, "info string %s: cannot load '%.200s'; the personality stays %s", option, name,
                 engine_personality(u->engine)->name);
        for (int i = 0; i < errs->count; i++)
            uci_send(u, "info string %s", errs->msg[i]);
        if (errs->dropped)
            uci_send(u, "info string (%d more problems)", errs->dropped);
    }
    free(errs);
}

/* Some GUIs send back every option at start-up with the value the option
 * list showed.  After a Personality change that would quietly reset the
 * new personality to the old one's values, so such a parameter set to
 * exactly its listed value is skipped (the user who changed a parameter
 * in the GUI sends a different value, which is applied). */
static bool is_listed_echo(uci_t *u, int i, const char *value)
{
    if (!u->personality_switched)
        return false;
    params_t *tmp = malloc(sizeof *tmp);
    if (!tmp)
        return false;
    *tmp = u->listed;
    char err[256];
    bool echo = params_set_index(tmp, i, value, err, sizeof err) && params_equal_index(tmp, &u->listed, i);
    free(tmp);
    return echo;
}

static void set_param(uci_t *u, int i, const char *value)
{
    const param_info_t *in = params_info(i);
    char name[128], err[512];
    snprintf(name, sizeof name, "%s.%s", in->section, in->key);
    if (strcmp(value, "<empty>") == 0)
        value = "";
    if (is_listed_echo(u, i, value)) {
        if (u->debug)
            uci_send(u, "info string %s: keeping the personality's value (the GUI resent the listed one)", name);
        return;
    }
    if (!engine_set_param(u->engine, name, value, err, sizeof err)) {
        uci_send(u, "info string option %s: %s", name, err);
        return;
    }
    if (i == params_find("book.FILE"))
        uci_book_open(u, false);
}

static void unknown_option(uci_t *u, const char *name)
{
    char sec[64] = "", key[128], sug[160];
    const char *dot = strchr(name, '.');
    if (dot && (size_t)(dot - name) < sizeof sec) {
        memcpy(sec, name, (size_t)(dot - name));
        sec[dot - name] = '\0';
        snprintf(key, sizeof key, "%s", dot + 1);
    } else
        snprintf(key, sizeof key, "%s", name);
    char s_sec[64], s_key[64];
    if (params_suggest(sec[0] ? sec : NULL, key, sug, sizeof sug) &&
        sscanf(sug, "[%63[^]]] %63s", s_sec, s_key) == 2)
        uci_send(u, "info string unknown option '%.100s' (did you mean %s.%s?)", name, s_sec, s_key);
    else
        uci_send(u, "info string unknown option '%.100s'", name);
}

/* "section.KEY[i]" (KEY a list): its value i set to value, the others
 * kept.  False when name is not of that form or names no list. */
static bool set_list_value(uci_t *u, const char *name, const char *value)
{
    char base[128];
    const char *open = strchr(name, '[');
    size_t n = strlen(name);
    if (!open || n < 3 || name[n - 1] != ']' || (size_t)(open - name) >= sizeof base)
        return false;
    memcpy(base, name, (size_t)(open - name));
    base[open - name] = '\0';
    int i = params_find(base);
    if (i < 0 || params_info(i)->kind != PARAM_LIST)
        return false;
    const param_info_t *in = params_info(i);
    char index[16];
    long k;
    snprintf(index, sizeof index, "%.*s", (int)(name + n - 1 - open - 1), open + 1);
    if (!parse_int(index, 0, in->count - 1, &k)) {
        uci_send(u, "info string option %.100s: %s.%s has values [0] to [%d]", name, in->section, in->key,
                 in->count - 1);
        return true;
    }
    int v;
    if (!parse_spin(u, name, value, in->min, in->max, &v))
        return true;
    const int *cur = params_int_cptr(&engine_personality(u->engine)->params, i);
    char list[4096];
    size_t used = 0;
    for (int j = 0; j < in->count && used < sizeof list; j++)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%d", j ? "," : "", j == k ? v : cur[j]);
    set_param(u, i, list);
    return true;
}

/* One option of the curated table (gui_options.c) set to value. */
static void apply_option(uci_t *u, const gopt_t *o, const char *name, const char *value)
{
    char err[512], msg[1600];
    int v;
    bool b;
    switch (o->id) {
    case GOPT_HASH:
        if (parse_spin(u, "Hash", value, UCI_HASH_MIN, UCI_HASH_MAX, &v)) {
            if (engine_set_hash(u->engine, v, err, sizeof err))
                u->hash_mb = v;
            else
                uci_send(u, "info string option Hash: %s", err);
        }
        break;
    case GOPT_THREADS:
        if (parse_spin(u, "Threads", value, UCI_THREADS_MIN, UCI_THREADS_MAX, &v)) {
            if (engine_set_threads(u->engine, v, err, sizeof err))
                u->threads = v;
            else
                uci_send(u, "info string option Threads: %s", err);
        }
        break;
    case GOPT_MULTIPV:
        if (parse_spin(u, "MultiPV", value, 1, UCI_MULTIPV_MAX, &v))
            u->multipv = v;
        break;
    case GOPT_MOVE_OVERHEAD:
        if (parse_spin(u, "Move Overhead", value, 0, GOPT_OVERHEAD_MAX, &v))
            u->move_overhead_ms = v;
        break;
    case GOPT_PONDER:
        /* Only tells us the GUI may send "go ponder"; nothing to change. */
        if (parse_check(u, "Ponder", value, &b))
            u->ponder = b;
        break;
    case GOPT_BOOK:
        if (parse_check(u, "OwnBook", value, &b) && b != u->own_book) {
            u->own_book = b;
            uci_book_open(u, false);
        }
        break;
    case GOPT_BOOK_FILE:
        snprintf(u->book_file, sizeof u->book_file, "%s", strcmp(value, "<empty>") ? value : "");
        uci_book_open(u, false);
        break;
    case GOPT_PERSONALITY:
    case GOPT_PERSONALITY_FILE:
        load_personality(u, o->uci, value);
        break;
    case GOPT_RELOAD: {
        const personality_t *p = engine_personality(u->engine);
        char what[PERS_PATH_MAX];
        snprintf(what, sizeof what, "%s", *p->file ? p->file : p->name);
        load_personality(u, o->uci, what);
        break;
    }
    case GOPT_SAVE_TO:
        if (strcmp(value, "<empty>") != 0 && *value)
            snprintf(u->save_path, sizeof u->save_path, "%s", value);
        break;
    case GOPT_SAVE:
        gopt_save_personality(u->engine, u->save_path, msg, sizeof msg);
        uci_send(u, "info string %s", msg);
        break;
    case GOPT_LIMIT_STRENGTH:
        if (parse_check(u, "UCI_LimitStrength", value, &b)) {
            u->limit_strength = b;
            apply_strength(u);
        }
        break;
    case GOPT_UCI_ELO:
        if (parse_spin(u, "UCI_Elo", value, UCI_ELO_MIN, UCI_ELO_MAX, &v)) {
            u->uci_elo = v;
            if (u->limit_strength)
                apply_strength(u);
        }
        break;
    case GOPT_CLEAR_HASH:
        engine_clear_hash(u->engine);
        break;
    case GOPT_PARAM:
        if (params_find(o->param) < 0)
            unknown_option(u, name);
        else
            set_param(u, params_find(o->param), value);
        break;
    case GOPT_WEIGHT:
        if (!gopt_set_engine_value(u->engine, o, value, err, sizeof err))
            uci_send(u, "info string option %s: %s", o->uci, err);
        break;
    default:
        unknown_option(u, name);
        break;
    }
}

/* setoption name NAME [value VALUE].  NAME may hold spaces ("Clear
 * Hash"); VALUE is the rest of the line as sent (file names). */
void uci_cmd_setoption(uci_t *u)
{
    const uci_tokens_t *t = &u->line;
    int i = 1;
    if (i >= t->count || strcmp(t->tok[i], "name") != 0) {
        uci_send(u, "info string setoption: expected 'setoption name NAME [value VALUE]'");
        return;
    }
    char name[256] = "", value[VALUE_MAX];
    size_t used = 0;
    for (i++; i < t->count && strcmp(t->tok[i], "value") != 0; i++) {
        int w = snprintf(name + used, sizeof name - used, "%s%s", used ? " " : "", t->tok[i]);
        if (w < 0 || (size_t)w >= sizeof name - used) {
            uci_send(u, "info string setoption: option name too long");
            return;
        }
        used += (size_t)w;
    }
    bool has_value = i < t->count;
    uci_rest(u, i + 1, value, sizeof value);
    if (!name[0]) {
        uci_send(u, "info string setoption: the option name is missing");
        return;
    }
    const gopt_t *button = gopt_find(GOPT_UCI, name);
    if (!has_value && !(button && (button->id == GOPT_CLEAR_HASH || button->id == GOPT_SAVE ||
                                   button->id == GOPT_RELOAD))) {
        uci_send(u, "info string setoption: option %.100s needs a value", name);
        return;
    }

    /* UCI spec: options are only set while the engine waits; a GUI that
     * does otherwise gets its search finished (with a bestmove) first. */
    uci_finish_search(u);
    const gopt_t *o = gopt_find(GOPT_UCI, name);
    if (!o) {
        int p = params_find(name);
        if (p >= 0)
            set_param(u, p, value);
        else if (!set_list_value(u, name, value))
            unknown_option(u, name);
        return;
    }
    apply_option(u, o, name, value);
}
