/* fen.c -- FEN parsing with a precise reason for every rejection, and FEN
 * output.  Parsing builds a fresh board and copies it over the caller's
 * only when everything checked out, so a bad FEN never changes state.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/attack.h"
#include "core/fen.h"
#include "core/notation.h"

static bool fail(char *err, size_t errlen, const char *fmt, ...)
{
    if (err && errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
    }
    return false;
}

static int piece_from_char(int ch)
{
    static const char letters[] = "PNBRQK";
    const char *p = strchr(letters, toupper(ch));
    if (!p || !ch)
        return EMPTY;
    return make_piece(isupper(ch) ? WHITE : BLACK, (int)(p - letters) + 1);
}

/* Split s into at most max whitespace-separated fields (copied into buf). */
static int split_fields(const char *s, char *buf, size_t buflen, char **fields, int max)
{
    size_t len = strlen(s);
    if (len >= buflen)
        return -1;
    memcpy(buf, s, len + 1);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, " \t\r\n", &save); tok; tok = strtok_r(NULL, " \t\r\n", &save)) {
        if (n == max)
            return max + 1;
        fields[n++] = tok;
    }
    return n;
}

static bool parse_placement(board_t *b, const char *field, char *err, size_t errlen)
{
    int rank = 7, file = 0;
    for (const char *p = field; *p; p++) {
        unsigned char ch = (unsigned char)*p;
        if (ch == '/') {
            if (file != 8)
                return fail(err, errlen, "rank %d has %d squares, not 8", rank + 1, file);
            if (--rank < 0)
                return fail(err, errlen, "more than 8 ranks");
            file = 0;
        } else if (ch == '0' || ch == '9') {
            return fail(err, errlen, "bad empty-square count '%c' on rank %d", ch, rank + 1);
        } else if (ch >= '1' && ch <= '8') {
            file += ch - '0';
            if (file > 8)
                return fail(err, errlen, "rank %d has more than 8 squares", rank + 1);
        } else {
            int piece = piece_from_char(ch);
            if (piece == EMPTY) {
                if (isprint(ch))
                    return fail(err, errlen, "unknown piece letter '%c' on rank %d", ch, rank + 1);
                return fail(err, errlen, "unexpected byte 0x%02x on rank %d", ch, rank + 1);
            }
            if (file >= 8)
                return fail(err, errlen, "rank %d has more than 8 squares", rank + 1);
            int colour = piece_colour(piece);
            if (b->plist_count[colour] >= 16)
                return fail(err, errlen, "%s has more than 16 pieces", colour == WHITE ? "White" : "Black");
            if (piece_type(piece) == PAWN && (rank == 0 || rank == 7))
                return fail(err, errlen, "pawn on rank %d", rank + 1);
            if (piece_type(piece) == KING && b->count[piece])
                return fail(err, errlen, "%s has more than one king", colour == WHITE ? "White" : "Black");
            board_put(b, piece, sq_make(file, rank));
            file++;
        }
    }
    if (rank != 0)
        return fail(err, errlen, "%d ranks instead of 8", 8 - rank);
    if (file != 8)
        return fail(err, errlen, "rank 1 has %d squares, not 8", file);
    return true;
}

/* Could this army have come from the initial 8 pawns and 8 pieces? */
static bool material_possible(const board_t *b, int c, char *err, size_t errlen)
{
    const char *name = c == WHITE ? "White" : "Black";
    int pawns = b->count[make_piece(c, PAWN)];
    if (!b->count[make_piece(c, KING)])
        return fail(err, errlen, "%s has no king", name);
    if (pawns > 8)
        return fail(err, errlen, "%s has %d pawns", name, pawns);
    static const int initial[TYPE_NB] = { 0, 8, 2, 2, 2, 1, 1 };
    int promoted = 0;
    for (int t = KNIGHT; t <= QUEEN; t++) {
        int extra = b->count[make_piece(c, t)] - initial[t];
        if (extra > 0)
            promoted += extra;
    }
    if (promoted > 8 - pawns)
        return fail(err, errlen, "%s has more promoted pieces than missing pawns", name);
    return true;
}

static bool parse_castling(board_t *b, const char *field, char *err, size_t errlen)
{
    if (strcmp(field, "-") == 0)
        return true;
    for (const char *p = field; *p; p++) {
        int right;
        switch (*p) {
        case 'K': right = CASTLE_WK; break;
        case 'Q': right = CASTLE_WQ; break;
        case 'k': right = CASTLE_BK; break;
        case 'q': right = CASTLE_BQ; break;
        default:
            return fail(err, errlen, "bad castling field '%s' (use KQkq letters or -)", field);
        }
        if (b->castle & right)
            return fail(err, errlen, "castling right '%c' given twice", *p);
        b->castle |= (uint8_t)right;
    }
    static const struct { int right, king_sq, rook_sq; char letter; } need[4] = {
        { CASTLE_WK, E1, H1, 'K' }, { CASTLE_WQ, E1, A1, 'Q' },
        { CASTLE_BK, E8, H8, 'k' }, { CASTLE_BQ, E8, A8, 'q' },
    };
    for (int i = 0; i < 4; i++) {
        if (!(b->castle & need[i].right))
            continue;
        int colour = i < 2 ? WHITE : BLACK;
        if (b->sq[need[i].king_sq] != make_piece(colour, KING))
            return fail(err, errlen, "castling right '%c' but the king is not on its home square",
                        need[i].letter);
        if (b->sq[need[i].rook_sq] != make_piece(colour, ROOK))
            return fail(err, errlen, "castling right '%c' but no rook on %c%c", need[i].letter,
                        'a' + sq_file(need[i].rook_sq), '1' + sq_rank(need[i].rook_sq));
    }
    return true;
}

