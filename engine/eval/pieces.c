/* pieces.c -- material and piece-square tables, then the pieces by type:
 * mobility (Clericus: a unit per move, safe squares for knights, none for
 * the queen), outposts, trapped and pinned pieces, rook files, the knight
 * terms of The Machine, RCX ray intersection (the shift model or the page's
 * divisors, kings and short attacks as options), the raw material of king
 * safety (zone hits for the Clericus model, distances and the CPW draft's
 * graded bishop diagonals for tropism), and two optional terms of a
 * piece's reach: Clericus's attacks on stronger pieces, FabChess's safe
 * checks (threats.c's terms read the attack maps this pass gathers); and
 * FabChess's pawn terms that need every man, free passers and pawn
 * mobility.
 *
 * The piece terms ask set questions (which squares does this rook reach,
 * how many of them lie in the king zone), which attack.h answers from the
 * board's 64-square masks; the material pass gathers each side's men and
 * every man (e->occ, e->occupied) for them.
 */
#include "config.h"

#include "eval_internal.h"

static const int diag_d[4] = { NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST };
static const int orth_d[4] = { NORTH, SOUTH, EAST, WEST };

/* The enemy king zone as a 64-square mask. */
typedef uint64_t zone_t;

/* The piece pass takes its men from the masks as 0..63 indices and asks
 * their ranks and files from the index itself (a shift, a mask) rather
 * than from a mailbox square's tables: rel_sq and sq_relative_rank for
 * those indices. */
static inline int rel_s64(int c, int file, int rrank) { return sq64_make(file, c == WHITE ? rrank : 7 - rrank); }
static inline int rel_rank64(int s64, int c) { return c == WHITE ? sq64_rank(s64) : 7 - sq64_rank(s64); }

static int value_mg(const params_t *P, int type)
{
    switch (type) {
    case PAWN: return P->PAWN_VALUE_MG;
    case KNIGHT: return P->KNIGHT_VALUE_MG;
    case BISHOP: return P->BISHOP_VALUE_MG;
    case ROOK: return P->ROOK_VALUE_MG;
    case QUEEN: return P->QUEEN_VALUE_MG;
    default: return 0;
    }
}

/* The shift model's last useful shift: a shift of an int by more would
 * reach its sign bit (and by 32 or more is undefined). */
enum { RCX_SHIFT_LIMIT = 31 };

/* The queen's terms: QUEEN_APPROACH pays (QUEEN_NEAR - distance to the
 * enemy king), so from distance 3 in and a cost from 5 out;
 * QUEEN_CENTRE pays per step of centrality (0 on the edge, 3 on the four
 * centre squares) QUEEN_CENTRE_SCALE times, divided by one more than the
 * enemy's minors. */
enum { QUEEN_NEAR = 4, QUEEN_CENTRE_SCALE = 4 };

/* Outposts count on a side's 4th to 6th ranks (relative ranks 3..5). */
enum { OUTPOST_RANK_MIN = 3, OUTPOST_RANK_MAX = 5 };

/* RCX: is the ray intersection bonus on (either model)? */
static inline bool rcx_on(const params_t *P) { return P->RAY_INTERSECTION_SHIFT || P->RAY_DIVISOR; }

/* What the met-th piece along a ray (0 = the first) adds: the RCX page
 * divides its value by DIVISOR, DIVISOR + 1, ... (4, then 5, ...); the
 * shift model halves it per piece instead.  0 once it adds nothing. */
static inline int rcx_share(const params_t *P, int value, int met)
{
    if (P->RAY_DIVISOR)
        return value / (P->RAY_DIVISOR + met);
    int shift = P->RAY_INTERSECTION_SHIFT + met;
    return shift < RCX_SHIFT_LIMIT ? value >> shift : 0;
}

/* The value a man counts with on a ray; -1 for a king when kings are
 * skipped (as if the square were empty). */
static inline int rcx_value(const params_t *P, int piece)
{
    if (piece_type(piece) == KING)
        return P->RAY_KING_VALUE ? P->RAY_KING_VALUE : -1;
    return value_mg(P, piece_type(piece));
}

