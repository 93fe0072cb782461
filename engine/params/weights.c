/* weights.c -- family weights (see weights.h).
 *
 * Which terms belong to a family is a choice about meaning, not a number
 * the evaluation uses, so it lives here rather than in params.def:
 * Material is the piece values, the pawn-by-file table and the bishop
 * pair; Mobility the whole [mobility] section; King Attack the two totals
 * of the king-attack models (both already percentages) and the rooks
 * aimed at the king; Pawn Structure the static pawn terms; Passed Pawns
 * every passer term.  Percentages inside a family (PASSED_DEFENDED_PCT)
 * are left alone: scaling the values they multiply is enough.
 */
#include "weights.h"

#include <stddef.h>

static const char *const material[] = {
    "material.PAWN_VALUE_MG", "material.PAWN_VALUE_EG", "material.KNIGHT_VALUE_MG",
    "material.KNIGHT_VALUE_EG", "material.BISHOP_VALUE_MG", "material.BISHOP_VALUE_EG",
    "material.ROOK_VALUE_MG", "material.ROOK_VALUE_EG", "material.QUEEN_VALUE_MG",
    "material.QUEEN_VALUE_EG", "material.PAWN_FILE", "material.BISHOP_PAIR_MG",
    "material.BISHOP_PAIR_EG", NULL
};
static const char *const mobility[] = {
    "mobility.MOBILITY_KNIGHT_MG", "mobility.MOBILITY_KNIGHT_EG", "mobility.MOBILITY_BISHOP_MG",
    "mobility.MOBILITY_BISHOP_EG", "mobility.MOBILITY_ROOK_MG", "mobility.MOBILITY_ROOK_EG",
    "mobility.MOB_ZERO", "mobility.MOB_ONE", "mobility.MOB_TWO",
    "mobility.QUEEN_APPROACH_MG", "mobility.QUEEN_APPROACH_EG", "mobility.ATTACK_STRONGER_MG",
    "mobility.ATTACK_STRONGER_EG", "mobility.BISHOP_OWN_PAWN_DIAG_MG", "mobility.BISHOP_OWN_PAWN_DIAG_EG", NULL
};
static const char *const king_attack[] = {
    "king_safety.KING_ATTACK_WEIGHT", "king_safety.TROPISM_WEIGHT",
    "king_safety.ROOK_OPEN_NEAR_KING", "king_safety.ROOK_HALF_OPEN_NEAR_KING", "king_safety.SAFE_CHECK",
    "king_safety.ATTACK_TABLE", NULL
};
static const char *const pawn_structure[] = {
    "pawns.DOUBLED_MG", "pawns.DOUBLED_EG", "pawns.TRIPLED_MG", "pawns.TRIPLED_EG",
    "pawns.WEAK_PAWN", "pawns.WEAK_PAWN_EG", "pawns.WEAK_OPEN_FILE_MG", "pawns.WEAK_OPEN_FILE_EG",
    "pawns.CENTRE_D_SUPPORTED_MG", "pawns.CENTRE_D_SUPPORTED_EG", "pawns.CENTRE_E_SUPPORTED_MG",
    "pawns.CENTRE_E_SUPPORTED_EG", "pawns.CENTRE_DUO_MG", "pawns.CENTRE_DUO_EG",
    "pawns.BLOCKED_CENTRE_PAWN", "pawns.BLOCKED_C_PAWN", "pawns.C4_C5_CLOSED", "pawns.PAWN_SUPPORTED_MG",
    "pawns.PAWN_SUPPORTED_EG", "pawns.PAWN_MOBILITY_MG", "pawns.PAWN_MOBILITY_EG", "pawns.PAWN_CENTRE_ATTACK_MG",
    "pawns.PAWN_CENTRE_ATTACK_EG", NULL
};
static const char *const passed_pawns[] = {
    "pawns.PASSED_MG", "pawns.PASSED_EG", "pawns.PASSED_KING_DIST", "pawns.PASSED_FREE_MG",
    "pawns.PASSED_FREE_EG", "pawns.WEAK_PASSER_MG", "pawns.WEAK_PASSER_EG", "pieces.ROOK_BEHIND_PASSER_MG",
    "pieces.ROOK_BEHIND_PASSER_EG", "endgame.UNSTOPPABLE_PASSER", NULL
};

static const struct {
    const char *name;
    const char *const *members;
} families[WEIGHT_COUNT] = {
    [WEIGHT_MATERIAL] = { "Material", material },
    [WEIGHT_MOBILITY] = { "Mobility", mobility },
    [WEIGHT_KING_ATTACK] = { "King Attack", king_attack },
    [WEIGHT_PAWN_STRUCTURE] = { "Pawn Structure", pawn_structure },
    [WEIGHT_PASSED_PAWNS] = { "Passed Pawns", passed_pawns },
};

const char *weights_name(int family)
{
    return family >= 0 && family < WEIGHT_COUNT ? families[family].name : "";
}

const char *const *weights_members(int family)
{
    static const char *const none[] = { NULL };
    return family >= 0 && family < WEIGHT_COUNT ? families[family].members : none;
}

/* v * pct / 100 rounded half away from zero, inside lo..hi. */
static int scale(int v, int pct, int lo, int hi)
{
    long x = (long)v * pct;
    x = x >= 0 ? (x + 50) / 100 : -((-x + 50) / 100);
    return x < lo ? lo : x > hi ? hi : (int)x;
}

void weights_apply(params_t *out, const params_t *base, const int pct[WEIGHT_COUNT])
{
    *out = *base;
    for (int f = 0; f < WEIGHT_COUNT; f++) {
        if (pct[f] == WEIGHT_NEUTRAL)
            continue;
        for (const char *const *m = families[f].members; *m; m++) {
            int i = params_find(*m);
            if (i < 0)
                continue; /* a renamed parameter: tests/test_gui_options.c says so */
            const param_info_t *in = params_info(i);
            if (in->kind != PARAM_INT && in->kind != PARAM_LIST)
                continue;
            int *v = params_int_ptr(out, i);
            for (int k = 0; k < in->count; k++)
                v[k] = scale(v[k], pct[f], in->min, in->max);
        }
    }
}
