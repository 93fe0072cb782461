/* test_seeds.c -- conformance with the seed pages: each page's own claims,
 * as positions with the result the page states, under the personality
 * that carries that page's numbers.
 *
 *   The Machine (talkchess "Knight Evaluation"): its four diagrams are
 *     "increasingly promising for white", the bishop's side, so the knight
 *     terms must rank them in that order.
 *   Clericus 1.03 evaluation page: the attacker multiplier table 0, 1, 2,
 *     4, 8; doubled -20 and tripled -60; weak pawns -10..-16 and -5 more on
 *     an open file; one centipawn per mobility square; trapped bishops
 *     -150 (a7) and -50 (a6); a king behind a bishopless fianchetto costs
 *     an exchange.
 *   RCX: the men a ray meets count their value / 4, / 5, / 6 ...
 *   CPW evaluation draft: tropism weights 1 : 0.5 : 0.5 : 2.5, the bishop's
 *     diagonals 5 / 4 / 2.
 */
#include "tap.h"
#include "eval_fixture.h"

static void the_machine(void)
{
    /* The page's positions 1-4, Black (the knight) to move. */
    static const char *diagrams[4] = {
        "6k1/ppp2ppp/2n5/4p3/4P3/8/PPP1BPPP/6K1 b - - 0 1",
        "6k1/ppp2ppp/2n1p3/8/8/4P3/PPP1BPPP/6K1 b - - 0 1",
        "6k1/pp3ppp/2n1p3/8/8/4P3/PP2BPPP/6K1 b - - 0 1",
        "6k1/p4ppp/2n1p3/8/8/4P3/P3BPPP/6K1 b - - 0 1",
    };
    params_t m = fix_personality("the_machine", NULL);
    const char *knight_off = "KNIGHT_BLOCKED_PAWN_MG=0 KNIGHT_BLOCKED_PAWN_EG=0 KNIGHT_PAWN_GAP_MG=0 KNIGHT_PAWN_GAP_EG=0";
    int knight[4], whole[4];
    for (int i = 0; i < 4; i++) {
        knight[i] = -fix_part(&m, diagrams[i], knight_off); /* Black's knight, its own view */
        whole[i] = fix_eval(&m, diagrams[i]);
    }
    ok(knight[0] > knight[1] && knight[1] > knight[2] && knight[2] > knight[3],
       "the_machine: knight terms rank the page's diagrams 1 > 2 > 3 > 4 for the knight (%d %d %d %d)", knight[0],
       knight[1], knight[2], knight[3]);
    ok(whole[0] < whole[1] && whole[1] < whole[2] && whole[2] < whole[3],
       "the_machine: the whole evaluation is increasingly good for White (%d %d %d %d)", whole[0], whole[1], whole[2],
       whole[3]);
}

/* Positions with 1..5 White pieces hitting the g8 king's zone and none of
 * Black's hitting White's: Nf4, then Bd3, Qh5, Rf1, Nh4. */
static const char *attackers[5] = {
    "6k1/pp3ppp/8/8/5N2/8/PPP5/1K6 w - - 0 1",
    "6k1/pp3ppp/8/8/5N2/3B4/PPP5/1K6 w - - 0 1",
    "6k1/pp3ppp/8/7Q/5N2/3B4/PPP5/1K6 w - - 0 1",
    "6k1/pp3ppp/8/7Q/5N2/3B4/PPP5/1K3R2 w - - 0 1",
    "6k1/pp3ppp/8/7Q/5N1N/3B4/PPP5/1K3R2 w - - 0 1",
};

