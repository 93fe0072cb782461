/* xboard_game.c -- the game as a record and who plays which side: 'new',
 * 'variant', 'force', 'result', 'random', 'pause' and 'resume', the
 * obsolete 'white' and 'black', and taking moves back with 'undo' and
 * 'remove'.  Playing the moves themselves is xboard_play.c's.
 */
#include <string.h>

#include "core/fen.h"
#include "xboard/xboard_internal.h"

static const board_t *board(const xb_t *xb)
{
    return engine_board(xb->engine);
}

void xb_cmd_new(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    xb_abort_search(xb);
    engine_new_game(xb->engine);
    xb_opponent_new_game(&xb->opponent); /* who we play is told afresh for each game */
    xb_personality_new_game(xb);
    xb->pos_ok = true;
    xb->edit.on = false;
    xb->force = false;
    xb->engine_side = BLACK;
    xb->random_mode = false;
    xb_play_reset(xb);
    xb_position_changed(xb); /* stays in analyze mode: analyse the new start */
}

void xb_cmd_variant(xb_t *xb, const xb_cmd_t *c)
{
    if (strcmp(c->argv[1], "normal") != 0)
        xb_error(xb, "unsupported variant", c->line);
}

void xb_cmd_force(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    xb_abort_search(xb);
    xb->force = true;
}

void xb_cmd_result(xb_t *xb, const xb_cmd_t *c)
{
    const char *r = c->argv[1];
    if (strcmp(r, "1-0") != 0 && strcmp(r, "0-1") != 0 && strcmp(r, "1/2-1/2") != 0 && strcmp(r, "*") != 0) {
        xb_error(xb, "bad result", c->line);
        return;
    }
    /* The game is over: stop thinking and play nothing more until told. */
    xb_abort_search(xb);
    xb->force = true;
}

void xb_cmd_random(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    /* GNU Chess's toggle; Acolyte's variety comes from its personality. */
    xb->random_mode = !xb->random_mode;
}

void xb_cmd_pause(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    if (xb->paused)
        return;
    /* The engine API cannot suspend a search, so a paused search is
     * dropped and started afresh on resume (the clocks stand still). */
    xb_abort_search(xb);
    xb->paused = true;
}

void xb_cmd_resume(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    if (!xb->paused)
        return;
    xb->paused = false;
    xb_maybe_start(xb);
}

/* ------------------------------------------------------------- sides */

static void set_colour(xb_t *xb, const xb_cmd_t *c, int colour)
{
    xb_abort_search(xb);
    if (xb->pos_ok && board(xb)->side != colour) {
        /* Obsolete command (we send colors=0): put 'colour' on move by
         * rewriting the FEN's side field; en passant no longer applies. */
        char fen[FEN_MAX + 8], err[128];
        fen_write(board(xb), fen);
        char *sp = strchr(fen, ' ');
        if (sp) {
            sp[1] = colour == WHITE ? 'w' : 'b';
            char *ep = strchr(sp + 3, ' ');
            if (ep && ep[1] != '-') {
                /* "e3" -> "-" and close the gap */
                memmove(ep + 2, ep + 3, strlen(ep + 3) + 1);
                ep[1] = '-';
            }
        }
        if (!engine_set_fen(xb->engine, fen, err, sizeof err)) {
            xb_error(xb, "illegal position", c->line);
            return;
        }
    }
    xb->engine_side = !colour;
    xb->force = false;
    xb_position_changed(xb);
}

void xb_cmd_white(xb_t *xb, const xb_cmd_t *c)
{
    set_colour(xb, c, WHITE);
}

void xb_cmd_black(xb_t *xb, const xb_cmd_t *c)
{
    set_colour(xb, c, BLACK);
}

/* ------------------------------------------------------------- taking back */

static void take_back(xb_t *xb, const xb_cmd_t *c, int plies)
{
    if (!xb->pos_ok) {
        xb_error(xb, "no position", c->line);
        return;
    }
    xb_abort_search(xb);
    if (board(xb)->hply < plies) {
        xb_error(xb, "no move to take back", c->line);
        xb_maybe_start(xb);
        return;
    }
    for (int i = 0; i < plies; i++)
        engine_undo(xb->engine);
    xb->analysis.hint = MOVE_NONE;
    xb_position_changed(xb);
}

void xb_cmd_undo(xb_t *xb, const xb_cmd_t *c)
{
    take_back(xb, c, 1);
}

void xb_cmd_remove(xb_t *xb, const xb_cmd_t *c)
{
    take_back(xb, c, 2);
}
