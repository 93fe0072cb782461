/* cmd_stylebench.c -- `acolyte stylebench`: do the personalities really play
 * different chess?
 *
 *   acolyte stylebench [--depth D] [--hash MB] [--personalities A,B,...]
 *                      [--moves] FILE.epd
 *
 * Every personality searches every position of FILE to a fixed depth
 * (deterministic: no variety, fresh hash per position), and we report
 *   - for each pair, the fraction of positions where the best moves differ;
 *   - per personality, style statistics of the chosen moves:
 *       ka_own      average king-attack term (Clericus attack + tropism,
 *                   middlegame, mover's view) after its move, by its own
 *                   weights: how much attack it believes it has;
 *       ka_default  the same measured with default's weights, so the
 *                   personalities are compared on one scale;
 *       queens kept how often it declines a queen trade available at the
 *                   root (a capture of the enemy queen that SEE says is
 *                   an even exchange);
 *       sacrifices  how often its move loses material by SEE.
 * The last line is "stylebench positions N depth D min_differ F pairs_below_20 K".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd.h"
#include "api/engine.h"
#include "api/evaluator.h"
#include "core/fen.h"
#include "api/moves.h"
#include "core/notation.h"
#include "util/util.h"

enum {
    SB_MAX_PERS = 16,
    SB_MAX_POS = 2000,
    SB_DEFAULT_DEPTH = 7,
    /* A queen capture whose exchange nets less than this is a trade,
     * not a free queen. */
    SB_TRADE_MARGIN = 150,
    /* A move whose exchange loses more than this is a sacrifice (about
     * half a pawn: SEE counts in whole pieces, so this means >= a pawn). */
    SB_SACRIFICE = -50,
    SB_LINE = 512
};

static const char *const sb_default_family[] = { "default",  "clericus", "positional", "materialist",
                                                 "knight_lover", "defender", "tropism", "rcx" };

typedef struct {
    char fen[4 * 96 + 4];
    char id[64];
} sb_pos_t;

typedef struct {
    char name[PERS_NAME_MAX];
    move_t *best;        /* per position */
    long ka_own, ka_default;
    int trade_chances, queens_kept;
    int sacrifices;
} sb_pers_t;

/* The EPD's first four fields as a FEN, and its id if it has one. */
static bool parse_epd_line(const char *line, sb_pos_t *out)
{
    char f[4][96];
    if (sscanf(line, "%95s %95s %95s %95s", f[0], f[1], f[2], f[3]) != 4)
        return false;
    snprintf(out->fen, sizeof out->fen, "%s %s %s %s", f[0], f[1], f[2], f[3]);
    out->id[0] = '\0';
    const char *id = strstr(line, " id \"");
    if (id) {
        id += 5;
        size_t n = strcspn(id, "\"");
        if (n >= sizeof out->id)
            n = sizeof out->id - 1;
        memcpy(out->id, id, n);
        out->id[n] = '\0';
    }
    return true;
}

static int read_positions(const char *file, sb_pos_t *pos, int max)
{
    FILE *f = fopen(file, "r");
    if (!f) {
        perror(file);
        return -1;
    }
    char line[SB_LINE];
    int n = 0, lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n' || line[0] == ';')
            continue;
        if (n >= max) {
            fprintf(stderr, "%s:%d: more than %d positions\n", file, lineno, max);
            break;
        }
        board_t b;
        char err[128] = "fewer than four FEN fields";
        if (!parse_epd_line(line, &pos[n]) || !fen_parse(&b, pos[n].fen, err, sizeof err)) {
            fprintf(stderr, "%s:%d: bad position: %s\n", file, lineno, err);
            fclose(f);
            return -1;
        }
        if (!pos[n].id[0])
            snprintf(pos[n].id, sizeof pos[n].id, "line %d", lineno);
        n++;
    }
    fclose(f);
    return n;
}

/* The king-attack terms of b by ctx's weights (Clericus attack plus
 * tropism, middlegame), from 'side's point of view. */
static int king_attack(evaluator_t *ctx, const board_t *b, int side)
{
    eval_trace_t tr;
    evaluator_trace(ctx, b, &tr);
    int v = 0;
    const char *rows[] = { "King attack", "King tropism" };
    for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++) {
        int t = trace_find(&tr, rows[k]);
        if (t >= 0)
            v += tr.mg[t][WHITE] - tr.mg[t][BLACK];
    }
    return side == WHITE ? v : -v;
}

