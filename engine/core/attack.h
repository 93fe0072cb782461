/* attack.h -- every ray question of the engine, answered in one place.
 *
 * The questions: is a square attacked by a side (square_attacked), by how
 * many pieces (attackers_count), does one piece attack a square
 * (piece_attacks), what stands first along a ray (attack_first_along; on
 * the board a move will leave, attack_first_along_after), is the line
 * between two squares open (attack_line_open, attack_clear_between), does
 * a piece attack a square with at most one piece in between (Clericus's
 * IsAttacker: attack_is_attacker), which squares a slider attacks
 * (attack_slider64), which of a side's sliders stand on a line with a
 * square, which of its knights a jump away.  A walk over a ray's men one
 * by one is attack_first_along again from the man found.
 *
 * The contract: a walk on the mailbox is the definition.  From a square,
 * step along the ray until the first occupied cell (the OFFBOARD frame
 * stops the walk at the edge) and look at what stands there.  The walks
 * live in attack.c, or here where they are one loop.
 *
 * Where a set question pays (which squares does this rook reach, how many
 * of them lie in the king zone, is there any enemy piece on this ray at
 * all), the board's 64-square piece masks answer it with a few
 * instructions: those fast paths are the inline functions below whose
 * names end in 64 (they take and give 0..63 indices, a1 = 0, and masks
 * with a1 = bit 0).  Each one gives the same answer as the walk it names;
 * tests/test_attack_random.c checks that on several hundred thousand
 * positions of random play.  No other file scans a mask for a ray.
 */
#ifndef ACOLYTE_ATTACK_H
#define ACOLYTE_ATTACK_H

#include "core/board.h"

/* The eight ray directions (rooks use 0..3, bishops 4..7) and the knight
 * jumps and king steps, as mailbox offsets. */
extern const int ray_dirs[8];
extern const int knight_jumps[8];
extern const int king_steps[8];

/* The ray pointing the other way: ray_dirs lists N, S, E, W (opposites
 * in pairs) and then NE, NW, SE, SW (NE and SW, NW and SE opposite). */
static inline int ray_opposite(int dir_index)
{
    return dir_index < 4 ? dir_index ^ 1 : 11 - dir_index;
}

/* Does a piece of this type slide along ray number dir_index (an index
 * into ray_dirs)? */
static inline bool slides_along(int type, int dir_index)
{
    return type == QUEEN || type == (dir_index < 4 ? ROOK : BISHOP);
}

/* The same for a direction given as a mailbox offset (as ray_direction()
 * returns it). */
static inline bool slides_along_offset(int type, int d)
{
    bool diagonal = d == NORTH_EAST || d == NORTH_WEST || d == SOUTH_EAST || d == SOUTH_WEST;
    return slides_along(type, diagonal ? 4 : 0);
}

/* Mailbox direction from one square to another along a queen line, or 0
 * (also for from == to).  Both squares must be on the board.  Called
 * several times per node (pins, checks, eval), so it is two loads and a
 * table look-up: a square's 0x88-style code (16 * rank + file) makes the
 * code difference name the rank and file offsets uniquely, which the
 * mailbox difference does not (h1 -> a2 and a1 -> d1 are both +3). */
extern const uint8_t sq_code88[SQ_NB];
extern const int8_t direction_by_code88[240];

static inline int ray_direction(int from, int to)
{
    return direction_by_code88[119 + sq_code88[to] - sq_code88[from]];
}

/* ---- The definitions: walks on the mailbox ---- */

/* What stands first along direction d from sq (sq itself not looked at):
 * the first cell that is not EMPTY, a piece or the OFFBOARD frame.  Takes
 * the cells rather than the board, so SEE can walk its own copy. */
static inline int attack_first_along(const uint8_t *cells, int sq, int d)
{
    int s = sq + d;
    while (cells[s] == EMPTY)
        s += d;
    return s;
}

/* The same walk on the board a move leaves behind, asked before the move
 * is made: the squares 'vacated' and 'vacated2' count as empty (the
 * mover's square; an en-passant victim's, or the same square again) and
 * the walk stops on 'filled' (where the mover lands) whatever stands
 * there now.  Gives-check and en-passant legality ask it. */
