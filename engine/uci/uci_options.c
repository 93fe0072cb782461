/* uci_options.c -- the UCI option list (`uci`) and `setoption`.
 *
 * The front end's own options come first (Hash, Threads, Ponder, OwnBook,
 * BookFile, Personality, PersonalityFile, UCI_LimitStrength, UCI_Elo,
 * Clear Hash, MultiPV); then every row of the parameter table, generated
 * from params.h so no parameter is ever spelt here.  Parameters are named
 * "section.KEY" (e.g. "king_safety.ATTACKER_MULT"): keys are unique, but
 * the section keeps related options together in a GUI's dialog.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "config.h"
#include "uci/uci.h"
#include "util/util.h"

enum { VALUE_MAX = 2048 };

/* UCI spec: "an empty string has the value <empty>". */
static const char *or_empty(const char *s)
{
    return s && *s ? s : "<empty>";
}

static int strength_index(void)
{
    return params_find("strength.ELO");
}

static int current_elo(const uci_t *u)
{
    int i = strength_index();
    return i < 0 ? 0 : *params_int_cptr(&engine_personality(u->engine)->params, i);
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
    u->pers_elo = current_elo(u);
    u->listed = engine_personality(u->engine)->params;
    u->book_rng = (uint64_t)time_now_us() * 0x9E3779B97F4A7C15ull;
    uci_book_open(u, true);
}

/* ---- the list ------------------------------------------------------------ */

static void send_personality_combo(uci_t *u)
{
    const personality_t *cur = engine_personality(u->engine);
    char line[8192];
    size_t used = (size_t)snprintf(line, sizeof line, "option name Personality type combo default %s var %s",
                                   cur->name, cur->name);
    personality_entry_t *list = NULL;
    pers_errors_t *errs = malloc(sizeof *errs);
    if (errs)
        pers_errors_clear(errs);
    int n = personality_list(&list, errs);
    for (int i = 0; i < n; i++) {
        if (strcmp(list[i].name, cur->name) == 0)
            continue;
        int w = snprintf(line + used, sizeof line - used, " var %s", list[i].name);
        if (w < 0 || (size_t)w >= sizeof line - used)
            break;
        used += (size_t)w;
    }
    uci_send(u, "%s", line);
    if (u->debug && errs)
        for (int i = 0; i < errs->count; i++)
            uci_send(u, "info string personality list: %s", errs->msg[i]);
    free(list);
    free(errs);
}

/* One parameter as a UCI option: int -> spin, bool -> check, enum ->
 * combo, list and text -> string (lists as "1, 2, 3"). */
static void send_param_option(uci_t *u, const params_t *p, int i)
{
    const param_info_t *in = params_info(i);
    char value[VALUE_MAX];
    params_format_value(p, i, value, sizeof value);
    switch (in->kind) {
    case PARAM_INT:
        uci_send(u, "option name %s.%s type spin default %s min %d max %d", in->section, in->key, value,
                 in->min, in->max);
        break;
    case PARAM_BOOL:
        uci_send(u, "option name %s.%s type check default %s", in->section, in->key, value);
        break;
    case PARAM_ENUM: {
        char vars[VALUE_MAX];
        size_t used = 0;
        vars[0] = '\0';
        for (const char *s = in->enum_names; *s && used < sizeof vars;) {
            size_t n = strcspn(s, "|");
            int w = snprintf(vars + used, sizeof vars - used, " var %.*s", (int)n, s);
            if (w < 0)
                break;
            used += (size_t)w;
            s += n + (s[n] == '|');
        }
        uci_send(u, "option name %s.%s type combo default %s%s", in->section, in->key, value, vars);
        break;
    }
    case PARAM_LIST:
    case PARAM_STR:
        uci_send(u, "option name %s.%s type string default %s", in->section, in->key, or_empty(value));
        break;
    }
}

