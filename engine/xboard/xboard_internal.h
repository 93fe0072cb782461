/* xboard_internal.h -- the state the xboard front end's files share.
 *
 * The front end is split by concern, each file with a comment atop:
 *   xboard.c              start-up, the event loop, the command table
 *   xboard_inbox.c        the input thread and its queue
 *   xboard_out.c          serialised output, dialogs, thinking lines
 *   xboard_play.c         the game flow: moves in and out, go, thinking,
 *                         pondering, claims
 *   xboard_game.c         the game record and the sides: new, force,
 *                         result, pause, white/black, undo/remove
 *   xboard_clock.c        clocks and limits (section 11; xb_clock_t)
 *   xboard_policy.c       resigning and draws (xb_policy_t)
 *   xboard_analyze.c      analyze mode, exclude, setscore, hint
 *   xboard_edit.c         setboard, edit mode, illegal positions
 *   xboard_options.c      the features and the option= settings
 *   xboard_personality.c  switching personalities (xb_personality_t)
 *   xboard_opponent.c     whom we play, the rule for them (xb_opponent_t)
 *   xboard_book.c         the opening book glue
 * Everything lives in one xb_t that xboard_main() allocates; nothing is
 * global.  Each concern keeps its state in a struct of its own, named in
 * xb_t after the file that handles it: edit mode (xb_edit_t), analysis
 * (xb_analysis_t), the handshake and settings (xb_options_t), the book
 * (xb_book_t) and the running search (xb_search_t) below; the clocks, the
 * resign and draw policy, the personality switch and the opponent in
 * their files' headers (xboard_clock.h, xboard_policy.h,
 * xboard_personality.h, xboard_opponent.h).  xb_t's own fields are the
 * engine, output and input, and the game's sides and flags.
 *
 * Protocol reference: "Chess Engine Communication Protocol" version 2, Tim
 * Mann & H.G. Muller (/usr/share/doc/xboard/engine-intf.html); section
 * numbers in comments refer to it.
 */
#ifndef ACOLYTE_XBOARD_INTERNAL_H
#define ACOLYTE_XBOARD_INTERNAL_H

#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "api/book.h"
#include "api/engine.h"
#include "api/opponents.h"
#include "xboard/xboard_clock.h"
#include "xboard/xboard_inbox.h"
#include "xboard/xboard_opponent.h"
#include "xboard/xboard_personality.h"
#include "xboard/xboard_policy.h"
#include "util/input.h"
#include "api/taunt.h"
#include "util/platform.h"

enum {
    XB_MAX_ARGS = 8,        /* words a command is split into (the rest stays in 'rest') */
    XB_ECHO_MAX = 80,       /* bytes of a bad command echoed back in an Error line */
    XB_DIALOG_MAX = 99,     /* characters of a telluser/tellusererror dialog's one line */
    XB_MAX_PONGS = 64,      /* pings answered after the move we are thinking about */
    XB_MAX_OPTIONS = 200,   /* XBoard 4.9 keeps at most 200 options per engine */
    XB_SETSCORES = 32,
};

/* What the running search (if any) is for. */
typedef enum { SEARCH_NONE, SEARCH_THINK, SEARCH_PONDER, SEARCH_ANALYZE } search_kind_t;

/* The result of a finished search, parked by the search thread's on_done
 * callback until the main thread picks it up. */
typedef struct {
    bool pending;
    move_t best, ponder;
    search_info_t info;
} xb_done_t;

typedef struct {
    uint64_t key;
    int score, depth;
} xb_setscore_t;

/* Edit mode's board while it is being set up (xboard_edit.c's). */
typedef struct {
    bool on;                  /* inside edit mode */
    int colour;               /* the colour 'c' switched to */
    char sq[64];              /* the board, a1 = 0, ' ' = empty, FEN letters */
} xb_edit_t;

/* Analyze mode and what narrows or guides it (xboard_analyze.c's). */
typedef struct {
    bool on;                  /* analyze mode */
    int exclude_count;        /* root moves excluded with 'exclude' */
    move_t exclude[MAX_MOVES];
    xb_setscore_t setscores[XB_SETSCORES];
    int setscore_count;
    move_t hint;              /* our guess for the opponent's next move */
} xb_analysis_t;

/* The handshake and the settings the GUI sends (xboard_options.c's). */
typedef struct {
    int protover;
    bool held;                /* protover answered, options after the Personality combo not yet sent */
    bool personality_acked;   /* ... and the GUI has answered the combo */
    bool debug_ok;            /* GUI accepted feature debug=1: '#' lines allowed */
    bool post;                /* thinking output on */
    bool ponder;              /* hard / easy (XBoard's Pondering menu) */
    int hash_mb;              /* current transposition table size */
} xb_options_t;

/* The opening book (xboard_book.c's). */
typedef struct {
    bool on;
    obook_t open;             /* the open book, if any */
} xb_book_t;

