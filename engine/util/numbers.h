/* numbers.h -- the small number helpers every layer shares, each written
 * once: absolute value, minimum and maximum (int and int64_t), the bit
 * count of a 64-bit mask, and the splitmix64 generator.  All inline: they
 * sit in the evaluation's and the search's inner loops.
 */
#ifndef ACOLYTE_NUMBERS_H
#define ACOLYTE_NUMBERS_H

#include <stdint.h>

static inline int iabs(int x) { return x < 0 ? -x : x; }
static inline int imax(int a, int b) { return a > b ? a : b; }
static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int64_t imax64(int64_t a, int64_t b) { return a > b ? a : b; }
static inline int64_t imin64(int64_t a, int64_t b) { return a < b ? a : b; }

/* The number of set bits of x, counted by halves rather than with
 * __builtin_popcountll: without a -mpopcnt build that becomes a library
 * call.  (The evaluation's piece pass uses the instruction where the CPU
 * has it: popcount64_hw in eval/eval_internal.h, the same count.) */
static inline int popcount64(uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((x * 0x0101010101010101ull) >> 56);
}

/* splitmix64 (Steele, Lea and Flood, 2014): advances *state and returns
 * the next 64 random bits.  Its whole state is one word and every seed,
 * even 0, is fine; splitmix64(&x) on a copy x also serves as a hash that
 * mixes every bit of x into every bit of the result. */
static inline uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

#endif
