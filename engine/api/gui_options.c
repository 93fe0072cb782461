/* gui_options.c -- the option table both protocol front ends show (see
 * gui_options.h): the rows, their current values, and the settings that
 * do not depend on the protocol (parameters, weights, saving).
 */
#include "gui_options.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "params/params.h"
#include "util/data_dirs.h"
#include "util/platform.h"
#include "util/util.h"
#include "params/weights.h"

/* Dialog order.  An xboard label says what the setting does and in which
 * unit (no '=' in it: "option NAME=VALUE" ends the name at the first);
 * the UCI names stay as they were, since GUIs store settings by name.
 * A NULL label keeps a row out of that protocol: UCI has
 * its own strength, book and hash conventions; resigning, draw offers,
 * taunts and the -reset button only exist in xboard, and XBoard has its
 * own pondering switch (its Pondering menu sends hard and easy), so a
 * second one in the engine's dialog would only fight it. */
static const gopt_t table[] = {
    { GOPT_PERSONALITY, "Personality", "Personality", NULL, 0, NULL },
    { GOPT_PERSONALITY_FILE, "Personality File", "PersonalityFile", NULL, 0, NULL },
    { GOPT_LEVEL, "Elo (0 is the personality's own)", NULL, NULL, 0, "Elo (0 is full strength)" },
    { GOPT_PARAM, "Piece With No Move (centipawns)", "MOB_ZERO", "mobility.MOB_ZERO", 0, "MOB_ZERO" },
    { GOPT_PARAM, "Piece With One Move (centipawns)", "MOB_ONE", "mobility.MOB_ONE", 0, "MOB_ONE" },
    { GOPT_PARAM, "Piece With Two Moves (centipawns)", "MOB_TWO", "mobility.MOB_TWO", 0, "MOB_TWO" },
    { GOPT_PARAM, "Knight Outposts", "Knight Outposts", "outposts.KNIGHT_OUTPOST", 0, NULL },
    { GOPT_PARAM, "Rook Outposts", "Rook Outposts", "outposts.ROOK_OUTPOST", 0, NULL },
    { GOPT_PARAM, "King Attack Multipliers, 1 to 5+ Attackers", "Attacker Multipliers",
      "king_safety.ATTACKER_MULT", 0, "Attacker Multipliers" },
    { GOPT_PARAM, "Bxh7 Sacrifice Bonus (centipawns)", "Bxh7 Sacrifice", "patterns.BXH7_SACRIFICE", 0,
      "Bxh7 Sacrifice" },
    { GOPT_PARAM, "Ng5 Sacrifice Bonus (centipawns)", "Ng5 Sacrifice", "patterns.NG5_TROJAN", 0,
      "Ng5 Sacrifice" },
    { GOPT_WEIGHT, "Material (%)", "Material", NULL, WEIGHT_MATERIAL, "Material" },
    { GOPT_WEIGHT, "Mobility (%)", "Mobility", NULL, WEIGHT_MOBILITY, "Mobility" },
    { GOPT_WEIGHT, "King Attack (%)", "King Attack", NULL, WEIGHT_KING_ATTACK, "King Attack" },
    { GOPT_WEIGHT, "Pawn Structure (%)", "Pawn Structure", NULL, WEIGHT_PAWN_STRUCTURE, "Pawn Structure" },
    { GOPT_WEIGHT, "Passed Pawns (%)", "Passed Pawns", NULL, WEIGHT_PASSED_PAWNS, "Passed Pawns" },
    { GOPT_PARAM, "Contempt (centipawns)", "Contempt", "search.CONTEMPT", 0, "Contempt" },
    { GOPT_BOOK, "Book", "OwnBook", NULL, 0, NULL },
    { GOPT_PARAM, "Book File", NULL, "book.FILE", 0, NULL },
    { GOPT_BOOK_FILE, NULL, "BookFile", NULL, 0, NULL },
    { GOPT_PONDER, NULL, "Ponder", NULL, 0, NULL }, /* xboard: the GUI's own hard/easy */
    { GOPT_RESIGN, "Resign Threshold (centipawns)", NULL, NULL, 0, "Resign Threshold" },
    { GOPT_DRAW_OFFERS, "Offer Draws", NULL, NULL, 0, NULL },
    { GOPT_PARAM, "Taunts", NULL, "taunts.TAUNTS", 0, NULL },
    { GOPT_SAVE_TO, "Save Personality To (empty: your folder)", "Save Personality To", NULL, 0,
      "Save Personality To" },
    { GOPT_SAVE, "Save Personality", "Save Personality", NULL, 0, NULL },
    { GOPT_RELOAD, "Reload Personality", "Reload Personality", NULL, 0, NULL },
    { GOPT_REFRESH, "Show Personality Values", NULL, NULL, 0, NULL },
    { GOPT_HASH, NULL, "Hash", NULL, 0, NULL },
    { GOPT_THREADS, NULL, "Threads", NULL, 0, NULL },
    { GOPT_MULTIPV, NULL, "MultiPV", NULL, 0, NULL },
    { GOPT_CLEAR_HASH, NULL, "Clear Hash", NULL, 0, NULL },
    { GOPT_MOVE_OVERHEAD, NULL, "Move Overhead", NULL, 0, NULL },
    { GOPT_LIMIT_STRENGTH, NULL, "UCI_LimitStrength", NULL, 0, NULL },
    { GOPT_UCI_ELO, NULL, "UCI_Elo", NULL, 0, NULL },
};
enum { TABLE_SIZE = sizeof table / sizeof table[0] };

