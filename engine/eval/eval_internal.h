/* eval_internal.h -- what the evaluation files share: the per-call state,
 * the pawn hash entry, read-only square tables and the trace's term families.
 *
 * Scores are paired (mg, eg) and kept per colour, each from that colour's
 * own point of view; the driver subtracts and tapers once at the end.
 * Terms are written once for a colour c using relative ranks and squares
 * (rel_sq), never as White/Black copies.
 */
#ifndef ACOLYTE_EVAL_INTERNAL_H
#define ACOLYTE_EVAL_INTERNAL_H

#include <stdint.h>
#include "core/attack.h"
#include "eval.h"
#include "util/numbers.h"

/* Term families, as rows of the `acolyte eval` table. */
enum {
    T_MATERIAL, T_PSQT, T_PAWNS, T_PASSED, T_MOBILITY, T_OUTPOSTS, T_PIECES,
    T_KNIGHTS, T_THREATS, T_KING_ATTACK, T_TROPISM, T_SHELTER, T_KING, T_PATTERNS, T_RCX,
    T_ENDGAME, T_TEMPO, T_NB
};

/* The trace (eval.h) has a row for every family. */
_Static_assert((int)T_NB <= (int)EVAL_TRACE_TERMS_MAX, "eval_trace_t has too few rows");

/* Pawn hash entry: everything that depends on the pawns alone, keyed by
 * them (the board's pawn-and-king key without the kings). */
typedef struct {
    uint64_t key;
    uint64_t pawns[COLOUR_NB];    /* 64-square masks */
    uint64_t attacks[COLOUR_NB];  /* squares attacked by that side's pawns */
    uint64_t passed[COLOUR_NB];   /* passed pawns */
    int mg[COLOUR_NB], eg[COLOUR_NB];
    uint8_t files[COLOUR_NB];     /* bit f set: that side has a pawn on file f */
    uint8_t blocked;              /* pawns blocked head-on by an enemy pawn (The Machine) */
    uint8_t gap;                  /* widest run of pawnless files between pawn files */
    uint8_t valid;
} pawn_entry_t;

/* What the kings add to the pawn structure (shelter, storms, passer
 * races, the wrong wing), keyed by the board's pawn-and-king key; a king
 * move recomputes only this part.  A key of 0 marks an empty entry. */
typedef struct {
    uint64_t key;
    int mg[COLOUR_NB], eg[COLOUR_NB];
} king_pawn_entry_t;

enum { PAWN_HASH_SIZE = 1 << 13, KING_PAWN_HASH_SIZE = 1 << 13 };

/* Whole-evaluation cache: search revisits positions (transpositions,
 * re-searches, qsearch stand-pats), and a hit saves a full evaluation.
 * One word per entry keeps the table small enough to stay in the core's
 * cache: the key's bits above the 16 index bits, and in those 16 bits the
 * score (White's view, which always fits).  The index supplies the low key
 * bits, so the whole key is still compared; a word of 0 means empty. */
typedef uint64_t eval_cache_t;
enum { EVAL_CACHE_BITS = 16, EVAL_CACHE_SIZE = 1 << EVAL_CACHE_BITS };
_Static_assert(EVAL_CACHE_BITS >= 16, "the score takes the low 16 bits of an entry");

/* Material plus piece-square value of one piece on one square, from the
 * personality: built when the parameters are set, so the evaluation adds
 * one entry per piece instead of looking up four parameters.  The material
 * part is kept apart for the trace only. */
typedef struct {
    int16_t mg, eg;          /* material + piece-square */
    int16_t mat_mg, mat_eg;  /* of which material */
} psq_entry_t;

enum { PSQ_PIECES = 16 }; /* coloured piece codes 0..15 */

/* Which optional parts of the piece pass the parameters switch on
 * (eval_pieces_switches in pieces.c): worked out when they are set rather
 * than twice per evaluation. */
