/* console.h -- the analysis console's shared state and the prototypes its
 * files use among themselves (console_main itself is in console_main.h).
 *
 * The console is split by concern: console.c (start-up and the main loop),
 * console_io.c (readline or plain input, history, Ctrl-C),
 * console_commands.c (the one dispatch table and the game commands),
 * console_board.c (the diagram), console_complete.c (Tab completion),
 * console_search.c (go/analyze/play and the live lines), console_tools.c
 * (eval, perft, divide, bench, book, hash, threads), console_personality.c,
 * console_pgn.c and console_epd.c.  All state travels in one console_t.
 */
#ifndef ACOLYTE_CONSOLE_H
#define ACOLYTE_CONSOLE_H

#include <pthread.h>
#include <signal.h>

#include "util/platform.h"
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "api/engine.h"
#include "core/fen.h"
#include "core/notation.h"

/* Longest game the console keeps (the board's own history is a little
 * longer, so a game never overflows it). */
enum { GAME_MAX = 2048 };

/* The game as played in the console: where it started and every move
 * with its SAN (kept for the last-move line, PGN and redo). */
typedef struct {
    char start_fen[FEN_MAX];
    move_t moves[GAME_MAX];
    char san[GAME_MAX][MOVE_STR_MAX];
    int count;
    /* Moves taken back with undo, newest last; any other change of the
     * game (a new move, fen, new, pgn load) forgets them. */
    move_t redo[GAME_MAX];
    int redo_count;
    /* PGN tags of a loaded game, written back by pgn save. */
    char white[64], black[64], event[128], result[8];
} game_t;

typedef struct console_io console_io_t;

typedef struct console {
    engine_t *engine;
    const engine_options_t *opts;
    console_io_t *io;
    bool interactive;      /* stdin is a terminal: prompts, readline, Ctrl-C handling */
    bool colour;           /* ANSI colour (interactive, stdout a terminal, no NO_COLOR) */
    bool unicode;          /* Unicode chess pieces in diagrams */
    bool flipped;          /* diagram from Black's side */
    bool quit;
    bool stopped;          /* the last console_think was stopped by Ctrl-C */
    int multipv;           /* lines shown by go/analyze, 1 = one */
    int failures;          /* commands that failed (the exit status of a script) */
    game_t game;
    char book_path[4096];  /* chosen with `book FILE` ("" = the default choice) */
    board_t scratch;       /* a work copy of the position (move lists, completion) */
    pthread_mutex_t out_lock; /* search callbacks print from the search thread */
    platform_interrupt_t old_sigint; /* put back when the console ends */
} console_t;

/* The one SIGINT flag (set by the handler, read and cleared by the loop). */
extern volatile sig_atomic_t console_sigint;

/* ---- output (console.c) ------------------------------------------------- */
/* One error line on stderr ("error: ..."), after flushing stdout so a
 * script that merges both streams sees them in order.  Returns false so a
 * handler can `return console_error(...)`. */
bool console_error(console_t *c, const char *fmt, ...) PRINTF_FORMAT(2, 3);

/* "... save FILE [--force]": the arguments from argv[2] on, as the save
 * commands take them.  False (with "usage: USAGE") unless exactly one
 * file is named. */
bool console_save_args(console_t *c, int argc, char **argv, const char *usage, const char **file,
                       bool *force);
/* Wrap text in an ANSI SGR code when colour is on ("1" bold, "31" red ...). */
const char *console_sgr(const console_t *c, const char *code);

/* ---- input (console_io.c) ------------------------------------------------ */
console_io_t *console_io_new(console_t *c);
void console_io_free(console_io_t *io);
/* Next command line (malloc'd, caller frees), NULL at end of input.
 * Shows the prompt and records history when interactive. */
char *console_io_read(console_io_t *io, const char *prompt);
/* While a search runs: wait up to ms milliseconds for a line.  Returns 1
 * with *line set (malloc'd) when one arrived, 0 on timeout or Ctrl-C, -1
 * at end of input. */
