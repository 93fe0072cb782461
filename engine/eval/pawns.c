/* pawns.c -- pawn structure and everything else that depends only on pawns
 * and kings, in two parts cached apart: what the pawns decide alone
 * (Clericus: weak, doubled and passed pawns, the asymmetric centre; The
 * Machine's blocked-pawn count and pawn-file gap; FabChess's weak passer
 * and supported pawn), keyed by the pawns; and
 * what the kings add (the pawn shield, pawn storms, passers racing the
 * kings, the wrong-wing king), keyed by pawns and kings.  A king move
 * changes only the second, which costs a fraction of the first.  The
 * shield scaled by material (CPW draft), free passers and pawn mobility
 * need the pieces and are added by the evaluation itself (free passers and
 * pawn mobility by the piece pass, pieces.c).
 */
#include "config.h"

#include "eval_internal.h"

/* Scores go through ev_add when tracing and straight into the entry
 * otherwise, so the traced and cached paths are one piece of code. */
typedef struct {
    int *mg, *eg; /* [COLOUR_NB] */
    ev_t *tr;
} acc_t;

static void add(acc_t *a, int term, int c, int mg, int eg)
{
    a->mg[c] += mg;
    a->eg[c] += eg;
    if (a->tr && a->tr->trace) {
        a->tr->trace->mg[term][c] += mg;
        a->tr->trace->eg[term][c] += eg;
    }
}

static PER_COLOUR void pawn_side(const params_t *P, const board_t *b, pawn_entry_t *pe, acc_t *a, int c)
{
    int them = c ^ 1;
    uint64_t own = pe->pawns[c], opp = pe->pawns[them];
    int counts[8] = { 0 };
    for (uint64_t m = own; m; m &= m - 1) {
        int s = lsb64(m), sq = sq_from64(s);
        int f = sq_file(sq), rr = sq_relative_rank(sq, c);
        counts[f]++;
        uint64_t adj = (f > 0 ? file_mask(f - 1) : 0) | (f < 7 ? file_mask(f + 1) : 0);
        bool isolated = !(own & adj);
        /* Backward: no own pawn beside or behind on the adjacent files can
         * ever support it, and an enemy pawn already guards its stop square. */
        bool backward = false;
        if (!isolated && rr < 6) {
            /* adjacent-file squares on our rank or behind it */
            uint64_t support = adj & ~ET->attack_span[c][s];
            int stop = sq + up(c);
            backward = !(own & support) && (pe->attacks[them] & square_bit[stop]);
        }
        if (isolated || backward) {
            add(a, T_PAWNS, c, P->WEAK_PAWN[f], P->WEAK_PAWN_EG_BY_FILE ? P->WEAK_PAWN[f] : P->WEAK_PAWN_EG);
            if (!(opp & ET->forward[c][s]))
                add(a, T_PAWNS, c, P->WEAK_OPEN_FILE_MG, P->WEAK_OPEN_FILE_EG);
        }
        /* Passed: no enemy pawn ahead on this or the adjacent files, and no
         * own pawn in front (only the front pawn of a file passes). */
        if (!(opp & ET->passed_span[c][s]) && !(own & ET->forward[c][s])) {
            pe->passed[c] |= 1ull << s;
            int mg = P->PASSED_MG[rr], eg = P->PASSED_EG[rr];
            bool defended = (pe->attacks[c] & (1ull << s)) != 0;
            bool neighbour = (f > 0 && b->sq[sq - 1] == make_piece(c, PAWN)) ||
                             (f < 7 && b->sq[sq + 1] == make_piece(c, PAWN));
            if (defended || neighbour) {
                mg = mg * P->PASSED_DEFENDED_PCT / 100;
                eg = eg * P->PASSED_DEFENDED_PCT / 100;
            }
            add(a, T_PASSED, c, mg, eg);
            /* FabChess: a passer that is weak besides (isolated or
             * backward) is a target rather than a runner. */
            if ((isolated || backward) && !P->WEAK_PASSER_ATTACKED)
                add(a, T_PASSED, c, P->WEAK_PASSER_MG, P->WEAK_PASSER_EG);
        }
        /* FabChess: a pawn defended by a pawn. */
        if (pe->attacks[c] & (1ull << s))
            add(a, T_PAWNS, c, P->PAWN_SUPPORTED_MG, P->PAWN_SUPPORTED_EG);
        /* Asymmetric centre: a supported d-pawn counts more than an e-pawn. */
        if (rr == 3 && (f == 3 || f == 4)) {
            bool supported = (pe->attacks[c] & (1ull << s)) != 0;
            if (supported && f == 3)
                add(a, T_PAWNS, c, P->CENTRE_D_SUPPORTED_MG, P->CENTRE_D_SUPPORTED_EG);
            if (supported && f == 4)
                add(a, T_PAWNS, c, P->CENTRE_E_SUPPORTED_MG, P->CENTRE_E_SUPPORTED_EG);
            /* Clericus counts a neighbour on c4 as well as on e4 (once). */
            bool duo = b->sq[sq + 1] == make_piece(c, PAWN) ||
                       (P->CENTRE_DUO_C4 && b->sq[sq - 1] == make_piece(c, PAWN));
            if (f == 3 && duo)
                add(a, T_PAWNS, c, P->CENTRE_DUO_MG, P->CENTRE_DUO_EG);
        }
    }
    for (int f = 0; f < 8; f++) {
        if (counts[f] >= 2)
            add(a, T_PAWNS, c, P->DOUBLED_MG * (counts[f] - 1), P->DOUBLED_EG * (counts[f] - 1));
        if (counts[f] >= 3)
            add(a, T_PAWNS, c, P->TRIPLED_MG * (counts[f] - 2), P->TRIPLED_EG * (counts[f] - 2));
    }
}

