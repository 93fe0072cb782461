/* test_tap.c -- self-test of tests/tap.h, the TAP helper every C unit test
 * uses.  The passing paths are checked directly; the failing paths are
 * checked by running this same program in a "demo" mode through popen() and
 * reading what it printed and how it exited, so a deliberate failure never
 * pollutes our own TAP stream.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tap.h"

/* How popen() runs a command and how pclose() reports its exit.  This
 * program links nothing but the C library (tap.h must stand alone), so
 * the one difference between the systems is spelled out here:
 * Windows' cmd.exe takes the outer quotes off a command that starts with
 * one, and its _pclose() gives the exit code itself. */
#ifdef _WIN32
#define DEMO_COMMAND "\"\"%s\" --demo %s\""
#define EXIT_CODE(status) (status)
#else
#include <sys/wait.h>
#define DEMO_COMMAND "'%s' --demo %s"
#define EXIT_CODE(status) (WIFEXITED(status) ? WEXITSTATUS(status) : -1)
#endif

/* demo(): the scenarios run in a child; each returns the exit status. */
static int demo(const char *mode)
{
    if (strcmp(mode, "fail") == 0) {
        plan(3);
        ok(1, "first passes");
        is_int(1, 2, "one is two");
        is_str("abc", "abd", "strings differ");
        return done_testing();
    }
    if (strcmp(mode, "short") == 0) { /* plan says 3, only 1 runs */
        plan(3);
        ok(1, "only one");
        return done_testing();
    }
    if (strcmp(mode, "noplan") == 0) {
        ok(1, "a");
        ok(1, "b %d", 2);
        skip(1, "not here");
        ok(1, "mate with Qh7# SKIP nothing");
        return done_testing();
    }
    if (strcmp(mode, "null") == 0) {
        is_str(NULL, "x", "null is not x");
        return done_testing();
    }
    if (strcmp(mode, "skipall") == 0)
        skip_all("nothing to test here");
    return 99;
}

/* run(): run a demo mode, capture its stdout into out, return exit status. */
static int run(const char *self, const char *mode, char *out, size_t size)
{
    char cmd[1024];
    size_t used = 0, n;
    snprintf(cmd, sizeof cmd, DEMO_COMMAND, self, mode);
    FILE *p = popen(cmd, "r");
    if (!p)
        return -1;
    while (used + 1 < size && (n = fread(out + used, 1, size - 1 - used, p)) > 0)
        used += n;
    out[used] = '\0';
    int status = pclose(p);
    return status == -1 ? -1 : EXIT_CODE(status);
}

int main(int argc, char **argv)
{
    char out[4096];

    if (argc == 3 && strcmp(argv[1], "--demo") == 0)
        return demo(argv[2]);

    plan(21);

    ok(ok(1, "ok returns 1 on a pass"), "ok's return value is true");
    is_int(is_int(42, 42, "is_int equal"), 1, "is_int returns 1 on a pass");
    is_int(is_str("e2e4", "e2e4", "is_str equal"), 1, "is_str returns 1 on a pass");
    is_str(NULL, NULL, "is_str: NULL equals NULL");

    is_int(run(argv[0], "fail", out, sizeof out), 1, "failures give exit status 1");
    ok(strstr(out, "1..3\n") == out, "plan line comes first");
    ok(strstr(out, "ok 1 - first passes\n") != NULL, "a pass is printed as ok");
    ok(strstr(out, "not ok 2 - one is two\n") != NULL, "a failure is printed as not ok");
    ok(strstr(out, "got: 1\n") && strstr(out, "expected: 2\n"), "is_int shows got and expected");
    ok(strstr(out, "got: 'abc'") && strstr(out, "expected: 'abd'"), "is_str shows both strings");

    is_int(run(argv[0], "short", out, sizeof out), 1, "running fewer tests than planned fails");

    is_int(run(argv[0], "noplan", out, sizeof out), 0, "no plan and all passing exits 0");
    ok(strstr(out, "ok 2 - b 2\n") != NULL, "ok formats its name printf-style");
    ok(strstr(out, "ok 3 # SKIP not here\n") != NULL, "skip prints a SKIP directive");
    ok(strstr(out, "ok 4 - mate with Qh7\\# SKIP nothing\n") != NULL, "a '#' in a name is escaped");
    ok(strstr(out, "\n1..4\n") != NULL, "done_testing prints a trailing plan");

    is_int(run(argv[0], "null", out, sizeof out), 1, "is_str(NULL, \"x\") fails");

    is_int(run(argv[0], "skipall", out, sizeof out) == 0 &&
               strcmp(out, "1..0 # SKIP nothing to test here\n") == 0,
           1, "skip_all prints the skip plan and exits 0");

    return done_testing();
}
