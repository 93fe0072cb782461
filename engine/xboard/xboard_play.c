/* xboard_play.c -- the game flow: the GUI's moves in, ours out, 'go' and
 * 'playother', thinking, pondering (with the limits of xboard_clock.c),
 * starting and stopping searches (analysis too) and result claims.  When
 * to resign or offer a draw is xboard_policy.c's to say; the game record
 * and the sides are xboard_game.c's.
 *
 * Invariant: the engine's board is always the GUI's position, except while
 * pondering, when it is one move further (the reply we assume, ponder_move);
 * xb->search.root then holds the GUI's position.  Every path that ends a ponder
 * search goes through xb_abort_search(), which takes that move back.
 */
#include <string.h>

#include "api/moves.h"
#include "core/notation.h"
#include "util/util.h"
#include "xboard/xboard_internal.h"

/* ------------------------------------------------------------- helpers */

static void flush_pongs(xb_t *xb)
{
    for (int i = 0; i < xb->search.pong_count; i++)
        xb_send(xb, "pong %d", xb->search.pongs[i]);
    xb->search.pong_count = 0;
}

static const board_t *board(const xb_t *xb)
{
    return engine_board(xb->engine);
}

static int contempt(const xb_t *xb)
{
    return engine_personality(xb->engine)->params.CONTEMPT;
}

/* Why a move the GUI sent is illegal here ("no piece on e3", ...). */
static void illegal_reason(const board_t *b, const char *text, char *out, size_t len)
{
    int from = square_parse(text);
    if (from != SQ_NONE && square_parse(text + 2) != SQ_NONE) {
        char name[3] = { text[0], text[1], '\0' };
        int piece = b->sq[from];
        if (piece == EMPTY) {
            snprintf(out, len, "no piece on %s", name);
            return;
        }
        if (piece_colour(piece) != b->side) {
            snprintf(out, len, "%s to move", b->side == WHITE ? "White" : "Black");
            return;
        }
    }
    if (!moves_any_legal(b))
        snprintf(out, len, "game over");
    else if (board_in_check(b))
        snprintf(out, len, "in check");
    else
        snprintf(out, len, "not a legal move");
}

/* ------------------------------------------------------------- limits */

static void base_limits(const xb_t *xb, search_limits_t *l)
{
    memset(l, 0, sizeof *l);
    l->exclude_count = xb->analysis.exclude_count;
    memcpy(l->exclude, xb->analysis.exclude, sizeof(move_t) * (size_t)xb->analysis.exclude_count);
}

static void clock_limits(const xb_t *xb, search_limits_t *l, const board_t *b)
{
    base_limits(xb, l);
    xb_clock_limits(&xb->clock, l, b->fullmove);
}

/* ------------------------------------------------------------- searching */

static void start_search(xb_t *xb, search_kind_t kind, const search_limits_t *lim)
{
    search_callbacks_t cb = { xb_on_info, xb_on_done, xb };
    pthread_mutex_lock(&xb->out_lock);
    if (kind != SEARCH_PONDER) {
        /* Pondering set root (the GUI's position) and pv_prefix itself. */
        *xb->search.root = *board(xb);
        xb->search.pv_prefix = MOVE_NONE;
    }
    xb->search.have_info = false;
    memset(&xb->search.last_info, 0, sizeof xb->search.last_info);
    pthread_mutex_unlock(&xb->out_lock);
    xb->search.start_ms = time_now_ms();
    xb->search.kind = kind;
    xb->search.ponder_done_early = false;
    if (!engine_search_start(xb->engine, lim, &cb)) {
        xb->search.kind = SEARCH_NONE;
        xb_send(xb, "tellusererror Acolyte could not start a search");
    }
}

void xb_abort_search(xb_t *xb)
{
    if (xb->search.kind == SEARCH_NONE)
        return;
    engine_search_stop(xb->engine);
    engine_search_wait(xb->engine);
    pthread_mutex_lock(&xb->inbox->lock);
    xb->done.pending = false;
    pthread_mutex_unlock(&xb->inbox->lock);
    if (xb->search.kind == SEARCH_PONDER)
        engine_undo(xb->engine); /* back to the GUI's position */
    xb->search.kind = SEARCH_NONE;
    xb->search.ponder_done_early = false;
    /* Every command before a deferred ping is now done. */
    flush_pongs(xb);
}

bool xb_root_has_moves(const xb_t *xb)
{
    legal_moves_t list;
    moves_legal(board(xb), &list);
    int left = 0;
    for (int i = 0; i < list.count; i++) {
        bool excluded = false;
        for (int j = 0; j < xb->analysis.exclude_count; j++)
            excluded |= xb->analysis.exclude[j] == list.moves[i];
        left += !excluded;
    }
    return left > 0;
}

void xb_start_analysis(xb_t *xb)
{
    /* With every move excluded the search is deferred until one is
     * included again (spec, "exclude all"). */
    if (!xb->pos_ok || xb->paused || xb->edit.on || !xb_root_has_moves(xb))
        return;
    search_limits_t lim;
    base_limits(xb, &lim);
    lim.infinite = true;
    start_search(xb, SEARCH_ANALYZE, &lim);
}

