/* personality_text.c -- personalities as text: saving (only differences,
 * atomically), every value, diffs and the generated parameter reference
 * (the `acolyte personality ...` subcommand prints them: cli/cmd_personality.c).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "params/personality.h"
#include "util/data_dirs.h"
#include "util/platform.h"
#include "util/save_file.h"

/* Values as ini text can be long (64-entry tables). */
enum { VALUE_MAX = 1024 };

/* ini_text(): v as ini text that iniparser reads back unchanged.  Unquoted,
 * iniparser ends a value at ';' or '#' (an inline comment), trims blanks
 * at its ends, joins a line ending in '\' with the next and takes a
 * leading quote as the start of a quoted value; in double (or single)
 * quotes the text is kept as it is.  False when v needs quotes but holds
 * both kinds: no ini line can carry it. */
static bool ini_text(const char *v, char *out, size_t len)
{
    size_t n = strlen(v);
    bool plain = n == 0 || (!strpbrk(v, ";#") && v[0] != '"' && v[0] != '\'' &&
                            !isspace((unsigned char)v[0]) && !isspace((unsigned char)v[n - 1]) &&
                            v[n - 1] != '\\');
    if (plain) {
        snprintf(out, len, "%s", v);
        return true;
    }
    char q = !strchr(v, '"') ? '"' : !strchr(v, '\'') ? '\'' : 0;
    if (!q)
        return false;
    snprintf(out, len, "%c%s%c", q, v, q);
    return true;
}

/* Write "[section]" headers and "KEY = value" lines for every parameter
 * where 'only_diff' is NULL or differs from it. */
static void write_params(FILE *f, const params_t *p, const params_t *only_diff)
{
    const char *section = NULL;
    char v[VALUE_MAX];
    for (int i = 0; i < params_count(); i++) {
        const param_info_t *in = params_info(i);
        if (only_diff && params_equal_index(p, only_diff, i))
            continue;
        if (!section || strcmp(section, in->section)) {
            section = in->section;
            fprintf(f, "\n[%s]\n", section);
        }
        params_format_value(p, i, v, sizeof v);
        char text[VALUE_MAX + 2];
        if (!ini_text(v, text, sizeof text)) /* checked by unwritable() first */
            snprintf(text, sizeof text, "%s", v);
        fprintf(f, "%s = %s\n", in->key, text);
    }
}

/* The first text of p that ini_text() cannot write ("[info] description",
 * "[book] FILE"), or NULL when the whole personality can be saved. */
static const char *unwritable(const personality_t *p, char *name, size_t len)
{
    char t[VALUE_MAX + 2], v[VALUE_MAX];
    const char *info[][2] = { { "name", p->name }, { "description", p->description },
                              { "author", p->author }, { "strength", p->strength },
                              { "inherit", p->parent } };
    for (size_t i = 0; i < sizeof info / sizeof info[0]; i++)
        if (!ini_text(info[i][1], t, sizeof t)) {
            snprintf(name, len, "[info] %s", info[i][0]);
            return name;
        }
    for (int i = 0; i < params_count(); i++) {
        params_format_value(&p->params, i, v, sizeof v);
        if (!ini_text(v, t, sizeof t)) {
            snprintf(name, len, "[%s] %s", params_info(i)->section, params_info(i)->key);
            return name;
        }
    }
    return NULL;
}

/* One "key = value" line of [info], quoted as needed. */
static void write_info(FILE *f, const char *key, const char *value)
{
    char t[VALUE_MAX + 2];
    /* unwritable() has refused what cannot be quoted; the bare value is a
     * fallback only. */
    fprintf(f, "%s = %s\n", key, ini_text(value, t, sizeof t) ? t : value);
}

/* The file's text, for save_file(). */
static bool write_personality(FILE *f, void *ctx)
{
    const personality_t *p = ctx;
    fprintf(f, "; Acolyte personality: only the values that differ from its parent.\n");
    fprintf(f, "[info]\n");
    write_info(f, "name", p->name);
    if (*p->description)
        write_info(f, "description", p->description);
    if (*p->author)
        write_info(f, "author", p->author);
    if (*p->strength)
        write_info(f, "strength", p->strength);
    if (*p->parent)
        write_info(f, "inherit", p->parent);
    /* Without a parent the baseline is the table's defaults. */
    params_t base;
    if (*p->parent)
        base = p->parent_params;
    else
        params_defaults(&base);
    write_params(f, &p->params, &base);
    return true;
}

bool personality_save(const personality_t *p, const char *path, unsigned flags, char *err, size_t errlen)
{
    char field[96];
    if (unwritable(p, field, sizeof field)) {
        snprintf(err, errlen, "%s: %s holds both kinds of quote and needs quoting: it cannot be saved in an ini file",
                 path, field);
        return false;
    }
    /* save_file() only reads it. */
    return save_file(path, flags, write_personality, (void *)p, err, errlen);
}

/* A table of more than this many numbers is shown by its differing
 * entries, not whole (a 64-square table would fill the screen twice). */
enum { DIFF_WHOLE_MAX = 8, DIFF_ENTRIES_SHOWN = 6 };

/* The entries where two formatted lists ("1, 2, 3") differ:
 * "a7 -9 | 10, c7 21 | 10, ... (47 of 64 differ)" for a piece-square
 * table (rank 8 first, params.def), "[3] 4 | 6" by index otherwise. */
