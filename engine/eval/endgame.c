/* endgame.c -- endgame knowledge: an exact KPK bitbase generated at first
 * use, unstoppable passers in pawn endings (rule of the square), and the
 * Clericus draw rules that scale the final score: a lone minor cannot win,
 * two knights cannot win, rook pawns against a king in the corner, the
 * wrong bishop, the bishop + rook pawn against a blocking pawn (and its
 * one-file-inward variant), and opposite-coloured bishops.
 */
#include <pthread.h>

#include "eval_internal.h"

/* ------------------------------------------------------------ KPK */

/* Index: strong side (White) to move or not, pawn on files a-d ranks 2-7,
 * both kings; squares 0..63 with a1 = 0. */
enum { KPK_N = 2 * 24 * 64 * 64 };
static uint64_t kpk_win_bits[KPK_N / 64];
static pthread_once_t kpk_once = PTHREAD_ONCE_INIT;

static int kpk_index(int stm, int wk, int bk, int p)
{
    int pi = sq64_file(p) + 4 * (sq64_rank(p) - 1);
    return ((stm * 24 + pi) * 64 + wk) * 64 + bk;
}

/* The squares a king on k may step to, and those next to it or under it:
 * ET->king_steps with or without k itself. */
static uint64_t king_steps64(int k) { return ET->king_steps[k]; }
static uint64_t king_near64(int k) { return ET->king_steps[k] | 1ull << k; }

/* One rank up (a White pawn's step) on 0..63 indices. */
enum { UP64 = 8 };

/* The generation works on sets: for one side to move, pawn square and
 * White king square, the Black king squares as a 64-square mask (a1 =
 * bit 0), which is also how kpk_win_bits stores the wins.  A retrograde
 * step then settles all 64 Black king squares at once. */
typedef uint64_t kpk_set_t;

/* The wins of one side to move and pawn square, by White king square. */
static kpk_set_t *kpk_wins_of(int stm, int p)
{
    return &kpk_win_bits[kpk_index(stm, 0, 0, p) / 64];
}

/* The squares next to some square of x (x itself only where it is next
 * to another of its squares): where a king stands that can step into x. */
static kpk_set_t king_neighbours(kpk_set_t x)
{
    const kpk_set_t not_a = ~file_mask(0), not_h = ~file_mask(7);
    kpk_set_t east = (x << 1) & not_a, west = (x >> 1) & not_h, row = x | east | west;
    return east | west | row << 8 | row >> 8;
}

/* The positions of one pawn square before any retrograde step, by White
 * king square: wins and unknowns (the rest are impossible or drawn).
 * White to move: impossible with the kings touching, a king on the pawn
 * or Black in check by the pawn; won at once by a promotion that does not
 * lose the queen.  Black to move: drawn when the king takes an unguarded
 * pawn; mated or stalemated when no square is left to it. */
typedef struct {
    kpk_set_t win[2][64], unknown[2][64];
} kpk_start_t;

static void kpk_start(int p, kpk_start_t *st)
{
    kpk_set_t pawn = 1ull << p, pawn_att = ET->pawn_att[WHITE][p];
    int q = p + UP64; /* the promotion square, from the 7th rank */
    for (int wk = 0; wk < 64; wk++) {
        kpk_set_t near_wk = king_near64(wk);
        kpk_set_t legal = wk == p ? 0 : ~near_wk & ~pawn;
        /* White to move. */
        kpk_set_t valid = legal & ~pawn_att, win = 0;
        if (sq64_rank(p) == 6 && q != wk) {
            kpk_set_t queen_safe = (king_steps64(wk) >> q & 1) ? ~0ull : ~king_near64(q);
            win = valid & ~(1ull << q) & queen_safe;
        }
        st->win[0][wk] = win;
        st->unknown[0][wk] = valid & ~win;
        /* Black to move. */
        kpk_set_t takes = (king_steps64(wk) >> p & 1) ? 0 : king_steps64(p);
        kpk_set_t stuck = legal & ~takes & ~king_neighbours(~near_wk & ~pawn_att);
        st->win[1][wk] = stuck & pawn_att;
        st->unknown[1][wk] = legal & ~takes & ~stuck;
    }
}

/* Resolve the positions of pawn square p, the squares above it resolved
 * already (a pawn only moves up), as far as retrograde steps go: White
 * to move wins when some move reaches a win, Black to move loses when
 * every move does.  What is still unknown when a pass adds nothing is a
 * draw. */
