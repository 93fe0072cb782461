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

#include "params/params_types.h"

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
