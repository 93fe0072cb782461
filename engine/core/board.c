/* board.c -- the 10x12 mailbox position: piece placement with piece lists,
 * make/unmake with an undo history, the incremental Polyglot key, and the
 * game-state questions (repetition, insufficient material) the search and
 * the front ends ask.
 */
#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "core/attack.h"
#include "core/board.h"
#include "core/zobrist.h"

/* Rights lost when a move touches each square: moving the king or a rook,
 * or capturing on a rook's home square, clears the matching bits.  A table
 * rather than a switch: make looks up both squares of every move while
 * any right is left. */
static const uint8_t castle_lost[SQ_NB] = {
    [E1] = CASTLE_WK | CASTLE_WQ, [H1] = CASTLE_WK, [A1] = CASTLE_WQ,
    [E8] = CASTLE_BK | CASTLE_BQ, [H8] = CASTLE_BK, [A8] = CASTLE_BQ
};

static bool is_pawn_key_piece(int piece)
{
    return piece_type(piece) == PAWN || piece_type(piece) == KING;
}


/* The followed piece-square sums: add (sign 1) or take away (-1) a piece.
 * Unmake passes sums = false and puts back the sums make saved. */
static inline void psq_add(board_t *b, int piece, int sq, int sign, bool sums)
{
    if (sums && b->psq) {
        int c = piece_colour(piece);
        b->psq_mg[c] += sign * b->psq[piece][sq].mg;
        b->psq_eg[c] += sign * b->psq[piece][sq].eg;
    }
}

/* Raw placement: lists, counts, masks and sums, no keys (unmake restores
 * keys). */
static void put_raw(board_t *b, int piece, int sq)
{
    int c = piece_colour(piece);
    b->masks[piece] ^= square_bit[sq];
    psq_add(b, piece, sq, 1, true);
    b->sq[sq] = (uint8_t)piece;
    b->list_index[sq] = b->plist_count[c];
    b->plist[c][b->plist_count[c]++] = (uint8_t)sq;
    b->count[piece]++;
    if (piece_type(piece) == KING)
        b->king_sq[c] = (uint8_t)sq;
}

static void remove_raw(board_t *b, int sq)
{
    int piece = b->sq[sq];
    int c = piece_colour(piece);
    int idx = b->list_index[sq];
    int last = b->plist[c][--b->plist_count[c]];
    b->plist[c][idx] = (uint8_t)last;
    b->list_index[last] = (uint8_t)idx;
    b->sq[sq] = EMPTY;
    b->count[piece]--;
    b->masks[piece] ^= square_bit[sq];
    psq_add(b, piece, sq, -1, true);
}

static inline void move_raw(board_t *b, int from, int to, bool sums)
{
    int piece = b->sq[from];
    int c = piece_colour(piece);
    int idx = b->list_index[from];
    b->masks[piece] ^= square_bit[from] | square_bit[to];
    if (sums && b->psq) {
        b->psq_mg[c] += b->psq[piece][to].mg - b->psq[piece][from].mg;
        b->psq_eg[c] += b->psq[piece][to].eg - b->psq[piece][from].eg;
    }
    b->sq[to] = (uint8_t)piece;
    b->sq[from] = EMPTY;
    b->plist[c][idx] = (uint8_t)to;
    b->list_index[to] = (uint8_t)idx;
    if (piece_type(piece) == KING)
        b->king_sq[c] = (uint8_t)to;
}

/* Change the piece on an occupied square in place (promotion), keeping its
 * slot in the piece list so unmake restores the list order exactly. */
static void replace_raw(board_t *b, int sq, int piece, bool sums)
{
    int old = b->sq[sq];
    b->count[old]--;
    b->masks[old] ^= square_bit[sq];
    psq_add(b, old, sq, -1, sums);
    b->sq[sq] = (uint8_t)piece;
    b->count[piece]++;
    b->masks[piece] ^= square_bit[sq];
    psq_add(b, piece, sq, 1, sums);
}

/* Undo remove_raw exactly: the piece remove_raw moved into slot idx goes
 * back to the end and the restored piece takes slot idx again.  Only
 * unmake calls it, so the sums are left to unmake. */
static void restore_raw(board_t *b, int piece, int sq, int idx)
{
    int c = piece_colour(piece);
    int end = b->plist_count[c]++;
    int moved = b->plist[c][idx];
    b->plist[c][end] = (uint8_t)moved;
    b->list_index[moved] = (uint8_t)end;
    b->plist[c][idx] = (uint8_t)sq;
    b->list_index[sq] = (uint8_t)idx;
    b->sq[sq] = (uint8_t)piece;
    b->count[piece]++;
    b->masks[piece] ^= square_bit[sq];
}

