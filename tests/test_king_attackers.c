/* test_king_attackers.c -- the Clericus king-safety count (how many of a
 * side's pieces attack the enemy king zone, and how hard) is the count of
 * Clericus's IsAttacker walked square by square: for each knight, bishop,
 * rook and queen, the squares z of the zone with attack_is_attacker(from,
 * z), which a slider reaches through at most one piece.  The piece pass
 * computes it from masks (attack_reach_is_attacker_in64); this test runs
 * the pass itself on positions of random play and compares.
 */

#include "core/attack.h"
#include "eval/eval_internal.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "params/params.h"
#include "playout.h"
#include "tap.h"
#include "testdata.h"

enum { POSITIONS = 200000, MAX_PLIES = 120 };

/* The piece pass as the evaluation runs it: ka_count and ka_strength. */
static void run_piece_pass(eval_ctx_t *ctx, const board_t *b, ev_t *e, pawn_entry_t *pe)
{
    ev_start(e, ctx, b, NULL);
    eval_pawns_compute(e->P, b, 0, pe, NULL);
    e->pe = pe;
    eval_material(e);
    eval_pieces(e);
}

/* The same count by walking: attack_is_attacker on every zone square. */
static void walked_count(const params_t *P, const board_t *b, int c, int *count, int *strength)
{
    const int weight[TYPE_NB] = { 0, 0, P->ATTACK_KNIGHT, P->ATTACK_BISHOP, P->ATTACK_ROOK, P->ATTACK_QUEEN, 0 };
    uint64_t zone = ET->king_zone[c ^ 1][sq_to64(b->king_sq[c ^ 1])];
    *count = *strength = 0;
    for (int i = 0; i < b->plist_count[c]; i++) {
        int from = b->plist[c][i], type = piece_type(b->sq[from]);
        if (!weight[type])
            continue;
        int hits = 0;
        for (int to = A1; to <= H8; to++)
            hits += (zone & square_bit[to]) && attack_is_attacker(b, from, to);
        if (hits) {
            (*count)++;
            *strength += hits * weight[type];
        }
    }
}

static suite_entry_t suite[SUITE_MAX_POSITIONS];
static board_t board;

int main(void)
{
    plan(7);
    params_t P;
    params_defaults(&P);
    eval_ctx_t *ctx = eval_ctx_new(&P);
    ok(ctx != NULL, "an evaluation context");
    int n = suite_read(suite, SUITE_MAX_POSITIONS);
    ok(n > 100, "the perft suite is read (%d positions)", n);
    if (!ctx || n == 0)
        return done_testing();

    /* By hand, Black's king on g8 (zone f6-h8): White's Bb1 IsAttacker's
     * g6 and h7 through the c2 pawn alone, the Rh1 is stopped by h2 and
     * h4, the Qa5 sees no zone square: one attacker, two squares.  A pawn
     * on d3 as well leaves two pieces before the zone: no attacker. */
    char err[128];
    static ev_t e;
    static pawn_entry_t pe;
    int count, strength;
    ok(fen_parse(&board, "6k1/8/8/Q7/7p/8/2P4P/1B2K2R w - - 0 1", err, sizeof err), "the hand position parses");
    run_piece_pass(ctx, &board, &e, &pe);
    walked_count(&P, &board, WHITE, &count, &strength);
    ok(e.ka_count[WHITE] == 1 && count == 1 && e.ka_strength[WHITE] == 2 * P.ATTACK_BISHOP &&
           strength == 2 * P.ATTACK_BISHOP,
       "by hand: the bishop x-rays g6 and h7 through c2 (pass %d/%d, walk %d/%d)", e.ka_count[WHITE],
       e.ka_strength[WHITE], count, strength);
    fen_parse(&board, "6k1/8/8/Q7/7p/3P4/2P4P/1B2K2R w - - 0 1", err, sizeof err);
    run_piece_pass(ctx, &board, &e, &pe);
    walked_count(&P, &board, WHITE, &count, &strength);
    ok(e.ka_count[WHITE] == 0 && count == 0 && e.ka_strength[WHITE] == 0,
       "by hand: through c2 and d3 the bishop is no attacker (pass %d/%d, walk %d/%d)", e.ka_count[WHITE],
       e.ka_strength[WHITE], count, strength);

    uint64_t rng = 0x243F6A8885A308D3ull;
    long positions = 0, differ = 0, attacked = 0;
    for (int game = 0; positions < POSITIONS; game++) {
        if (!fen_parse(&board, suite[game % n].fen, err, sizeof err))
            continue;
        for (int ply = 0; ply < MAX_PLIES && positions < POSITIONS; ply++) {
            run_piece_pass(ctx, &board, &e, &pe);
            for (int c = 0; c < COLOUR_NB; c++) {
                walked_count(&P, &board, c, &count, &strength);
                attacked += count > 0;
                if ((count != e.ka_count[c] || strength != e.ka_strength[c]) && differ++ < 3) {
                    char fen[FEN_MAX];
                    fen_write(&board, fen);
                    diag("%s side %d: pass %d/%d, walk %d/%d", fen, c, e.ka_count[c], e.ka_strength[c],
                         count, strength);
                }
            }
            positions++;
            if (!playout_step(&board, &rng))
                break;
        }
    }
    diag("%ld positions, %ld sides with king attackers", positions, attacked);
    ok(attacked > POSITIONS / 2, "most positions have a side with king attackers");
    is_int(differ, 0, "the piece pass counts the attackers and strength that IsAttacker walks give");
    eval_ctx_free(ctx);
    return done_testing();
}
