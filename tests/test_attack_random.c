/* test_attack_random.c -- attack.h's fast paths by masks give the same
 * answers as the mailbox walks that define them, on the positions of
 * random play from every position of the perft suite (and the start
 * position), several hundred thousand in all.
 *
 * For each position: every slider's direct reach and its Clericus
 * IsAttacker squares (attack_is_attacker_squares64, the reach alone
 * attack_reach64, and the zone versions attack_reach_is_attacker_in64 and
 * attack_is_attacker_in64 on a random zone) against piece_attacks and
 * attack_is_attacker square by square; the first man along each ray of a
 * few squares (attack_first_along64 against attack_first_along); the
 * sliders on a line with a square, the knights a jump away and the king
 * a step away (attack_line_sliders64, attack_knights_to64, king_masks)
 * against a look at every piece; and square_attacked against a count of
 * those attackers; and the least valuable attacker of each side
 * (attack_least_attacker64, the static exchange's question) against a
 * walk from every man, with all men standing and with one lifted.
 */
#include <stdio.h>
#include <string.h>

#include "core/attack.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "playout.h"
#include "tap.h"
#include "testdata.h"

enum { POSITIONS = 300000, MAX_PLIES = 120 };

typedef struct {
    long reach, xray, zone, reach_zone, reach_only, first, lines, knights, kings, attacked, least;
    long sliders, rays, xray_only, least_found; /* how much was compared */
} tally_t;

static void report(long bad, const char *what, const board_t *b)
{
    if (bad <= 3) {
        char fen[FEN_MAX];
        fen_write(b, fen);
        diag("%s differs in %s", what, fen);
    }
}

static uint64_t occupancy(const board_t *b)
{
    uint64_t occ = 0;
    for (int p = W_PAWN; p <= B_KING; p++)
        occ |= b->masks[p];
    return occ;
}

/* Every slider of the position: its reach and IsAttacker squares. */
static void check_sliders(const board_t *b, uint64_t occ, uint64_t *rng, tally_t *t)
{
    for (int c = 0; c < COLOUR_NB; c++)
        for (int i = 0; i < b->plist_count[c]; i++) {
            int from = b->plist[c][i], type = piece_type(b->sq[from]);
            if (type != BISHOP && type != ROOK && type != QUEEN)
                continue;
            int s64 = sq_to64(from);
            uint64_t reach, xray = attack_is_attacker_squares64(occ, s64, type, &reach);
            uint64_t want_reach = 0, want_xray = 0;
            for (int to = A1; to <= H8; to++) {
                if (b->sq[to] == OFFBOARD)
                    continue;
                want_reach |= piece_attacks(b, from, to) ? square_bit[to] : 0;
                want_xray |= attack_is_attacker(b, from, to) ? square_bit[to] : 0;
            }
            t->sliders++;
            t->xray_only += (want_xray & ~want_reach) != 0;
            if (reach != want_reach)
                report(++t->reach, "a slider's reach", b);
            if (xray != want_xray)
                report(++t->xray, "a slider's IsAttacker squares", b);
            uint64_t zone = splitmix64(rng) & splitmix64(rng);
            if (attack_is_attacker_in64(occ, s64, type, zone) != (want_xray & zone))
                report(++t->zone, "a slider's IsAttacker squares in a zone", b);
            uint64_t zone_reach, zone_hits = attack_reach_is_attacker_in64(occ, s64, type, zone, &zone_reach);
            if (zone_hits != (want_xray & zone) || zone_reach != want_reach)
                report(++t->reach_zone, "a slider's reach and IsAttacker squares in a zone", b);
            if (attack_reach64(occ, s64, type) != want_reach)
                report(++t->reach_only, "a slider's reach alone", b);
        }
}

/* The sliders and knights of side 'by' that the masks name for sq,
 * against a look at each of its pieces; and square_attacked against the
 * attackers found by walking. */
static void check_square(const board_t *b, int sq, tally_t *t)
{
    int s64 = sq_to64(sq);
    for (int by = 0; by < COLOUR_NB; by++) {
        const uint64_t *m = b->masks;
        uint64_t orth = m[make_piece(by, ROOK)] | m[make_piece(by, QUEEN)];
        uint64_t diag = m[make_piece(by, BISHOP)] | m[make_piece(by, QUEEN)];
        uint64_t want_lines = 0, want_knights = 0, want_king = 0;
        bool attacked = false;
        for (int i = 0; i < b->plist_count[by]; i++) {
            int from = b->plist[by][i], type = piece_type(b->sq[from]);
            int d = ray_direction(sq, from);
            if ((type == BISHOP || type == ROOK || type == QUEEN) && d && slides_along_offset(type, d))
                want_lines |= square_bit[from];
            if (type == KNIGHT)
                for (int j = 0; j < 8; j++)
                    want_knights |= from + knight_jumps[j] == sq ? square_bit[from] : 0;
            if (type == KING)
                for (int j = 0; j < 8; j++)
                    want_king |= from + king_steps[j] == sq ? square_bit[from] : 0;
            attacked |= piece_attacks(b, from, sq);
        }
        if (attack_line_sliders64(s64, orth, diag) != want_lines)
            report(++t->lines, "the sliders on a line", b);
        if (attack_knights_to64(s64, m[make_piece(by, KNIGHT)]) != want_knights)
            report(++t->knights, "the knights a jump away", b);
        if ((king_masks[s64] & m[make_piece(by, KING)]) != want_king)
            report(++t->kings, "the king a step away", b);
        if (square_attacked(b, sq, by) != attacked)
            report(++t->attacked, "square_attacked", b);
    }
}

