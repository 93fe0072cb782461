/* personality.c -- finding and loading .ini personalities.
 *
 * iniparser reads the values (quotes, inline comments, continuation lines);
 * because it lower-cases names, forgets line numbers and silently keeps the
 * last of two duplicate keys, we also scan the file ourselves for the exact
 * spelling, the line of every key, duplicates and syntax errors.  Values are
 * validated into a fresh params_t that starts from the parent's values;
 * *out is written only when nothing at all was wrong.
 */
#if defined(HAVE_CONFIG_H)
#include "config.h"
#endif
#include <ctype.h>
#include <dirent.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(HAVE_INIPARSER_H) && !defined(HAVE_INIPARSER_INIPARSER_H)
#include <iniparser.h>
#else
#include <iniparser/iniparser.h>
#endif

#include "params/personality.h"
#include "util/data_dirs.h"
#include "util/platform.h"
#include "util/util.h"

/* ------------------------------------------------------------ errors */

void personality_errors_clear(personality_errors_t *e)
{
    e->count = 0;
    e->dropped = 0;
}

static void err_add(personality_errors_t *e, const char *fmt, ...)
    PRINTF_FORMAT(2, 3);
static void err_add(personality_errors_t *e, const char *fmt, ...)
{
    if (!e)
        return;
    if (e->count >= PERS_ERR_MAX) {
        e->dropped++;
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg[e->count++], PERS_ERR_LEN, fmt, ap);
    va_end(ap);
}

void personality_errors_print(const personality_errors_t *e, FILE *out)
{
    for (int i = 0; i < e->count; i++)
        fprintf(out, "%s\n", e->msg[i]);
    if (e->dropped)
        fprintf(out, "(%d more problems not shown)\n", e->dropped);
}

/* ------------------------------------------------------------ search path */

static int add_dir(char dirs[][PERS_PATH_MAX], int n, int max, const char *dir)
{
    if (n >= max || !dir || !*dir)
        return n;
    int w = snprintf(dirs[n], PERS_PATH_MAX, "%s", dir);
    if (w < 0 || w >= PERS_PATH_MAX)
        return n;
    for (int i = 0; i < n; i++)
        if (!strcmp(dirs[i], dirs[n]))
            return n;
    return n + 1;
}

int personality_path(char dirs[][PERS_PATH_MAX], int max)
{
    data_dirs_t *d = malloc(sizeof *d);
    if (!d)
        return 0;
    data_dirs_list(DATA_PERSONALITIES, d);
    int n = 0;
    for (int i = 0; i < d->count; i++)
        n = add_dir(dirs, n, max, d->dir[i]);
    free(d);
    return n;
}

static bool is_readable_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, R_OK) == 0;
}

/* A name with a directory separator or an .ini suffix is a path; anything
 * else a name. */
static bool looks_like_path(const char *s)
{
    size_t n = strlen(s);
    return data_name_is_path(s) || (n > 4 && !strcasecmp(s + n - 4, ".ini"));
}

/* Find name in dir first (the directory of the child when resolving
 * 'inherit'), then on the search path. */
static bool find_in(const char *name, const char *first_dir, char *path, size_t len,
                    char *err, size_t errlen)
{
    /* No room, no path (as in book_path.c, this also spares the
     * sanitizer build GCC's "null destination pointer" warning). */
    if (!path || !len)
        return false;
    if (looks_like_path(name)) {
        if (first_dir && !platform_path_is_absolute(name)) {
            if (data_path_join(path, len, first_dir, name) && is_readable_file(path))
                return true;
        }
        if (is_readable_file(name)) {
            snprintf(path, len, "%s", name);
            return true;
        }
        snprintf(err, errlen, "%s: cannot read file", name);
        return false;
    }
    for (const char *c = name; *c; c++)
        if (!isalnum((unsigned char)*c) && *c != '_' && *c != '-' && *c != '.') {
            snprintf(err, errlen, "'%s' is not a personality name", name);
            return false;
        }
    enum { MAX_DIRS = DATA_DIRS_MAX + 1 };
    char(*dirs)[PERS_PATH_MAX] = malloc(MAX_DIRS * sizeof *dirs);
    if (!dirs) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    int n = 0;
    if (first_dir)
        n = add_dir(dirs, n, MAX_DIRS, first_dir);
    n += personality_path(dirs + n, MAX_DIRS - n);
    char file[PERS_NAME_MAX + 8], searched[2048] = "";
    snprintf(file, sizeof file, "%s.ini", name);
    for (int i = 0; i < n; i++) {
        if (data_path_join(path, len, dirs[i], file) && is_readable_file(path)) {
            free(dirs);
            return true;
        }
        size_t used = strlen(searched);
        if (snprintf(searched + used, sizeof searched - used, "%s%s", i ? ", " : "", dirs[i]) < 0)
            break;
    }
    free(dirs);
    snprintf(err, errlen, "personality '%s' not found (searched %s)", name, searched);
    return false;
}

