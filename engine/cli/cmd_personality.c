/* cmd_personality.c -- `acolyte personality list | show NAME | check
 * FILE... | diff A B | reference | spsa NAME KEY...`: the personalities on
 * the search path, one personality's every value, a validation, a diff,
 * the generated parameter reference, and the input of an SPSA tuning run
 * (see cmd.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/cmd.h"
#include "api/personality.h"
#include "util/util.h"

const char cmd_personality_usage[] =
    "personality list | show NAME | check FILE... | diff A B | reference | spsa NAME KEY...";

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

/* One SPSA line in OpenBench's input format: "name, int, value, min, max,
 * C_end, R_end".  The range is the value plus or minus its own size (at
 * least SPSA_SPAN), inside the table's; C_end, the last perturbation, a
 * twentieth of that range; R_end the customary 0.002. */
enum { SPSA_SPAN = 20 };

static void spsa_line(const char *name, int v, int tmin, int tmax)
{
    int d = v < 0 ? -v : v;
    if (d < SPSA_SPAN)
        d = SPSA_SPAN;
    int lo = v - d < tmin ? tmin : v - d, hi = v + d > tmax ? tmax : v + d;
    double c = (hi - lo) / 20.0;
    printf("%s, int, %d, %d, %d, %.2f, 0.002\n", name, v, lo, hi, c < 0.5 ? 0.5 : c);
}

/* The lines of parameter i (each value of a list, "section.KEY[k]"), or
 * of its value k alone when k >= 0, printed when print is set.  False
 * for a key that is no number. */
static bool spsa_param(const params_t *p, int i, int k, bool print)
{
    const param_info_t *in = params_info(i);
    if (in->kind != PARAM_INT && in->kind != PARAM_LIST)
        return false;
    char name[160];
    const int *v = params_int_cptr(p, i);
    for (int j = 0; j < in->count; j++) {
        if (k >= 0 && j != k)
            continue;
        if (in->kind == PARAM_LIST)
            snprintf(name, sizeof name, "%s.%s[%d]", in->section, in->key, j);
        else
            snprintf(name, sizeof name, "%s.%s", in->section, in->key);
        if (print)
            spsa_line(name, v[j], in->min, in->max);
    }
    return true;
}

/* One KEY argument: "section.KEY", "KEY", "section.KEY[k]" or a whole
 * section; 1 (with a message) when it names nothing to tune. */
static int spsa_key(const params_t *p, const char *arg, bool print)
{
    char base[128];
    long k = -1;
    snprintf(base, sizeof base, "%s", arg);
    char *open = strchr(base, '[');
    size_t n = strlen(base);
    if (open && n > 2 && base[n - 1] == ']') {
        base[n - 1] = '\0';
        *open = '\0';
        if (!parse_int(open + 1, 0, 1 << 20, &k)) {
            fprintf(stderr, "personality spsa: '%s': bad value number\n", arg);
            return 1;
        }
    }
    int i = params_find(base);
    if (i >= 0) {
        const param_info_t *in = params_info(i);
        if (k >= 0 && (in->kind != PARAM_LIST || k >= in->count)) {
            if (in->kind == PARAM_LIST)
                fprintf(stderr, "personality spsa: '%s': %s.%s has values [0] to [%d]\n", arg, in->section,
                        in->key, in->count - 1);
            else
                fprintf(stderr, "personality spsa: '%s': %s.%s is not a list\n", arg, in->section, in->key);
            return 1;
        }
        if (!spsa_param(p, i, (int)k, print)) {
            fprintf(stderr, "personality spsa: '%s': %s.%s is not a number (SPSA tunes numbers)\n", arg,
                    in->section, in->key);
            return 1;
        }
        return 0;
    }
    int found = 0;
    for (int j = 0; k < 0 && j < params_count(); j++)
        if (!strcasecmp(params_info(j)->section, base) && spsa_param(p, j, -1, print))
            found++;
    if (found)
        return 0;
    char sug[160];
    if (params_suggest(NULL, base, sug, sizeof sug))
        fprintf(stderr, "personality spsa: '%s': no such parameter or section (did you mean %s?)\n", arg, sug);
    else
        fprintf(stderr, "personality spsa: '%s': no such parameter or section\n", arg);
    return 1;
}

/* personality spsa NAME KEY...: every line is checked before any is
 * printed, so a bad key leaves no half list. */
static int spsa(const char *name, int nkeys, char **keys)
{
    personality_t *p = malloc(sizeof *p);
    if (!p || load_or_report(name, p)) {
        free(p);
        return 1;
    }
    int status = 0;
    for (int i = 0; i < nkeys; i++)
        status |= spsa_key(&p->params, keys[i], false);
    for (int i = 0; status == 0 && i < nkeys; i++)
        spsa_key(&p->params, keys[i], true);
    free(p);
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
    if (!strcmp(sub, "spsa") && argc >= 4)
        return spsa(argv[2], argc - 3, argv + 3);
    if (!strcmp(sub, "reference") && argc == 2) {
        personality_write_reference(stdout);
        return 0;
    }
    return usage();
}