/* RCX: each piece met along a ray to the edge adds its share. */
static int ray_intersection(const ev_t *e, int sq, const int *dirs, int nd)
{
    const board_t *b = e->b;
    const params_t *P = e->P;
    int sum = 0;
    for (int k = 0; k < nd; k++) {
        int met = 0;
        /* From man to man along the ray; the shift model stops where a
         * shift would reach the sign bit. */
        for (int t = attack_first_along(b->sq, sq, dirs[k]); b->sq[t] != OFFBOARD;
             t = attack_first_along(b->sq, t, dirs[k])) {
            if (!P->RAY_DIVISOR && P->RAY_INTERSECTION_SHIFT + met >= RCX_SHIFT_LIMIT)
                break;
            int v = rcx_value(P, b->sq[t]);
            if (v >= 0)
                sum += rcx_share(P, v, met++);
        }
    }
    return sum;
}

/* RCX: a man's ray sum, scaled by RAY_WEIGHT_PCT, into the trace. */
static inline void rcx_add(ev_t *e, int c, int sum)
{
    ev_add(e, T_RCX, c, sum * e->P->RAY_WEIGHT_PCT / 100, 0);
}

/* RCX for the men that do not slide (RAY_SHORT_ATTACKS): knights, kings
 * and pawns score the men on the squares they attack, each as the first
 * piece of a ray. */
static int short_intersection(const ev_t *e, int sq, const int *steps, int n)
{
    int sum = 0;
    for (int k = 0; k < n; k++) {
        int t = sq + steps[k];
        if (e->b->sq[t] == OFFBOARD || e->b->sq[t] == EMPTY)
            continue;
        int v = rcx_value(e->P, e->b->sq[t]);
        if (v > 0)
            sum += rcx_share(e->P, v, 0);
    }
    return sum;
}

static void mob_penalty(ev_t *e, int c, int mob)
{
    /* Most pieces have three moves or more: one test for them. */
    if (mob > 2)
        return;
    const params_t *P = e->P;
    int pen = mob == 0 ? P->MOB_ZERO : mob == 1 ? P->MOB_ONE : P->MOB_TWO;
    if (pen)
        ev_add(e, T_MOBILITY, c, pen, pen);
}

/* CPW tropism: weight x (14 - Manhattan distance to the enemy king: 0
 * from the opposite corner), plus
 * the diagonal bonus for bishops and queens.  Only summed when the king
 * safety model reads it. */
static inline void add_tropism(ev_t *e, int c, int s64, int k64, int weight, bool diagonal)
{
    if (e->P->MODEL == KS_MODEL_CLERICUS)
        return;
    int df = iabs(sq64_file(s64) - sq64_file(k64)), dr = iabs(sq64_rank(s64) - sq64_rank(k64));
    e->tropism[c] += (SQ_MANHATTAN_MAX - df - dr) * weight;
    if (diagonal && df == dr)
        e->tropism[c] += e->P->TROPISM_DIAGONAL;
}

/* CPW draft: a bishop's tropism grows on each of its two diagonals by how
 * near that diagonal runs to the king's (same diagonal, one off, two off). */
static inline void add_bishop_diagonals(ev_t *e, int c, int s64, int k64)
{
    const int *g = e->P->TROPISM_BISHOP_DIAGONALS;
    if (e->P->MODEL == KS_MODEL_CLERICUS || !(g[0] | g[1] | g[2]))
        return;
    int f = sq64_file(s64), r = sq64_rank(s64), kf = sq64_file(k64), kr = sq64_rank(k64);
    int ne = iabs((f - r) - (kf - kr)), nw = iabs((f + r) - (kf + kr));
    int n = PARAM_LEN(e->P, TROPISM_BISHOP_DIAGONALS);
    e->tropism[c] += (ne < n ? g[ne] : 0) + (nw < n ? g[nw] : 0);
}

/* Squares where a man of side c could be attacked by an enemy pawn after
 * one push (two from its start square): both the arrival square and, for
 * a double step, the square passed must be empty. */
static uint64_t pawn_push_threats(const ev_t *e, int c)
{
    int them = c ^ 1;
    uint64_t empty = ~e->occupied, pawns = e->pe->pawns[them], arrive;
    if (them == WHITE) {
        uint64_t one = (pawns << 8) & empty;
        arrive = one | ((one & rank_mask(2)) << 8 & empty);
    } else {
        uint64_t one = (pawns >> 8) & empty;
        arrive = one | ((one & rank_mask(5)) >> 8 & empty);
    }
    return pawn_attack_set64(arrive, them);
}

/* Knight on s pinned by an enemy bishop to our king, queen or rook: the
 * bishop along one diagonal, the piece behind along the opposite one.
 * Built into the knight's code (the compiler had kept it apart): most
 * knights leave at the first test, cheaper than the call. */