/* King shelter (Clericus PROT_PAWN / NO_PROT_PAWN), on the king's file
 * and its neighbours: a pawn one or two squares in front shields.  With
 * SHIELD_EDGE_WIDE (FabChess) a king on a rook file still counts three
 * files, the two inward. */
static PER_COLOUR int shelter(const params_t *P, const board_t *b, uint64_t own, int c)
{
    int k = b->king_sq[c], kf = sq_file(k);
    int lo = imax(kf - 1, 0), hi = imin(kf + 1, 7);
    if (P->SHIELD_EDGE_WIDE && kf == 0)
        hi = 2;
    if (P->SHIELD_EDGE_WIDE && kf == 7)
        lo = 5;
    /* A file shields with a pawn one or two squares ahead of the king's
     * rank, and is bare with none anywhere ahead. */
    int shield = 0, bare = 0, kr = sq_rank(k);
    uint64_t ahead = own & ET->ranks_ahead[c][kr], near = own & ET->shield_ranks[c][kr];
    for (int f = lo; f <= hi; f++) {
        shield += (near & file_mask(f)) != 0;
        bare += !(ahead & file_mask(f));
    }
    return shield * P->PROT_PAWN + bare * P->NO_PROT_PAWN;
}

int eval_shelter(const params_t *P, const board_t *b, uint64_t own, int c)
{
    return c == WHITE ? shelter(P, b, own, WHITE) : shelter(P, b, own, BLACK);
}

/* What the kings add to c's pawn structure. */
static PER_COLOUR void king_side(const params_t *P, const board_t *b, const pawn_entry_t *pe, acc_t *a, int c)
{
    int them = c ^ 1;
    uint64_t own = pe->pawns[c];
    /* Endgame race: kings near a passer's stop square, weighted by rank. */
    for (uint64_t m = pe->passed[c]; m; m &= m - 1) {
        int sq = sq_from64(lsb64(m)), rr = sq_relative_rank(sq, c);
        if (rr < 2)
            continue;
        int stop = sq + up(c);
        int d_them = imin(sq_dist(b->king_sq[them], stop), 5);
        int d_us = imin(sq_dist(b->king_sq[c], stop), 5);
        add(a, T_PASSED, c, 0, P->PASSED_KING_DIST * (rr - 1) * (2 * d_them - d_us) / 2);
    }
    /* Pawn storm: kings on opposite wings, our pawns marching at theirs. */
    int k = b->king_sq[c], kf = sq_file(k), kf_them = sq_file(b->king_sq[them]);
    bool opposite = (kf <= 2 && kf_them >= 5) || (kf >= 5 && kf_them <= 2);
    if (P->PAWN_STORM && opposite) {
        int storm = 0;
        for (uint64_t m = own; m; m &= m - 1) {
            int sq = sq_from64(lsb64(m)), rr = sq_relative_rank(sq, c);
            if (iabs(sq_file(sq) - kf_them) <= 1 && rr >= 2)
                storm += rr - 1;
        }
        add(a, T_PATTERNS, c, P->PAWN_STORM * storm, 0);
    }

    /* The shelter scaled by material (CPW draft) needs the pieces: the
     * evaluation adds it then. */
    if (!P->SHIELD_SCALED)
        add(a, T_SHELTER, c, shelter(P, b, own, c), 0);

    /* Endgame: every pawn on one wing and the king on the other. */
    uint8_t all = pe->files[WHITE] | pe->files[BLACK];
    if (all && P->KING_WRONG_WING) {
        bool queenside = !(all & 0xF0), kingside = !(all & 0x0F);
        if ((queenside && kf >= 5) || (kingside && kf <= 2))
            add(a, T_KING, c, 0, P->KING_WRONG_WING);
    }
}

void eval_pawns_compute(const params_t *P, const board_t *b, uint64_t key, pawn_entry_t *pe, ev_t *trace_ev)
{
    acc_t a = { pe->mg, pe->eg, trace_ev };
    pe->key = key;
    pe->valid = 1;
    for (int c = 0; c < COLOUR_NB; c++) {
        pe->pawns[c] = pe->attacks[c] = pe->passed[c] = 0;
        pe->mg[c] = pe->eg[c] = 0;
        pe->files[c] = 0;
        pe->pawns[c] = b->masks[make_piece(c, PAWN)];
        for (uint64_t m = pe->pawns[c]; m; m &= m - 1) {
            int s = lsb64(m);
            pe->attacks[c] |= ET->pawn_att[c][s];
            pe->files[c] |= (uint8_t)(1u << sq64_file(s));
        }
    }
    /* Head-on blocked pawns: a white pawn with a black pawn right ahead. */
    pe->blocked = (uint8_t)popcount64((pe->pawns[WHITE] << 8) & pe->pawns[BLACK]);
    pe->gap = ET->pawn_gap[pe->files[WHITE] | pe->files[BLACK]];
    pawn_side(P, b, pe, &a, WHITE);
    pawn_side(P, b, pe, &a, BLACK);
}

void eval_pawn_kings(const params_t *P, const board_t *b, const pawn_entry_t *pe, king_pawn_entry_t *ke,
                     ev_t *trace_ev)
{
    int mg[COLOUR_NB] = { 0 }, eg[COLOUR_NB] = { 0 };
    acc_t a = { mg, eg, trace_ev };
    king_side(P, b, pe, &a, WHITE);
    king_side(P, b, pe, &a, BLACK);
    ke->key = b->pawn_key;
    for (int c = 0; c < COLOUR_NB; c++) {
        ke->mg[c] = mg[c];
        ke->eg[c] = eg[c];
    }
}
