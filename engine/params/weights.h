/* weights.h -- family weights: a few percentages that scale whole families
 * of evaluation terms relative to the personality's own values.
 *
 * The idea is Fruit 2.1's "Material", "Mobility", "King Safety", "Pawn
 * Structure" and "Passed Pawns" options (src/option.cpp): a player turns
 * one knob instead of twenty.  100% means "as the personality says", so
 * the knob keeps its meaning when the personality changes.  The scaling is
 * done once, when the parameter set the search plays with is built, so
 * the evaluation itself never sees a percentage.
 */
#ifndef ACOLYTE_WEIGHTS_H
#define ACOLYTE_WEIGHTS_H

#include "params.h"

enum {
    WEIGHT_MATERIAL,
    WEIGHT_MOBILITY,
    WEIGHT_KING_ATTACK,
    WEIGHT_PAWN_STRUCTURE,
    WEIGHT_PASSED_PAWNS,
    WEIGHT_COUNT
};
enum { WEIGHT_MIN = 0, WEIGHT_MAX = 400, WEIGHT_NEUTRAL = 100 };

/* The family's name as players see it ("King Attack"). */
const char *weights_name(int family);

/* The parameters ("section.KEY") a family scales, NULL-terminated. */
const char *const *weights_members(int family);

/* out = base with every member of each family scaled by pct[family] / 100,
 * rounded to nearest and kept inside the parameter's range.  All 100
 * gives out == base exactly. */
void weights_apply(params_t *out, const params_t *base, const int pct[WEIGHT_COUNT]);

#endif