static INTO_CLONES bool knight_pinned(const ev_t *e, int c, int s)
{
    uint64_t bishops = e->pieces[make_piece(c ^ 1, BISHOP)];
    uint64_t targets = e->pieces[make_piece(c, KING)] | e->pieces[make_piece(c, QUEEN)] |
                       e->pieces[make_piece(c, ROOK)];
    if (!attack_on_lines64(s, 1, bishops))
        return false;
    for (int k = 4; k < 8; k++) {
        if (!attack_on_ray64(s, k, bishops))
            continue;
        int pinner = attack_first_along64(e->occupied, s, k);
        int behind = attack_first_along64(e->occupied, s, ray_opposite(k));
        if (pinner >= 0 && behind >= 0 && (bishops >> pinner & 1) && (targets >> behind & 1))
            return true;
    }
    return false;
}

/* An outpost: no enemy pawn on the adjacent files ahead can ever attack sq. */
static bool outpost_safe(const ev_t *e, int c, int s64)
{
    return !(e->pe->pawns[c ^ 1] & ET->attack_span[c][s64]);
}

/* The sets stronger_and_checks() reads (ATTACK_STRONGER, SAFE_CHECK). */
typedef struct {
    uint64_t stronger_than_minor, queens; /* enemy rooks and queens; queens */
    uint64_t check_knight, check_diag, check_orth; /* safe checking squares */
} stronger_check_sets_t;

/* What the piece loop knows about one side while it walks its pieces. */
typedef struct {
    int c, eksq;           /* the side, the enemy king's mailbox square */
    int ek64;              /* the same as a 0..63 index */
    zone_t zone;           /* the enemy king zone */
    uint64_t push_threats; /* see pawn_push_threats() */
    uint64_t minor_attacks; /* squares enemy minors attack (MOBILITY_MINOR_SAFE), else 0 */
    const stronger_check_sets_t *th; /* those sets, NULL while both terms are off */
    /* The pass's switches, copied here so that a piece asks a local
     * rather than the context. */
    pieces_switches_t on;
} side_t;

/* Is any of the per-piece terms that are off by default on: tropism (a
 * king safety model other than Clericus's), attacks on stronger pieces and
 * safe checks, RCX, the
 * supported knight, the rook behind a passer?  A piece with all of them
 * off pays one test for the lot. */
static bool extras_on(const params_t *P)
{
    return P->MODEL != KS_MODEL_CLERICUS || P->ATTACK_STRONGER_MG || P->ATTACK_STRONGER_EG || P->SAFE_CHECK ||
           rcx_on(P) || P->KNIGHT_SUPPORTED_MG || P->KNIGHT_SUPPORTED_EG || P->ROOK_BEHIND_PASSER_MG ||
           P->ROOK_BEHIND_PASSER_EG;
}

pieces_switches_t eval_pieces_switches(const params_t *P)
{
    return (pieces_switches_t){
        .extras = extras_on(P),
        .stronger_or_checks = P->ATTACK_STRONGER_MG || P->ATTACK_STRONGER_EG || P->SAFE_CHECK,
        .queen_reach = P->MOBILITY_QUEEN_MG || P->MOBILITY_QUEEN_EG || eval_threat_maps_on(P),
        .rcx = rcx_on(P),
        .rcx_short = rcx_on(P) && P->RAY_SHORT_ATTACKS,
        .passed_free = (P->PASSED_FREE_MG || P->PASSED_FREE_EG) && !P->PASSED_FREE_SAFE,
        .pawn_mobility = P->PAWN_MOBILITY_MG || P->PAWN_MOBILITY_EG,
    };
}

/* Clericus king safety: a piece is a king attacker when it IsAttacker's
 * (attack.h: at most one piece in between) a square of the enemy king
 * zone; zone_hits are those squares, and each counts its weight.  Scored
 * in king.c. */
static INTO_CLONES void count_king_attacker(ev_t *e, int c, uint64_t zone_hits, int weight)
{
    int hits = popcount64_hw(zone_hits);
    if (hits) {
        e->ka_count[c]++;
        e->ka_strength[c] += hits * weight;
    }
}

/* FabChess safe checks: squares from which a knight, bishop or rook (a
 * queen: either line) would check, empty of our own men and not guarded
 * by an enemy pawn.  Built into each colour's pass (the compiler had kept
 * one copy apart): there the colour is a constant. */