void board_follow_psq(board_t *b, const psq_value_t (*table)[SQ_NB])
{
    b->psq = table;
    for (int c = 0; c < COLOUR_NB; c++) {
        b->psq_mg[c] = b->psq_eg[c] = 0;
        for (int i = 0; table && i < b->plist_count[c]; i++)
            psq_add(b, b->sq[b->plist[c][i]], b->plist[c][i], 1, true);
    }
}

void board_put(board_t *b, int piece, int sq)
{
    assert(sq_is_on_board(sq) && piece_is_real(piece) && b->sq[sq] == EMPTY);
    put_raw(b, piece, sq);
    b->key ^= zobrist_piece_fast(piece, sq);
    if (is_pawn_key_piece(piece))
        b->pawn_key ^= zobrist_piece_fast(piece, sq);
}

void board_remove(board_t *b, int sq)
{
    assert(sq_is_on_board(sq) && piece_is_real(b->sq[sq]));
    int piece = b->sq[sq];
    b->key ^= zobrist_piece_fast(piece, sq);
    if (is_pawn_key_piece(piece))
        b->pawn_key ^= zobrist_piece_fast(piece, sq);
    remove_raw(b, sq);
}

void board_clear(board_t *b)
{
    attack_init(); /* the sliders' look-up tables (attack.h), once */
    memset(b, 0, offsetof(board_t, hist));
    for (int sq = 0; sq < SQ_NB; sq++)
        b->sq[sq] = OFFBOARD;
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++)
            b->sq[sq_make(f, r)] = EMPTY;
    b->side = WHITE;
    b->ep = SQ_NONE;
    b->fullmove = 1;
    b->key = zobrist_turn();
}

void board_copy(board_t *dst, const board_t *src)
{
    assert(src->hply >= 0 && src->hply <= MAX_HISTORY);
    memcpy(dst, src, offsetof(board_t, hist));
    memcpy(dst->hist, src->hist, (size_t)src->hply * sizeof src->hist[0]);
}

void board_init_startpos(board_t *b)
{
    static const int back[8] = { ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK };
    board_clear(b);
    for (int f = 0; f < 8; f++) {
        board_put(b, make_piece(WHITE, back[f]), sq_make(f, 0));
        board_put(b, make_piece(WHITE, PAWN), sq_make(f, 1));
        board_put(b, make_piece(BLACK, PAWN), sq_make(f, 6));
        board_put(b, make_piece(BLACK, back[f]), sq_make(f, 7));
    }
    b->castle = CASTLE_ALL;
    b->key ^= zobrist_castle(CASTLE_ALL);
}

/* Polyglot hashes the en-passant file only when a pawn of the side to move
 * stands beside the pawn that just advanced two squares; we store the ep
 * square under the same condition, so the key and the FEN agree. */
static bool ep_capture_possible(const board_t *b, int ep_sq, int side)
{
    int pawn = make_piece(side, PAWN);
    int behind = side == WHITE ? SOUTH : NORTH; /* from the target to the pawn that moved */
    int pushed = ep_sq + behind;
    return b->sq[pushed - 1] == pawn || b->sq[pushed + 1] == pawn;
}