static inline int attack_first_along_after(const uint8_t *cells, int sq, int d, int vacated, int vacated2,
                                           int filled)
{
    int s = sq + d;
    while (s != filled && (cells[s] == EMPTY || s == vacated || s == vacated2))
        s += d;
    return s;
}

/* Is the line from 'from' to 'to' open: both on one queen line, d its
 * direction (ray_direction(from, to), not 0), and nothing standing
 * strictly between them? */
static inline bool attack_line_open(const uint8_t *cells, int from, int to, int d)
{
    int s = from + d;
    while (s != to && cells[s] == EMPTY)
        s += d;
    return s == to;
}

/* The same for any two squares: false when they share no queen line. */
static inline bool attack_clear_between(const uint8_t *cells, int from, int to)
{
    int d = ray_direction(from, to);
    return d && attack_line_open(cells, from, to, d);
}

/* Does side 'by' attack square sq? */
bool square_attacked(const board_t *b, int sq, int by);

/* How many pieces of side 'by' attack sq (pawns, knights, sliders, king). */
int attackers_count(const board_t *b, int sq, int by);

/* Does the piece on 'from' attack 'to' directly? */
bool piece_attacks(const board_t *b, int from, int to);

/* Clericus's IsAttacker: does the piece on 'from' attack 'to' with at
 * most one piece (of either side) standing in between?  A slider x-rays
 * through one piece, so king safety counts a bishop behind a pawn of the
 * shelter; a pawn, knight or king attacks only its own squares. */
bool attack_is_attacker(const board_t *b, int from, int to);

/* ---- Fast paths by masks, each equal to the walk it names ---- */

/* The 0..63 index of the lowest / highest set bit of a non-empty mask. */
static inline int lsb64(uint64_t m)
{
#if defined(__GNUC__)
    return __builtin_ctzll(m);
#else
    int s = 0; /* plain C: count the zero bits below the lowest set one */
    for (; !(m & 1); m >>= 1)
        s++;
    return s;
#endif
}

static inline int msb64(uint64_t m)
{
#if defined(__GNUC__)
    return 63 ^ __builtin_clzll(m);
#else
    int s = 63;
    for (; !(m >> 63); m <<= 1)
        s--;
    return s;
#endif
}

/* The mailbox square of the lowest set bit of a non-empty mask: a walk
 * over a set of pieces (for (; set; set &= set - 1)) takes them in this
 * order. */
static inline int mask_first_sq(uint64_t m)
{
    return sq_from64(lsb64(m));
}

/* The squares beyond a square along each ray, as 64-square masks (a1 =
 * bit 0, like board_t's masks), indexed [sq_to64(sq)][ray number]. */
extern const uint64_t ray_masks[64][8];
/* The same per line through the square: [0] its rank and file, [1] its
 * two diagonals (the square itself left out). */
extern const uint64_t line_masks[64][2];
/* The mask bit of each mailbox cell (0 for the frame): one load instead of
 * sq_to64's two and a shift. */
extern const uint64_t square_bit[SQ_NB];
/* The squares a knight jumps to from each square. */
extern const uint64_t knight_masks[64];
/* The squares a king steps to from each square. */
extern const uint64_t king_masks[64];
/* The squares pawns of colour c on the squares of 'pawns' attack: a step
 * ahead and a file aside, none wrapping round the board's edge. */
static inline uint64_t pawn_attack_set64(uint64_t pawns, int c)
{
    uint64_t west = pawns & ~file_mask(0), east = pawns & ~file_mask(7);
    return c == WHITE ? west << 7 | east << 9 : west >> 9 | east >> 7;
}
/* The squares knights on the squares of 'knights' attack. */
static inline uint64_t knight_attack_set64(uint64_t knights)
{
    uint64_t att = 0;
    for (; knights; knights &= knights - 1)
        att |= knight_masks[lsb64(knights)];
    return att;
}

/* Does any square of 'set' lie along ray k from s64 (up to the edge)?
 * Asked before a walk: a ray holding no piece of a kind cannot end on
 * one. */
static inline bool attack_on_ray64(int s64, int k, uint64_t set)
{
    return (ray_masks[s64][k] & set) != 0;
}