static INTO_CLONES void check_squares(const ev_t *e, int c, int eksq, stronger_check_sets_t *th)
{
    int k = sq_to64(eksq);
    uint64_t safe = ~e->occ[c] & ~e->pe->attacks[c ^ 1], diag = 0, orth = 0;
    /* A line is walked only when a piece of ours could check along it. */
    const uint64_t *m = e->pieces + make_piece(c, 0);
    if (m[BISHOP] | m[QUEEN])
        diag = attack_reach64(e->occupied, k, BISHOP);
    if (m[ROOK] | m[QUEEN])
        orth = attack_reach64(e->occupied, k, ROOK);
    th->check_knight = knight_masks[k] & safe;
    th->check_diag = diag & safe;
    th->check_orth = orth & safe;
}

/* Squares the enemy knights and bishops attack (MOBILITY_MINOR_SAFE). */
static uint64_t minor_attacks(const ev_t *e, int them)
{
    uint64_t att = knight_attack_set64(e->pieces[make_piece(them, KNIGHT)]);
    for (uint64_t m = e->pieces[make_piece(them, BISHOP)]; m; m &= m - 1)
        att |= attack_reach64(e->occupied, lsb64(m), BISHOP);
    return att;
}

/* Clericus: stronger enemy pieces a piece attacks (ATTACK_STRONGER, in
 * the trace's threats row), FabChess: the checks it could give next move
 * (SAFE_CHECK, king attack).  Asked only while sd->th is set. */
static INTO_CLONES void stronger_and_checks(ev_t *e, int c, uint64_t reach, uint64_t stronger, uint64_t checks)
{
    const params_t *P = e->P;
    int n = popcount64_hw(reach & stronger);
    if (n)
        ev_add(e, T_THREATS, c, n * P->ATTACK_STRONGER_MG, n * P->ATTACK_STRONGER_EG);
    if (P->SAFE_CHECK) {
        int k = popcount64_hw(reach & checks);
        if (k)
            ev_add(e, T_KING_ATTACK, c, k * P->SAFE_CHECK, 0);
    }
}

/* A knight's optional terms (sd->on.extras). */
static INTO_CLONES void knight_extras(ev_t *e, const side_t *sd, int s, uint64_t jumps)
{
    const params_t *P = e->P;
    int c = sd->c;
    add_tropism(e, c, s, sd->ek64, P->TROPISM_KNIGHT, false);
    if ((P->KNIGHT_SUPPORTED_MG | P->KNIGHT_SUPPORTED_EG) && ((e->pe->attacks[c] >> s) & 1))
        ev_add(e, T_PIECES, c, P->KNIGHT_SUPPORTED_MG, P->KNIGHT_SUPPORTED_EG);
    if (sd->th)
        stronger_and_checks(e, c, jumps, sd->th->stronger_than_minor, sd->th->check_knight);
    if (sd->on.rcx_short)
        rcx_add(e, c, short_intersection(e, sq_from64(s), knight_jumps, 8));
}

static INTO_CLONES void knight(ev_t *e, const side_t *sd, int s)
{
    const params_t *P = e->P;
    int c = sd->c, rr = rel_rank64(s, c), f = sq64_file(s);
    uint64_t jumps = knight_masks[s];
    e->piece_attacks[c] |= jumps;
    count_king_attacker(e, c, jumps & sd->zone, P->ATTACK_KNIGHT);
    int mob = popcount64_hw(jumps & ~e->occ[c] & ~e->pe->attacks[c ^ 1]);
    ev_add(e, T_MOBILITY, c, mob * P->MOBILITY_KNIGHT_MG, mob * P->MOBILITY_KNIGHT_EG);
    mob_penalty(e, c, mob);
    if (P->KNIGHT_OUTPOST && rr >= OUTPOST_RANK_MIN && rr <= OUTPOST_RANK_MAX && outpost_safe(e, c, s)) {
        ev_add(e, T_OUTPOSTS, c, P->KNIGHT_OUTPOST_BONUS_MG, P->KNIGHT_OUTPOST_BONUS_EG);
        if ((e->pe->attacks[c] >> s) & 1)
            ev_add(e, T_OUTPOSTS, c, P->OUTPOST_SUPPORTED_MG, P->OUTPOST_SUPPORTED_EG);
    }
    if ((f == FILE_A || f == FILE_H) && rr >= RANK_6 && mob <= 1)
        ev_add(e, T_PIECES, c, P->KNIGHT_RIM_TRAPPED, P->KNIGHT_RIM_TRAPPED);
    if (sd->push_threats >> s & 1)
        ev_add(e, T_PIECES, c, P->MINOR_PAWN_THREAT, 0);
    if (knight_pinned(e, c, s))
        ev_add(e, T_PIECES, c, P->KNIGHT_PINNED, 0);
    if (s == rel_s64(c, FILE_B, RANK_1) || s == rel_s64(c, FILE_G, RANK_1))
        ev_add(e, T_PIECES, c, P->UNDEVELOPED_MINOR, 0);
    if (sd->on.extras)
        knight_extras(e, sd, s, jumps);
}

