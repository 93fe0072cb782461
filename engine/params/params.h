/* params.h -- parameter storage generated from params.def.
 *
 * A params_t is a plain value holding every tunable number; evaluation and
 * search receive a `const params_t *`, so two searches with different
 * personalities can run side by side.  The table API lets front ends build
 * their option lists (xboard `feature option=`, UCI `option name`) and lets
 * the loader address parameters by name, never by index.
 */
#ifndef ACOLYTE_PARAMS_H
#define ACOLYTE_PARAMS_H

#include <stdbool.h>
#include <stddef.h>

enum { PARAM_STR_MAX = 256 };

/* Values of the [king_safety] MODEL enum. */
enum { KS_MODEL_CLERICUS, KS_MODEL_TROPISM, KS_MODEL_BOTH };

typedef struct params {
#define P_INT(sec, key, def, lo, hi, desc) int key;
#define P_BOOL(sec, key, def, desc) int key;
#define P_ENUM(sec, key, def, names, desc) int key;
#define P_LIST(sec, key, n, lo, hi, desc, ...) int key[n];
#define P_STR(sec, key, def, desc) char key[PARAM_STR_MAX];
#include "params/params.def"
#undef P_INT
#undef P_BOOL
#undef P_ENUM
#undef P_LIST
#undef P_STR
} params_t;

typedef enum { PARAM_INT, PARAM_BOOL, PARAM_ENUM, PARAM_LIST, PARAM_STR } param_kind_t;

/* Read-only description of one parameter (one row of params.def). */
typedef struct {
    const char *section;
    const char *key;
    param_kind_t kind;
    int def;               /* INT, BOOL, ENUM (index) */
    int min, max;          /* INT and each LIST element; BOOL 0..1; ENUM 0..n-1 */
    int count;             /* LIST length; 1 otherwise */
    const int *list_def;   /* LIST defaults */
    const char *enum_names;/* ENUM: "a|b|c" */
    const char *str_def;   /* STR default */
    const char *desc;
    size_t offset;         /* of the field inside params_t */
} param_info_t;

/* params_defaults(): fill p with the table's defaults. */
void params_defaults(params_t *p);

/* Table iteration: 0 <= i < params_count(). */
int params_count(void);
const param_info_t *params_info(int i);

/* params_find(): index of "section.key", "section:key" or a bare "KEY"
 * (case-insensitive), or -1. */
int params_find(const char *name);
int params_find2(const char *section, const char *key);

/* params_suggest(): the closest known "section.KEY" for a misspelt name,
 * or NULL if nothing is reasonably close. */
const char *params_suggest(const char *section, const char *key, char *buf, size_t len);

/* params_set_index()/params_set(): parse value text (int, true/false/on/off/
 * yes/no/1/0, enum name, comma-separated list, string) and store it.  On
 * error p is untouched and err says what is wrong and what is allowed
 * ("value 900 out of range -200..0"). */
bool params_set_index(params_t *p, int i, const char *value, char *err, size_t errlen);
bool params_set(params_t *p, const char *section, const char *key, const char *value,
                char *err, size_t errlen);

/* params_format_value(): the value as .ini text (lists comma-separated). */
void params_format_value(const params_t *p, int i, char *out, size_t len);
/* params_format_range(): "-200..0", "true|false", "clericus|tropism|both",
 * "8 values, each -100..100", "text". */
void params_format_range(int i, char *out, size_t len);

/* params_equal_index(): does parameter i have the same value in a and b? */
bool params_equal_index(const params_t *a, const params_t *b, int i);
/* params_diff_count(): number of parameters that differ. */
int params_diff_count(const params_t *a, const params_t *b);

/* params_check(): cross-parameter consistency (e.g. MG_LIMIT > EG_LIMIT);
 * false with a message when inconsistent. */
bool params_check(const params_t *p, char *err, size_t errlen);

/* Direct typed access for front ends that hold only an index. */
int *params_int_ptr(params_t *p, int i);
const int *params_int_cptr(const params_t *p, int i);

#endif