bool personality_find(const char *name_or_path, char *path, size_t len, char *err, size_t errlen)
{
    return find_in(name_or_path, NULL, path, len, err, errlen);
}

/* ------------------------------------------------------------ file scan */

enum { SCAN_MAX = 1024, SCAN_NAME = 64 };

typedef struct {
    char section[SCAN_NAME];
    char key[SCAN_NAME];
    int line;
} scan_entry_t;

typedef struct {
    scan_entry_t e[SCAN_MAX];
    int n;
} scan_t;

/* Copy at most SCAN_NAME-1 chars; false if the name is too long. */
static bool copy_name(char *dst, const char *src)
{
    if (strlen(src) >= SCAN_NAME)
        return false;
    strcpy(dst, src);
    return true;
}

/* Scan the file for sections and keys with their line numbers, the way
 * iniparser 4 reads it: ';' or '#' starts a comment line, "[name]" opens a
 * section, "key = value" sets a key, a trailing backslash continues the
 * line.  Reports syntax errors, keys outside sections and duplicates. */
static bool scan_file(const char *file, scan_t *sc, personality_errors_t *errs)
{
    FILE *f = fopen(file, "r");
    if (!f) {
        err_add(errs, "%s: cannot open file", file);
        return false;
    }
    bool good = true;
    char raw[4096], section[SCAN_NAME] = "";
    int line = 0;
    bool continued = false;
    sc->n = 0;
    while (fgets(raw, sizeof raw, f)) {
        line++;
        size_t len = strlen(raw);
        if (len == sizeof raw - 1 && raw[len - 1] != '\n') {
            err_add(errs, "%s:%d: line too long", file, line);
            good = false;
            int c;
            while ((c = fgetc(f)) != EOF && c != '\n')
                ;
            continue;
        }
        char *s = str_trim(raw);
        bool was_continued = continued;
        size_t sl = strlen(s);
        continued = sl > 0 && s[sl - 1] == '\\';
        if (was_continued || !*s || *s == ';' || *s == '#')
            continue;
        if (*s == '[') {
            char *close = strchr(s, ']');
            if (!close) {
                err_add(errs, "%s:%d: syntax error: '%s' (missing ']')", file, line, s);
                good = false;
                continue;
            }
            *close = '\0';
            char *rest = str_trim(close + 1);
            char *name = str_trim(s + 1);
            if ((*rest && *rest != ';' && *rest != '#') || !*name || !copy_name(section, name)) {
                err_add(errs, "%s:%d: syntax error: bad section header", file, line);
                good = false;
            }
            continue;
        }
        char *eq = strchr(s, '=');
        if (!eq) {
            err_add(errs, "%s:%d: syntax error: '%s' (expected KEY = VALUE)", file, line, s);
            good = false;
            continue;
        }
        *eq = '\0';
        char *key = str_trim(s);
        if (!*key || strpbrk(key, " \t[]")) {
            err_add(errs, "%s:%d: syntax error: bad key '%s'", file, line, key);
            good = false;
            continue;
        }
        if (!*section) {
            err_add(errs, "%s:%d: %s: key outside any [section]", file, line, key);
            good = false;
            continue;
        }
        if (sc->n >= SCAN_MAX || strlen(key) >= SCAN_NAME) {
            err_add(errs, "%s:%d: %s: too many keys or key too long", file, line, key);
            good = false;
            continue;
        }
        /* iniparser compares names case-insensitively, so do we. */
        for (int i = 0; i < sc->n; i++)
            if (!strcasecmp(sc->e[i].section, section) && !strcasecmp(sc->e[i].key, key)) {
                err_add(errs, "%s:%d: [%s] %s: duplicate key (first set on line %d)", file, line,
                        section, key, sc->e[i].line);
                good = false;
                break;
            }
        scan_entry_t *e = &sc->e[sc->n++];
        strcpy(e->section, section);
        strcpy(e->key, key);
        e->line = line;
    }
    if (ferror(f)) {
        err_add(errs, "%s: read error", file);
        good = false;
    }
    fclose(f);
    return good;
}