/* The Machine: knights love locked pawns and hate wide-open wings; the
 * same for every knight, so counted once per side. */
static INTO_CLONES void knights_and_pawns(ev_t *e, int c, int knights)
{
    const params_t *P = e->P;
    int blocked = knights * e->pe->blocked, gap = knights * e->pe->gap;
    ev_add(e, T_KNIGHTS, c, blocked * P->KNIGHT_BLOCKED_PAWN_MG + gap * P->KNIGHT_PAWN_GAP_MG,
           blocked * P->KNIGHT_BLOCKED_PAWN_EG + gap * P->KNIGHT_PAWN_GAP_EG);
}

/* A bishop's optional terms (sd->on.extras). */
static INTO_CLONES void bishop_extras(ev_t *e, const side_t *sd, int s, uint64_t reach)
{
    const params_t *P = e->P;
    int c = sd->c;
    add_tropism(e, c, s, sd->ek64, P->TROPISM_BISHOP, true);
    add_bishop_diagonals(e, c, s, sd->ek64);
    if (sd->th)
        stronger_and_checks(e, c, reach, sd->th->stronger_than_minor, sd->th->check_diag);
    if (sd->on.rcx)
        rcx_add(e, c, ray_intersection(e, sq_from64(s), diag_d, 4));
}

static INTO_CLONES void bishop(ev_t *e, const side_t *sd, int s)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int c = sd->c;
    uint64_t reach, zone_hits = attack_reach_is_attacker_in64(e->occupied, s, BISHOP, sd->zone, &reach);
    e->piece_attacks[c] |= reach;
    count_king_attacker(e, c, zone_hits, P->ATTACK_BISHOP);
    int mob = popcount64_hw(reach & ~e->occ[c]);
    ev_add(e, T_MOBILITY, c, mob * P->MOBILITY_BISHOP_MG, mob * P->MOBILITY_BISHOP_EG);
    mob_penalty(e, c, mob);
    /* Trapped on a7/h7 by a b6/g6 pawn (BISHOP_TRAPPED_A7) or on a6/h6 by
     * b5/g5 (BISHOP_TRAPPED_A6); squares as White sees them (rel_sq). */
    for (int side = 0; side < 2; side++) {
        int f = side ? FILE_H : FILE_A, nf = side ? FILE_G : FILE_B;
        if (s == rel_s64(c, f, RANK_7) && piece_at(b, c ^ 1, PAWN, rel_sq(c, nf, RANK_6)))
            ev_add(e, T_PIECES, c, P->BISHOP_TRAPPED_A7, P->BISHOP_TRAPPED_A7);
        if (s == rel_s64(c, f, RANK_6) && piece_at(b, c ^ 1, PAWN, rel_sq(c, nf, RANK_5)))
            ev_add(e, T_PIECES, c, P->BISHOP_TRAPPED_A6, P->BISHOP_TRAPPED_A6);
    }
    if (sd->push_threats >> s & 1)
        ev_add(e, T_PIECES, c, P->MINOR_PAWN_THREAT, 0);
    /* Undeveloped, except Bf1 behind a king on g1 (it guards the castle). */
    if (s == rel_s64(c, FILE_C, RANK_1) || (s == rel_s64(c, FILE_F, RANK_1) && b->king_sq[c] != rel_sq(c, FILE_G, RANK_1)))
        ev_add(e, T_PIECES, c, P->UNDEVELOPED_MINOR, 0);
    if (sd->on.extras)
        bishop_extras(e, sd, s, reach);
}

/* FabChess: a rook behind a passer, ours (it escorts) or theirs (it stops
 * it), with nothing between them. */
static INTO_CLONES void rook_behind_passer(ev_t *e, int c, int s)
{
    const params_t *P = e->P;
    for (int side = 0; side < 2; side++) {
        int owner = c ^ side;
        uint64_t ahead = ET->forward[owner][s] & (e->pe->passed[WHITE] | e->pe->passed[BLACK]);
        uint64_t passer = ahead & e->pe->passed[owner];
        if (!passer)
            continue;
        int p = owner == WHITE ? lsb64(passer) : msb64(passer);
        if (attack_first_along64(e->occupied, s, owner == WHITE ? 0 : 1) == p)
            ev_add(e, T_PIECES, c, P->ROOK_BEHIND_PASSER_MG, P->ROOK_BEHIND_PASSER_EG);
    }
}

