/* uci_genfens.c -- "genfens N seed S book FILE|None [plies P] [margin CP]",
 * the opening generator OpenBench asks for (api/genfens.h), not part of
 * UCI.  OpenBench runs `acolyte "genfens N seed S book B" quit` and takes
 * every line starting "info string genfens " as one opening; a problem is
 * told in another info string line, which it ignores.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/genfens.h"
#include "uci/uci.h"

enum { GENFENS_COUNT_MAX = 1000000 };

static void emit(void *ctx, const char *fen)
{
    uci_send(ctx, "info string genfens %s", fen);
}

/* The number after token i ("N", "seed", "plies", "margin"), in lo..hi. */
static bool number_at(uci_t *u, int i, const char *what, long long lo, long long hi, long long *out)
{
    const uci_tokens_t *t = &u->line;
    char *end;
    if (i < t->count) {
        long long v = strtoll(t->tok[i], &end, 10);
        if (*t->tok[i] && !*end && v >= lo && v <= hi) {
            *out = v;
            return true;
        }
    }
    uci_send(u, "info string genfens: %s wants a whole number from %lld to %lld, not '%.60s'", what, lo, hi,
             i < t->count ? t->tok[i] : "");
    return false;
}

void uci_cmd_genfens(uci_t *u)
{
    const uci_tokens_t *t = &u->line;
    genfens_opts_t o = { .plies = -1, .margin = -1 };
    long long v;
    if (!number_at(u, 1, "the count", 1, GENFENS_COUNT_MAX, &v))
        return;
    o.count = (int)v;
    bool have_seed = false, have_book = false;
    for (int i = 2; i < t->count; i += 2) {
        const char *key = t->tok[i];
        if (!strcmp(key, "seed") && number_at(u, i + 1, "seed", 0, INT64_MAX, &v)) {
            o.seed = (uint64_t)v;
            have_seed = true;
        } else if (!strcmp(key, "book") && i + 1 < t->count) {
            o.book = strcmp(t->tok[i + 1], "None") ? t->tok[i + 1] : NULL;
            have_book = true;
        } else if (!strcmp(key, "plies") && number_at(u, i + 1, "plies", 0, GENFENS_PLIES_MAX, &v)) {
            o.plies = (int)v;
        } else if (!strcmp(key, "margin") && number_at(u, i + 1, "margin", 0, 10000, &v)) {
            o.margin = (int)v;
        } else if (strcmp(key, "seed") && strcmp(key, "plies") && strcmp(key, "margin")) {
            uci_send(u, "info string genfens: unknown setting '%.60s' (expected seed, book, plies or margin)",
                     key);
            return;
        } else {
            return; /* a bad number, already told */
        }
    }
    if (!have_seed || !have_book) {
        uci_send(u, "info string genfens: expected 'genfens N seed S book FILE|None'");
        return;
    }
    uci_finish_search(u);
    char err[600];
    if (!genfens_run(engine_personality(u->engine), &o, emit, u, err, sizeof err))
        uci_send(u, "info string genfens: %s", err);
}
