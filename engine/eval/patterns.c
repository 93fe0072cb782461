/* patterns.c -- pattern knowledge that needs pieces and pawns together:
 * attacking positions "after the shot" (Clericus's Bxh7 sacrifice and Ng5
 * trojan horse, plus a queen-bishop battery at h7), and the piece-dependent
 * pawn terms (blocked centre and c-pawns, c4-c5 in the Slav/Stonewall/Colle
 * chains, the good bishop of a fixed centre, fianchetto holes).  Everything is
 * written for a side c in relative squares; the kingside patterns are
 * mirrored to the queenside when the enemy king lives there.
 */
#include "eval_internal.h"

/* Square in c's relative coordinates, mirrored to the queenside if m. */
static inline int rs(int c, bool m, int file, int rrank) { return rel_sq(c, m ? 7 - file : file, rrank); }

static bool has(const board_t *b, int c, int type, int sq) { return b->sq[sq] == make_piece(c, type); }

static PER_COLOUR void attack_patterns(ev_t *e, int c)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int them = c ^ 1, ek = b->king_sq[them];
    int ekf = sq_file(ek), ekr = sq_relative_rank(ek, c);
    if (ekf >= 2 && ekf <= 5)
        return;                       /* patterns need a castled enemy king */
    /* After Bxh7+ Kxh7 Ng5+ the king may step up to g6 or h6: the Bxh7
     * pattern alone still applies there (BXH7_KING_ADVANCED). */
    bool advanced = ekr == 5 && (ekf == 0 || ekf == 1 || ekf == 6 || ekf == 7);
    if (ekr < 6 && !(advanced && P->BXH7_KING_ADVANCED))
        return;
    bool m = ekf <= 1;                /* queenside: mirror the files */
    uint64_t queens = e->pieces[make_piece(c, QUEEN)];
    bool no_f6_knight = !has(b, them, KNIGHT, rs(c, m, 5, 5));

    /* Bxh7+ Kxh7 has happened: the h7 pawn is gone, a knight stands on g5
     * or can jump there, the queen can swing to the h-file, and no knight
     * on f6 or pawn on f6/h6 guards h7/g5. */
    if (P->BXH7_SACRIFICE && queens && no_f6_knight &&
        !has(b, them, PAWN, rs(c, m, 7, 6)) && !has(b, them, PAWN, rs(c, m, 7, 5)) &&
        !has(b, them, PAWN, rs(c, m, 5, 5)) &&
        (has(b, c, KNIGHT, rs(c, m, 6, 4)) || (has(b, c, KNIGHT, rs(c, m, 5, 2)) && b->sq[rs(c, m, 6, 4)] == EMPTY))) {
        int h5 = rs(c, m, 7, 4);
        bool queen_ready = false; /* any queen, should there be two */
        for (uint64_t q = queens; q && !queen_ready; q &= q - 1) {
            int queen_sq = sq_from64(lsb64(q));
            queen_ready = queen_sq == h5 || sq_file(queen_sq) == sq_file(h5) ||
                          attack_clear_between(b->sq, queen_sq, h5);
        }
        if (queen_ready)
            ev_add(e, T_PATTERNS, c, P->BXH7_SACRIFICE, P->ATTACK_BY_ATTACKERS ? P->BXH7_SACRIFICE : 0);
    }
    if (ekr < 6)
        return;
    /* Trojan horse: Ng5 offered to the h6 pawn; hxg5 hxg5 opens the h-file
     * for the rook (or queen) behind the h4 pawn. */
    if (P->NG5_TROJAN && has(b, c, KNIGHT, rs(c, m, 6, 4)) && has(b, c, PAWN, rs(c, m, 7, 3)) &&
        has(b, them, PAWN, rs(c, m, 7, 5))) {
        int h4 = rs(c, m, 7, 3);
        for (int r = 0; r < 3; r++) {
            int sq = rs(c, m, 7, r);
            if ((has(b, c, ROOK, sq) || has(b, c, QUEEN, sq)) && attack_clear_between(b->sq, sq, h4)) {
                ev_add(e, T_PATTERNS, c, P->NG5_TROJAN, P->ATTACK_BY_ATTACKERS ? P->NG5_TROJAN : 0);
                break;
            }
        }
    }
    /* Battery: queen and bishop lined up on the b1-h7 diagonal at a
     * defended-only-by-the-king h7 (no knight on f6). */
    if (P->BATTERY_H7 && no_f6_knight && has(b, them, PAWN, rs(c, m, 7, 6))) {
        int h7 = rs(c, m, 7, 6), d = rs(c, m, 6, 5) - h7; /* toward g6, f5, ... b1 */
        int t = attack_first_along(b->sq, h7, d);
        if (b->sq[t] == make_piece(c, QUEEN) || b->sq[t] == make_piece(c, BISHOP)) {
            int first = piece_type(b->sq[t]);
            int second = b->sq[attack_first_along(b->sq, t, d)];
            if (second == make_piece(c, first == QUEEN ? BISHOP : QUEEN))
                ev_add(e, T_PATTERNS, c, P->BATTERY_H7, P->ATTACK_BY_ATTACKERS ? P->BATTERY_H7 : 0);
        }
    }
}

