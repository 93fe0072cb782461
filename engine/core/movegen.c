/* movegen.c -- fully legal move generation on the mailbox.
 *
 * Before generating, a look from our king at each enemy slider on a line
 * with it, and at the knight and pawn squares, finds the checking pieces
 * and the pinned ones.  Then:
 *   - in double check only king moves are generated;
 *   - in single check a move must capture the checker or land between it
 *     and the king;
 *   - a pinned piece may only move along its pin line;
 *   - the king may not step onto an attacked square (tested with the king
 *     itself lifted off the board, so it cannot hide behind its own shadow);
 *   - en passant, which removes two pieces from one rank, is simulated.
 * So every move emitted is legal, and perft can count leaves without
 * making them.
 */
#include <string.h>

#include "core/attack.h"
#include "core/movegen.h"

/* Where generated moves go: captures and promotions to 'noisy', the rest
 * to 'quiet'; a NULL list is not generated.  Both may be the same list. */
typedef struct {
    movelist_t *noisy, *quiet;
} sink_t;

/* Are two board squares a knight's jump apart?  Between board squares a
 * mailbox difference of 8, 12, 19 or 21 is always one (the other way to
 * make it would need a file step of 8 or more). */
static inline bool knight_apart(int a, int b)
{
    int d = a > b ? a - b : b - a;
    return d == 8 || d == 12 || d == 19 || d == 21;
}

typedef struct {
    int us, them, king;
    int checkers;
    bool evasion_ok[SQ_NB]; /* in single check: squares that answer the check */
    int pin_count;
    int pin_sq[8];
    int pin_dir[8];
    /* The enemy's rooks and queens, bishops and queens, and knights, from
     * the board's masks: attack.h names the sliders on a line with a
     * square and the knights a jump away, and only those sliders are
     * walked to (checks and pins from our king, attacks on the squares
     * it may step to). */
    uint64_t orth, diag, knights;
    uint64_t them_all; /* every enemy piece; set only for a captures-only list */
} legality_t;

static void find_checks_and_pins(const board_t *b, legality_t *lg)
{
    const uint8_t *cell = b->sq;
    int us = lg->us, them = lg->them, k = lg->king;
    int check_sq = SQ_NONE, check_dir = 0;

    lg->checkers = 0;
    lg->pin_count = 0;
    /* Only a slider on a line with our king can check along it or pin:
     * walk from the king to each one that is and count what stands
     * between (none: check; one piece of ours: pinned). */
    int k64 = sq_to64(k);
    uint64_t aligned = attack_line_sliders64(k64, lg->orth, lg->diag);
    for (; aligned; aligned &= aligned - 1) {
        int from = mask_first_sq(aligned);
        int d = ray_direction(k, from);
        int s = attack_first_along(cell, k, d);
        if (s == from) {
            lg->checkers++;
            check_sq = s;
            check_dir = d;
            continue;
        }
        if (piece_colour(cell[s]) != us)
            continue;
        if (attack_first_along(cell, s, d) == from) {
            lg->pin_sq[lg->pin_count] = s;
            lg->pin_dir[lg->pin_count] = d;
            lg->pin_count++;
        }
    }
    for (uint64_t kn = attack_knights_to64(k64, lg->knights); kn; kn &= kn - 1) {
        lg->checkers++;
        check_sq = mask_first_sq(kn);
        check_dir = 0;
    }
    int pawn = make_piece(them, PAWN);
    int fwd = us == WHITE ? NORTH : SOUTH;
    for (int side = -1; side <= 1; side += 2)
        if (cell[k + fwd + side] == pawn) {
            lg->checkers++;
            check_sq = k + fwd + side;
            check_dir = 0;
        }

    if (lg->checkers == 1) {
        memset(lg->evasion_ok, 0, sizeof lg->evasion_ok);
        lg->evasion_ok[check_sq] = true;
        if (check_dir)
            for (int s = k + check_dir; s != check_sq; s += check_dir)
                lg->evasion_ok[s] = true;
    }
}

