/* style.c -- the per-game style figures of style.h: a game is replayed on
 * the board, every position is looked at once (material by SEE's values,
 * the evaluation's king attack and mobility rows, pawn weaknesses, queens,
 * phase), and each move once (checks, castling, pawn storms, sacrifices
 * and grabs against the material that follows it).
 */
#include "api/style.h"

#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"
#include "eval/eval.h"
#include "openings/pgn.h"
#include "search/see.h"

const style_figure_info_t style_figures[STYLE_NB] = {
    [STYLE_KING_ATTACK] = { "king_attack", "King attack", "cp, mean per position", false },
    [STYLE_CHECKS] = { "checks", "Checks given", "per game", false },
    [STYLE_PAWN_STORMS] = { "pawn_storms", "Pawn storm pushes", "per game", false },
    [STYLE_SACRIFICES] = { "sacrifices", "Sacrifices", "per game", false },
    [STYLE_GRABBED] = { "material_grabbed", "Material grabbed", "pawns per game", false },
    [STYLE_OFFERS_TAKEN] = { "offers_taken", "Offers taken", "share of chances, mean per game", false },
    [STYLE_DAMAGE_GIVEN] = { "damage_given", "Weak pawns, opponent's", "pawns, mean per position", false },
    [STYLE_DAMAGE_TAKEN] = { "damage_accepted", "Weak pawns, own", "pawns, mean per position", false },
    [STYLE_MOBILITY] = { "mobility", "Mobility", "cp, mean per position", false },
    [STYLE_CONCEDED] = { "king_safety_conceded", "King attack conceded", "cp, mean per position", false },
    [STYLE_QUEENS_OFF] = { "queens_off_by_25", "Queens off by move 25", "share of games", true },
    [STYLE_CASTLED_SHORT] = { "castled_short", "Castled short", "share of games", true },
    [STYLE_CASTLED_LONG] = { "castled_long", "Castled long", "share of games", true },
    [STYLE_UNCASTLED] = { "not_castled", "Not castled", "share of games", true },
    [STYLE_LENGTH] = { "length", "Game length", "moves per game", false },
    [STYLE_DRAW] = { "draws", "Draws", "share of games", true },
    [STYLE_SCORE] = { "score", "Score", "points per game", false },
};

/* What one position contributes. */
typedef struct {
    int balance;              /* White's material minus Black's, SEE values */
    int phase;
    int king_attack[COLOUR_NB];
    int mobility[COLOUR_NB];
    int weak[COLOUR_NB];      /* doubled and isolated pawns */
    bool queens;              /* a queen is on the board */
    int fullmove;
} style_pos_t;

/* Pawns beyond the first on a file, plus pawns with no pawn of their side
 * on a neighbouring file. */
static int weak_pawns(const board_t *b, int c)
{
    int files[10] = { 0 };
    int pawn = make_piece(c, PAWN);
    for (int sq = A1; sq <= H8; sq++)
        if (b->sq[sq] == pawn)
            files[sq_file(sq) + 1]++;
    int weak = 0;
    for (int f = 1; f <= 8; f++) {
        if (files[f] > 1)
            weak += files[f] - 1;
        if (files[f - 1] == 0 && files[f + 1] == 0)
            weak += files[f];
    }
    return weak;
}

static int material(const board_t *b, const int value[TYPE_NB], int c)
{
    int m = 0;
    for (int t = PAWN; t <= QUEEN; t++)
        m += b->count[make_piece(c, t)] * value[t];
    return m;
}

static void look_at(eval_ctx_t *ctx, const int value[TYPE_NB], const board_t *b, style_pos_t *p)
{
    eval_trace_t tr;
    eval_trace(ctx, b, &tr);
    int ka = eval_trace_find(&tr, "King attack"), mob = eval_trace_find(&tr, "Mobility");
    p->balance = material(b, value, WHITE) - material(b, value, BLACK);
    p->phase = tr.phase;
    for (int c = WHITE; c <= BLACK; c++) {
        p->king_attack[c] = ka >= 0 ? tr.mg[ka][c] : 0;
        p->mobility[c] = mob >= 0 ? tr.mg[mob][c] : 0;
        p->weak[c] = weak_pawns(b, c);
    }
    p->queens = b->count[W_QUEEN] + b->count[B_QUEEN] > 0;
    p->fullmove = b->fullmove;
}

/* A pawn push (not a capture) to its 4th rank or beyond, on the enemy
 * king's file or one beside it, while that king is off the d and e files. */
static bool is_storm(const board_t *b, move_t m)
{
    int from = move_from(m), to = move_to(m), c = b->side;
    if (piece_type(b->sq[from]) != PAWN || move_is_capture(m))
        return false;
    int ksq = b->king_sq[!c], kf = sq_file(ksq);
    return kf != 3 && kf != 4 && abs(sq_file(to) - kf) <= 1 && sq_relative_rank(to, c) >= STYLE_STORM_RANK;
}