/* The first man along each ray from sq, by mask and by walk. */
static void check_rays(const board_t *b, uint64_t occ, int sq, tally_t *t)
{
    for (int k = 0; k < 8; k++) {
        int walked = attack_first_along(b->sq, sq, ray_dirs[k]);
        int want = b->sq[walked] == OFFBOARD ? -1 : sq_to64(walked);
        t->rays++;
        if (attack_first_along64(occ, sq_to64(sq), k) != want)
            report(++t->first, "the first man along a ray", b);
    }
}

/* The least valuable attacker of each side by masks (the board's masks,
 * the men of occ standing) against a walk from each man of 'cells', the
 * same men on the mailbox: its type is the cheapest that attacks, and the
 * man it names is of that type and attacks. */
static void check_least(const board_t *b, const board_t *cells, uint64_t occ, int sq, tally_t *t)
{
    int s64 = sq_to64(sq);
    for (int by = 0; by < COLOUR_NB; by++) {
        int want = 0;
        for (int i = 0; i < b->plist_count[by]; i++) {
            int from = b->plist[by][i];
            if (piece_attacks(cells, from, sq) && (!want || piece_type(cells->sq[from]) < want))
                want = piece_type(cells->sq[from]);
        }
        int from64 = -1, got = attack_least_attacker64(b->masks + make_piece(by, 0), by, occ, s64, &from64);
        t->least_found += got != 0;
        if (got != want ||
            (got && (cells->sq[sq_from64(from64)] != make_piece(by, got) || !piece_attacks(cells, sq_from64(from64), sq))))
            report(++t->least, "the least valuable attacker", b);
    }
}

static void check_position(const board_t *b, uint64_t *rng, tally_t *t)
{
    uint64_t occ = occupancy(b);
    check_sliders(b, occ, rng, t);
    int random_sq = sq_from64((int)(splitmix64(rng) & 63));
    int squares[4] = { b->king_sq[WHITE], b->king_sq[BLACK], random_sq,
                       b->plist[b->side][splitmix64(rng) % b->plist_count[b->side]] };
    /* The same position with one man lifted, as in an exchange: the masks
     * still hold him, occ and the mailbox do not. */
    static board_t lifted;
    lifted = *b;
    int side = (int)(splitmix64(rng) & 1);
    int gone = b->plist[side][splitmix64(rng) % b->plist_count[side]];
    lifted.sq[gone] = EMPTY;
    for (int i = 0; i < 4; i++) {
        check_square(b, squares[i], t);
        check_rays(b, occ, squares[i], t);
        check_least(b, b, occ, squares[i], t);
        if (squares[i] != gone)
            check_least(b, &lifted, occ & ~square_bit[gone], squares[i], t);
    }
}

static suite_entry_t suite[SUITE_MAX_POSITIONS];
static board_t board;

int main(void)
{
    plan(15);
    int n = suite_read(suite, SUITE_MAX_POSITIONS);
    ok(n > 100, "the perft suite is read (%d positions)", n);
    if (n == 0)
        return done_testing();

    tally_t t;
    memset(&t, 0, sizeof t);
    uint64_t rng = 1;
    long positions = 0;
    int bad_fen = 0;
    for (int game = 0; positions < POSITIONS; game++) {
        char err[128];
        /* Every 8th game from the start position, the others from the suite. */
        const char *fen = game % 8 == 0 ? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                        : suite[game % n].fen;
        if (!fen_parse(&board, fen, err, sizeof err)) {
            bad_fen++;
            continue;
        }
        for (int ply = 0; ply < MAX_PLIES && positions < POSITIONS; ply++) {
            check_position(&board, &rng, &t);
            positions++;
            if (!playout_step(&board, &rng))
                break;
        }
    }
    is_int(bad_fen, 0, "every suite position parses");
    diag("%ld positions, %ld sliders (%ld with squares attacked only through one piece), %ld rays",
         positions, t.sliders, t.xray_only, t.rays);
    ok(t.sliders > 500000 && t.xray_only > t.sliders / 2,
       "half a million sliders compared, most of them with squares attacked through one piece");
    is_int(t.reach, 0, "attack_is_attacker_squares64's reach = piece_attacks on every square");
    is_int(t.xray, 0, "attack_is_attacker_squares64 = attack_is_attacker on every square");
    is_int(t.zone, 0, "attack_is_attacker_in64 = attack_is_attacker within a random zone");
    is_int(t.reach_zone, 0, "attack_reach_is_attacker_in64 = piece_attacks, and attack_is_attacker within a random zone");
    is_int(t.reach_only, 0, "attack_reach64 = piece_attacks on every square");
    is_int(t.first, 0, "attack_first_along64 = attack_first_along on every ray of four squares");
    is_int(t.lines, 0, "attack_line_sliders64 = the sliders whose line reaches the square");
    is_int(t.knights, 0, "attack_knights_to64 = the knights a jump away");
    is_int(t.kings, 0, "king_masks = the king a step away");
    is_int(t.attacked, 0, "square_attacked = some piece attacks the square");
    diag("%ld least valuable attackers found", t.least_found);
    ok(t.least_found > 500000, "half a million least valuable attackers compared");
    is_int(t.least, 0, "attack_least_attacker64 = the cheapest man whose walk reaches the square, with one man lifted or none");
    return done_testing();
}
