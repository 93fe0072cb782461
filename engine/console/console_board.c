/* console_board.c -- the board diagram of the console's `board` and `flip`
 * commands: the position framed with file letters and rank numbers, then
 * the side to move, castling rights, en passant, clocks and the last move.
 *
 * Pieces are letters (upper case White, as in FEN) unless Unicode is on,
 * so the diagram reads the same in any terminal and in a log file.
 */
#include "config.h"

#include <string.h>

#include "console/console.h"

/* Unicode chess symbols U+2654..U+265F, indexed by piece type; "white"
 * symbols are the outlined ones. */
static const char *const uni_white[TYPE_NB] = { "", "\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654" };
static const char *const uni_black[TYPE_NB] = { "", "\u265F", "\u265E", "\u265D", "\u265C", "\u265B", "\u265A" };
static const char ascii_pieces[] = " PNBRQK";

static void put_piece(const console_t *c, int piece, FILE *out)
{
    if (piece == EMPTY) {
        fputs(c->unicode ? "\u00B7" : ".", out);
        return;
    }
    int t = piece_type(piece);
    if (c->unicode) {
        fputs(piece_colour(piece) == WHITE ? uni_white[t] : uni_black[t], out);
        return;
    }
    char ch = ascii_pieces[t];
    fputc(piece_colour(piece) == WHITE ? ch : ch - 'A' + 'a', out);
}

static void file_letters(const console_t *c, FILE *out)
{
    fputs("    ", out);
    for (int i = 0; i < 8; i++)
        fprintf(out, "%c%s", 'a' + (c->flipped ? 7 - i : i), i < 7 ? " " : "\n");
}

static void frame_line(const console_t *c, bool top, FILE *out)
{
    if (!c->unicode) {
        fputs("  +-----------------+\n", out);
        return;
    }
    /* Box drawing: the 17 cells between the side bars of a rank line. */
    fputs(top ? "  \u250C" : "  \u2514", out);
    for (int i = 0; i < 17; i++)
        fputs("\u2500", out);
    fputs(top ? "\u2510\n" : "\u2518\n", out);
}

static void castling_text(int castle, char *out)
{
    char *p = out;
    if (castle & CASTLE_WK)
        *p++ = 'K';
    if (castle & CASTLE_WQ)
        *p++ = 'Q';
    if (castle & CASTLE_BK)
        *p++ = 'k';
    if (castle & CASTLE_BQ)
        *p++ = 'q';
    if (p == out)
        *p++ = '-';
    *p = '\0';
}

void console_print_board(console_t *c, FILE *out)
{
    const board_t *b = engine_board(c->engine);
    const game_t *g = &c->game;
    move_t last = g->count ? g->moves[g->count - 1] : MOVE_NONE;
    const char *side_bar = c->unicode ? "\u2502" : "|";

    file_letters(c, out);
    frame_line(c, true, out);
    for (int row = 0; row < 8; row++) {
        int rank = c->flipped ? row : 7 - row;
        fprintf(out, "%d %s", rank + 1, side_bar);
        for (int col = 0; col < 8; col++) {
            int file = c->flipped ? 7 - col : col;
            int sq = sq_make(file, rank);
            /* The last move's squares stand out when colour is on. */
            bool mark = last != MOVE_NONE && (sq == move_from(last) || sq == move_to(last));
            fputc(' ', out);
            if (mark)
                fputs(console_sgr(c, "33"), out);
            put_piece(c, b->sq[sq], out);
            if (mark)
                fputs(console_sgr(c, "0"), out);
        }
        fprintf(out, " %s %d\n", side_bar, rank + 1);
    }
    frame_line(c, false, out);
    file_letters(c, out);

    char castle[8], ep[4] = "-";
    castling_text(b->castle, castle);
    if (b->ep != SQ_NONE)
        square_name(b->ep, ep);
    fprintf(out, "%s to move%s, castling %s, en passant %s, halfmove clock %d, move %d\n",
            b->side == WHITE ? "White" : "Black", board_in_check(b) ? " (in check)" : "", castle, ep,
            b->halfmove, b->fullmove);
    if (last == MOVE_NONE) {
        fputs("Last move: none\n", out);
    } else if (b->side == BLACK) {
        fprintf(out, "Last move: %d. %s\n", b->fullmove, g->san[g->count - 1]);
    } else {
        fprintf(out, "Last move: %d... %s\n", b->fullmove - 1, g->san[g->count - 1]);
    }
}