/* The pin line of the piece on sq, or 0 when it is free to move. */
static inline int pin_of(const legality_t *lg, int sq)
{
    for (int i = 0; i < lg->pin_count; i++)
        if (lg->pin_sq[i] == sq)
            return lg->pin_dir[i];
    return 0;
}

static inline bool along_pin(int pin, int from, int to)
{
    if (!pin)
        return true;
    int d = ray_direction(from, to);
    return d == pin || d == -pin;
}

/* Would our king be attacked by a slider, pawn or knight once the
 * en-passant capture from -> to (removing the pawn on cap) is made? */
static bool ep_leaves_king_safe(const board_t *b, const legality_t *lg, int from, int to, int cap)
{
    const uint8_t *cell = b->sq;
    int k = lg->king, them = lg->them;
    for (int i = 0; i < 8; i++) {
        int s = attack_first_along_after(cell, k, ray_dirs[i], from, cap, to);
        if (s == to)
            continue;
        int p = cell[s];
        if (p != OFFBOARD && piece_colour(p) == them && slides_along(piece_type(p), i))
            return false;
    }
    int knight = make_piece(them, KNIGHT);
    for (int i = 0; i < 8; i++)
        if (cell[k + knight_jumps[i]] == knight)
            return false;
    int pawn = make_piece(them, PAWN);
    int fwd = lg->us == WHITE ? NORTH : SOUTH;
    for (int side = -1; side <= 1; side += 2) {
        int s = k + fwd + side;
        if (s != cap && cell[s] == pawn)
            return false;
    }
    return true;
}

/* Is sq attacked by a slider of 'by' if the square 'ignore' (our king)
 * were empty?  Built into each caller: the king's eight steps ask it at
 * every generation, and a call each measured more instructions. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline bool slider_attacks_without(const board_t *b, int sq, int ignore, const legality_t *lg)
{
    const uint8_t *cell = b->sq;
    for (uint64_t aligned = attack_line_sliders64(sq_to64(sq), lg->orth, lg->diag); aligned; aligned &= aligned - 1) {
        int from = mask_first_sq(aligned);
        int d = ray_direction(sq, from);
        int s = attack_first_along(cell, sq, d);
        if (s == ignore)
            s = attack_first_along(cell, s, d);
        if (s == from)
            return true;
    }
    return false;
}

/* Is sq attacked by 'by' if the square 'ignore' (our king) were empty? */
static inline bool attacked_without(const board_t *b, int sq, int by, int ignore, const legality_t *lg)
{
    const uint8_t *cell = b->sq;
    int pawn = make_piece(by, PAWN);
    int back = by == WHITE ? SOUTH : NORTH;
    if (cell[sq + back - 1] == pawn || cell[sq + back + 1] == pawn)
        return true;
    if (attack_knights_to64(sq_to64(sq), lg->knights))
        return true;
    /* Next to the enemy king: between two board squares a mailbox
     * difference of 1, 9, 10 or 11 is always one king step. */
    int kd = sq - b->king_sq[by];
    if (kd < 0)
        kd = -kd;
    if (kd == 1 || (kd >= 9 && kd <= 11))
        return true;
    return slider_attacks_without(b, sq, ignore, lg);
}

/* The squares the enemy's pawns, knights and king attack, as a mask: the
 * king's steps test these with one look, and only the sliders need a
 * walk. */
static uint64_t guarded_by_steppers(const board_t *b, const legality_t *lg)
{
    int them = lg->them;
    return pawn_attack_set64(b->masks[make_piece(them, PAWN)], them) | king_masks[sq_to64(b->king_sq[them])] |
           knight_attack_set64(lg->knights);
}

static inline void add(movelist_t *list, move_t m)
{
    list->moves[list->count++] = m;
}

static void add_promotions(movelist_t *list, int from, int to, uint32_t flags)
{
    add(list, move_make(from, to, QUEEN, flags));
    add(list, move_make(from, to, KNIGHT, flags));
    add(list, move_make(from, to, ROOK, flags));
    add(list, move_make(from, to, BISHOP, flags));
}