void board_make_move(board_t *b, move_t m)
{
    int us = b->side, them = us ^ 1;
    int from = move_from(m), to = move_to(m);
    int piece = b->sq[from];
    assert(sq_is_on_board(from) && sq_is_on_board(to));
    assert(piece_is_real(piece) && piece_colour(piece) == us);
    assert(b->hply < MAX_HISTORY);
    undo_t *u = &b->hist[b->hply++];

    u->key = b->key;
    u->pawn_key = b->pawn_key;
    u->move = m;
    u->castle = b->castle;
    u->ep = b->ep;
    u->halfmove = b->halfmove;
    u->captured = EMPTY;
    memcpy(u->psq_mg, b->psq_mg, sizeof u->psq_mg);
    memcpy(u->psq_eg, b->psq_eg, sizeof u->psq_eg);

    if (b->ep != SQ_NONE) {
        b->key ^= zobrist_ep(b->ep);
        b->ep = SQ_NONE;
    }
    b->halfmove++;

    if (move_is_capture(m)) {
        int cap_sq = move_is_ep(m) ? to + (us == WHITE ? SOUTH : NORTH) : to;
        u->captured = b->sq[cap_sq];
        u->captured_index = b->list_index[cap_sq];
        board_remove(b, cap_sq);
        b->halfmove = 0;
    }

    b->key ^= zobrist_piece_fast(piece, from) ^ zobrist_piece_fast(piece, to);
    if (is_pawn_key_piece(piece))
        b->pawn_key ^= zobrist_piece_fast(piece, from) ^ zobrist_piece_fast(piece, to);
    move_raw(b, from, to, true);

    if (piece_type(piece) == PAWN) {
        b->halfmove = 0;
        if (move_promo(m)) {
            int promoted = make_piece(us, move_promo(m));
            b->key ^= zobrist_piece_fast(piece, to) ^ zobrist_piece_fast(promoted, to);
            b->pawn_key ^= zobrist_piece_fast(piece, to);
            replace_raw(b, to, promoted, true);
        } else if ((m & MF_DOUBLE) && ep_capture_possible(b, (from + to) / 2, them)) {
            b->ep = (uint8_t)((from + to) / 2);
            b->key ^= zobrist_ep(b->ep);
        }
    } else if (move_is_castle(m)) {
        int rook_from = to > from ? to + 1 : to - 2;
        int rook_to = to > from ? to - 1 : to + 1;
        int rook = b->sq[rook_from];
        b->key ^= zobrist_piece_fast(rook, rook_from) ^ zobrist_piece_fast(rook, rook_to);
        move_raw(b, rook_from, rook_to, true);
    }

    /* Most positions searched have no rights left to lose. */
    if (b->castle) {
        int rights = b->castle & ~(castle_lost[from] | castle_lost[to]);
        if (rights != b->castle) {
            b->key ^= zobrist_castle(b->castle) ^ zobrist_castle(rights);
            b->castle = (uint8_t)rights;
        }
    }

    if (us == BLACK)
        b->fullmove++;
    b->side = (uint8_t)them;
    b->key ^= zobrist_turn();
    assert(board_is_consistent_sampled(b));
}

void board_unmake_move(board_t *b)
{
    const undo_t *u = &b->hist[--b->hply];
    move_t m = u->move;
    int them = b->side, us = them ^ 1;
    int from = move_from(m), to = move_to(m);

    b->side = (uint8_t)us;
    if (us == BLACK)
        b->fullmove--;

    if (move_promo(m))
        replace_raw(b, to, make_piece(us, PAWN), false);
    move_raw(b, to, from, false);
    if (move_is_castle(m)) {
        int rook_from = to > from ? to + 1 : to - 2;
        int rook_to = to > from ? to - 1 : to + 1;
        move_raw(b, rook_to, rook_from, false);
    }
    if (u->captured != EMPTY) {
        int cap_sq = move_is_ep(m) ? to + (us == WHITE ? SOUTH : NORTH) : to;
        restore_raw(b, u->captured, cap_sq, u->captured_index);
    }

    b->castle = u->castle;
    b->ep = u->ep;
    b->halfmove = u->halfmove;
    b->key = u->key;
    b->pawn_key = u->pawn_key;
    memcpy(b->psq_mg, u->psq_mg, sizeof b->psq_mg);
    memcpy(b->psq_eg, u->psq_eg, sizeof b->psq_eg);
    assert(board_is_consistent_sampled(b));
}

void board_make_null(board_t *b)
{
    undo_t *u = &b->hist[b->hply++];
    u->key = b->key;
    u->pawn_key = b->pawn_key;
    u->move = MOVE_NONE;
    u->captured = EMPTY;
    u->castle = b->castle;
    u->ep = b->ep;
    u->halfmove = b->halfmove;
    if (b->ep != SQ_NONE) {
        b->key ^= zobrist_ep(b->ep);
        b->ep = SQ_NONE;
    }
    /* A null move is not a real move: repetitions across it are not
     * repetitions, so the reversible-move count starts again. */
    b->halfmove = 0;
    b->side ^= 1;
    b->key ^= zobrist_turn();
}

void board_unmake_null(board_t *b)
{
    const undo_t *u = &b->hist[--b->hply];
    b->side ^= 1;
    b->ep = u->ep;
    b->halfmove = u->halfmove;
    b->key = u->key;
}

