/* params_types.h -- the parameter storage and its table's row, as
 * generated from params.def: params_t and param_info_t.  Apart from
 * params.h so that the API (api/personality.h) can hand front ends the
 * types and the table calls they make, not every call of the module.
 */
#ifndef ACOLYTE_PARAMS_TYPES_H
#define ACOLYTE_PARAMS_TYPES_H

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

#endif
