/* notation.c -- moves as text.  Output is strict (coordinate for engines,
 * SAN for people); input is forgiving, because GUIs and people write moves
 * in many ways: "e2e4", "e2-e4", "e7e8=q", "Nf3", "nf3", "0-0", "exd6 e.p.",
 * with or without check marks.  Whatever the spelling, the result is
 * always one of the generator's legal moves, or MOVE_NONE with a reason.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/movegen.h"
#include "core/notation.h"

static const char piece_letters[] = " PNBRQK";

void square_name(int sq, char *out)
{
    out[0] = (char)('a' + sq_file(sq));
    out[1] = (char)('1' + sq_rank(sq));
    out[2] = '\0';
}

int square_parse(const char *s)
{
    if (!s || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return SQ_NONE;
    return sq_make(s[0] - 'a', s[1] - '1');
}

void move_to_coord(move_t m, char *out)
{
    if (m == MOVE_NONE) {
        strcpy(out, "0000");
        return;
    }
    square_name(move_from(m), out);
    square_name(move_to(m), out + 2);
    out[4] = '\0';
    if (move_promo(m)) {
        out[4] = (char)tolower(piece_letters[move_promo(m)]);
        out[5] = '\0';
    }
}

void move_to_san(board_t *b, move_t m, char *out)
{
    int from = move_from(m), to = move_to(m);
    int type = piece_type(b->sq[from]);
    char *p = out;

    if (move_is_castle(m)) {
        strcpy(p, to > from ? "O-O" : "O-O-O");
        p += strlen(p);
    } else if (type == PAWN) {
        if (move_is_capture(m)) {
            *p++ = (char)('a' + sq_file(from));
            *p++ = 'x';
        }
        square_name(to, p);
        p += 2;
        if (move_promo(m)) {
            *p++ = '=';
            *p++ = piece_letters[move_promo(m)];
        }
    } else {
        *p++ = piece_letters[type];
        /* Disambiguate against other pieces of the same type reaching 'to'. */
        movelist_t list;
        movegen_legal(b, &list);
        bool clash = false, same_file = false, same_rank = false;
        for (int i = 0; i < list.count; i++) {
            move_t o = list.moves[i];
            int ofrom = move_from(o);
            if (o == m || move_to(o) != to || ofrom == from || piece_type(b->sq[ofrom]) != type)
                continue;
            clash = true;
            same_file |= sq_file(ofrom) == sq_file(from);
            same_rank |= sq_rank(ofrom) == sq_rank(from);
        }
        if (clash) {
            if (!same_file)
                *p++ = (char)('a' + sq_file(from));
            else if (!same_rank)
                *p++ = (char)('1' + sq_rank(from));
            else {
                square_name(from, p);
                p += 2;
            }
        }
        if (move_is_capture(m))
            *p++ = 'x';
        square_name(to, p);
        p += 2;
    }

    board_make_move(b, m);
    if (board_in_check(b))
        *p++ = has_legal_move(b) ? '+' : '#';
    board_unmake_move(b);
    *p = '\0';
}

static move_t set_err(char *err, size_t errlen, const char *why)
{
    if (err && errlen)
        snprintf(err, errlen, "%s", why);
    return MOVE_NONE;
}

static int promo_type(int ch)
{
    switch (tolower(ch)) {
    case 'q': return QUEEN;
    case 'r': return ROOK;
    case 'b': return BISHOP;
    case 'n': return KNIGHT;
    default: return NO_TYPE;
    }
}

/* Copy text without decorations: check/mate marks, annotation glyphs,
 * "e.p." and surrounding blanks.  Returns false when it does not fit. */
static bool clean_move_text(const char *text, char *out, size_t outlen)
{
    while (isspace((unsigned char)*text))
        text++;
    size_t n = strlen(text);
    if (n >= outlen)
        return false;
    memcpy(out, text, n + 1);
    while (n > 0 && (isspace((unsigned char)out[n - 1]) || strchr("+#!?", out[n - 1])))
        out[--n] = '\0';
    if (n > 4 && strcmp(out + n - 4, "e.p.") == 0) {
        n -= 4;
        out[n] = '\0';
        while (n > 0 && isspace((unsigned char)out[n - 1]))
            out[--n] = '\0';
    }
    return n > 0;
}

static move_t parse_castle(const movelist_t *list, const char *s, char *err, size_t errlen)
{
    bool queen_side = strlen(s) == 5;
    for (int i = 0; i < list->count; i++) {
        move_t m = list->moves[i];
        if (move_is_castle(m) && (move_to(m) < move_from(m)) == queen_side)
            return m;
    }
    return set_err(err, errlen, "illegal");
}

/* "e2e4", "e2-e4", "e7e8q", "e7e8=Q", "e7-e8=q".  Returns false if the text
 * is not in coordinate form at all. */