/* A capture of the enemy queen that is an even exchange (she is defended
 * or it costs our queen): a queen trade on offer. */
static bool queen_trade_available(const board_t *b)
{
    legal_moves_t list;
    moves_legal(b, &list);
    for (int i = 0; i < list.count; i++) {
        move_t m = list.moves[i];
        if (move_is_capture(m) && piece_type(b->sq[move_to(m)]) == QUEEN &&
            evaluator_exchange(b, m) < SB_TRADE_MARGIN)
            return true;
    }
    return false;
}

const char cmd_stylebench_usage[] =
    "stylebench [--depth D] [--hash MB] [--personalities A,B,...] [--moves] FILE.epd";

static int usage(void)
{
    print_synopsis(stderr, "usage: acolyte ", cmd_stylebench_usage);
    return 2;
}

/* Search every position with one personality and gather its statistics. */
static bool run_personality(sb_pers_t *p, const sb_pos_t *pos, int npos, int depth, int hash_mb,
                            bool print_moves, evaluator_t *def_ctx)
{
    engine_options_t eo = { 0 };
    eo.personality = p->name;
    eo.hash_mb = hash_mb;
    eo.threads = 1;
    char err[512];
    engine_t *e = engine_new(&eo, err, sizeof err);
    if (!e) {
        fprintf(stderr, "acolyte stylebench: %s\n", err);
        return false;
    }
    engine_set_deterministic(e, true);
    evaluator_t *own = evaluator_new(&engine_personality(e)->params);
    board_t *b = malloc(sizeof *b);
    if (!own || !b) {
        fprintf(stderr, "acolyte stylebench: out of memory\n");
        evaluator_free(own);
        free(b);
        engine_free(e);
        return false;
    }
    for (int i = 0; i < npos; i++) {
        engine_new_game(e);
        if (!engine_set_fen(e, pos[i].fen, err, sizeof err)) {
            fprintf(stderr, "%s: %s\n", pos[i].id, err);
            continue;
        }
        search_limits_t lim;
        memset(&lim, 0, sizeof lim);
        lim.depth = depth;
        move_t m = engine_search_sync(e, &lim, NULL);
        p->best[i] = m;
        if (m == MOVE_NONE)
            continue;
        *b = *engine_board(e);
        int side = b->side;
        if (queen_trade_available(b)) {
            p->trade_chances++;
            if (!(move_is_capture(m) && piece_type(b->sq[move_to(m)]) == QUEEN))
                p->queens_kept++;
        }
        if (evaluator_exchange(b, m) < SB_SACRIFICE)
            p->sacrifices++;
        if (print_moves) {
            char san[MOVE_STR_MAX];
            move_to_san(b, m, san);
            printf("move %-12s %-14s %-8s see %d\n", p->name, pos[i].id, san, evaluator_exchange(b, m));
        }
        board_make_move(b, m);
        p->ka_own += king_attack(own, b, side);
        p->ka_default += king_attack(def_ctx, b, side);
    }
    free(b);
    evaluator_free(own);
    engine_free(e);
    return true;
}

/* The personalities to compare: the comma-separated list 'names', or the
 * style family when it is NULL.  Returns how many, or -1 (with a message)
 * for a bad list. */
static int personality_names(const char *names, sb_pers_t *pers)
{
    static const int nfam = sizeof sb_default_family / sizeof sb_default_family[0];
    int np = 0;
    if (!names) {
        for (np = 0; np < nfam; np++)
            snprintf(pers[np].name, sizeof pers[np].name, "%s", sb_default_family[np]);
        return np;
    }
    const char *s = names;
    while (*s && np < SB_MAX_PERS) {
        size_t n = strcspn(s, ",");
        if (n == 0 || n >= PERS_NAME_MAX) {
            fprintf(stderr, "acolyte stylebench: bad personality list '%s'\n", names);
            return -1;
        }
        memcpy(pers[np].name, s, n);
        pers[np++].name[n] = '\0';
        s += n + (s[n] == ',');
    }
    return np;
}

/* The table of how often each pair's best moves differ, the style
 * statistics, and the summary line scripts read. */
