/* cmd_eval.c -- `acolyte eval [--personality NAME] [FEN]`: the static
 * evaluation of one position, term by term (see cmd.h).  The personality
 * comes from its own --personality, else the global one, else default. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd.h"
#include "api/evaluator.h"
#include "core/fen.h"
#include "api/personality.h"
#include "util/util.h"

const char cmd_eval_usage[] = "eval [--personality NAME] [FEN]";

int cmd_eval(const engine_options_t *g, int argc, char **argv)
{
    const char *pers_name = g->personality;
    char fen[512] = "";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--personality") || !strcmp(argv[i], "-p")) {
            if (++i >= argc) {
                print_synopsis(stderr, "usage: acolyte ", cmd_eval_usage);
                return 2;
            }
            pers_name = argv[i];
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] == '-') {
            /* A FEN never starts with a dash: this is a mistyped option. */
            fprintf(stderr, "acolyte eval: unknown option '%s'\n", argv[i]);
            print_synopsis(stderr, "usage: acolyte ", cmd_eval_usage);
            return 2;
        }
        size_t used = strlen(fen);
        int w = snprintf(fen + used, sizeof fen - used, "%s%s", used ? " " : "", argv[i]);
        if (w < 0 || (size_t)w >= sizeof fen - used) {
            fprintf(stderr, "eval: FEN too long\n");
            return 1;
        }
    }
    board_t *b = malloc(sizeof *b);
    personality_t *p = malloc(sizeof *p);
    personality_errors_t *errs = malloc(sizeof *errs);
    int status = 1;
    evaluator_t *ctx = NULL;
    if (!b || !p || !errs)
        goto done;
    char err[256];
    if (!fen_parse(b, *fen ? fen : FEN_STARTPOS, err, sizeof err)) {
        fprintf(stderr, "eval: bad FEN '%s': %s\n", fen, err);
        goto done;
    }
    personality_errors_clear(errs);
    if (pers_name) {
        if (!personality_load(pers_name, p, errs)) {
            personality_errors_print(errs, stderr);
            goto done;
        }
    } else if (!personality_load("default", p, errs))
        personality_builtin(p);
    ctx = evaluator_new(&p->params);
    if (!ctx) {
        fprintf(stderr, "eval: out of memory\n");
        goto done;
    }
    eval_trace_t tr;
    evaluator_trace(ctx, b, &tr);
    printf("personality %s\n", p->name);
    trace_print(&tr, stdout);
    status = 0;
done:
    evaluator_free(ctx);
    free(b);
    free(p);
    free(errs);
    return status;
}
