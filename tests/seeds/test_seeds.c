/* test_seeds.c -- conformance with the seed pages: each page's own claims,
 * as positions with the result the page states, under the personality
 * that carries that page's numbers.
 *
 *   The Machine (talkchess "Knight Evaluation"): its four diagrams are
 *     "increasingly promising for white", the bishop's side, so the knight
 *     terms must rank them in that order; with no pawn blocked head-on and
 *     no gap between pawn files they are nothing.
 *   Clericus 1.03 evaluation page: the attacker multiplier table 0, 1, 2,
 *     4, 8; doubled -20 and tripled -60; weak pawns -10..-16 and -5 more on
 *     an open file; one centipawn per mobility square; trapped bishops
 *     -150 (a7) and -50 (a6); a king behind a bishopless fianchetto costs
 *     an exchange; the Bxh7 attack goes on after ...Kh6.
 *   RCX: the men a ray meets count their value / 4, / 5, / 6 ...
 *   CPW evaluation draft: tropism weights 1 : 0.5 : 0.5 : 2.5 times
 *     (14 - Manhattan distance), scaled by the attacker's pieces; the
 *     bishop's diagonals 5 / 4 / 2.
 *   FabChess evaluation page: the endgame score divided by 1.5, the
 *     middlegame's not; phase 0 at a queen and a rook and the phase
 *     formula; the centre squares d4, e4, d5, e5; the shield one or two
 *     squares in front, three files wide on the rook files, by the number
 *     missing and more on a file without an enemy pawn; the attack as
 *     SAFETY_TABLE[value] x ATTACK_WEIGHT[attackers] / 100 over squares
 *     the enemy's pawns and minors leave undefended, safe checks counted
 *     in the value; weak and unblocked passers by the page's definitions.
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
    /* Diagram 1 with d5 against e4 instead of the locked e-pawns: no
     * pawn blocked head-on, pawns on every file (no gap): no knight term. */
    is_int(fix_part(&m, "6k1/ppp2ppp/2n5/3p4/4P3/8/PPP1BPPP/6K1 b - - 0 1", knight_off), 0,
           "the_machine: no blocked pawn and no gap between pawn files, no knight term");
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
    /* "The latter [the number of attackers] is used for scaling purposes
     * instead of the material count": the attack of Qh5, Nf4 and Bd3 on
     * g8 is worth the same at this position's phase as at full material
     * (a unit either way for the blend's rounding); default's way, in the
     * middlegame column only, shrinks it with the material. */
    const char *mult_off = "ATTACKER_MULT=0,0,0,0,0";
    int full = fix_part(&c, attackers[2], mult_off), here = fix_part(&page, attackers[2], mult_off);
    params_t tapered = page;
    fix_apply(&tapered, "ATTACK_BY_ATTACKERS=false");
    int shrunk = fix_part(&tapered, attackers[2], mult_off);
    ok(full > 0 && abs(here - full) <= 1, "clericus: the attack scales by its attackers, not the material (%d, %d)",
       here, full);
    ok(shrunk < full / 2, "clericus: tapered by the material it would shrink (%d of %d)", shrunk, full);
    is_int(fix_part(&page, "4k3/p7/8/8/8/4P3/4P3/4K3 w - - 0 1", pawns_off), -20, "clericus: doubled pawns -20");
    is_int(fix_part(&page, "4k3/p7/8/8/4P3/4P3/4P3/4K3 w - - 0 1", pawns_off), -60, "clericus: tripled pawns -60");
    /* A middlegame (phase 128 by its material): the page's 20 in the MG
     * column too, where default charges 12. */
    is_int(fix_part(&page, "rnbqkbnr/ppp1pppp/8/8/8/4P3/PPP1PPPP/RNBQKBNR w KQkq - 0 1", pawns_off), -20,
           "clericus: doubled pawns in the middlegame -20 as well");
    is_int(fix_part(&page, FEN_STARTPOS, pawns_off), 0, "clericus: no doubled pawns, no penalty");
    is_int(fix_part(&c, "4k3/pp6/8/8/3P4/8/8/4K3 w - - 0 1", "WEAK_PAWN=0,0,0,0,0,0,0,0"), -16,
           "clericus: isolated d-pawn -16");
    is_int(fix_part(&c, "4k3/pp6/8/8/P7/8/8/4K3 w - - 0 1", "WEAK_PAWN=0,0,0,0,0,0,0,0"), -10,
           "clericus: isolated a-pawn -10");
    /* One table for both phases: kings and pawns only is a pure endgame. */
    is_int(fix_part(&page, "4k3/pp6/8/8/3P4/8/8/4K3 w - - 0 1", "WEAK_PAWN=0,0,0,0,0,0,0,0"), -16,
           "clericus: isolated d-pawn -16 in the endgame too");
    is_int(fix_part(&page, "4k3/pp6/8/8/P7/8/8/4K3 w - - 0 1", "WEAK_PAWN=0,0,0,0,0,0,0,0"), -10,
           "clericus: isolated a-pawn -10 in the endgame too");
    is_int(fix_part(&c, "4k3/pp6/8/8/3P4/8/8/4K3 w - - 0 1", "WEAK_OPEN_FILE_MG=0 WEAK_OPEN_FILE_EG=0"), -5,
           "clericus: weak pawn on an open file, 5 more");
    const char *weak_off = "WEAK_PAWN=0,0,0,0,0,0,0,0 WEAK_PAWN_EG=0 WEAK_OPEN_FILE_MG=0 WEAK_OPEN_FILE_EG=0";
    is_int(fix_part(&c, "4k3/pp6/8/8/3P4/2P5/8/4K3 w - - 0 1", weak_off), 0,
           "clericus: d4 defended by c3 (and a7 beside b7) is not weak");
    /* Black's d6 pawn (backed by c7) stands in front of the isolated d4. */
    is_int(fix_part(&c, "4k3/2p5/3p4/8/3P4/8/8/4K3 w - - 0 1", "WEAK_PAWN=0,0,0,0,0,0,0,0"), -16,
           "clericus: the isolated d4 pawn behind Black's d6 is weak, -16");
    is_int(fix_part(&c, "4k3/2p5/3p4/8/3P4/8/8/4K3 w - - 0 1", "WEAK_OPEN_FILE_MG=0 WEAK_OPEN_FILE_EG=0"), 0,
           "clericus: but d6 shields it from the rooks, no open-file extra");
    is_int(fix_part(&page, "4k3/p7/2p5/8/3N4/8/P3P3/4K3 w - - 0 1", "MOBILITY_KNIGHT_MG=0 MOBILITY_KNIGHT_EG=0"), 6,
           "clericus: one centipawn per knight square (six squares)");
    /* Be2 reaches d1 f1 d3 c4 (the capture) f3 g4 h5; Rd3 thirteen
     * squares; 1 cp each in both columns (page: no pieces, EG; c: MG). */
    const char *bishop_fen = "4k3/p7/8/8/2p5/8/P3B3/4K3 w - - 0 1", *rook_fen = "4k3/p2p4/8/8/8/3R4/P3P3/4K3 w - - 0 1";
    const char *bishop_off = "MOBILITY_BISHOP_MG=0 MOBILITY_BISHOP_EG=0";
    const char *rook_off = "MOBILITY_ROOK_MG=0 MOBILITY_ROOK_EG=0";
    is_int(fix_part(&page, bishop_fen, bishop_off), 7,
           "clericus: one centipawn per bishop square (seven squares), endgame");
    is_int(fix_part(&c, bishop_fen, bishop_off), 7, "clericus: one centipawn per bishop square, middlegame");
    is_int(fix_part(&page, rook_fen, rook_off), 13,
           "clericus: one centipawn per rook square (thirteen squares), endgame");
    is_int(fix_part(&c, rook_fen, rook_off), 13, "clericus: one centipawn per rook square, middlegame");
    is_int(fix_part(&page, "4k3/p7/8/8/8/8/1P6/B3K3 w - - 0 1", bishop_off), 0,
           "clericus: Ba1 shut in by b2 has no square to score");
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
    /* "An unmoved rook pawn is considered weak after a fianchetto": h2
     * beside g3 with the bishop on g2 as well; "a pawn on G3 gets a
     * further penalty if the Bg2 is missing": a bishop still on f1 is. */
    is_int(fix_part(&c, "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPBP/RNBQK1NR w KQkq - 0 1", "FIANCHETTO_ROOK_PAWN=0"), -15,
           "clericus: h2 unmoved after the fianchetto, -15");
    is_int(fix_part(&c, "rnbqkbnr/pppppppp/8/8/8/6PP/PPPPPPB1/RNBQK1NR w KQkq - 0 1", "FIANCHETTO_ROOK_PAWN=0"), 0,
           "clericus: h3 played, the rook pawn is not unmoved");
    is_int(fix_part(&c, "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQKBNR w KQkq - 0 1", "FIANCHETTO_HOLE=0"), c.FIANCHETTO_HOLE,
           "clericus: g3 with the bishop still on f1 pays for the missing Bg2");
    is_int(fix_part(&c, "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPBP/RNBQK1NR w KQkq - 0 1", "FIANCHETTO_HOLE=0"), 0,
           "clericus: Bg2 in place, no hole");
    /* "A king in the center is penalized if it has lost castling rights":
     * d1 is the centre, c1 after a long castle is not. */
    is_int(fix_part(&c, "6k1/5ppp/8/8/8/8/PPP5/3K3R w - - 0 1", "KING_CENTRE_NO_CASTLE=0"), c.KING_CENTRE_NO_CASTLE,
           "clericus: Kd1 without castling rights is a centre king");
    is_int(fix_part(&c, "6k1/5ppp/8/8/8/8/PPP5/2KR4 w - - 0 1", "KING_CENTRE_NO_CASTLE=0"), 0,
           "clericus: Kc1 after O-O-O is not");
    /* Terms the page does not have are off: a knight among locked pawns
     * (The Machine), a rook on the seventh, a passer racing the kings, a
     * pawn storm against a king on the other wing, a battery on h7.  They
     * move classic's score and not clericus's. */
    static const char *absent[] = {
        "6k1/ppp2ppp/2n5/4p3/4P3/8/PPP1BPPP/6K1 b - - 0 1",
        "r5k1/1R6/8/8/8/8/5PPP/6K1 w - - 0 1",
        "8/p7/1k6/8/3P4/8/5K2/8 w - - 0 1",
        "2kr3r/ppp2ppp/8/8/PPP5/8/5PPP/4RRK1 w - - 0 1",
        "r1bq1rk1/pppn1ppp/4p3/3p4/3P4/3BPN2/PPQ2PPP/RNB2RK1 w - - 0 1",
    };
    const char *absent_off = "KNIGHT_BLOCKED_PAWN_MG=0 KNIGHT_BLOCKED_PAWN_EG=0 KNIGHT_PAWN_GAP_MG=0 "
                             "KNIGHT_PAWN_GAP_EG=0 ROOK_SEVENTH_MG=0 ROOK_SEVENTH_EG=0 PASSED_KING_DIST=0 "
                             "PAWN_STORM=0 BATTERY_H7=0";
    params_t classic = fix_personality("classic", NULL);
    for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++) {
        ok(fix_part(&classic, absent[i], absent_off) != 0, "classic scores a term clericus's page lacks in %s",
           absent[i]);
        int part = fix_part(&page, absent[i], absent_off);
        ok(part == 0, "clericus: no such term in %s (%d)", absent[i], part);
    }
    /* After Bxh7+ Kxh7 Ng5+ Kh6 the attack is still on: the Bxh7 pattern
     * at its 60. */
    is_int(fix_part(&c, "rnbq1r2/ppp2pp1/4p2k/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1", "BXH7_KING_ADVANCED=false"), 60,
           "clericus: Bxh7 still scores after ...Kh6, 60");
}