static bool parse_coordinate(const movelist_t *list, const char *s, move_t *out, char *err, size_t errlen)
{
    int from = square_parse(s);
    if (from == SQ_NONE)
        return false;
    s += 2;
    if (*s == '-')
        s++;
    int to = square_parse(s);
    if (to == SQ_NONE)
        return false;
    s += 2;
    if (*s == '=')
        s++;
    int promo = NO_TYPE;
    if (*s) {
        promo = promo_type(*s);
        if (!promo || s[1])
            return false;
    }
    move_t found = MOVE_NONE;
    for (int i = 0; i < list->count; i++) {
        move_t m = list->moves[i];
        if (move_from(m) != from || move_to(m) != to)
            continue;
        /* A promotion written without a piece means a queen. */
        if (move_promo(m) == (promo ? promo : (move_promo(m) ? QUEEN : NO_TYPE)))
            found = m;
    }
    *out = found ? found : set_err(err, errlen, "illegal");
    return true;
}

static move_t parse_san(const board_t *b, const movelist_t *list, const char *s, char *err, size_t errlen)
{
    char buf[MOVE_STR_MAX];
    size_t n = 0;
    for (; *s && n + 1 < sizeof buf; s++)
        if (*s != 'x' && *s != ':' && *s != '-')
            buf[n++] = *s;
    if (*s)
        return set_err(err, errlen, "not a move");
    buf[n] = '\0';

    /* Promotion suffix: "e8=Q", "e8Q", "e8q". */
    int promo = NO_TYPE;
    if (n >= 3 && promo_type(buf[n - 1]) && (buf[n - 2] == '=' || isdigit((unsigned char)buf[n - 2]))) {
        promo = promo_type(buf[n - 1]);
        n -= buf[n - 2] == '=' ? 2 : 1;
        buf[n] = '\0';
    }
    if (n < 2)
        return set_err(err, errlen, "not a move");
    int to = square_parse(buf + n - 2);
    if (to == SQ_NONE)
        return set_err(err, errlen, "not a move");
    buf[n - 2] = '\0';

    /* What is left: optional piece letter, then optional file and rank. */
    const char *q = buf;
    int type = PAWN;
    const char *letter = *q ? strchr("NBRQK", *q) : NULL;
    if (letter) {
        type = (int)(strchr(piece_letters, *q) - piece_letters);
        q++;
    } else if (*q && strchr("nrqk", *q)) {
        /* Sloppy lower-case piece letter ("nf3"); 'b' stays a file. */
        type = promo_type(*q) ? promo_type(*q) : KING;
        q++;
    }
    int from_file = -1, from_rank = -1;
    if (*q >= 'a' && *q <= 'h')
        from_file = *q++ - 'a';
    if (*q >= '1' && *q <= '8')
        from_rank = *q++ - '1';
    if (*q)
        return set_err(err, errlen, "not a move");

    move_t found = MOVE_NONE;
    int matches = 0;
    for (int pass = 0; pass < 2 && matches == 0; pass++) {
        /* Second pass: a bare "b" file that found no pawn move may be a bishop. */
        int want = type;
        int ff = from_file;
        if (pass == 1) {
            if (type != PAWN || from_file != 1)
                break;
            want = BISHOP;
            ff = -1;
            if (from_rank >= 0)
                break;
        }
        for (int i = 0; i < list->count; i++) {
            move_t m = list->moves[i];
            int from = move_from(m);
            if (move_to(m) != to || piece_type(b->sq[from]) != want || move_is_castle(m))
                continue;
            if (ff >= 0 && sq_file(from) != ff)
                continue;
            if (from_rank >= 0 && sq_rank(from) != from_rank)
                continue;
            int mp = move_promo(m);
            if (mp != (promo ? promo : (mp ? QUEEN : NO_TYPE)))
                continue;
            found = m;
            matches++;
        }
    }
    if (matches == 0)
        return set_err(err, errlen, "illegal");
    if (matches > 1)
        return set_err(err, errlen, "ambiguous");
    return found;
}

move_t move_parse(const board_t *b, const char *text, char *err, size_t errlen)
{
    char s[MOVE_STR_MAX + 8];
    if (!text || !clean_move_text(text, s, sizeof s))
        return set_err(err, errlen, "not a move");
    for (const char *c = s; *c; c++)
        if (!isgraph((unsigned char)*c))
            return set_err(err, errlen, "not a move");

    movelist_t list;
    movegen_legal(b, &list);

    if (!strcmp(s, "O-O") || !strcmp(s, "0-0") || !strcmp(s, "o-o") || !strcmp(s, "O-O-O") ||
        !strcmp(s, "0-0-0") || !strcmp(s, "o-o-o"))
        return parse_castle(&list, s, err, errlen);

    move_t m;
    if (parse_coordinate(&list, s, &m, err, errlen))
        return m;
    return parse_san(b, &list, s, err, errlen);
}
