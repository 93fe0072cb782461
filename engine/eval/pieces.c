/* pieces.c -- material and piece-square tables, then one pass over the
 * pieces: mobility (Clericus: a unit per move, safe squares for knights,
 * none for the queen), outposts, trapped and pinned pieces, rook files, the
 * knight terms of The Machine, RCX ray intersection, and the raw material
 * of king safety (zone hits for the Clericus model, distances for tropism).
 */
#include "eval_internal.h"

static const int knight_d[8] = { 21, 19, 12, 8, -21, -19, -12, -8 };
static const int diag_d[4] = { NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST };
static const int orth_d[4] = { NORTH, SOUTH, EAST, WEST };
/* First indices of the orthogonal and diagonal rays in ray_dirs. */
enum { ORTHOGONALS = 0, DIAGONALS = 4 };

/* The enemy king zone as a 64-square mask; sq must be on the board. */
typedef uint64_t zone_t;
static inline bool in_zone(zone_t zone, int sq) { return (zone >> ET->sq64[sq]) & 1; }

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

/* Walk the rays of a slider: mobility counts the squares it reaches
 * (empty or enemy), zone hits count king-zone squares reached through at
 * most one piece (Clericus's x-ray IsAttacker).  Rays are ray_dirs[first]
 * to ray_dirs[first + 3]; a ray that never meets the zone stops at its
 * first piece, since only the x-ray part needs to look past it. */
static void slider(const board_t *b, int c, int sq, int first, zone_t zone, int *mob, int *hits)
{
    for (int k = first; k < first + 4; k++) {
        int d = ray_dirs[k], t = sq + d;
        if (!(ET->ray[sq][k] & zone)) {
            for (; b->sq[t] == EMPTY; t += d)
                (*mob)++;
            if (b->sq[t] != OFFBOARD && piece_colour(b->sq[t]) != c)
                (*mob)++;
            continue;
        }
        int blockers = 0;
        for (; b->sq[t] != OFFBOARD; t += d) {
            int pc = b->sq[t];
            if (blockers == 0 && (pc == EMPTY || piece_colour(pc) != c))
                (*mob)++;
            if (in_zone(zone, t))
                (*hits)++;
            if (pc != EMPTY && ++blockers > 1)
                break;
        }
    }
}

/* RCX: each piece met along a ray to the edge adds its value shifted right
 * by SHIFT plus the number of pieces met before it. */
static int ray_intersection(const ev_t *e, int sq, const int *dirs, int nd)
{
    const board_t *b = e->b;
    int shift = e->P->RAY_INTERSECTION_SHIFT, sum = 0;
    for (int k = 0; k < nd; k++) {
        int met = 0;
        for (int t = sq + dirs[k]; b->sq[t] != OFFBOARD && shift + met < 31; t += dirs[k])
            if (b->sq[t] != EMPTY && piece_type(b->sq[t]) != KING)
                sum += value_mg(e->P, piece_type(b->sq[t])) >> (shift + met++);
    }
    return sum;
}

static void mob_penalty(ev_t *e, int c, int mob)
{
    const params_t *P = e->P;
    int pen = mob == 0 ? P->MOB_ZERO : mob == 1 ? P->MOB_ONE : mob == 2 ? P->MOB_TWO : 0;
    if (pen)
        ev_add(e, T_MOBILITY, c, pen, pen);
}

/* CPW tropism: weight x (14 - Manhattan distance to the enemy king), plus
 * the diagonal bonus for bishops and queens.  Only summed when the king
 * safety model reads it. */
static void add_tropism(ev_t *e, int c, int sq, int ksq, int weight, bool diagonal)
{
    if (e->P->MODEL == KS_MODEL_CLERICUS)
        return;
    int df = iabs(sq_file(sq) - sq_file(ksq)), dr = iabs(sq_rank(sq) - sq_rank(ksq));
    e->tropism[c] += (14 - df - dr) * weight;
    if (diagonal && df == dr)
        e->tropism[c] += e->P->TROPISM_DIAGONAL;
}

/* Could an enemy pawn, by one push (two from its start), attack sq? */
static bool pawn_push_threat(const board_t *b, int c, int sq)
{
    int them = c ^ 1, fwd = up(c);
    for (int side = -1; side <= 1; side += 2) {
        int x = sq + fwd + side;     /* where an enemy pawn would attack from */
        if (b->sq[x] != EMPTY)
            continue;
        int p1 = x + fwd;
        if (b->sq[p1] == make_piece(them, PAWN))
            return true;
        int p2 = p1 + fwd;
        if (b->sq[p1] == EMPTY && b->sq[p2] != OFFBOARD && b->sq[p2] == make_piece(them, PAWN) &&
            sq_relative_rank(p2, them) == 1)
            return true;
    }
    return false;
}

