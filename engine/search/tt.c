/* tt.c -- the shared transposition table (see tt.h for the layout).
 *
 * Entry data word, low bit first:
 *   move 17 | score 16 | eval 16 | depth+DEPTH_BIAS 8 | bound+1 2 | generation 5
 * A zero bound field means "empty".  Mate scores are stored relative to the
 * node (distance from here, not from the root) and converted back on probe,
 * so a mate found through a transposition is reported at the right distance.
 */
#include "search/tt.h"

#include <stdlib.h>
#include <string.h>

#include "search/search_types.h"
#include "util/platform.h"

enum { DEPTH_BIAS = 16, GEN_MASK = 31 };

static uint64_t pack(move_t move, score_t score, score_t eval, int depth, int bound, int gen)
{
    int d = depth + DEPTH_BIAS;
    if (d < 0)
        d = 0;
    if (d > 255)
        d = 255;
    return (uint64_t)tt_move_bits(move)
         | (uint64_t)(uint16_t)(int16_t)score << 17
         | (uint64_t)(uint16_t)(int16_t)eval << 33
         | (uint64_t)d << 49
         | (uint64_t)(bound + 1) << TT_BOUND_SHIFT
         | (uint64_t)(gen & GEN_MASK) << 59;
}

static move_t d_move(uint64_t d) { return (move_t)(d & 0x1FFFF); }
static score_t d_score(uint64_t d) { return (int16_t)(uint16_t)(d >> 17); }
static score_t d_eval(uint64_t d) { return (int16_t)(uint16_t)(d >> 33); }
static int d_depth(uint64_t d) { return (int)(d >> 49 & 255) - DEPTH_BIAS; }
static int d_gen(uint64_t d) { return (int)(d >> 59 & GEN_MASK); }
/* (The bound's decoder, tt_data_bound, is in tt.h: the inline probe reads it.) */

static score_t to_tt(score_t s, int ply)
{
    if (s >= SCORE_MATE_BOUND)
        return s + ply;
    if (s <= -SCORE_MATE_BOUND)
        return s - ply;
    return s;
}

static score_t from_tt(score_t s, int ply)
{
    if (s >= SCORE_MATE_BOUND)
        return s - ply;
    if (s <= -SCORE_MATE_BOUND)
        return s + ply;
    return s;
}

static size_t bucket_count_for(size_t mb)
{
    if (mb < 1)
        mb = 1;
    size_t want = mb * 1024 * 1024 / sizeof(tt_bucket_t);
    size_t n = 1;
    while (n * 2 <= want)
        n *= 2;
    return n;
}

bool tt_init(tt_t *tt, size_t mb)
{
    memset(tt, 0, sizeof *tt);
    return tt_resize(tt, mb);
}

bool tt_resize(tt_t *tt, size_t mb)
{
    size_t n = bucket_count_for(mb);
    void *mem = NULL;
    size_t bytes = n * sizeof(tt_bucket_t);
    /* Cache-line alignment keeps a bucket in one line; 2 MB alignment
     * lets the kernel back a large table with huge pages, which saves a
     * TLB miss on most probes. */
    size_t align = bytes >= (2u << 20) ? (2u << 20) : 64;
    mem = platform_aligned_alloc(align, bytes);
    if (!mem)
        return false;
    if (align > 64)
        platform_advise_huge_pages(mem, bytes);
    platform_aligned_free(tt->buckets);
    tt->buckets = mem;
    tt->mask = n - 1;
    tt->mb = mb;
    tt_clear(tt);
    return true;
}

void tt_free(tt_t *tt)
{
    platform_aligned_free(tt->buckets);
    tt->buckets = NULL;
    tt->mask = 0;
}

void tt_clear(tt_t *tt)
{
    if (tt->buckets)
        memset(tt->buckets, 0, (tt->mask + 1) * sizeof(tt_bucket_t));
    tt->generation = 0;
}

void tt_new_search(tt_t *tt)
{
    tt->generation = (uint8_t)((tt->generation + 1) & GEN_MASK);
}

void tt_decode(uint64_t data, int ply, tt_hit_t *hit)
{
    hit->move = d_move(data);
    hit->score = from_tt(d_score(data), ply);
    hit->eval = d_eval(data);
    hit->depth = d_depth(data);
    hit->bound = tt_data_bound(data);
}

void tt_store(tt_t *tt, uint64_t key, int ply, move_t move, score_t score, score_t eval,
              int depth, int bound)
{
    tt_bucket_t *bk = &tt->buckets[key & tt->mask];
    int gen = tt->generation;
    tt_entry_t *victim = NULL;
    int worst = 1 << 30;
    for (int i = 0; i < TT_BUCKET; i++) {
        tt_entry_t *en = &bk->e[i];
        uint64_t data = atomic_load_explicit(&en->data, memory_order_relaxed);
        uint64_t check = atomic_load_explicit(&en->check, memory_order_relaxed);
        if (tt_data_bound(data) < 0) {
            if (!victim || worst > -1000) {
                victim = en;
                worst = -1000; /* an empty slot beats anything but the same key */
            }
            continue;
        }
        if ((check ^ data) == key) {
            /* Same position: keep a deeper exact result from this search
             * unless the new one is exact too, and keep the old move when
             * the new search has none. */
            if (bound != BOUND_EXACT && d_gen(data) == gen && d_depth(data) > depth + 3)
                return;
            if (move == MOVE_NONE)
                move = d_move(data);
            victim = en;
            break;
        }
        /* Prefer to replace shallow entries and those of older searches. */
        int age = (gen - d_gen(data)) & GEN_MASK;
        int value = d_depth(data) - 8 * age;
        if (value < worst) {
            worst = value;
            victim = en;
        }
    }
    uint64_t data = pack(move, to_tt(score, ply), eval, depth, bound, gen);
    atomic_store_explicit(&victim->data, data, memory_order_relaxed);
    atomic_store_explicit(&victim->check, key ^ data, memory_order_relaxed);
}

int tt_hashfull(const tt_t *tt)
{
    int used = 0, total = 0;
    uint64_t nb = tt->mask + 1 < 250 ? tt->mask + 1 : 250;
    for (uint64_t b = 0; b < nb; b++)
        for (int i = 0; i < TT_BUCKET; i++) {
            uint64_t data = atomic_load_explicit(&tt->buckets[b].e[i].data, memory_order_relaxed);
            total++;
            if (tt_data_bound(data) >= 0 && d_gen(data) == tt->generation)
                used++;
        }
    return total ? used * 1000 / total : 0;
}