int gopt_count(void)
{
    return TABLE_SIZE;
}

const gopt_t *gopt_at(int i)
{
    return i >= 0 && i < TABLE_SIZE ? &table[i] : NULL;
}

const char *gopt_name(const gopt_t *o, gopt_protocol_t proto)
{
    return proto == GOPT_XBOARD ? o->xboard : o->uci;
}

const gopt_t *gopt_find(gopt_protocol_t proto, const char *name)
{
    for (int i = 0; i < TABLE_SIZE; i++) {
        const char *n = gopt_name(&table[i], proto);
        if (n && strcasecmp(n, name) == 0)
            return &table[i];
        /* A name of older versions, still in a GUI's saved settings. */
        if (n && proto == GOPT_XBOARD && table[i].xboard_old && strcasecmp(table[i].xboard_old, name) == 0)
            return &table[i];
    }
    return NULL;
}

bool gopt_param_curated(int param_index)
{
    for (int i = 0; i < TABLE_SIZE; i++)
        if (table[i].id == GOPT_PARAM && params_find(table[i].param) == param_index)
            return true;
    return false;
}

static void set_value(gopt_desc_t *d, const char *fmt, long v)
{
    snprintf(d->value, sizeof d->value, fmt, v);
}

static void add_choice(gopt_desc_t *d, const char *name, size_t len)
{
    if (d->choice_count >= GOPT_CHOICES_MAX || len >= sizeof d->choices[0])
        return;
    memcpy(d->choices[d->choice_count], name, len);
    d->choices[d->choice_count][len] = '\0';
    d->choice_count++;
}

void gopt_describe_param(int i, const params_t *p, gopt_desc_t *d)
{
    const param_info_t *in = params_info(i);
    memset(d, 0, sizeof *d);
    params_format_value(p, i, d->value, sizeof d->value);
    switch (in->kind) {
    case PARAM_INT:
        d->type = GOPT_SPIN;
        d->min = in->min;
        d->max = in->max;
        break;
    case PARAM_BOOL:
        d->type = GOPT_CHECK;
        set_value(d, "%ld", *params_int_cptr(p, i) ? 1 : 0);
        break;
    case PARAM_ENUM:
        d->type = GOPT_COMBO;
        d->current = *params_int_cptr(p, i);
        for (const char *s = in->enum_names; *s;) {
            size_t n = strcspn(s, "|");
            add_choice(d, s, n);
            s += n + (s[n] == '|');
        }
        break;
    case PARAM_STR:
        d->type = strcmp(in->key, "FILE") == 0 ? GOPT_FILE : GOPT_STRING;
        break;
    case PARAM_LIST:
        d->type = GOPT_STRING;
        break;
    }
}

/* The installed personalities, the current one marked (and added first
 * when it was loaded from a file outside the search path). */
