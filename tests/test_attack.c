/* test_attack.c -- ray_direction() is a table look-up (attack.h); it must
 * name, for every ordered pair of board squares, the ray a queen would
 * slide along from one to the other, and 0 when none joins them.  The
 * reference walks each ray from the first square on an empty board. */
#include "core/attack.h"
#include "tap.h"

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
    plan(12);

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
    return done_testing();
}
