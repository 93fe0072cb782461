/* engine.h -- the one engine API every front end (xboard, UCI, console,
 * command line) talks to.  Front ends never reach into board, search or
 * evaluation internals: they set a position, apply moves, start and stop
 * searches with limits and callbacks, and change settings through here.
 *
 * Threads: all functions are called from one front-end thread.  A search
 * runs on its own thread(s); its callbacks are invoked from the search
 * thread, so a front end that prints from a callback must serialise its
 * own output (front ends keep one output mutex).  While a search runs the
 * front end may only call engine_search_stop/ponderhit/running/wait and
 * the read-only getters; anything that changes the position or settings
 * first stops the search (the functions below do that themselves).
 *
 * Beside it, the API's smaller doors, each for one concern: moves.h
 * (legal moves, perft), book.h (the opening book), evaluator.h (the
 * evaluation and its trace outside a search), personality.h, taunt.h,
 * opponents.h, pgn.h, makebook.h and position.h (HACKING.md, "The
 * layers").
 */
#ifndef ACOLYTE_ENGINE_H
#define ACOLYTE_ENGINE_H

#include <stddef.h>
#include <stdio.h>

#include "api/personality.h"
#include "api/position.h"
#include "search/search_types.h"

typedef struct engine engine_t;

/* Settings chosen on the command line; zero/NULL fields mean "default". */
typedef struct {
    const char *personality; /* name or path; NULL = "default" */
    const char *book;        /* path; NULL = the personality's/own book; "none" = no book */
    int hash_mb;             /* 0 = 64 */
    int threads;             /* 0 = 1 */
    bool all_options;        /* list every parameter as a GUI option (tuning tools) */
    bool builtin_data;       /* the compiled-in default personality and bench
                              * positions, never files (the OpenBench build) */
    bool openbench;          /* the OpenBench build: bench ends with the line
                              * its client reads (bench_print_openbench) */
} engine_options_t;

/* Create/destroy.  On failure engine_new returns NULL and writes why. */
engine_t *engine_new(const engine_options_t *opts, char *err, size_t errlen);
void engine_free(engine_t *e);

/* ---- the game ------------------------------------------------------- */
void engine_new_game(engine_t *e);                    /* start position, clear TT/history */
bool engine_set_fen(engine_t *e, const char *fen, char *err, size_t errlen); /* keeps old on error */
void engine_set_board(engine_t *e, const board_t *b); /* a position built elsewhere (edit mode) */
bool engine_play(engine_t *e, move_t m);              /* false (and no change) if illegal */
bool engine_undo(engine_t *e);                        /* false at the start of the history */
const board_t *engine_board(const engine_t *e);
/* The game is over by rule: fills a PGN-style result ("1-0", "1/2-1/2")
 * and reason ("White mates", "Draw by repetition", ...). */
bool engine_game_over(engine_t *e, const char **result, const char **reason);

/* ---- searching ------------------------------------------------------ */
/* Start a search of the current position in the background; returns at
 * once.  A running search is stopped first. */
bool engine_search_start(engine_t *e, const search_limits_t *limits, const search_callbacks_t *cb);
/* Ask the running search to finish; on_done follows promptly (<20 ms). */
void engine_search_stop(engine_t *e);
/* The opponent played the pondered move: keep searching under the clock
 * limits given at start, counting time from now. */
void engine_ponderhit(engine_t *e);
bool engine_search_running(const engine_t *e);
/* Block until the running search (if any) has called on_done. */
void engine_search_wait(engine_t *e);
/* Search synchronously (command line, tests); returns the best move. */
move_t engine_search_sync(engine_t *e, const search_limits_t *limits, search_info_t *final_info);
/* Nodes searched by the last/current search. */
uint64_t engine_nodes(const engine_t *e);
/* The node rate a limited level searched at in the last/current search,
 * after the slow-clock scaling; 0 at full strength. */
uint64_t engine_throttle_nps(const engine_t *e);

/* ---- settings ------------------------------------------------------- */
bool engine_set_hash(engine_t *e, int mb, char *err, size_t errlen);
bool engine_set_threads(engine_t *e, int threads, char *err, size_t errlen);
void engine_clear_hash(engine_t *e);
/* Load a personality (all or nothing: on failure the old one stays and
 * errs says why).  Clears evaluation caches. */
bool engine_load_personality(engine_t *e, const char *name_or_path, personality_errors_t *errs);
/* Install a personality the caller kept (e.g. the user's own, saved before
 * a temporary switch); it must be valid.  Clears evaluation caches. */
void engine_set_personality(engine_t *e, const personality_t *p);
/* Change one parameter of the current personality ("section.KEY" or "KEY"). */
bool engine_set_param(engine_t *e, const char *name, const char *value, char *err, size_t errlen);
const personality_t *engine_personality(const engine_t *e);
/* Family weights (weights.h): family WEIGHT_*, percent of the
 * personality's own values, kept across personality changes. */
bool engine_set_weight(engine_t *e, int family, int pct, char *err, size_t errlen);
int engine_weight(const engine_t *e, int family);
/* The playing level the user chose (Elo; 0: none): it wins over the
 * personality's [strength] ELO until set back to 0, and like the family
 * weights it stays when the personality changes, so a switch never
 * changes the level the user asked for.  0 or the ELO range of
 * params.def's strength.ELO. */
bool engine_set_level(engine_t *e, int elo, char *err, size_t errlen);
int engine_level(const engine_t *e);
/* The level played: the user's, else the personality's (0: full strength). */
int engine_effective_elo(const engine_t *e);
/* The parameters searches use: the personality's, scaled by the weights,
 * with the user's level. */
const params_t *engine_play_params(const engine_t *e);
/* Deterministic play (bench, tests): no variety randomisation. */
void engine_set_deterministic(engine_t *e, bool on);

/* ---- evaluation ----------------------------------------------------- */
score_t engine_evaluate(engine_t *e);                 /* side to move's view */
/* Term by term: engine_eval_trace() in evaluator.h. */

#endif