static void kpk_resolve_pawn_square(int p)
{
    kpk_start_t st;
    kpk_start(p, &st);
    kpk_set_t *win0 = kpk_wins_of(0, p), *win1 = kpk_wins_of(1, p);
    kpk_set_t pawn = 1ull << p, pawn_att = ET->pawn_att[WHITE][p];
    /* The pawn's pushes lead to positions already resolved; the square
     * stepped onto (and passed, for the double step) must be empty. */
    kpk_set_t push_wins[64] = { 0 };
    int p1 = p + UP64, p2 = p1 + UP64;
    for (int wk = 0; wk < 64; wk++) {
        if (sq64_rank(p) < 6 && p1 != wk) {
            kpk_set_t free1 = ~(1ull << p1);
            push_wins[wk] = kpk_wins_of(1, p1)[wk] & free1;
            if (sq64_rank(p) == 1 && p2 != wk)
                push_wins[wk] |= kpk_wins_of(1, p2)[wk] & free1;
        }
        win0[wk] = st.win[0][wk] | (st.unknown[0][wk] & push_wins[wk]);
        win1[wk] = st.win[1][wk];
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int wk = 0; wk < 64; wk++) {
            /* Black to move: lost unless a safe square is not a win. */
            kpk_set_t safe = ~pawn & ~king_near64(wk) & ~pawn_att;
            kpk_set_t w = win1[wk] | (st.unknown[1][wk] & ~king_neighbours(safe & ~win0[wk]));
            changed |= w != win1[wk];
            win1[wk] = w;
        }
        for (int wk = 0; wk < 64; wk++) {
            /* White to move: won if a king step reaches a win. */
            kpk_set_t reach = push_wins[wk];
            for (kpk_set_t to = king_steps64(wk) & ~pawn; to; to &= to - 1)
                reach |= win1[lsb64(to)];
            kpk_set_t w = win0[wk] | (st.unknown[0][wk] & reach);
            changed |= w != win0[wk];
            win0[wk] = w;
        }
    }
}

static void kpk_generate(void)
{
    eval_init(); /* the step masks (ET) */
    /* A pawn only moves up: the 7th rank first, down to the 2nd. */
    for (int p = sq64_make(7, 6); p >= sq64_make(0, 1); p--)
        if (sq64_file(p) < 4)
            kpk_resolve_pawn_square(p);
}

void kpk_init(void) { pthread_once(&kpk_once, kpk_generate); }

/* Does the side with the pawn win?  Squares are mailbox squares. */
static bool kpk_wins(int strong, int ksq, int wksq, int psq, bool strong_to_move)
{
    kpk_init();
    int k = sq_to64(ksq), w = sq_to64(wksq), p = sq_to64(psq);
    if (strong == BLACK) {                /* make the strong side White */
        k = sq64_flip(k);
        w = sq64_flip(w);
        p = sq64_flip(p);
    }
    if (sq64_file(p) >= 4) {              /* mirror the pawn onto files a-d */
        k = sq64_mirror(k);
        w = sq64_mirror(w);
        p = sq64_mirror(p);
    }
    int i = kpk_index(strong_to_move ? 0 : 1, k, w, p);
    return (kpk_win_bits[i / 64] >> (i % 64)) & 1;
}

/* ------------------------------------------------------------ terms */

/* A won pawn ending (an unstoppable passer, a won KPK) scores this much
 * more per rank the pawn has advanced, so that among won lines the search
 * prefers the one that pushes it (a tie-break, not a weight of the
 * position: the win itself is UNSTOPPABLE_PASSER or KPK_WIN). */
enum { PASSER_RANK_STEP = 10 };

void eval_endgame_terms(ev_t *e)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    /* Only a side without pieces can be outrun by a passer. */
    if (!P->ENDGAME_RULES || (e->npm[WHITE] && e->npm[BLACK]))
        return;
    for (int c = 0; c < COLOUR_NB; c++) {
        int them = c ^ 1;
        if (e->npm[them] != 0 || !e->pe->passed[c])
            continue;
        /* Pawn ending for the defender: the rule of the square. */
        int best = -1;
        for (uint64_t m = e->pe->passed[c]; m; m &= m - 1) {
            int sq = sq_from64(lsb64(m)), rr = sq_relative_rank(sq, c);
            int q = rel_sq(c, sq_file(sq), 7);
            bool path_clear = true;
            for (int t = sq + up(c); path_clear && t != q + up(c); t += up(c))
                path_clear = b->sq[t] == EMPTY;
            if (!path_clear)
                continue;
            int pawn_moves = 7 - rr - (rr == 1);
            int king_moves = sq_dist(b->king_sq[them], q) - (b->side == them);
            if (king_moves > pawn_moves)
                best = imax(best, rr);
        }
        if (best >= 0)
            ev_add(e, T_ENDGAME, c, 0, P->UNSTOPPABLE_PASSER + PASSER_RANK_STEP * best);
    }
}

/* ------------------------------------------------------------ scaling */

