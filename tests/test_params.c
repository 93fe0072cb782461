/* test_params.c -- the parameter table: defaults in range, lookup by name,
 * parsing and range checks, formatting round trips, and that the checked-in
 * personalities/README.md is the one the table generates. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "params/params.h"
#include "params/personality.h"
#include "tap.h"

#include "test_dirs.h"

static char *slurp(FILE *f, size_t *len)
{
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t r;
    while (buf && (r = fread(buf + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap) {
            char *bigger = realloc(buf, cap *= 2);
            if (!bigger) {
                free(buf);
                return NULL;
            }
            buf = bigger;
        }
    }
    *len = n;
    return buf;
}

int main(void)
{
    params_t p, q;
    params_defaults(&p);
    char err[256], v[1024];

    /* Every default is in range and survives format -> parse. */
    bool all_in_range = true, all_round_trip = true, unique = true;
    for (int i = 0; i < params_count(); i++) {
        const param_info_t *in = params_info(i);
        const int *x = params_int_cptr(&p, i);
        if (in->kind == PARAM_INT || in->kind == PARAM_LIST)
            for (int k = 0; k < in->count; k++)
                if (x[k] < in->min || x[k] > in->max) {
                    diag("%s default out of range", in->key);
                    all_in_range = false;
                }
        params_format_value(&p, i, v, sizeof v);
        q = p;
        if (!params_set_index(&q, i, v, err, sizeof err) || !params_equal_index(&p, &q, i)) {
            diag("%s: '%s' does not round-trip: %s", in->key, v, err);
            all_round_trip = false;
        }
        if (params_find(in->key) != i) {
            diag("%s is not unique", in->key);
            unique = false;
        }
    }
    ok(params_count() > 100, "the table has %d parameters", params_count());
    ok(all_in_range, "every default is within its range");
    ok(all_round_trip, "every default formats and parses back");
    ok(unique, "every key is unique");
    ok(params_check(&p, err, sizeof err), "defaults are consistent");

    /* Lookup by name forms. */
    int i = params_find("mobility.MOB_ZERO");
    ok(i >= 0 && !strcmp(params_info(i)->key, "MOB_ZERO"), "find section.KEY");
    is_int(params_find("Mobility:mob_zero"), i, "find section:key, any case");
    is_int(params_find("MOB_ZERO"), i, "find bare KEY");
    is_int(params_find("pieces.MOB_ZERO"), -1, "wrong section is not found");
    ok(params_find("material.PAWN_VALUE_MG") >= 0, "pairs expand to _MG");
    ok(params_find("material.PAWN_VALUE_EG") >= 0, "pairs expand to _EG");

    /* Parsing and range checks. */
    ok(params_set(&p, "mobility", "MOB_ZERO", " -25 ", err, sizeof err) && p.MOB_ZERO == -25, "set int");
    ok(!params_set(&p, "mobility", "MOB_ZERO", "5", err, sizeof err), "int above range fails");
    is_str(err, "value 5 out of range -200..0", "range message");
    is_int(p.MOB_ZERO, -25, "failed set leaves the value");
    ok(!params_set(&p, "mobility", "MOB_ZERO", "-2x", err, sizeof err), "junk fails");
    is_str(err, "'-2x' is not an integer (allowed -200..0)", "junk message");
    ok(!params_set(&p, "mobility", "MOB_ZERO", "99999999999999999999", err, sizeof err), "overflow fails");
    ok(params_set(&p, "outposts", "ROOK_OUTPOST", "off", err, sizeof err) && !p.ROOK_OUTPOST, "bool off");
    ok(params_set(&p, "outposts", "ROOK_OUTPOST", "Yes", err, sizeof err) && p.ROOK_OUTPOST, "bool Yes");
    ok(params_set(&p, "king_safety", "MODEL", "Both", err, sizeof err) && p.MODEL == KS_MODEL_BOTH, "enum");
    ok(params_set(&p, "king_safety", "ATTACKER_MULT", "0,1,3,6,12", err, sizeof err) && p.ATTACKER_MULT[3] == 6,
       "list");
    ok(!params_set(&p, "king_safety", "ATTACKER_MULT", "0,1,3,6,12,24", err, sizeof err), "long list fails");
    is_str(err, "more than 5 values given, 5 expected (each 0..100)", "long list message");
    ok(!params_set(&p, "king_safety", "ATTACKER_MULT", "0,1,3,6,101", err, sizeof err), "list element range");
    is_str(err, "element 5 value 101 out of range 0..100", "list element message");
    ok(params_set(&p, "book", "FILE", "\"my book.bin\"", err, sizeof err) && !strcmp(p.FILE, "my book.bin"),
       "string, quotes removed");
    ok(!params_set(&p, "mobility", "MOB_ZEROO", "1", err, sizeof err), "unknown key fails");
    is_str(err, "unknown key [mobility] MOB_ZEROO (did you mean [mobility] MOB_ZERO?)", "suggestion");
    ok(!params_set(&p, "mobility", "XYZZY_PLUGH", "1", err, sizeof err), "far-off key fails");
    is_str(err, "unknown key [mobility] XYZZY_PLUGH", "no silly suggestion");

    params_defaults(&q);
    is_int(params_diff_count(&p, &q), 4, "diff counts changed values (MOB_ZERO, MODEL, ATTACKER_MULT, FILE)");
    params_format_value(&p, params_find("MODEL"), v, sizeof v);
    is_str(v, "both", "format enum");
    params_format_value(&p, params_find("ATTACKER_MULT"), v, sizeof v);
    is_str(v, "0, 1, 3, 6, 12", "format list");
    params_format_range(params_find("ATTACKER_MULT"), v, sizeof v);
    is_str(v, "5 values, each 0..100", "format list range");
    p.MG_LIMIT = 10;
    ok(!params_check(&p, err, sizeof err), "MG_LIMIT <= EG_LIMIT is inconsistent");

    /* The checked-in reference is current. */
    FILE *gen = tmpfile();
    FILE *have = fopen(SRCDIR "/personalities/README.md", "r");
    if (gen && have) {
        personality_write_reference(gen);
        rewind(gen);
        size_t lg = 0, lh = 0;
        char *a = slurp(gen, &lg), *b = slurp(have, &lh);
        ok(a && b && lg == lh && !memcmp(a, b, lg),
           "personalities/README.md is current (regenerate: make personalities-reference)");
        free(a);
        free(b);
    } else
        ok(0, "personalities/README.md exists");
    if (gen)
        fclose(gen);
    if (have)
        fclose(have);
    return done_testing();
}