/* Castling, for a king on its home square with a right left: an empty
 * path, and no attacked square on the king's way.  Kept out of line: built
 * into gen_king, its squares were worked out ahead for every king. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void gen_castles(const board_t *b, const legality_t *lg, int rank_base, movelist_t *list)
{
    const uint8_t *cell = b->sq;
    int k = lg->king;
    int rights = b->castle >> (2 * lg->us);
    int rook = make_piece(lg->us, ROOK);
    if ((rights & 1) && cell[rank_base + 7] == rook && cell[rank_base + 5] == EMPTY &&
        cell[rank_base + 6] == EMPTY && !square_attacked(b, rank_base + 5, lg->them) &&
        !square_attacked(b, rank_base + 6, lg->them))
        add(list, move_make(k, rank_base + 6, 0, MF_CASTLE));
    if ((rights & 2) && cell[rank_base] == rook && cell[rank_base + 1] == EMPTY &&
        cell[rank_base + 2] == EMPTY && cell[rank_base + 3] == EMPTY &&
        !square_attacked(b, rank_base + 3, lg->them) && !square_attacked(b, rank_base + 2, lg->them))
        add(list, move_make(k, rank_base + 2, 0, MF_CASTLE));
}

/* One king step to 'to', a square of 'steps' (see gen_king) or not. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline void king_step(const board_t *b, const legality_t *lg, sink_t out, uint64_t steps, int to)
{
    if (!(steps & square_bit[to]))
        return;
    uint32_t flags = b->sq[to] == EMPTY ? 0 : MF_CAPTURE;
    movelist_t *list = flags ? out.noisy : out.quiet;
    if (list && !slider_attacks_without(b, to, lg->king, lg))
        add(list, move_make(lg->king, to, 0, flags));
}

static void gen_king(const board_t *b, const legality_t *lg, sink_t out)
{
    int k = lg->king;
    /* The squares a step away that hold no man of ours and that no enemy
     * pawn, knight or king guards: only those need a look at the sliders. */
    /* Our men but the king (whose own square is no step): board_men64
     * with the king's mask too measured more instructions here. */
    const uint64_t *own = b->masks + make_piece(lg->us, PAWN);
    uint64_t steps = king_masks[sq_to64(k)] & ~(own[0] | own[1] | own[2] | own[3] | own[4]) &
                     ~guarded_by_steppers(b, lg);
    /* In the order of attack.c's king_steps, each at a constant offset. */
    if (steps) {
        king_step(b, lg, out, steps, k + NORTH);
        king_step(b, lg, out, steps, k + SOUTH);
        king_step(b, lg, out, steps, k + EAST);
        king_step(b, lg, out, steps, k + WEST);
        king_step(b, lg, out, steps, k + NORTH_EAST);
        king_step(b, lg, out, steps, k + NORTH_WEST);
        king_step(b, lg, out, steps, k + SOUTH_EAST);
        king_step(b, lg, out, steps, k + SOUTH_WEST);
    }
    int rank_base = lg->us == WHITE ? A1 : A8;
    if (out.quiet && !lg->checkers && k == rank_base + 4 && (b->castle >> (2 * lg->us) & 3))
        gen_castles(b, lg, rank_base, out.quiet);
}