static bool parse_ep(board_t *b, const char *field, char *err, size_t errlen)
{
    if (strcmp(field, "-") == 0)
        return true;
    int sq = square_parse(field);
    if (sq == SQ_NONE || field[2])
        return fail(err, errlen, "bad en-passant square '%s'", field);
    int us = b->side, them = us ^ 1;
    int want_rank = us == WHITE ? 5 : 2;
    if (sq_rank(sq) != want_rank)
        return fail(err, errlen, "en-passant square %s is impossible with %s to move", field,
                    us == WHITE ? "White" : "Black");
    int back = us == WHITE ? SOUTH : NORTH; /* towards the pawn that moved */
    if (b->sq[sq] != EMPTY || b->sq[sq - back] != EMPTY || b->sq[sq + back] != make_piece(them, PAWN))
        return fail(err, errlen, "en-passant square %s but no pawn can have just moved two squares", field);
    int pushed = sq + back;
    int pawn = make_piece(us, PAWN);
    if (b->sq[pushed - 1] == pawn || b->sq[pushed + 1] == pawn)
        b->ep = (uint8_t)sq;
    return true;
}

static bool parse_counter(const char *field, long lo, long hi, long *out)
{
    char *end;
    if (!isdigit((unsigned char)field[0]))
        return false;
    long v = strtol(field, &end, 10);
    if (*end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

bool fen_parse(board_t *b, const char *fen, char *err, size_t errlen)
{
    char buf[256];
    char *fields[6];
    if (!fen)
        return fail(err, errlen, "empty FEN");
    int n = split_fields(fen, buf, sizeof buf, fields, 6);
    if (n < 0)
        return fail(err, errlen, "FEN too long");
    if (n == 0)
        return fail(err, errlen, "empty FEN");
    if (n > 6)
        return fail(err, errlen, "extra text after the 6 FEN fields");
    if (n < 4)
        return fail(err, errlen, "FEN has %d field%s; need at least placement, side, castling, en passant",
                    n, n == 1 ? "" : "s");

    board_t *t = malloc(sizeof *t);
    if (!t)
        return fail(err, errlen, "out of memory");
    board_clear(t);
    bool ok = parse_placement(t, fields[0], err, errlen) && material_possible(t, WHITE, err, errlen) &&
              material_possible(t, BLACK, err, errlen);
    if (ok) {
        if (strcmp(fields[1], "w") == 0)
            t->side = WHITE;
        else if (strcmp(fields[1], "b") == 0)
            t->side = BLACK;
        else
            ok = fail(err, errlen, "side to move '%s' is not w or b", fields[1]);
    }
    ok = ok && parse_castling(t, fields[2], err, errlen) && parse_ep(t, fields[3], err, errlen);
    long half = 0, full = 1;
    if (ok && n >= 5 && !parse_counter(fields[4], 0, 9999, &half))
        ok = fail(err, errlen, "halfmove clock '%s' is not a number from 0 to 9999", fields[4]);
    if (ok && n >= 6 && !parse_counter(fields[5], 1, 9999, &full))
        ok = fail(err, errlen, "fullmove number '%s' is not a number from 1 to 9999", fields[5]);
    if (ok && square_attacked(t, t->king_sq[t->side ^ 1], t->side))
        ok = fail(err, errlen, "the side not to move (%s) is in check", t->side == WHITE ? "Black" : "White");
    if (ok && attackers_count(t, t->king_sq[t->side], t->side ^ 1) > 2)
        ok = fail(err, errlen, "the side to move is in check from more than two pieces");
    if (ok) {
        t->halfmove = (int16_t)half;
        t->fullmove = (int16_t)full;
        t->key = board_compute_key(t);
        t->pawn_key = board_compute_pawn_key(t);
        t->hply = 0;
        memcpy(b, t, offsetof(board_t, hist));
        b->hply = 0;
    }
    free(t);
    return ok;
}

void fen_write(const board_t *b, char *out)
{
    static const char letters[] = " PNBRQK";
    char *p = out;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int piece = b->sq[sq_make(file, rank)];
            if (piece == EMPTY) {
                empty++;
                continue;
            }
            if (empty)
                *p++ = (char)('0' + empty);
            empty = 0;
            char ch = letters[piece_type(piece)];
            *p++ = piece_colour(piece) == WHITE ? ch : (char)tolower(ch);
        }
        if (empty)
            *p++ = (char)('0' + empty);
        if (rank)
            *p++ = '/';
    }
    *p++ = ' ';
    *p++ = b->side == WHITE ? 'w' : 'b';
    *p++ = ' ';
    if (!b->castle)
        *p++ = '-';
    if (b->castle & CASTLE_WK) *p++ = 'K';
    if (b->castle & CASTLE_WQ) *p++ = 'Q';
    if (b->castle & CASTLE_BK) *p++ = 'k';
    if (b->castle & CASTLE_BQ) *p++ = 'q';
    *p++ = ' ';
    if (b->ep != SQ_NONE) {
        square_name(b->ep, p);
        p += 2;
    } else {
        *p++ = '-';
    }
    sprintf(p, " %d %d", b->halfmove, b->fullmove);
}