static void describe_personalities(const engine_t *e, gopt_desc_t *d)
{
    const personality_t *cur = engine_personality(e);
    personality_entry_t *list = NULL;
    personality_errors_t *errs = malloc(sizeof *errs);
    if (errs)
        personality_errors_clear(errs);
    int n = errs ? personality_list(&list, errs) : 0;
    d->type = GOPT_COMBO;
    bool listed = false;
    for (int i = 0; i < n && i < GOPT_CHOICES_MAX - 1; i++)
        listed |= strcmp(list[i].name, cur->name) == 0;
    if (!listed)
        add_choice(d, cur->name, strlen(cur->name));
    for (int i = 0; i < n; i++)
        if (listed || strcmp(list[i].name, cur->name) != 0)
            add_choice(d, list[i].name, strlen(list[i].name));
    for (int i = 0; i < d->choice_count; i++)
        if (strcmp(d->choices[i], cur->name) == 0)
            d->current = i;
    snprintf(d->value, sizeof d->value, "%s", cur->name);
    free(list);
    free(errs);
}

int gopt_personality_problems(personality_errors_t *errs)
{
    personality_entry_t *list = NULL;
    personality_errors_clear(errs);
    if (personality_list(&list, errs) >= 0)
        free(list);
    return errs->count + errs->dropped;
}

static void spin(gopt_desc_t *d, int v, int lo, int hi)
{
    d->type = GOPT_SPIN;
    set_value(d, "%ld", v);
    d->min = lo;
    d->max = hi;
}

static void check(gopt_desc_t *d, bool on)
{
    d->type = GOPT_CHECK;
    set_value(d, "%ld", on ? 1 : 0);
}

void gopt_describe(const gopt_t *o, const engine_t *e, const gopt_state_t *st, gopt_desc_t *d)
{
    memset(d, 0, sizeof *d);
    switch (o->id) {
    case GOPT_PERSONALITY:
        describe_personalities(e, d);
        break;
    case GOPT_PERSONALITY_FILE:
        d->type = GOPT_FILE;
        snprintf(d->value, sizeof d->value, "%s", engine_personality(e)->file);
        break;
    case GOPT_PARAM: {
        int i = params_find(o->param);
        if (i >= 0)
            gopt_describe_param(i, &engine_personality(e)->params, d);
        break;
    }
    case GOPT_WEIGHT:
        spin(d, engine_weight(e, o->family), WEIGHT_MIN, WEIGHT_MAX);
        break;
    case GOPT_LEVEL: {
        int i = params_find("strength.ELO");
        spin(d, engine_level(e), 0, i >= 0 ? params_info(i)->max : 0);
        break;
    }
    case GOPT_BOOK: check(d, st->book); break;
    case GOPT_BOOK_FILE:
        d->type = GOPT_STRING;
        snprintf(d->value, sizeof d->value, "%s", st->book_file ? st->book_file : "");
        break;
    case GOPT_PONDER: check(d, st->ponder); break;
    case GOPT_RESIGN: spin(d, st->resign_cp, 0, GOPT_RESIGN_MAX); break;
    case GOPT_DRAW_OFFERS: check(d, st->offer_draws); break;
    case GOPT_SAVE_TO:
        d->type = GOPT_FILE;
        snprintf(d->value, sizeof d->value, "%s", st->save_path ? st->save_path : "");
        break;
    case GOPT_SAVE: d->type = GOPT_SAVE_BUTTON; break;
    case GOPT_RELOAD: d->type = GOPT_BUTTON; break;
    case GOPT_REFRESH: d->type = GOPT_RESET_BUTTON; break;
    case GOPT_HASH: spin(d, st->hash_mb, GOPT_HASH_MIN, GOPT_HASH_MAX); break;
    case GOPT_THREADS: spin(d, st->threads, GOPT_THREADS_MIN, GOPT_THREADS_MAX); break;
    case GOPT_MULTIPV: spin(d, st->multipv, 1, GOPT_MULTIPV_MAX); break;
    case GOPT_CLEAR_HASH: d->type = GOPT_BUTTON; break;
    case GOPT_MOVE_OVERHEAD: spin(d, st->move_overhead_ms, 0, GOPT_OVERHEAD_MAX); break;
    case GOPT_LIMIT_STRENGTH: check(d, st->limit_strength); break;
    case GOPT_UCI_ELO: spin(d, st->uci_elo, GOPT_ELO_MIN, GOPT_ELO_MAX); break;
    }
}