static void gen_pawn(const board_t *b, const legality_t *lg, int from, sink_t out)
{
    const uint8_t *cell = b->sq;
    int us = lg->us;
    int fwd = us == WHITE ? NORTH : SOUTH;
    int pin = pin_of(lg, from);
    int rel_rank = sq_relative_rank(from, us);
    bool promotes = rel_rank == 6;
    bool check = lg->checkers != 0;

    if (!pin && !check && !promotes) {
        /* Most pawns: free, no check to answer, no promotion.  The same
         * moves in the same order as below, with fewer tests. */
        int to = from + fwd;
        if (out.quiet && cell[to] == EMPTY) {
            add(out.quiet, move_make(from, to, 0, 0));
            if (rel_rank == 1 && cell[to + fwd] == EMPTY)
                add(out.quiet, move_make(from, to + fwd, 0, MF_DOUBLE));
        }
        movelist_t *noisy = out.noisy;
        if (noisy) {
            int enemy = make_piece(lg->them, PAWN); /* enemy codes: enemy .. enemy + 5 */
            for (int side = -1; side <= 1; side += 2) {
                int t = to + side;
                if ((unsigned)(cell[t] - enemy) < 6)
                    add(noisy, move_make(from, t, 0, MF_CAPTURE));
                else if (t == b->ep && b->ep != SQ_NONE && ep_leaves_king_safe(b, lg, from, t, t - fwd))
                    add(noisy, move_make(from, t, 0, MF_CAPTURE | MF_EP));
            }
        }
        return;
    }

    int to = from + fwd;
    if (cell[to] == EMPTY && along_pin(pin, from, to)) {
        if (promotes) {
            if (out.noisy && (!check || lg->evasion_ok[to]))
                add_promotions(out.noisy, from, to, 0);
        } else if (out.quiet) {
            if (!check || lg->evasion_ok[to])
                add(out.quiet, move_make(from, to, 0, 0));
            int to2 = to + fwd;
            if (rel_rank == 1 && cell[to2] == EMPTY && (!check || lg->evasion_ok[to2]))
                add(out.quiet, move_make(from, to2, 0, MF_DOUBLE));
        }
    }

    movelist_t *list = out.noisy;
    if (!list)
        return;
    for (int side = -1; side <= 1; side += 2) {
        to = from + fwd + side;
        int p = cell[to];
        if (p == EMPTY) {
            /* The en-passant square is always empty. */
            int cap = to - fwd;
            if (to == b->ep && b->ep != SQ_NONE && along_pin(pin, from, to) &&
                (!check || lg->evasion_ok[cap] || lg->evasion_ok[to]) &&
                ep_leaves_king_safe(b, lg, from, to, cap))
                add(list, move_make(from, to, 0, MF_CAPTURE | MF_EP));
            continue;
        }
        if (p == OFFBOARD || piece_colour(p) == us)
            continue;
        if (!along_pin(pin, from, to) || (check && !lg->evasion_ok[to]))
            continue;
        if (promotes)
            add_promotions(list, from, to, MF_CAPTURE);
        else
            add(list, move_make(from, to, 0, MF_CAPTURE));
    }
}

/* One ray of a slider free to move in a position without check: the
 * quiet moves go to quiet from its n-th entry on (the new count is
 * returned; quiet->count is only brought up to date for a capture at the
 * end, which goes to noisy if wanted: both may be one list). */
static inline int free_ray(const uint8_t *cell, int from, int d, movelist_t *quiet, int n,
                           movelist_t *noisy, int them)
{
    int to = from + d;
    /* The move steps with its target: move_make(from, to + d) is
     * move_make(from, to) plus d in the target's bits (mod 2^32 for a
     * negative d), one addition per move instead of building each. */
    move_t m = move_make(from, to, 0, 0), step = (move_t)d << 7;
    for (; cell[to] == EMPTY; to += d, m += step)
        quiet->moves[n++] = m;
    int p = cell[to];
    if (p != OFFBOARD && piece_colour(p) == them && noisy) {
        quiet->count = n;
        add(noisy, move_make(from, to, 0, MF_CAPTURE));
        n = quiet->count;
    }
    return n;
}

