/* king.c -- king safety and king activity.
 *
 * Clericus model: the piece loop counted (count_king_attacker in
 * pieces.c), per side, how many pieces attack a square of the enemy king
 * zone -- Clericus's IsAttacker, so a slider counts through at most one
 * piece (attack.h) -- and how hard (squares x per-piece factor); the number
 * of attackers picks a multiplier from ATTACKER_MULT, so one lone attacker
 * scores nothing and a gang of five scores eight times its strength.
 * CPW-draft tropism: summed closeness of pieces to the enemy king, scaled
 * by how much of the attacker's piece material is left.  MODEL selects one
 * or both.  Optional: FabChess's attack table read by the summed attack
 * strength, the CPW draft's shield scaled by the enemy's pieces.  Also: the
 * uncastled central king, and the mating phase.
 */
#include "eval_internal.h"

/* The terms scaled by a side's remaining piece material against the start:
 * CPW tropism, and the CPW draft's shield (the enemy's pieces to attack
 * with; otherwise the shield is part of the cached pawn terms). */
static void king_scaled_terms(ev_t *e, int c, bool cpw)
{
    const params_t *P = e->P;
    int them = c ^ 1;
    bool tropism = cpw && e->npm[c] > 0;
    if (!tropism && !P->SHIELD_SCALED)
        return;
    int npm_start = imax(1, 2 * P->KNIGHT_VALUE_MG + 2 * P->BISHOP_VALUE_MG + 2 * P->ROOK_VALUE_MG +
                                P->QUEEN_VALUE_MG);
    if (tropism) {
        int frac = imin(e->npm[c], npm_start);
        long t = (long)e->tropism[c] * P->TROPISM_WEIGHT / 100 * frac / npm_start;
        ev_add(e, T_TROPISM, c, (int)t, 0);
    }
    if (P->SHIELD_SCALED) {
        long sh = (long)eval_shelter(P, e->b, e->pe->pawns[c], c) * imin(e->npm[them], npm_start) / npm_start;
        ev_add(e, T_SHELTER, c, (int)sh, 0);
    }
}

/* One side's king terms, inlined once per colour (c a constant). */
static PER_COLOUR void king_side(ev_t *e, int c, bool clericus, bool cpw, bool scaled)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int them = c ^ 1;
    if (e->ka_count[c] > 0) {
        if (clericus) {
            /* One entry per count of attackers, the last for that many or more. */
            int mult = P->ATTACKER_MULT[imin(e->ka_count[c], PARAM_LEN(P, ATTACKER_MULT)) - 1];
            int v = e->ka_strength[c] * mult * P->KING_ATTACK_WEIGHT / 100;
            ev_add(e, T_KING_ATTACK, c, v, P->ATTACK_BY_ATTACKERS ? v : 0);
        }
        /* FabChess: the summed attack strength read through a table, an
         * entry per ATTACK_TABLE_STEP units, the last for all beyond (the
         * page's own attack value instead: fabchess.c). */
        int v = P->ATTACK_SAFE_SQUARES
                    ? 0
                    : P->ATTACK_TABLE[imin(e->ka_strength[c] / ATTACK_TABLE_STEP, PARAM_LEN(P, ATTACK_TABLE) - 1)];
        if (v)
            ev_add(e, T_KING_ATTACK, c, v, 0);
    }
    if (scaled)
        king_scaled_terms(e, c, cpw);
    /* A central king that can no longer castle. */
    int ksq = b->king_sq[c], kf = sq_file(ksq);
    int rights = c == WHITE ? b->castle & (CASTLE_WK | CASTLE_WQ) : b->castle & (CASTLE_BK | CASTLE_BQ);
    if (!rights && kf >= (P->KING_CENTRE_C_FILE ? 2 : 3) && kf <= 5)
        ev_add(e, T_KING, c, P->KING_CENTRE_NO_CASTLE, 0);
    /* Mating phase: a bare king against pieces that can mate. */
    if (b->plist_count[them] == 1) {
        bool can_mate = b->count[make_piece(c, QUEEN)] || b->count[make_piece(c, ROOK)] ||
                        b->count[make_piece(c, BISHOP)] >= 2 ||
                        (b->count[make_piece(c, BISHOP)] && b->count[make_piece(c, KNIGHT)]);
        if (can_mate) {
            int eksq = b->king_sq[them];
            int edge = centre_file_dist(eksq) + centre_rank_dist(eksq); /* 0 in the centre, 6 in a corner */
            ev_add(e, T_KING, c, 0, P->MATING_EDGE * edge + P->MATING_APPROACH * (SQ_DIST_MAX - sq_dist(ksq, eksq)));
        }
    }
}

void eval_king(ev_t *e)
{
    const params_t *P = e->P;
    bool clericus = P->MODEL != KS_MODEL_TROPISM, cpw = P->MODEL != KS_MODEL_CLERICUS;
    /* Asked once for both sides: a term whose weights are off costs nothing. */
    bool scaled = cpw || P->SHIELD_SCALED;
    king_side(e, WHITE, clericus, cpw, scaled);
    king_side(e, BLACK, clericus, cpw, scaled);
}
