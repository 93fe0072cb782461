/* search.h -- the search: shared state of one search, the per-thread
 * workers, and the functions engine.c and the command line call.
 *
 * One search_t describes a running search (root position, limits,
 * callbacks, stop flag, clock); every thread owns a worker_t (its own copy
 * of the board, evaluation context, killers and histories) and they share
 * only the transposition table and the atomics in search_t.
 */
#ifndef ACOLYTE_SEARCH_H
#define ACOLYTE_SEARCH_H

#include <pthread.h>
#include <stdatomic.h>

#include "core/board.h"
#include "search/search_types.h"
#include "eval/eval.h"
#include "core/movegen.h"
#include "params/params.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "util/numbers.h"

/* The late move reduction table's side: depths and move numbers beyond
 * it are read at its last row and column (search_lmr). */
enum { LMR_TABLE_N = 64 };

typedef struct search search_t;

/* One root move with what the last iterations learnt about it. */
typedef struct {
    move_t move;
    score_t score;       /* of the current iteration, -SCORE_INFINITE if unknown */
    score_t prev_score;  /* of the last completed iteration */
    int bound;
    int seldepth;
    uint64_t nodes;      /* spent below it (ordering hint) */
    int pv_len;
    move_t pv[MAX_PLY];
} root_move_t;

/* Per-ply scratch of the search stack. */
typedef struct {
    move_t move;         /* move made from this ply */
    int moved_piece;     /* piece code that moved (for countermoves) */
    score_t static_eval;
    move_t excluded;
    move_t killers[2];
    int8_t check;        /* set by the parent: 0 unknown, 1 not in check, 2 in check */
    int8_t double_exts;  /* two-ply singular extensions on the line to here */
} stack_t;

/* A node writes into the stack up to two plies ahead of itself (it
 * clears its grandchildren's killers); the stack is longer than MAX_PLY
 * by that and a margin. */
enum { STACK_AHEAD = 4 };

/* Is the side to move at this ply in check?  (Cached by the parent.) */
#define STACK_IN_CHECK(w, ply) \
    ((w)->stack[ply].check ? (w)->stack[ply].check == 2 : board_in_check(&(w)->board))

enum { HISTORY_MAX = 16384 };

/* Continuation history is indexed by a piece code (below OFFBOARD) and a
 * 64-square index, once for an earlier move and once for the move tried. */
enum { CONT_PIECES = 16, CONT_ROW = CONT_PIECES * 64 };

typedef struct worker {
    int id;                      /* 0 = main thread: time, output */
    search_t *s;
    board_t board;
    eval_ctx_t *eval;
    _Atomic uint64_t nodes;      /* written only by this thread */
    int seldepth;
    int root_depth;
    int completed_depth;
    int multipv_index;           /* line being searched (0-based) */
    int nmp_min_ply;             /* null move verification: no null move below this ply */
    int root_count;
    root_move_t root[MAX_MOVES];
    int pv_len[MAX_PLY + 1];
    move_t pv[MAX_PLY + 1][MAX_PLY + 1];
    stack_t stack[MAX_PLY + STACK_AHEAD];
    int16_t history[COLOUR_NB][64 * 64];
    move_t counter[PIECE_NB][SQ_NB];
    /* How good a quiet move (its piece and target) has been after an
     * earlier move (that move's piece and target) one or two plies
     * before: a row per earlier move, an entry per move tried. */
    int16_t cont_history[CONT_ROW][CONT_ROW];
    uint64_t check_counter;      /* check limits when (nodes & this) == 0 */
    int8_t lmr[LMR_TABLE_N][LMR_TABLE_N]; /* late move reductions by depth and move number */
    int lmr_made_from[2];        /* the LMR_BASE and LMR_DIVISOR the table was made from */
    int see_value[TYPE_NB];      /* SEE and capture ordering piece values (params) */
    pthread_t thread;
} worker_t;

/* Strength limitation derived from the ELO parameter (strength.c). */
typedef struct {
    bool on;
    int elo;             /* the Elo asked for */
    int level;           /* the internal level that plays at it (strength.c) */
    uint64_t nps;        /* node-rate cap, 0 = none */
    int max_depth;       /* 0 = none */
    int blur;            /* evaluation noise amplitude in centipawns */
    int mistake_margin;  /* root: moves within this many cp may be chosen */
    int lines;           /* root lines searched exactly to choose from */
    int slow_exponent;   /* how its rate falls at a slower clock (SLOW_EXPONENT) */
} strength_t;

struct search {
    board_t root;
    search_limits_t limits;
    search_callbacks_t cb;
    const params_t *params;
    tt_t *tt;
    int nthreads;
    worker_t **workers;
    bool deterministic;
    uint64_t seed;               /* variety / mistakes / blur, per game */
    int root_side;
    int contempt;
    int variety;
    int multipv;                 /* lines searched (>= the requested) */
    int report_lines;            /* lines reported */
    strength_t strength;
    timeman_t tm;
    uint64_t nps_clock;          /* nodes per second of a virtual clock, 0 = real time */
    int64_t start_ms;            /* when the search started */
    _Atomic int64_t clock_start_ms; /* when the clock started (ponderhit resets it) */
    atomic_bool stop;
    atomic_bool pondering;       /* set while pondering; ponderhit clears it */
    atomic_int main_depth;       /* the depth the main thread is searching (helpers aim past it) */
    /* Main thread bookkeeping for time decisions. */
    double best_changes;
    score_t prev_iter_score;     /* of the last iteration (score drop) */
    move_t last_best;
    int64_t soft_ms;
    /* Result. */
    move_t best, ponder;
    search_info_t last_info;
    int max_depth;
};