typedef struct {
    bool extras;             /* some optional per-piece term is on */
    bool stronger_or_checks; /* ATTACK_STRONGER or SAFE_CHECK */
    bool queen_reach;        /* queen mobility or a threats.c term needs the queens' squares */
    bool rcx, rcx_short;     /* RCX, and its short attacks */
    bool passed_free;        /* PASSED_FREE, unless PASSED_FREE_SAFE (fabchess.c's) */
    bool pawn_mobility;      /* PAWN_MOBILITY */
} pieces_switches_t;

struct eval_ctx {
    params_t params;
    psq_entry_t psq[PSQ_PIECES][SQ_NB]; /* by mailbox square: no conversion per piece */
    psq_value_t psq_sum[PSQ_PIECES][SQ_NB]; /* its mg/eg alone: what a search board sums */
    pawn_entry_t *pawn_table;
    king_pawn_entry_t *king_pawn_table;
    eval_cache_t *cache;
    /* Which optional families the parameters switch on, asked once when
     * they are set rather than at every evaluation (eval_fabchess_on reads
     * some twenty keys). */
    bool threat_maps_on, fabchess_on;
    pieces_switches_t pieces_on;
};

/* Read-only tables, filled once by eval_init(). */
typedef struct {
    uint64_t forward[COLOUR_NB][64];     /* same file, strictly ahead */
    uint64_t passed_span[COLOUR_NB][64]; /* own and adjacent files, strictly ahead */
    uint64_t attack_span[COLOUR_NB][64]; /* adjacent files, strictly ahead */
    uint64_t pawn_att[COLOUR_NB][64];    /* squares a pawn on s attacks */
    uint64_t king_zone[COLOUR_NB][64];   /* king square, neighbours, 3 squares two ahead */
    uint64_t king_steps[64];             /* the squares a king on s attacks */
    /* By a side and a rank: the whole ranks ahead of it, and the one or two
     * ranks right ahead (a king's shelter, pawns.c). */
    uint64_t ranks_ahead[COLOUR_NB][8];
    uint64_t shield_ranks[COLOUR_NB][8];
    uint8_t pawn_gap[256];               /* widest gap between set bits of a file set */
} eval_tables_t;

extern eval_tables_t eval_tables;
#define ET (&eval_tables)

/* Per-call state. */
typedef struct {
    const params_t *P;
    const psq_entry_t (*psq)[SQ_NB]; /* the context's table, [piece][square] */
    const psq_value_t (*psq_sum)[SQ_NB]; /* the table a board may have summed */
    const board_t *b;
    eval_trace_t *trace;          /* NULL in search */
    const pawn_entry_t *pe;
    const pieces_switches_t *pieces_on; /* the context's */
    int mg[COLOUR_NB], eg[COLOUR_NB];
    int phase;
    /* Clericus king attack, accumulated by the piece loop against the
     * enemy king: attackers and summed strength. */
    int ka_count[COLOUR_NB], ka_strength[COLOUR_NB];
    int tropism[COLOUR_NB];
    int minors[COLOUR_NB], npm[COLOUR_NB];
    /* 64-square masks: each side's men and every man (filled by
     * eval_material), and the board's one per piece code. */
    uint64_t occ[COLOUR_NB];
    uint64_t occupied;
    const uint64_t *pieces;
    bool bishop_on[COLOUR_NB][2]; /* has a bishop on dark (0) / light (1) squares */
    /* Squares each side's knights, bishops, rooks and queens attack,
     * gathered by the piece pass while a threat term is on (the queens'
     * only then). */
    uint64_t piece_attacks[COLOUR_NB];
} ev_t;

/* An evaluation's state before its passes run: the context's tables and
 * switches, the board's masks, every sum at zero.  The pawn entry (pe)
 * is left for the caller. */
void ev_start(ev_t *e, const eval_ctx_t *ctx, const board_t *b, eval_trace_t *trace);

