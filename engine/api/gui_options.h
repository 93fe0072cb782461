/* gui_options.h -- the one option table both protocol front ends show.
 *
 * A GUI's settings dialog is for people: the handful of settings a player
 * changes, in an order that reads top to bottom (personality, strength,
 * the named style knobs, family weights, contempt, book, play, saving).
 * Every other parameter stays reachable through the .ini file and the
 * console; `--all-options` adds them all as "section.KEY" for tuning
 * tools.  The xboard front end (xboard_options.c) and the UCI front end
 * (uci_options.c) only format and dispatch; what an option is, its type,
 * value and range, is decided here once.
 */
#ifndef ACOLYTE_GUI_OPTIONS_H
#define ACOLYTE_GUI_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "api/engine.h"

typedef enum {
    GOPT_PERSONALITY,      /* combo of the installed personalities */
    GOPT_PERSONALITY_FILE, /* load an .ini by path */
    GOPT_PARAM,            /* one parameter of the personality */
    GOPT_WEIGHT,           /* a family weight in percent */
    GOPT_LEVEL,            /* xboard: the user's Elo, over the personality's */
    GOPT_BOOK,             /* use the opening book */
    GOPT_BOOK_FILE,        /* UCI: a book overriding the personality's */
    GOPT_PONDER,
    GOPT_RESIGN,           /* xboard: resign threshold in centipawns */
    GOPT_DRAW_OFFERS,      /* xboard: offer draws */
    GOPT_SAVE_TO,          /* where Save Personality writes */
    GOPT_SAVE,             /* save the personality as played */
    GOPT_RELOAD,           /* read the personality's file again */
    GOPT_REFRESH,          /* xboard -reset: the GUI purged the options */
    GOPT_HASH, GOPT_THREADS, GOPT_MULTIPV, GOPT_CLEAR_HASH,
    GOPT_MOVE_OVERHEAD,    /* UCI: ms each move costs outside the search */
    GOPT_LIMIT_STRENGTH, GOPT_UCI_ELO
} gopt_id_t;

typedef enum {
    GOPT_SPIN, GOPT_CHECK, GOPT_COMBO, GOPT_STRING, GOPT_FILE,
    GOPT_BUTTON, GOPT_SAVE_BUTTON, GOPT_RESET_BUTTON
} gopt_type_t;

typedef enum { GOPT_XBOARD, GOPT_UCI } gopt_protocol_t;

typedef struct {
    gopt_id_t id;
    const char *xboard;    /* label in XBoard's dialog; NULL = not offered there */
    const char *uci;       /* UCI option name; NULL = not offered there */
    const char *param;     /* GOPT_PARAM: "section.KEY" */
    int family;            /* GOPT_WEIGHT: WEIGHT_* */
    const char *xboard_old; /* an earlier xboard label, still accepted (saved settings) */
} gopt_t;

/* The front end's own settings, for showing their current values. */
typedef struct {
    bool book, ponder, offer_draws, limit_strength;
    int resign_cp, hash_mb, threads, multipv, move_overhead_ms, uci_elo;
    const char *book_file, *save_path;
} gopt_state_t;

enum { GOPT_VALUE_MAX = 4096 + 64, GOPT_CHOICES_MAX = 64 };

/* An option as a GUI shows it. */
typedef struct {
    gopt_type_t type;
    char value[GOPT_VALUE_MAX];   /* current value as text; check: "1"/"0" */
    int min, max;                 /* spin */
    int choice_count, current;    /* combo */
    char choices[GOPT_CHOICES_MAX][80];
} gopt_desc_t;

/* Limits of the front ends' own numeric options. */
enum {
    GOPT_HASH_MIN = 1, GOPT_HASH_MAX = 65536,
    GOPT_THREADS_MIN = 1, GOPT_THREADS_MAX = 256,
    GOPT_MULTIPV_MAX = 64,
    GOPT_ELO_MIN = 800, GOPT_ELO_MAX = 2800, GOPT_ELO_DEFAULT = 1500,
    GOPT_RESIGN_MAX = 10000,
    GOPT_OVERHEAD_MAX = 5000, GOPT_OVERHEAD_DEFAULT = 10
};

/* The curated table, in dialog order: 0 <= i < gopt_count(). */
int gopt_count(void);
const gopt_t *gopt_at(int i);
const char *gopt_name(const gopt_t *o, gopt_protocol_t proto); /* NULL = not offered */
/* The entry the GUI named (case-insensitive), or NULL. */
const gopt_t *gopt_find(gopt_protocol_t proto, const char *name);
/* Is parameter i shown by the curated table?  (--all-options adds the rest.) */
bool gopt_param_curated(int param_index);

/* The installed personalities left out of the Personality combo because
 * they cannot be loaded: their errors go into errs ("FILE:LINE: ...").
 * Returns the count of errors (0: every file is listed). */
int gopt_personality_problems(personality_errors_t *errs);

/* Describe an entry / a bare parameter for the option list. */
void gopt_describe(const gopt_t *o, const engine_t *e, const gopt_state_t *st, gopt_desc_t *d);
void gopt_describe_param(int param_index, const params_t *p, gopt_desc_t *d);

/* Values GUIs send for checks ("1", "true", ...); false if neither. */
bool gopt_parse_check(const char *value, bool *out);

/* Set a GOPT_PARAM or GOPT_WEIGHT entry from the GUI's text. */
bool gopt_set_engine_value(engine_t *e, const gopt_t *o, const char *value, char *err, size_t errlen);

/* The default place to save a personality: the user's own personality
 * directory, first on the search path. */
void gopt_default_save_path(const char *name, char *out, size_t len);
/* Save the personality as played (family weights applied) to path, named
 * after the file; msg says what happened either way. */
bool gopt_save_personality(const engine_t *e, const char *path, char *msg, size_t msglen);

#endif