static void gen_piece(const board_t *b, const legality_t *lg, int from, sink_t out)
{
    static const int first_dir[TYPE_NB] = { 0, 0, 0, 4, 0, 0, 0 };
    static const int last_dir[TYPE_NB] = { 0, 0, 0, 8, 4, 8, 0 };
    const uint8_t *cell = b->sq;
    int type = piece_type(cell[from]);
    int pin = pin_of(lg, from);
    bool check = lg->checkers != 0;

    if (type == KNIGHT) {
        /* A captures-only list wants a knight only if an enemy piece
         * stands a jump away. */
        if (pin || (!out.quiet && !attack_knights_to64(sq_to64(from), lg->them_all)))
            return;
        for (int i = 0; i < 8; i++) {
            int to = from + knight_jumps[i];
            int p = cell[to];
            if (p == OFFBOARD || (check && !lg->evasion_ok[to]))
                continue;
            if (p == EMPTY) {
                if (out.quiet)
                    add(out.quiet, move_make(from, to, 0, 0));
            } else if (piece_colour(p) == lg->them && out.noisy) {
                add(out.noisy, move_make(from, to, 0, MF_CAPTURE));
            }
        }
        return;
    }

    if (!pin && !check) {
        movelist_t *quiet = out.quiet, *noisy = out.noisy;
        if (!quiet) {
            /* Captures only (quiescence): a ray with no enemy piece
             * anywhere on it cannot end on one, so it is not walked; a
             * piece with none on any of its lines, not even looked at. */
            int from64 = sq_to64(from);
            uint64_t lines = type == ROOK ? line_masks[from64][0]
                           : type == BISHOP ? line_masks[from64][1] : line_masks[from64][0] | line_masks[from64][1];
            if (!(lines & lg->them_all))
                return;
            for (int i = first_dir[type]; i < last_dir[type]; i++) {
                if (!attack_on_ray64(from64, i, lg->them_all))
                    continue;
                int to = attack_first_along(cell, from, ray_dirs[i]);
                int p = cell[to];
                if (p != OFFBOARD && piece_colour(p) == lg->them)
                    add(noisy, move_make(from, to, 0, MF_CAPTURE));
            }
            return;
        }
        /* Most pieces are free and most positions quiet: these rays skip
         * the pin and evasion tests, keep the list's count in a register
         * (a store to the list could alias the board's cells for the
         * compiler, so add() reloads it every time), and each walks at a
         * constant offset. */
        int n = quiet->count, them = lg->them;
        switch (type) {
        case BISHOP:
            n = free_ray(cell, from, NORTH_EAST, quiet, n, noisy, them);
            n = free_ray(cell, from, NORTH_WEST, quiet, n, noisy, them);
            n = free_ray(cell, from, SOUTH_EAST, quiet, n, noisy, them);
            n = free_ray(cell, from, SOUTH_WEST, quiet, n, noisy, them);
            break;
        case ROOK:
            n = free_ray(cell, from, NORTH, quiet, n, noisy, them);
            n = free_ray(cell, from, SOUTH, quiet, n, noisy, them);
            n = free_ray(cell, from, EAST, quiet, n, noisy, them);
            n = free_ray(cell, from, WEST, quiet, n, noisy, them);
            break;
        default: /* QUEEN, in ray_dirs order */
            n = free_ray(cell, from, NORTH, quiet, n, noisy, them);
            n = free_ray(cell, from, SOUTH, quiet, n, noisy, them);
            n = free_ray(cell, from, EAST, quiet, n, noisy, them);
            n = free_ray(cell, from, WEST, quiet, n, noisy, them);
            n = free_ray(cell, from, NORTH_EAST, quiet, n, noisy, them);
            n = free_ray(cell, from, NORTH_WEST, quiet, n, noisy, them);
            n = free_ray(cell, from, SOUTH_EAST, quiet, n, noisy, them);
            n = free_ray(cell, from, SOUTH_WEST, quiet, n, noisy, them);
            break;
        }
        quiet->count = n;
        return;
    }
    for (int i = first_dir[type]; i < last_dir[type]; i++) {
        int d = ray_dirs[i];
        if (pin && d != pin && d != -pin)
            continue;
        int to = from + d;
        if (out.quiet && !check)
            for (; cell[to] == EMPTY; to += d)
                add(out.quiet, move_make(from, to, 0, 0));
        else
            for (; cell[to] == EMPTY; to += d)
                if (out.quiet && lg->evasion_ok[to])
                    add(out.quiet, move_make(from, to, 0, 0));
        int p = cell[to];
        if (p != OFFBOARD && piece_colour(p) == lg->them && out.noisy && (!check || lg->evasion_ok[to]))
            add(out.noisy, move_make(from, to, 0, MF_CAPTURE));
    }
}

