/* xboard_clock.c -- the xboard front end's clocks and limits
 * (xboard_clock.h): time parsing, the limits of a search, clock
 * accounting and the overhead estimate, and the commands that set them
 * (level, st, sd, nps, time, otim).
 */
#include <string.h>

#include "util/util.h"
#include "xboard/xboard_clock.h"
#include "xboard/xboard_internal.h"

/* ------------------------------------------------------------- parsing */

/* A run of at least one digit at *p, at most max; advances *p. */
static bool read_whole(const char **p, int64_t max, int64_t *out)
{
    if (**p < '0' || **p > '9')
        return false;
    int64_t v = 0;
    while (**p >= '0' && **p <= '9') {
        v = v * 10 + (*(*p)++ - '0');
        if (v > max)
            return false;
    }
    *out = v;
    return true;
}

/* The digits after a decimal point at *p as milliseconds of a unit of
 * unit_ms, truncated to whole milliseconds; advances *p past them. */
static int64_t read_fraction_ms(const char **p, int64_t unit_ms)
{
    int64_t frac = 0, scale = unit_ms;
    for (; **p >= '0' && **p <= '9'; (*p)++)
        if (scale > 1) {
            scale /= 10;
            frac += (**p - '0') * scale;
        }
    return frac;
}

bool xb_parse_seconds(const char *s, int64_t *ms)
{
    /* "12", "0.1", "1.25": decimal seconds, at most millisecond precision. */
    int64_t whole, frac = 0;
    const char *p = s;
    if (!read_whole(&p, 100000000, &whole))
        return false;
    if (*p == '.') {
        p++;
        frac = read_fraction_ms(&p, 1000);
    }
    if (*p)
        return false;
    *ms = whole * 1000 + frac;
    return true;
}

bool xb_parse_level_time(const char *s, int64_t *ms)
{
    /* "MIN" or "MIN:SEC"; section 11 asks engines to ignore whatever
     * follows (a future "25+5" session hint). */
    int64_t minutes, seconds = 0;
    const char *p = s;
    if (!read_whole(&p, 1000000, &minutes))
        return false;
    if (*p == ':') {
        p++;
        if (!read_whole(&p, 1000000, &seconds))
            return false;
    } else if (*p == '.') {
        /* Fractional minutes ("0.5") are not in the spec but cost nothing. */
        p++;
        *ms = minutes * 60000 + read_fraction_ms(&p, 60000);
        return true;
    }
    *ms = minutes * 60000 + seconds * 1000;
    return true;
}

/* ------------------------------------------------------------- the clock */

void xb_clock_init(xb_clock_t *c)
{
    memset(c, 0, sizeof *c);
    c->mps = 40;
    c->base_ms = 5 * 60 * 1000;
    c->expect_hply = -1;
}

void xb_clock_new_game(xb_clock_t *c)
{
    c->sd = 0;
    c->nps = 0;
    c->own_ms = c->opp_ms = c->base_ms > 0 ? c->base_ms : c->st_ms;
    c->level_fullmove = 1;
    c->expect_hply = -1;
    c->overhead_ms = 0;
}

void xb_clock_level(xb_clock_t *c, int mps, int64_t base_ms, int64_t inc_ms, int fullmove)
{
    c->mps = mps;
    c->base_ms = base_ms;
    c->inc_ms = inc_ms;
    c->st_ms = 0;
    c->own_ms = c->opp_ms = base_ms;
    c->level_fullmove = fullmove;
}

void xb_clock_limits(const xb_clock_t *c, search_limits_t *l, int fullmove)
{
    l->depth = c->sd;
    l->nps_limit = c->nps;
    if (c->st_ms > 0) {
        /* "st": at most this long per move; keep 5 % for the pipe. */
        l->movetime_ms = c->st_ms - c->st_ms / 20;
        if (l->movetime_ms < 1)
            l->movetime_ms = 1;
        return;
    }
    l->use_clock = true;
    l->time_ms = c->own_ms > 0 ? c->own_ms : 1;
    l->opp_time_ms = c->opp_ms > 0 ? c->opp_ms : 1;
    l->inc_ms = l->opp_inc_ms = c->inc_ms;
    l->overhead_ms = c->overhead_ms;
    if (c->mps > 0) {
        int played = fullmove - c->level_fullmove;
        if (played < 0)
            played = 0;
        l->movestogo = c->mps - played % c->mps;
    }
}

/* Keep our clock roughly right between the GUI's 'time' commands, so the
 * limits of a ponder search (fixed when it starts) are sensible. */