/* A rook's optional terms (sd->on.extras). */
static INTO_CLONES void rook_extras(ev_t *e, const side_t *sd, int s, uint64_t reach)
{
    const params_t *P = e->P;
    int c = sd->c;
    if (sd->th)
        stronger_and_checks(e, c, reach, sd->th->queens, sd->th->check_orth);
    add_tropism(e, c, s, sd->ek64, P->TROPISM_ROOK, false);
    if (P->ROOK_BEHIND_PASSER_MG | P->ROOK_BEHIND_PASSER_EG)
        rook_behind_passer(e, c, s);
    if (sd->on.rcx)
        rcx_add(e, c, ray_intersection(e, sq_from64(s), orth_d, 4));
}

/* A rook's terms; returns the squares it attacks (connected rooks, in
 * pieces_side, are read from them). */
static INTO_CLONES uint64_t rook(ev_t *e, const side_t *sd, int s)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int c = sd->c, eksq = sd->eksq, f = sq64_file(s), rr = rel_rank64(s, c);
    uint64_t reach, zone_hits = attack_reach_is_attacker_in64(e->occupied, s, ROOK, sd->zone, &reach);
    e->piece_attacks[c] |= reach;
    count_king_attacker(e, c, zone_hits, P->ATTACK_ROOK);
    /* FabChess leaves out the squares enemy minors attack. */
    int mob = popcount64_hw(reach & ~e->occ[c] & ~sd->minor_attacks);
    ev_add(e, T_MOBILITY, c, mob * P->MOBILITY_ROOK_MG, mob * P->MOBILITY_ROOK_EG);
    mob_penalty(e, c, mob);
    bool own_pawn = (e->pe->files[c] >> f) & 1, their_pawn = (e->pe->files[c ^ 1] >> f) & 1;
    bool near_king = iabs(f - sq64_file(sd->ek64)) <= 1;
    if (!own_pawn && !their_pawn) {
        ev_add(e, T_PIECES, c, P->ROOK_OPEN_FILE_MG, P->ROOK_OPEN_FILE_EG);
        if (near_king)
            ev_add(e, T_KING_ATTACK, c, P->ROOK_OPEN_NEAR_KING, 0);
        if (P->ROOK_OUTPOST && rr >= OUTPOST_RANK_MIN && rr <= OUTPOST_RANK_MAX && outpost_safe(e, c, s)) {
            ev_add(e, T_OUTPOSTS, c, P->ROOK_OUTPOST_BONUS_MG, P->ROOK_OUTPOST_BONUS_EG);
            if ((e->pe->attacks[c] >> s) & 1)
                ev_add(e, T_OUTPOSTS, c, P->OUTPOST_SUPPORTED_MG, P->OUTPOST_SUPPORTED_EG);
        }
    } else if (!own_pawn) {
        ev_add(e, T_PIECES, c, P->ROOK_HALF_OPEN_MG, P->ROOK_HALF_OPEN_EG);
        if (near_king)
            ev_add(e, T_KING_ATTACK, c, P->ROOK_HALF_OPEN_NEAR_KING, 0);
    }
    if (rr == RANK_7) {
        uint64_t rank7 = rank_mask(c == WHITE ? RANK_7 : RANK_2);
        if (sq_relative_rank(eksq, c) == RANK_8 || (e->pe->pawns[c ^ 1] & rank7))
            ev_add(e, T_PIECES, c, P->ROOK_SEVENTH_MG, P->ROOK_SEVENTH_EG);
    }
    /* Shut in by a king that stepped aside instead of castling. */
    if (rr == RANK_1) {
        int ksq = b->king_sq[c], kf = sq_file(ksq);
        int rights = c == WHITE ? b->castle & (CASTLE_WK | CASTLE_WQ) : b->castle & (CASTLE_BK | CASTLE_BQ);
        if (sq_relative_rank(ksq, c) == RANK_1 && !rights &&
            ((kf >= FILE_F && f > kf) || (kf <= FILE_C && kf >= FILE_B && f < kf)))
            ev_add(e, T_PIECES, c, P->ROOK_BLOCKED_BY_KING, 0);
    }
    if (sd->on.extras)
        rook_extras(e, sd, s, reach);
    return reach;
}