static void diff_entries(const char *va, const char *vb, int count, FILE *out)
{
    int differ = 0, shown = 0;
    const char *pa = va, *pb = vb;
    for (int k = 0; k < count && *pa && *pb; k++) {
        size_t la = strcspn(pa, ","), lb = strcspn(pb, ",");
        if (la != lb || strncmp(pa, pb, la) != 0) {
            if (shown < DIFF_ENTRIES_SHOWN && count == 64)
                fprintf(out, "%s%c%d %.*s | %.*s", shown ? ", " : "", 'a' + k % 8, 8 - k / 8, (int)la, pa,
                        (int)lb, pb);
            else if (shown < DIFF_ENTRIES_SHOWN)
                fprintf(out, "%s[%d] %.*s | %.*s", shown ? ", " : "", k, (int)la, pa, (int)lb, pb);
            shown += shown < DIFF_ENTRIES_SHOWN;
            differ++;
        }
        pa += la + (pa[la] == ',');
        pb += lb + (pb[lb] == ',');
        while (*pa == ' ')
            pa++;
        while (*pb == ' ')
            pb++;
    }
    fprintf(out, "%s (%d of %d differ)\n", differ > shown ? ", ..." : "", differ, count);
}

int personality_write_diff(const personality_t *a, const personality_t *b, FILE *out)
{
    int n = 0;
    char va[VALUE_MAX], vb[VALUE_MAX];
    for (int i = 0; i < params_count(); i++) {
        if (params_equal_index(&a->params, &b->params, i))
            continue;
        const param_info_t *in = params_info(i);
        if (n == 0)
            fprintf(out, "[section] KEY: %s | %s\n", a->name, b->name);
        params_format_value(&a->params, i, va, sizeof va);
        params_format_value(&b->params, i, vb, sizeof vb);
        if (in->kind == PARAM_LIST && in->count > DIFF_WHOLE_MAX) {
            fprintf(out, "[%s] %s: ", in->section, in->key);
            diff_entries(va, vb, in->count, out);
        } else {
            fprintf(out, "[%s] %s: %s | %s\n", in->section, in->key, va, vb);
        }
        n++;
    }
    return n;
}

/* The hand-maintained part of personalities/README.md: the shipped family
 * and its measured strength (personalities/family.md, kept by whoever runs
 * the matches), appended verbatim so the README stays one generated file
 * that `make check` can compare exactly.  The first family.md on the
 * personality search path wins, as a personality would. */
static void append_family(FILE *out)
{
    enum { MAX_DIRS = DATA_DIRS_MAX };
    char(*dirs)[PERS_PATH_MAX] = malloc(MAX_DIRS * sizeof *dirs);
    if (!dirs)
        return;
    int n = personality_path(dirs, MAX_DIRS);
    for (int i = 0; i < n; i++) {
        char path[PERS_PATH_MAX + 16];
        FILE *f = data_path_join(path, sizeof path, dirs[i], "family.md") ? fopen(path, "r") : NULL;
        if (!f)
            continue;
        char buf[4096];
        size_t got;
        fputc('\n', out);
        while ((got = fread(buf, 1, sizeof buf, f)) > 0)
            fwrite(buf, 1, got, out);
        fclose(f);
        break;
    }
    free(dirs);
}

/* Cell text of a Markdown table, where a bare '|' would end the cell
 * ("true|false", phrase lists). */
static void put_cell(FILE *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '|')
            fputc('\\', out);
        fputc(*s, out);
    }
}

void personality_write_reference(FILE *out)
{
    char v[VALUE_MAX], r[128];
    params_t def;
    params_defaults(&def);
    fprintf(out, "# Acolyte personality parameters\n\n"
                 "<!-- Generated from engine/params/params.def by `acolyte personality reference`;"
                 " do not edit. -->\n\n"
                 "A personality is an `.ini` file.  `[info]` holds `name`, `description`,"
                 " `author`, `strength` and `inherit` (the parent personality, loaded first);"
                 " every other section sets parameters from the table below.  Keys are"
                 " case-insensitive and unique, lists are comma-separated, piece-square"
                 " tables list 64 values from a8 to h1 (rank 8 first) from White's side,"
                 " scores are centipawns and a penalty is negative.\n");
    const char *section = NULL;
    for (int i = 0; i < params_count(); i++) {
        const param_info_t *in = params_info(i);
        if (!section || strcmp(section, in->section)) {
            section = in->section;
            fprintf(out, "\n## [%s]\n\n| Key | Default | Allowed | Description |\n|---|---|---|---|\n", section);
        }
        params_format_value(&def, i, v, sizeof v);
        params_format_range(i, r, sizeof r);
        if (in->kind == PARAM_LIST && in->count > 8)
            snprintf(v, sizeof v, "(table, see params.def)");
        fprintf(out, "| `%s` | %s", in->key, *v ? "`" : "(empty)");
        put_cell(out, v);
        fprintf(out, "%s | ", *v ? "`" : "");
        put_cell(out, r);
        fprintf(out, " | ");
        put_cell(out, in->desc);
        fprintf(out, " |\n");
    }
    append_family(out);
}

void personality_write_values(const personality_t *p, FILE *out)
{
    write_params(out, &p->params, NULL);
}