/* Claim the result when the game is over by rule (spec section 9). */
static bool claim_if_over(xb_t *xb)
{
    const char *result, *reason;
    if (!engine_game_over(xb->engine, &result, &reason))
        return false;
    xb_send(xb, "%s {%s}", result, reason);
    return true;
}

static void start_pondering(xb_t *xb, move_t reply)
{
    if (!xb->options.ponder || xb->force || xb->analysis.on || xb->paused || reply == MOVE_NONE ||
        !moves_is_legal(board(xb), reply))
        return;
    pthread_mutex_lock(&xb->out_lock);
    *xb->search.root = *board(xb);
    xb->search.pv_prefix = reply;
    pthread_mutex_unlock(&xb->out_lock);
    if (!engine_play(xb->engine, reply))
        return;
    const char *result, *reason;
    if (engine_game_over(xb->engine, &result, &reason)) {
        engine_undo(xb->engine); /* nothing to think about after a game-ending reply */
        return;
    }
    search_limits_t lim;
    clock_limits(xb, &lim, board(xb));
    lim.ponder = true;
    xb->search.ponder_move = reply;
    start_search(xb, SEARCH_PONDER, &lim);
}

/* A remark on the opponent's last move, when the score swung enough
 * (taunt.h); only for moves we play from a search, never in analysis or
 * force mode, at most one per move. */
static bool taunt_due(xb_t *xb, score_t score, char *out, size_t len)
{
    if (xb->analysis.on || xb->force)
        return false;
    const board_t *b = board(xb);
    uint64_t prev = board_key_before(b, 2);
    return taunt_consider(&xb->taunt, &engine_personality(xb->engine)->params, b->key, prev, b->fullmove, score,
                          out, len);
}

/* Our search (or the book) chose 'best'; play it and tell the GUI. */
static void play_our_move(xb_t *xb, move_t best, move_t reply, bool searched, score_t score)
{
    char taunt[PARAM_STR_MAX];
    bool say = false;
    if (searched) {
        xb_policy_record(&xb->policy, score);
        if (xb_policy_resign(&xb->policy)) {
            /* Section 9: resign before moving rather than after. */
            xb_send(xb, "resign");
            xb->force = true;
            return;
        }
        if (xb_policy_offer_draw(&xb->policy, board(xb)->fullmove, contempt(xb)))
            xb_send(xb, "offer draw");
        say = taunt_due(xb, score, taunt, sizeof taunt);
    }
    char text[MOVE_STR_MAX];
    move_to_coord(best, text);
    int fullmove = board(xb)->fullmove;
    if (!engine_play(xb->engine, best)) {
        xb_send(xb, "tellusererror Acolyte's search returned an illegal move %s", text);
        return;
    }
    xb_send(xb, "move %s", text);
    if (say)
        xb_send(xb, "tellopponent %s", taunt);
    xb_clock_charge(&xb->clock, time_now_ms() - xb->search.start_ms, fullmove, board(xb)->hply);
    xb->analysis.exclude_count = 0;
    if (claim_if_over(xb))
        return;
    xb->analysis.hint = reply;
    start_pondering(xb, reply);
}

static void think(xb_t *xb)
{
    if (!xb->pos_ok || xb->paused || xb->edit.on)
        return;
    if (claim_if_over(xb))
        return;
    xb_personality_game_start(xb); /* before the book: a personality may bring its own */
    move_t bm = xb->book.on ? xb_book_move(xb) : MOVE_NONE;
    for (int j = 0; bm && j < xb->analysis.exclude_count; j++)
        if (xb->analysis.exclude[j] == bm)
            bm = MOVE_NONE;
    if (bm != MOVE_NONE) {
        xb->search.start_ms = time_now_ms();
        if (xb->options.post) {
            char san[MOVE_STR_MAX];
            xb_san(xb, board(xb), bm, san);
            /* Section 10: a PV starting with '(' is not a search. */
            xb_send(xb, "0 0 0 0 (book %s)", san);
        }
        play_our_move(xb, bm, MOVE_NONE, false, 0);
        return;
    }
    search_limits_t lim;
    clock_limits(xb, &lim, board(xb));
    start_search(xb, SEARCH_THINK, &lim);
}

void xb_handle_done(xb_t *xb)
{
    pthread_mutex_lock(&xb->inbox->lock);
    xb_done_t d = xb->done;
    xb->done.pending = false;
    pthread_mutex_unlock(&xb->inbox->lock);
    engine_search_wait(xb->engine);
    switch (xb->search.kind) {
    case SEARCH_THINK:
        xb->search.kind = SEARCH_NONE;
        if (d.best == MOVE_NONE || !moves_is_legal(board(xb), d.best)) {
            if (!claim_if_over(xb))
                xb_send(xb, "tellusererror Acolyte's search found no move");
        } else {
            play_our_move(xb, d.best, d.ponder, true, d.info.score);
        }
        flush_pongs(xb);
        break;
    case SEARCH_PONDER:
        /* Ended on its own (a forced line): keep the answer for the reply. */
        xb->search.ponder_done_early = true;
        xb->search.ponder_result = d;
        break;
    case SEARCH_ANALYZE:
    case SEARCH_NONE:
        xb->search.kind = SEARCH_NONE;
        break;
    }
}

