/* test_eval.c -- evaluation: colour symmetry over hundreds of positions
 * (every EPD under tests/data, a few plies deep, each shipped personality
 * plus one with every optional model switched on), the hash and trace paths
 * agreeing, and per term family a position where it fires with the
 * expected sign and size and one where it must not. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "eval/eval.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "params/personality.h"
#include "tap.h"
#include "eval_fixture.h"
#include "util/platform.h"

#include "test_dirs.h"

static board_t b, f;

/* Evaluation with the defaults minus evaluation with the named
 * parameters set to value: what those terms contribute (White's view). */
static int delta(const char *fen, const char *names, const char *value)
{
    params_t d, z;
    params_defaults(&d);
    z = d;
    char buf[256], err[128];
    snprintf(buf, sizeof buf, "%s", names);
    for (char *save = NULL, *n = strtok_r(buf, " ", &save); n; n = strtok_r(NULL, " ", &save))
        if (!params_set_index(&z, params_find(n), value, err, sizeof err))
            diag("%s: %s", n, err);
    return fix_eval(&d, fen) - fix_eval(&z, fen);
}

/* What switching on a term adds (White's view): the evaluation with the
 * defaults, base and on applied, minus the one with the defaults and base. */
static int on_minus_off(const char *fen, const char *base, const char *on)
{
    params_t off, with;
    params_defaults(&off);
    fix_apply(&off, base);
    with = off;
    fix_apply(&with, on);
    return fix_eval(&with, fen) - fix_eval(&off, fen);
}

/* Phase 128 whatever the material, so a middlegame term shows whole. */
/* (Both limits 0 is refused in a personality file, not by params_set.) */
#define MG_ONLY "MG_LIMIT=0 EG_LIMIT=0"

/* Symmetry over one position and its children to depth 'plies'. */
static int symmetric(eval_ctx_t *ctx, board_t *pos, int plies, int *checked)
{
    int bad = 0;
    board_flip(&f, pos);
    int a = evaluate(ctx, pos), c = evaluate(ctx, &f);
    (*checked)++;
    if (a != c) {
        char fen[FEN_MAX];
        fen_write(pos, fen);
        diag("asymmetric: %s gives %d, flipped %d", fen, a, c);
        bad++;
    }
    if (plies > 0) {
        movelist_t ml;
        movegen_legal(pos, &ml);
        for (int i = 0; i < ml.count && i < 6; i++) {
            board_make_move(pos, ml.moves[i]);
            bad += symmetric(ctx, pos, plies - 1, checked);
            board_unmake_move(pos);
        }
    }
    return bad;
}

/* A board that keeps the piece-square sums (as a search board does) stays
 * consistent through moves, captures, promotions, castling and en passant,
 * and evaluates exactly as one that does not. */
static int follow_walk(eval_ctx_t *ctx, eval_ctx_t *plain, board_t *pos, int plies, int *checked)
{
    int bad = 0;
    board_t copy = *pos;
    board_follow_psq(&copy, NULL);
    (*checked)++;
    if (!board_is_consistent(pos) || evaluate(ctx, pos) != evaluate(plain, &copy))
        bad++;
    if (plies > 0) {
        movelist_t ml;
        movegen_legal(pos, &ml);
        for (int i = 0; i < ml.count; i++) {
            board_make_move(pos, ml.moves[i]);
            bad += follow_walk(ctx, plain, pos, plies - 1, checked);
            board_unmake_move(pos);
        }
    }
    return bad;
}

static void follow_psq_suite(const params_t *p)
{
    static const char *fens[] = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    };
    eval_ctx_t *ctx = eval_ctx_new(p), *plain = eval_ctx_new(p);
    int checked = 0, bad = 0;
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        char err[128];
        if (!fen_parse(&b, fens[i], err, sizeof err))
            continue;
        board_follow_psq(&b, eval_psq_table(ctx));
        bad += follow_walk(ctx, plain, &b, 2, &checked);
        board_follow_psq(&b, NULL);
    }
    ok(checked > 2000 && bad == 0, "piece-square sums kept by the board: %d positions, %d wrong", checked, bad);
    eval_ctx_free(ctx);
    eval_ctx_free(plain);
}

static void symmetry_suite(const params_t *p, const char *label)
{
    static const char *files[] = { "perft.epd", "bk.epd", "ecm_gcp.epd", "openings.epd" };
    eval_ctx_t *ctx = eval_ctx_new(p);
    int checked = 0, bad = 0, agree = 1;
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        char path[512], line[512];
        snprintf(path, sizeof path, SRCDIR "/tests/data/%s", files[k]);
        FILE *in = fopen(path, "r");
        if (!in)
            continue;
        while (fgets(line, sizeof line, in)) {
            /* The first four fields are the position (EPD). */
            char fen[256] = "";
            char *save = NULL, *tok = strtok_r(line, " \t\n", &save);
            for (int n = 0; tok && n < 4; n++, tok = strtok_r(NULL, " \t\n", &save)) {
                strcat(fen, tok);
                strcat(fen, " ");
            }
            char err[128];
            if (!fen_parse(&b, fen, err, sizeof err))
                continue;
            bad += symmetric(ctx, &b, 2, &checked);
            /* The trace (no hash) and the search path (hash) agree. */
            eval_trace_t tr;
            eval_trace(ctx, &b, &tr);
            int s = evaluate(ctx, &b);
            if (tr.score != (b.side == WHITE ? s : -s))
                agree = 0;
        }
        fclose(in);
    }
    ok(checked > 500 && bad == 0, "%s: %d positions colour-symmetric (%d failures)", label, checked, bad);
    ok(agree, "%s: trace and hashed evaluation agree", label);
    eval_ctx_free(ctx);
}

/* The core terms: material, pawns, mobility, pieces, outposts, king attack,
 * patterns and the endgame, each where it fires and where it must not. */