/* Knight pinned by an enemy bishop to our king, queen or rook. */
static bool knight_pinned(const board_t *b, int c, int sq)
{
    for (int k = 0; k < 4; k++) {
        int d = diag_d[k], t = sq + d;
        while (b->sq[t] == EMPTY)
            t += d;
        if (b->sq[t] != make_piece(c ^ 1, BISHOP))
            continue;
        int u = sq - d;
        while (b->sq[u] == EMPTY)
            u -= d;
        int pc = b->sq[u];
        if (piece_is_real(pc) && piece_colour(pc) == c &&
            (piece_type(pc) == KING || piece_type(pc) == QUEEN || piece_type(pc) == ROOK))
            return true;
    }
    return false;
}

/* An outpost: no enemy pawn on the adjacent files ahead can ever attack sq. */
static bool outpost_safe(const ev_t *e, int c, int sq)
{
    return !(e->pe->pawns[c ^ 1] & ET->attack_span[c][sq_to64(sq)]);
}

static void knight(ev_t *e, int c, int sq, zone_t zone, int eksq)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int rr = sq_relative_rank(sq, c), f = sq_file(sq);
    int mob = 0, hits = 0;
    for (int k = 0; k < 8; k++) {
        int t = sq + knight_d[k], pc = b->sq[t];
        if (pc == OFFBOARD)
            continue;
        if (in_zone(zone, t))
            hits++;
        if ((pc == EMPTY || piece_colour(pc) != c) && !((e->pe->attacks[c ^ 1] >> ET->sq64[t]) & 1))
            mob++;
    }
    ev_add(e, T_MOBILITY, c, mob * P->MOBILITY_KNIGHT_MG, mob * P->MOBILITY_KNIGHT_EG);
    mob_penalty(e, c, mob);
    if (hits) {
        e->ka_count[c]++;
        e->ka_strength[c] += hits * P->ATTACK_KNIGHT;
    }
    add_tropism(e, c, sq, eksq, P->TROPISM_KNIGHT, false);
    if (P->KNIGHT_OUTPOST && rr >= 3 && rr <= 5 && outpost_safe(e, c, sq)) {
        ev_add(e, T_OUTPOSTS, c, P->KNIGHT_OUTPOST_BONUS_MG, P->KNIGHT_OUTPOST_BONUS_EG);
        if ((e->pe->attacks[c] >> sq_to64(sq)) & 1)
            ev_add(e, T_OUTPOSTS, c, P->OUTPOST_SUPPORTED_MG, P->OUTPOST_SUPPORTED_EG);
    }
    if ((f == 0 || f == 7) && rr >= 5 && mob <= 1)
        ev_add(e, T_PIECES, c, P->KNIGHT_RIM_TRAPPED, P->KNIGHT_RIM_TRAPPED);
    if (pawn_push_threat(b, c, sq))
        ev_add(e, T_PIECES, c, P->MINOR_PAWN_THREAT, 0);
    if (b->count[make_piece(c ^ 1, BISHOP)] && knight_pinned(b, c, sq))
        ev_add(e, T_PIECES, c, P->KNIGHT_PINNED, 0);
    if (sq == rel_sq(c, 1, 0) || sq == rel_sq(c, 6, 0))
        ev_add(e, T_PIECES, c, P->UNDEVELOPED_MINOR, 0);
    /* The Machine: knights love locked pawns and hate wide-open wings. */
    int blocked = e->pe->blocked, gap = e->pe->gap;
    ev_add(e, T_KNIGHTS, c, blocked * P->KNIGHT_BLOCKED_PAWN_MG + gap * P->KNIGHT_PAWN_GAP_MG,
           blocked * P->KNIGHT_BLOCKED_PAWN_EG + gap * P->KNIGHT_PAWN_GAP_EG);
}