/* Sacrifices and grabs: move i of colour c against the material of the
 * positions from the reply on (i + 2 .. i + 1 + STYLE_WINDOW_PLIES).  A
 * grab is measured from the better of the balances before the move and
 * before the opponent's last move, so taking back what was just taken
 * (a recapture) wins nothing. */
static void material_events(const style_pos_t *pos, int i, int n, int c, bool lost, style_game_t *out)
{
    if (i + 2 > n)
        return;
    int sign = c == WHITE ? 1 : -1;
    int before = sign * pos[i].balance, lo = sign * pos[i + 2].balance, hi = lo;
    int last = i + 1 + STYLE_WINDOW_PLIES < n ? i + 1 + STYLE_WINDOW_PLIES : n;
    for (int k = i + 2; k <= last; k++) {
        int v = sign * pos[k].balance;
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
    }
    if (!lost && hi <= before - STYLE_MATERIAL_STEP)
        out->value[c][STYLE_SACRIFICES] += 1;
    int ref = i > 0 && sign * pos[i - 1].balance > before ? sign * pos[i - 1].balance : before;
    if (pos[i].phase >= STYLE_MIDDLEGAME_PHASE && lo >= ref + STYLE_MATERIAL_STEP)
        out->value[c][STYLE_GRABBED] += (lo - ref) / 100.0;
}

/* The means over the opening and middlegame positions. */
static void window_means(const style_pos_t *pos, int n, style_game_t *out)
{
    double sum[COLOUR_NB][4] = { { 0 } };
    int count = 0;
    for (int k = 0; k <= n; k++) {
        if (pos[k].phase < STYLE_MIDDLEGAME_PHASE)
            continue;
        count++;
        for (int c = WHITE; c <= BLACK; c++) {
            sum[c][0] += pos[k].king_attack[c];
            sum[c][1] += pos[k].mobility[c];
            sum[c][2] += pos[k].weak[!c];
            sum[c][3] += pos[k].weak[c];
        }
    }
    static const style_figure_t fig[4] = { STYLE_KING_ATTACK, STYLE_MOBILITY, STYLE_DAMAGE_GIVEN,
                                           STYLE_DAMAGE_TAKEN };
    for (int c = WHITE; c <= BLACK; c++) {
        for (int j = 0; j < 4; j++) {
            out->has[c][fig[j]] = count > 0;
            out->value[c][fig[j]] = count ? sum[c][j] / count : 0;
        }
        out->has[c][STYLE_CONCEDED] = count > 0;
        out->value[c][STYLE_CONCEDED] = count ? sum[!c][0] / count : 0;
    }
}

/* The game's result: the whole-game figures. */
static void result_figures(const style_pos_t *pos, int n, const char *result, style_game_t *out)
{
    int white_points2 = strcmp(result, "1-0") == 0 ? 2 : strcmp(result, "0-1") == 0 ? 0 : 1;
    bool finished = strcmp(result, "1-0") == 0 || strcmp(result, "0-1") == 0 || strcmp(result, "1/2-1/2") == 0;
    /* The move that first leaves no queen: position k follows move k - 1. */
    bool queens_off = false;
    for (int k = 0; k <= n && !queens_off; k++)
        if (!pos[k].queens)
            queens_off = (k == 0 ? pos[0].fullmove : pos[k - 1].fullmove) <= STYLE_QUEENS_MOVE;
    for (int c = WHITE; c <= BLACK; c++) {
        double *v = out->value[c];
        v[STYLE_QUEENS_OFF] = queens_off;
        v[STYLE_UNCASTLED] = !v[STYLE_CASTLED_SHORT] && !v[STYLE_CASTLED_LONG];
        v[STYLE_LENGTH] = n / 2.0;
        v[STYLE_DRAW] = finished && white_points2 == 1;
        v[STYLE_SCORE] = (c == WHITE ? white_points2 : 2 - white_points2) / 2.0;
        for (int f = 0; f < STYLE_NB; f++)
            if (f != STYLE_KING_ATTACK && f != STYLE_MOBILITY && f != STYLE_DAMAGE_GIVEN &&
                f != STYLE_DAMAGE_TAKEN && f != STYLE_CONCEDED && f != STYLE_OFFERS_TAKEN)
                out->has[c][f] = finished || (f != STYLE_DRAW && f != STYLE_SCORE);
    }
}

/* Material on offer: a capture that wins at least a pawn by SEE, other
 * than taking back on the square where the opponent's last move captured
 * (a recapture is no offer).  Greed is taking such material when it is there; a player who
 * prefers its own plan, or smells a trap, leaves it. */