/* With evasions_together, a side in check gets every evasion in 'noisy'
 * (quiescence and the staged picker try them all in one stage). */
static void generate(const board_t *b, sink_t out, bool evasions_together)
{
    legality_t lg;
    lg.us = b->side;
    lg.them = b->side ^ 1;
    lg.king = b->king_sq[b->side];
    if (out.noisy)
        out.noisy->count = 0;
    if (out.quiet)
        out.quiet->count = 0;
    const uint64_t *masks = b->masks;
    lg.orth = masks[make_piece(lg.them, ROOK)] | masks[make_piece(lg.them, QUEEN)];
    lg.diag = masks[make_piece(lg.them, BISHOP)] | masks[make_piece(lg.them, QUEEN)];
    lg.knights = masks[make_piece(lg.them, KNIGHT)];
    find_checks_and_pins(b, &lg);
    if (lg.checkers && evasions_together)
        out.quiet = out.noisy;

    /* For a captures-only list, the enemy's pieces, and the first enemy
     * piece code (a pawn diagonally ahead of which no enemy piece stands,
     * away from the promotion rank and with no en-passant square, has
     * nothing to add: the common case, not worth a call). */
    bool captures_only = !out.quiet;
    int enemy_first = make_piece(lg.them, PAWN), fwd = lg.us == WHITE ? NORTH : SOUTH;
    if (captures_only)
        lg.them_all = board_men64(b, lg.them);
    /* A king with no enemy man a step away has no capture to add. */
    if (!captures_only || (king_masks[sq_to64(lg.king)] & lg.them_all))
        gen_king(b, &lg, out);
    if (lg.checkers >= 2)
        return;
    /* For a captures-only list, whether any pawn has something to add at
     * all: an enemy man diagonally ahead of one, an en-passant square, a
     * pawn about to promote.  Often none has, and then each pawn costs
     * one test. */
    bool pawns_idle = false;
    if (captures_only) {
        uint64_t pawns = masks[make_piece(lg.us, PAWN)];
        uint64_t promoting = pawns & rank_mask(lg.us == WHITE ? 6 : 1);
        pawns_idle = !(pawn_attack_set64(pawns, lg.us) & lg.them_all) && !promoting && b->ep == SQ_NONE;
    }
    const uint8_t *cell = b->sq;
    int n = b->plist_count[lg.us];
    for (int i = 0; i < n; i++) {
        int from = b->plist[lg.us][i];
        int type = piece_type(cell[from]);
        if (type == PAWN) {
            if (pawns_idle)
                continue;
            if (captures_only && b->ep == SQ_NONE && sq_relative_rank(from, lg.us) != 6 &&
                (unsigned)(cell[from + fwd - 1] - enemy_first) >= 6 &&
                (unsigned)(cell[from + fwd + 1] - enemy_first) >= 6)
                continue;
            gen_pawn(b, &lg, from, out);
        } else if (type != KING) {
            gen_piece(b, &lg, from, out);
        }
    }
}

void movegen_legal(const board_t *b, movelist_t *list)
{
    generate(b, (sink_t){ list, list }, false);
}

void movegen_noisy(const board_t *b, movelist_t *list)
{
    generate(b, (sink_t){ list, NULL }, true);
}

void movegen_split(const board_t *b, movelist_t *noisy, movelist_t *quiet)
{
    generate(b, (sink_t){ noisy, quiet }, true);
}

bool movegen_is_legal(const board_t *b, move_t m)
{
    if (m == MOVE_NONE)
        return false;
    int from = move_from(m);
    if (from >= SQ_NB || !piece_is_real(b->sq[from]) || piece_colour(b->sq[from]) != b->side)
        return false;
    movelist_t list;
    movegen_legal(b, &list);
    for (int i = 0; i < list.count; i++)
        if (list.moves[i] == m)
            return true;
    return false;
}

