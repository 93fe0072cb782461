/* test_attack.c -- attack.h's tables and walks.  ray_direction() is a
 * table look-up; it must name, for every ordered pair of board squares,
 * the ray a queen would slide along from one to the other, and 0 when none
 * joins them (the reference walks each ray from the first square on an
 * empty board).  The masks likewise against walks on an empty board, the
 * sliders' magic look-up against walks for every set of men that counts,
 * and attack_first_along and Clericus's IsAttacker on positions by hand.
 * tests/test_attack_random.c compares the fast paths with the walks on
 * positions of random play. */
#include <string.h>

#include "core/attack.h"
#include "core/fen.h"
#include "tap.h"

static board_t pos;

/* pos from fen; false (and a diagnostic) if it does not parse. */
static bool setup(const char *fen)
{
    char err[128];
    if (fen_parse(&pos, fen, err, sizeof err))
        return true;
    diag("%s: %s", fen, err);
    return false;
}

static int walked_direction(int from, int to)
{
    board_t b;
    board_clear(&b);
    for (int i = 0; i < 8; i++)
        for (int s = from + ray_dirs[i]; b.sq[s] != OFFBOARD; s += ray_dirs[i])
            if (s == to)
                return ray_dirs[i];
    return 0;
}

int main(void)
{
    plan(30);
    attack_init();

    int wrong = 0, aligned = 0;
    for (int a = 0; a < 64; a++)
        for (int c = 0; c < 64; c++) {
            int from = sq_from64(a), to = sq_from64(c);
            int want = walked_direction(from, to), got = ray_direction(from, to);
            aligned += want != 0;
            if (got != want && wrong++ < 5)
                diag("from %d to %d: got %d, want %d", from, to, got, want);
        }
    is_int(wrong, 0, "ray_direction agrees with walking the rays for all 4096 pairs");
    /* Every square shares a rank or file with 14 others (64 * 14 = 896),
     * and the diagonals add 560 ordered pairs: 1456. */
    is_int(aligned, 1456, "1456 ordered pairs share a queen line");

    int not_opposite = 0;
    for (int k = 0; k < 8; k++)
        not_opposite += ray_dirs[ray_opposite(k)] != -ray_dirs[k] || ray_opposite(ray_opposite(k)) != k;
    is_int(not_opposite, 0, "ray_opposite: each of the eight rays points back along its opposite");
    is_int(ray_direction(H1, A2), 0, "h1-a2: mailbox difference 3, no line");
    is_int(ray_direction(A1, D1), EAST, "a1-d1: mailbox difference 3, east");
    is_int(ray_direction(H8, A1), SOUTH_WEST, "h8-a1: the long diagonal");
    is_int(ray_direction(E4, E4), 0, "a square to itself: 0");
    is_int(ray_direction(A8, H1), SOUTH_EAST, "a8-h1: the other long diagonal");

    /* ray_masks against walking each ray on an empty mailbox. */
    board_t empty;
    board_clear(&empty);
    int bad_masks = 0;
    for (int a = 0; a < 64; a++)
        for (int k = 0; k < 8; k++) {
            uint64_t want = 0;
            for (int s = sq_from64(a) + ray_dirs[k]; empty.sq[s] != OFFBOARD; s += ray_dirs[k])
                want |= 1ull << sq_to64(s);
            if (ray_masks[a][k] != want && bad_masks++ < 5)
                diag("square %d ray %d: got %016llx, want %016llx", a, k,
                     (unsigned long long)ray_masks[a][k], (unsigned long long)want);
        }
    is_int(bad_masks, 0, "ray_masks agrees with walking the 512 rays");
    int bad_lines = 0, bad_first = 0;
    for (int a = 0; a < 64; a++) {
        const uint64_t *r = ray_masks[a];
        bad_lines += line_masks[a][0] != (r[0] | r[1] | r[2] | r[3]);
        bad_lines += line_masks[a][1] != (r[4] | r[5] | r[6] | r[7]);
        /* The lowest bit alone and with every higher bit set. */
        bad_first += mask_first_sq(1ull << a) != sq_from64(a);
        bad_first += mask_first_sq(~0ull << a) != sq_from64(a);
    }
    is_int(bad_lines, 0, "line_masks is each square's four rays of either kind");
    is_int(bad_first, 0, "mask_first_sq names the lowest bit's square");
    int bad_knights = 0;
    for (int a = 0; a < 64; a++) {
        uint64_t want = 0;
        for (int i = 0; i < 8; i++)
            if (empty.sq[sq_from64(a) + knight_jumps[i]] != OFFBOARD)
                want |= 1ull << sq_to64(sq_from64(a) + knight_jumps[i]);
        bad_knights += knight_masks[a] != want;
    }
    is_int(bad_knights, 0, "knight_masks agrees with the mailbox jumps");
    int bad_bits = 0;
    for (int sq = 0; sq < SQ_NB; sq++)
        bad_bits += square_bit[sq] != (empty.sq[sq] == OFFBOARD ? 0 : 1ull << sq_to64(sq));
    is_int(bad_bits, 0, "square_bit: each board cell's bit, 0 in the frame");

    /* The sliders' magic look-up against the mailbox walk for every set of
     * men on each square's mask (the men beyond it change nothing). */
    int bad_slides = 0;
    long sets = 0;
    for (int kind = 0; kind < 2; kind++)
        for (int a = 0; a < 64; a++) {
            uint64_t mask = attack_magics[kind][a].mask, men = 0;
            do {
                uint8_t cells[SQ_NB];
                memcpy(cells, empty.sq, sizeof cells);
                for (uint64_t m = men; m; m &= m - 1)
                    cells[mask_first_sq(m)] = W_PAWN;
                uint64_t want = 0;
                for (int k = 4 * kind; k < 4 * kind + 4; k++) {
                    int s = sq_from64(a);
                    do {
                        s += ray_dirs[k];
                        want |= square_bit[s];
                    } while (cells[s] == EMPTY);
                }
                if (attack_slider64(men, a, kind) != want && bad_slides++ < 5)
                    diag("square %d kind %d men %016llx", a, kind, (unsigned long long)men);
                sets++;
                men = (men - mask) & mask;
            } while (men);
        }
    ok(bad_slides == 0 && sets == 102400 + 5248, "attack_slider64 agrees with the walks for all %ld sets of men",
       sets);

    /* White: Ra1, Bc1, Ke1, pawns c2 d2, Qh4; Black: Kg8, pawns a5 f4 f6,
     * Nd4. */
    ok(setup("6k1/8/5p2/p7/3n1p1Q/8/2PP4/R1B1K3 w - - 0 1"), "the hand position parses");
    is_int(attack_first_along(pos.sq, A1, NORTH), A5, "first along a1 north: the a5 pawn");
    is_int(attack_first_along(pos.sq, A1, EAST), C1, "first along a1 east: the c1 bishop");
    is_int(attack_first_along(pos.sq, A1, NORTH_EAST), D4, "first along a1 north-east: the d4 knight");
    is_int(pos.sq[attack_first_along(pos.sq, A1, SOUTH)], OFFBOARD, "first along a1 south: the frame");
    ok(attack_is_attacker(&pos, A1, A5) && piece_attacks(&pos, A1, A5), "Ra1 attacks a5 directly");
    ok(attack_is_attacker(&pos, A1, A6) && attack_is_attacker(&pos, A1, A8) && !piece_attacks(&pos, A1, A6),
       "Ra1 IsAttacker a6-a8 through a5 alone, not directly");
    ok(attack_is_attacker(&pos, A1, E1) && !attack_is_attacker(&pos, A1, F1),
       "Ra1 IsAttacker e1 (c1 between) but not f1 (c1 and e1 between)");
    ok(attack_is_attacker(&pos, C1, E3) && attack_is_attacker(&pos, C1, F4) && !attack_is_attacker(&pos, C1, G5),
       "Bc1 IsAttacker e3 and f4 through d2, not g5 (d2 and f4 between)");
    ok(attack_is_attacker(&pos, H4, D4) && !piece_attacks(&pos, H4, D4) && !attack_is_attacker(&pos, H4, C4),
       "Qh4 IsAttacker d4 through f4, not c4 (f4 and d4 between)");
    ok(piece_attacks(&pos, H4, F6) && !piece_attacks(&pos, H4, E7) && attack_is_attacker(&pos, H4, E7) &&
           attack_is_attacker(&pos, H4, D8),
       "Qh4 attacks f6, and IsAttacker e7 and d8 through f6 alone");
    ok(attack_is_attacker(&pos, D4, C2) && !attack_is_attacker(&pos, D4, D2) && attack_is_attacker(&pos, C2, D3) &&
           !attack_is_attacker(&pos, C2, C3) && !attack_is_attacker(&pos, C1, C1),
       "a knight, a pawn: only their own squares; no piece attacks its own square");
    /* The walks on the board a move leaves, the open line. */
    is_int(attack_first_along_after(pos.sq, A1, NORTH, A5, A5, SQ_NONE), A1 + 8 * NORTH,
           "after a5 is vacated the walk from a1 north runs on to the frame");
    is_int(attack_first_along_after(pos.sq, A1, NORTH, A5, A5, A3), A3,
           "... and stops on a3 where the mover lands, although a3 is empty");
    ok(attack_clear_between(pos.sq, H4, F4) && attack_clear_between(pos.sq, E1, C1) &&
           attack_line_open(pos.sq, H4, F6, NORTH_WEST),
       "open lines: h4-f4 (g4 empty), e1-c1 (d1 empty), h4-f6");
    ok(!attack_clear_between(pos.sq, A1, E1) && !attack_clear_between(pos.sq, H4, D4) &&
           !attack_clear_between(pos.sq, A1, B3),
       "closed lines: a1-e1 (c1 between), h4-d4 (f4 between), a1-b3 (no line)");
    return done_testing();
}