/* A queen's optional terms (sd->on.extras); reach: the squares it attacks. */
static INTO_CLONES void queen_extras(ev_t *e, const side_t *sd, int s, uint64_t reach)
{
    const params_t *P = e->P;
    int c = sd->c;
    add_tropism(e, c, s, sd->ek64, P->TROPISM_QUEEN, true);
    if (P->SAFE_CHECK)
        stronger_and_checks(e, c, reach, 0, sd->th->check_diag | sd->th->check_orth);
    if (sd->on.rcx) {
        int sq = sq_from64(s);
        rcx_add(e, c, ray_intersection(e, sq, diag_d, 4) + ray_intersection(e, sq, orth_d, 4));
    }
}

static INTO_CLONES void queen(ev_t *e, const side_t *sd, int s)
{
    const params_t *P = e->P;
    int c = sd->c;
    /* The queen's lines are walked once: when its reach is wanted (its
     * mobility, the threat maps, safe checks), every ray, which gives the
     * zone hits too; else only the rays that meet the zone. */
    bool reach_wanted = sd->on.queen_reach || P->SAFE_CHECK;
    uint64_t reach = 0;
    uint64_t zone_hits = reach_wanted ? attack_reach_is_attacker_in64(e->occupied, s, QUEEN, sd->zone, &reach)
                                      : attack_is_attacker_in64(e->occupied, s, QUEEN, sd->zone);
    count_king_attacker(e, c, zone_hits, P->ATTACK_QUEEN);
    if (sd->on.queen_reach) {
        e->piece_attacks[c] |= reach;
        int mob = popcount64_hw(reach & ~e->occ[c] & ~e->pe->attacks[c ^ 1]);
        ev_add(e, T_MOBILITY, c, mob * P->MOBILITY_QUEEN_MG, mob * P->MOBILITY_QUEEN_EG);
    }
    /* No mobility for the queen in Clericus: nearness to the enemy king. */
    int closer = QUEEN_NEAR - sq64_dist(s, sd->ek64);
    ev_add(e, T_MOBILITY, c, closer * P->QUEEN_APPROACH_MG, closer * P->QUEEN_APPROACH_EG);
    /* Centralise while the enemy has few minors to harass the queen. */
    int centrality = 3 - centre_dist64(s);
    ev_add(e, T_PIECES, c, P->QUEEN_CENTRE * centrality * QUEEN_CENTRE_SCALE / (1 + e->minors[c ^ 1]), 0);
    if (!((e->pe->files[WHITE] | e->pe->files[BLACK]) >> sq64_file(s) & 1))
        ev_add(e, T_PIECES, c, P->QUEEN_OPEN_FILE_MG, P->QUEEN_OPEN_FILE_EG);
    if (sd->on.extras)
        queen_extras(e, sd, s, reach);
}

/* Material and piece-square tables: the board's running sums when it
 * keeps them for this personality's table, else one psq entry per piece
 * (the trace always adds them up, to split material from placement).
 * Also the side masks and the colours of each side's bishops, which later
 * terms read. */
static PER_COLOUR void material_side(ev_t *e, int c, bool summed)
{
    const board_t *b = e->b;
    const uint64_t light = light_squares();
    if (summed) {
        e->mg[c] += b->psq_mg[c];
        e->eg[c] += b->psq_eg[c];
    } else {
        for (int i = 0; i < b->plist_count[c]; i++) {
            int sq = b->plist[c][i];
            const psq_entry_t *q = &e->psq[b->sq[sq]][sq];
            ev_add(e, T_MATERIAL, c, q->mat_mg, q->mat_eg);
            ev_add(e, T_PSQT, c, q->mg - q->mat_mg, q->eg - q->mat_eg);
        }
    }
    const uint64_t *m = e->pieces + make_piece(c, 0);
    e->occ[c] = board_men64(e->b, c);
    e->bishop_on[c][0] = (m[BISHOP] & ~light) != 0;
    e->bishop_on[c][1] = (m[BISHOP] & light) != 0;
    if (e->bishop_on[c][0] && e->bishop_on[c][1])
        ev_add(e, T_MATERIAL, c, e->P->BISHOP_PAIR_MG, e->P->BISHOP_PAIR_EG);
}

void eval_material(ev_t *e)
{
    const board_t *b = e->b;
    bool summed = b->psq == e->psq_sum && !e->trace;
    material_side(e, WHITE, summed);
    material_side(e, BLACK, summed);
    e->occupied = e->occ[WHITE] | e->occ[BLACK];
}