static void core_terms(const params_t *def)
{
    /* Material and tempo. */
    ok(fix_eval(def, "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") > 250, "a knight up is > 250");
    is_int(fix_eval(def, FEN_STARTPOS), def->TEMPO_MG, "start position is the tempo bonus");

    /* Pawn structure: doubled pawns (pure endgame: the EG weight). */
    const char *doubled = "4k3/p7/8/8/8/4P3/P3P3/4K3 w - - 0 1";
    is_int(delta(doubled, "DOUBLED_MG DOUBLED_EG", "0"), def->DOUBLED_EG, "doubled e-pawns fire DOUBLED_EG");
    is_int(delta("4k3/p7/8/8/8/3P4/P3P3/4K3 w - - 0 1", "DOUBLED_MG DOUBLED_EG", "0"), 0,
           "no doubled pawns, no penalty");
    /* Passed pawn on e5 (relative rank 5). */
    is_int(delta("4k3/p7/8/4P3/8/8/P7/4K3 w - - 0 1", "PASSED_EG", "0,0,0,0,0,0,0,0"), def->PASSED_EG[4],
           "passer on e5 scores PASSED_EG[5th rank]");
    is_int(delta("4k3/p2p4/8/4P3/8/8/P7/4K3 w - - 0 1", "PASSED_EG", "0,0,0,0,0,0,0,0"), 0,
           "a d7 pawn stops the e5 passer");
    /* Mobility: MOB_ZERO for a boxed-in bishop (a1 behind b2 pawn). */
    ok(delta("4k3/pppp4/8/8/8/8/1P6/B3K3 w - - 0 1", "MOB_ZERO", "0") == def->MOB_ZERO,
       "immobile bishop gets MOB_ZERO");
    is_int(delta("4k3/pppp4/8/8/8/8/8/B3K3 w - - 0 1", "MOB_ZERO", "0"), 0, "free bishop does not");
    /* Mobility counted exactly: Nd4 reaches b3 c2 c6 e6 f3 f5 (not b5,
     * which the c6 pawn guards, nor its own e2 pawn): 6 x 4.  Rd3 reaches
     * four squares up to the d7 pawn it could take, two down, four right,
     * three left: 13 x 4 (no pieces left: the endgame weights). */
    is_int(delta("4k3/p7/2p5/8/3N4/8/P3P3/4K3 w - - 0 1", "MOBILITY_KNIGHT_MG MOBILITY_KNIGHT_EG", "0"),
           6 * def->MOBILITY_KNIGHT_EG, "knight mobility: the six squares no enemy pawn guards");
    is_int(delta("4k3/p2p4/8/8/8/3R4/P3P3/4K3 w - - 0 1", "MOBILITY_ROOK_MG MOBILITY_ROOK_EG", "0"),
           13 * def->MOBILITY_ROOK_EG, "rook mobility: thirteen squares, the capture included");
    /* Middlegame terms on full boards (phase 128, so the MG value). */
    const char *pinned = "r1bqk1nr/pppp1ppp/2n5/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 0 1";
    is_int(delta(pinned, "KNIGHT_PINNED", "0"), def->KNIGHT_PINNED, "Bb4 pins Nc3 to the king");
    is_int(delta("r1bqk1nr/pppp1ppp/2n5/4p3/1b2P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 1", "KNIGHT_PINNED", "0"), 0,
           "the d2 pawn stands between: no pin");
    is_int(delta("rnbqkbnr/pppp1ppp/8/8/5N2/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "MINOR_PAWN_THREAT", "0"),
           def->MINOR_PAWN_THREAT, "g7-g5 would attack the f4 knight");
    is_int(delta("rnbqkbnr/pppp1p1p/8/4P3/5N2/8/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "MINOR_PAWN_THREAT", "0"), 0,
           "no g-pawn, and e5 blocks the e-pawn's double step: no threat");
    const char *rooks = "r2q1rk1/pppbbppp/2n2n2/3p4/3P4/2N1BN2/PPPQBPPP/R4RK1 w - - 0 1";
    is_int(delta(rooks, "ROOK_CONNECTED_MG ROOK_CONNECTED_EG", "0"), def->ROOK_CONNECTED_MG,
           "Ra1 and Rf1 connected, Black's split by the queen");
    is_int(delta("r2q1rk1/pppbbppp/2n2n2/3p4/3P4/2N2N2/PPPQBPPP/R3BRK1 w - - 0 1",
                 "ROOK_CONNECTED_MG ROOK_CONNECTED_EG", "0"),
           0, "a bishop on e1 splits White's rooks too");
    is_int(delta("r2q1rk1/pppbbppp/2n2n2/3p4/3P4/2R1BN2/PPPQBPPP/R4RK1 w - - 0 1",
                 "ROOK_CONNECTED_MG ROOK_CONNECTED_EG", "0"),
           def->ROOK_CONNECTED_MG, "three rooks: a connected pair among them counts");
    /* Outposts: knight on d5, no black c/e pawns to chase it (middlegame). */
    const char *outpost = "r2qk2r/pp3ppp/8/3N4/8/8/PP3PPP/R2QK2R w KQkq - 0 1";
    int d1 = delta(outpost, "KNIGHT_OUTPOST", "false");
    ok(d1 > 0, "knight outpost on d5 fires (%d)", d1);
    is_int(delta("r2qk2r/pp2p1pp/8/3N4/8/8/PP3PPP/R2QK2R w KQkq - 0 1", "KNIGHT_OUTPOST", "false"), 0,
           "an e7 pawn can chase it: no outpost");
    /* Pieces: bishop trapped on a7 by b6. */
    const char *trapped = "4k3/B7/1p6/8/8/8/5PPP/6K1 w - - 0 1";
    ok(delta(trapped, "BISHOP_TRAPPED_A7", "0") < -100, "Ba7 with b6 is trapped");
    is_int(delta("4k3/B7/8/8/8/8/5PPP/6K1 w - - 0 1", "BISHOP_TRAPPED_A7", "0"), 0, "Ba7 without b6 is not");
    /* King attack: Clericus multiplier with three attackers vs one. */
    const char *attack = "r4rk1/ppp2ppp/8/6N1/8/3B4/PPP2PPP/4QRK1 w - - 0 1";
    ok(delta(attack, "ATTACKER_MULT", "0,0,0,0,0") > 0, "several pieces at the king: attack bonus (%d)",
       delta(attack, "ATTACKER_MULT", "0,0,0,0,0"));
    is_int(delta("r4rk1/ppp2ppp/8/8/8/8/PPP2PPP/4R1K1 w - - 0 1", "ATTACKER_MULT", "0,0,0,0,0"), 0,
           "nobody at the king: no attack");
    /* Patterns: the position after Bxh7+ Kxh7 with Ng5 and Qd1-h5 ready. */
    const char *bxh7 = "rnbq1r2/ppp2ppk/4p3/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1";
    ok(delta(bxh7, "BXH7_SACRIFICE", "0") > 0, "Bxh7 sacrifice pattern fires");
    is_int(delta("rnbq1r2/ppp2ppk/4pn2/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1", "BXH7_SACRIFICE", "0"), 0,
           "a knight on f6 defends: no pattern");
    /* Endgame: KPK exact, opposite bishops, a lone minor, the square. */
    is_int(fix_eval(def, "4k3/8/8/4K3/4P3/8/8/8 b - - 0 1"), 0, "KPK with the opposition is a draw");
    ok(fix_eval(def, "4k3/8/8/4K3/4P3/8/8/8 w - - 0 1") > 500, "KPK with the opposition gained is a win");
    is_int(fix_eval(def, "8/8/4k3/8/8/3BK3/8/8 w - - 0 1"), 0, "a lone bishop cannot win");
    int ocb = fix_eval(def, "4k3/4b3/8/8/8/8/P1B2PPP/6K1 w - - 0 1");
    params_t noocb = *def;
    char err[128];
    params_set(&noocb, "endgame", "OPPOSITE_BISHOPS_PCT", "100", err, sizeof err);
    int full = fix_eval(&noocb, "4k3/4b3/8/8/8/8/P1B2PPP/6K1 w - - 0 1");
    ok(ocb == full * def->OPPOSITE_BISHOPS_PCT / 100, "opposite bishops halve the score (%d of %d)", ocb, full);
    ok(delta("8/8/8/8/8/k7/6P1/6K1 w - - 0 1", "UNSTOPPABLE_PASSER", "0") == 0 ||
           fix_eval(def, "8/8/8/8/8/k7/6P1/6K1 w - - 0 1") > 500,
       "KPK: the runaway pawn wins");
    ok(delta("8/8/8/8/k7/8/6PP/6K1 b - - 0 1", "UNSTOPPABLE_PASSER", "0") >= def->UNSTOPPABLE_PASSER,
       "rule of the square: the g-pawn runs");
    is_int(delta("8/8/8/8/8/5k2/6PP/6K1 b - - 0 1", "UNSTOPPABLE_PASSER", "0"), 0,
           "a king in the square: no runaway bonus");
}

/* The seed pages' pawn and structure ideas. */
static void seed_pawn_ideas(const params_t *def)
{
    /* ---- The seed pages' ideas, each off by default: a position where
     * it fires, with its exact size, and one where it must not. */
    /* Clericus after Phalanx: c4-c5 in a Slav structure. */
    is_int(on_minus_off("rnbqkbnr/pp2pppp/2p5/2Pp4/3P4/8/PP2PPPP/RNBQKBNR w KQkq - 0 1", NULL, "C4_C5_CLOSED=-15"),
           -15, "c4_c5_closed: c5 against the c6-d5 chain is discouraged");
    is_int(on_minus_off("rnbqkbnr/pp2pppp/2p5/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 1", NULL, "C4_C5_CLOSED=-15"), 0,
           "c4_c5_closed: the pawn kept on c4 is not");
    /* The e6 branch (QGD / Stonewall chain, the c-pawn still on c7). */
    is_int(on_minus_off("rnbqkbnr/ppp2ppp/4p3/2Pp4/3P4/8/PP2PPPP/RNBQKBNR w KQkq - 0 1", NULL, "C4_C5_CLOSED=-15"),
           -15, "c4_c5_closed: c5 against the e6-d5 chain is discouraged");
    is_int(on_minus_off("rnbqkbnr/ppp1pppp/8/2Pp4/3P4/8/PP2PPPP/RNBQKBNR w KQkq - 0 1", NULL, "C4_C5_CLOSED=-15"), 0,
           "c4_c5_closed: neither c6 nor e6 behind d5, no term");
    /* Clericus: the good bishop in a French chain (White's fixed pawns d4
     * e5 on dark squares, Black's d5 e6 on light): Black lacks his dark
     * bishop, White keeps his light one. */
    is_int(on_minus_off("rnbqk1nr/ppp2ppp/4p3/3pP3/3P4/8/PPP2PPP/RNBQKBNR w KQkq - 0 1", NULL, "GOOD_BISHOP_KEPT=15"),
           15, "good_bishop_kept: only White still has his good bishop");
    is_int(on_minus_off(FEN_STARTPOS, NULL, "GOOD_BISHOP_KEPT=15"), 0, "good_bishop_kept: no fixed centre, no term");
    /* FabChess passer terms (pure endgame). */
    is_int(on_minus_off("3k4/p7/8/4P3/8/8/P7/4K3 w - - 0 1", NULL, "PASSED_FREE_MG=10 PASSED_FREE_EG=10"), 40,
           "passed_free: e5 with e6-e8 empty, 4 x 10");
    is_int(on_minus_off("4k3/p7/8/4P3/8/8/P7/4K3 w - - 0 1", NULL, "PASSED_FREE_MG=10 PASSED_FREE_EG=10"), 0,
           "passed_free: the king on e8 is in its path");
    is_int(on_minus_off("3k4/p7/8/4P3/8/8/P7/4K3 w - - 0 1", NULL, "WEAK_PASSER_MG=-10 WEAK_PASSER_EG=-10"), -10,
           "weak_passer: the isolated e5 passer");
    is_int(on_minus_off("3k4/p7/8/4P3/5P2/8/P7/4K3 w - - 0 1", NULL, "WEAK_PASSER_MG=-10 WEAK_PASSER_EG=-10"), 0,
           "weak_passer: e5 and f4 passers back each other up");
    is_int(on_minus_off("3k4/p7/8/4P3/5P2/8/P7/4K3 w - - 0 1", NULL, "PAWN_SUPPORTED_MG=5 PAWN_SUPPORTED_EG=5"), 5,
           "pawn_supported: f4 defends e5");
    is_int(on_minus_off("3k4/p7/8/4P3/8/8/P7/4K3 w - - 0 1", NULL, "PAWN_SUPPORTED_MG=5 PAWN_SUPPORTED_EG=5"), 0,
           "pawn_supported: no pawn defends another");
    is_int(on_minus_off("3k4/p7/8/4P3/8/8/P7/4K3 w - - 0 1", NULL, "PAWN_MOBILITY_MG=3 PAWN_MOBILITY_EG=3"), 3,
           "pawn_mobility: two white pawns can step, one black");
    is_int(on_minus_off("3k4/8/4p3/4P3/8/8/8/4K3 w - - 0 1", NULL, "PAWN_MOBILITY_MG=3 PAWN_MOBILITY_EG=3"), 0,
           "pawn_mobility: blocked pawns cannot step");
    /* Clericus: the d4 pawn with a neighbour on c4. */
    is_int(on_minus_off("rnbqkbnr/pppppppp/8/8/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 1", NULL, "CENTRE_DUO_C4=true"),
           def->CENTRE_DUO_MG, "centre_duo_c4: c4-d4 counts as a centre duo");
    is_int(on_minus_off("rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 1", NULL, "CENTRE_DUO_C4=true"), 0,
           "centre_duo_c4: d4-e4 counted already, and once");
    /* The d4 pawn defended by a pawn (c3), and alone (middlegame). */
    is_int(delta("rnbqkbnr/pppppppp/8/8/3P4/2P5/PP2PPPP/RNBQKBNR w KQkq - 0 1",
                 "CENTRE_D_SUPPORTED_MG CENTRE_D_SUPPORTED_EG", "0"),
           def->CENTRE_D_SUPPORTED_MG, "centre_d_supported: c3 defends d4");
    is_int(delta("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1",
                 "CENTRE_D_SUPPORTED_MG CENTRE_D_SUPPORTED_EG", "0"),
           0, "centre_d_supported: no pawn defends d4");
    /* Clericus fianchetto: the g3 pawn pays for its hole unless a bishop
     * stands on g2 (Be2 and Bf1 do not guard it); the king's colour
     * weakness waits until no light bishop is left. */
    is_int(on_minus_off("rnbqkbnr/pppppppp/8/8/8/6P1/PPPPBP1P/RNBQK1NR w KQkq - 0 1", NULL, "FIANCHETTO_BISHOP_GONE=true"),
           def->FIANCHETTO_HOLE, "fianchetto_bishop_gone: a bishop on e2 does not guard the hole");
    is_int(on_minus_off("rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQKBNR w KQkq - 0 1", NULL, "FIANCHETTO_BISHOP_GONE=true"),
           def->FIANCHETTO_HOLE, "fianchetto_bishop_gone: nor one still on f1");
    is_int(on_minus_off("rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPBP/RNBQK1NR w KQkq - 0 1", NULL, "FIANCHETTO_BISHOP_GONE=true"),
           0, "fianchetto_bishop_gone: the bishop on g2 does");
    /* An unmoved rook pawn is weak after a fianchetto whose bishop is gone;
     * on the page's reading (FIANCHETTO_BISHOP_GONE) after any fianchetto. */
    is_int(on_minus_off("rn1qkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQK1NR w KQkq - 0 1", NULL, "FIANCHETTO_ROOK_PAWN=-10"),
           -10, "fianchetto_rook_pawn: h2 unmoved beside the bishopless g3");
    is_int(on_minus_off("rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPBP/RNBQK1NR w KQkq - 0 1", "FIANCHETTO_BISHOP_GONE=true",
                        "FIANCHETTO_ROOK_PAWN=-10"),
           -10, "fianchetto_rook_pawn: h2 unmoved with the bishop on g2 (the page's reading)");
    is_int(on_minus_off("rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPBP/RNBQK1NR w KQkq - 0 1", NULL, "FIANCHETTO_ROOK_PAWN=-10"),
           0, "fianchetto_rook_pawn: not with the bishop on g2 otherwise");
    is_int(on_minus_off("rnbqkbnr/pppppppp/8/8/8/6PP/PPPPPPB1/RNBQK1NR w KQkq - 0 1", NULL, "FIANCHETTO_ROOK_PAWN=-10"),
           0, "fianchetto_rook_pawn: the h-pawn has moved");
    is_int(on_minus_off(FEN_STARTPOS, NULL, "FIANCHETTO_ROOK_PAWN=-10"), 0, "fianchetto_rook_pawn: no fianchetto");
    /* Clericus's one weak-pawn table in the endgame too: d4 at -16 and
     * h7 at -10 instead of a flat -12 each (pawns only: phase 0). */
    const char *graded = "WEAK_PAWN=-10,-12,-14,-16,-16,-14,-12,-10 WEAK_PAWN_EG=-12";
    is_int(on_minus_off("4k3/7p/8/8/3P4/8/8/4K3 w - - 0 1", graded, "WEAK_PAWN_EG_BY_FILE=true"), (-16 + 12) - (-10 + 12),
           "weak_pawn_eg_by_file: the isolated d4 pawn costs more than the h7 one");
    is_int(on_minus_off("4k3/6pp/8/8/3P4/2P5/8/4K3 w - - 0 1", graded, "WEAK_PAWN_EG_BY_FILE=true"), 0,
           "weak_pawn_eg_by_file: no weak pawn");
}

/* The rare draw of the Clericus page: a rook pawn (or, one file in, a
 * knight pawn) and the good bishop against a pawn blocked at home. */
static void rare_draw(const params_t *def)
{
    is_int(fix_eval(def, "1k6/p7/P7/8/4K3/3B4/8/8 w - - 0 1"), 0,
           "rare draw: a6 against a7, the light bishop good for a8");
    is_int(fix_eval(def, "1k6/1p6/1P6/8/4K3/4B3/8/8 w - - 0 1"), 0,
           "rare draw: b6 against b7, the dark bishop good for b8");
    ok(fix_eval(def, "1k6/1p6/1P6/8/4K3/3B4/8/8 w - - 0 1") > 300,
       "rare draw: not with the b-pawn's bad (light) bishop");
    ok(fix_eval(def, "1k6/8/p7/P7/4K3/3B4/8/8 w - - 0 1") > 300,
       "rare draw: not when the defender's pawn has left its initial square");
    ok(fix_eval(def, "8/p7/P7/8/4K3/3B4/8/6k1 w - - 0 1") > 300, "rare draw: not with the defending king away");
}

/* The seed pages' piece and threat ideas. */
static void seed_piece_ideas(const params_t *def)
{
    /* Clericus: attacks on stronger pieces. */
    is_int(on_minus_off("4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1", NULL, "ATTACK_STRONGER_MG=10 ATTACK_STRONGER_EG=10"), 10,
           "attack_stronger: Ne3 attacks the d5 rook");
    is_int(on_minus_off("r3k3/8/8/8/8/4N3/8/4K3 w - - 0 1", NULL, "ATTACK_STRONGER_MG=10 ATTACK_STRONGER_EG=10"), 0,
           "attack_stronger: the rook on a8 is out of reach");
    is_int(on_minus_off("4k3/1r5q/8/8/4B3/8/8/4K3 w - - 0 1", NULL, "ATTACK_STRONGER_MG=10 ATTACK_STRONGER_EG=10"),
           2 * 10, "attack_stronger: Be4 attacks the b7 rook and the h7 queen");
    is_int(on_minus_off("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", NULL, "ATTACK_STRONGER_MG=10 ATTACK_STRONGER_EG=10"), 10,
           "attack_stronger: Rd1 attacks the d5 queen");
    is_int(on_minus_off("4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1", NULL, "ATTACK_STRONGER_MG=10 ATTACK_STRONGER_EG=10"), 0,
           "attack_stronger: Rd1 and Rd5 attack each other, equals");
    is_int(on_minus_off("4k3/8/8/3r4/4P3/8/6B1/4K3 w - - 0 1", NULL, "ATTACK_STRONGER_MG=10 ATTACK_STRONGER_EG=10"), 0,
           "attack_stronger: Bg2 sees the d5 rook only through e4");
    /* FabChess: rook mobility without the squares enemy minors hit: Nc3
     * takes a2, a4, b1 and d1 from Ra1 (pure endgame). */
    is_int(on_minus_off("4k3/8/8/8/8/2n5/8/R3K3 w - - 0 1", NULL, "MOBILITY_MINOR_SAFE=true"), -4 * def->MOBILITY_ROOK_EG,
           "mobility_minor_safe: four rook squares the knight guards");
    is_int(on_minus_off("4k3/7n/8/8/8/8/8/R3K3 w - - 0 1", NULL, "MOBILITY_MINOR_SAFE=true"), 0,
           "mobility_minor_safe: a knight on h7 guards none of them");
    is_int(on_minus_off("3k4/8/8/4P3/8/8/8/4RK2 w - - 0 1", NULL, "ROOK_BEHIND_PASSER_MG=10 ROOK_BEHIND_PASSER_EG=10"),
           10, "rook_behind_passer: Re1 behind e5");
    is_int(on_minus_off("4R3/8/8/8/4p3/8/8/3k2K1 w - - 0 1", NULL, "ROOK_BEHIND_PASSER_MG=10 ROOK_BEHIND_PASSER_EG=10"),
           10, "rook_behind_passer: Re8 behind Black's e4 passer");
    is_int(on_minus_off("3k4/8/4R3/4P3/8/8/8/5K2 w - - 0 1", NULL, "ROOK_BEHIND_PASSER_MG=10 ROOK_BEHIND_PASSER_EG=10"),
           0, "rook_behind_passer: Re6 is in front of it");
    is_int(on_minus_off("4k3/p7/8/8/8/8/P7/3QK3 w - - 0 1", NULL, "QUEEN_OPEN_FILE_MG=10 QUEEN_OPEN_FILE_EG=10"), 10,
           "queen_open_file: Qd1 on the open d-file");
    is_int(on_minus_off("4k3/p7/8/8/8/8/P7/Q3K3 w - - 0 1", NULL, "QUEEN_OPEN_FILE_MG=10 QUEEN_OPEN_FILE_EG=10"), 0,
           "queen_open_file: Qa1 behind its a-pawn");
    is_int(on_minus_off("4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1", NULL, "KNIGHT_SUPPORTED_MG=10 KNIGHT_SUPPORTED_EG=10"), 10,
           "knight_supported: e4 defends Nd5");
    is_int(on_minus_off("4k3/8/2N5/8/4P3/8/8/4K3 w - - 0 1", NULL, "KNIGHT_SUPPORTED_MG=10 KNIGHT_SUPPORTED_EG=10"), 0,
           "knight_supported: Nc6 stands alone");
    /* Threats: a pawn attacking a piece, men attacked and undefended. */
    is_int(on_minus_off("r3k3/7p/8/3n4/4P3/8/7P/R3K3 w - - 0 1", NULL, "THREAT_BY_PAWN_MG=10 THREAT_BY_PAWN_EG=10"), 10,
           "threat_by_pawn: e4 attacks the d5 knight");
    is_int(on_minus_off("r3k3/7p/8/4n3/4P3/8/7P/R3K3 w - - 0 1", NULL, "THREAT_BY_PAWN_MG=10 THREAT_BY_PAWN_EG=10"), 0,
           "threat_by_pawn: a pawn does not attack the square in front of it");
    is_int(on_minus_off("r3k3/7p/8/3p4/4N3/8/7P/R3K3 w - - 0 1", NULL, "THREAT_BY_PAWN_MG=10 THREAT_BY_PAWN_EG=10"), -10,
           "threat_by_pawn: Black's d5 attacks the e4 knight");
    is_int(on_minus_off("4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1", NULL, "HANGING_PIECE_MG=10 HANGING_PIECE_EG=10"), 10,
           "hanging_piece: Ne3 attacks the undefended d5 rook");
    is_int(on_minus_off("4k3/8/4p3/3r4/8/4N3/8/4K3 w - - 0 1", NULL, "HANGING_PIECE_MG=10 HANGING_PIECE_EG=10"), 0,
           "hanging_piece: e6 defends the rook");
    is_int(on_minus_off("4k3/8/8/3R4/8/4n3/8/6K1 w - - 0 1", NULL, "HANGING_PIECE_MG=10 HANGING_PIECE_EG=10"), -10,
           "hanging_piece: Black's Ne3 attacks the undefended d5 rook");
    is_int(on_minus_off("r3k3/7p/8/3p4/8/4N3/7P/R3K3 w - - 0 1", NULL, "HANGING_PAWN_MG=10 HANGING_PAWN_EG=10"), 10,
           "hanging_pawn: Ne3 attacks the undefended d5 pawn");
    is_int(on_minus_off("r3k3/7p/4p3/3p4/8/4N3/7P/R3K3 w - - 0 1", NULL, "HANGING_PAWN_MG=10 HANGING_PAWN_EG=10"), 0,
           "hanging_pawn: e6 defends d5");
    is_int(on_minus_off("6k1/5ppp/8/4N3/8/8/5PPP/6K1 w - - 0 1", NULL, "KING_ZONE_WEAK_MG=10 KING_ZONE_WEAK_EG=10"), 10,
           "king_zone_weak: Ne5 attacks f7, which only the king defends (f7 and h7 guard g6)");
    is_int(on_minus_off("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", NULL, "KING_ZONE_WEAK_MG=10 KING_ZONE_WEAK_EG=10"), 0,
           "king_zone_weak: nothing attacks the zone");
    is_int(on_minus_off("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", NULL, "MOBILITY_QUEEN_MG=1 MOBILITY_QUEEN_EG=1"), 17,
           "mobility_queen: Qa1 reaches 17 squares");
    is_int(on_minus_off("4k3/8/8/8/8/1p6/8/Q3K3 w - - 0 1", NULL, "MOBILITY_QUEEN_MG=1 MOBILITY_QUEEN_EG=1"), 16,
           "mobility_queen: not a2, which the b3 pawn guards");
}

/* The seed pages' king safety ideas. */
static void seed_king_ideas(const params_t *def)
{
    /* A king castled long is not a centre king when the c-file is not
     * centre; a king on d1 without rights still is. */
    is_int(on_minus_off("6k1/5ppp/8/8/8/8/PPP5/2KR4 w - - 0 1", MG_ONLY, "KING_CENTRE_C_FILE=false"),
           -def->KING_CENTRE_NO_CASTLE, "king_centre_c_file: Kc1 after O-O-O is not charged");
    is_int(on_minus_off("6k1/5ppp/8/8/8/8/PPP5/3K3R w - - 0 1", MG_ONLY, "KING_CENTRE_C_FILE=false"), 0,
           "king_centre_c_file: Kd1 without castling rights still is");
        /* FabChess king safety. */
    is_int(on_minus_off("6k1/5p1p/8/8/4N3/8/5PPP/6K1 w - - 0 1", MG_ONLY, "SAFE_CHECK=10"), 10,
           "safe_check: Ne4 can check from f6, which no pawn guards");
    is_int(on_minus_off("6k1/5ppp/8/8/4N3/8/5PPP/6K1 w - - 0 1", MG_ONLY, "SAFE_CHECK=10"), 0,
           "safe_check: with g7 back, f6 is guarded");
    is_int(on_minus_off("6k1/ppp2ppp/8/6N1/8/3B4/PPP2PPP/4QRK1 w - - 0 1", MG_ONLY,
                        "ATTACK_TABLE=100,100,100,100,100,100,100,100,100,100,100,100,100,100,100,100"),
           100, "attack_table: White's attack reads the table");
    is_int(on_minus_off("6k1/ppp2ppp/8/8/8/8/PPP2PPP/R5K1 w - - 0 1", MG_ONLY,
                        "ATTACK_TABLE=100,100,100,100,100,100,100,100,100,100,100,100,100,100,100,100"),
           0, "attack_table: no attacker, no entry");
    is_int(on_minus_off("6k1/5ppp/8/8/8/8/5PPP/7K w - - 0 1", MG_ONLY, "SHIELD_EDGE_WIDE=true"), def->PROT_PAWN,
           "shield_edge_wide: Kh1 counts the f2 pawn too");
    is_int(on_minus_off("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", MG_ONLY, "SHIELD_EDGE_WIDE=true"), 0,
           "shield_edge_wide: Kg1 has three files anyway");
    /* CPW draft: the shield scaled by the enemy's pieces.  White's 3 x 8
     * scales by Black's queen (980 of 3260): 7; Black's bare 3 x -15 by
     * White's nothing: 0.  Net (7 - 24) - (0 + 45) = -62. */
    is_int(on_minus_off("3q2k1/8/8/8/8/8/5PPP/6K1 w - - 0 1", MG_ONLY, "SHIELD_SCALED=true"), -62,
           "shield_scaled: the shields shrink with the enemy's pieces");
    is_int(on_minus_off(FEN_STARTPOS, MG_ONLY, "SHIELD_SCALED=true"), 0, "shield_scaled: full material, full shield");
    /* CPW draft: the bishop's graded diagonals (full material, so the
     * material scaling is exact): Bb5 on e8's diagonal, Bc4 two off. */
    const char *trop = "MODEL=tropism TROPISM_WEIGHT=100 " MG_ONLY;
    is_int(on_minus_off("rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1", trop,
                        "TROPISM_BISHOP_DIAGONALS=5,4,2"),
           5, "tropism_bishop_diagonals: Bb5 on the king's diagonal (d7 between), 5");
    is_int(on_minus_off("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1", trop,
                        "TROPISM_BISHOP_DIAGONALS=5,4,2"),
           2, "tropism_bishop_diagonals: Bc4 two diagonals off, 2");
    is_int(on_minus_off(FEN_STARTPOS, trop, "TROPISM_BISHOP_DIAGONALS=5,4,2"), 0,
           "tropism_bishop_diagonals: bishops at home are far from both diagonals");
    /* Bb4 one diagonal off e8's (b4-e7), 4; Bf7 on the king's diagonal
     * one way (f7-e8) and two off the other (f7-g6 against e8-h5): 5 + 2. */
    is_int(on_minus_off("rnbqkbnr/pppp1ppp/8/4p3/1B1PP3/8/PPP2PPP/RN1QKBNR w KQkq - 0 1", trop,
                        "TROPISM_BISHOP_DIAGONALS=5,4,2"),
           4, "tropism_bishop_diagonals: Bb4 one diagonal off, 4");
    is_int(on_minus_off("rnbqkbnr/pppp1Bpp/8/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 0 3", trop,
                        "TROPISM_BISHOP_DIAGONALS=5,4,2"),
           5 + 2, "tropism_bishop_diagonals: Bf7 scores on both of the king's diagonals, 5 + 2");
}

/* RCX ray intersection and the Bxh7 pattern after the king stepped up. */
static void seed_rcx_and_patterns(const params_t *def)
{
    /* RCX scaled: a tenth of Ra1's 320/4 + 90/5 (98), rounded down. */
    is_int(on_minus_off("4k3/8/8/p7/8/N7/8/R3K3 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_WEIGHT_PCT=10"), 9 - 98,
           "ray_weight_pct: a tenth of the ray sum");
    is_int(on_minus_off("4k3/8/8/8/8/8/8/R6K w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_WEIGHT_PCT=10"), 0,
           "ray_weight_pct: nothing on the rays, nothing to scale");
    /* RCX: Ra1 meets Na3 (320 / 4) and then a5 (90 / 5). */
    is_int(on_minus_off("4k3/8/8/p7/8/N7/8/R3K3 w - - 0 1", MG_ONLY, "RAY_DIVISOR=4"), 80 + 18,
           "ray_divisor: 320/4 + 90/5");
    is_int(on_minus_off("4k3/8/8/8/8/8/8/R6K w - - 0 1", MG_ONLY, "RAY_DIVISOR=4"), 0,
           "ray_divisor: nothing but a king on the rays, and kings are skipped");
    is_int(on_minus_off("4k3/8/8/8/8/8/8/R6K w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_KING_VALUE=500"), 125,
           "ray_king_value: the h1 king met at 500 / 4");
    is_int(on_minus_off("4k3/8/8/8/8/8/1K6/R7 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_KING_VALUE=500"), 0,
           "ray_king_value: no king on the rook's rays");
    is_int(on_minus_off("4k3/7p/8/3p4/8/4N3/P7/4K3 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_SHORT_ATTACKS=true"),
           def->PAWN_VALUE_MG / 4, "ray_short_attacks: Ne3 attacks the d5 pawn");
    is_int(on_minus_off("4k3/7p/3p4/8/8/4N3/P7/4K3 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_SHORT_ATTACKS=true"), 0,
           "ray_short_attacks: nothing on an attacked square");
    /* The king and the pawns: Ke1 touches its d2 pawn (90 / 4); White's
     * d4 pawn hits the c5 knight (320 / 4), Black's d4 pawn the c3 knight
     * (down the board, for Black); nothing else stands on an attacked
     * square. */
    is_int(on_minus_off("4k3/p7/8/8/8/8/3P3P/4K3 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_SHORT_ATTACKS=true"),
           def->PAWN_VALUE_MG / 4, "ray_short_attacks: Ke1 attacks the d2 pawn");
    is_int(on_minus_off("4k3/p7/8/8/8/3P4/7P/4K3 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_SHORT_ATTACKS=true"), 0,
           "ray_short_attacks: nothing beside the kings");
    is_int(on_minus_off("4k3/p7/8/2n5/3P4/8/P7/4K3 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_SHORT_ATTACKS=true"),
           def->KNIGHT_VALUE_MG / 4, "ray_short_attacks: the d4 pawn attacks the c5 knight");
    is_int(on_minus_off("4k3/p7/8/8/3p4/2N5/7P/4K3 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_SHORT_ATTACKS=true"),
           -def->KNIGHT_VALUE_MG / 4, "ray_short_attacks: Black's d4 pawn attacks the c3 knight");
    is_int(on_minus_off("4k3/p7/8/3n4/3P4/8/P7/4K3 w - - 0 1", MG_ONLY " RAY_DIVISOR=4", "RAY_SHORT_ATTACKS=true"), 0,
           "ray_short_attacks: the d5 knight in front of the d4 pawn is not attacked");
    /* Bxh7 after ...Kg6. */
    is_int(on_minus_off("rnbq1r2/ppp2pp1/4p1k1/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1", MG_ONLY,
                        "BXH7_KING_ADVANCED=true"),
           def->BXH7_SACRIFICE, "bxh7_king_advanced: the king on g6 is still hunted");
    is_int(on_minus_off("rnbq1r2/ppp2pp1/4pnk1/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1", MG_ONLY,
                        "BXH7_KING_ADVANCED=true"),
           0, "bxh7_king_advanced: a knight on f6 defends");
    /* ...Kh6 instead of ...Kg6: the pattern is the same. */
    is_int(on_minus_off("rnbq1r2/ppp2pp1/4p2k/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1", MG_ONLY,
                        "BXH7_KING_ADVANCED=true"),
           def->BXH7_SACRIFICE, "bxh7_king_advanced: the king on h6 is still hunted");
    is_int(on_minus_off("rnbq1r2/ppp3p1/4pp1k/3pP1N1/3P4/8/PPP2PPP/R2QK2R b KQ - 0 1", MG_ONLY,
                        "BXH7_KING_ADVANCED=true"),
           0, "bxh7_king_advanced: with the king on h6 an f6 pawn guards g5");
}

/* The FabChess page's own terms (fabchess.c), each where it fires and
 * where it must not; the switches against the definitions they replace. */
static void seed_fabchess_ideas(void)
{
    /* Pawn attacks on d4, e4, d5, e5 (a square attacked twice counts once). */
    const char *centre = "PAWN_CENTRE_ATTACK_MG=10 PAWN_CENTRE_ATTACK_EG=10";
    is_int(on_minus_off("4k3/p7/8/8/8/2P1P3/P7/4K3 w - - 0 1", NULL, centre), 10,
           "pawn_centre_attack: c3 and e3 both attack d4, one square");
    is_int(on_minus_off("4k3/p7/8/8/3PP3/8/P7/4K3 w - - 0 1", NULL, centre), 20,
           "pawn_centre_attack: d4 and e4 attack e5 and d5");
    is_int(on_minus_off("4k3/p7/3p4/8/8/8/P7/4K3 w - - 0 1", NULL, centre), -10,
           "pawn_centre_attack: Black's d6 attacks e5");
    is_int(on_minus_off("4k3/p7/8/8/8/P6P/8/4K3 w - - 0 1", NULL, centre), 0,
           "pawn_centre_attack: a3 and h3 attack no centre square");
    /* The knight by the pawns gone from the sixteen. */
    const char *knight = "KNIGHT_PAWN_GONE_MG=-2 KNIGHT_PAWN_GONE_EG=-2";
    is_int(on_minus_off("4k3/pp6/8/8/8/8/PP6/1N2K3 w - - 0 1", NULL, knight), -24,
           "knight_pawn_gone: twelve pawns gone, -2 each");
    is_int(on_minus_off("4k3/pppppppp/8/8/8/8/PPPPPPPP/1N2K3 w - - 0 1", NULL, knight), 0,
           "knight_pawn_gone: all sixteen pawns on the board");
    is_int(on_minus_off("1n2k3/pp6/8/8/8/8/PP6/1N2K3 w - - 0 1", NULL, knight), 0,
           "knight_pawn_gone: a knight each, the same for both");
    /* A bishop's own pawns on its diagonal neighbours. */
    const char *diag = "BISHOP_OWN_PAWN_DIAG_MG=-5 BISHOP_OWN_PAWN_DIAG_EG=-5";
    is_int(on_minus_off("4k3/p7/8/8/8/1P1P4/2B5/4K3 w - - 0 1", NULL, diag), -10,
           "bishop_own_pawn_diag: Bc2 with pawns on b3 and d3");
    is_int(on_minus_off("4k3/p7/8/8/8/1p1P4/2B5/4K3 w - - 0 1", NULL, diag), -5,
           "bishop_own_pawn_diag: an enemy pawn on b3 does not count");
    is_int(on_minus_off("4k3/p7/8/8/8/2P5/2B5/4K3 w - - 0 1", NULL, diag), 0,
           "bishop_own_pawn_diag: c3 is in front, not diagonal");
    /* The queen on a half-open file. */
    const char *queen = "QUEEN_HALF_OPEN_MG=10 QUEEN_HALF_OPEN_EG=10";
    is_int(on_minus_off("4k3/p2p4/8/8/8/8/P7/3QK3 w - - 0 1", NULL, queen), 10,
           "queen_half_open: Qd1 with only Black's d7 pawn on the file");
    is_int(on_minus_off("4k3/p7/8/8/8/8/P7/3QK3 w - - 0 1", NULL, queen), 0,
           "queen_half_open: an open file is not half-open");
    is_int(on_minus_off("4k3/p2p4/8/8/8/8/P2P4/3QK3 w - - 0 1", NULL, queen), 0,
           "queen_half_open: behind its own d2 pawn");
    /* The shield by the number missing; one or two squares in front. */
    const char *missing = "SHIELD_MISSING=-10,-20,-30";
    is_int(on_minus_off("6k1/5ppp/8/8/8/8/5P1P/6K1 w - - 0 1", MG_ONLY, missing), -10,
           "shield_missing: g2 gone, one missing");
    is_int(on_minus_off("6k1/5ppp/8/8/8/8/7P/6K1 w - - 0 1", MG_ONLY, missing), -20,
           "shield_missing: f2 and g2 gone, two missing");
    is_int(on_minus_off("6k1/5ppp/8/8/8/6P1/5P1P/6K1 w - - 0 1", MG_ONLY, missing), 0,
           "shield_missing: g3 still shields");
    is_int(on_minus_off("6k1/5ppp/8/8/6P1/8/5P1P/6K1 w - - 0 1", MG_ONLY, missing), -10,
           "shield_missing: g4 is too far in front");
    const char *open = "SHIELD_MISSING_OPEN=-5,-15,-25";
    is_int(on_minus_off("1k6/ppp5/8/8/8/8/5P1P/6K1 w - - 0 1", MG_ONLY, open), -5,
           "shield_missing_open: g2 gone and no Black pawn on the g-file");
    is_int(on_minus_off("1k6/ppp3p1/8/8/8/8/5P1P/6K1 w - - 0 1", MG_ONLY, open), 0,
           "shield_missing_open: Black's g7 pawn closes the file");
    /* The page's king attack, read through a table of 10, 20, ... 160:
     * Nd5 can check safely from e7 (f6 is g7's), Ne5 hits f7, which only
     * the king defends; a bishop on d8 or e8 guards those squares. */
    const char *fab = MG_ONLY " ATTACK_SAFE_SQUARES=true "
                      "ATTACK_TABLE=10,20,30,40,50,60,70,80,90,100,110,120,130,140,150,160";
    is_int(on_minus_off("6k1/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1", fab, "SAFE_CHECK_VALUE=4,4,4,4"), 10,
           "safe_check_value: the check from e7 adds 4, the next entry");
    is_int(on_minus_off("3b2k1/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1", fab, "SAFE_CHECK_VALUE=4,4,4,4"), 0,
           "safe_check_value: Bd8 guards e7, no safe check");
    is_int(on_minus_off("6k1/5ppp/8/4N3/8/8/5PPP/6K1 w - - 0 1", fab, "ATTACK_KNIGHT=8"), 20,
           "attack_safe_squares: Ne5's hit on f7 counts 8 instead of 2");
    is_int(on_minus_off("4b1k1/5ppp/8/4N3/8/8/5PPP/6K1 w - - 0 1", fab, "ATTACK_KNIGHT=8"), 0,
           "attack_safe_squares: Be8 defends f7, no hit to count");
    is_int(on_minus_off("6k1/5ppp/8/4N3/8/8/5PPP/6K1 w - - 0 1", fab, "ATTACK_WEIGHT_PCT=50,100,100,100,100"), -5,
           "attack_weight_pct: one attacker at 50 %");
    is_int(on_minus_off("6k1/5ppp/8/4N3/8/3B4/5PPP/6K1 w - - 0 1", fab, "ATTACK_WEIGHT_PCT=50,100,100,100,100"), 0,
           "attack_weight_pct: two attackers read the second entry");
    is_int(on_minus_off("6k1/5ppp/8/4N3/8/8/5PPP/6K1 w - - 0 1",
                        MG_ONLY " ATTACK_TABLE=10,20,30,40,50,60,70,80,90,100,110,120,130,140,150,160",
                        "ATTACK_SAFE_SQUARES=true"),
           -10, "attack_safe_squares: g6, which Black's pawns guard, no longer counts (2, not 4: 10, not 20)");
    /* The weak passer: attacked and not defended (Ra5 hits e5, Re1
     * defends it); an isolated passer nothing attacks is not weak. */
    const char *weak = "WEAK_PASSER_MG=-10 WEAK_PASSER_EG=-10";
    is_int(on_minus_off("6k1/p7/8/r3P3/8/8/P7/6K1 w - - 0 1", "WEAK_PASSER_ATTACKED=true", weak), -10,
           "weak_passer_attacked: Ra5 attacks e5, nothing defends it");
    is_int(on_minus_off("6k1/p7/8/r3P3/8/8/P7/4R1K1 w - - 0 1", "WEAK_PASSER_ATTACKED=true", weak), 0,
           "weak_passer_attacked: Re1 defends e5");
    is_int(on_minus_off("6k1/p7/8/4P3/8/8/P7/6K1 w - - 0 1", weak, "WEAK_PASSER_ATTACKED=true"), 10,
           "weak_passer_attacked: isolated but unattacked, no longer weak");
    /* The unblocked passer: e5's path e6-e8 empty and safe. */
    const char *free_on = "PASSED_FREE_MG=10 PASSED_FREE_EG=10";
    is_int(on_minus_off("6k1/p7/8/4P3/8/8/P7/6K1 w - - 0 1", "PASSED_FREE_SAFE=true", free_on), 40,
           "passed_free_safe: nothing attacks e6-e8, 10 per rank");
    is_int(on_minus_off("5k2/p7/8/4P3/8/8/P7/6K1 w - - 0 1", "PASSED_FREE_SAFE=true", free_on), 0,
           "passed_free_safe: Kf8 covers e7 and e8");
    is_int(on_minus_off("5k2/p2K4/8/4P3/8/8/P7/8 w - - 0 1", "PASSED_FREE_SAFE=true", free_on), 40,
           "passed_free_safe: Kd7 defends what Kf8 attacks");
    is_int(on_minus_off("5k2/p7/8/4P3/8/8/P7/6K1 w - - 0 1", free_on, "PASSED_FREE_SAFE=true"), -40,
           "passed_free_safe: an empty path alone no longer counts");
    is_int(on_minus_off("6k1/p7/8/r3P3/8/8/P7/6K1 w - - 0 1", "PASSED_FREE_SAFE=true", free_on), 0,
           "passed_free_safe: a weak passer is not unblocked");
}

/* FabChess's endgame scaling and phase. */
static void endgame_scaling(const params_t *def)
{
    /* FabChess: the endgame part in percent; Q+R as an endgame. */
    params_t half = *def;
    fix_apply(&half, "EG_SCALE_PCT=50");
    const char *pure_eg = "3k4/p7/8/4P3/8/8/P7/4K3 w - - 0 1";
    is_int(fix_eval(&half, pure_eg), fix_eval(def, pure_eg) * 50 / 100, "eg_scale_pct: half the endgame score");
    is_int(fix_eval(&half, FEN_STARTPOS), fix_eval(def, FEN_STARTPOS), "eg_scale_pct: the opening is untouched");
    /* FabChess divides the endgame score by 1.5: 67 %, truncated
     * toward zero in the blend.  In a pure endgame that is the whole
     * score; halfway through the phase only the EG column shrinks. */
    params_t fab67 = *def;
    fix_apply(&fab67, "EG_SCALE_PCT=67");
    int eg_only = fix_eval(def, pure_eg);
    is_int(fix_eval(&fab67, pure_eg), eg_only * 67 / 100, "eg_scale_pct: 67 divides the endgame score by 1.5");
    const char *mixed = "r3k3/1p3ppp/2n5/8/3N4/8/PP3PPP/R3K3 w - - 0 1";
    eval_trace_t tr;
    char err3[128];
    fen_parse(&b, mixed, err3, sizeof err3);
    eval_ctx_t *c3 = eval_ctx_new(def);
    eval_trace(c3, &b, &tr);
    eval_ctx_free(c3);
    int mg = 0, eg = 0;
    for (int t = 0; t < tr.nterms; t++) {
        mg += tr.mg[t][WHITE] - tr.mg[t][BLACK];
        eg += tr.eg[t][WHITE] - tr.eg[t][BLACK];
    }
    ok(tr.phase > 0 && tr.phase < 128 && tr.score == tr.blended && eg * 67 / 100 != eg,
       "eg_scale_pct: the mixed position is between the phases (%d/128), its EG column %d", tr.phase, eg);
    is_int(fix_eval(&fab67, mixed), (mg * tr.phase + eg * 67 / 100 * (128 - tr.phase)) / 128,
           "eg_scale_pct: at 67 only the EG column of a mixed position shrinks");
    params_t fab = *def;
    fix_apply(&fab, "EG_LIMIT=1470");
    char err2[128];
    fen_parse(&b, "4k3/8/8/8/8/8/8/QR2K3 w - - 0 1", err2, sizeof err2);
    eval_ctx_t *c1 = eval_ctx_new(def), *c2 = eval_ctx_new(&fab);
    is_int(eval_phase(c1, &b), 12, "phase: queen + rook is phase 12 with the default EG_LIMIT");
    is_int(eval_phase(c2, &b), 0, "phase: EG_LIMIT 1470 makes queen + rook an endgame (FabChess)");
    eval_ctx_free(c1);
    eval_ctx_free(c2);
}

int main(void)
{
    eval_init();
    params_t def;
    params_defaults(&def);

    follow_psq_suite(&def);

    /* Symmetry: defaults, every shipped personality, everything on. */
    symmetry_suite(&def, "defaults");
    platform_setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities");
    personality_entry_t *list = NULL;
    int n = personality_list(&list, NULL);
    personality_t *pers = malloc(sizeof *pers);
    for (int i = 0; i < n; i++)
        if (personality_load(list[i].file, pers, NULL))
            symmetry_suite(&pers->params, list[i].name);
    free(list);
    free(pers);
    params_t all = def;
    char err[128];
    params_set(&all, "king_safety", "MODEL", "both", err, sizeof err);
    params_set(&all, "rcx", "RAY_INTERSECTION_SHIFT", "5", err, sizeof err);
    symmetry_suite(&all, "every model on");

    core_terms(&def);
    seed_pawn_ideas(&def);
    seed_piece_ideas(&def);
    seed_king_ideas(&def);
    seed_rcx_and_patterns(&def);
    seed_fabchess_ideas();
    rare_draw(&def);
    endgame_scaling(&def);
    return done_testing();
}