/* Record a term in the trace only (the caller has added it to the score). */
static inline void ev_add_trace(ev_t *e, int term, int c, int mg, int eg)
{
    e->trace->mg[term][c] += mg;
    e->trace->eg[term][c] += eg;
}

static inline void ev_add(ev_t *e, int term, int c, int mg, int eg)
{
    e->mg[c] += mg;
    e->eg[c] += eg;
    if (e->trace)
        ev_add_trace(e, term, c, mg, eg);
}

/* Square helpers (mailbox squares unless said otherwise). */
static inline int rel_sq(int c, int file, int rrank) { return sq_make(file, c == WHITE ? rrank : 7 - rrank); }
static inline int up(int c) { return c == WHITE ? NORTH : SOUTH; }
static inline int sq_dist(int a, int b)
{
    return imax(iabs(sq_file(a) - sq_file(b)), iabs(sq_rank(a) - sq_rank(b)));
}
/* How far a square lies from the four centre squares, by file and by
 * rank: 0 on the d/e files (4th/5th ranks), 3 on the edge. */
static inline int centre_file_dist(int sq) { return imax(3 - sq_file(sq), sq_file(sq) - 4); }
static inline int centre_rank_dist(int sq) { return imax(3 - sq_rank(sq), sq_rank(sq) - 4); }
/* sq_dist and the larger of the two centre distances for 0..63 indices,
 * for the passes that walk the masks. */
static inline int sq64_dist(int a, int b)
{
    return imax(iabs(sq64_file(a) - sq64_file(b)), iabs(sq64_rank(a) - sq64_rank(b)));
}
static inline int centre_dist64(int s64)
{
    int f = sq64_file(s64), r = sq64_rank(s64);
    return imax(imax(3 - f, f - 4), imax(3 - r, r - 4));
}
/* The largest king distance (sq_dist) and the largest file-plus-rank
 * distance between two squares: a corner to the opposite one. */
enum { SQ_DIST_MAX = 7, SQ_MANHATTAN_MAX = 14 };
/* The number of entries of a list parameter (P_LIST in params.def), from
 * the size params_t declares it with. */
#define PARAM_LEN(P, key) ((int)(sizeof (P)->key / sizeof (P)->key[0]))
/* The units of summed attack strength each ATTACK_TABLE entry covers, as
 * params.def documents the list (0-3, 4-7, ...): king.c and fabchess.c. */
enum { ATTACK_TABLE_STEP = 4 };
static inline int sq_colour(int sq) { return (sq_file(sq) + sq_rank(sq)) & 1; } /* 1 = light */
/* The light squares (sq_colour 1) as a 64-square mask. */
static inline uint64_t light_squares(void) { return 0x55AA55AA55AA55AAull; }
/* Does a mask hold at least two squares? */
static inline bool two_or_more(uint64_t m) { return (m & (m - 1)) != 0; }
static inline int piece_at(const board_t *b, int c, int type, int sq) { return b->sq[sq] == make_piece(c, type); }
/* popcount64_hw: popcount64 (util/numbers.h) for the piece pass, the one
 * place that counts bits often enough for the popcnt instruction to show
 * in bench nps (every mobility and king-zone hit).  It is kept as a member
 * of the popcount64 family rather than folded into it because only code
 * built for the instruction should use the builtin: elsewhere it is a
 * library call, slower than popcount64's counting by halves (the default
 * clone below pays that only on a CPU without popcnt).  Where
 * configure found target_clones (HAVE_POPCNT_CLONES; files using this
 * include config.h first), eval_pieces is built twice, with and without
 * the popcnt instruction, and the loader picks the one this CPU runs;
 * popcount64_hw is then the builtin, one instruction in that clone, and
 * the piece functions are forced inline so they are built into both
 * clones.  Where the loader cannot pick (MinGW-w64: HAVE_POPCNT_DISPATCH),
 * the pass is built twice all the same, once with POPCNT_TARGET, and a
 * run-time check of the CPU picks one (POPCNT_PASS below).  Elsewhere popcount64_hw
 * is popcount64 itself. */