static bool wins_offered(const int value[TYPE_NB], const board_t *b, move_t m, int last_to)
{
    return move_is_capture(m) && move_to(m) != last_to && see_by(value, b, m) >= STYLE_MATERIAL_STEP;
}

/* Counts, for the player to move in the opening or middlegame, a chance
 * to take offered material and whether move m took it. */
static void offer_event(const int value[TYPE_NB], const board_t *b, move_t m, int last_to, int chances[COLOUR_NB],
                        int taken[COLOUR_NB])
{
    movelist_t list;
    movegen_legal(b, &list);
    for (int k = 0; k < list.count; k++)
        if (wins_offered(value, b, list.moves[k], last_to)) {
            chances[b->side]++;
            taken[b->side] += wins_offered(value, b, m, last_to);
            return;
        }
}

static bool measure(eval_ctx_t *ctx, const int value[TYPE_NB], board_t *b, const move_t *moves, int n,
                    const char *result, style_game_t *out)
{
    style_pos_t *pos = malloc(sizeof *pos * (size_t)(n + 1));
    if (!pos)
        return false;
    memset(out, 0, sizeof *out);
    bool lost[COLOUR_NB] = { strcmp(result, "0-1") == 0, strcmp(result, "1-0") == 0 };
    int first = b->side;
    int chances[COLOUR_NB] = { 0 }, taken[COLOUR_NB] = { 0 };
    look_at(ctx, value, b, &pos[0]);
    for (int i = 0; i < n; i++) {
        int c = b->side;
        move_t m = moves[i];
        if (pos[i].phase >= STYLE_MIDDLEGAME_PHASE)
            offer_event(value, b, m, i > 0 && move_is_capture(moves[i - 1]) ? move_to(moves[i - 1]) : -1, chances,
                        taken);
        if (move_is_castle(m))
            out->value[c][sq_file(move_to(m)) > 4 ? STYLE_CASTLED_SHORT : STYLE_CASTLED_LONG] = 1;
        out->value[c][STYLE_PAWN_STORMS] += is_storm(b, m);
        board_make_move(b, m);
        out->value[c][STYLE_CHECKS] += board_in_check(b);
        look_at(ctx, value, b, &pos[i + 1]);
    }
    for (int i = 0; i < n; i++) {
        int c = (first + i) & 1;
        material_events(pos, i, n, c, lost[c], out);
    }
    window_means(pos, n, out);
    result_figures(pos, n, result, out);
    for (int c = WHITE; c <= BLACK; c++) {
        out->has[c][STYLE_OFFERS_TAKEN] = chances[c] > 0;
        out->value[c][STYLE_OFFERS_TAKEN] = chances[c] ? (double)taken[c] / chances[c] : 0;
    }
    free(pos);
    return true;
}

struct style_reader {
    pgn_reader_t *pgn;
    pgn_game_t game;
    eval_ctx_t *ctx;
    int value[TYPE_NB];
};

style_reader_t *style_reader_new(FILE *in, const char *name, const params_t *p)
{
    style_reader_t *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->pgn = pgn_reader_new(in, name);
    r->ctx = eval_ctx_new(p);
    if (!r->pgn || !r->ctx) {
        style_reader_free(r);
        return NULL;
    }
    see_values_from_params(p, r->value);
    return r;
}

void style_reader_free(style_reader_t *r)
{
    if (!r)
        return;
    pgn_reader_free(r->pgn);
    eval_ctx_free(r->ctx);
    free(r);
}

static void copy_tag(const pgn_game_t *g, const char *tag, char *out, size_t len)
{
    const char *v = pgn_tag(g, tag);
    snprintf(out, len, "%s", v && *v ? v : "?");
}

int style_read(style_reader_t *r, style_record_t *out, char *err, size_t errlen)
{
    int rc = pgn_read_game(r->pgn, &r->game, err, errlen);
    if (rc != 1)
        return rc;
    const pgn_game_t *g = &r->game;
    copy_tag(g, "White", out->player[WHITE], sizeof out->player[WHITE]);
    copy_tag(g, "Black", out->player[BLACK], sizeof out->player[BLACK]);
    /* The movetext's termination marker, else the Result tag. */
    const char *result = g->result[0] ? g->result : pgn_tag(g, "Result");
    snprintf(out->result, sizeof out->result, "%s", result ? result : "*");
    out->nmoves = g->nmoves;
    out->line = g->line;
    /* The game's start is replayed on the game's own copy: it is read afresh
     * next time. */
    if (!measure(r->ctx, r->value, &r->game.start, g->moves, g->nmoves, out->result, &out->fig)) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    return 1;
}