/* The running search and what its output needs (xboard_play.c's). */
typedef struct {
    search_kind_t kind;
    move_t ponder_move;       /* the reply we assume while pondering */
    bool ponder_done_early;   /* the ponder search ended before the reply came */
    xb_done_t ponder_result;  /* ... and this is what it found */
    int64_t start_ms;
    board_t *root;            /* the position thinking lines are printed from */
    board_t *scratch;         /* working copy for SAN conversion (search thread) */
    move_t pv_prefix;         /* pondering: the assumed reply, printed first */
    search_info_t last_info;  /* latest progress (guarded by out_lock) */
    bool have_info;
    int pongs[XB_MAX_PONGS];  /* pings waiting for our move */
    int pong_count;
} xb_search_t;

typedef struct xb {
    engine_t *engine;
    engine_options_t opts;

    /* ---- output (xboard_out.c) -------------------------------------- */
    pthread_mutex_t out_lock;

    /* ---- input and events (xboard.c, xboard_inbox.c) ----------------- */
    xb_inbox_t *inbox;        /* input lines; its lock also guards done */
    xb_done_t done;
    bool quit;

    /* ---- the game (xboard_game.c) ------------------------------------ */
    bool force;               /* play neither colour */
    int engine_side;          /* the colour we play when not in force mode */
    bool paused;
    bool random_mode;
    bool pos_ok;              /* false after an illegal setboard/edit until a good one */

    /* ---- each concern's own state, in the file named ----------------- */
    xb_edit_t edit;           /* xboard_edit.c */
    xb_analysis_t analysis;   /* xboard_analyze.c */
    xb_options_t options;     /* xboard_options.c */
    xb_book_t book;           /* xboard_book.c */
    xb_search_t search;       /* xboard_play.c */
    xb_clock_t clock;         /* xboard_clock.c (section 11) */
    xb_policy_t policy;       /* xboard_policy.c */
    xb_opponent_t opponent;   /* xboard_opponent.c */
    xb_personality_t personality; /* xboard_personality.c */
    taunt_state_t taunt;      /* score swings between our moves (taunt.h) */
} xb_t;

/* A command after splitting: argv[0] is the command word. */
typedef struct {
    const char *line;         /* the whole line as received */
    const char *rest;         /* everything after the command word, spaces skipped */
    int argc;
    char *argv[XB_MAX_ARGS];
} xb_cmd_t;

/* ---- xboard_out.c ---------------------------------------------------- */
void xb_send(xb_t *xb, const char *fmt, ...) PRINTF_FORMAT(2, 3);
/* "Error (why): COMMAND", the command made printable and cut to size. */
void xb_error(xb_t *xb, const char *why, const char *command);
/* A '#' debug line, only when the GUI accepted feature debug. */
void xb_debug(xb_t *xb, const char *fmt, ...) PRINTF_FORMAT(2, 3);
/* A dialog (telluser, or tellusererror when error) of one line a person
 * can read: XBoard draws it as one line however long, so text of more
 * than XB_DIALOG_MAX characters is shortened (the home directory as ~,
 * then paths' leading directories as ".../" one by one, then cut at a
 * word with "...") and sent in full as a '#' line first. */
void xb_tell(xb_t *xb, bool error, const char *fmt, ...) PRINTF_FORMAT(3, 4);
/* The shortening alone: text cut to XB_DIALOG_MAX characters, keeping
 * suffix (may be "") whole at its end.  out holds XB_DIALOG_MAX + 1. */
void xb_dialog_text(const char *text, const char *suffix, char *out);
/* A personality error "PATH:LINE: [section] KEY ..." as "BASE, line
 * LINE: KEY ..."; one without a line loses its "(searched ...)" list. */
void xb_file_error(const char *msg, char *out, size_t len);
/* Copy text into out (size len) with control bytes as '?', cut with "..." */
void xb_printable(const char *text, size_t textlen, char *out, size_t len);
/* Text inside a feature's quotes: '"' and line ends become '\''. */
void xb_quote_safe(char *s);
/* The protocol's score: centipawns, mate in N moves as +-(100000 + N). */
long xb_score(score_t s);
/* One thinking line "ply score time nodes seldepth nps tbhits\tpv" for
 * info searched from root; pv_prefix (or MOVE_NONE) is printed first.
 * scratch is a work board.  Returns the length written. */
size_t xb_format_thinking(const search_info_t *info, const board_t *root, board_t *scratch,
                          move_t pv_prefix, char *out, size_t len);
/* SAN of legal move m in position b (uses xb->search.scratch under the lock). */
void xb_san(xb_t *xb, const board_t *b, move_t m, char *out);
/* The search thread's callbacks. */
void xb_on_info(void *ctx, const search_info_t *info);
void xb_on_done(void *ctx, move_t best, move_t ponder, const search_info_t *last);