/* Does any square of 'set' lie on the rank and file [kind 0] or the
 * diagonals [kind 1] through s64? */
static inline bool attack_on_lines64(int s64, int kind, uint64_t set)
{
    return (line_masks[s64][kind] & set) != 0;
}

/* The squares of 'set' a knight's jump away from s64: given knights, those
 * that attack s64; given men, those a knight on s64 attacks. */
static inline uint64_t attack_knights_to64(int s64, uint64_t set)
{
    return knight_masks[s64] & set;
}

/* The sliders that stand on a line with s64 and slide along it: those of
 * 'orth' (rooks and queens) on its rank or file, those of 'diag' (bishops
 * and queens) on its diagonals.  Whether anything stands between is for
 * a walk from s64 (attack_first_along) to tell. */
static inline uint64_t attack_line_sliders64(int s64, uint64_t orth, uint64_t diag)
{
    return (line_masks[s64][0] & orth) | (line_masks[s64][1] & diag);
}

/* Does ray k of ray_dirs run toward higher 0..63 indices (ray_dirs[k] >
 * 0)?  Rays 0, 2, 4 and 5 (north, east, north-east, north-west) do.  A
 * constant where k is one, where ray_dirs[k] (extern) would be a load. */
static inline bool ray_rises64(int k)
{
    return (0x35u >> k) & 1;
}

/* The nearest man on ray k from s64 given every man in occ: the 0..63
 * index of attack_first_along(b->sq, sq, ray_dirs[k]), or -1 where that
 * walk ends on the frame.  Rays 0, 2, 4 and 5 run toward higher indices,
 * so the nearest man is the lowest set bit; the others, the highest. */
static inline int attack_first_along64(uint64_t occ, int s64, int k)
{
    uint64_t in_way = ray_masks[s64][k] & occ;
    if (!in_way)
        return -1;
    return ray_rises64(k) ? lsb64(in_way) : msb64(in_way);
}

/* The magic look-up of a slider's squares (attack.c): for each line kind
 * (0: rank and file, 1: diagonals, as line_masks) and square, the men
 * that matter (mask), the multiplier and shift that turn them into an
 * index, and the table of attack sets it indexes.  Filled once by
 * attack_init(), which board_clear() calls: every board starts there, so
 * the tables are ready wherever there is a position to ask about. */
typedef struct {
    uint64_t mask, magic;
    const uint64_t *attacks;
    int shift;
} attack_magic_t;
extern attack_magic_t attack_magics[2][64];
void attack_init(void);

/* The squares a slider along the lines of 'kind' on s64 attacks given
 * every man in occ: along each of the four rays of that kind, up to and
 * including the first man (attack_first_along64), in one multiplication
 * and one load. */
static inline uint64_t attack_slider64(uint64_t occ, int s64, int kind)
{
    const attack_magic_t *m = &attack_magics[kind][s64];
    return m->attacks[((occ & m->mask) * m->magic) >> m->shift];
}

/* One line kind of attack_reach_is_attacker_in64: the direct squares go
 * into *reach; the value is what it adds through one man.  Past the first
 * men (the direct squares' men) lie the squares up to the second ones:
 * the look-up again with the first men lifted.  Only when the zone has a
 * square on these lines that the direct squares miss. */
static inline uint64_t attack_line_xray64(uint64_t occ, int s64, int kind, uint64_t zone, uint64_t *reach)
{
    uint64_t direct = attack_slider64(occ, s64, kind);
    *reach |= direct;
    if (!(line_masks[s64][kind] & zone & ~direct))
        return 0;
    return attack_slider64(occ ^ (direct & occ), s64, kind);
}

/* A slider of 'type' (BISHOP, ROOK or QUEEN) on s64: *reach gets the
 * squares it attacks directly ({ to : piece_attacks }), and the value is
 * those of 'zone' it attacks with at most one piece in between (Clericus's
 * IsAttacker: { to : attack_is_attacker(b, from, to) } & zone).  occ is
 * every man on the board.  The piece pass asks it with the enemy king
 * zone, as only those squares count there. */