/* ------------------------------------------------------------ loading */

/* iniparser prints its own complaints to stderr; ours are better, and we
 * have already found every syntax error, so silence it. */
static int ini_quiet(const char *fmt, ...)
{
    (void)fmt;
    return 0;
}

/* The value of [sec] key as iniparser read it. */
static const char *ini_value(dictionary *d, const char *sec, const char *key)
{
    char full[2 * SCAN_NAME + 2];
    snprintf(full, sizeof full, "%s:%s", sec, key);
    for (char *c = full; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    return iniparser_getstring(d, full, "");
}

/* Copy with truncation (names and descriptions are bounded). */
static void set_text(char *dst, size_t len, const char *src)
{
    size_t n = strlen(src);
    if (n >= len)
        n = len - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

static void dir_of(const char *file, char *dir, size_t len)
{
    data_dir_name(file, dir, len);
}

static void base_name(const char *file, char *name, size_t len)
{
    snprintf(name, len, "%s", data_base_name(file));
    size_t n = strlen(name);
    if (n > 4 && !strcasecmp(name + n - 4, ".ini"))
        name[n - 4] = '\0';
}

typedef struct {
    char real[PERS_INHERIT_MAX][PERS_PATH_MAX];
    char name[PERS_INHERIT_MAX][PERS_NAME_MAX];
    int depth;
} chain_t;

static bool load_file(const char *file, personality_t *out, chain_t *chain, personality_errors_t *errs);

/* Load the parent named by 'inherit' (relative to the child's directory
 * first), detecting cycles through the chain of files being loaded. */
static bool load_parent(const char *child, int line, const char *parent, personality_t *pp,
                        chain_t *chain, personality_errors_t *errs)
{
    char path[PERS_PATH_MAX], dir[PERS_PATH_MAX], why[PERS_ERR_LEN];
    dir_of(child, dir, sizeof dir);
    if (!find_in(parent, dir, path, sizeof path, why, sizeof why)) {
        err_add(errs, "%s:%d: [info] inherit = %s: %s", child, line, parent, why);
        return false;
    }
    char real[PATH_MAX];
    if (!platform_realpath(path, real, sizeof real))
        snprintf(real, sizeof real, "%s", path);
    for (int i = 0; i < chain->depth; i++)
        if (!strcmp(chain->real[i], real)) {
            char cyc[PERS_ERR_LEN] = "";
            for (int k = i; k < chain->depth; k++) {
                size_t u = strlen(cyc);
                snprintf(cyc + u, sizeof cyc - u, "%s -> ", chain->name[k]);
            }
            size_t u = strlen(cyc);
            snprintf(cyc + u, sizeof cyc - u, "%s", chain->name[i]);
            err_add(errs, "%s:%d: [info] inherit = %s: inheritance cycle %s", child, line, parent, cyc);
            return false;
        }
    if (chain->depth >= PERS_INHERIT_MAX) {
        err_add(errs, "%s:%d: [info] inherit = %s: inheritance deeper than %d", child, line, parent,
                PERS_INHERIT_MAX);
        return false;
    }
    return load_file(path, pp, chain, errs);
}

/* The [info] section into res's texts; *inherit_line is the line of
 * 'inherit' (0 if none).  A value is kept whole or refused: a cut
 * 'inherit' path would name another file, a cut name another
 * personality.  False when any entry was refused. */
static bool read_info(const char *file, const scan_t *sc, dictionary *d, personality_t *res, int *inherit_line,
                      personality_errors_t *errs)
{
    const struct {
        const char *key;
        char *dst;
        size_t room;
        size_t least;
    } info[] = { { "name", res->name, sizeof res->name, 1 },
                 { "description", res->description, sizeof res->description, 0 },
                 { "author", res->author, sizeof res->author, 0 },
                 { "strength", res->strength, sizeof res->strength, 0 },
                 { "inherit", res->parent, sizeof res->parent, 0 } };
    const size_t keys = sizeof info / sizeof info[0];
    bool good = true;
    for (int i = 0; i < sc->n; i++) {
        const scan_entry_t *e = &sc->e[i];
        if (strcasecmp(e->section, "info"))
            continue;
        size_t k = 0;
        while (k < keys && strcasecmp(e->key, info[k].key))
            k++;
        if (k == keys) {
            err_add(errs, "%s:%d: [info] %s: unknown key (allowed: name, description, author, strength, inherit)",
                    file, e->line, e->key);
            good = false;
            continue;
        }
        const char *v = ini_value(d, e->section, e->key);
        size_t n = strlen(v);
        if (n < info[k].least || n >= info[k].room) {
            err_add(errs, "%s:%d: [info] %s = %s: must be %zu..%zu characters", file, e->line, e->key, v,
                    info[k].least, info[k].room - 1);
            good = false;
        } else {
            set_text(info[k].dst, info[k].room, v);
            if (info[k].dst == res->parent)
                *inherit_line = e->line;
        }
    }
    return good;
}

static bool load_file(const char *file, personality_t *out, chain_t *chain, personality_errors_t *errs)
{
    scan_t *sc = malloc(sizeof *sc);
    personality_t *parent = malloc(sizeof *parent);
    personality_t *res = malloc(sizeof *res);
    dictionary *d = NULL;
    bool good = false;
    int depth = chain->depth;
    if (!sc || !parent || !res) {
        err_add(errs, "%s: out of memory", file);
        goto done;
    }
    char real[PATH_MAX];
    if (!platform_realpath(file, real, sizeof real))
        snprintf(real, sizeof real, "%s", file);
    snprintf(chain->real[depth], PERS_PATH_MAX, "%s", real);
    base_name(file, chain->name[depth], PERS_NAME_MAX);
    chain->depth++;

    good = scan_file(file, sc, errs);
    if (!good)
        goto done;
    iniparser_set_error_callback(ini_quiet);
    d = iniparser_load(file);
    if (!d) {
        err_add(errs, "%s: iniparser could not read the file", file);
        good = false;
        goto done;
    }

    memset(res, 0, sizeof *res);
    set_text(res->file, sizeof res->file, file);
    base_name(file, res->name, sizeof res->name);

    /* [info] first: inherit decides what the values start from. */
    int inherit_line = 0;
    if (!read_info(file, sc, d, res, &inherit_line, errs))
        good = false;

    if (*res->parent) {
        if (!load_parent(file, inherit_line, res->parent, parent, chain, errs)) {
            good = false;
            goto done;
        }
        res->parent_params = parent->params;
        set_text(res->parent, sizeof res->parent, parent->name);
    } else
        params_defaults(&res->parent_params);
    res->params = res->parent_params;

    for (int i = 0; i < sc->n; i++) {
        scan_entry_t *e = &sc->e[i];
        if (!strcasecmp(e->section, "info"))
            continue;
        const char *v = ini_value(d, e->section, e->key);
        int idx = params_find2(e->section, e->key);
        if (idx < 0) {
            char sug[96];
            if (params_suggest(e->section, e->key, sug, sizeof sug))
                err_add(errs, "%s:%d: [%s] %s: unknown key (did you mean %s?)", file, e->line,
                        e->section, e->key, sug);
            else
                err_add(errs, "%s:%d: [%s] %s: unknown key", file, e->line, e->section, e->key);
            good = false;
            continue;
        }
        char why[PERS_ERR_LEN];
        if (!params_set_index(&res->params, idx, v, why, sizeof why)) {
            err_add(errs, "%s:%d: [%s] %s = %s: %s", file, e->line, params_info(idx)->section,
                    params_info(idx)->key, v, why);
            good = false;
        }
    }
    char why[PERS_ERR_LEN];
    if (good && !params_check(&res->params, why, sizeof why)) {
        err_add(errs, "%s: %s", file, why);
        good = false;
    }
    if (good) {
        res->changed = params_diff_count(&res->parent_params, &res->params);
        *out = *res;
    }
done:
    chain->depth = depth;
    if (d)
        iniparser_freedict(d);
    free(sc);
    free(parent);
    free(res);
    return good;
}

bool personality_load(const char *name_or_path, personality_t *out, personality_errors_t *errs)
{
    char path[PERS_PATH_MAX], why[PERS_ERR_LEN];
    if (!personality_find(name_or_path, path, sizeof path, why, sizeof why)) {
        /* A lone executable still knows its own default personality. */
        if (!strcmp(name_or_path, "default") && personality_builtin_default(out))
            return true;
        err_add(errs, "%s", why);
        return false;
    }
    chain_t *chain = malloc(sizeof *chain);
    if (!chain) {
        err_add(errs, "%s: out of memory", path);
        return false;
    }
    chain->depth = 0;
    bool good = load_file(path, out, chain, errs);
    free(chain);
    return good;
}

void personality_builtin(personality_t *out)
{
    memset(out, 0, sizeof *out);
    set_text(out->name, sizeof out->name, "default");
    set_text(out->description, sizeof out->description, "built-in parameter defaults");
    params_defaults(&out->params);
    out->parent_params = out->params;
}

bool personality_set(personality_t *p, const char *name, const char *value, char *err, size_t errlen)
{
    int idx = params_find(name);
    if (idx < 0) {
        char sec[SCAN_NAME] = "", sug[96];
        const char *dot = strpbrk(name, ".:");
        const char *key = dot ? dot + 1 : name;
        if (dot && (size_t)(dot - name) < sizeof sec) {
            memcpy(sec, name, (size_t)(dot - name));
            sec[dot - name] = '\0';
        }
        if (params_suggest(*sec ? sec : NULL, key, sug, sizeof sug))
            snprintf(err, errlen, "%s: unknown parameter (did you mean %s?)", name, sug);
        else
            snprintf(err, errlen, "%s: unknown parameter", name);
        return false;
    }
    params_t tmp = p->params;
    char why[PERS_ERR_LEN];
    if (!params_set_index(&tmp, idx, value, why, sizeof why)) {
        snprintf(err, errlen, "[%s] %s = %s: %s", params_info(idx)->section, params_info(idx)->key, value, why);
        return false;
    }
    if (!params_check(&tmp, why, sizeof why)) {
        snprintf(err, errlen, "%s", why);
        return false;
    }
    p->params = tmp;
    p->changed = params_diff_count(&p->parent_params, &p->params);
    return true;
}

/* ------------------------------------------------------------ listing */

static int entry_cmp(const void *a, const void *b)
{
    return strcmp(((const personality_entry_t *)a)->name, ((const personality_entry_t *)b)->name);
}

int personality_list(personality_entry_t **out, personality_errors_t *errs)
{
    char(*dirs)[PERS_PATH_MAX] = malloc(DATA_DIRS_MAX * sizeof *dirs);
    int nd = dirs ? personality_path(dirs, DATA_DIRS_MAX) : 0, n = 0, cap = 16;
    personality_entry_t *list = malloc(sizeof *list * (size_t)cap);
    personality_t *p = malloc(sizeof *p);
    if (!dirs || !list || !p) {
        free(dirs);
        free(list);
        free(p);
        return -1;
    }
    for (int i = 0; i < nd; i++) {
        DIR *dir = opendir(dirs[i]);
        if (!dir)
            continue;
        struct dirent *de;
        while ((de = readdir(dir))) {
            size_t l = strlen(de->d_name);
            if (l <= 4 || strcasecmp(de->d_name + l - 4, ".ini") || de->d_name[0] == '.')
                continue;
            char name[PERS_NAME_MAX], file[PERS_PATH_MAX + 256];
            base_name(de->d_name, name, sizeof name);
            bool seen = false;
            for (int k = 0; k < n && !seen; k++)
                seen = !strcmp(list[k].name, name);
            if (seen)
                continue;  /* an earlier directory overrides this one */
            if (!data_path_join(file, sizeof file, dirs[i], de->d_name) || strlen(file) >= PERS_PATH_MAX)
                continue;
            if (!personality_load(file, p, errs))
                continue;  /* reported, skipped: one broken file is not fatal */
            if (n == cap) {
                personality_entry_t *bigger = realloc(list, sizeof *list * (size_t)(cap *= 2));
                if (!bigger) {
                    closedir(dir);
                    free(dirs);
                    free(list);
                    free(p);
                    return -1;
                }
                list = bigger;
            }
            personality_entry_t *e = &list[n++];
            set_text(e->name, sizeof e->name, name);
            set_text(e->file, sizeof e->file, file);
            set_text(e->description, sizeof e->description, p->description);
            set_text(e->strength, sizeof e->strength, p->strength);
        }
        closedir(dir);
    }
    free(dirs);
    free(p);
    qsort(list, (size_t)n, sizeof *list, entry_cmp);
    *out = list;
    return n;
}

void personality_summary(const personality_t *p, char *out, size_t len)
{
    snprintf(out, len, "%s from %s (%d value%s changed from %s)", p->name,
             p->file[0] ? p->file : "built-in defaults", p->changed, p->changed == 1 ? "" : "s",
             p->parent[0] ? p->parent : "the built-in defaults");
}