static void print_report(const sb_pers_t *pers, int np, int npos, long depth)
{
    printf("positions %d depth %ld\n\nbest move differs (fraction of positions):\n%-13s", npos, depth, "");
    for (int k = 0; k < np; k++)
        printf(" %6.6s", pers[k].name);
    printf("\n");
    double min_differ = 1.0;
    int below = 0, amin = 0, bmin = 0;
    for (int a = 0; a < np; a++) {
        printf("%-13s", pers[a].name);
        for (int c = 0; c < np; c++) {
            int d = 0;
            for (int i = 0; i < npos; i++)
                d += pers[a].best[i] != pers[c].best[i];
            double f = (double)d / npos;
            if (a == c)
                printf(" %6s", "-");
            else
                printf(" %6.2f", f);
            if (c > a) {
                if (f < min_differ)
                    min_differ = f, amin = a, bmin = c;
                below += f < 0.20;
            }
        }
        printf("\n");
    }
    printf("\nstyle statistics (per position averages; queens kept of trade chances):\n"
           "%-13s %8s %10s %12s %10s\n",
           "personality", "ka_own", "ka_default", "queens_kept", "sacrifices");
    for (int k = 0; k < np; k++) {
        char kept[32];
        snprintf(kept, sizeof kept, "%d/%d", pers[k].queens_kept, pers[k].trade_chances);
        printf("%-13s %8.1f %10.1f %12s %10d\n", pers[k].name, (double)pers[k].ka_own / npos,
               (double)pers[k].ka_default / npos, kept, pers[k].sacrifices);
    }
    if (np > 1)
        printf("\nleast different pair: %s %s %.2f\n", pers[amin].name, pers[bmin].name, min_differ);
    printf("stylebench positions %d depth %ld min_differ %.2f pairs_below_20 %d\n", npos, depth,
           np > 1 ? min_differ : 0.0, below);
}

int cmd_stylebench(const engine_options_t *g, int argc, char **argv)
{
    long depth = SB_DEFAULT_DEPTH, hash_mb = g->hash_mb ? g->hash_mb : 16;
    const char *file = NULL, *names = NULL;
    bool print_moves = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--depth") && i + 1 < argc) {
            if (!parse_int(argv[++i], 1, 60, &depth))
                return usage();
        } else if (!strcmp(argv[i], "--hash") && i + 1 < argc) {
            if (!parse_int(argv[++i], 1, 4096, &hash_mb))
                return usage();
        } else if (!strcmp(argv[i], "--personalities") && i + 1 < argc) {
            names = argv[++i];
        } else if (!strcmp(argv[i], "--moves")) {
            print_moves = true;
        } else if (argv[i][0] == '-' || file) {
            return usage();
        } else {
            file = argv[i];
        }
    }
    if (!file)
        return usage();

    sb_pers_t *pers = calloc(SB_MAX_PERS, sizeof *pers);
    sb_pos_t *pos = malloc(SB_MAX_POS * sizeof *pos);
    int np = 0, status = 1;
    if (!pers || !pos)
        goto out;
    np = personality_names(names, pers);
    if (np < 0) {
        status = 2;
        goto out;
    }
    int npos = read_positions(file, pos, SB_MAX_POS);
    if (npos <= 0) {
        if (npos == 0)
            fprintf(stderr, "%s: no positions\n", file);
        goto out;
    }

    /* default's weights measure every personality's attack on one scale. */
    params_t defaults;
    params_defaults(&defaults);
    personality_t *defp = malloc(sizeof *defp);
    if (defp && personality_load("default", defp, NULL))
        defaults = defp->params;
    free(defp);
    evaluator_t *def_ctx = evaluator_new(&defaults);
    if (!def_ctx)
        goto out;
    for (int k = 0; k < np; k++) {
        pers[k].best = calloc((size_t)npos, sizeof(move_t));
        if (!pers[k].best || !run_personality(&pers[k], pos, npos, (int)depth, (int)hash_mb, print_moves, def_ctx)) {
            evaluator_free(def_ctx);
            goto out;
        }
    }
    evaluator_free(def_ctx);

    print_report(pers, np, npos, depth);
    status = 0;
out:
    if (pers)
        for (int k = 0; k < SB_MAX_PERS; k++)
            free(pers[k].best);
    free(pers);
    free(pos);
    return status;
}
