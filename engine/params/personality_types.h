/* personality_types.h -- a personality as data: its name, file, texts and
 * parameters, a list of load errors, and an entry of the installed list.
 * Apart from personality.h so that the API (api/personality.h) can hand
 * front ends the types and the calls they make, not every call of the
 * module.
 */
#ifndef ACOLYTE_PERSONALITY_TYPES_H
#define ACOLYTE_PERSONALITY_TYPES_H

#include "params/params_types.h"

enum {
    PERS_NAME_MAX = 64,
    PERS_TEXT_MAX = 256,
    PERS_PATH_MAX = 4096,
    PERS_ERR_MAX = 64,     /* messages kept; more are counted in 'dropped' */
    PERS_ERR_LEN = 512,
    PERS_INHERIT_MAX = 16  /* deepest inheritance chain */
};

/* A list of error messages, one line each ("file:line: [sec] KEY = v: why"). */
typedef struct {
    int count;
    int dropped;
    char msg[PERS_ERR_MAX][PERS_ERR_LEN];
} personality_errors_t;

typedef struct {
    char name[PERS_NAME_MAX];
    char file[PERS_PATH_MAX];        /* the file it came from ("" for built-in defaults) */
    char description[PERS_TEXT_MAX];
    char author[PERS_TEXT_MAX];
    char strength[PERS_TEXT_MAX];
    char parent[PERS_PATH_MAX];      /* [info] inherit (a name or a path), "" if none */
    params_t params;
    params_t parent_params;          /* what the parent (or the table) gave */
    int changed;                     /* values that differ from parent_params */
} personality_t;

/* One installed personality, as listed. */
typedef struct {
    char name[PERS_NAME_MAX];
    char file[PERS_PATH_MAX];
    char description[PERS_TEXT_MAX];
    char strength[PERS_TEXT_MAX];
} personality_entry_t;

#endif
