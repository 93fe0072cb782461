/* test_eval.c -- evaluation: colour symmetry over hundreds of positions
 * (every EPD under tests/data, a few plies deep, each shipped personality
 * plus one with every optional model switched on), the hash and trace paths
 * agreeing, and per term family a position where it fires with the
 * expected sign and size and one where it must not. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "eval/eval.h"
#include "fen.h"
#include "movegen.h"
#include "personality.h"
#include "tap.h"

#ifndef SRCDIR
#define SRCDIR "."
#endif

static board_t b, f;

/* White's-view evaluation of fen under p. */
static int eval_fen(const params_t *p, const char *fen)
{
    char err[128];
    if (!fen_parse(&b, fen, err, sizeof err)) {
        diag("bad FEN %s: %s", fen, err);
        return 99999;
    }
    eval_ctx_t *ctx = eval_ctx_new(p);
    int s = evaluate(ctx, &b);
    eval_ctx_free(ctx);
    return b.side == WHITE ? s : -s;
}

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
    return eval_fen(&d, fen) - eval_fen(&z, fen);
}

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
        gen_legal(pos, &ml);
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
        gen_legal(pos, &ml);
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

int main(void)
{
    eval_init();
    params_t def;
    params_defaults(&def);

    follow_psq_suite(&def);

    /* Symmetry: defaults, every shipped personality, everything on. */
    symmetry_suite(&def, "defaults");
    setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities", 1);
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

    /* Material and tempo. */
    ok(eval_fen(&def, "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") > 250, "a knight up is > 250");
    is_int(eval_fen(&def, FEN_STARTPOS), def.TEMPO_MG, "start position is the tempo bonus");

    /* Pawn structure: doubled pawns (pure endgame: the EG weight). */
    const char *doubled = "4k3/p7/8/8/8/4P3/P3P3/4K3 w - - 0 1";
    is_int(delta(doubled, "DOUBLED_MG DOUBLED_EG", "0"), def.DOUBLED_EG, "doubled e-pawns fire DOUBLED_EG");
    is_int(delta("4k3/p7/8/8/8/3P4/P3P3/4K3 w - - 0 1", "DOUBLED_MG DOUBLED_EG", "0"), 0,
           "no doubled pawns, no penalty");
    /* Passed pawn on e5 (relative rank 5). */
    is_int(delta("4k3/p7/8/4P3/8/8/P7/4K3 w - - 0 1", "PASSED_EG", "0,0,0,0,0,0,0,0"), def.PASSED_EG[4],
           "passer on e5 scores PASSED_EG[5th rank]");
    is_int(delta("4k3/p2p4/8/4P3/8/8/P7/4K3 w - - 0 1", "PASSED_EG", "0,0,0,0,0,0,0,0"), 0,
           "a d7 pawn stops the e5 passer");
    /* Mobility: MOB_ZERO for a boxed-in bishop (a1 behind b2 pawn). */
    ok(delta("4k3/pppp4/8/8/8/8/1P6/B3K3 w - - 0 1", "MOB_ZERO", "0") == def.MOB_ZERO,
       "immobile bishop gets MOB_ZERO");
    is_int(delta("4k3/pppp4/8/8/8/8/8/B3K3 w - - 0 1", "MOB_ZERO", "0"), 0, "free bishop does not");
    /* Mobility counted exactly: Nd4 reaches b3 c2 c6 e6 f3 f5 (not b5,
     * which the c6 pawn guards, nor its own e2 pawn): 6 x 4.  Rd3 reaches
     * four squares up to the d7 pawn it could take, two down, four right,
     * three left: 13 x 4 (no pieces left: the endgame weights). */
    is_int(delta("4k3/p7/2p5/8/3N4/8/P3P3/4K3 w - - 0 1", "MOBILITY_KNIGHT_MG MOBILITY_KNIGHT_EG", "0"),
           6 * def.MOBILITY_KNIGHT_EG, "knight mobility: the six squares no enemy pawn guards");
    is_int(delta("4k3/p2p4/8/8/8/3R4/P3P3/4K3 w - - 0 1", "MOBILITY_ROOK_MG MOBILITY_ROOK_EG", "0"),
           13 * def.MOBILITY_ROOK_EG, "rook mobility: thirteen squares, the capture included");
    /* Middlegame terms on full boards (phase 128, so the MG value). */
    const char *pinned = "r1bqk1nr/pppp1ppp/2n5/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 0 1";
    is_int(delta(pinned, "KNIGHT_PINNED", "0"), def.KNIGHT_PINNED, "Bb4 pins Nc3 to the king");
    is_int(delta("r1bqk1nr/pppp1ppp/2n5/4p3/1b2P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 1", "KNIGHT_PINNED", "0"), 0,
           "the d2 pawn stands between: no pin");
    is_int(delta("rnbqkbnr/pppp1ppp/8/8/5N2/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "MINOR_PAWN_THREAT", "0"),
           def.MINOR_PAWN_THREAT, "g7-g5 would attack the f4 knight");
    is_int(delta("rnbqkbnr/pppp1p1p/8/4P3/5N2/8/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "MINOR_PAWN_THREAT", "0"), 0,
           "no g-pawn, and e5 blocks the e-pawn's double step: no threat");
    const char *rooks = "r2q1rk1/pppbbppp/2n2n2/3p4/3P4/2N1BN2/PPPQBPPP/R4RK1 w - - 0 1";
    is_int(delta(rooks, "ROOK_CONNECTED_MG ROOK_CONNECTED_EG", "0"), def.ROOK_CONNECTED_MG,
           "Ra1 and Rf1 connected, Black's split by the queen");
    is_int(delta("r2q1rk1/pppbbppp/2n2n2/3p4/3P4/2N2N2/PPPQBPPP/R3BRK1 w - - 0 1",
                 "ROOK_CONNECTED_MG ROOK_CONNECTED_EG", "0"),
           0, "a bishop on e1 splits White's rooks too");
    is_int(delta("r2q1rk1/pppbbppp/2n2n2/3p4/3P4/2R1BN2/PPPQBPPP/R4RK1 w - - 0 1",
                 "ROOK_CONNECTED_MG ROOK_CONNECTED_EG", "0"),
           def.ROOK_CONNECTED_MG, "three rooks: a connected pair among them counts");
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
    is_int(eval_fen(&def, "4k3/8/8/4K3/4P3/8/8/8 b - - 0 1"), 0, "KPK with the opposition is a draw");
    ok(eval_fen(&def, "4k3/8/8/4K3/4P3/8/8/8 w - - 0 1") > 500, "KPK with the opposition gained is a win");
    is_int(eval_fen(&def, "8/8/4k3/8/8/3BK3/8/8 w - - 0 1"), 0, "a lone bishop cannot win");
    int ocb = eval_fen(&def, "4k3/4b3/8/8/8/8/P1B2PPP/6K1 w - - 0 1");
    params_t noocb = def;
    params_set(&noocb, "endgame", "OPPOSITE_BISHOPS_PCT", "100", err, sizeof err);
    int full = eval_fen(&noocb, "4k3/4b3/8/8/8/8/P1B2PPP/6K1 w - - 0 1");
    ok(ocb == full * def.OPPOSITE_BISHOPS_PCT / 100, "opposite bishops halve the score (%d of %d)", ocb, full);
    ok(delta("8/8/8/8/8/k7/6P1/6K1 w - - 0 1", "UNSTOPPABLE_PASSER", "0") == 0 ||
           eval_fen(&def, "8/8/8/8/8/k7/6P1/6K1 w - - 0 1") > 500,
       "KPK: the runaway pawn wins");
    ok(delta("8/8/8/8/k7/8/6PP/6K1 b - - 0 1", "UNSTOPPABLE_PASSER", "0") >= def.UNSTOPPABLE_PASSER,
       "rule of the square: the g-pawn runs");
    is_int(delta("8/8/8/8/8/5k2/6PP/6K1 b - - 0 1", "UNSTOPPABLE_PASSER", "0"), 0,
           "a king in the square: no runaway bonus");
    return done_testing();
}
