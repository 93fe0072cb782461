/* eval.c -- the evaluation driver: read-only tables, the per-thread
 * context with its pawn hash, phase and tapering (FabChess: phase 0..128
 * from non-pawn material between EG_LIMIT and MG_LIMIT), endgame scaling,
 * and the term-by-term trace behind `acolyte eval`.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "eval_internal.h"
#include "core/zobrist.h"

eval_tables_t eval_tables;
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void tables_build(void)
{
    eval_tables_t *t = &eval_tables;
    for (int s = 0; s < 64; s++) {
        int f = sq64_file(s), r = sq64_rank(s);
        for (int df = -1; df <= 1; df++)
            for (int dr = -1; dr <= 1; dr++)
                if ((df || dr) && f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8)
                    t->king_steps[s] |= 1ull << sq64_make(f + df, r + dr);
        for (int c = 0; c < COLOUR_NB; c++) {
            for (int r2 = 0; r2 < 8; r2++) {
                bool ahead = c == WHITE ? r2 > r : r2 < r;
                if (!ahead)
                    continue;
                for (int f2 = imax(f - 1, 0); f2 <= imin(f + 1, 7); f2++) {
                    uint64_t bit = 1ull << sq64_make(f2, r2);
                    t->passed_span[c][s] |= bit;
                    if (f2 == f)
                        t->forward[c][s] |= bit;
                    else
                        t->attack_span[c][s] |= bit;
                }
            }
            int r1 = c == WHITE ? r + 1 : r - 1, r2 = c == WHITE ? r + 2 : r - 2;
            if (r1 >= 0 && r1 < 8) {
                if (f > 0)
                    t->pawn_att[c][s] |= 1ull << sq64_make(f - 1, r1);
                if (f < 7)
                    t->pawn_att[c][s] |= 1ull << sq64_make(f + 1, r1);
            }
            /* King zone: the king's square and neighbours, plus the three
             * squares two ranks in front (toward the enemy). */
            for (int df = -1; df <= 1; df++) {
                if (f + df < 0 || f + df > 7)
                    continue;
                for (int dr = -1; dr <= 1; dr++)
                    if (r + dr >= 0 && r + dr < 8)
                        t->king_zone[c][s] |= 1ull << sq64_make(f + df, r + dr);
                if (r2 >= 0 && r2 < 8)
                    t->king_zone[c][s] |= 1ull << sq64_make(f + df, r2);
            }
        }
    }
    for (int c = 0; c < COLOUR_NB; c++)
        for (int r = 0; r < 8; r++)
            for (int r2 = 0; r2 < 8; r2++) {
                int ahead = c == WHITE ? r2 - r : r - r2; /* ranks ahead, if positive */
                uint64_t rank = rank_mask(r2);
                t->ranks_ahead[c][r] |= ahead > 0 ? rank : 0;
                t->shield_ranks[c][r] |= ahead == 1 || ahead == 2 ? rank : 0;
            }
    /* Widest run of empty files strictly between two occupied files (The
     * Machine's pawn-gap table; 0 with fewer than two pawn files). */
    for (int set = 0; set < 256; set++) {
        int best = 0, last = -1;
        for (int f = 0; f < 8; f++)
            if (set >> f & 1) {
                if (last >= 0)
                    best = imax(best, f - last - 1);
                last = f;
            }
        t->pawn_gap[set] = (uint8_t)best;
    }
}

void eval_init(void)
{
    /* Not the KPK bitbase: only a king-and-pawn ending needs it, so the
     * first probe builds it (endgame.c; about a million instructions). */
    pthread_once(&tables_once, tables_build);
}

