/* opponent_rules.c -- reading the per-opponent rules file and matching it.
 *
 * The file is tiny and hand-written, so it is read line by line here
 * rather than with iniparser: that keeps line numbers for every message,
 * catches duplicates iniparser would silently merge, and refuses anything
 * that is not a regular file before opening it (a FIFO would hang us).
 * Like a personality, the file is all or nothing: one problem and no rule
 * is used, because half a rule set picks surprising personalities.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "params/opponent_rules.h"
#include "util/data_dirs.h"
#include "util/platform.h"
#include "util/util.h"

enum { LINE_MAX_LEN = 1024 };

static const char *const key_names[] = { "name", "computer", "min_rating", "max_rating", "personality", "elo" };
enum { KEY_NAME, KEY_COMPUTER, KEY_MIN_RATING, KEY_MAX_RATING, KEY_PERSONALITY, KEY_ELO, KEY_COUNT };

/* ------------------------------------------------------------ the path */

bool opp_rules_path(char *out, size_t len, bool *chosen)
{
    const char *env = getenv("ACOLYTE_OPPONENTS");
    int w;
    if (env) {
        *chosen = true;
        if (!*env || !strcmp(env, "none"))
            return false;
        w = snprintf(out, len, "%s", env);
        return w > 0 && (size_t)w < len;
    }
    *chosen = false;
    /* The user's settings folder (a relative XDG_CONFIG_HOME is ignored). */
    return data_dirs_user_config("opponents.ini", out, len);
}

/* ------------------------------------------------------------ problems */

typedef struct {
    const char *file;
    int problems;
    char *err;
    size_t errlen;
    bool skip;        /* inside a section that was refused: ignore its keys */
    int rule_start;   /* problems before the current rule began */
} report_t;

static void problem(report_t *r, int line, const char *fmt, ...) PRINTF_FORMAT(3, 4);
static void problem(report_t *r, int line, const char *fmt, ...)
{
    /* The first problem is told in full; the rest are counted. */
    if (r->problems++ > 0)
        return;
    int w = line > 0 ? snprintf(r->err, r->errlen, "%s:%d: ", r->file, line)
                     : snprintf(r->err, r->errlen, "%s: ", r->file);
    if (w < 0 || (size_t)w >= r->errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err + w, r->errlen - (size_t)w, fmt, ap);
    va_end(ap);
    /* The message quotes the file's bytes and goes to the GUI as one
     * protocol line (tellusererror): a CR or an escape sequence must not
     * reach it, so control characters are shown as '?' (xb_printable). */
    for (char *c = r->err + w; *c; c++)
        if ((unsigned char)*c < 32 || *c == 127)
            *c = '?';
}

/* Rule names and personalities are echoed to the GUI verbatim when a rule
 * is used, so they may not hold control characters. */
static bool has_control(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 32 || *s == 127)
            return true;
    return false;
}

/* ------------------------------------------------------------ values */

