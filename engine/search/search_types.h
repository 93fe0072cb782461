/* search_types.h -- what a search is asked and what it reports: the
 * limits, the progress report (depth, score, PV) and the callbacks.  They
 * belong to the search layer; the engine API (api/engine.h) passes them
 * through to the front ends unchanged.
 */
#ifndef ACOLYTE_SEARCH_TYPES_H
#define ACOLYTE_SEARCH_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "core/types.h"

/* What to search.  Everything zero means "until stopped". */
typedef struct {
    int depth;               /* maximum depth in plies, 0 = none */
    uint64_t nodes;          /* node budget, 0 = none */
    int64_t movetime_ms;     /* exactly this long per move, 0 = none */
    /* Clock control (use_clock): our remaining time and increment, moves
     * to the next time control (0 = sudden death / rest of the game). */
    bool use_clock;
    int64_t time_ms, inc_ms, opp_time_ms, opp_inc_ms;
    int movestogo;
    /* Time each of our moves costs beyond the search itself (pipes, the
     * GUI, a busy machine), as the front end measured it; 0 = unknown. */
    int64_t overhead_ms;
    bool infinite;           /* analysis: never stop by itself */
    bool ponder;             /* pondering: infinite until engine_ponderhit() */
    int mate;                /* look for a mate in this many moves, 0 = no */
    int multipv;             /* lines to report, 0/1 = one */
    uint64_t nps_limit;      /* xboard 'nps': think as if this many nodes per second, 0 = off */
    /* Root move filters: only these (searchmoves), never these (exclude). */
    int include_count;
    move_t include[MAX_MOVES];
    int exclude_count;
    move_t exclude[MAX_MOVES];
} search_limits_t;

enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

/* Progress of a search, reported after every completed iteration and when
 * the principal variation changes. */
typedef struct {
    int depth, seldepth;
    int multipv;             /* 1-based line number */
    score_t score;           /* side to move's view; beyond SCORE_MATE_BOUND = mate */
    int bound;               /* BOUND_* */
    uint64_t nodes;
    int64_t time_ms;
    uint64_t nps;
    int hashfull;            /* per mille */
    int pv_length;
    move_t pv[MAX_PLY];
} search_info_t;

/* Before on_done, the last info of line 1 (or, with MultiPV, of one of
 * the lines) starts with the move played and the expected reply, if any:
 * the engine reports that line again, as line 1, when the search ended on
 * a move its last reports did not show. */
typedef struct {
    void (*on_info)(void *ctx, const search_info_t *info);
    /* Called once when the search ends (by itself, by stop or by
     * ponderhit-then-time-up) with the move to play and the expected reply
     * (MOVE_NONE when unknown).  best is MOVE_NONE only with no legal move. */
    void (*on_done)(void *ctx, move_t best, move_t ponder, const search_info_t *last);
    void *ctx;
} search_callbacks_t;

#endif