/* FabChess terms that need the whole board, not only the pawns: a passer
 * whose path to promotion is empty of men gains PASSED_FREE per relative
 * rank, and each pawn that can step forward PAWN_MOBILITY.  In the piece
 * pass (its own pass measured more instructions for its call and its
 * tests than for the terms). */
static INTO_CLONES void pawn_board_side(ev_t *e, int c, const pieces_switches_t *on)
{
    const params_t *P = e->P;
    for (uint64_t m = on->passed_free ? e->pe->passed[c] : 0; m; m &= m - 1) {
        int s = lsb64(m), rr = rel_rank64(s, c);
        if (!(ET->forward[c][s] & e->occupied))
            ev_add(e, T_PASSED, c, rr * P->PASSED_FREE_MG, rr * P->PASSED_FREE_EG);
    }
    if (on->pawn_mobility) {
        uint64_t pawns = e->pe->pawns[c];
        uint64_t pushes = (c == WHITE ? pawns << 8 : pawns >> 8) & ~e->occupied;
        int n = popcount64_hw(pushes);
        ev_add(e, T_PAWNS, c, n * P->PAWN_MOBILITY_MG, n * P->PAWN_MOBILITY_EG);
    }
}

/* One side's pieces, inlined into the pass once per colour (c a
 * constant there). */
static INTO_CLONES void pieces_side(ev_t *e, int c, const pieces_switches_t *on)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int eksq = b->king_sq[c ^ 1];
    int ek64 = sq_to64(eksq);
    side_t sd = { c, eksq, ek64, ET->king_zone[c ^ 1][ek64], pawn_push_threats(e, c), 0, NULL, *on };
    stronger_check_sets_t th = { 0, 0, 0, 0, 0 };
    if (on->stronger_or_checks) {
        if (P->ATTACK_STRONGER_MG | P->ATTACK_STRONGER_EG) {
            th.queens = e->pieces[make_piece(c ^ 1, QUEEN)];
            th.stronger_than_minor = th.queens | e->pieces[make_piece(c ^ 1, ROOK)];
        }
        if (P->SAFE_CHECK)
            check_squares(e, c, eksq, &th);
        sd.th = &th;
    }
    if (P->MOBILITY_MINOR_SAFE)
        sd.minor_attacks = minor_attacks(e, c ^ 1);
    /* By piece type from the masks, so the walk never visits pawns. */
    uint64_t knights = e->pieces[make_piece(c, KNIGHT)];
    for (uint64_t m = knights; m; m &= m - 1)
        knight(e, &sd, lsb64(m));
    if (knights)
        knights_and_pawns(e, c, popcount64_hw(knights));
    for (uint64_t m = e->pieces[make_piece(c, BISHOP)]; m; m &= m - 1)
        bishop(e, &sd, lsb64(m));
    uint64_t rooks = e->pieces[make_piece(c, ROOK)], rook_reach = 0;
    for (uint64_t m = rooks; m; m &= m - 1)
        rook_reach |= rook(e, &sd, lsb64(m));
    for (uint64_t m = e->pieces[make_piece(c, QUEEN)]; m; m &= m - 1)
        queen(e, &sd, lsb64(m));
    /* Connected rooks: any two on one rank or file, nothing between, so
     * one attacks the other (no rook attacks its own square). */
    if (rook_reach & rooks)
        ev_add(e, T_PIECES, c, P->ROOK_CONNECTED_MG, P->ROOK_CONNECTED_EG);
    /* RCX short attacks of the king and the pawns. */
    if (sd.on.rcx_short) {
        int pawn_steps[2] = { up(c) + EAST, up(c) + WEST }, sum = short_intersection(e, b->king_sq[c], king_steps, 8);
        for (uint64_t m = e->pieces[make_piece(c, PAWN)]; m; m &= m - 1)
            sum += short_intersection(e, sq_from64(lsb64(m)), pawn_steps, 2);
        rcx_add(e, c, sum);
    }
    pawn_board_side(e, c, on);
}

/* The pass itself, static so that its clones stay inside this file (a
 * caller elsewhere would have to see the attribute too).  One call per
 * colour rather than a loop, so that in each the colour is a constant. */
static INTO_CLONES void pieces_pass_body(ev_t *e)
{
    pieces_side(e, WHITE, e->pieces_on);
    pieces_side(e, BLACK, e->pieces_on);
}

POPCNT_PASS(pieces_pass, pieces_pass_body)

void eval_pieces(ev_t *e)
{
    pieces_pass(e);
}
