/* console_personality.c -- `personality list|load|show|set|diff|save`:
 * looking at and changing the engine's personality from the console.
 *
 * Everything goes through the engine (load, set) or reads a copy
 * (show, diff, save), so a failed command never leaves a half-changed
 * personality behind.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "util/save_file.h"
#include "util/util.h"

enum { VALUE_MAX = 1024 };

static void print_errors(console_t *c, const char *what, const personality_errors_t *errs)
{
    if (errs->count == 0) {
        console_error(c, "%s", what);
        return;
    }
    for (int i = 0; i < errs->count; i++)
        console_error(c, "%s: %s", what, errs->msg[i]);
    if (errs->dropped)
        console_error(c, "%s: and %d more problems", what, errs->dropped);
}

/* Load name into a fresh personality (heap: it is large). */
static personality_t *load_copy(console_t *c, const char *name)
{
    personality_t *p = malloc(sizeof *p);
    personality_errors_t *errs = malloc(sizeof *errs);
    if (!p || !errs) {
        free(p);
        free(errs);
        console_error(c, "out of memory");
        return NULL;
    }
    personality_errors_clear(errs);
    if (!personality_load(name, p, errs)) {
        char what[PERS_NAME_MAX + 40];
        snprintf(what, sizeof what, "cannot load personality '%s'", name);
        print_errors(c, what, errs);
        free(p);
        p = NULL;
    }
    free(errs);
    return p;
}

static bool console_personality_list(console_t *c)
{
    personality_errors_t *errs = malloc(sizeof *errs);
    personality_entry_t *list = NULL;
    if (!errs)
        return console_error(c, "out of memory");
    personality_errors_clear(errs);
    int n = personality_list(&list, errs);
    if (n < 0) {
        free(errs);
        return console_error(c, "out of memory");
    }
    const char *current = engine_personality(c->engine)->name;
    for (int i = 0; i < n; i++)
        printf("%s %-14s %-10s %s\n", strcmp(list[i].name, current) == 0 ? "*" : " ", list[i].name,
               list[i].strength[0] ? list[i].strength : "-", list[i].description);
    if (n == 0)
        printf("no personalities found\n");
    fflush(stdout);
    for (int i = 0; i < errs->count; i++)
        fprintf(stderr, "skipped: %s\n", errs->msg[i]);
    free(list);
    free(errs);
    return true;
}

static bool console_personality_load(console_t *c, const char *name)
{
    personality_errors_t *errs = malloc(sizeof *errs);
    if (!errs)
        return console_error(c, "out of memory");
    personality_errors_clear(errs);
    bool good = engine_load_personality(c->engine, name, errs);
    if (good) {
        const personality_t *p = engine_personality(c->engine);
        char summary[PERS_PATH_MAX + 200];
        personality_summary(p, summary, sizeof summary);
        printf("personality %s\n", summary);
    } else {
        char what[PERS_NAME_MAX + 40];
        snprintf(what, sizeof what, "cannot load personality '%s'", name);
        print_errors(c, what, errs);
    }
    free(errs);
    return good;
}

/* elo: the level it plays at (0: full strength), which may be the
 * engine's rather than the file's. */
static void show(const personality_t *p, int elo)
{
    char v[VALUE_MAX];
    printf("; %s (%s)\n; %d value%s changed from %s\n", p->name, p->file[0] ? p->file : "built in", p->changed,
           p->changed == 1 ? "" : "s", p->parent[0] ? p->parent : "the defaults");
    if (elo > 0)
        printf("; plays at Elo %d\n", elo);
    else
        printf("; plays at full strength\n");
    printf("[info]\nname = %s\n", p->name);
    if (p->description[0])
        printf("description = %s\n", p->description);
    if (p->author[0])
        printf("author = %s\n", p->author);
    if (p->strength[0])
        printf("strength = %s\n", p->strength);
    if (p->parent[0])
        printf("inherit = %s\n", p->parent);
    const char *section = NULL;
    for (int i = 0; i < params_count(); i++) {
        const param_info_t *in = params_info(i);
        if (!section || strcmp(section, in->section) != 0) {
            section = in->section;
            printf("\n[%s]\n", section);
        }
        params_format_value(&p->params, i, v, sizeof v);
        printf("%s = %s\n", in->key, v);
    }
}

static bool console_personality_set(console_t *c, int argc, char **argv)
{
    char value[VALUE_MAX], err[512], shown[VALUE_MAX];
    if (argc < 4)
        return console_error(c, "usage: personality set KEY VALUE");
    if (!join_args(argc, argv, 3, value, sizeof value))
        return console_error(c, "personality set: value too long");
    if (!engine_set_param(c->engine, argv[2], value, err, sizeof err))
        return console_error(c, "personality set: %s", err);
    int i = params_find(argv[2]);
    if (i >= 0) {
        params_format_value(&engine_personality(c->engine)->params, i, shown, sizeof shown);
        printf("[%s] %s = %s\n", params_info(i)->section, params_info(i)->key, shown);
    }
    return true;
}

static bool console_personality_diff(console_t *c, int argc, char **argv)
{
    if (argc != 3 && argc != 4)
        return console_error(c, "usage: personality diff A [B]");
    personality_t *a = load_copy(c, argv[2]);
    if (!a)
        return false;
    const personality_t *b = engine_personality(c->engine);
    personality_t *loaded_b = NULL;
    if (argc == 4) {
        loaded_b = load_copy(c, argv[3]);
        if (!loaded_b) {
            free(a);
            return false;
        }
        b = loaded_b;
    }
    /* "diff A" reads as "how does the current one differ from A". */
    int n = argc == 4 ? personality_write_diff(a, b, stdout) : personality_write_diff(b, a, stdout);
    const char *s = n == 1 ? "" : "s";
    if (argc == 4)
        printf("%d difference%s (%s | %s)\n", n, s, a->name, b->name);
    else
        printf("%d difference%s (current %s | %s)\n", n, s, b->name, a->name);
    free(a);
    free(loaded_b);
    return true;
}

static bool console_personality_save(console_t *c, int argc, char **argv)
{
    char err[PERS_PATH_MAX + 128];
    bool force;
    const char *file;
    if (!console_save_args(c, argc, argv, "personality save FILE [--force]", &file, &force))
        return false;
    if (!personality_save(engine_personality(c->engine), file, force ? SAVE_FORCE : 0, err, sizeof err))
        return console_error(c, "%s", err);
    if (!save_file_is_stdout(file))
        printf("personality %s saved to %s\n", engine_personality(c->engine)->name, file);
    return true;
}

bool console_cmd_personality(console_t *c, int argc, char **argv)
{
    const char *sub = argc > 1 ? argv[1] : "";
    if (strcmp(sub, "list") == 0 && argc == 2)
        return console_personality_list(c);
    if (strcmp(sub, "load") == 0 && argc == 3)
        return console_personality_load(c, argv[2]);
    if (strcmp(sub, "show") == 0 && argc <= 3) {
        if (argc == 2) {
            show(engine_personality(c->engine), engine_effective_elo(c->engine));
            return true;
        }
        personality_t *p = load_copy(c, argv[2]);
        if (!p)
            return false;
        show(p, p->params.ELO);
        free(p);
        return true;
    }
    if (strcmp(sub, "set") == 0)
        return console_personality_set(c, argc, argv);
    if (strcmp(sub, "diff") == 0)
        return console_personality_diff(c, argc, argv);
    if (strcmp(sub, "save") == 0)
        return console_personality_save(c, argc, argv);
    return console_error(c, "usage: personality list | load NAME | show [NAME] | set KEY VALUE | "
                            "diff A [B] | save FILE [--force]");
}
