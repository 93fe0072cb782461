/* endgame.c -- endgame knowledge: an exact KPK bitbase generated at first
 * use, unstoppable passers in pawn endings (rule of the square), and the
 * Clericus draw rules that scale the final score: a lone minor cannot win,
 * two knights cannot win, rook pawns against a king in the corner, the
 * wrong bishop, the bishop + rook pawn against a blocking pawn (and its
 * one-file-inward variant), and opposite-coloured bishops.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "eval_internal.h"

/* ------------------------------------------------------------ KPK */

/* Index: strong side (White) to move or not, pawn on files a-d ranks 2-7,
 * both kings; squares 0..63 with a1 = 0. */
enum { KPK_N = 2 * 24 * 64 * 64 };
static uint64_t kpk_win_bits[KPK_N / 64];
static pthread_once_t kpk_once = PTHREAD_ONCE_INIT;

enum { R_UNKNOWN, R_INVALID, R_DRAW, R_WIN };

static int kpk_index(int stm, int wk, int bk, int p)
{
    int pi = sq64_file(p) + 4 * (sq64_rank(p) - 1);
    return ((stm * 24 + pi) * 64 + wk) * 64 + bk;
}

/* The squares a king on k may step to, and those next to it or under it:
 * ET->king_steps with or without k itself. */
static uint64_t king_steps64(int k) { return ET->king_steps[k]; }
static uint64_t king_near64(int k) { return ET->king_steps[k] | 1ull << k; }

/* Is square s one of those a White pawn on p attacks? */
static bool pawn_hits(int p, int s) { return ET->pawn_att[WHITE][p] >> s & 1; }

/* One rank up (a White pawn's step) on 0..63 indices. */
enum { UP64 = 8 };

/* The result a position has before any retrograde step: impossible,
 * promoted, the pawn taken, Black stalemated or mated.  Written with the
 * step masks, as kpk_step is: it runs once for each of the 196 608
 * positions. */
static int kpk_initial(int stm, int wk, int bk, int p)
{
    if (wk == bk || wk == p || bk == p || (king_near64(wk) >> bk & 1))
        return R_INVALID;
    if (stm == 0 && pawn_hits(p, bk))
        return R_INVALID;                 /* Black in check with White to move */
    if (stm == 0 && sq64_rank(p) == 6) {
        int q = p + UP64;                 /* promote unless the queen is lost */
        if (q != wk && q != bk && (!(king_near64(bk) >> q & 1) || (king_steps64(wk) >> q & 1)))
            return R_WIN;
    }
    if (stm == 1) {
        bool wk_guards_pawn = king_steps64(wk) >> p & 1;
        if ((king_steps64(p) >> bk & 1) && !wk_guards_pawn)
            return R_DRAW;                /* takes the pawn */
        /* No square for Black's king outside the White king's and the
         * pawn's reach (the pawn's square included only when the White
         * king guards it, which its reach already says). */
        if (!(king_steps64(bk) & ~king_near64(wk) & ~ET->pawn_att[WHITE][p]))
            return pawn_hits(p, bk) ? R_WIN : R_DRAW;
    }
    return R_UNKNOWN;
}

/* One retrograde step for an unresolved position.  The king moves come
 * from the step masks, lowest square first; a mask walk costs a fraction
 * of the coordinate arithmetic a walk by file and rank steps would. */
static int kpk_step(const uint8_t *r, int stm, int wk, int bk, int p)
{
    uint64_t pawn = 1ull << p;
    if (stm == 0) {
        bool all_draw = true;
        for (uint64_t to = king_steps64(wk) & ~pawn & ~king_near64(bk); to; to &= to - 1) {
            int v = r[kpk_index(1, lsb64(to), bk, p)];
            if (v == R_WIN)
                return R_WIN;
            all_draw &= v == R_DRAW;
        }
        int p1 = p + UP64;
        if (sq64_rank(p) < 6 && p1 != wk && p1 != bk) {
            int v = r[kpk_index(1, wk, bk, p1)];
            if (v == R_WIN)
                return R_WIN;
            all_draw &= v == R_DRAW;
            int p2 = p1 + UP64;
            if (sq64_rank(p) == 1 && p2 != wk && p2 != bk) {
                v = r[kpk_index(1, wk, bk, p2)];
                if (v == R_WIN)
                    return R_WIN;
                all_draw &= v == R_DRAW;
            }
        }
        return all_draw ? R_DRAW : R_UNKNOWN;
    }
    bool all_win = true;
    uint64_t safe = ~pawn & ~king_near64(wk) & ~ET->pawn_att[WHITE][p];
    for (uint64_t to = king_steps64(bk) & safe; to; to &= to - 1) {
        int v = r[kpk_index(0, wk, lsb64(to), p)];
        if (v == R_DRAW)
            return R_DRAW;
        all_win &= v == R_WIN;
    }
    return all_win ? R_WIN : R_UNKNOWN;
}

