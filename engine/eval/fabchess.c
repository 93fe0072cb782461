/* fabchess.c -- the terms of FabChess's evaluation page that Acolyte's
 * other families do not have, or have by another definition; every one is
 * off (weight 0, switch false) unless a personality sets it:
 *
 *   pawns     pawn attacks on the centre squares d4, e4, d5, e5;
 *             a weak passer as one the enemy attacks and nothing of ours
 *             defends (WEAK_PASSER_ATTACKED), and the unblocked passer:
 *             not weak, its path empty and no square of it attacked by
 *             the enemy unless we defend it too (PASSED_FREE_SAFE);
 *   material  the knight's value by the pawns left in the game;
 *   mobility  a bishop's own pawns on its four diagonal neighbours;
 *   pieces    the queen on a half-open file;
 *   king      the shield by the number of shield pawns missing, and extra
 *             by those missing on a file with no enemy pawn; the attack
 *             value of moves into the king zone and safe checks, counting
 *             only squares no enemy pawn, knight or bishop defends, read
 *             through ATTACK_TABLE and weighted by the number of attackers
 *             (ATTACK_SAFE_SQUARES).
 *
 * The switches' old definitions live where they always did (pawns.c,
 * king.c) and stand aside while a switch is on.  The attack maps this file
 * needs are gathered here, only while a term that reads them is on.
 */
#include "eval_internal.h"

/* d4, e4, d5, e5 as a 64-square mask. */
static const uint64_t centre_squares = (1ull << 27) | (1ull << 28) | (1ull << 35) | (1ull << 36);

static bool pair_on(int mg, int eg) { return (mg | eg) != 0; }

static bool list_on(const int *v, int n)
{
    for (int i = 0; i < n; i++)
        if (v[i])
            return true;
    return false;
}

static bool shield_on(const params_t *P)
{
    return list_on(P->SHIELD_MISSING, 3) || list_on(P->SHIELD_MISSING_OPEN, 3);
}

/* Do the passer switches have anything to score? */
static bool weak_passer_on(const params_t *P)
{
    return P->WEAK_PASSER_ATTACKED && pair_on(P->WEAK_PASSER_MG, P->WEAK_PASSER_EG);
}

static bool free_passer_on(const params_t *P)
{
    return P->PASSED_FREE_SAFE && pair_on(P->PASSED_FREE_MG, P->PASSED_FREE_EG);
}

bool eval_fabchess_on(const params_t *P)
{
    return pair_on(P->PAWN_CENTRE_ATTACK_MG, P->PAWN_CENTRE_ATTACK_EG) ||
           pair_on(P->KNIGHT_PAWN_GONE_MG, P->KNIGHT_PAWN_GONE_EG) ||
           pair_on(P->BISHOP_OWN_PAWN_DIAG_MG, P->BISHOP_OWN_PAWN_DIAG_EG) ||
           pair_on(P->QUEEN_HALF_OPEN_MG, P->QUEEN_HALF_OPEN_EG) || shield_on(P) || P->ATTACK_SAFE_SQUARES ||
           weak_passer_on(P) || free_passer_on(P);
}

/* The squares one side's men attack: all of them, and its pawns, knights
 * and bishops alone (what the page calls the minor pieces' defence). */
typedef struct {
    uint64_t all[COLOUR_NB];
    uint64_t minors[COLOUR_NB];
} fab_maps_t;

/* The squares a piece of 'type' on s64 attacks directly. */
static uint64_t piece_reach(const ev_t *e, int type, int s64)
{
    if (type == KNIGHT)
        return knight_masks[s64];
    return attack_reach64(e->occupied, s64, type);
}