static void rcx(void)
{
    params_t r = fix_personality("rcx", FIX_MG_ONLY);
    /* Ba1 looks along a1-h8 and meets b2 (pawn 128), d4 (knight 384) and
     * g7 (rook 768): 128/4 + 384/5 + 768/6, of which rcx keeps its
     * RAY_WEIGHT_PCT.  Nothing else meets a man. */
    is_int(fix_part(&r, "K3k3/6r1/8/8/3n4/8/1P6/B7 w - - 0 1", "RAY_DIVISOR=0 RAY_INTERSECTION_SHIFT=0"),
           (128 / 4 + 384 / 5 + 768 / 6) * r.RAY_WEIGHT_PCT / 100, "rcx: divisors 4, 5, 6 along one ray");
    ok(r.PAWN_VALUE_MG == 128 && r.KNIGHT_VALUE_MG == 384 && r.BISHOP_VALUE_MG == 416 && r.ROOK_VALUE_MG == 768 &&
           r.QUEEN_VALUE_MG == 1280,
       "rcx: a pawn 128, the page's knight 384, bishop 416, rook 768, queen 1280");
    /* The page counts no mobility: the ray intersection replaces it, so
     * switching every mobility key off changes nothing under rcx, where
     * it moves classic (which rcx inherits). */
    const char *mob_off = "MOBILITY_KNIGHT_MG=0 MOBILITY_KNIGHT_EG=0 MOBILITY_BISHOP_MG=0 MOBILITY_BISHOP_EG=0 "
                          "MOBILITY_ROOK_MG=0 MOBILITY_ROOK_EG=0 MOB_ZERO=0 MOB_ONE=0 MOB_TWO=0 "
                          "QUEEN_APPROACH_MG=0 QUEEN_APPROACH_EG=0";
    const char *italian = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 1";
    params_t classic = fix_personality("classic", FIX_MG_ONLY);
    ok(fix_part(&classic, italian, mob_off) != 0, "rcx: the mobility keys move classic's score (%d)",
       fix_part(&classic, italian, mob_off));
    is_int(fix_part(&r, italian, mob_off), 0, "rcx: no mobility term is on");
    is_int(fix_part(&r, "4k3/p7/8/8/8/8/1P6/B3K3 w - - 0 1", "RAY_DIVISOR=0 RAY_INTERSECTION_SHIFT=0"),
           (128 / 4) * r.RAY_WEIGHT_PCT / 100, "rcx: Ba1 shut in by b2 gains the pawn's share and no penalty");
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
    /* 10, 8, 4 at 50 %: one diagonal off (Bb4 against e8), 4; Bf7 on one
     * diagonal and two off on the other, 5 + 2. */
    is_int(fix_part(&t, "rnbqkbnr/pppp1ppp/8/4p3/1B1PP3/8/PPP2PPP/RN1QKBNR w KQkq - 0 1", off), 4,
           "tropism: one diagonal off, 4");
    is_int(fix_part(&t, "rnbqkbnr/pppp1Bpp/8/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 0 3", off), 5 + 2,
           "tropism: a bishop on both of the king's diagonals, 5 + 2");
    /* The sum against g8: Nf5 (14 - 4) x 2, Be3 (14 - 7) x 1 (its
     * diagonals three and more off), Re1 (14 - 9) x 1, Qd1 (14 - 10) x 5;
     * at 50 %, then scaled by White's pieces, N + B + R + Q = 2100 of the
     * full 3250.  Black has no piece, so no tropism. */
    is_int(fix_part(&t, "6k1/5ppp/8/5N2/8/4B3/8/1K1QR3 w - - 0 1", "TROPISM_WEIGHT=0"),
           (10 * 2 + 7 * 1 + 5 * 1 + 4 * 5) * 50 / 100 * 2100 / 3250,
           "tropism: Nf5 Be3 Re1 Qd1 at g8, 52 x 50 % x 2100 / 3250");
    is_int(fix_part(&t, "7k/6pp/8/8/8/8/PP6/N5K1 w - - 0 1", "TROPISM_WEIGHT=0"), 0,
           "tropism: Na1 is 14 squares (Manhattan) from h8: it adds nothing");
}

