/* xboard_edit.c -- setting up positions: 'setboard FEN', the old 'edit'
 * mode, and what happens when the GUI sends an illegal position.
 *
 * The spec (section 8, "Illegal positions") lets a GUI send any position
 * at all.  Acolyte answers "tellusererror Illegal position: <reason>" and
 * from then on refuses moves and 'go' until 'new', 'setboard' or 'edit'
 * give a legal position: the engine never plays from a board that is not
 * the GUI's.  Edit mode builds a FEN and goes through the same validation
 * as setboard, so both paths accept and refuse exactly the same boards.
 */
#include <string.h>

#include "core/fen.h"
#include "xboard/xboard_internal.h"

static void set_position(xb_t *xb, const char *fen)
{
    char err[256];
    xb_abort_search(xb);
    if (!engine_set_fen(xb->engine, fen, err, sizeof err)) {
        xb->pos_ok = false;
        xb_send(xb, "tellusererror Illegal position: %s", err);
        return;
    }
    xb->pos_ok = true;
    xb->analysis.hint = MOVE_NONE;
    xb_position_changed(xb);
}

void xb_cmd_setboard(xb_t *xb, const xb_cmd_t *c)
{
    set_position(xb, c->rest);
}

void xb_cmd_edit(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    xb_abort_search(xb); /* analysis pauses while the board is edited */
    const board_t *b = engine_board(xb->engine);
    static const char letters[] = " PNBRQK  pnbrqk";
    for (int s64 = 0; s64 < 64; s64++) {
        int piece = b->sq[sq_from64(s64)];
        xb->edit.sq[s64] = piece_is_real(piece) ? letters[piece] : ' ';
    }
    xb->edit.colour = WHITE;
    xb->edit.on = true;
}

/* Build the FEN of the edited board.  Section 8: castling is assumed
 * where king and rook stand on their home squares, en passant is off and
 * the 50-move count starts at zero; 'edit' does not change the side. */
static void edit_fen(const xb_t *xb, char *out)
{
    char *p = out;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            char ch = xb->edit.sq[rank * 8 + file];
            if (ch == ' ') {
                empty++;
                continue;
            }
            if (empty)
                *p++ = (char)('0' + empty), empty = 0;
            *p++ = ch;
        }
        if (empty)
            *p++ = (char)('0' + empty);
        if (rank)
            *p++ = '/';
    }
    *p++ = ' ';
    *p++ = engine_board(xb->engine)->side == WHITE ? 'w' : 'b';
    *p++ = ' ';
    const char *sq = xb->edit.sq;
    char *castle = p;
    if (sq[4] == 'K' && sq[7] == 'R')
        *p++ = 'K';
    if (sq[4] == 'K' && sq[0] == 'R')
        *p++ = 'Q';
    if (sq[60] == 'k' && sq[63] == 'r')
        *p++ = 'k';
    if (sq[60] == 'k' && sq[56] == 'r')
        *p++ = 'q';
    if (p == castle)
        *p++ = '-';
    strcpy(p, " - 0 1");
}

void xb_edit_line(xb_t *xb, const char *line)
{
    while (*line == ' ' || *line == '\t')
        line++;
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\t'))
        n--;
    if (n == 0)
        return;
    if (n == 1 && (line[0] == 'c' || line[0] == 'C')) {
        xb->edit.colour = !xb->edit.colour;
    } else if (n == 1 && line[0] == '#') {
        memset(xb->edit.sq, ' ', sizeof xb->edit.sq);
    } else if (n == 1 && line[0] == '.') {
        char fen[FEN_MAX + 16];
        edit_fen(xb, fen);
        xb->edit.on = false;
        set_position(xb, fen);
    } else if (n == 3 && strchr("PNBRQKXpnbrqkx", line[0]) && line[1] >= 'a' && line[1] <= 'h' &&
               line[2] >= '1' && line[2] <= '8') {
        int s64 = (line[2] - '1') * 8 + (line[1] - 'a');
        char piece = line[0];
        if (piece == 'x' || piece == 'X')
            xb->edit.sq[s64] = ' ';
        else /* the colour comes from 'c', whatever the letter's case */
            xb->edit.sq[s64] = xb->edit.colour == WHITE ? (char)(piece & ~0x20) : (char)(piece | 0x20);
    } else if (n > 5 && strncmp(line, "ping ", 5) == 0) {
        /* Not an edit subcommand, but answering it keeps a GUI's
         * synchronisation working even here. */
        xb_send(xb, "pong %.*s", (int)(n - 5 > 20 ? 20 : n - 5), line + 5);
    } else if (n == 4 && strncmp(line, "quit", 4) == 0) {
        xb->quit = true;
    } else {
        xb_error(xb, "edit mode: expected c, #, ., xSQ or a piece letter and square", line);
    }
}
