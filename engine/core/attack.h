/* attack.h -- ray-sliding attack detection on the mailbox.
 *
 * "Is square S attacked by side X?" is answered from S outward: step along
 * each of the eight rays until the first occupied cell and look at what
 * stands there, then test the knight jumps, pawn captures and king steps.
 * The x-ray variant (Clericus's IsAttacker) keeps sliding past blockers, so
 * king safety can count a slider that would hit the zone if one piece moved.
 */
#ifndef ACOLYTE_ATTACK_H
#define ACOLYTE_ATTACK_H

#include "core/board.h"

/* The eight ray directions (rooks use 0..3, bishops 4..7) and the knight
 * jumps and king steps, as mailbox offsets. */
extern const int ray_dirs[8];
extern const int knight_jumps[8];
extern const int king_steps[8];

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

/* Does side 'by' attack square sq? */
bool square_attacked(const board_t *b, int sq, int by);

/* How many pieces of side 'by' attack sq (pawns, knights, sliders, king). */
int attackers_count(const board_t *b, int sq, int by);

/* Sliders of side 'by' whose ray reaches sq through at most max_blockers
 * pieces: calls fn(ctx, from, blockers) for each one found. */
typedef void (*xray_fn)(void *ctx, int from, int blockers);
int xray_attackers(const board_t *b, int sq, int by, int max_blockers, xray_fn fn, void *ctx);

/* Does the piece on 'from' attack 'to' directly (x-ray blockers = 0)? */
bool piece_attacks(const board_t *b, int from, int to);

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

/* The squares beyond a square along each ray, as 64-square masks (a1 =
 * bit 0, like board_t's masks), indexed [sq_to64(sq)][ray number].  Not
 * for finding attacks (those are walked on the mailbox) but for the set
 * question before a walk: does a side have any piece on that ray at all? */
extern const uint64_t ray_masks[64][8];
/* The same per line through the square: [0] its rank and file, [1] its
 * two diagonals (the square itself left out). */
extern const uint64_t line_masks[64][2];
/* The mask bit of each mailbox cell (0 for the frame): one load instead of
 * sq_to64's two and a shift. */
extern const uint64_t square_bit[SQ_NB];
/* The squares a knight jumps to from each square. */
extern const uint64_t knight_masks[64];

/* The mailbox square of the lowest set bit of a non-empty mask. */
static inline int mask_first_sq(uint64_t m)
{
#if defined(__GNUC__)
    int s64 = __builtin_ctzll(m);
#else
    int s64 = 0; /* plain C: count the zero bits below the lowest set one */
    for (; !(m & 1); m >>= 1)
        s64++;
#endif
    return sq_from64(s64);
}

#endif