static inline uint64_t attack_reach_is_attacker_in64(uint64_t occ, int s64, int type, uint64_t zone,
                                                     uint64_t *reach)
{
    uint64_t direct = 0, xray = 0;
    if (type != BISHOP)
        xray |= attack_line_xray64(occ, s64, 0, zone, &direct);
    if (type != ROOK)
        xray |= attack_line_xray64(occ, s64, 1, zone, &direct);
    *reach = direct;
    return (direct | xray) & zone;
}

/* Clericus's IsAttacker for every square at once (the zone above is the
 * whole board); *reach as there. */
static inline uint64_t attack_is_attacker_squares64(uint64_t occ, int s64, int type, uint64_t *reach)
{
    return attack_reach_is_attacker_in64(occ, s64, type, ~0ull, reach);
}

/* The squares a slider of 'type' on s64 attacks directly (no zone: no
 * second man is looked for). */
static inline uint64_t attack_reach64(uint64_t occ, int s64, int type)
{
    uint64_t reach;
    attack_reach_is_attacker_in64(occ, s64, type, 0, &reach);
    return reach;
}

/* IsAttacker within 'zone' without the reach. */
static inline uint64_t attack_is_attacker_in64(uint64_t occ, int s64, int type, uint64_t zone)
{
    uint64_t reach;
    return attack_reach_is_attacker_in64(occ, s64, type, zone, &reach);
}

/* The man of 'set' on the first of the rays k, k+1, ... from s64 that
 * holds one (ray_dirs order); set holds at most one man per ray. */
static inline int attack_first_by_ray64(uint64_t set, int s64, int k)
{
    while (!(ray_masks[s64][k] & set))
        k++;
    return lsb64(ray_masks[s64][k] & set);
}

/* The man of 'set' (at most one per ray from s64) on the ray from s64
 * that runs through t64, which must lie on one of s64's rays: the man
 * standing between a square and a slider aimed at it. */
static inline int attack_man_toward64(uint64_t set, int s64, int t64)
{
    int k = 0;
    while (!(ray_masks[s64][k] >> t64 & 1))
        k++;
    return lsb64(ray_masks[s64][k] & set);
}

/* The least valuable man of one side attacking s64 when only the men of
 * occ stand: 'mine' are that side's piece masks (indexed by type, PAWN to
 * KING; men outside occ are ignored) and 'side' its colour.  Returns its
 * type, 0 if none attacks, and its 0..63 index in *from64.  Among equal
 * men the choice is fixed, because in an exchange the one that leaves
 * decides which x-ray comes next: pawns the one a file toward h for White
 * and toward a for Black, knights any (none stands on a line through the
 * square), bishops, rooks and queens the first by ray order, the king
 * last.  The static exchange asks it with the men still standing. */
static inline int attack_least_attacker64(const uint64_t *mine, int side, uint64_t occ, int s64, int *from64)
{
    uint64_t pawns = pawn_attack_set64(1ull << s64, side ^ 1) & mine[PAWN] & occ;
    if (pawns) {
        *from64 = side == WHITE ? msb64(pawns) : lsb64(pawns);
        return PAWN;
    }
    uint64_t knights = knight_masks[s64] & mine[KNIGHT] & occ;
    if (knights) {
        *from64 = lsb64(knights);
        return KNIGHT;
    }
    /* The first men on the square's lines: the look-up stops on them. */
    uint64_t diag = attack_slider64(occ, s64, 1) & occ, orth = attack_slider64(occ, s64, 0) & occ;
    if (diag & mine[BISHOP]) {
        *from64 = attack_first_by_ray64(diag & mine[BISHOP], s64, 4);
        return BISHOP;
    }
    if (orth & mine[ROOK]) {
        *from64 = attack_first_by_ray64(orth & mine[ROOK], s64, 0);
        return ROOK;
    }
    if ((diag | orth) & mine[QUEEN]) {
        *from64 = attack_first_by_ray64((diag | orth) & mine[QUEEN], s64, 0);
        return QUEEN;
    }
    uint64_t king = king_masks[s64] & mine[KING] & occ;
    if (king) {
        *from64 = lsb64(king);
        return KING;
    }
    return 0;
}

#endif
