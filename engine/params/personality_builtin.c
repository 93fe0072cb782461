/* personality_builtin.c -- the default personality compiled into the
 * program (builtin_data.h): personalities/default.ini as it was at build
 * time, read from memory when no default.ini can be found, so that a lone
 * executable plays with the fitted weights and not the bare table.
 *
 * default.ini is a plain file of the project: "[section]" lines,
 * "KEY = value" lines (a value may go on over lines ending in '\'), and
 * ';' or '#' comment lines; it inherits nothing.  That is all this reader
 * takes: anything else makes it fail, and tests/openbench.sh checks that
 * the built-in copy plays exactly as the file does (same bench signature).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "params/builtin_data.h"
#include "params/personality.h"
#include "util/util.h"

enum { BUILTIN_LINE_MAX = 8192 };

static void copy_text(char *dst, size_t len, const char *src)
{
    snprintf(dst, len, "%s", src);
}

/* The next logical line of *text (continuations joined) into line; false
 * at the end or when a line does not fit. */
static bool next_line(const char **text, char *line, size_t len, bool *fits)
{
    size_t used = 0;
    *fits = true;
    if (!**text)
        return false;
    for (;;) {
        const char *end = strchr(*text, '\n');
        size_t n = end ? (size_t)(end - *text) : strlen(*text);
        if (used + n + 1 > len) {
            *fits = false;
            return true;
        }
        memcpy(line + used, *text, n);
        used += n;
        line[used] = '\0';
        *text += n + (end ? 1 : 0);
        while (used && isspace((unsigned char)line[used - 1]))
            line[--used] = '\0';
        if (used && line[used - 1] == '\\' && **text) {
            line[--used] = '\0';
            continue;
        }
        return true;
    }
}

static bool read_info(personality_t *out, const char *key, const char *value)
{
    if (!strcmp(key, "name"))
        copy_text(out->name, sizeof out->name, value);
    else if (!strcmp(key, "description"))
        copy_text(out->description, sizeof out->description, value);
    else if (!strcmp(key, "author"))
        copy_text(out->author, sizeof out->author, value);
    else if (!strcmp(key, "strength"))
        copy_text(out->strength, sizeof out->strength, value);
    else
        return false; /* inherit, or a key no [info] has */
    return true;
}

bool personality_builtin_default(personality_t *out)
{
    personality_t *p = malloc(sizeof *p);
    char *line = malloc(BUILTIN_LINE_MAX);
    bool good = p && line;
    if (good)
        personality_builtin(p);
    const char *text = builtin_default_ini;
    char section[64] = "";
    bool fits;
    while (good && next_line(&text, line, BUILTIN_LINE_MAX, &fits)) {
        char *s = str_trim(line);
        if (!fits) {
            good = false;
        } else if (!*s || *s == ';' || *s == '#') {
            continue;
        } else if (*s == '[') {
            char *close = strchr(s, ']');
            good = close && close[1] == '\0' && (size_t)(close - s - 1) < sizeof section;
            if (good) {
                *close = '\0';
                copy_text(section, sizeof section, str_trim(s + 1));
            }
        } else {
            char *eq = strchr(s, '=');
            good = eq && *section;
            if (good) {
                *eq = '\0';
                char *key = str_trim(s), *value = str_trim(eq + 1), why[PERS_ERR_LEN];
                good = !strcmp(section, "info") ? read_info(p, key, value)
                                                : params_set(&p->params, section, key, value, why, sizeof why);
            }
        }
    }
    if (good) {
        char why[PERS_ERR_LEN];
        good = params_check(&p->params, why, sizeof why);
    }
    if (good) {
        p->changed = params_diff_count(&p->parent_params, &p->params);
        *out = *p;
    }
    free(line);
    free(p);
    return good;
}