eval_ctx_t *eval_ctx_new(const params_t *p)
{
    eval_init();
    eval_ctx_t *ctx = malloc(sizeof *ctx);
    if (!ctx)
        return NULL;
    ctx->pawn_table = malloc(sizeof *ctx->pawn_table * PAWN_HASH_SIZE);
    ctx->king_pawn_table = malloc(sizeof *ctx->king_pawn_table * KING_PAWN_HASH_SIZE);
    ctx->cache = malloc(sizeof *ctx->cache * EVAL_CACHE_SIZE);
    if (!ctx->pawn_table || !ctx->king_pawn_table || !ctx->cache) {
        free(ctx->pawn_table);
        free(ctx->king_pawn_table);
        free(ctx->cache);
        free(ctx);
        return NULL;
    }
    eval_ctx_set_params(ctx, p);
    return ctx;
}

void eval_ctx_free(eval_ctx_t *ctx)
{
    if (!ctx)
        return;
    free(ctx->pawn_table);
    free(ctx->king_pawn_table);
    free(ctx->cache);
    free(ctx);
}

static psq_entry_t psq_entry(int mat_mg, int mat_eg, int pst_mg, int pst_eg)
{
    return (psq_entry_t){ (int16_t)(mat_mg + pst_mg), (int16_t)(mat_eg + pst_eg), (int16_t)mat_mg,
                          (int16_t)mat_eg };
}

static void psq_build(eval_ctx_t *ctx)
{
    const params_t *P = &ctx->params;
    memset(ctx->psq, 0, sizeof ctx->psq);
    for (int c = 0; c < COLOUR_NB; c++)
        for (int s = 0; s < 64; s++) {
            int sq = sq_from64(s), i = pst_index(sq, c), pawn_file = P->PAWN_FILE[sq64_file(s)];
            ctx->psq[make_piece(c, PAWN)][sq] = psq_entry(P->PAWN_VALUE_MG + pawn_file, P->PAWN_VALUE_EG + pawn_file,
                                                          P->PAWN_PST[i], P->PAWN_PST[i]);
            ctx->psq[make_piece(c, KNIGHT)][sq] =
                psq_entry(P->KNIGHT_VALUE_MG, P->KNIGHT_VALUE_EG, P->KNIGHT_PST[i], P->KNIGHT_PST[i]);
            ctx->psq[make_piece(c, BISHOP)][sq] =
                psq_entry(P->BISHOP_VALUE_MG, P->BISHOP_VALUE_EG, P->BISHOP_PST[i], P->BISHOP_PST[i]);
            ctx->psq[make_piece(c, ROOK)][sq] =
                psq_entry(P->ROOK_VALUE_MG, P->ROOK_VALUE_EG, P->ROOK_PST[i], P->ROOK_PST[i]);
            ctx->psq[make_piece(c, QUEEN)][sq] =
                psq_entry(P->QUEEN_VALUE_MG, P->QUEEN_VALUE_EG, P->QUEEN_PST[i], P->QUEEN_PST[i]);
            ctx->psq[make_piece(c, KING)][sq] = psq_entry(0, 0, P->KING_PST_MG[i], P->KING_PST_EG[i]);
        }
    for (int pc = 0; pc < PSQ_PIECES; pc++)
        for (int sq = 0; sq < SQ_NB; sq++)
            ctx->psq_sum[pc][sq] = (psq_value_t){ ctx->psq[pc][sq].mg, ctx->psq[pc][sq].eg };
}

const psq_value_t (*eval_psq_table(const eval_ctx_t *ctx))[SQ_NB]
{
    return ctx->psq_sum;
}

void eval_ctx_set_params(eval_ctx_t *ctx, const params_t *p)
{
    ctx->params = *p;
    ctx->threat_maps_on = eval_threat_maps_on(p);
    ctx->fabchess_on = eval_fabchess_on(p);
    ctx->pieces_on = eval_pieces_switches(p);
    psq_build(ctx);
    memset(ctx->pawn_table, 0, sizeof *ctx->pawn_table * PAWN_HASH_SIZE);
    memset(ctx->king_pawn_table, 0, sizeof *ctx->king_pawn_table * KING_PAWN_HASH_SIZE);
    memset(ctx->cache, 0, sizeof *ctx->cache * EVAL_CACHE_SIZE);
}

