/* xboard_analyze.c -- analyze mode (spec section 12), the commands that
 * shape it (analyze, exit, '.', exclude/include, setscore) and 'hint',
 * which asks the search for its guess.
 *
 * Analysis is an infinite search of the GUI's position; every change of
 * the position or of the root move set restarts it (xb_start_analysis).
 */
#include <string.h>

#include "api/moves.h"
#include "core/notation.h"
#include "util/util.h"
#include "xboard/xboard_internal.h"

void xb_cmd_analyze(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    xb_abort_search(xb);
    xb->analysis.on = true;
    xb->force = true; /* like force mode, but thinking (section 12) */
    xb_start_analysis(xb);
}

void xb_cmd_exit(xb_t *xb, const xb_cmd_t *c)
{
    if (!xb->analysis.on) {
        xb_error(xb, "command not legal now", c->line);
        return;
    }
    xb_abort_search(xb);
    xb->analysis.on = false;
    xb->force = true; /* idle until the GUI says what to play */
}

void xb_cmd_stat(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    if (!xb->analysis.on || xb->search.kind != SEARCH_ANALYZE)
        return; /* '.' means nothing elsewhere; stay quiet */
    legal_moves_t list;
    moves_legal(engine_board(xb->engine), &list);
    pthread_mutex_lock(&xb->out_lock);
    int depth = xb->search.last_info.depth;
    pthread_mutex_unlock(&xb->out_lock);
    int64_t cs = (time_now_ms() - xb->search.start_ms) / 10;
    /* stat01: time nodes ply mvleft mvtot (section 12); the engine does
     * not say how far through the move list it is, so mvleft is 0. */
    xb_send(xb, "stat01: %lld %llu %d 0 %d", (long long)cs, (unsigned long long)engine_nodes(xb->engine), depth,
            list.count - xb->analysis.exclude_count);
}

static void exclude_move(xb_t *xb, const xb_cmd_t *c, bool exclude)
{
    if (!xb->pos_ok) {
        xb_error(xb, "no position", c->line);
        return;
    }
    if (xb->search.kind == SEARCH_THINK || xb->search.kind == SEARCH_PONDER) {
        xb_error(xb, "command not legal now", c->line);
        return;
    }
    legal_moves_t list;
    moves_legal(engine_board(xb->engine), &list);
    if (strcmp(c->argv[1], "all") == 0) {
        xb->analysis.exclude_count = exclude ? list.count : 0;
        memcpy(xb->analysis.exclude, list.moves, sizeof(move_t) * (size_t)xb->analysis.exclude_count);
    } else {
        char err[64];
        move_t m = move_parse(engine_board(xb->engine), c->argv[1], err, sizeof err);
        if (m == MOVE_NONE) {
            xb_error(xb, strcmp(err, "ambiguous") == 0 ? "ambiguous move" : "illegal move", c->line);
            return;
        }
        int at = -1;
        for (int i = 0; i < xb->analysis.exclude_count; i++)
            if (xb->analysis.exclude[i] == m)
                at = i;
        if (exclude && at < 0)
            xb->analysis.exclude[xb->analysis.exclude_count++] = m;
        else if (!exclude && at >= 0)
            xb->analysis.exclude[at] = xb->analysis.exclude[--xb->analysis.exclude_count];
    }
    if (xb->analysis.on) {
        xb_abort_search(xb);
        xb_start_analysis(xb);
    }
}

void xb_cmd_exclude(xb_t *xb, const xb_cmd_t *c)
{
    exclude_move(xb, c, true);
}

void xb_cmd_include(xb_t *xb, const xb_cmd_t *c)
{
    exclude_move(xb, c, false);
}

void xb_cmd_setscore(xb_t *xb, const xb_cmd_t *c)
{
    long score, depth;
    if (!parse_int(c->argv[1], -100000, 100000, &score) || !parse_int(c->argv[2], 0, MAX_PLY, &depth)) {
        xb_error(xb, "setscore wants SCORE DEPTH", c->line);
        return;
    }
    if (!xb->pos_ok) {
        xb_error(xb, "no position", c->line);
        return;
    }
    uint64_t key = engine_board(xb->engine)->key;
    int at = -1;
    for (int i = 0; i < xb->analysis.setscore_count; i++)
        if (xb->analysis.setscores[i].key == key)
            at = i;
    if (at < 0) {
        if (xb->analysis.setscore_count == XB_SETSCORES) /* forget the oldest */
            memmove(xb->analysis.setscores, xb->analysis.setscores + 1, sizeof xb->analysis.setscores[0] * (XB_SETSCORES - 1)),
                xb->analysis.setscore_count--;
        at = xb->analysis.setscore_count++;
    }
    xb->analysis.setscores[at] = (xb_setscore_t){ key, (int)score, (int)depth };
}

void xb_cmd_hint(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    if (!xb->pos_ok)
        return;
    if (xb->search.kind == SEARCH_PONDER) {
        /* The reply we are pondering on, in the GUI's position. */
        char san[MOVE_STR_MAX];
        xb_san(xb, xb->search.root, xb->search.ponder_move, san);
        xb_send(xb, "Hint: %s", san);
        return;
    }
    move_t m = xb->analysis.hint;
    if (xb->analysis.on) {
        /* In analysis the hint is the best move found so far. */
        pthread_mutex_lock(&xb->out_lock);
        m = xb->search.have_info && xb->search.last_info.pv_length > 0 ? xb->search.last_info.pv[0] : MOVE_NONE;
        pthread_mutex_unlock(&xb->out_lock);
    }
    if (m == MOVE_NONE || !moves_is_legal(engine_board(xb->engine), m))
        m = xb->book.on ? xb_book_move(xb) : MOVE_NONE;
    if (m == MOVE_NONE)
        return; /* nothing to suggest: the spec says ignore */
    char san[MOVE_STR_MAX];
    xb_san(xb, engine_board(xb->engine), m, san);
    xb_send(xb, "Hint: %s", san);
}