static void bishop(ev_t *e, int c, int sq, zone_t zone, int eksq)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int mob = 0, hits = 0;
    slider(b, c, sq, DIAGONALS, zone, &mob, &hits);
    ev_add(e, T_MOBILITY, c, mob * P->MOBILITY_BISHOP_MG, mob * P->MOBILITY_BISHOP_EG);
    mob_penalty(e, c, mob);
    if (hits) {
        e->ka_count[c]++;
        e->ka_strength[c] += hits * P->ATTACK_BISHOP;
    }
    add_tropism(e, c, sq, eksq, P->TROPISM_BISHOP, true);
    /* Trapped on a7/h7 by a b6/g6 pawn (-150) or on a6/h6 by b5/g5 (-50). */
    for (int side = 0; side < 2; side++) {
        int f = side ? 7 : 0, nf = side ? 6 : 1;
        if (sq == rel_sq(c, f, 6) && piece_at(b, c ^ 1, PAWN, rel_sq(c, nf, 5)))
            ev_add(e, T_PIECES, c, P->BISHOP_TRAPPED_A7, P->BISHOP_TRAPPED_A7);
        if (sq == rel_sq(c, f, 5) && piece_at(b, c ^ 1, PAWN, rel_sq(c, nf, 4)))
            ev_add(e, T_PIECES, c, P->BISHOP_TRAPPED_A6, P->BISHOP_TRAPPED_A6);
    }
    if (pawn_push_threat(b, c, sq))
        ev_add(e, T_PIECES, c, P->MINOR_PAWN_THREAT, 0);
    /* Undeveloped, except Bf1 behind a king on g1 (it guards the castle). */
    if (sq == rel_sq(c, 2, 0) || (sq == rel_sq(c, 5, 0) && b->king_sq[c] != rel_sq(c, 6, 0)))
        ev_add(e, T_PIECES, c, P->UNDEVELOPED_MINOR, 0);
    if (P->RAY_INTERSECTION_SHIFT)
        ev_add(e, T_RCX, c, ray_intersection(e, sq, diag_d, 4), 0);
}

static void rook(ev_t *e, int c, int sq, zone_t zone, int eksq)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    int mob = 0, hits = 0, f = sq_file(sq), rr = sq_relative_rank(sq, c);
    slider(b, c, sq, ORTHOGONALS, zone, &mob, &hits);
    ev_add(e, T_MOBILITY, c, mob * P->MOBILITY_ROOK_MG, mob * P->MOBILITY_ROOK_EG);
    mob_penalty(e, c, mob);
    if (hits) {
        e->ka_count[c]++;
        e->ka_strength[c] += hits * P->ATTACK_ROOK;
    }
    add_tropism(e, c, sq, eksq, P->TROPISM_ROOK, false);
    bool own_pawn = (e->pe->files[c] >> f) & 1, their_pawn = (e->pe->files[c ^ 1] >> f) & 1;
    bool near_king = iabs(f - sq_file(eksq)) <= 1;
    if (!own_pawn && !their_pawn) {
        ev_add(e, T_PIECES, c, P->ROOK_OPEN_FILE_MG, P->ROOK_OPEN_FILE_EG);
        if (near_king)
            ev_add(e, T_KING_ATTACK, c, P->ROOK_OPEN_NEAR_KING, 0);
        if (P->ROOK_OUTPOST && rr >= 3 && rr <= 5 && outpost_safe(e, c, sq)) {
            ev_add(e, T_OUTPOSTS, c, P->ROOK_OUTPOST_BONUS_MG, P->ROOK_OUTPOST_BONUS_EG);
            if ((e->pe->attacks[c] >> sq_to64(sq)) & 1)
                ev_add(e, T_OUTPOSTS, c, P->OUTPOST_SUPPORTED_MG, P->OUTPOST_SUPPORTED_EG);
        }
    } else if (!own_pawn) {
        ev_add(e, T_PIECES, c, P->ROOK_HALF_OPEN_MG, P->ROOK_HALF_OPEN_EG);
        if (near_king)
            ev_add(e, T_KING_ATTACK, c, P->ROOK_HALF_OPEN_NEAR_KING, 0);
    }
    if (rr == 6) {
        uint64_t rank7 = 0xFFull << (8 * (c == WHITE ? 6 : 1));
        if (sq_relative_rank(eksq, c) == 7 || (e->pe->pawns[c ^ 1] & rank7))
            ev_add(e, T_PIECES, c, P->ROOK_SEVENTH_MG, P->ROOK_SEVENTH_EG);
    }
    /* Shut in by a king that stepped aside instead of castling. */
    if (rr == 0) {
        int ksq = b->king_sq[c], kf = sq_file(ksq);
        int rights = c == WHITE ? b->castle & (CASTLE_WK | CASTLE_WQ) : b->castle & (CASTLE_BK | CASTLE_BQ);
        if (sq_relative_rank(ksq, c) == 0 && !rights &&
            ((kf >= 5 && f > kf) || (kf <= 2 && kf >= 1 && f < kf)))
            ev_add(e, T_PIECES, c, P->ROOK_BLOCKED_BY_KING, 0);
    }
    if (P->RAY_INTERSECTION_SHIFT)
        ev_add(e, T_RCX, c, ray_intersection(e, sq, orth_d, 4), 0);
}