bool gopt_parse_check(const char *v, bool *out)
{
    if (strcmp(v, "1") == 0 || strcasecmp(v, "true") == 0)
        return *out = true, true;
    if (strcmp(v, "0") == 0 || strcasecmp(v, "false") == 0)
        return *out = false, true;
    return false;
}

bool gopt_set_engine_value(engine_t *e, const gopt_t *o, const char *value, char *err, size_t errlen)
{
    if (o->id == GOPT_WEIGHT) {
        long v;
        if (!parse_int(value, WEIGHT_MIN, WEIGHT_MAX, &v)) {
            snprintf(err, errlen, "a percentage from %d to %d, not '%.60s'", WEIGHT_MIN, WEIGHT_MAX, value);
            return false;
        }
        return engine_set_weight(e, o->family, (int)v, err, errlen);
    }
    if (o->id == GOPT_LEVEL) {
        long v;
        if (!parse_int(value, 0, INT_MAX, &v)) {
            snprintf(err, errlen, "an Elo, or 0 for the personality's own level, not '%.60s'", value);
            return false;
        }
        return engine_set_level(e, (int)v, err, errlen);
    }
    if (o->id == GOPT_PARAM)
        return engine_set_param(e, o->param, value, err, errlen);
    snprintf(err, errlen, "not a personality setting");
    return false;
}

void gopt_default_save_path(const char *name, char *out, size_t len)
{
    /* The user's own personality folder, searched before the shipped ones. */
    char dir[DATA_PATH_MAX], file[PERS_NAME_MAX + 8];
    snprintf(file, sizeof file, "%s.ini", name);
    if (!data_dirs_user(DATA_PERSONALITIES, dir, sizeof dir) || !data_path_join(out, len, dir, file))
        snprintf(out, len, "%s", file);
}

/* mkdir -p for the directory part of path. */
static bool make_parent_dirs(const char *path, char *err, size_t errlen)
{
    char dir[PERS_PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    const char *base = data_base_name(dir);
    if (base == dir || base == dir + 1)
        return true;
    dir[base - dir - 1] = '\0';
    for (char *p = dir + 1;; p++) {
        if (platform_is_dir_separator(*p) || *p == '\0') {
            char keep = *p;
            *p = '\0';
            struct stat st; /* "C:" or a folder that exists: nothing to make */
            if (platform_mkdir(dir, 0777) != 0 && errno != EEXIST && !(stat(dir, &st) == 0 && S_ISDIR(st.st_mode))) {
                snprintf(err, errlen, "cannot create directory %.300s: %s", dir, strerror(errno));
                return false;
            }
            *p = keep;
            if (!keep)
                return true;
        }
    }
}

bool gopt_save_personality(const engine_t *e, const char *path, char *msg, size_t msglen)
{
    char err[512];
    personality_t *p = malloc(sizeof *p);
    if (!p) {
        snprintf(msg, msglen, "Cannot save personality: out of memory");
        return false;
    }
    *p = *engine_personality(e);
    /* What is saved is what plays: the family weights are applied. */
    p->params = *engine_play_params(e);
    p->changed = params_diff_count(&p->params, &p->parent_params);
    /* The file name names the personality: saving to "mine.ini" makes a
     * personality "mine" that the Personality list will offer. */
    const char *base = data_base_name(path);
    size_t n = strlen(base);
    if (n > 4 && strcmp(base + n - 4, ".ini") == 0)
        n -= 4;
    if (n > 0 && n < sizeof p->name) {
        memcpy(p->name, base, n);
        p->name[n] = '\0';
    }
    /* Standard output is the protocol: "-" is refused. */
    bool ok = make_parent_dirs(path, err, sizeof err) &&
              personality_save(p, path, SAVE_FORCE | SAVE_NO_STDOUT, err, sizeof err);
    if (ok)
        snprintf(msg, msglen, "Saved personality %s to %.1000s (%d value%s differ from %s)", p->name, path,
                 p->changed, p->changed == 1 ? "" : "s", *p->parent ? p->parent : "the built-in defaults");
    else
        snprintf(msg, msglen, "Cannot save personality %s: %s", p->name, err);
    free(p);
    return ok;
}
