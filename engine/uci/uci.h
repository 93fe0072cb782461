/* uci.h -- the UCI front end's private state, shared by its three files:
 * uci.c (the command loop, positions, output), uci_options.c (the option
 * list and setoption) and uci_search.c (go, info, bestmove, stop).
 *
 * The protocol is the one published by Stefan Meyer-Kahlen, "Description
 * of the universal chess interface (UCI)", April 2006 (as distributed with
 * Shredder, Stockfish and XBoard's polyglot).  Quotes from it in comments
 * are marked "UCI spec".
 */
#ifndef ACOLYTE_UCI_H
#define ACOLYTE_UCI_H

#include <pthread.h>
#include <stdbool.h>

#include "api/book.h"
#include "api/engine.h"
#include "util/input.h"
#include "api/personality.h"
#include "api/gui_options.h"
#include "util/platform.h"

enum { UCI_MAX_TOKENS = INPUT_LINE_MAX / 2 + 2 };

/* One input line cut into whitespace-separated tokens.  raw keeps the
 * line as received so a command can take "the rest of the line" verbatim
 * (setoption values, file names with spaces). */
typedef struct {
    char raw[INPUT_LINE_MAX + 1];
    char work[INPUT_LINE_MAX + 1];
    int count;
    char *tok[UCI_MAX_TOKENS];
    int start[UCI_MAX_TOKENS]; /* offset of each token in raw */
} uci_tokens_t;

typedef struct uci {
    engine_t *engine;
    line_reader_t *in;

    /* One mutex serialises every output line (the search thread prints
     * info and bestmove) and guards the search fields below, which the
     * search thread's on_done reads and writes. */
    pthread_mutex_t lock;
    bool go_active;        /* a go has not had its bestmove yet */
    bool have_pending;     /* the search ended while holding: move kept here */
    move_t pending_best, pending_ponder;
    bool infinite, pondering; /* the current go's mode (hold = either) */
    board_t done_board;       /* on_done checks the ponder move here */

    /* What the running search was started with: kept here because the
     * search may read them for as long as it runs. */
    search_limits_t limits;
    search_callbacks_t callbacks;

    /* Settings; touched by the main thread only. */
    bool debug;
    int hash_mb, threads, multipv;
    bool ponder, own_book, limit_strength;
    int uci_elo;
    int move_overhead_ms;      /* Move Overhead: comes off every clock move's budget */
    bool all_options;          /* --all-options: list every parameter */
    char save_path[PERS_PATH_MAX]; /* Save Personality writes here */
    bool personality_switched; /* since the last option list */
    params_t listed;           /* parameter values as the option list showed them */
    char book_file[PERS_PATH_MAX]; /* BookFile ("" = personality's or default) */
    obook_t book;                  /* open while OwnBook is on and one is found */
    /* A problem found before the GUI said "uci" (a --book that cannot be
     * read); told after uciok, since nothing may precede the handshake. */
    char startup_note[600];

    board_t scratch;           /* a position command is checked here first */
    uci_tokens_t line;
} uci_t;

/* Limits of the front end's own options. */
enum {
    UCI_HASH_MIN = GOPT_HASH_MIN, UCI_HASH_MAX = GOPT_HASH_MAX,
    UCI_THREADS_MIN = GOPT_THREADS_MIN, UCI_THREADS_MAX = GOPT_THREADS_MAX,
    UCI_MULTIPV_MAX = GOPT_MULTIPV_MAX,
    UCI_ELO_MIN = GOPT_ELO_MIN, UCI_ELO_MAX = GOPT_ELO_MAX, UCI_ELO_DEFAULT = GOPT_ELO_DEFAULT
};

/* ---- uci.c ---------------------------------------------------------- */
/* uci_send(): one whole line to stdout (newline added), written and
 * flushed under the output lock. */
void uci_send(uci_t *u, const char *fmt, ...) PRINTF_FORMAT(2, 3);
/* uci_send_locked(): the same, for a caller that already holds u->lock. */
void uci_send_locked(uci_t *u, const char *fmt, ...) PRINTF_FORMAT(2, 3);
/* uci_rest(): the raw text of the line from token i on, without the
 * trailing blanks, or "" when i is past the end. */
const char *uci_rest(uci_t *u, int i, char *out, size_t len);

/* ---- uci_options.c -------------------------------------------------- */
void uci_options_init(uci_t *u, const engine_options_t *opts);
void uci_cmd_uci(uci_t *u);
void uci_cmd_setoption(uci_t *u);

/* ---- uci_book.c ----------------------------------------------------- */
/* uci_book_open(): (re)open the book the settings point at; quiet keeps
 * a failure in startup_note instead of telling it at once. */
void uci_book_open(uci_t *u, bool quiet);
void uci_book_close(uci_t *u);
/* uci_book_move(): a book move for the current position, or MOVE_NONE. */
move_t uci_book_move(uci_t *u);

/* ---- uci_search.c --------------------------------------------------- */
void uci_cmd_go(uci_t *u);
void uci_cmd_stop(uci_t *u);
void uci_cmd_ponderhit(uci_t *u);

/* uci_genfens.c: OpenBench's opening generator (not UCI). */
void uci_cmd_genfens(uci_t *u);
/* uci_finish_search(): stop any search and wait until its bestmove is out,
 * before a command that changes the position or settings. */
void uci_finish_search(uci_t *u);
/* uci_end_of_input(): EOF on stdin; finite searches finish first. */
void uci_end_of_input(uci_t *u);

#endif
