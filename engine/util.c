/* util.c -- clock and string helpers. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util.h"

int64_t time_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

int64_t time_now_ms(void)
{
    return time_now_us() / 1000;
}

bool parse_int(const char *s, long lo, long hi, long *out)
{
    if (!s || !*s)
        return false;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

bool join_args(int argc, char **argv, int from, char *out, size_t outlen)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = from; i < argc; i++) {
        size_t n = strlen(argv[i]);
        if (used + n + 2 > outlen)
            return false;
        if (used)
            out[used++] = ' ';
        memcpy(out + used, argv[i], n + 1);
        used += n;
    }
    return true;
}
