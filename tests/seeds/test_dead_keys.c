/* test_dead_keys.c -- no dead evaluation key: every parameter of the
 * evaluation sections of params.def, moved alone (to the ends or the middle
 * of its range, a switch flipped, an enum to another value, every list
 * entry alike), must change the score of at least one position of a
 * term-rich set, either under the defaults, under a set with every
 * optional model on (both king-safety models, the RCX ray intersection
 * with its page options), or under the FabChess page's definitions (its
 * attack table, weak and unblocked passers, with weights to read).  A key
 * that changes nothing is reported by name. */
#include "tap.h"
#include "eval_fixture.h"

static const char *const eval_sections[] = { "material", "phase", "psqt", "pawns", "mobility", "outposts", "pieces",
                                             "king_safety", "king", "knights", "rcx", "patterns", "endgame" };

/* Positions chosen so that every term has somewhere to fire: openings and
 * middlegames, the pattern positions, pawn and piece endings, the draw
 * rules.  The bench positions are added from tests/bench.epd. */
static const char *const fixed[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqk1nr/pppp1ppp/2n5/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppp1ppp/8/8/5N2/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1",
    "r2qk2r/pp3ppp/8/3N4/8/8/PP3PPP/R2QK2R w KQkq - 0 1",
    "r2q1rk1/pppbbppp/2n2n2/3p4/3P4/2N1BN2/PPPQBPPP/R4RK1 w - - 0 1",
    "4k3/B7/1p6/8/8/8/5PPP/6K1 w - - 0 1",
    "4k3/8/B7/1p6/8/8/5PPP/6K1 w - - 0 1",
    "rnbq1r2/ppp2ppk/4p3/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1",
    "rnbq1r2/ppp2pp1/4p1k1/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1",
    "r1bq1rk1/pppn1pp1/4p2p/3pP1N1/3P3P/2PB4/PP3PP1/R1BQK2R w KQ - 0 1",
    "r1bq1rk1/pp1nbppp/2p1p3/3pP3/3P4/2PB1N2/PP3PPP/RNBQ1RK1 w - - 0 1",
    "rnbqkbnr/pp2pppp/2p5/2Pp4/3P4/8/PP2PPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqk1nr/ppp2ppp/4p3/3pP3/3P4/8/PPP2PPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPBP1P/RNBQK1NR w KQkq - 0 1",
    "rn1qkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQK1NR w KQkq - 0 1",
    "rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 1",
    "r3k2r/ppp2ppp/2n5/3q4/8/2N5/PPP2PPP/R2Q1RK1 w kq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/4P3/PPP1P1PP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/3B4/PPPP1PPP/RNBQK1NR w KQkq - 0 1",
    "N1bqkbnr/pp1ppppp/8/2p5/8/8/PPPPPPPP/R1BQKBNR w KQk - 0 1",
    "r1bq1rk1/pppn1ppp/4p3/3p4/3P4/3BPN2/PPQ2PPP/RNB2RK1 w - - 0 1",
    "r4rk1/ppp2ppp/8/6N1/8/3B4/PPP2PPP/4QRK1 w - - 0 1",
    "6k1/ppp2ppp/8/6N1/8/3B4/PPP2PPP/4QRK1 w - - 0 1",
    "6k1/pp3ppp/8/7Q/5N1N/3B4/PPP5/1K3R2 w - - 0 1",
    "6k1/5p1p/8/8/4N3/8/5PPP/6K1 w - - 0 1",
    "2kr3r/ppp2ppp/8/8/8/8/PPP2PPP/2KR3R w - - 0 1",
    "2kr4/ppp5/8/8/6P1/7P/5PP1/6K1 w - - 0 1",
    "r5k1/1R6/8/8/8/8/5PPP/6K1 w - - 0 1",
    "6k1/R5pp/8/8/8/8/6PP/6K1 w - - 0 1",
    "4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/2n5/8/R3K3 w - - 0 1",
    "3k4/8/8/4P3/8/8/8/4RK2 w - - 0 1",
    "4R3/8/8/8/4p3/8/8/3k2K1 w - - 0 1",
    "4k3/p7/8/8/8/8/P7/3QK3 w - - 0 1",
    "4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1",
    "3q2k1/8/8/8/8/8/5PPP/6K1 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/7K w - - 0 1",
    "K3k3/6r1/8/8/3n4/8/1P6/B7 w - - 0 1",
    "4k3/7p/8/3p4/8/4N3/P7/4K3 w - - 0 1",
    "6k1/ppp2ppp/2n5/4p3/4P3/8/PPP1BPPP/6K1 b - - 0 1",
    "6k1/p4ppp/2n1p3/8/8/4P3/P3BPPP/6K1 b - - 0 1",
    "4k3/p7/8/4P3/8/8/P7/4K3 w - - 0 1",
    "3k4/p7/8/4P3/8/8/P7/4K3 w - - 0 1",
    "3k4/p7/8/4P3/5P2/8/P7/4K3 w - - 0 1",
    "4k3/pp6/8/8/3P4/8/8/4K3 w - - 0 1",
    "4k3/p7/8/8/4P3/4P3/4P3/4K3 w - - 0 1",
    "4k3/8/8/4K3/4P3/8/8/8 w - - 0 1",
    "4k3/8/8/4K3/4P3/8/8/8 b - - 0 1",
    "8/8/8/8/k7/8/6PP/6K1 b - - 0 1",
    "4k3/4b3/8/8/8/8/P1B2PPP/6K1 w - - 0 1",
    "8/8/4k3/8/8/3BK3/8/8 w - - 0 1",
    "8/8/8/8/8/2k5/8/R3K3 w - - 0 1",
    "7k/8/6K1/8/8/8/P7/8 w - - 0 1",
    "8/8/8/4k3/8/8/5PPP/6K1 w - - 0 1",
    "6k1/8/8/8/8/8/PPP5/6K1 w - - 0 1",
    "8/5k2/8/8/8/8/1P6/1K6 w - - 0 1",
    "4k3/8/8/8/8/8/8/QR2K3 w - - 0 1",
};