static void fab_maps(const ev_t *e, fab_maps_t *m)
{
    for (int c = 0; c < COLOUR_NB; c++) {
        uint64_t minors = e->pe->attacks[c], all;
        for (int type = KNIGHT; type <= BISHOP; type++)
            for (uint64_t p = e->pieces[make_piece(c, type)]; p; p &= p - 1)
                minors |= piece_reach(e, type, lsb64(p));
        all = minors | ET->king_steps[sq_to64(e->b->king_sq[c])];
        for (int type = ROOK; type <= QUEEN; type++)
            for (uint64_t p = e->pieces[make_piece(c, type)]; p; p &= p - 1)
                all |= piece_reach(e, type, lsb64(p));
        m->minors[c] = minors;
        m->all[c] = all;
    }
}

/* The knight's value by the pawns gone from the game's sixteen, and the
 * bishop's own pawns on its diagonal neighbours (the squares a pawn on
 * the bishop's square would attack, for either colour). */
static void pieces_and_pawns(ev_t *e, int c)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int knights = b->count[make_piece(c, KNIGHT)];
    if (knights) {
        int gone = imax(0, 16 - b->count[make_piece(WHITE, PAWN)] - b->count[make_piece(BLACK, PAWN)]);
        ev_add(e, T_MATERIAL, c, knights * gone * P->KNIGHT_PAWN_GONE_MG, knights * gone * P->KNIGHT_PAWN_GONE_EG);
    }
    uint64_t own_pawns = e->pe->pawns[c];
    for (uint64_t m = e->pieces[make_piece(c, BISHOP)]; m; m &= m - 1) {
        int s = lsb64(m);
        int n = popcount64((ET->pawn_att[WHITE][s] | ET->pawn_att[BLACK][s]) & own_pawns);
        if (n)
            ev_add(e, T_MOBILITY, c, n * P->BISHOP_OWN_PAWN_DIAG_MG, n * P->BISHOP_OWN_PAWN_DIAG_EG);
    }
    for (uint64_t m = e->pieces[make_piece(c, QUEEN)]; m; m &= m - 1) {
        int f = sq64_file(lsb64(m));
        if (!(e->pe->files[c] >> f & 1) && (e->pe->files[c ^ 1] >> f & 1))
            ev_add(e, T_PIECES, c, P->QUEEN_HALF_OPEN_MG, P->QUEEN_HALF_OPEN_EG);
    }
    int n = popcount64(e->pe->attacks[c] & centre_squares);
    if (n)
        ev_add(e, T_PAWNS, c, n * P->PAWN_CENTRE_ATTACK_MG, n * P->PAWN_CENTRE_ATTACK_EG);
}

/* The shield: on the king's file and each neighbour (three files from a
 * rook file with SHIELD_EDGE_WIDE), a pawn of ours on the square in front
 * of the king's rank or the one beyond shields; the missing ones are
 * counted, and apart those on a file without an enemy pawn.  Middlegame. */
static void shield(ev_t *e, int c)
{
    const params_t *P = e->P;
    int k = sq_to64(e->b->king_sq[c]), kf = sq64_file(k), kr = sq64_rank(k);
    int lo = imax(kf - 1, 0), hi = imin(kf + 1, 7);
    if (P->SHIELD_EDGE_WIDE && kf == 0)
        hi = 2;
    if (P->SHIELD_EDGE_WIDE && kf == 7)
        lo = 5;
    uint64_t in_front = 0;
    for (int d = 1; d <= 2; d++) {
        int r = c == WHITE ? kr + d : kr - d;
        if (r >= 0 && r < 8)
            in_front |= rank_mask(r);
    }
    int missing = 0, open = 0;
    for (int f = lo; f <= hi; f++) {
        if (e->pe->pawns[c] & in_front & file_mask(f))
            continue;
        missing++;
        open += !(e->pe->files[c ^ 1] >> f & 1);
    }
    int v = (missing ? P->SHIELD_MISSING[missing - 1] : 0) + (open ? P->SHIELD_MISSING_OPEN[open - 1] : 0);
    if (v)
        ev_add(e, T_SHELTER, c, v, 0);
}

/* The attack on the enemy king: each knight, bishop, rook and queen adds
 * its weight per move into the king zone (the king's neighbours and the
 * three squares two in front of it) and its safe-check value per move to
 * a checking square, counting only squares no enemy pawn, knight or bishop
 * defends; the sum reads ATTACK_TABLE (one entry per 4 units) and the
 * entry is weighted by the number of pieces that took part, in percent. */
