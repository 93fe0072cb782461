/* uci_search.c -- go, stop, ponderhit; info and bestmove output.
 *
 * The rule that matters most to a GUI: every go gets exactly one bestmove.
 * go_active (under u->lock) is set when a go is accepted and cleared when
 * its bestmove is written, so a late or repeated on_done can never write a
 * second one.  UCI spec: with "go infinite" or "go ponder" the bestmove
 * waits for "stop" (or "ponderhit" ending the search), even when the search
 * finishes earlier -- such a move is kept in pending_* until then.
 */
#include <stdio.h>
#include <string.h>

#include "api/moves.h"
#include "core/notation.h"
#include "uci/uci.h"
#include "util/util.h"

/* ---- output ------------------------------------------------------------ */

/* UCI spec: "score cp <x>" from the engine's point of view, or "mate <y>"
 * in moves (not plies), negative when the engine is getting mated. */
static int format_score(char *out, size_t len, score_t s, int bound)
{
    const char *b = bound == BOUND_LOWER ? " lowerbound" : bound == BOUND_UPPER ? " upperbound" : "";
    if (s > SCORE_MATE_BOUND && s <= SCORE_MATE)
        return snprintf(out, len, "score mate %d%s", (SCORE_MATE - s + 1) / 2, b);
    if (s < -SCORE_MATE_BOUND && s >= -SCORE_MATE)
        return snprintf(out, len, "score mate %d%s", -((SCORE_MATE + s + 1) / 2), b);
    return snprintf(out, len, "score cp %d%s", (int)s, b);
}

static void on_info(void *ctx, const search_info_t *info)
{
    uci_t *u = ctx;
    char line[MAX_PLY * 8 + 512], score[64];
    format_score(score, sizeof score, info->score, info->bound);
    int used = snprintf(line, sizeof line, "info depth %d", info->depth);
    if (info->seldepth > 0)
        used += snprintf(line + used, sizeof line - (size_t)used, " seldepth %d", info->seldepth);
    used += snprintf(line + used, sizeof line - (size_t)used,
                     " multipv %d %s nodes %llu nps %llu time %lld", info->multipv > 0 ? info->multipv : 1,
                     score, (unsigned long long)info->nodes, (unsigned long long)info->nps,
                     (long long)info->time_ms);
    if (info->hashfull >= 0)
        used += snprintf(line + used, sizeof line - (size_t)used, " hashfull %d", info->hashfull);
    int n = info->pv_length < MAX_PLY ? info->pv_length : MAX_PLY;
    if (n > 0)
        used += snprintf(line + used, sizeof line - (size_t)used, " pv");
    for (int i = 0; i < n && (size_t)used + MOVE_STR_MAX + 2 < sizeof line; i++) {
        char m[MOVE_STR_MAX];
        move_to_coord(info->pv[i], m);
        used += snprintf(line + used, sizeof line - (size_t)used, " %s", m);
    }
    uci_send(u, "%s", line);
}

/* Write the bestmove of the current go (caller holds u->lock).  The move
 * is checked against the position: a GUI given an illegal move forfeits
 * the game, so a faulty one is replaced and reported. */
static void emit_bestmove_locked(uci_t *u, move_t best, move_t ponder)
{
    const board_t *b = engine_board(u->engine);
    char bs[MOVE_STR_MAX], ps[MOVE_STR_MAX];
    if (best == MOVE_NONE || !moves_is_legal(b, best)) {
        legal_moves_t list;
        moves_legal(b, &list);
        if (list.count > 0) {
            move_to_coord(best, bs);
            uci_send_locked(u, "info string internal error: the search gave %s; playing a legal move instead", bs);
            best = list.moves[0];
        } else
            best = MOVE_NONE; /* UCI spec: a null move is sent as 0000 */
        ponder = MOVE_NONE;
    }
    if (ponder != MOVE_NONE) {
        u->done_board = *b;
        board_make_move(&u->done_board, best);
        if (!moves_is_legal(&u->done_board, ponder))
            ponder = MOVE_NONE;
    }
    move_to_coord(best, bs);
    if (ponder != MOVE_NONE) {
        move_to_coord(ponder, ps);
        uci_send_locked(u, "bestmove %s ponder %s", bs, ps);
    } else
        uci_send_locked(u, "bestmove %s", bs);
    u->go_active = false;
    u->have_pending = false;
}

