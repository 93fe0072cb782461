/* personality.h -- personalities and the parameter table, as the front
 * ends and commands use them: list, load, show, compare and save a
 * personality; walk the table of parameters (the GUIs' options, the
 * tuner's weights).
 *
 * The types (params/params_types.h, params/personality_types.h) and the
 * calls the front ends make; the rest of the modules (finding a file on
 * the search path, setting a parameter by section and key, the compiled-in
 * default.ini) stays below.  The declarations are params/params.h's and
 * params/personality.h's own (api/agree.c has the compiler check that
 * they agree); read the full contract there.  To change the personality
 * the engine plays, go through engine.h.
 */
#ifndef ACOLYTE_API_PERSONALITY_H
#define ACOLYTE_API_PERSONALITY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "params/params_types.h"
#include "params/personality_types.h"
#include "util/save_file.h"

/* ---- the parameter table (params.def) ---- */
/* Fill p with the table's defaults. */
void params_defaults(params_t *p);
/* Table iteration: 0 <= i < params_count(). */
int params_count(void);
const param_info_t *params_info(int i);
/* Index of "section.key", "section:key" or a bare "KEY" (any case), or -1. */
int params_find(const char *name);
/* The closest known "section.KEY" for a misspelt name, or NULL. */
const char *params_suggest(const char *section, const char *key, char *buf, size_t len);
/* Parse value text and store it as parameter i; on error p is untouched
 * and err says what is wrong and what is allowed. */
bool params_set_index(params_t *p, int i, const char *value, char *err, size_t errlen);
/* The value as .ini text (lists comma-separated). */
void params_format_value(const params_t *p, int i, char *out, size_t len);
/* Does parameter i have the same value in a and b?  How many differ? */
bool params_equal_index(const params_t *a, const params_t *b, int i);
int params_diff_count(const params_t *a, const params_t *b);
/* Cross-parameter consistency; false with a message when inconsistent. */
bool params_check(const params_t *p, char *err, size_t errlen);
/* Typed access for front ends that hold only an index. */
int *params_int_ptr(params_t *p, int i);
const int *params_int_cptr(const params_t *p, int i);

/* ---- personalities (.ini files) ---- */
void personality_errors_clear(personality_errors_t *e);
void personality_errors_print(const personality_errors_t *e, FILE *out);
/* The table defaults as a personality named "default". */
void personality_builtin(personality_t *out);
/* Find, parse, inherit and validate a name or a path. */
bool personality_load(const char *name_or_path, personality_t *out, personality_errors_t *errs);
/* The one-line confirmation every front end shows. */
void personality_summary(const personality_t *p, char *out, size_t len);
/* Every loadable *.ini on the search path. */
int personality_list(personality_entry_t **out, personality_errors_t *errs);
/* Write the personality as an .ini (save_file flags). */
bool personality_save(const personality_t *p, const char *path, unsigned flags, char *err, size_t errlen);
/* Every parameter as .ini lines; the differing ones of two; the
 * personalities' reference page. */
void personality_write_values(const personality_t *p, FILE *out);
int personality_write_diff(const personality_t *a, const personality_t *b, FILE *out);
void personality_write_reference(FILE *out);

#endif
