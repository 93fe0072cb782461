/* util.h -- small helpers every part uses: the clock, numbers and strings. */
#ifndef ACOLYTE_UTIL_H
#define ACOLYTE_UTIL_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Monotonic milliseconds (for timing searches and benchmarks). */
int64_t time_now_ms(void);
/* Monotonic microseconds. */
int64_t time_now_us(void);

/* Parse a whole decimal integer in [lo, hi]; false on junk or overflow. */
bool parse_int(const char *s, long lo, long hi, long *out);
/* The same for 64-bit numbers (long has 32 bits on Windows). */
bool parse_int64(const char *s, int64_t lo, int64_t hi, int64_t *out);

/* Join argv[from..argc-1] with single spaces into out (for FENs given as
 * several shell words).  Returns false if it does not fit. */
bool join_args(int argc, char **argv, int from, char *out, size_t outlen);

/* Strip white space from both ends of s in place; returns the new start. */
char *str_trim(char *s);

/* Case-insensitive Levenshtein distance between two names, for "did you
 * mean" suggestions; 99 for names longer than 63 characters. */
int edit_distance(const char *a, const char *b);

/* lead, then a command synopsis such as "epd FILE --time MS [--hash MB]",
 * broken to fit 79 columns.  It breaks only at spaces outside [] and (),
 * so an option stays with its value, and continuation lines start under
 * the synopsis's second word. */
void print_synopsis(FILE *out, const char *lead, const char *synopsis);

#endif