static PER_COLOUR void pawn_patterns(ev_t *e, int c)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int them = c ^ 1;
    /* d2/e2 pawn with a piece standing in front of it. */
    for (int f = 3; f <= 4; f++)
        if (has(b, c, PAWN, rel_sq(c, f, 1)) && b->sq[rel_sq(c, f, 2)] != EMPTY)
            ev_add(e, T_PAWNS, c, P->BLOCKED_CENTRE_PAWN, 0);
    /* Closed centre (d4 against d5): a c-pawn that cannot reach c4 -- on c2
     * behind a piece on c3, or on c3 with c4 occupied -- is bad.  The
     * Slav/Stonewall/Colle c3 pawn with c4 free, and a c-pawn already on
     * c4/c5 (the c4-c5 plan), are not. */
    if (has(b, c, PAWN, rel_sq(c, FILE_D, RANK_4)) && has(b, them, PAWN, rel_sq(c, FILE_D, RANK_5))) {
        bool c2_stuck = has(b, c, PAWN, rel_sq(c, FILE_C, RANK_2)) && b->sq[rel_sq(c, FILE_C, RANK_3)] != EMPTY;
        bool c3_stuck = has(b, c, PAWN, rel_sq(c, FILE_C, RANK_3)) && b->sq[rel_sq(c, FILE_C, RANK_4)] != EMPTY;
        if (c2_stuck || c3_stuck)
            ev_add(e, T_PAWNS, c, P->BLOCKED_C_PAWN, 0);
        /* Clericus, after Phalanx: in the Slav / Stonewall / Colle chains
         * (their c6 or e6 pawn behind d5) c4-c5 gives up the pressure on
         * d5 and hands them e6-e5 or b6: discouraged. */
        if (P->C4_C5_CLOSED && has(b, c, PAWN, rel_sq(c, FILE_C, RANK_5)) &&
            (has(b, them, PAWN, rel_sq(c, FILE_C, RANK_6)) || has(b, them, PAWN, rel_sq(c, FILE_E, RANK_6))))
            ev_add(e, T_PAWNS, c, P->C4_C5_CLOSED, 0);
    }
    /* Clericus: with two central pawns fixed head-on on one colour, the
     * bishop of the other colour is the good one and worth keeping. */
    if (P->GOOD_BISHOP_KEPT) {
        /* Our pawns on the c- to f-files, 3rd to 5th ranks, with an enemy
         * pawn straight ahead, by the colour of their squares (0 dark, 1
         * light): set questions on the pawn masks. */
        uint64_t ours = e->pieces[make_piece(c, PAWN)], theirs = e->pieces[make_piece(them, PAWN)];
        uint64_t box = c == WHITE ? 0x0000003C3C3C0000ull : 0x00003C3C3C000000ull;
        uint64_t fixed = ours & (c == WHITE ? theirs >> 8 : theirs << 8) & box;
        uint64_t on[2] = { fixed & ~light_squares(), fixed & light_squares() };
        for (int col = 0; col < 2; col++)
            if (two_or_more(on[col]) && !on[col ^ 1] && e->bishop_on[c][col ^ 1])
                ev_add(e, T_PIECES, c, P->GOOD_BISHOP_KEPT, 0);
    }
    /* Fianchetto: a b3/g3 pawn with b2/g2 empty of pawns.  Clericus
     * learns that the rook pawn's square (a3/h3) is weak in a roundabout
     * way: the rook pawn still at home is weak after any fianchetto.  The
     * pawn itself pays FIANCHETTO_HOLE when its bishop is missing: with
     * FIANCHETTO_BISHOP_GONE when none stands on b2/g2 ("if the Bg2 is
     * missing"), otherwise when no bishop of that colour is left.  The
     * king behind it (or still able to castle that way) is weak on that
     * colour when that colour's bishop is gone and the enemy keeps his. */
    for (int wing = 0; wing < 2; wing++) {
        int pf = wing ? 6 : 1;
        int g2 = rel_sq(c, pf, 1), col = sq_colour(g2);
        if (!has(b, c, PAWN, rel_sq(c, pf, 2)) || has(b, c, PAWN, g2))
            continue;
        /* The page's reading (FIANCHETTO_BISHOP_GONE, clericus) makes the
         * rook pawn weak after any fianchetto; otherwise only when the
         * bishop of g2's colour is gone too, as the fitted weights of
         * default were measured with. */
        if (has(b, c, PAWN, rel_sq(c, wing ? 7 : 0, 1)) && (P->FIANCHETTO_BISHOP_GONE || !e->bishop_on[c][col]))
            ev_add(e, T_PAWNS, c, P->FIANCHETTO_ROOK_PAWN, 0);
        bool on_g2 = P->FIANCHETTO_BISHOP_GONE ? has(b, c, BISHOP, g2) : e->bishop_on[c][col];
        if (!on_g2)
            ev_add(e, T_PAWNS, c, P->FIANCHETTO_HOLE, 0);
        if (e->bishop_on[c][col])
            continue;
        int k = b->king_sq[c], kf = sq_file(k), kr = sq_relative_rank(k, c);
        int right = c == WHITE ? (wing ? CASTLE_WK : CASTLE_WQ) : (wing ? CASTLE_BK : CASTLE_BQ);
        bool behind = kr <= 1 && (wing ? kf >= 5 : kf <= 2);
        if ((behind || (b->castle & right)) && e->bishop_on[them][col])
            ev_add(e, T_SHELTER, c, P->FIANCHETTO_KING_WEAK, 0);
    }
}

void eval_patterns(ev_t *e)
{
    /* One call per colour, not a loop: with c a constant the squares the
     * patterns look at (rel_sq) are constants too. */
    attack_patterns(e, WHITE);
    pawn_patterns(e, WHITE);
    attack_patterns(e, BLACK);
    pawn_patterns(e, BLACK);
}