/* ---- xboard_clock.c (its state and functions: xboard_clock.h) ------- */
void xb_cmd_level(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_st(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_sd(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_nps(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_time(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_otim(xb_t *xb, const xb_cmd_t *c);

/* ---- xboard_policy.c (its state and functions: xboard_policy.h) ----- */
void xb_cmd_draw(xb_t *xb, const xb_cmd_t *c);

/* ---- xboard_play.c --------------------------------------------------- */
void xb_play_reset(xb_t *xb);                 /* 'new': clocks, limits, history */
void xb_handle_done(xb_t *xb);                /* a finished search's result */
void xb_abort_search(xb_t *xb);               /* stop, discard, undo a pondered move */
void xb_position_changed(xb_t *xb);           /* new root: clear exclusions, restart analysis */
void xb_maybe_start(xb_t *xb);                /* think if it is our move, else analyse */
void xb_start_analysis(xb_t *xb);             /* analyse the current position, if possible */
bool xb_root_has_moves(const xb_t *xb);       /* a legal move is left after exclusions */
void xb_usermove(xb_t *xb, const char *text, const char *whole);
void xb_cmd_go(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_playother(xb_t *xb, const xb_cmd_t *c);

/* ---- xboard_game.c --------------------------------------------------- */
void xb_cmd_new(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_variant(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_force(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_result(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_random(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_pause(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_resume(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_white(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_black(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_undo(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_remove(xb_t *xb, const xb_cmd_t *c);

/* ---- xboard_analyze.c ------------------------------------------------ */
void xb_cmd_analyze(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_exit(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_stat(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_exclude(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_include(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_setscore(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_hint(xb_t *xb, const xb_cmd_t *c);

/* ---- xboard_edit.c --------------------------------------------------- */
void xb_cmd_setboard(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_edit(xb_t *xb, const xb_cmd_t *c);
void xb_edit_line(xb_t *xb, const char *line);  /* a line while editing */

/* ---- xboard_options.c ------------------------------------------------ */
/* 'protover 2' answers with the features and the Personality combo; the
 * other options are held back until xb_release_options() (see
 * xboard_options.c). */
void xb_cmd_protover(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_accepted(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_rejected(xb_t *xb, const xb_cmd_t *c);
void xb_release_options(xb_t *xb);
/* While options are held: how long the event loop waits for the GUI
 * before releasing them, and each line from the GUI before and after it
 * is handled (an answer keeps them held, anything else releases them). */
long xb_options_hold_ms(const xb_t *xb);
void xb_options_before(xb_t *xb, const char *line);
void xb_options_after(xb_t *xb, const char *line);
void xb_cmd_option(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_memory(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_cores(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_egtpath(xb_t *xb, const xb_cmd_t *c);

/* ---- xboard_personality.c (its state: xboard_personality.h) --------- */
/* The user chose a personality by name or file (or Reload): load it, or
 * keep the old one and say why.  The caller stops the search first. */
void xb_personality_load(xb_t *xb, const char *what, const char *line);
/* What Reload loads: the file of the personality in play, or its name. */
void xb_personality_in_play(const xb_t *xb, char *out, size_t len);
/* Save Personality To (path "" = the user's folder); false if too long. */
bool xb_personality_set_save_path(xb_t *xb, const char *path);
/* Save: write the personality in play, and tell the user where. */
void xb_personality_save(xb_t *xb);
/* 'new': back to the user's own personality after a rule's game. */
void xb_personality_new_game(xb_t *xb);
/* Before our first move of a game: the personality the rules pick. */
void xb_personality_game_start(xb_t *xb);
/* "feature myname=..." for the personality in play, more appended. */
void xb_personality_send_name(xb_t *xb, const char *more);
/* A personality that could not be loaded: one error dialog "LEAD BASE,
 * line N: reason (K more errors)", every error in full as a '#' line. */
void xb_tell_personality_errors(xb_t *xb, const char *lead, const personality_errors_t *errs);

/* ---- xboard_opponent.c (its state: xboard_opponent.h) ---------------- */
/* The rule of the rules file for this opponent, or NULL; *rules (to be
 * freed) holds it.  A problem with the file is told once. */
const opp_rule_t *xb_opponent_rule(xb_t *xb, opp_rules_t **rules);
void xb_cmd_name(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_rating(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_computer(xb_t *xb, const xb_cmd_t *c);
void xb_cmd_ics(xb_t *xb, const xb_cmd_t *c);

/* ---- xboard_book.c --------------------------------------------------- */
void xb_book_open(xb_t *xb);                    /* (re)open per the options; quiet */
void xb_book_close(xb_t *xb);
/* A book move for the current position, or MOVE_NONE. */
move_t xb_book_move(xb_t *xb);
/* The 'bk' answer lines (each starting with a tab, then an empty line). */
void xb_cmd_bk(xb_t *xb, const xb_cmd_t *c);

#endif