bool movegen_leaves_king_safe(const board_t *b, move_t m)
{
    const uint8_t *cell = b->sq;
    const uint64_t *masks = b->masks;
    int us = b->side, them = us ^ 1, from = move_from(m), to = move_to(m);
    legality_t lg;
    lg.orth = masks[make_piece(them, ROOK)] | masks[make_piece(them, QUEEN)];
    lg.diag = masks[make_piece(them, BISHOP)] | masks[make_piece(them, QUEEN)];
    lg.knights = masks[make_piece(them, KNIGHT)];
    if (piece_type(cell[from]) == KING)
        return !attacked_without(b, to, them, from, &lg);
    /* Our king stays: it is attacked after the move by a man not taken
     * (cap: the square of the man the move takes, if any) that attacks it
     * now, a knight or pawn, or by a slider whose line to it the move
     * does not fill (to) and perhaps opens (from, cap). */
    int k = b->king_sq[us], k64 = sq_to64(k);
    int cap = move_is_ep(m) ? to + (us == WHITE ? SOUTH : NORTH) : to;
    uint64_t left = ~square_bit[cap];
    if (attack_knights_to64(k64, lg.knights & left))
        return false;
    int pawn = make_piece(them, PAWN), fwd = us == WHITE ? NORTH : SOUTH;
    for (int side = -1; side <= 1; side += 2)
        if (cell[k + fwd + side] == pawn && k + fwd + side != cap)
            return false;
    for (uint64_t aligned = attack_line_sliders64(k64, lg.orth & left, lg.diag & left); aligned;
         aligned &= aligned - 1) {
        int s = mask_first_sq(aligned);
        if (attack_first_along_after(cell, k, ray_direction(k, s), from, cap, to) == s)
            return false;
    }
    return true;
}

bool has_legal_move(const board_t *b)
{
    movelist_t list;
    movegen_legal(b, &list);
    return list.count > 0;
}

/* Answered on the board before the move: the moved piece checks from its
 * new square (direct), or it leaves a line between the enemy king and one
 * of our sliders (discovered).  Castling and en passant, which move a
 * second piece, are made and tested instead. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool gives_check_by_making(board_t *b, move_t m)
{
    board_make_move(b, m);
    bool check = board_in_check(b);
    board_unmake_move(b);
    return check;
}

bool movegen_gives_check(board_t *b, move_t m)
{
    /* A tail call: the common path then needs no saved registers. */
    if (move_is_castle(m) || move_is_ep(m))
        return gives_check_by_making(b, m);
    const uint8_t *cell = b->sq;
    int us = b->side, from = move_from(m), to = move_to(m);
    int ksq = b->king_sq[us ^ 1];
    int type = move_promo(m) ? move_promo(m) : piece_type(cell[from]);

    /* Direct. */
    int diff = ksq - to;
    switch (type) {
    case PAWN: /* the king stands a pawn's capture away from 'to' */
        if (us == WHITE ? diff == NORTH_WEST || diff == NORTH_EAST : diff == SOUTH_EAST || diff == SOUTH_WEST)
            return true;
        break;
    case KNIGHT:
        if (knight_apart(ksq, to))
            return true;
        break;
    case KING:
        break;
    default: {
        int d = ray_direction(to, ksq);
        /* 'from' is empty once the piece has left it. */
        if (d && slides_along_offset(type, d) && attack_first_along_after(cell, to, d, from, from, ksq) == ksq)
            return true;
    }
    }

    /* Discovered: walk out from the king through 'from' (now empty) and
     * stop at 'to' (now occupied). */
    int d = ray_direction(ksq, from);
    if (!d)
        return false;
    int s = attack_first_along_after(cell, ksq, d, from, from, to);
    if (s == to || cell[s] == OFFBOARD)
        return false;
    int p = cell[s];
    return piece_colour(p) == us && slides_along_offset(piece_type(p), d);
}