/* The positions of one pawn square still unknown, both sides to move, as
 * stm << 12 | wk << 6 | bk. */
enum { KPK_SLICE = 2 * 64 * 64 };

/* Resolve every position with the pawn on p as far as retrograde steps
 * go.  Those positions depend only on each other and on the pawn one or
 * two squares further up, which the caller has resolved first; so the
 * repeated passes stay inside this pawn square, and each visits only the
 * positions still unknown (a whole-table pass would revisit the resolved
 * ones some forty times).  The steps only ever add known results, so
 * the order of the visits does not change what is found. */
static void kpk_resolve_pawn_square(uint8_t *r, int p, uint16_t *todo)
{
    int n = 0;
    for (int stm = 0; stm < 2; stm++)
        for (int wk = 0; wk < 64; wk++)
            for (int bk = 0; bk < 64; bk++)
                if (r[kpk_index(stm, wk, bk, p)] == R_UNKNOWN)
                    todo[n++] = (uint16_t)(stm << 12 | wk << 6 | bk);
    for (bool changed = true; changed;) {
        changed = false;
        int kept = 0;
        for (int j = 0; j < n; j++) {
            int stm = todo[j] >> 12, wk = todo[j] >> 6 & 63, bk = todo[j] & 63;
            int v = kpk_step(r, stm, wk, bk, p);
            if (v == R_UNKNOWN) {
                todo[kept++] = todo[j];
                continue;
            }
            r[kpk_index(stm, wk, bk, p)] = (uint8_t)v;
            changed = true;
        }
        n = kept;
    }
}

static void kpk_generate(void)
{
    eval_init(); /* the step masks (ET) */
    uint8_t *r = calloc(KPK_N, 1);
    uint16_t *todo = malloc(KPK_SLICE * sizeof *todo);
    if (!r || !todo) {
        free(r);
        free(todo);
        return;                           /* probes then say "draw": safe */
    }
    for (int stm = 0; stm < 2; stm++)
        for (int p = sq64_make(0, 1); p < sq64_make(0, 7); p++)
            if (sq64_file(p) < 4)
                for (int wk = 0; wk < 64; wk++)
                    for (int bk = 0; bk < 64; bk++)
                        r[kpk_index(stm, wk, bk, p)] = (uint8_t)kpk_initial(stm, wk, bk, p);
    /* A pawn only moves up: the 7th rank first, down to the 2nd. */
    for (int p = sq64_make(7, 6); p >= sq64_make(0, 1); p--)
        if (sq64_file(p) < 4)
            kpk_resolve_pawn_square(r, p, todo);
    for (int i = 0; i < KPK_N; i++)
        if (r[i] == R_WIN)
            kpk_win_bits[i / 64] |= 1ull << (i % 64);
    free(todo);
    free(r);
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
    if (!P->ENDGAME_RULES)
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
    int sn = cnt(b, strong, KNIGHT), sb = cnt(b, strong, BISHOP);
    int wminors = cnt(b, weak, KNIGHT) + cnt(b, weak, BISHOP);
    bool strong_minors_only = cnt(b, strong, ROOK) + cnt(b, strong, QUEEN) == 0;
    if (pawns(b, strong) == 0 && strong_minors_only) {
        /* A single minor cannot win; nor can two knights against at most
         * one minor. */
        if (sn + sb <= 1)
            return 0;
        if (sn == 2 && sb == 0 && non_king_pieces(b, weak) == wminors && wminors <= 1)
            return 0;
    }
    int rf = rook_file_only(e, strong);
    if (pawns(b, strong) > 0 && rf >= 0 && strong_minors_only && sn == 0) {
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
    if (sb == 1 && sn == 0 && strong_minors_only && pawns(b, strong) == 1 && pawns(b, weak) == 1 &&
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