static void fabchess(void)
{
    params_t f = fix_personality("fabchess", NULL), mg = fix_personality("fabchess", FIX_MG_ONLY);
    /* "The endgame scores are divided by 1.5": a pure endgame is two
     * thirds (67 %) of its unscaled score; "no scaling is done for
     * midgame scores". */
    params_t unscaled = f;
    fix_apply(&unscaled, "EG_SCALE_PCT=100");
    const char *pure_eg = "3k4/p7/8/4P3/8/8/P7/4K3 w - - 0 1";
    const char *full = "r1bq1rk1/pp3ppp/2n1pn2/3p2B1/1bPP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8";
    ok(fix_eval(&unscaled, pure_eg) != 0, "fabchess: the endgame has a score to scale (%d)", fix_eval(&unscaled, pure_eg));
    is_int(fix_eval(&f, pure_eg), fix_eval(&unscaled, pure_eg) * 67 / 100, "fabchess: endgame score / 1.5");
    is_int(fix_eval(&f, full), fix_eval(&unscaled, full), "fabchess: middlegame score unscaled");
    /* "A full endgame is reached when there is only one queen and a rook";
     * "phase = 128 * (SUM - EG_LIMIT) / (MG_LIMIT - EG_LIMIT)". */
    static board_t b;
    char err[128];
    eval_ctx_t *ctx = eval_ctx_new(&f);
    fen_parse(&b, "4k3/8/8/8/8/8/8/QR2K3 w - - 0 1", err, sizeof err);
    is_int(eval_phase(ctx, &b), 0, "fabchess: a queen and a rook are a full endgame");
    fen_parse(&b, "1n2k3/8/8/8/8/8/8/QR2K3 w - - 0 1", err, sizeof err);
    ok(eval_phase(ctx, &b) > 0, "fabchess: a queen, a rook and a knight are not (%d)", eval_phase(ctx, &b));
    fen_parse(&b, "1nb1kr2/8/8/8/8/8/8/QR2K3 w - - 0 1", err, sizeof err);
    int sum = f.QUEEN_VALUE_MG + 2 * f.ROOK_VALUE_MG + f.KNIGHT_VALUE_MG + f.BISHOP_VALUE_MG;
    is_int(eval_phase(ctx, &b), 128 * (sum - f.EG_LIMIT) / (f.MG_LIMIT - f.EG_LIMIT),
           "fabchess: phase = 128 x (SUM - EG_LIMIT) / (MG_LIMIT - EG_LIMIT)");
    eval_ctx_free(ctx);
    /* "Pawn attacks to the center of the board (D4,E4,D5,E5)": c3, f3, c4
     * and f4 attack all four; b3 and g3 attack c4 and f4, beside it. */
    const char *centre_off = "PAWN_CENTRE_ATTACK_MG=0 PAWN_CENTRE_ATTACK_EG=0";
    is_int(fix_part(&mg, "4k3/p6p/8/8/2P2P2/2P2P2/8/4K3 w - - 0 1", centre_off), 4 * mg.PAWN_CENTRE_ATTACK_MG,
           "fabchess: the four centre squares d4, e4, d5, e5");
    is_int(fix_part(&mg, "4k3/p6p/8/8/8/1P4P1/8/4K3 w - - 0 1", centre_off), 0,
           "fabchess: c4 and f4 are not centre squares");
    /* The shield: "directly forward adjacent to the king", or "a rank in
     * front" of such a square; "the malus ... contained in a table indexed
     * by the amount of shielding pawns missing"; on file a or h "extended
     * by one square towards the center"; "no enemy pawn on that file (so
     * basically an open file)": an even bigger malus, counted the same way. */
    const char *missing_off = "SHIELD_MISSING=0,0,0", *open_off = "SHIELD_MISSING_OPEN=0,0,0";
    is_int(fix_part(&mg, "6k1/5ppp/8/8/8/6P1/5P1P/6K1 w - - 0 1", missing_off), 0,
           "fabchess: g3 shields as well as g2");
    is_int(fix_part(&mg, "6k1/5ppp/8/8/6P1/8/5P1P/6K1 w - - 0 1", missing_off), mg.SHIELD_MISSING[0],
           "fabchess: g4 does not, one missing");
    is_int(fix_part(&mg, "6k1/5ppp/8/8/8/8/7P/6K1 w - - 0 1", missing_off), mg.SHIELD_MISSING[1],
           "fabchess: f2 and g2 gone, the table's entry for two");
    is_int(fix_part(&mg, "6k1/5ppp/8/8/8/8/6PP/7K w - - 0 1", missing_off), mg.SHIELD_MISSING[0],
           "fabchess: Kh1's shield reaches the f-file");
    is_int(fix_part(&mg, "6k1/5ppp/8/8/8/8/6PP/7K w - - 0 1", "SHIELD_EDGE_WIDE=false"), mg.SHIELD_MISSING[0],
           "fabchess: ... where a two-file shield would miss nothing");
    is_int(fix_part(&mg, "1k6/ppp2p1p/8/8/8/8/5P1P/6K1 w - - 0 1", open_off), mg.SHIELD_MISSING_OPEN[0],
           "fabchess: the missing g-pawn on a file without a Black pawn, the open-file entry");
    is_int(fix_part(&mg, "1k6/ppp2ppp/8/8/8/8/5P1P/6K1 w - - 0 1", open_off), 0,
           "fabchess: Black's g7 pawn: missing, but not on an open file");
    /* The attack: Ne5 hits f7, which no Black pawn or minor defends (g6,
     * which f7 and h7 guard, does not count); Bd3 hits h7 and takes it
     * with a safe check.  Value 2 x ATTACK_KNIGHT... in the page's sum
     * "knight_attacks * KNIGHT_ATTACK_VALUE + knight_safe_check * ...",
     * two attackers: SAFETY_TABLE[value] * ATTACK_WEIGHT[2] / 100. */
    const char *table_off = "ATTACK_TABLE=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";
    int value = mg.ATTACK_KNIGHT + mg.ATTACK_BISHOP + mg.SAFE_CHECK_VALUE[1];
    int two = fix_part(&mg, "6k1/5ppp/8/4N3/8/3B4/5PPP/6K1 w - - 0 1", table_off);
    ok(two == mg.ATTACK_TABLE[value / 4] * mg.ATTACK_WEIGHT_PCT[1] / 100,
       "fabchess: Ne5 and Bd3, value %d: TABLE[%d] x WEIGHT[2 attackers] / 100 (%d)", value, value / 4, two);
    /* With the queen on h5 as well, the same table entry read at the
     * weights the page gives, against 100 % for every count. */
    const char *three = "6k1/5ppp/8/4N2Q/8/3B4/5PPP/6K1 w - - 0 1";
    params_t flat = mg;
    fix_apply(&flat, "ATTACK_WEIGHT_PCT=100,100,100,100,100");
    int entry = fix_part(&flat, three, table_off);
    ok(entry > 0, "fabchess: three attackers read a non-zero entry (%d)", entry);
    is_int(fix_part(&mg, three, table_off), entry * mg.ATTACK_WEIGHT_PCT[2] / 100,
           "fabchess: three attackers weigh it by ATTACK_WEIGHT[3] / 100");
    is_int(fix_part(&mg, "4b1k1/5ppp/8/4N3/8/8/5PPP/6K1 w - - 0 1", table_off), 0,
           "fabchess: Be8 defends f7: the knight's hit does not count");
    /* The Clericus attacker count and multiplier are not the page's. */
    is_int(fix_part(&mg, attackers[2], "ATTACKER_MULT=0,0,0,0,0"), 0, "fabchess: no Clericus multiplier attack");
    /* "A weak passed pawn being an attacked but not defended piece":
     * Ra5 attacks e5, Re1 would defend it; "a passer which is not weak and
     * all the squares upto conversion" defended or not attacked. */
    const char *weak_off = "WEAK_PASSER_MG=0 WEAK_PASSER_EG=0", *free_off = "PASSED_FREE_MG=0 PASSED_FREE_EG=0";
    is_int(fix_part(&mg, "6k1/p7/8/r3P3/8/8/P7/6K1 w - - 0 1", weak_off), mg.WEAK_PASSER_MG,
           "fabchess: e5 attacked by Ra5, undefended: weak");
    is_int(fix_part(&mg, "6k1/p7/8/r3P3/8/8/P7/4R1K1 w - - 0 1", weak_off), 0, "fabchess: Re1 defends it: not weak");
    is_int(fix_part(&mg, "6k1/p7/8/4P3/8/8/P7/6K1 w - - 0 1", weak_off), 0,
           "fabchess: isolated, but nothing attacks it: not weak");
    is_int(fix_part(&mg, "6k1/p7/8/4P3/8/8/P7/6K1 w - - 0 1", free_off), 4 * mg.PASSED_FREE_MG,
           "fabchess: e5 with e6-e8 free of men and attacks: unblocked");
    is_int(fix_part(&mg, "5k2/p7/8/4P3/8/8/P7/6K1 w - - 0 1", free_off), 0,
           "fabchess: Kf8 attacks e7 and e8: blocked");
    is_int(fix_part(&mg, "6k1/p7/8/r3P3/8/8/P7/6K1 w - - 0 1", free_off), 0, "fabchess: a weak passer is not unblocked");
    /* "The knight value is slightly adjusted based on how many pawns are
     * still in the game"; "the bonus for a semi-open file being smaller
     * than the one for the open file". */
    is_int(fix_part(&mg, "4k3/pp6/8/8/8/8/PP6/1N2K3 w - - 0 1", "KNIGHT_PAWN_GONE_MG=0 KNIGHT_PAWN_GONE_EG=0"),
           12 * mg.KNIGHT_PAWN_GONE_MG, "fabchess: the knight with twelve pawns gone");
    ok(f.ROOK_HALF_OPEN_MG < f.ROOK_OPEN_FILE_MG && f.ROOK_HALF_OPEN_EG < f.ROOK_OPEN_FILE_EG &&
           f.QUEEN_HALF_OPEN_MG < f.QUEEN_OPEN_FILE_MG,
       "fabchess: a half-open file is worth less than an open one");
}

int main(void)
{
    eval_init();
    the_machine();
    clericus();
    rcx();
    tropism();
    fabchess();
    return done_testing();
}