uint64_t board_compute_key(const board_t *b)
{
    uint64_t k = 0;
    for (int sq = A1; sq <= H8; sq++)
        if (piece_is_real(b->sq[sq]))
            k ^= zobrist_piece(b->sq[sq], sq);
    k ^= zobrist_castle(b->castle);
    if (b->ep != SQ_NONE)
        k ^= zobrist_ep(b->ep);
    if (b->side == WHITE)
        k ^= zobrist_turn();
    return k;
}

uint64_t board_compute_pawn_key(const board_t *b)
{
    uint64_t k = 0;
    for (int sq = A1; sq <= H8; sq++)
        if (piece_is_real(b->sq[sq]) && is_pawn_key_piece(b->sq[sq]))
            k ^= zobrist_piece(b->sq[sq], sq);
    return k;
}

bool board_in_check(const board_t *b)
{
    return square_attacked(b, b->king_sq[b->side], b->side ^ 1);
}

bool board_minors_cannot_mate(const board_t *b)
{
    int knights = b->count[W_KNIGHT] + b->count[B_KNIGHT];
    int bishops = b->count[W_BISHOP] + b->count[B_BISHOP];
    if (knights + bishops <= 1)
        return true;
    if (knights > 0)
        return false;
    /* Only bishops left: no mate is possible when all stand on one colour. */
    int colours = 0;
    for (int sq = A1; sq <= H8; sq++)
        if (piece_is_real(b->sq[sq]) && piece_type(b->sq[sq]) == BISHOP)
            colours |= 1 << ((sq_file(sq) + sq_rank(sq)) & 1);
    return colours != 3;
}

move_t board_last_move(const board_t *b)
{
    return b->hply > 0 ? b->hist[b->hply - 1].move : MOVE_NONE;
}

uint64_t board_key_before(const board_t *b, int plies)
{
    return plies >= 1 && b->hply >= plies ? b->hist[b->hply - plies].key : 0;
}

bool board_is_consistent(const board_t *b)
{
    uint8_t counted[PIECE_NB] = { 0 };
    uint64_t masks[BOARD_MASKS] = { 0 };
    int32_t mg[COLOUR_NB] = { 0 }, eg[COLOUR_NB] = { 0 };
    for (int sq = 0; sq < SQ_NB; sq++) {
        int p = b->sq[sq];
        if (!sq_is_on_board(sq)) {
            if (p != OFFBOARD)
                return false;
            continue;
        }
        if (p == OFFBOARD)
            return false;
        if (p == EMPTY)
            continue;
        if (piece_type(p) == NO_TYPE || piece_type(p) >= TYPE_NB)
            return false;
        int c = piece_colour(p);
        if (b->list_index[sq] >= b->plist_count[c] || b->plist[c][b->list_index[sq]] != sq)
            return false;
        counted[p]++;
        masks[p] |= square_bit[sq];
        if (b->psq) {
            mg[c] += b->psq[p][sq].mg;
            eg[c] += b->psq[p][sq].eg;
        }
    }
    if (memcmp(masks, b->masks, sizeof masks) != 0)
        return false;
    for (int c = WHITE; b->psq && c <= BLACK; c++)
        if (mg[c] != b->psq_mg[c] || eg[c] != b->psq_eg[c])
            return false;
    for (int p = 0; p < PIECE_NB; p++)
        if (p != EMPTY && p != OFFBOARD && counted[p] != b->count[p])
            return false;
    for (int c = WHITE; c <= BLACK; c++) {
        if (b->sq[b->king_sq[c]] != make_piece(c, KING))
            return false;
        int total = 0;
        for (int t = PAWN; t <= KING; t++)
            total += b->count[make_piece(c, t)];
        if (total != b->plist_count[c])
            return false;
    }
    return b->key == board_compute_key(b) && b->pawn_key == board_compute_pawn_key(b);
}

void board_flip(board_t *dst, const board_t *src)
{
    board_clear(dst);
    for (int sq = A1; sq <= H8; sq++) {
        int p = src->sq[sq];
        if (piece_is_real(p))
            board_put(dst, make_piece(piece_colour(p) ^ 1, piece_type(p)), sq_flip(sq));
    }
    int rights = (src->castle & 3) << 2 | (src->castle >> 2 & 3);
    dst->castle = (uint8_t)rights;
    dst->side = (uint8_t)(src->side ^ 1);
    dst->ep = src->ep == SQ_NONE ? SQ_NONE : (uint8_t)sq_flip(src->ep);
    dst->halfmove = src->halfmove;
    dst->fullmove = src->fullmove;
    dst->key = board_compute_key(dst);
    dst->pawn_key = board_compute_pawn_key(dst);
}