void xb_clock_charge(xb_clock_t *c, int64_t spent_ms, int fullmove, int hply)
{
    if (c->st_ms > 0)
        return;
    c->own_ms -= spent_ms;
    c->own_ms += c->inc_ms;
    if (c->mps > 0 && (fullmove - c->level_fullmove + 1) % c->mps == 0)
        c->own_ms += c->base_ms;
    c->expect_own_ms = c->own_ms;
    c->expect_hply = hply;
}

/* The GUI's 'time' after our move, against what our own clock said: the
 * difference is what the move cost outside the search (the pipes, the
 * GUI, a machine too busy to run us at once).  The estimate rises at once
 * and decays by a quarter per move, so a stall is remembered for a while
 * and a calm spell lets the engine use its time again. */
bool xb_clock_measure(xb_clock_t *c, int64_t reported_ms, int hply, bool pondering, int64_t *lag_out)
{
    /* The board is as we left it, or holds the reply we ponder on; any
     * other (a new game, an undo, a replay) leaves nothing to compare. */
    bool as_left = hply == c->expect_hply;
    bool pondering_on_reply = pondering && hply == c->expect_hply + 1;
    if (c->expect_hply < 0 || !(as_left || pondering_on_reply))
        return false;
    c->expect_hply = -1;
    /* 'time' is in centiseconds, and both readings compared (the last
     * 'time' our clock started from, and this one) lose up to one to
     * rounding: the two errors cancel on average, so a full centisecond
     * taken off would hide up to 10 ms of real cost a move (at 1 s +
     * 10 ms, the whole increment).  The estimate below keeps the highest
     * recent lag, so half of one comes off, lest rounding alone raise it. */
    int64_t lag = c->expect_own_ms - reported_ms - XB_CLOCK_GRAIN_MS / 2;
    if (lag > XB_MAX_OVERHEAD_MS)
        return false; /* not a lag: the GUI changed the clocks */
    if (lag < 0)
        lag = 0;
    int64_t decayed = c->overhead_ms * 3 / 4;
    c->overhead_ms = lag > decayed ? lag : decayed;
    *lag_out = lag;
    return true;
}

/* ------------------------------------------------------------- the commands */

void xb_cmd_level(xb_t *xb, const xb_cmd_t *c)
{
    long mps;
    int64_t base, inc;
    if (!parse_int(c->argv[1], 0, 100000, &mps) || !xb_parse_level_time(c->argv[2], &base) ||
        !xb_parse_seconds(c->argv[3], &inc)) {
        xb_error(xb, "level wants MPS BASE INC, e.g. level 40 5 0 or level 0 2:30 1.5", c->line);
        return;
    }
    xb_clock_level(&xb->clock, (int)mps, base, inc, engine_board(xb->engine)->fullmove);
}

void xb_cmd_st(xb_t *xb, const xb_cmd_t *c)
{
    int64_t ms;
    if (!xb_parse_seconds(c->argv[1], &ms) || ms <= 0) {
        xb_error(xb, "st wants a positive number of seconds", c->line);
        return;
    }
    xb->clock.st_ms = ms;
}

void xb_cmd_sd(xb_t *xb, const xb_cmd_t *c)
{
    long d;
    if (!parse_int(c->argv[1], 0, MAX_PLY - 8, &d)) {
        xb_error(xb, "sd wants a depth from 0 (no limit) to 120", c->line);
        return;
    }
    xb->clock.sd = (int)d;
}

void xb_cmd_nps(xb_t *xb, const xb_cmd_t *c)
{
    long n;
    if (!parse_int(c->argv[1], 0, 2000000000L, &n)) {
        xb_error(xb, "nps wants a node rate", c->line);
        return;
    }
    xb->clock.nps = (uint64_t)n;
}

static void set_clock(xb_t *xb, const xb_cmd_t *c, bool own)
{
    long cs;
    /* A clock can be negative (a flag fell; section 11). */
    if (!parse_int(c->argv[1], -100000000L, 1000000000L, &cs)) {
        xb_error(xb, own ? "time wants centiseconds" : "otim wants centiseconds", c->line);
        return;
    }
    if (own) {
        int64_t lag;
        if (xb_clock_measure(&xb->clock, (int64_t)cs * 10, engine_board(xb->engine)->hply,
                             xb->search.kind == SEARCH_PONDER, &lag))
            xb_debug(xb, "clock: our last move cost %lld ms beyond the search; overhead now %lld ms",
                     (long long)lag, (long long)xb->clock.overhead_ms);
        xb->clock.own_ms = (int64_t)cs * 10;
    } else
        xb->clock.opp_ms = (int64_t)cs * 10;
}

void xb_cmd_time(xb_t *xb, const xb_cmd_t *c)
{
    set_clock(xb, c, true);
}

void xb_cmd_otim(xb_t *xb, const xb_cmd_t *c)
{
    set_clock(xb, c, false);
}