static void queen(ev_t *e, int c, int sq, zone_t zone, int eksq)
{
    const params_t *P = e->P;
    int mob = 0, hits = 0;
    slider(e->b, c, sq, DIAGONALS, zone, &mob, &hits);
    slider(e->b, c, sq, ORTHOGONALS, zone, &mob, &hits);
    if (hits) {
        e->ka_count[c]++;
        e->ka_strength[c] += hits * P->ATTACK_QUEEN;
    }
    /* No mobility for the queen (Clericus): nearness to the enemy king. */
    int closer = 4 - sq_dist(sq, eksq);
    ev_add(e, T_MOBILITY, c, closer * P->QUEEN_APPROACH_MG, closer * P->QUEEN_APPROACH_EG);
    add_tropism(e, c, sq, eksq, P->TROPISM_QUEEN, true);
    /* Centralise while the enemy has few minors to harass the queen. */
    int cf = imax(3 - sq_file(sq), sq_file(sq) - 4), cr = imax(3 - sq_rank(sq), sq_rank(sq) - 4);
    int centrality = 3 - imax(cf, cr);
    ev_add(e, T_PIECES, c, P->QUEEN_CENTRE * centrality * 4 / (1 + e->minors[c ^ 1]), 0);
    if (P->RAY_INTERSECTION_SHIFT)
        ev_add(e, T_RCX, c, ray_intersection(e, sq, diag_d, 4) + ray_intersection(e, sq, orth_d, 4), 0);
}

/* Material and piece-square tables, one psq entry per piece (the table is
 * built from the personality when it is set).  Also notes the colours of
 * each side's bishops, which later terms read. */
void eval_material(ev_t *e)
{
    const board_t *b = e->b;
    for (int c = 0; c < COLOUR_NB; c++) {
        int mg = 0, eg = 0, bishop = make_piece(c, BISHOP);
        for (int i = 0; i < b->plist_count[c]; i++) {
            int sq = b->plist[c][i], pc = b->sq[sq];
            if (pc == bishop)
                e->bishop_on[c][sq_colour(sq)] = true;
            const psq_entry_t *q = &e->psq[pc][sq];
            mg += q->mg;
            eg += q->eg;
            if (e->trace) {
                ev_add_trace(e, T_MATERIAL, c, q->mat_mg, q->mat_eg);
                ev_add_trace(e, T_PSQT, c, q->mg - q->mat_mg, q->eg - q->mat_eg);
            }
        }
        e->mg[c] += mg;
        e->eg[c] += eg;
        if (e->bishop_on[c][0] && e->bishop_on[c][1])
            ev_add(e, T_MATERIAL, c, e->P->BISHOP_PAIR_MG, e->P->BISHOP_PAIR_EG);
    }
}

void eval_pieces(ev_t *e)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    for (int c = 0; c < COLOUR_NB; c++) {
        int eksq = b->king_sq[c ^ 1];
        zone_t zone = ET->king_zone[c ^ 1][sq_to64(eksq)];
        int rooks[2], nrooks = 0;
        for (int i = 0; i < b->plist_count[c]; i++) {
            int sq = b->plist[c][i];
            switch (piece_type(b->sq[sq])) {
            case KNIGHT:
                knight(e, c, sq, zone, eksq);
                break;
            case BISHOP:
                bishop(e, c, sq, zone, eksq);
                break;
            case ROOK:
                rook(e, c, sq, zone, eksq);
                if (nrooks < 2)
                    rooks[nrooks++] = sq;
                break;
            case QUEEN:
                queen(e, c, sq, zone, eksq);
                break;
            }
        }
        /* Connected rooks: on one rank or file with nothing between. */
        if (nrooks == 2) {
            int d = ray_direction(rooks[0], rooks[1]);
            if (d == EAST || d == WEST || d == NORTH || d == SOUTH) {
                int t = rooks[0] + d;
                while (t != rooks[1] && b->sq[t] == EMPTY)
                    t += d;
                if (t == rooks[1])
                    ev_add(e, T_PIECES, c, P->ROOK_CONNECTED_MG, P->ROOK_CONNECTED_EG);
            }
        }
    }
}
