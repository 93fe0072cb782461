/* util.c -- clock and string helpers. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util/util.h"

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

bool parse_int64(const char *s, int64_t lo, int64_t hi, int64_t *out)
{
    if (!s || !*s)
        return false;
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    *out = (int64_t)v;
    return true;
}

bool parse_int(const char *s, long lo, long hi, long *out)
{
    int64_t v;
    if (!parse_int64(s, lo, hi, &v))
        return false;
    *out = (long)v;
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

char *str_trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

int edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 63 || lb > 63)
        return 99;
    int row[64];
    for (size_t j = 0; j <= lb; j++)
        row[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int up = row[j];
            int best = diag + (tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]));
            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

/* The length of the synopsis word at s: up to the first space outside
 * brackets. */
static size_t synopsis_word(const char *s)
{
    int depth = 0;
    size_t n = 0;
    for (; s[n] && (s[n] != ' ' || depth > 0); n++) {
        if (s[n] == '[' || s[n] == '(')
            depth++;
        else if ((s[n] == ']' || s[n] == ')') && depth > 0)
            depth--;
    }
    return n;
}

void print_synopsis(FILE *out, const char *lead, const char *synopsis)
{
    enum { WIDTH = 79 };
    int column = fprintf(out, "%s", lead);
    int indent = column + (int)synopsis_word(synopsis) + 1;
    const char *word = synopsis;
    bool line_start = true;
    while (*word) {
        size_t len = synopsis_word(word);
        if (!line_start && column + 1 + (int)len > WIDTH) {
            fprintf(out, "\n%*s", indent, "");
            column = indent;
            line_start = true;
        }
        column += fprintf(out, "%s%.*s", line_start ? "" : " ", (int)len, word);
        line_start = false;
        word += len;
        while (*word == ' ')
            word++;
    }
    fputc('\n', out);
}