int console_io_poll_line(console_io_t *io, int ms, char **line);
/* Install the SIGINT handler (interactive use only), keeping the old
 * action in *old; restore puts it back. */
void console_signals_install(platform_interrupt_t *old);
void console_signals_restore(const platform_interrupt_t *old);

/* ---- commands (console_commands.c) -------------------------------------- */
typedef bool (*command_fn)(console_t *c, int argc, char **argv);
typedef struct {
    const char *name;
    command_fn run;
    const char *usage;  /* "go [depth N] [time S] [nodes N]" */
    const char *help;   /* one or more lines */
} command_t;
const command_t *console_commands(int *count);
const command_t *console_find_command(const char *name);
/* Run one input line; returns false when it failed. */
bool console_execute(console_t *c, char *line);

/* ---- the game (console_commands.c) --------------------------------------- */
void game_reset(console_t *c, const char *fen);
/* Play a legal move on the engine and record it; false when the game is
 * full or the engine refused it. */
bool game_play(console_t *c, move_t m);
/* Print "Checkmate ..." or "Draw ..." when the game has ended. */
void game_report_end(console_t *c);

/* ---- handlers ------------------------------------------------------------ */
bool console_cmd_help(console_t *c, int argc, char **argv);
bool console_cmd_new(console_t *c, int argc, char **argv);
bool console_cmd_fen(console_t *c, int argc, char **argv);
bool console_cmd_moves(console_t *c, int argc, char **argv);
bool console_cmd_undo(console_t *c, int argc, char **argv);
bool console_cmd_redo(console_t *c, int argc, char **argv);
bool console_cmd_board(console_t *c, int argc, char **argv);
bool console_cmd_flip(console_t *c, int argc, char **argv);
bool console_cmd_legal(console_t *c, int argc, char **argv);
bool console_cmd_go(console_t *c, int argc, char **argv);
bool console_cmd_play(console_t *c, int argc, char **argv);
bool console_cmd_analyze(console_t *c, int argc, char **argv);
bool console_cmd_multipv(console_t *c, int argc, char **argv);
bool console_cmd_eval(console_t *c, int argc, char **argv);
bool console_cmd_perft(console_t *c, int argc, char **argv);
bool console_cmd_divide(console_t *c, int argc, char **argv);
bool console_cmd_bench(console_t *c, int argc, char **argv);
bool console_cmd_book(console_t *c, int argc, char **argv);
bool console_cmd_hash(console_t *c, int argc, char **argv);
bool console_cmd_threads(console_t *c, int argc, char **argv);
bool console_cmd_personality(console_t *c, int argc, char **argv);
bool console_cmd_pgn(console_t *c, int argc, char **argv);
bool console_cmd_epd(console_t *c, int argc, char **argv);
bool console_cmd_quit(console_t *c, int argc, char **argv);

/* ---- board diagram (console_board.c) ------------------------------------- */
void console_print_board(console_t *c, FILE *out);

/* ---- search helpers (console_search.c) ----------------------------------- */
/* Score text in White's view: "+0.31", "-1.20", "#3", "#-2". */
void console_format_score(score_t stm_score, int side, char *out, size_t len);
/* A principal variation in SAN with move numbers ("12... Nf6 13. Bg5"),
 * played out on *work, a copy of root; stops early at a move that is not
 * legal (a PV is never trusted blindly). */
void console_format_pv(board_t *work, const board_t *root, const move_t *pv, int n, char *out, size_t len);
/* Search the current position synchronously with the live lines printed;
 * returns the best move (MOVE_NONE when there is none or it was stopped
 * before any move was found).  Ctrl-C stops it. */
move_t console_think(console_t *c, const search_limits_t *limits, bool quiet, search_info_t *final);

/* ---- readline completion (console_complete.c) ---------------------------- */
#ifdef HAVE_READLINE
void console_complete_install(console_t *c);
void console_complete_remove(void);
/* The console readline is working for (console_io.c), NULL when none. */
console_t *console_readline_owner(void);
#endif

#endif