static int npm_of(const params_t *P, const board_t *b, int c)
{
    return b->count[make_piece(c, KNIGHT)] * P->KNIGHT_VALUE_MG + b->count[make_piece(c, BISHOP)] * P->BISHOP_VALUE_MG +
           b->count[make_piece(c, ROOK)] * P->ROOK_VALUE_MG + b->count[make_piece(c, QUEEN)] * P->QUEEN_VALUE_MG;
}

static int phase_of(const params_t *P, int npm)
{
    if (npm >= P->MG_LIMIT)
        return 128;
    if (npm <= P->EG_LIMIT)
        return 0;
    return (npm - P->EG_LIMIT) * 128 / (P->MG_LIMIT - P->EG_LIMIT);
}

int eval_phase(const eval_ctx_t *ctx, const board_t *b)
{
    return phase_of(&ctx->params, npm_of(&ctx->params, b, WHITE) + npm_of(&ctx->params, b, BLACK));
}

static int blend(const ev_t *e)
{
    int mg = e->mg[WHITE] - e->mg[BLACK], eg = (e->eg[WHITE] - e->eg[BLACK]) * e->P->EG_SCALE_PCT / 100;
    return (mg * e->phase + eg * (128 - e->phase)) / 128;
}

void ev_start(ev_t *e, const eval_ctx_t *ctx, const board_t *b, eval_trace_t *trace)
{
    memset(e, 0, sizeof *e);
    e->P = &ctx->params;
    e->psq = ctx->psq;
    e->psq_sum = ctx->psq_sum;
    e->pieces = b->masks;
    e->b = b;
    e->trace = trace;
    e->pieces_on = &ctx->pieces_on;
}

/* The whole evaluation, White's view; trace may be NULL. */
static int eval_full(eval_ctx_t *ctx, const board_t *b, eval_trace_t *trace, int *phase_out, int *raw_out)
{
    ev_t e;
    ev_start(&e, ctx, b, trace);

    /* Pawn structure: from the hashes, or computed (always when tracing,
     * so the trace shows every term). */
    uint64_t pawns_only = b->pawn_key ^ zobrist_piece(make_piece(WHITE, KING), b->king_sq[WHITE]) ^
                          zobrist_piece(make_piece(BLACK, KING), b->king_sq[BLACK]);
    pawn_entry_t *pe = &ctx->pawn_table[pawns_only & (PAWN_HASH_SIZE - 1)];
    king_pawn_entry_t *ke = &ctx->king_pawn_table[b->pawn_key & (KING_PAWN_HASH_SIZE - 1)];
    pawn_entry_t local;
    king_pawn_entry_t klocal;
    if (trace) {
        eval_pawns_compute(e.P, b, pawns_only, &local, &e);
        eval_pawn_kings(e.P, b, &local, &klocal, &e);
        pe = &local;
        ke = &klocal;
    } else {
        if (!pe->valid || pe->key != pawns_only)
            eval_pawns_compute(e.P, b, pawns_only, pe, NULL);
        if (ke->key != b->pawn_key)
            eval_pawn_kings(e.P, b, pe, ke, NULL);
    }
    e.pe = pe;
    for (int c = 0; c < COLOUR_NB; c++) {
        e.mg[c] += pe->mg[c] + ke->mg[c];
        e.eg[c] += pe->eg[c] + ke->eg[c];
        e.npm[c] = npm_of(e.P, b, c);
        e.minors[c] = b->count[make_piece(c, KNIGHT)] + b->count[make_piece(c, BISHOP)];
    }
    e.phase = phase_of(e.P, e.npm[WHITE] + e.npm[BLACK]);

    eval_material(&e);
    eval_pieces(&e);
    if (ctx->threat_maps_on)
        eval_threats(&e);
    eval_king(&e);
    if (ctx->fabchess_on)
        eval_fabchess(&e);
    eval_patterns(&e);
    eval_endgame_terms(&e);
    ev_add(&e, T_TEMPO, b->side, e.P->TEMPO_MG, e.P->TEMPO_EG);

    int raw = blend(&e);
    if (phase_out)
        *phase_out = e.phase;
    if (raw_out)
        *raw_out = raw;
    return eval_endgame_adjust(&e, raw);
}