/* The men of ours that alone stand between one of our sliders along lines
 * of 'kind' and the enemy king on k64 (direct: what the king's square
 * reaches along those lines, the first men included), each with its
 * slider: with our first men lifted, the look-up reaches the sliders
 * behind them. */
static void add_blockers(check_info_t *ci, uint64_t occ, uint64_t own, uint64_t sliders, int k64, int kind,
                         uint64_t direct)
{
    uint64_t first = direct & own;
    if (!first)
        return;
    uint64_t behind = attack_slider64(occ ^ first, k64, kind) & ~direct & sliders;
    for (; behind; behind &= behind - 1) {
        int slider = lsb64(behind), blocker = attack_man_toward64(first, k64, slider);
        ci->blockers |= 1ull << blocker;
        ci->blocker_sq[ci->nblockers] = (uint8_t)sq_from64(blocker);
        ci->slider_sq[ci->nblockers] = (uint8_t)sq_from64(slider);
        ci->nblockers++;
    }
}

void check_info_init(const board_t *b, check_info_t *ci)
{
    int us = b->side, ksq = b->king_sq[us ^ 1], k64 = sq_to64(ksq);
    const uint64_t *m = b->masks + make_piece(us, 0);
    uint64_t own = board_men64(b, us), occ = own | board_men64(b, us ^ 1);
    /* A piece moving to the first man on a line (a capture) checks along
     * the line as well: the look-up's squares include it. */
    uint64_t orth = attack_slider64(occ, k64, 0), diag = attack_slider64(occ, k64, 1);
    ci->blockers = 0;
    ci->nblockers = 0;
    add_blockers(ci, occ, own, m[ROOK] | m[QUEEN], k64, 0, orth);
    add_blockers(ci, occ, own, m[BISHOP] | m[QUEEN], k64, 1, diag);
    ci->direct[NO_TYPE] = ci->direct[KING] = 0;
    ci->direct[ROOK] = orth;
    ci->direct[BISHOP] = diag;
    ci->direct[QUEEN] = orth | diag;
    ci->direct[KNIGHT] = knight_masks[k64];
    /* Our pawn checks from one step diagonally behind the king (from its
     * point of view); square_bit is 0 in the frame. */
    int back = us == WHITE ? SOUTH : NORTH;
    ci->direct[PAWN] = square_bit[ksq + back - 1] | square_bit[ksq + back + 1];
}

/* movegen_gives_check_ci's test, built into it and into the count's loop
 * (which the search runs over the quiet moves left at a node: a call per
 * move there measured 3.4M more instructions in `bench 6`). */
static inline bool gives_check_ci(board_t *b, const check_info_t *ci, move_t m)
{
    /* Castling and en passant move a second piece; a promotion's new
     * piece may check through the square it leaves. */
    if (m & (MF_CASTLE | MF_EP | (7u << 14)))
        return movegen_gives_check(b, m);
    int from = move_from(m), to = move_to(m);
    if (ci->direct[piece_type(b->sq[from])] & square_bit[to])
        return true;
    if (!(ci->blockers & square_bit[from]))
        return false;
    /* Leaving the line uncovers the slider, unless the piece only moves
     * along it, between the king and the slider. */
    int ksq = b->king_sq[b->side ^ 1];
    for (int i = 0; i < ci->nblockers; i++)
        if (ci->blocker_sq[i] == from) {
            int d = ray_direction(ksq, from);
            return !(ray_direction(ksq, to) == d && ray_direction(to, ci->slider_sq[i]) == d);
        }
    return false;
}

bool movegen_gives_check_ci(board_t *b, const check_info_t *ci, move_t m)
{
    return gives_check_ci(b, ci, m);
}

int movegen_count_checks_ci(board_t *b, const check_info_t *ci, const move_t *moves, int n)
{
    int checks = 0;
    for (int i = 0; i < n; i++)
        checks += gives_check_ci(b, ci, moves[i]);
    return checks;
}