static void clericus(void)
{
    static const int page_mult[5] = { 0, 1, 2, 4, 8 };
    params_t c = fix_personality("clericus", FIX_MG_ONLY);
    for (int n = 0; n < 5; n++) {
        char unit[64];
        params_t once = c;
        fix_apply(&once, "ATTACKER_MULT=1,1,1,1,1");
        int strength = fix_part(&once, attackers[n], "ATTACKER_MULT=0,0,0,0,0");
        int attack = fix_part(&c, attackers[n], "ATTACKER_MULT=0,0,0,0,0");
        /* Only the entry for n + 1 attackers is read. */
        snprintf(unit, sizeof unit, "ATTACKER_MULT=%d,%d,%d,%d,%d", n == 0, n == 1, n == 2, n == 3, n == 4);
        params_t only = c;
        fix_apply(&only, unit);
        ok(strength > 0 && fix_part(&only, attackers[n], "ATTACKER_MULT=0,0,0,0,0") == strength,
           "clericus: %d attacker(s) read entry %d (strength %d)", n + 1, n + 1, strength);
        ok(attack == strength * page_mult[n], "clericus: %d attacker(s) multiply by %d (%d = %d x %d)", n + 1,
           page_mult[n], attack, strength, page_mult[n]);
    }
    const char *pawns_off = "DOUBLED_MG=0 DOUBLED_EG=0 TRIPLED_MG=0 TRIPLED_EG=0";
    params_t page = fix_personality("clericus", NULL);
    is_int(fix_part(&page, "4k3/p7/8/8/8/4P3/4P3/4K3 w - - 0 1", pawns_off), -20, "clericus: doubled pawns -20");
    is_int(fix_part(&page, "4k3/p7/8/8/4P3/4P3/4P3/4K3 w - - 0 1", pawns_off), -60, "clericus: tripled pawns -60");
    is_int(fix_part(&c, "4k3/pp6/8/8/3P4/8/8/4K3 w - - 0 1", "WEAK_PAWN=0,0,0,0,0,0,0,0"), -16,
           "clericus: isolated d-pawn -16");
    is_int(fix_part(&c, "4k3/pp6/8/8/P7/8/8/4K3 w - - 0 1", "WEAK_PAWN=0,0,0,0,0,0,0,0"), -10,
           "clericus: isolated a-pawn -10");
    is_int(fix_part(&c, "4k3/pp6/8/8/3P4/8/8/4K3 w - - 0 1", "WEAK_OPEN_FILE_MG=0 WEAK_OPEN_FILE_EG=0"), -5,
           "clericus: weak pawn on an open file, 5 more");
    is_int(fix_part(&page, "4k3/p7/2p5/8/3N4/8/P3P3/4K3 w - - 0 1", "MOBILITY_KNIGHT_MG=0 MOBILITY_KNIGHT_EG=0"), 6,
           "clericus: one centipawn per knight square (six squares)");
    is_int(fix_part(&page, "4k3/B7/1p6/8/8/8/5PPP/6K1 w - - 0 1", "BISHOP_TRAPPED_A7=0"), -150,
           "clericus: bishop trapped on a7 by b6, -150");
    is_int(fix_part(&page, "4k3/8/B7/1p6/8/8/5PPP/6K1 w - - 0 1", "BISHOP_TRAPPED_A6=0"), -50,
           "clericus: bishop trapped on a6 by b5, -50");
    is_int(fix_part(&page, "4k3/8/B7/8/1p6/8/5PPP/6K1 w - - 0 1", "BISHOP_TRAPPED_A6=0 BISHOP_TRAPPED_A7=0"), 0,
           "clericus: Ba6 with the pawn on b4 is free");
    /* The king behind g3 without the light bishop, Black keeping his:
     * "at least an exchange" (490 - 320), the hole and the h2 pawn too. */
    const char *fianchetto = "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQK1NR w KQkq - 0 1";
    is_int(fix_part(&c, fianchetto, "FIANCHETTO_KING_WEAK=0"), -170, "clericus: the bishopless fianchetto king, -170");
    is_int(fix_part(&c, "rn1qkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQK1NR w KQkq - 0 1", "FIANCHETTO_KING_WEAK=0"), 0,
           "clericus: not when Black has no light bishop either");
}

static void rcx(void)
{
    params_t r = fix_personality("rcx", FIX_MG_ONLY);
    /* Ba1 looks along a1-h8 and meets b2 (pawn 128), d4 (knight 416) and
     * g7 (rook 768): 128/4 + 416/5 + 768/6.  Nothing else meets a man. */
    is_int(fix_part(&r, "K3k3/6r1/8/8/3n4/8/1P6/B7 w - - 0 1", "RAY_DIVISOR=0 RAY_INTERSECTION_SHIFT=0"),
           128 / 4 + 416 / 5 + 768 / 6, "rcx: divisors 4, 5, 6 along one ray");
    ok(r.PAWN_VALUE_MG == 128 && r.KNIGHT_VALUE_MG == 416 && r.BISHOP_VALUE_MG == 416 && r.ROOK_VALUE_MG == 768 && r.QUEEN_VALUE_MG == 1280,
       "rcx: a pawn 128, the page's 416 / 768 / 1280");
}

static void tropism(void)
{
    params_t t = fix_personality("tropism", FIX_MG_ONLY);
    /* Weights 1 : 0.5 : 0.5 : 2.5 after the 50 % total. */
    ok(t.TROPISM_KNIGHT * 2 == t.TROPISM_BISHOP * 4 && t.TROPISM_BISHOP == t.TROPISM_ROOK &&
           t.TROPISM_QUEEN * 2 == t.TROPISM_KNIGHT * 5,
       "tropism: weights in the page's ratio 1 : 0.5 : 0.5 : 2.5");
    /* The bishop's diagonal bonus, page 5 on the king's diagonal and 2 two
     * diagonals off, both at full material (no scaling). */
    const char *off = "TROPISM_BISHOP_DIAGONALS=0,0,0";
    is_int(fix_part(&t, "rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1", off), 5,
           "tropism: a bishop on the king's diagonal gains 5");
    is_int(fix_part(&t, "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1", off), 2,
           "tropism: two diagonals off, 2");
    is_int(fix_part(&t, "rnb1kbnr/pppp1ppp/8/1Q2p3/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 1", off), 0,
           "tropism: the graded diagonals are for bishops only, not the queen");
}

int main(void)
{
    eval_init();
    the_machine();
    clericus();
    rcx();
    tropism();
    return done_testing();
}