enum { MAX_POS = 160 };
static char fens[MAX_POS][512];
static int npos;

static void load_positions(void)
{
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0] && npos < MAX_POS; i++)
        snprintf(fens[npos++], sizeof fens[0], "%s", fixed[i]);
    FILE *in = fopen(SRCDIR "/tests/bench.epd", "r");
    char line[512];
    while (in && npos < MAX_POS && fgets(line, sizeof line, in)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char f[4][100];
        if (sscanf(line, "%99s %99s %99s %99s", f[0], f[1], f[2], f[3]) == 4)
            snprintf(fens[npos++], sizeof fens[0], "%s %s %s %s 0 1", f[0], f[1], f[2], f[3]);
    }
    if (in)
        fclose(in);
}

static bool eval_section(const char *sec)
{
    for (size_t i = 0; i < sizeof eval_sections / sizeof eval_sections[0]; i++)
        if (!strcmp(sec, eval_sections[i]))
            return true;
    return false;
}

/* p with parameter i moved: try 0 of an INT goes to its minimum, 1 to its
 * maximum, 2 to the middle of its range (a far end alone can switch a
 * term off, as a shift of 12 does); a LIST moves every entry alike; a
 * switch flips and an enum steps on whatever the try. */
static params_t perturbed(const params_t *p, int i, int try)
{
    params_t q = *p;
    const param_info_t *in = params_info(i);
    int *v = params_int_ptr(&q, i);
    int to = try == 0 ? in->min : try == 1 ? in->max : in->min + (in->max - in->min) / 2;
    switch (in->kind) {
    case PARAM_INT:
        *v = to;
        break;
    case PARAM_BOOL:
        *v = !*v;
        break;
    case PARAM_ENUM:
        *v = (*v + 1 + try) % (in->max + 1);
        break;
    case PARAM_LIST:
        for (int k = 0; k < in->count; k++)
            v[k] = to;
        break;
    case PARAM_STR:
        break;
    }
    return q;
}

/* Scores of every position under p. */
static void scores(const params_t *p, int *out)
{
    eval_ctx_t *ctx = eval_ctx_new(p);
    static board_t b;
    char err[128];
    for (int k = 0; k < npos; k++) {
        out[k] = 0;
        if (fen_parse(&b, fens[k], err, sizeof err))
            out[k] = evaluate(ctx, &b);
        else
            diag("bad FEN %s: %s", fens[k], err);
    }
    eval_ctx_free(ctx);
}

int main(void)
{
    eval_init();
    load_positions();
    ok(npos >= 100, "%d term-rich positions", npos);
    enum { NBASES = 3 };
    params_t bases[NBASES];
    params_defaults(&bases[0]);
    bases[1] = bases[0];
    fix_apply(&bases[1], "MODEL=both RAY_DIVISOR=4 RAY_KING_VALUE=768 RAY_SHORT_ATTACKS=true");
    bases[2] = bases[0];
    fix_apply(&bases[2], "ATTACK_SAFE_SQUARES=true SAFE_CHECK_VALUE=3,3,4,6 "
                         "ATTACK_TABLE=0,5,12,22,35,50,68,88,110,135,160,185,210,235,260,280 "
                         "WEAK_PASSER_ATTACKED=true WEAK_PASSER_MG=-10 WEAK_PASSER_EG=-15 "
                         "PASSED_FREE_SAFE=true PASSED_FREE_MG=4 PASSED_FREE_EG=8");
    static int base_score[NBASES][MAX_POS], score[MAX_POS];
    for (int base = 0; base < NBASES; base++)
        scores(&bases[base], base_score[base]);
    int checked = 0, dead = 0;
    for (int i = 0; i < params_count(); i++) {
        const param_info_t *in = params_info(i);
        if (!eval_section(in->section) || in->kind == PARAM_STR)
            continue;
        checked++;
        int changed = 0;
        for (int try = 0; try < 3 && !changed; try++)
            for (int base = 0; base < NBASES && !changed; base++) {
                params_t q = perturbed(&bases[base], i, try);
                scores(&q, score);
                for (int k = 0; k < npos; k++)
                    changed += score[k] != base_score[base][k];
            }
        if (!changed) {
            dead++;
            ok(0, "[%s] %s changes no score: a dead key", in->section, in->key);
        }
    }
    ok(checked > 100 && dead == 0, "%d evaluation keys checked, %d dead", checked, dead);
    return done_testing();
}