void xb_position_changed(xb_t *xb)
{
    xb->analysis.exclude_count = 0;
    if (xb->analysis.on) {
        xb_abort_search(xb);
        xb_start_analysis(xb);
    }
}

void xb_maybe_start(xb_t *xb)
{
    if (xb->search.kind != SEARCH_NONE)
        return;
    if (xb->analysis.on)
        xb_start_analysis(xb);
    else if (!xb->force && xb->pos_ok && board(xb)->side == xb->engine_side)
        think(xb);
}

void xb_play_reset(xb_t *xb)
{
    /* 'new': fresh clocks, no depth limit, no node rate (section 8). */
    xb_clock_new_game(&xb->clock);
    xb->analysis.hint = MOVE_NONE;
    xb_policy_new_game(&xb->policy);
    xb->analysis.exclude_count = 0;
    xb->analysis.setscore_count = 0;
    xb->search.pong_count = 0;
    taunt_new_game(&xb->taunt);
}

/* ------------------------------------------------------------- moves in */

void xb_usermove(xb_t *xb, const char *text, const char *whole)
{
    (void)whole;
    if (!xb->pos_ok) {
        xb_send(xb, "Illegal move (no position): %s", text);
        return;
    }
    /* While pondering, the GUI's position is xb->search.root, one move back. */
    const board_t *cur = xb->search.kind == SEARCH_PONDER ? xb->search.root : board(xb);
    char err[64];
    move_t m = move_parse(cur, text, err, sizeof err);
    if (m == MOVE_NONE) {
        if (strcmp(text, "@@@@") == 0) {
            xb_send(xb, "Illegal move (null move not supported): %s", text);
        } else if (strcmp(err, "ambiguous") == 0) {
            xb_error(xb, "ambiguous move", text);
        } else {
            char why[64], shown[XB_ECHO_MAX + 1];
            illegal_reason(cur, text, why, sizeof why);
            xb_printable(text, strlen(text), shown, sizeof shown);
            xb_send(xb, "Illegal move (%s): %s", why, shown);
        }
        return;
    }
    if (xb->search.kind == SEARCH_PONDER && m == xb->search.ponder_move) {
        /* Ponder hit: the search goes on, now against our clock. */
        xb->search.kind = SEARCH_THINK;
        xb->search.start_ms = time_now_ms();
        xb->analysis.exclude_count = 0;
        if (xb->search.ponder_done_early) {
            xb->search.ponder_done_early = false;
            pthread_mutex_lock(&xb->inbox->lock);
            xb->done = xb->search.ponder_result;
            xb->done.pending = true;
            pthread_mutex_unlock(&xb->inbox->lock);
            return; /* the main loop plays it next */
        }
        pthread_mutex_lock(&xb->out_lock);
        board_make_move(xb->search.root, m); /* thinking lines now start from our move */
        xb->search.pv_prefix = MOVE_NONE;
        pthread_mutex_unlock(&xb->out_lock);
        engine_ponderhit(xb->engine);
        return;
    }
    xb_abort_search(xb);
    if (!engine_play(xb->engine, m)) {
        xb_send(xb, "Illegal move (no room left in the game history): %s", text);
        return;
    }
    xb->analysis.exclude_count = 0;
    if (xb->analysis.on)
        xb_start_analysis(xb);
    else if (!xb->force && board(xb)->side == xb->engine_side)
        think(xb);
}

/* ------------------------------------------------------------- commands */

/* go and playother hand the engine a side: refused without a legal
 * position and in analysis mode. */
static bool may_take_a_side(xb_t *xb, const xb_cmd_t *c)
{
    if (!xb->pos_ok) {
        xb_error(xb, "no position", c->line);
        return false;
    }
    if (xb->analysis.on) {
        xb_error(xb, "command not legal now", c->line);
        return false;
    }
    return true;
}

void xb_cmd_go(xb_t *xb, const xb_cmd_t *c)
{
    if (!may_take_a_side(xb, c))
        return;
    xb_abort_search(xb);
    xb->force = false;
    xb->engine_side = board(xb)->side;
    think(xb);
}

void xb_cmd_playother(xb_t *xb, const xb_cmd_t *c)
{
    if (!may_take_a_side(xb, c))
        return;
    xb_abort_search(xb);
    xb->force = false;
    xb->engine_side = !board(xb)->side;
    xb_personality_game_start(xb);
    xb->search.start_ms = time_now_ms();
    start_pondering(xb, xb->analysis.hint);
}
