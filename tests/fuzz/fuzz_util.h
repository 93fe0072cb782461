/* fuzz_util.h -- helpers shared by Acolyte's libFuzzer targets.
 *
 * A fuzz target gets arbitrary bytes; these helpers turn them into the C
 * strings the engine's parsers take, and turn a broken invariant into an
 * abort() that libFuzzer records as a crash with the input that caused it.
 * Each target is one translation unit including this header.
 */
#ifndef ACOLYTE_FUZZ_UTIL_H
#define ACOLYTE_FUZZ_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* FUZZ_CHECK(cond, fmt, ...): an invariant of the code under test.  A
 * violation is a finding, exactly like a crash, so it aborts. */
#define FUZZ_CHECK(cond, ...)                                                                      \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "FUZZ_CHECK failed at %s:%d: %s\n  ", __FILE__, __LINE__, #cond);      \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

/* fuzz_string(): the input as a malloc'd NUL-terminated string.  Embedded
 * NULs stay, so the parser sees the text up to the first one (as it would
 * from any C caller).  Out of memory is not a finding: abort quietly. */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    if (size)
        memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

#endif
