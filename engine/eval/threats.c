/* threats.c -- men attacked where they stand: an enemy piece one of our
 * pawns attacks (it must move, or be lost for a pawn), enemy men we
 * attack that nothing defends, and the squares by the enemy king we
 * attack that only the king defends.  The standard threat terms of tuned
 * evaluations; off in the seed engines, whose pages have no such term.
 *
 * The piece pass gathers the squares each side's pieces attack
 * (e->piece_attacks) while a term here is on; the pawns' come from the
 * pawn hash and the king's from its square.
 *
 * Built like the piece pass (pieces.c), twice where the CPU may lack the
 * popcnt instruction, so that its bit counts are one instruction where
 * it has it.
 */
#include "config.h"

#include "eval_internal.h"

bool eval_threat_maps_on(const params_t *P)
{
    return P->THREAT_BY_PAWN_MG | P->THREAT_BY_PAWN_EG | P->HANGING_PIECE_MG | P->HANGING_PIECE_EG |
           P->HANGING_PAWN_MG | P->HANGING_PAWN_EG | P->KING_ZONE_WEAK_MG | P->KING_ZONE_WEAK_EG;
}

/* Every square side c attacks. */
static uint64_t attacked_by(const ev_t *e, int c)
{
    return e->piece_attacks[c] | e->pe->attacks[c] | ET->king_steps[sq_to64(e->b->king_sq[c])];
}

static INTO_CLONES void threats_side(ev_t *e, int c, uint64_t ours, uint64_t theirs)
{
    const params_t *P = e->P;
    int them = c ^ 1;
    const uint64_t *m = e->pieces + make_piece(them, 0);
    uint64_t pieces = m[KNIGHT] | m[BISHOP] | m[ROOK] | m[QUEEN];
    int n = popcount64_hw(pieces & e->pe->attacks[c]);
    if (n)
        ev_add(e, T_THREATS, c, n * P->THREAT_BY_PAWN_MG, n * P->THREAT_BY_PAWN_EG);
    uint64_t loose = ours & ~theirs;
    n = popcount64_hw(pieces & loose);
    if (n)
        ev_add(e, T_THREATS, c, n * P->HANGING_PIECE_MG, n * P->HANGING_PIECE_EG);
    n = popcount64_hw(m[PAWN] & loose);
    if (n)
        ev_add(e, T_THREATS, c, n * P->HANGING_PAWN_MG, n * P->HANGING_PAWN_EG);
    uint64_t zone = ET->king_zone[them][sq_to64(e->b->king_sq[them])];
    n = popcount64_hw(zone & ours & ~(e->piece_attacks[them] | e->pe->attacks[them]));
    if (n)
        ev_add(e, T_THREATS, c, n * P->KING_ZONE_WEAK_MG, n * P->KING_ZONE_WEAK_EG);
}

static INTO_CLONES void threats_body(ev_t *e)
{
    uint64_t white = attacked_by(e, WHITE), black = attacked_by(e, BLACK);
    threats_side(e, WHITE, white, black);
    threats_side(e, BLACK, black, white);
}

POPCNT_PASS(threats_pass, threats_body)
void eval_threats(ev_t *e) { threats_pass(e); }