#ifdef HAVE_POPCNT_CLONES
#define POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#define INTO_CLONES inline __attribute__((always_inline))
static inline int popcount64_hw(uint64_t x) { return __builtin_popcountll(x); }
#elif defined(HAVE_POPCNT_DISPATCH)
#define POPCNT_CLONES
#define POPCNT_TARGET __attribute__((target("popcnt")))
#define INTO_CLONES inline __attribute__((always_inline))
static inline __attribute__((always_inline)) int popcount64_hw(uint64_t x) { return __builtin_popcountll(x); }
#else
#define POPCNT_CLONES
#define INTO_CLONES inline
static inline int popcount64_hw(uint64_t x) { return popcount64(x); }
#endif
/* POPCNT_PASS(name, body): a static void name(ev_t *e) that runs the
 * INTO_CLONES function body(e) built with the popcnt instruction on a CPU
 * that has it and without it elsewhere: by target clones, or, where the
 * loader cannot pick, built twice with one load and test of the CPU model
 * libgcc fills at start-up choosing between them. */
#ifdef POPCNT_TARGET
#define POPCNT_PASS(name, body)                                    \
    POPCNT_TARGET static void name##_popcnt(ev_t *e) { body(e); } \
    static void name##_plain(ev_t *e) { body(e); }                \
    static void name(ev_t *e)                                     \
    {                                                             \
        if (__builtin_cpu_supports("popcnt"))                     \
            name##_popcnt(e);                                     \
        else                                                      \
            name##_plain(e);                                      \
    }
#else
#define POPCNT_PASS(name, body) POPCNT_CLONES static void name(ev_t *e) { body(e); }
#endif
/* A step written once for a colour c (rel_sq, up, make_piece) and called
 * once per colour with a constant, not from a loop: inlined, its squares
 * and piece codes fold to constants. */
#if defined(__GNUC__)
#define PER_COLOUR inline __attribute__((always_inline))
#else
#define PER_COLOUR inline
#endif

/* Index into a 64-entry params list written rank 8 first, White's view. */
static inline int pst_index(int sq, int c)
{
    return sq64_make(sq_file(sq), 7 - sq_relative_rank(sq, c));
}

/* pawns.c */
/* The pawn part for key (the pawns alone), then the kings' part on top. */
void eval_pawns_compute(const params_t *P, const board_t *b, uint64_t key, pawn_entry_t *pe, ev_t *trace_ev);
void eval_pawn_kings(const params_t *P, const board_t *b, const pawn_entry_t *pe, king_pawn_entry_t *ke,
                     ev_t *trace_ev);
/* The pawn shield of c's king (own: c's pawns), unscaled. */
int eval_shelter(const params_t *P, const board_t *b, uint64_t own, int c);
/* pieces.c */
void eval_material(ev_t *e);
void eval_pieces(ev_t *e);
pieces_switches_t eval_pieces_switches(const params_t *P);
/* threats.c */
/* Is any term of threats.c on, the terms read from the maps of attacked
 * squares (then the piece pass gathers the maps)?  Not to be confused
 * with the piece pass's own attacks on stronger pieces and safe checks. */
bool eval_threat_maps_on(const params_t *P);
void eval_threats(ev_t *e);
/* king.c */
void eval_king(ev_t *e);
/* patterns.c */
void eval_patterns(ev_t *e);
/* fabchess.c: the FabChess page's own terms, all off by default. */
bool eval_fabchess_on(const params_t *P);
void eval_fabchess(ev_t *e);
/* endgame.c */
void kpk_init(void);
/* Final score (White's view) after endgame knowledge: scaling and draws. */
int eval_endgame_adjust(ev_t *e, int score);
void eval_endgame_terms(ev_t *e);

#endif