static void on_done(void *ctx, move_t best, move_t ponder, const search_info_t *last)
{
    uci_t *u = ctx;
    (void)last; /* its info line was already sent by on_info */
    pthread_mutex_lock(&u->lock);
    if (u->go_active && !u->have_pending) {
        if (u->infinite || u->pondering) {
            u->pending_best = best;
            u->pending_ponder = ponder;
            u->have_pending = true;
        } else
            emit_bestmove_locked(u, best, ponder);
    }
    pthread_mutex_unlock(&u->lock);
}

/* ---- stop, ponderhit ----------------------------------------------------- */

void uci_finish_search(uci_t *u)
{
    pthread_mutex_lock(&u->lock);
    bool active = u->go_active;
    u->infinite = u->pondering = false; /* from now on on_done writes at once */
    pthread_mutex_unlock(&u->lock);
    if (!active)
        return;
    engine_search_stop(u->engine);
    engine_search_wait(u->engine);
    pthread_mutex_lock(&u->lock);
    if (u->have_pending)
        emit_bestmove_locked(u, u->pending_best, u->pending_ponder);
    else if (u->go_active) {
        /* The search ended without on_done: never leave a GUI waiting. */
        uci_send_locked(u, "info string internal error: the search ended without a move");
        emit_bestmove_locked(u, MOVE_NONE, MOVE_NONE);
    }
    pthread_mutex_unlock(&u->lock);
}

void uci_end_of_input(uci_t *u)
{
    /* A script piped in ("go depth 8" then EOF) wants its answer: a search
     * that ends by itself is let finish; infinite and ponder are stopped. */
    pthread_mutex_lock(&u->lock);
    bool finite = u->go_active && !u->infinite && !u->pondering;
    pthread_mutex_unlock(&u->lock);
    if (finite)
        engine_search_wait(u->engine);
    uci_finish_search(u);
}

void uci_cmd_stop(uci_t *u)
{
    /* UCI spec: a stop while not calculating is simply ignored. */
    uci_finish_search(u);
}

void uci_cmd_ponderhit(uci_t *u)
{
    pthread_mutex_lock(&u->lock);
    bool was_pondering = u->go_active && u->pondering;
    if (was_pondering) {
        u->pondering = false;
        if (u->have_pending && !u->infinite)
            emit_bestmove_locked(u, u->pending_best, u->pending_ponder);
    }
    pthread_mutex_unlock(&u->lock);
    if (was_pondering)
        engine_ponderhit(u->engine);
}

/* ---- go ---------------------------------------------------------------- */

static const char *const go_keywords[] = {
    "searchmoves", "ponder", "wtime", "btime", "winc", "binc", "movestogo",
    "depth", "nodes", "mate", "movetime", "infinite",
};

static bool is_go_keyword(const char *s)
{
    for (size_t i = 0; i < sizeof go_keywords / sizeof go_keywords[0]; i++)
        if (strcmp(s, go_keywords[i]) == 0)
            return true;
    return false;
}

/* The number after keyword t->tok[*i]; false (reported) when it is
 * missing or not a number.  A following keyword is left for the caller. */
static bool go_number(uci_t *u, int *i, int64_t *out)
{
    const uci_tokens_t *t = &u->line;
    const char *key = t->tok[*i];
    if (*i + 1 >= t->count || is_go_keyword(t->tok[*i + 1])) {
        uci_send(u, "info string go: '%s' needs a number; ignored", key);
        return false;
    }
    const char *v = t->tok[++*i];
    if (!parse_int64(v, -(INT64_C(1) << 62), INT64_C(1) << 62, out)) {
        uci_send(u, "info string go: '%s %.60s' is not a number; ignored", key, v);
        return false;
    }
    return true;
}

/* Parse "go ..." into u->limits.  Bad parts are reported and skipped
 * (UCI spec: unknown tokens are ignored); if every searchmove was bad,
 * all moves are searched. */