void uci_cmd_uci(uci_t *u)
{
    uci_send(u, "id name Acolyte %s", PACKAGE_VERSION);
    uci_send(u, "id author the Acolyte developers");
    uci_send(u, "option name Hash type spin default %d min %d max %d", u->hash_mb, UCI_HASH_MIN, UCI_HASH_MAX);
    uci_send(u, "option name Threads type spin default %d min %d max %d", u->threads, UCI_THREADS_MIN,
             UCI_THREADS_MAX);
    uci_send(u, "option name Ponder type check default %s", u->ponder ? "true" : "false");
    uci_send(u, "option name OwnBook type check default %s", u->own_book ? "true" : "false");
    uci_send(u, "option name BookFile type string default %s", or_empty(u->book_file));
    send_personality_combo(u);
    uci_send(u, "option name PersonalityFile type string default <empty>");
    uci_send(u, "option name UCI_LimitStrength type check default %s", u->limit_strength ? "true" : "false");
    uci_send(u, "option name UCI_Elo type spin default %d min %d max %d", u->uci_elo, UCI_ELO_MIN, UCI_ELO_MAX);
    uci_send(u, "option name Clear Hash type button");
    uci_send(u, "option name MultiPV type spin default %d min 1 max %d", u->multipv, UCI_MULTIPV_MAX);
    const params_t *p = &engine_personality(u->engine)->params;
    for (int i = 0; i < params_count(); i++)
        send_param_option(u, p, i);
    u->listed = *p;
    u->personality_switched = false;
    uci_send(u, "uciok");
    if (u->startup_note[0]) {
        uci_send(u, "info string %s", u->startup_note);
        u->startup_note[0] = '\0';
    }
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
 * UCI_LimitStrength is on, the personality's own otherwise. */
static void apply_strength(uci_t *u)
{
    int i = strength_index();
    if (i < 0) {
        if (u->limit_strength)
            uci_send(u, "info string UCI_LimitStrength: this build has no strength parameter");
        return;
    }
    const param_info_t *in = params_info(i);
    char name[128], value[32], err[256];
    snprintf(name, sizeof name, "%s.%s", in->section, in->key);
    snprintf(value, sizeof value, "%d", u->limit_strength ? u->uci_elo : u->pers_elo);
    if (!engine_set_param(u->engine, name, value, err, sizeof err))
        uci_send(u, "info string UCI_Elo: %s", err);
}

static void load_personality(uci_t *u, const char *option, const char *name)
{
    if (!*name || strcmp(name, "<empty>") == 0)
        return;
    pers_errors_t *errs = malloc(sizeof *errs);
    if (!errs) {
        uci_send(u, "info string %s: out of memory", option);
        return;
    }
    pers_errors_clear(errs);
    if (engine_load_personality(u->engine, name, errs)) {
        const personality_t *p = engine_personality(u->engine);
        u->pers_elo = current_elo(u);
        u->personality_switched = true;
        if (u->limit_strength)
            apply_strength(u);
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
    if (i == strength_index()) /* the personality's own strength changed */
        u->pers_elo = current_elo(u);
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
    if (!has_value && strcasecmp(name, "Clear Hash") != 0) {
        uci_send(u, "info string setoption: option %.100s needs a value", name);
        return;
    }

    /* UCI spec: options are only set while the engine waits; a GUI that
     * does otherwise gets its search finished (with a bestmove) first. */
    uci_finish_search(u);
    char err[512];
    int v;
    bool b;
    if (strcasecmp(name, "Hash") == 0) {
        if (parse_spin(u, "Hash", value, UCI_HASH_MIN, UCI_HASH_MAX, &v)) {
            if (engine_set_hash(u->engine, v, err, sizeof err))
                u->hash_mb = v;
            else
                uci_send(u, "info string option Hash: %s", err);
        }
    } else if (strcasecmp(name, "Threads") == 0) {
        if (parse_spin(u, "Threads", value, UCI_THREADS_MIN, UCI_THREADS_MAX, &v)) {
            if (engine_set_threads(u->engine, v, err, sizeof err))
                u->threads = v;
            else
                uci_send(u, "info string option Threads: %s", err);
        }
    } else if (strcasecmp(name, "MultiPV") == 0) {
        if (parse_spin(u, "MultiPV", value, 1, UCI_MULTIPV_MAX, &v))
            u->multipv = v;
    } else if (strcasecmp(name, "Ponder") == 0) {
        /* Only tells us the GUI may send "go ponder"; nothing to change. */
        if (parse_check(u, "Ponder", value, &b))
            u->ponder = b;
    } else if (strcasecmp(name, "OwnBook") == 0) {
        if (parse_check(u, "OwnBook", value, &b) && b != u->own_book) {
            u->own_book = b;
            uci_book_open(u, false);
        }
    } else if (strcasecmp(name, "BookFile") == 0) {
        snprintf(u->book_file, sizeof u->book_file, "%s", strcmp(value, "<empty>") ? value : "");
        uci_book_open(u, false);
    } else if (strcasecmp(name, "Personality") == 0) {
        load_personality(u, "Personality", value);
    } else if (strcasecmp(name, "PersonalityFile") == 0) {
        load_personality(u, "PersonalityFile", value);
    } else if (strcasecmp(name, "UCI_LimitStrength") == 0) {
        if (parse_check(u, "UCI_LimitStrength", value, &b)) {
            u->limit_strength = b;
            apply_strength(u);
        }
    } else if (strcasecmp(name, "UCI_Elo") == 0) {
        if (parse_spin(u, "UCI_Elo", value, UCI_ELO_MIN, UCI_ELO_MAX, &v)) {
            u->uci_elo = v;
            if (u->limit_strength)
                apply_strength(u);
        }
    } else if (strcasecmp(name, "Clear Hash") == 0) {
        engine_clear_hash(u->engine);
    } else {
        int p = params_find(name);
        if (p < 0)
            unknown_option(u, name);
        else
            set_param(u, p, value);
    }
}