/* The cache entry a position key uses (its low bits; the rest of the key
 * is kept in the entry beside the score). */
static inline eval_cache_t *cache_entry(const eval_ctx_t *ctx, uint64_t key)
{
    return &ctx->cache[key & (EVAL_CACHE_SIZE - 1)];
}

void eval_prefetch(const eval_ctx_t *ctx, uint64_t key)
{
#if defined(__GNUC__)
    __builtin_prefetch(cache_entry(ctx, key));
#else
    (void)ctx;
    (void)key;
#endif
}

score_t evaluate(eval_ctx_t *ctx, const board_t *b)
{
    const uint64_t low = EVAL_CACHE_SIZE - 1;
    eval_cache_t *ce = cache_entry(ctx, b->key);
    int s;
    if (*ce != 0 && ((*ce ^ b->key) & ~low) == 0)
        s = (int16_t)(uint16_t)(*ce & low);
    else {
        s = eval_full(ctx, b, NULL, NULL, NULL);
        /* Stay clear of mate scores whatever the weights. */
        s = imax(-SCORE_MATE_BOUND + 1, imin(SCORE_MATE_BOUND - 1, s));
        *ce = (b->key & ~low) | (uint16_t)(int16_t)s;
    }
    return b->side == WHITE ? s : -s;
}

/* Row names of the trace, in the order of the T_* families. */
static const char *const term_names[T_NB] = {
    "Material", "Piece-square", "Pawn structure", "Passed pawns", "Mobility", "Outposts", "Pieces",
    "Knights (Machine)", "Threats", "King attack", "King tropism", "King shelter", "King", "Patterns",
    "Ray intersection", "Endgame", "Tempo"
};

void eval_trace(eval_ctx_t *ctx, const board_t *b, eval_trace_t *out)
{
    memset(out, 0, sizeof *out);
    out->nterms = T_NB;
    for (int t = 0; t < T_NB; t++)
        out->name[t] = term_names[t];
    out->score = eval_full(ctx, b, out, &out->phase, &out->blended);
}

int eval_trace_find(const eval_trace_t *t, const char *name)
{
    for (int i = 0; i < t->nterms; i++)
        if (strcmp(t->name[i], name) == 0)
            return i;
    return -1;
}

void eval_trace_print(const eval_trace_t *tr, FILE *out)
{
    fprintf(out, "%-18s | %6s %6s | %6s %6s | %6s %6s\n", "Term (centipawns)", "White", "", "Black", "", "Net", "");
    fprintf(out, "%-18s | %6s %6s | %6s %6s | %6s %6s\n", "", "MG", "EG", "MG", "EG", "MG", "EG");
    fprintf(out, "-------------------+---------------+---------------+--------------\n");
    int tmg = 0, teg = 0;
    for (int t = 0; t < tr->nterms; t++) {
        int nm = tr->mg[t][WHITE] - tr->mg[t][BLACK], ne = tr->eg[t][WHITE] - tr->eg[t][BLACK];
        tmg += nm;
        teg += ne;
        fprintf(out, "%-18s | %6d %6d | %6d %6d | %6d %6d\n", tr->name[t], tr->mg[t][WHITE], tr->eg[t][WHITE],
                tr->mg[t][BLACK], tr->eg[t][BLACK], nm, ne);
    }
    fprintf(out, "-------------------+---------------+---------------+--------------\n");
    fprintf(out, "%-18s | %29s | %6d %6d\n", "Total", "", tmg, teg);
    fprintf(out, "phase %d/128, blended %d", tr->phase, tr->blended);
    if (tr->score != tr->blended)
        fprintf(out, ", endgame knowledge makes it %d", tr->score);
    fprintf(out, " centipawns (White's view)\n");
    fprintf(out, "eval %d\n", tr->score);
}
