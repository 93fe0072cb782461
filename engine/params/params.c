/* params.c -- the parameter table as data: defaults, lookup by name, parsing
 * with range checks, formatting and comparison.  Everything is generated
 * from params.def, so a parameter's name, range and default are written
 * exactly once.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "params/params.h"
#include "util/util.h"

/* Per-list default arrays, one static const array per P_LIST row. */
#define P_INT(sec, key, def, lo, hi, desc)
#define P_BOOL(sec, key, def, desc)
#define P_ENUM(sec, key, def, names, desc)
#define P_LIST(sec, key, n, lo, hi, desc, ...) static const int list_def_##key[n] = { __VA_ARGS__ };
#define P_STR(sec, key, def, desc)
#include "params/params.def"
#undef P_INT
#undef P_BOOL
#undef P_ENUM
#undef P_LIST
#undef P_STR

static const param_info_t table[] = {
#define P_INT(sec, key, def, lo, hi, desc) \
    { #sec, #key, PARAM_INT, def, lo, hi, 1, NULL, NULL, NULL, desc, offsetof(params_t, key) },
#define P_BOOL(sec, key, def, desc) \
    { #sec, #key, PARAM_BOOL, def, 0, 1, 1, NULL, NULL, NULL, desc, offsetof(params_t, key) },
#define P_ENUM(sec, key, def, names, desc) \
    { #sec, #key, PARAM_ENUM, def, 0, 0, 1, NULL, names, NULL, desc, offsetof(params_t, key) },
#define P_LIST(sec, key, n, lo, hi, desc, ...) \
    { #sec, #key, PARAM_LIST, 0, lo, hi, n, list_def_##key, NULL, NULL, desc, offsetof(params_t, key) },
#define P_STR(sec, key, def, desc) \
    { #sec, #key, PARAM_STR, 0, 0, 0, 1, NULL, NULL, def, desc, offsetof(params_t, key) },
#include "params/params.def"
#undef P_INT
#undef P_BOOL
#undef P_ENUM
#undef P_LIST
#undef P_STR
};

enum { TABLE_N = (int)(sizeof table / sizeof table[0]) };

int params_count(void) { return TABLE_N; }

const param_info_t *params_info(int i)
{
    return i >= 0 && i < TABLE_N ? &table[i] : NULL;
}

int *params_int_ptr(params_t *p, int i)
{
    return (int *)(void *)((char *)p + table[i].offset);
}

const int *params_int_cptr(const params_t *p, int i)
{
    return (const int *)(const void *)((const char *)p + table[i].offset);
}

static char *str_ptr(params_t *p, int i) { return (char *)p + table[i].offset; }
static const char *str_cptr(const params_t *p, int i) { return (const char *)p + table[i].offset; }

/* Enum names are "a|b|c": the n-th name as (pointer, length). */
static int enum_count(const char *names)
{
    int n = 1;
    for (const char *s = names; *s; s++)
        n += *s == '|';
    return n;
}

static const char *enum_name(const char *names, int idx, size_t *len)
{
    const char *s = names;
    *len = 0;
    for (int k = 0; k < idx; k++) {
        s = strchr(s, '|');
        if (!s)
            return NULL;
        s++;
    }
    const char *e = strchr(s, '|');
    *len = e ? (size_t)(e - s) : strlen(s);
    return s;
}

void params_defaults(params_t *p)
{
    memset(p, 0, sizeof *p);
    for (int i = 0; i < TABLE_N; i++) {
        const param_info_t *in = &table[i];
        switch (in->kind) {
        case PARAM_LIST:
            memcpy(params_int_ptr(p, i), in->list_def, sizeof(int) * (size_t)in->count);
            break;
        case PARAM_STR:
            snprintf(str_ptr(p, i), PARAM_STR_MAX, "%s", in->str_def);
            break;
        default:
            *params_int_ptr(p, i) = in->def;
            break;
        }
    }
}

int params_find2(const char *section, const char *key)
{
    for (int i = 0; i < TABLE_N; i++)
        if (!strcasecmp(table[i].key, key) && (!section || !strcasecmp(table[i].section, section)))
            return i;
    return -1;
}

int params_find(const char *name)
{
    const char *dot = strpbrk(name, ".:");
    if (!dot)
        return params_find2(NULL, name);
    char sec[64];
    size_t n = (size_t)(dot - name);
    if (n >= sizeof sec)
        return -1;
    memcpy(sec, name, n);
    sec[n] = '\0';
    return params_find2(sec, dot + 1);
}

const char *params_suggest(const char *section, const char *key, char *buf, size_t len)
{
    int best = -1, best_d = INT_MAX;
    for (int i = 0; i < TABLE_N; i++) {
        int d = edit_distance(key, table[i].key);
        /* A right key in the wrong section is the likeliest mistake. */
        if (section && strcasecmp(section, table[i].section))
            d += d == 0 ? 0 : 1;
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    size_t klen = strlen(key);
    int limit = klen < 6 ? 2 : (int)klen / 3 + 1;
    if (best < 0 || best_d > limit)
        return NULL;
    snprintf(buf, len, "[%s] %s", table[best].section, table[best].key);
    return buf;
}

/* Strict integer parse: optional sign, digits, surrounding blanks. */
static bool parse_long(const char *s, long *out)
{
    while (isspace((unsigned char)*s))
        s++;
    if (!*s)
        return false;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (end == s || errno == ERANGE)
        return false;
    while (isspace((unsigned char)*end))
        end++;
    if (*end)
        return false;
    *out = v;
    return true;
}

static bool parse_bool(const char *s, int *out)
{
    static const char *yes[] = { "true", "yes", "on", "1" }, *no[] = { "false", "no", "off", "0" };
    for (size_t k = 0; k < 4; k++) {
        if (!strcasecmp(s, yes[k])) {
            *out = 1;
            return true;
        }
        if (!strcasecmp(s, no[k])) {
            *out = 0;
            return true;
        }
    }
    return false;
}

void params_format_range(int i, char *out, size_t len)
{
    const param_info_t *in = &table[i];
    switch (in->kind) {
    case PARAM_INT:
        snprintf(out, len, "%d..%d", in->min, in->max);
        break;
    case PARAM_BOOL:
        snprintf(out, len, "true|false");
        break;
    case PARAM_ENUM:
        snprintf(out, len, "%s", in->enum_names);
        break;
    case PARAM_LIST:
        snprintf(out, len, "%d values, each %d..%d", in->count, in->min, in->max);
        break;
    case PARAM_STR:
        snprintf(out, len, "text");
        break;
    }
}

/* Copy value text without surrounding blanks (and one pair of quotes). */
static void trim_copy(const char *value, char *out, size_t len)
{
    while (isspace((unsigned char)*value))
        value++;
    size_t n = strlen(value);
    while (n && isspace((unsigned char)value[n - 1]))
        n--;
    if (n >= 2 && value[0] == '"' && value[n - 1] == '"') {
        value++;
        n -= 2;
    }
    if (n >= len)
        n = len - 1;
    memcpy(out, value, n);
    out[n] = '\0';
}

bool params_set_index(params_t *p, int i, const char *value, char *err, size_t errlen)
{
    if (i < 0 || i >= TABLE_N) {
        snprintf(err, errlen, "no such parameter");
        return false;
    }
    const param_info_t *in = &table[i];
    char v[4096];
    trim_copy(value, v, sizeof v);
    switch (in->kind) {
    case PARAM_INT: {
        long x;
        if (!parse_long(v, &x)) {
            snprintf(err, errlen, "'%s' is not an integer (allowed %d..%d)", v, in->min, in->max);
            return false;
        }
        if (x < in->min || x > in->max) {
            snprintf(err, errlen, "value %ld out of range %d..%d", x, in->min, in->max);
            return false;
        }
        *params_int_ptr(p, i) = (int)x;
        return true;
    }
    case PARAM_BOOL: {
        int b;
        if (!parse_bool(v, &b)) {
            snprintf(err, errlen, "'%s' is not a boolean (allowed true|false)", v);
            return false;
        }
        *params_int_ptr(p, i) = b;
        return true;
    }
    case PARAM_ENUM: {
        int n = enum_count(in->enum_names);
        for (int k = 0; k < n; k++) {
            size_t l;
            const char *name = enum_name(in->enum_names, k, &l);
            if (name && strlen(v) == l && !strncasecmp(v, name, l)) {
                *params_int_ptr(p, i) = k;
                return true;
            }
        }
        snprintf(err, errlen, "'%s' is not one of %s", v, in->enum_names);
        return false;
    }
    case PARAM_LIST: {
        int vals[64 + 1];
        int n = 0;
        char *save = NULL;
        for (char *tok = strtok_r(v, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
            long x;
            if (n >= in->count) {
                n++;
                break;
            }
            if (!parse_long(tok, &x)) {
                snprintf(err, errlen, "element %d '%s' is not an integer (allowed %d values, each %d..%d)",
                         n + 1, tok, in->count, in->min, in->max);
                return false;
            }
            if (x < in->min || x > in->max) {
                snprintf(err, errlen, "element %d value %ld out of range %d..%d", n + 1, x, in->min, in->max);
                return false;
            }
            vals[n++] = (int)x;
        }
        if (n != in->count) {
            int given = n > in->count ? in->count : n;
            snprintf(err, errlen, "%s%d value%s given, %d expected (each %d..%d)",
                     n > in->count ? "more than " : "", given, given == 1 ? "" : "s",
                     in->count, in->min, in->max);
            return false;
        }
        memcpy(params_int_ptr(p, i), vals, sizeof(int) * (size_t)n);
        return true;
    }
    case PARAM_STR:
        if (strlen(v) >= PARAM_STR_MAX) {
            snprintf(err, errlen, "text longer than %d characters", PARAM_STR_MAX - 1);
            return false;
        }
        /* Texts end up on protocol lines (option values, tellopponent)
         * and in ini files: a control byte such as a newline breaks both. */
        for (const char *c = v; *c; c++)
            if ((unsigned char)*c < 0x20 || *c == 0x7f) {
                snprintf(err, errlen, "control character 0x%02x at position %d (text must be one printable line)",
                         (unsigned char)*c, (int)(c - v) + 1);
                return false;
            }
        memcpy(str_ptr(p, i), v, strlen(v) + 1);
        return true;
    }
    return false;
}

bool params_set(params_t *p, const char *section, const char *key, const char *value,
                char *err, size_t errlen)
{
    int i = params_find2(section, key);
    if (i < 0) {
        char sug[96];
        if (params_suggest(section, key, sug, sizeof sug))
            snprintf(err, errlen, "unknown key [%s] %s (did you mean %s?)", section ? section : "?", key, sug);
        else
            snprintf(err, errlen, "unknown key [%s] %s", section ? section : "?", key);
        return false;
    }
    return params_set_index(p, i, value, err, errlen);
}

void params_format_value(const params_t *p, int i, char *out, size_t len)
{
    const param_info_t *in = &table[i];
    const int *v = params_int_cptr(p, i);
    out[0] = '\0';
    switch (in->kind) {
    case PARAM_INT:
        snprintf(out, len, "%d", *v);
        break;
    case PARAM_BOOL:
        snprintf(out, len, "%s", *v ? "true" : "false");
        break;
    case PARAM_ENUM: {
        size_t l;
        const char *name = enum_name(in->enum_names, *v, &l);
        snprintf(out, len, "%.*s", name ? (int)l : 1, name ? name : "?");
        break;
    }
    case PARAM_LIST: {
        size_t used = 0;
        for (int k = 0; k < in->count && used < len; k++) {
            int w = snprintf(out + used, len - used, "%s%d", k ? ", " : "", v[k]);
            if (w < 0)
                break;
            used += (size_t)w;
        }
        break;
    }
    case PARAM_STR:
        snprintf(out, len, "%s", str_cptr(p, i));
        break;
    }
}

bool params_equal_index(const params_t *a, const params_t *b, int i)
{
    if (table[i].kind == PARAM_STR)
        return !strcmp(str_cptr(a, i), str_cptr(b, i));
    return !memcmp(params_int_cptr(a, i), params_int_cptr(b, i), sizeof(int) * (size_t)table[i].count);
}

int params_diff_count(const params_t *a, const params_t *b)
{
    int n = 0;
    for (int i = 0; i < TABLE_N; i++)
        n += !params_equal_index(a, b, i);
    return n;
}

bool params_check(const params_t *p, char *err, size_t errlen)
{
    if (p->MG_LIMIT <= p->EG_LIMIT) {
        snprintf(err, errlen, "[phase] MG_LIMIT (%d) must be greater than EG_LIMIT (%d)",
                 p->MG_LIMIT, p->EG_LIMIT);
        return false;
    }
    return true;
}
