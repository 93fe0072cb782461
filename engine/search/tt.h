/* tt.h -- the transposition table shared by every search thread.
 *
 * Buckets of four 16-byte entries fill one 64-byte cache line.  An entry
 * is two 64-bit words, stored and loaded with relaxed atomics so Lazy SMP
 * threads may race on it without undefined behaviour: the first word is
 * the position key XOR the second, so a torn entry (one word from each of
 * two writers) fails the key check and reads as a miss.  Callers must
 * still check that a stored move is legal: a full-key collision is
 * possible, and the move is kept in 17 bits (from, to, promotion).
 */
#ifndef ACOLYTE_TT_H
#define ACOLYTE_TT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/types.h"

typedef struct {
    _Atomic uint64_t check; /* key ^ data */
    _Atomic uint64_t data;
} tt_entry_t;

enum { TT_BUCKET = 4 };

typedef struct {
    tt_entry_t e[TT_BUCKET];
} tt_bucket_t;

typedef struct {
    tt_bucket_t *buckets;
    uint64_t mask;         /* bucket count - 1 (a power of two) */
    size_t mb;             /* size asked for */
    uint8_t generation;    /* 0..31, bumped by each new search */
} tt_t;

/* What a probe found. */
typedef struct {
    move_t move;  /* from/to/promotion bits only (17 bits), MOVE_NONE if none */
    score_t score;/* already converted to be relative to the probing node */
    score_t eval; /* static evaluation stored with it, SCORE_NONE if none */
    int depth;
    int bound;    /* BOUND_EXACT / BOUND_LOWER / BOUND_UPPER (engine.h) */
} tt_hit_t;

/* Allocate mb megabytes (rounded down to a power of two of buckets, at
 * least one MB).  false on allocation failure (the table is left empty). */
bool tt_init(tt_t *tt, size_t mb);
/* Resize; on failure the old table stays.  Clears the table. */
bool tt_resize(tt_t *tt, size_t mb);
void tt_free(tt_t *tt);
void tt_clear(tt_t *tt);
/* A new search starts: older entries become preferred victims. */
void tt_new_search(tt_t *tt);

/* Where the data word (tt.c) keeps the bound plus one: 0 there marks an
 * empty entry. */
enum { TT_BOUND_SHIFT = 57 };
/* The bound of an entry's data word, -1 for an empty entry. */
static inline int tt_data_bound(uint64_t data) { return (int)(data >> TT_BOUND_SHIFT & 3) - 1; }
/* An entry's data word as a hit, for a probe at this ply. */
void tt_decode(uint64_t data, int ply, tt_hit_t *hit);
/* Look a key up; true with *hit filled when its bucket holds it.  The
 * bucket's search inline (every node probes), the decoding in tt.c. */
static inline bool tt_probe(const tt_t *tt, uint64_t key, int ply, tt_hit_t *hit)
{
    tt_bucket_t *bk = &tt->buckets[key & tt->mask];
    for (int i = 0; i < TT_BUCKET; i++) {
        uint64_t data = atomic_load_explicit(&bk->e[i].data, memory_order_relaxed);
        uint64_t check = atomic_load_explicit(&bk->e[i].check, memory_order_relaxed);
        if ((check ^ data) == key && tt_data_bound(data) >= 0) {
            tt_decode(data, ply, hit);
            return true;
        }
    }
    return false;
}
void tt_store(tt_t *tt, uint64_t key, int ply, move_t move, score_t score, score_t eval,
              int depth, int bound);
/* Prefetch the bucket of a key (a hint; harmless if unsupported). */
static inline void tt_prefetch(const tt_t *tt, uint64_t key)
{
#if defined(__GNUC__)
    __builtin_prefetch(&tt->buckets[key & tt->mask]);
#else
    (void)tt;
    (void)key;
#endif
}

/* Per-mille of the first thousand buckets' entries used by this search. */
int tt_hashfull(const tt_t *tt);

/* The 17 bits of a move the table keeps: compare moves with this. */
static inline move_t tt_move_bits(move_t m) { return m & 0x1FFFFu; }

#endif