/* Worker life cycle: allocate with its own evaluation context. */
worker_t *worker_new(int id, const params_t *p);
void worker_free(worker_t *w);
void worker_clear(worker_t *w);  /* histories, killers (new game) */

/* Run the whole search on the calling thread plus nthreads-1 helpers;
 * returns when finished (limits, stop) with s->best / s->ponder /
 * s->last_info filled in, after calling on_done. */
void search_run(search_t *s);

/* Nodes of all workers so far. */
uint64_t search_nodes(const search_t *s);

/* Milliseconds on the search clock (virtual under nps limits). */
int64_t search_elapsed(const search_t *s);

/* The root lines a search searches exactly: the lines asked for (MultiPV,
 * a strength level's mistakes, VARIETY), no more than there are moves. */
static inline int search_root_lines(const worker_t *w)
{
    return imin(w->s->multipv, w->root_count);
}

/* The percent of a worker's nodes spent below its best root move, which
 * the time budget reads (TIME_NODES_PCT), after an iteration of 'depth';
 * -1 when it says nothing: before TIME_NODES_DEPTH, or when the root
 * searches more than one line exactly (a strength level's mistakes,
 * VARIETY, MultiPV under a clock).  Each further line searches the other
 * moves again without the best, so the best move's share falls by the
 * number of lines rather than by how the search spread its effort, and
 * the budget would grow for it (the levels were measured without it). */
int search_best_share_pct(const worker_t *w, int depth);

/* The iterative-deepening loop of one worker (threads.c starts helpers). */
void search_iterate(worker_t *w);

/* Draw score for the side to move at this node: contempt is for the side
 * that started the search. */
/* The table's reduction for a depth and a move number. */
static inline int search_lmr(const worker_t *w, int depth, int moves)
{
    return w->lmr[imin(depth, LMR_TABLE_N - 1)][imin(moves, LMR_TABLE_N - 1)];
}

static inline score_t draw_score(const worker_t *w)
{
    return w->board.side == w->s->root_side ? (score_t)-w->s->contempt : (score_t)w->s->contempt;
}

/* The search below the root (node.c): fail-soft PVS of one node. */
score_t search_node(worker_t *w, int depth, score_t alpha, score_t beta, int ply, bool cut_node);

/* Quiescence (qsearch.c). */
score_t qsearch(worker_t *w, score_t alpha, score_t beta, int ply);

/* Evaluation through the strength blur (strength.c). */
score_t search_evaluate(worker_t *w);

/* Is this position drawn by rule inside the search (twofold repetition,
 * 50 moves without mate, insufficient material)?  Inline: every node asks,
 * and the answer is nearly always a quick no. */
enum { FIFTY_MOVE_PLIES = 100 }; /* the fifty-move rule counts half-moves */
/* The fifty-move rule's answer once the count is reached: no mate. */
bool search_fifty_moves_draw(const board_t *b);
static inline bool search_is_draw(const worker_t *w, int ply)
{
    const board_t *b = &w->board;
    (void)ply;
    if (b->halfmove >= FIFTY_MOVE_PLIES)
        return search_fifty_moves_draw(b);
    return board_repetitions(b) >= 1 || board_insufficient_material(b);
}

/* Periodic checks of the main thread: time, nodes, throttle. */
void search_check_limits(worker_t *w);
static inline bool search_stopped(const worker_t *w)
{
    return atomic_load_explicit(&w->s->stop, memory_order_relaxed);
}
/* Start loading a child's transposition-table and evaluation-cache
 * entries before the move is made (a hint: changes no result). */
static inline void prefetch_child(const worker_t *w, uint64_t key)
{
    tt_prefetch(w->s->tt, key);
    eval_prefetch(w->eval, key);
}
static inline void count_node(worker_t *w)
{
    uint64_t n = atomic_load_explicit(&w->nodes, memory_order_relaxed) + 1;
    atomic_store_explicit(&w->nodes, n, memory_order_relaxed);
    if (w->id == 0 && (n & w->check_counter) == 0)
        search_check_limits(w);
}

/* Threads (threads.c). */
void threads_start_helpers(search_t *s);
void threads_join_helpers(search_t *s);

/* Strength and variety (strength.c). */
void strength_setup(strength_t *st, int elo, const params_t *P);
/* The node rate of the throttled level st in a game whose clock's pace is
 * pace_ms (timeman_pace_ms; SLOW_REF_MS, st's SLOW_EXPONENT); st->nps
 * itself up to SLOW_REF_MS. */
uint64_t strength_nps_for_pace(const strength_t *st, int64_t pace_ms, const params_t *P);
/* Choose the move to play among the searched root lines (variety or
 * strength mistakes); returns an index into w->root. */
int strength_pick_root(const worker_t *w);

#endif
