/* personality.h -- .ini personalities: finding, loading (with inheritance),
 * validating, listing, comparing and saving them.
 *
 * Loading never half-applies: a file (and its parents) is parsed and
 * validated into a fresh params_t; only when everything is valid is the
 * result written to *out.  Every problem is reported with file, line,
 * [section] KEY, the value and what is allowed.
 */
#ifndef ACOLYTE_PERSONALITY_H
#define ACOLYTE_PERSONALITY_H

#include <stdbool.h>
#include <stdio.h>
#include "params/params.h"
#include "util/save_file.h"

#include "params/personality_types.h"

void personality_errors_clear(personality_errors_t *e);
void personality_errors_print(const personality_errors_t *e, FILE *out);

/* personality_builtin(): the table defaults as a personality named "default"
 * (used when no file can be found at all). */
void personality_builtin(personality_t *out);

/* personality_builtin_default(): personalities/default.ini as compiled
 * into the program (builtin_data.h), with file "" (it has none).  What
 * personality_load() gives for the name "default" when no default.ini is
 * found.  False (out untouched) only if the compiled copy is unreadable. */
bool personality_builtin_default(personality_t *out);

/* personality_path(): the directories searched, in order, for a name: the
 * personality folders of util/data_dirs.h ($ACOLYTE_PERSONALITIES, the
 * user's data folder, beside the executable, the installation folder).
 * Writes up to max entries; returns how many. */
int personality_path(char dirs[][PERS_PATH_MAX], int max);

/* personality_find(): resolve a name ("clericus") or a path ("my.ini",
 * "./x/y.ini") to a readable file.  False with a message listing what was
 * searched. */
bool personality_find(const char *name_or_path, char *path, size_t len, char *err, size_t errlen);

/* personality_load(): find, parse, inherit and validate; *out is written
 * only on success.  errs collects every problem found (may be NULL). */
bool personality_load(const char *name_or_path, personality_t *out, personality_errors_t *errs);

/* personality_set(): change one parameter ("section.KEY" or "KEY") of a
 * loaded personality, keeping 'changed' up to date. */
bool personality_set(personality_t *p, const char *name, const char *value, char *err, size_t errlen);

/* personality_summary(): the one-line confirmation every front end shows
 * after a load, "clericus from /x/clericus.ini (18 values changed from
 * default)", because "I loaded it and nothing happened" is the commonest
 * complaint about personality engines. */
void personality_summary(const personality_t *p, char *out, size_t len);

/* personality_list(): every loadable *.ini on the search path (the first
 * directory wins for a name), sorted by name.  Broken files are reported
 * in errs and skipped.  *out is malloc'd (free() it); returns the count or
 * -1 on allocation failure. */
int personality_list(personality_entry_t **out, personality_errors_t *errs);

/* personality_save(): write the personality as an .ini holding [info] and
 * only the values that differ from its parent, by save_file() with its
 * flags (SAVE_FORCE replaces an existing file; "-" is standard output
 * unless SAVE_NO_STDOUT), so a failure never damages what was there. */
bool personality_save(const personality_t *p, const char *path, unsigned flags, char *err, size_t errlen);

/* personality_write_values(): every parameter as .ini sections and lines. */
void personality_write_values(const personality_t *p, FILE *out);

/* personality_write_diff(): "[section] KEY: a | b" for each differing value;
 * returns the number of differences. */
int personality_write_diff(const personality_t *a, const personality_t *b, FILE *out);

/* personality_write_reference(): personalities/README.md, generated from
 * the parameter table, followed verbatim by the hand-maintained
 * family.md (the shipped family and its measured strength) found first on
 * the personality search path. */
void personality_write_reference(FILE *out);

#endif
