/* cmd_personality.c -- `acolyte personality list | show NAME | check
 * FILE... | diff A B | reference`: the personalities on the search path,
 * one personality's every value, a validation, a diff, and the generated
 * parameter reference (see cmd.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd.h"
#include "params/personality.h"
#include "util/util.h"

const char cmd_personality_usage[] =
    "personality list | show NAME | check FILE... | diff A B | reference";

static int usage(void)
{
    print_synopsis(stderr, "usage: acolyte ", cmd_personality_usage);
    return 2;
}

static int load_or_report(const char *name, personality_t *p)
{
    personality_errors_t *errs = malloc(sizeof *errs);
    if (!errs)
        return 1;
    personality_errors_clear(errs);
    bool good = personality_load(name, p, errs);
    if (!good)
        personality_errors_print(errs, stderr);
    free(errs);
    return good ? 0 : 1;
}

static int list_all(void)
{
    personality_errors_t *errs = malloc(sizeof *errs);
    personality_entry_t *list = NULL;
    if (!errs)
        return 1;
    personality_errors_clear(errs);
    int n = personality_list(&list, errs);
    if (n < 0) {
        fprintf(stderr, "personality list: out of memory\n");
        free(errs);
        return 1;
    }
    for (int i = 0; i < n; i++)
        printf("%-14s %-10s %s  (%s)\n", list[i].name, *list[i].strength ? list[i].strength : "-",
               list[i].description, list[i].file);
    if (errs->count) {
        fprintf(stderr, "skipped broken personalities:\n");
        personality_errors_print(errs, stderr);
    }
    free(list);
    free(errs);
    return 0;
}

static int show(const char *name)
{
    personality_t *p = malloc(sizeof *p);
    if (!p || load_or_report(name, p)) {
        free(p);
        return 1;
    }
    printf("; %s (%s)\n; %d value%s changed from %s\n[info]\nname = %s\n", p->name, p->file, p->changed,
           p->changed == 1 ? "" : "s", *p->parent ? p->parent : "the defaults", p->name);
    if (*p->description)
        printf("description = %s\n", p->description);
    if (*p->author)
        printf("author = %s\n", p->author);
    if (*p->strength)
        printf("strength = %s\n", p->strength);
    if (*p->parent)
        printf("inherit = %s\n", p->parent);
    personality_write_values(p, stdout);
    free(p);
    return 0;
}

static int check(int argc, char **argv)
{
    int status = 0;
    personality_t *p = malloc(sizeof *p);
    if (!p)
        return 1;
    for (int i = 0; i < argc; i++) {
        if (load_or_report(argv[i], p))
            status = 1;
        else
            printf("%s: ok (%s, %d value%s changed from %s)\n", argv[i], p->name, p->changed,
                   p->changed == 1 ? "" : "s", *p->parent ? p->parent : "the defaults");
    }
    free(p);
    return status;
}

static int diff(const char *a, const char *b)
{
    personality_t *pa = malloc(sizeof *pa), *pb = malloc(sizeof *pb);
    int status = 1;
    if (pa && pb && !load_or_report(a, pa) && !load_or_report(b, pb)) {
        int n = personality_write_diff(pa, pb, stdout);
        printf("%d differences between %s and %s\n", n, pa->name, pb->name);
        status = 0;
    }
    free(pa);
    free(pb);
    return status;
}

int cmd_personality(const engine_options_t *g, int argc, char **argv)
{
    (void)g;
    /* argv[0] is "personality" (or the program name): skip it. */
    if (argc < 2)
        return usage();
    const char *sub = argv[1];
    if (!strcmp(sub, "list") && argc == 2)
        return list_all();
    if (!strcmp(sub, "show") && argc == 3)
        return show(argv[2]);
    if (!strcmp(sub, "check") && argc >= 3)
        return check(argc - 2, argv + 2);
    if (!strcmp(sub, "diff") && argc == 4)
        return diff(argv[2], argv[3]);
    if (!strcmp(sub, "reference") && argc == 2) {
        personality_write_reference(stdout);
        return 0;
    }
    return usage();
}