static bool parse_number(const char *s, long lo, long hi, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (!*s || *end || errno == ERANGE || v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

static bool parse_flag(const char *s, int *out)
{
    static const char *const yes[] = { "true", "yes", "on", "1" }, *const no[] = { "false", "no", "off", "0" };
    for (size_t i = 0; i < 4; i++) {
        if (!strcasecmp(s, yes[i]))
            return *out = 1, true;
        if (!strcasecmp(s, no[i]))
            return *out = 0, true;
    }
    return false;
}

/* The value part of "key = value": "quoted text" is taken as it is;
 * otherwise ';' or '#' starts a comment.  False on an unclosed quote. */
static bool value_text(char *v, char **out)
{
    v = str_trim(v);
    if (*v == '"') {
        char *close = strchr(v + 1, '"');
        if (!close)
            return false;
        *close = '\0';
        char *rest = str_trim(close + 1);
        if (*rest && *rest != ';' && *rest != '#')
            return false;
        *out = v + 1;
        return true;
    }
    v[strcspn(v, ";#")] = '\0';
    *out = str_trim(v);
    return true;
}

static int elo_max(void)
{
    int i = params_find("strength.ELO");
    return i >= 0 ? params_info(i)->max : 3000;
}

/* Check one key of rule r and store it; problems are reported. */
static void set_key(report_t *rep, int line, opp_rule_t *r, int key, const char *word, const char *v)
{
    char why[PERS_ERR_LEN];
    switch (key) {
    case KEY_NAME:
        if (!*v || strlen(v) >= OPP_PATTERN_MAX)
            problem(rep, line, "[%s] %s = %s: want a name pattern of 1..%d characters", r->label, word, v,
                    OPP_PATTERN_MAX - 1);
        else
            snprintf(r->name, sizeof r->name, "%s", v);
        break;
    case KEY_COMPUTER:
        if (!parse_flag(v, &r->computer))
            problem(rep, line, "[%s] %s = %s: want true (engines) or false (humans)", r->label, word, v);
        break;
    case KEY_MIN_RATING:
    case KEY_MAX_RATING:
        if (!parse_number(v, 0, OPP_RATING_MAX, key == KEY_MIN_RATING ? &r->min_rating : &r->max_rating))
            problem(rep, line, "[%s] %s = %s: want a rating from 0 to %d", r->label, word, v, OPP_RATING_MAX);
        break;
    case KEY_PERSONALITY: {
        char path[PERS_PATH_MAX];
        if (!*v || strlen(v) >= OPP_TARGET_MAX)
            problem(rep, line, "[%s] %s = %s: want a personality name or file of 1..%d characters", r->label,
                    word, v, OPP_TARGET_MAX - 1);
        else if (has_control(v))
            problem(rep, line, "[%s] %s = %s: control character in the personality", r->label, word, v);
        else if (!personality_find(v, path, sizeof path, why, sizeof why))
            problem(rep, line, "[%s] %s = %s: %s", r->label, word, v, why);
        else
            snprintf(r->personality, sizeof r->personality, "%s", v);
        break;
    }
    case KEY_ELO:
        if (!parse_number(v, 0, elo_max(), &r->elo))
            problem(rep, line, "[%s] %s = %s: want an Elo from 0 (full strength) to %d", r->label, word, v,
                    elo_max());
        break;
    }
}

/* A finished rule must do something and have a sensible rating range. */
static void finish_rule(report_t *rep, const opp_rule_t *r)
{
    /* A rule with a bad value has been reported already: what it lacks
     * now is most likely that value. */
    if (rep->problems > rep->rule_start)
        return;
    if (!*r->personality && r->elo < 0)
        problem(rep, r->line, "[%s]: a rule needs 'personality' or 'elo' (or both)", r->label);
    if (r->min_rating >= 0 && r->max_rating >= 0 && r->min_rating > r->max_rating)
        problem(rep, r->line, "[%s]: min_rating %d is above max_rating %d", r->label, r->min_rating,
                r->max_rating);
}

/* ------------------------------------------------------------ reading */

static void parse_line(report_t *rep, opp_rules_t *out, int line, char *s, int seen_line[KEY_COUNT])
{
    opp_rule_t *cur = out->count > 0 ? &out->rule[out->count - 1] : NULL;
    if (*s == '[') {
        /* Until this header is accepted, its keys belong to no rule; one
         * problem is enough to report for them. */
        rep->skip = true;
        char *close = strchr(s, ']');
        char *rest = close ? str_trim(close + 1) : NULL;
        if (!close || (*rest && *rest != ';' && *rest != '#')) {
            problem(rep, line, "syntax error: '%.80s' (want [rule name])", s);
            return;
        }
        *close = '\0';
        char *label = str_trim(s + 1);
        if (!*label || strlen(label) >= OPP_LABEL_MAX) {
            problem(rep, line, "a rule name must have 1..%d characters", OPP_LABEL_MAX - 1);
            return;
        }
        if (has_control(label)) {
            problem(rep, line, "[%s]: control character in the rule name", label);
            return;
        }
        for (int i = 0; i < out->count; i++)
            if (!strcasecmp(out->rule[i].label, label)) {
                problem(rep, line, "[%s]: duplicate rule name (first on line %d)", label, out->rule[i].line);
                return;
            }
        if (cur)
            finish_rule(rep, cur);
        if (out->count == OPP_RULES_MAX) {
            problem(rep, line, "[%s]: more than %d rules", label, OPP_RULES_MAX);
            return;
        }
        cur = &out->rule[out->count++];
        memset(cur, 0, sizeof *cur);
        snprintf(cur->label, sizeof cur->label, "%s", label);
        cur->line = line;
        cur->min_rating = cur->max_rating = cur->computer = cur->elo = -1;
        for (int k = 0; k < KEY_COUNT; k++)
            seen_line[k] = 0;
        rep->skip = false;
        rep->rule_start = rep->problems;
        return;
    }
    if (rep->skip)
        return;
    char *eq = strchr(s, '=');
    if (!eq) {
        problem(rep, line, "syntax error: '%.80s' (want key = value)", s);
        return;
    }
    *eq = '\0';
    char *word = str_trim(s), *v;
    if (!cur) {
        problem(rep, line, "%s: key outside any [rule]", word);
        return;
    }
    if (!value_text(eq + 1, &v)) {
        problem(rep, line, "[%s] %s: unclosed quote", cur->label, word);
        return;
    }
    int key = -1;
    for (int k = 0; k < KEY_COUNT; k++)
        if (!strcasecmp(word, key_names[k]))
            key = k;
    if (key < 0) {
        /* Only an unknown key pays for the "did you mean". */
        int best = 0, best_distance = edit_distance(word, key_names[0]);
        for (int k = 1; k < KEY_COUNT; k++) {
            int d = edit_distance(word, key_names[k]);
            if (d < best_distance)
                best = k, best_distance = d;
        }
        if (best_distance <= 2)
            problem(rep, line, "[%s] %s: unknown key (did you mean %s?)", cur->label, word, key_names[best]);
        else
            problem(rep, line, "[%s] %s: unknown key (allowed: name, computer, min_rating, max_rating, "
                    "personality, elo)", cur->label, word);
        return;
    }
    if (seen_line[key]) {
        problem(rep, line, "[%s] %s: duplicate key (first set on line %d)", cur->label, word, seen_line[key]);
        return;
    }
    seen_line[key] = line;
    set_key(rep, line, cur, key, word, v);
}

opp_load_t opp_rules_load(const char *path, opp_rules_t *out, char *err, size_t errlen)
{
    report_t rep = { path, 0, err, errlen, false, 0 };
    memset(out, 0, sizeof *out);
    snprintf(out->file, sizeof out->file, "%s", path);
    if (errlen)
        err[0] = '\0';
    struct stat st;
    if (stat(path, &st) != 0) {
        if (errno == ENOENT)
            return OPP_NO_FILE;
        problem(&rep, 0, "%s", strerror(errno));
        return OPP_BAD;
    }
    if (!S_ISREG(st.st_mode)) {
        problem(&rep, 0, "not a regular file");
        return OPP_BAD;
    }
    if (st.st_size > OPP_FILE_MAX) {
        problem(&rep, 0, "larger than %d bytes: not a rules file", OPP_FILE_MAX);
        return OPP_BAD;
    }
    FILE *f = fopen(path, "r");
    if (!f) {
        problem(&rep, 0, "%s", strerror(errno));
        return OPP_BAD;
    }
    opp_load_t got = opp_rules_read(f, path, out, err, errlen);
    fclose(f);
    return got;
}

opp_load_t opp_rules_read(FILE *f, const char *file, opp_rules_t *out, char *err, size_t errlen)
{
    report_t rep = { file, 0, err, errlen, false, 0 };
    memset(out, 0, sizeof *out);
    snprintf(out->file, sizeof out->file, "%s", file);
    if (errlen)
        err[0] = '\0';
    char *buf = NULL;
    size_t cap = 0;
    long got;
    int line = 0, seen_line[KEY_COUNT] = { 0 };
    while ((got = platform_getline(&buf, &cap, f)) >= 0) {
        line++;
        if (got > LINE_MAX_LEN) {
            problem(&rep, line, "line longer than %d characters", LINE_MAX_LEN);
            continue;
        }
        if (memchr(buf, '\0', (size_t)got)) {
            problem(&rep, line, "NUL byte in the line");
            continue;
        }
        char *s = str_trim(buf);
        if (!*s || *s == ';' || *s == '#')
            continue;
        parse_line(&rep, out, line, s, seen_line);
    }
    free(buf);
    if (ferror(f))
        problem(&rep, 0, "read error");
    if (out->count > 0)
        finish_rule(&rep, &out->rule[out->count - 1]);
    if (rep.problems > 0) {
        size_t used = strlen(err);
        if (rep.problems > 1 && used < errlen)
            snprintf(err + used, errlen - used, " (and %d more problem%s)", rep.problems - 1,
                     rep.problems == 2 ? "" : "s");
        out->count = 0;
        return OPP_BAD;
    }
    return OPP_LOADED;
}

/* ------------------------------------------------------------ matching */

static void lower_copy(char *dst, size_t len, const char *src)
{
    size_t i = 0;
    for (; src[i] && i + 1 < len; i++)
        dst[i] = (char)tolower((unsigned char)src[i]);
    dst[i] = '\0';
}

static bool name_matches(const char *pattern, const char *name)
{
    char p[OPP_PATTERN_MAX], n[256];
    lower_copy(p, sizeof p, pattern);
    lower_copy(n, sizeof n, name);
    return platform_wildcard_match(p, n);
}

const opp_rule_t *opp_rules_match(const opp_rules_t *r, const opp_info_t *who)
{
    for (int i = 0; i < r->count; i++) {
        const opp_rule_t *x = &r->rule[i];
        if (*x->name && (!who->name || !*who->name || !name_matches(x->name, who->name)))
            continue;
        if ((x->min_rating >= 0 || x->max_rating >= 0) && who->rating <= 0)
            continue;
        if (x->min_rating >= 0 && who->rating < x->min_rating)
            continue;
        if (x->max_rating >= 0 && who->rating > x->max_rating)
            continue;
        if (x->computer >= 0 && x->computer != (who->computer ? 1 : 0))
            continue;
        return x;
    }
    return NULL;
}
