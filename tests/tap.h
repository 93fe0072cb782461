/* tap.h -- a tiny header-only TAP producer for Acolyte's C unit tests.
 *
 * A test program prints the Test Anything Protocol on stdout; `make check`
 * reads it through Automake's tap-driver.sh.  Typical use:
 *
 *     #include "tap.h"
 *     int main(void)
 *     {
 *         plan(2);                                  // or no plan at all
 *         ok(1 + 1 == 2, "addition works");
 *         is_int(perft(&b, 1), 20, "perft 1 from the start");
 *         return done_testing();                    // 0 only if all passed
 *     }
 *
 * ok() takes a printf format and returns whether the check passed, so a test
 * can stop early: `if (!ok(p != NULL, "allocated")) return done_testing();`.
 * Diagnostics ("# ...") go to stdout, interleaved with the results, and end up
 * in the test's .log file.  One test program = one translation unit including
 * this header (all state is file-static).
 */
#ifndef ACOLYTE_TAP_H
#define ACOLYTE_TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__MINGW32__)
/* MinGW's own printf (__USE_MINGW_ANSI_STDIO) follows GNU's rules. */
#define TAP_PRINTF_(f, a) __attribute__((format(gnu_printf, f, a)))
#elif defined(__GNUC__)
#define TAP_PRINTF_(f, a) __attribute__((format(printf, f, a)))
#else
#define TAP_PRINTF_(f, a)
#endif

static int tap_planned_ = -1; /* -1 until plan() is called */
static int tap_run_;          /* tests run so far */
static int tap_failed_;       /* of which failed */

/* plan(): announce how many tests will run; call at most once, first. */
static inline void plan(int n)
{
    tap_planned_ = n;
    printf("1..%d\n", n);
    fflush(stdout);
}

/* diag(): a "# ..." comment line, for context after a failure. */
static inline TAP_PRINTF_(1, 2) void diag(const char *fmt, ...)
{
    va_list ap;
    fputs("# ", stdout);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    fputc('\n', stdout);
    fflush(stdout);
}

/* tap_vok_(): record one result; the name is a printf format.  A '#' in the
 * name is escaped, or TAP would read "Qh7# SKIP..." as a directive. */
static inline int tap_vok_(int pass, const char *file, int line, const char *fmt, va_list ap)
{
    char name[1024];
    vsnprintf(name, sizeof name, fmt, ap);
    tap_run_++;
    if (!pass)
        tap_failed_++;
    printf("%sok %d - ", pass ? "" : "not ", tap_run_);
    for (const char *c = name; *c; c++) {
        if (*c == '#')
            putchar('\\');
        putchar(*c == '\n' ? ' ' : *c);
    }
    putchar('\n');
    if (!pass)
        printf("#   failed at %s:%d\n", file, line);
    fflush(stdout);
    return pass;
}

static inline TAP_PRINTF_(4, 5) int tap_ok_(int pass, const char *file, int line, const char *fmt,
                                            ...)
{
    va_list ap;
    va_start(ap, fmt);
    pass = tap_vok_(pass, file, line, fmt, ap);
    va_end(ap);
    return pass;
}

/* ok(cond, fmt, ...): pass when cond is true; returns 1 or 0. */
#define ok(cond, ...) tap_ok_(!!(cond), __FILE__, __LINE__, __VA_ARGS__)

/* is_int(got, want, name): integer equality, showing both on failure. */
static inline int tap_is_int_(long long got, long long want, const char *name, const char *file,
                              int line)
{
    int pass = tap_ok_(got == want, file, line, "%s", name);
    if (!pass) {
        printf("#          got: %lld\n", got);
        printf("#     expected: %lld\n", want);
        fflush(stdout);
    }
    return pass;
}
#define is_int(got, want, name)                                                                    \
    tap_is_int_((long long)(got), (long long)(want), (name), __FILE__, __LINE__)

/* is_str(got, want, name): string equality (NULL equals only NULL). */
static inline int tap_is_str_(const char *got, const char *want, const char *name, const char *file,
                              int line)
{
    int same = (got == NULL || want == NULL) ? got == want : strcmp(got, want) == 0;
    int pass = tap_ok_(same, file, line, "%s", name);
    if (!pass) {
        printf("#          got: %s%s%s\n", got ? "'" : "", got ? got : "NULL", got ? "'" : "");
        printf("#     expected: %s%s%s\n", want ? "'" : "", want ? want : "NULL", want ? "'" : "");
        fflush(stdout);
    }
    return pass;
}
#define is_str(got, want, name) tap_is_str_((got), (want), (name), __FILE__, __LINE__)

/* skip(n, reason): count n planned tests as skipped (they pass). */
static inline void skip(int n, const char *reason)
{
    for (int i = 0; i < n; i++) {
        tap_run_++;
        printf("ok %d # SKIP %s\n", tap_run_, reason);
    }
    fflush(stdout);
}

/* skip_all(reason): the whole program does not apply here; exits 0. */
static inline void skip_all(const char *reason)
{
    printf("1..0 # SKIP %s\n", reason);
    fflush(stdout);
    exit(0);
}

/* bail_out(reason): stop the whole test run (something is badly wrong). */
static inline void bail_out(const char *reason)
{
    printf("Bail out! %s\n", reason);
    fflush(stdout);
    exit(1);
}

/* tap_temp_template(buf, len, name): "$TMPDIR/acolyte-NAME.XXXXXX", a
 * template for mkstemp() or platform_make_temp_dir(): a C test writes where
 * the shell tests' scratch_dir does, never to a fixed place.  Without
 * TMPDIR: $TEMP (Windows always sets it), else /tmp.  Bails out when the
 * path does not fit. */
static inline void tap_temp_template(char *buf, size_t len, const char *name)
{
    const char *dir = getenv("TMPDIR");
    if (!dir || !*dir)
        dir = getenv("TEMP");
    if (!dir || !*dir)
        dir = "/tmp";
    int n = snprintf(buf, len, "%s/acolyte-%s.XXXXXX", dir, name);
    if (n < 0 || (size_t)n >= len)
        bail_out("TMPDIR is too long for a temporary file name");
}

/* done_testing(): print the plan if none was given, then return the exit
 * status: 0 when every test passed and the count matches the plan. */
static inline int done_testing(void)
{
    if (tap_planned_ < 0) {
        printf("1..%d\n", tap_run_);
        tap_planned_ = tap_run_;
    }
    if (tap_run_ != tap_planned_)
        printf("# planned %d tests but ran %d\n", tap_planned_, tap_run_);
    if (tap_failed_)
        printf("# failed %d of %d tests\n", tap_failed_, tap_run_);
    fflush(stdout);
    return (tap_failed_ == 0 && tap_run_ == tap_planned_) ? 0 : 1;
}

#endif /* ACOLYTE_TAP_H */
