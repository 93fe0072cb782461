/* xboard_clock.h -- the xboard front end's clocks and limits (section 11):
 * what level, st, sd, nps, time and otim set, the limits a search gets
 * from them, our own clock kept between the GUI's 'time' commands, and
 * what each move costs beyond the search (the overhead).
 *
 * All of it lives in one xb_clock_t (a field of xb_t); the functions here
 * see nothing else of the front end.  The commands themselves are at the
 * end of xboard_clock.c.
 */
#ifndef ACOLYTE_XBOARD_CLOCK_H
#define ACOLYTE_XBOARD_CLOCK_H

#include <stdbool.h>
#include <stdint.h>

#include "api/engine.h"

enum {
    XB_CLOCK_GRAIN_MS = 10,      /* 'time' and 'otim' are in centiseconds */
    XB_MAX_OVERHEAD_MS = 1000    /* a larger gap is a clock change, not a lag */
};

typedef struct {
    int mps;                  /* moves per session, 0 = whole game */
    int64_t base_ms, inc_ms;
    int level_fullmove;       /* full move at which the level took effect */
    int64_t st_ms;            /* exact time per move, 0 = off */
    int sd;                   /* depth limit, 0 = none */
    uint64_t nps;             /* node rate, 0 = off */
    int64_t own_ms, opp_ms;   /* clocks from time / otim */
    /* What each of our moves costs beyond the search, measured by
     * comparing our clock after a move (expect_own_ms, at history length
     * expect_hply) with the GUI's next 'time'. */
    int64_t expect_own_ms;
    int expect_hply;          /* -1: no expectation */
    int64_t overhead_ms;
} xb_clock_t;

/* XBoard's own default level, 40 moves in 5 minutes, before 'new'. */
void xb_clock_init(xb_clock_t *c);
/* 'new': fresh clocks, no depth limit, no node rate (section 8). */
void xb_clock_new_game(xb_clock_t *c);
/* 'level MPS BASE INC' at full move fullmove. */
void xb_clock_level(xb_clock_t *c, int mps, int64_t base_ms, int64_t inc_ms, int fullmove);
/* The depth, node-rate and time fields of l for a search at full move
 * fullmove (the other fields are left alone). */
void xb_clock_limits(const xb_clock_t *c, search_limits_t *l, int fullmove);
/* We played a move at full move fullmove after spent_ms of thinking; the
 * history is hply plies long now. */
void xb_clock_charge(xb_clock_t *c, int64_t spent_ms, int fullmove, int hply);
/* The GUI's 'time' (reported_ms) with the history hply plies long, while
 * pondering on the opponent's reply or not: true with *lag when it could
 * be compared with our clock and the overhead was updated. */
bool xb_clock_measure(xb_clock_t *c, int64_t reported_ms, int hply, bool pondering, int64_t *lag);

/* Parse a number of seconds ("5", "0.1") into milliseconds. */
bool xb_parse_seconds(const char *s, int64_t *ms);
/* Parse a level time "MIN" or "MIN:SEC" (trailing junk ignored, spec 11). */
bool xb_parse_level_time(const char *s, int64_t *ms);

#endif