static int non_king_pieces(const board_t *b, int c) { return b->plist_count[c] - 1; }
static int pawns(const board_t *b, int c) { return b->count[make_piece(c, PAWN)]; }
static int cnt(const board_t *b, int c, int t) { return b->count[make_piece(c, t)]; }

/* All of c's pawns on one rook file: that file (0 or 7), else -1. */
static int rook_file_only(const ev_t *e, int c)
{
    uint8_t f = e->pe->files[c];
    return f == 1u << 0 ? 0 : f == 1u << 7 ? 7 : -1;
}

/* Colour (1 light, 0 dark) of c's bishops if all share one, else -1. */
static int bishop_colour(const ev_t *e, int c)
{
    if (e->bishop_on[c][0] == e->bishop_on[c][1])
        return -1;
    return e->bishop_on[c][1] ? 1 : 0;
}

int eval_endgame_adjust(ev_t *e, int score)
{
    const params_t *P = e->P;
    const board_t *b = e->b;
    if (!P->ENDGAME_RULES)
        return score;
    /* KPK, exactly. */
    if (b->plist_count[WHITE] + b->plist_count[BLACK] == 3 && pawns(b, WHITE) + pawns(b, BLACK) == 1) {
        int s = pawns(b, WHITE) ? WHITE : BLACK;
        int psq = SQ_NONE;
        for (int i = 0; i < b->plist_count[s]; i++)
            if (piece_type(b->sq[b->plist[s][i]]) == PAWN)
                psq = b->plist[s][i];
        if (!kpk_wins(s, b->king_sq[s], b->king_sq[s ^ 1], psq, b->side == s))
            return 0;
        int v = P->PAWN_VALUE_EG + P->KPK_WIN + PASSER_RANK_STEP * sq_relative_rank(psq, s);
        return s == WHITE ? v : -v;
    }
    int strong = score > 0 ? WHITE : BLACK, weak = strong ^ 1;
    /* Every rule below wants the stronger side without rooks and queens
     * (opposite bishops too: a bishop and pawns each); most positions
     * leave here. */
    if (cnt(b, strong, ROOK) + cnt(b, strong, QUEEN) != 0)
        return score;
    int sn = cnt(b, strong, KNIGHT), sb = cnt(b, strong, BISHOP);
    int wminors = cnt(b, weak, KNIGHT) + cnt(b, weak, BISHOP);
    if (pawns(b, strong) == 0) {
        /* A single minor cannot win; nor can two knights against at most
         * one minor. */
        if (sn + sb <= 1)
            return 0;
        if (sn == 2 && sb == 0 && non_king_pieces(b, weak) == wminors && wminors <= 1)
            return 0;
    }
    int rf = rook_file_only(e, strong);
    if (pawns(b, strong) > 0 && rf >= 0 && sn == 0) {
        int q = rel_sq(strong, rf, 7);
        bool king_holds = sq_dist(b->king_sq[weak], q) <= 1;
        /* Rook pawns alone, or with the bishop that cannot cover the corner. */
        if (king_holds && (sb == 0 || (bishop_colour(e, strong) >= 0 && bishop_colour(e, strong) != sq_colour(q))))
            return 0;
    }
    /* Clericus's rare draw: a rook pawn (or a knight pawn: "moved one
     * file towards the centre") and the theoretically good bishop, the one
     * of its promotion square's colour, against a king and a pawn blocked
     * on its initial square; the defending king next to the promotion
     * square shuttles on the squares the bishop does not see. */
    if (sb == 1 && sn == 0 && pawns(b, strong) == 1 && pawns(b, weak) == 1 &&
        non_king_pieces(b, weak) == 1 && e->pe->blocked == 1) {
        uint8_t f = e->pe->files[strong];
        int file = f == 1u << 0 ? 0 : f == 1u << 1 ? 1 : f == 1u << 6 ? 6 : f == 1u << 7 ? 7 : -1;
        if (file >= 0 && b->sq[rel_sq(strong, file, 6)] == make_piece(weak, PAWN)) {
            int q = rel_sq(strong, file, 7);
            if (sq_dist(b->king_sq[weak], q) <= 1 && bishop_colour(e, strong) == sq_colour(q))
                return 0;
        }
    }
    /* Opposite-coloured bishops and nothing else. */
    if (cnt(b, WHITE, BISHOP) == 1 && cnt(b, BLACK, BISHOP) == 1 &&
        non_king_pieces(b, WHITE) == 1 + pawns(b, WHITE) && non_king_pieces(b, BLACK) == 1 + pawns(b, BLACK) &&
        bishop_colour(e, WHITE) != bishop_colour(e, BLACK))
        return score * P->OPPOSITE_BISHOPS_PCT / 100;
    return score;
}