static void king_attack(ev_t *e, int c, const fab_maps_t *m)
{
    const params_t *P = e->P;
    int them = c ^ 1, ek = sq_to64(e->b->king_sq[them]);
    uint64_t safe = ~m->minors[them] & ~e->occ[c];
    uint64_t zone = ET->king_zone[them][ek] & ~(1ull << ek) & safe;
    uint64_t checks[QUEEN + 1] = { 0 };
    checks[KNIGHT] = knight_masks[ek] & safe;
    checks[BISHOP] = piece_reach(e, BISHOP, ek) & safe;
    checks[ROOK] = piece_reach(e, ROOK, ek) & safe;
    checks[QUEEN] = checks[BISHOP] | checks[ROOK];
    const int weight[QUEEN + 1] = { 0, 0, P->ATTACK_KNIGHT, P->ATTACK_BISHOP, P->ATTACK_ROOK, P->ATTACK_QUEEN };
    int value = 0, attackers = 0;
    for (int type = KNIGHT; type <= QUEEN; type++)
        for (uint64_t p = e->pieces[make_piece(c, type)]; p; p &= p - 1) {
            uint64_t reach = piece_reach(e, type, lsb64(p));
            int hits = popcount64(reach & zone), check = popcount64(reach & checks[type]);
            if (!hits && !check)
                continue;
            attackers++;
            value += hits * weight[type] + check * P->SAFE_CHECK_VALUE[type - KNIGHT];
        }
    if (!attackers)
        return;
    long v = (long)P->ATTACK_TABLE[imin(value / ATTACK_TABLE_STEP, PARAM_LEN(P, ATTACK_TABLE) - 1)] *
             P->ATTACK_WEIGHT_PCT[imin(attackers, PARAM_LEN(P, ATTACK_WEIGHT_PCT)) - 1] / 100;
    if (v)
        ev_add(e, T_KING_ATTACK, c, (int)v, 0);
}

/* The passers by the page's definitions: weak when the enemy attacks it
 * and nothing of ours defends it; unblocked when not weak and every square
 * ahead to the last rank is empty and either defended by us or not
 * attacked by the enemy (PASSED_FREE per relative rank, as pawns.c's). */
static void passers(ev_t *e, int c, const fab_maps_t *m)
{
    const params_t *P = e->P;
    int them = c ^ 1;
    uint64_t open = ~m->all[them] | m->all[c];
    bool weak_on = weak_passer_on(P), free_on = free_passer_on(P);
    for (uint64_t p = e->pe->passed[c]; p; p &= p - 1) {
        int s = lsb64(p);
        bool weak = (m->all[them] >> s & 1) && !(m->all[c] >> s & 1);
        if (weak && weak_on)
            ev_add(e, T_PASSED, c, P->WEAK_PASSER_MG, P->WEAK_PASSER_EG);
        uint64_t path = ET->forward[c][s];
        if (free_on && !weak && !(path & e->occupied) && !(path & ~open)) {
            int rr = sq_relative_rank(sq_from64(s), c);
            ev_add(e, T_PASSED, c, rr * P->PASSED_FREE_MG, rr * P->PASSED_FREE_EG);
        }
    }
}

void eval_fabchess(ev_t *e)
{
    const params_t *P = e->P;
    bool maps_needed = P->ATTACK_SAFE_SQUARES || weak_passer_on(P) || free_passer_on(P);
    fab_maps_t m;
    if (maps_needed)
        fab_maps(e, &m);
    bool shield_terms = shield_on(P);
    for (int c = 0; c < COLOUR_NB; c++) {
        pieces_and_pawns(e, c);
        if (shield_terms)
            shield(e, c);
        if (P->ATTACK_SAFE_SQUARES)
            king_attack(e, c, &m);
        if (weak_passer_on(P) || free_passer_on(P))
            passers(e, c, &m);
    }
}