static void parse_go(uci_t *u, bool *ponder)
{
    const uci_tokens_t *t = &u->line;
    search_limits_t *l = &u->limits;
    const board_t *b = engine_board(u->engine);
    int64_t wtime = -1, btime = -1, winc = 0, binc = 0, v;
    memset(l, 0, sizeof *l);
    *ponder = false;

    for (int i = 1; i < t->count; i++) {
        const char *k = t->tok[i];
        if (strcmp(k, "infinite") == 0)
            l->infinite = true;
        else if (strcmp(k, "ponder") == 0)
            *ponder = true;
        else if (strcmp(k, "searchmoves") == 0) {
            for (; i + 1 < t->count && !is_go_keyword(t->tok[i + 1]); i++) {
                char err[64];
                move_t m = move_parse(b, t->tok[i + 1], err, sizeof err);
                if (m == MOVE_NONE)
                    uci_send(u, "info string go searchmoves: '%.60s' is %s; ignored", t->tok[i + 1], err);
                else if (l->include_count < MAX_MOVES)
                    l->include[l->include_count++] = m;
            }
        } else if (strcmp(k, "wtime") == 0 && go_number(u, &i, &v))
            wtime = v < 0 ? 0 : v;
        else if (strcmp(k, "btime") == 0 && go_number(u, &i, &v))
            btime = v < 0 ? 0 : v;
        else if (strcmp(k, "winc") == 0 && go_number(u, &i, &v))
            winc = v < 0 ? 0 : v;
        else if (strcmp(k, "binc") == 0 && go_number(u, &i, &v))
            binc = v < 0 ? 0 : v;
        else if (strcmp(k, "movestogo") == 0 && go_number(u, &i, &v))
            l->movestogo = v < 0 ? 0 : v > 10000 ? 10000 : (int)v;
        else if (strcmp(k, "depth") == 0 && go_number(u, &i, &v))
            /* 0 would mean "no limit" to the engine: one ply is the least. */
            l->depth = v < 1 ? 1 : v > MAX_PLY - 1 ? MAX_PLY - 1 : (int)v;
        else if (strcmp(k, "nodes") == 0 && go_number(u, &i, &v))
            l->nodes = v < 1 ? 1 : (uint64_t)v;
        else if (strcmp(k, "mate") == 0 && go_number(u, &i, &v))
            l->mate = v < 1 ? 1 : v > MAX_PLY / 2 ? MAX_PLY / 2 : (int)v;
        else if (strcmp(k, "movetime") == 0 && go_number(u, &i, &v))
            l->movetime_ms = v < 1 ? 1 : v;
        else if (!is_go_keyword(k))
            uci_send(u, "info string go: ignoring unknown token '%.60s'", k);
    }

    int64_t mine = b->side == WHITE ? wtime : btime, theirs = b->side == WHITE ? btime : wtime;
    if (mine >= 0) {
        l->use_clock = true;
        l->time_ms = mine;
        l->inc_ms = b->side == WHITE ? winc : binc;
        l->opp_time_ms = theirs >= 0 ? theirs : mine;
        l->opp_inc_ms = b->side == WHITE ? binc : winc;
    }
    l->ponder = *ponder;
    l->multipv = u->multipv;
    l->overhead_ms = u->move_overhead_ms; /* Move Overhead comes off the move's time */
}

void uci_cmd_go(uci_t *u)
{
    uci_finish_search(u); /* a GUI that forgot stop still gets one bestmove per go */
    bool ponder;
    parse_go(u, &ponder);

    pthread_mutex_lock(&u->lock);
    u->go_active = true;
    u->have_pending = false;
    u->infinite = u->limits.infinite;
    u->pondering = ponder;
    pthread_mutex_unlock(&u->lock);

    const board_t *b = engine_board(u->engine);
    if (!moves_any_legal(b)) {
        /* Mated or stalemated: nothing to search, but the GUI still gets
         * a final score and its bestmove (0000). */
        uci_send(u, "info depth 0 score %s", board_in_check(b) ? "mate 0" : "cp 0");
        on_done(u, MOVE_NONE, MOVE_NONE, NULL);
        return;
    }

    /* OwnBook: a book move is played at once.  Not when analysing
     * (infinite, ponder, mate) or when the GUI restricts the root moves. */
    const search_limits_t *l = &u->limits;
    if (!l->infinite && !ponder && !l->mate && l->include_count == 0) {
        move_t m = uci_book_move(u);
        if (m != MOVE_NONE) {
            char text[MOVE_STR_MAX];
            move_to_coord(m, text);
            pthread_mutex_lock(&u->lock);
            uci_send_locked(u, "info string book move %s", text);
            emit_bestmove_locked(u, m, MOVE_NONE);
            pthread_mutex_unlock(&u->lock);
            return;
        }
    }

    u->callbacks.on_info = on_info;
    u->callbacks.on_done = on_done;
    u->callbacks.ctx = u;
    if (!engine_search_start(u->engine, &u->limits, &u->callbacks)) {
        pthread_mutex_lock(&u->lock);
        if (u->go_active) {
            uci_send_locked(u, "info string the search could not start");
            emit_bestmove_locked(u, MOVE_NONE, MOVE_NONE);
        }
        pthread_mutex_unlock(&u->lock);
    }
}
