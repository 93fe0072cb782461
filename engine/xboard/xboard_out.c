/* xboard_out.c -- everything the xboard front end prints.
 *
 * Both the main thread and the search thread (thinking lines) write to
 * stdout, so every line is formatted first and then written and flushed
 * under one mutex: a line is never interleaved with another, and nothing
 * waits in a stdio buffer (spec section 6).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/moves.h"
#include "core/notation.h"
#include "util/util.h"
#include "xboard/xboard_internal.h"

enum { LINE_MAX_OUT = 8192 };

static void send_text(xb_t *xb, const char *text)
{
    pthread_mutex_lock(&xb->out_lock);
    fputs(text, stdout);
    fputc('\n', stdout);
    fflush(stdout);
    pthread_mutex_unlock(&xb->out_lock);
}

void xb_send(xb_t *xb, const char *fmt, ...)
{
    char buf[LINE_MAX_OUT];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    send_text(xb, buf);
}

void xb_debug(xb_t *xb, const char *fmt, ...)
{
    if (!xb->options.debug_ok)
        return;
    char buf[LINE_MAX_OUT];
    buf[0] = '#', buf[1] = ' ';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + 2, sizeof buf - 2, fmt, ap);
    va_end(ap);
    send_text(xb, buf);
}

/* Shorten the first path in s that has a directory left: its leading
 * directory becomes ".../" ("~/a/b/x.ini" -> ".../a/b/x.ini", at last
 * ".../x.ini").  False when no path has one. */
static bool trim_directory(char *s, size_t cap)
{
    for (char *r = s; *r;) {
        size_t n = strcspn(r, " ");
        char *p = r;
        if (*p == '(' || *p == '\'')
            p++; /* an opening bracket or quote stays */
        if (strncmp(p, ".../", 4) == 0)
            p += 4;
        char *slash = memchr(p, '/', (size_t)(r + n - p));
        if (slash && slash + 1 < r + n) {
            /* p..slash is one directory: replace it with ".../" */
            char *from = slash + 1, *to = p;
            if (to >= r + 4 && strncmp(to - 4, ".../", 4) == 0) {
                memmove(to, from, strlen(from) + 1);
            } else if (from - to >= 4) {
                memcpy(to, ".../", 4);
                memmove(to + 4, from, strlen(from) + 1);
            } else {
                size_t grow = 4 - (size_t)(from - to);
                if (strlen(s) + grow >= cap)
                    return false;
                memmove(from + grow, from, strlen(from) + 1);
                memcpy(to, ".../", 4);
            }
            return true;
        }
        r += n;
        while (*r == ' ')
            r++;
    }
    return false;
}

void xb_dialog_text(const char *text, const char *suffix, char *out)
{
    char buf[LINE_MAX_OUT];
    size_t room = XB_DIALOG_MAX - strlen(suffix);
    if (strlen(suffix) > XB_DIALOG_MAX / 2)
        suffix = "", room = XB_DIALOG_MAX;
    /* The home directory as ~ first: the path stays whole. */
    const char *home = getenv("HOME");
    size_t hl = home ? strlen(home) : 0;
    size_t used = 0;
    for (const char *r = text; *r && used + 1 < sizeof buf;) {
        if (hl > 1 && strncmp(r, home, hl) == 0 && r[hl] == '/') {
            buf[used++] = '~';
            r += hl;
        } else {
            buf[used++] = *r++;
        }
    }
    buf[used] = '\0';
    while (strlen(buf) > room && trim_directory(buf, sizeof buf))
        ;
    if (strlen(buf) > room) {
        size_t cut = room - 3;
        while (cut > room / 2 && buf[cut] != ' ')
            cut--; /* at a word's end */
        if (buf[cut] != ' ')
            cut = room - 3;
        while (cut > 0 && ((unsigned char)buf[cut] & 0xC0) == 0x80)
            cut--; /* not inside a UTF-8 character */
        memcpy(buf + cut, "...", 4);
    }
    snprintf(out, XB_DIALOG_MAX + 1, "%s%s", buf, suffix);
}

void xb_file_error(const char *msg, char *out, size_t len)
{
    /* "PATH:LINE: reason" -> "BASE, line LINE: reason" */
    for (const char *c = strchr(msg, ':'); c; c = strchr(c + 1, ':')) {
        size_t digits = strspn(c + 1, "0123456789");
        if (digits == 0 || strncmp(c + 1 + digits, ": ", 2) != 0)
            continue;
        const char *base = msg;
        for (const char *q = msg; q < c; q++)
            if (*q == '/' || *q == '\\')
                base = q + 1;
        /* The key alone: the line says where it is. */
        const char *reason = c + 3 + digits;
        if (*reason == '[' && strstr(reason, "] "))
            reason = strstr(reason, "] ") + 2;
        snprintf(out, len, "%.*s, line %.*s: %s", (int)(c - base), base, (int)digits, c + 1, reason);
        return;
    }
    /* No line: the reason alone, without the directories searched. */
    const char *searched = strstr(msg, " (searched ");
    snprintf(out, len, "%.*s", searched ? (int)(searched - msg) : (int)strlen(msg), msg);
}

void xb_tell(xb_t *xb, bool error, const char *fmt, ...)
{
    char full[LINE_MAX_OUT], shown[XB_DIALOG_MAX + 1];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(full, sizeof full, fmt, ap);
    va_end(ap);
    const char *cmd = error ? "tellusererror" : "telluser";
    if (strlen(full) <= XB_DIALOG_MAX) {
        xb_send(xb, "%s %s", cmd, full);
        return;
    }
    xb_debug(xb, "%s", full);
    xb_dialog_text(full, "", shown);
    xb_send(xb, "%s %s", cmd, shown);
}

void xb_printable(const char *text, size_t textlen, char *out, size_t len)
{
    if (len == 0)
        return;
    /* Too long: keep the head and mark the cut with "...". */
    bool cut = textlen + 1 > len;
    size_t keep = cut ? (len > 4 ? len - 4 : 0) : textlen;
    size_t n = 0;
    for (; n < keep; n++) {
        unsigned char ch = (unsigned char)text[n];
        out[n] = (ch < 32 || ch == 127) ? '?' : (char)ch;
    }
    if (cut && len > 4) {
        memcpy(out + n, "...", 3);
        n += 3;
    }
    out[n] = '\0';
}

void xb_error(xb_t *xb, const char *why, const char *command)
{
    char echo[XB_ECHO_MAX + 1];
    xb_printable(command, strlen(command), echo, sizeof echo);
    xb_send(xb, "Error (%s): %s", why, echo);
}

void xb_quote_safe(char *s)
{
    for (; *s; s++)
        if (*s == '"' || *s == '\n' || *s == '\r')
            *s = '\'';
}

long xb_score(score_t s)
{
    /* Spec section 10: "Mate scores should be indicated as 100000 + N for
     * mate in N moves, and -100000 - N for mated in N moves". */
    if (s > SCORE_MATE_BOUND) {
        int plies = SCORE_MATE - s;
        return 100000L + (plies + 1) / 2;
    }
    if (s < -SCORE_MATE_BOUND) {
        int plies = SCORE_MATE + s;
        return -100000L - (plies + 1) / 2;
    }
    return s;
}

size_t xb_format_thinking(const search_info_t *info, const board_t *root, board_t *scratch,
                          move_t pv_prefix, char *out, size_t len)
{
    /* The optional fields (selective depth, speed, tbhits) sit between the
     * node count and a tab; the GUI reads the last of them as tbhits, the
     * first as selective depth and the second as speed (section 10). */
    int n = snprintf(out, len, "%d %ld %lld %llu %d %llu 0\t", info->depth, xb_score(info->score),
                     (long long)(info->time_ms / 10), (unsigned long long)info->nodes,
                     info->seldepth, (unsigned long long)info->nps);
    if (n < 0 || (size_t)n >= len)
        return len ? strlen(out) : 0;
    size_t used = (size_t)n;
    *scratch = *root;
    int count = 0;
    for (int i = -1; i < info->pv_length && i < MAX_PLY; i++) {
        move_t m = i < 0 ? pv_prefix : info->pv[i];
        if (m == MOVE_NONE) {
            if (i < 0)
                continue;
            break;
        }
        if (!moves_is_legal(scratch, m))
            break; /* a stale or corrupt PV entry: print what is sound */
        char san[MOVE_STR_MAX];
        move_to_san(scratch, m, san);
        size_t sl = strlen(san);
        if (used + sl + 3 >= len)
            break;
        if (count++)
            out[used++] = ' ';
        memcpy(out + used, san, sl);
        used += sl;
        board_make_move(scratch, m);
    }
    /* A score from a failed aspiration window is a bound, not a value. */
    if (info->bound == BOUND_UPPER && used + 1 < len)
        out[used++] = '?';
    else if (info->bound == BOUND_LOWER && used + 1 < len)
        out[used++] = '!';
    out[used] = '\0';
    return used;
}

void xb_san(xb_t *xb, const board_t *b, move_t m, char *out)
{
    /* scratch is shared with the thinking-line printer: take its lock. */
    pthread_mutex_lock(&xb->out_lock);
    *xb->search.scratch = *b;
    move_to_san(xb->search.scratch, m, out);
    pthread_mutex_unlock(&xb->out_lock);
}

void xb_on_info(void *ctx, const search_info_t *info)
{
    xb_t *xb = ctx;
    char line[LINE_MAX_OUT];
    pthread_mutex_lock(&xb->out_lock);
    xb->search.last_info = *info;
    xb->search.have_info = true;
    if (xb->options.post && info->multipv <= 1) {
        xb_format_thinking(info, xb->search.root, xb->search.scratch, xb->search.pv_prefix, line, sizeof line);
        fputs(line, stdout);
        fputc('\n', stdout);
        fflush(stdout);
    }
    pthread_mutex_unlock(&xb->out_lock);
}

void xb_on_done(void *ctx, move_t best, move_t ponder, const search_info_t *last)
{
    xb_t *xb = ctx;
    pthread_mutex_lock(&xb->inbox->lock);
    xb->done.pending = true;
    xb->done.best = best;
    xb->done.ponder = ponder;
    if (last)
        xb->done.info = *last;
    else
        memset(&xb->done.info, 0, sizeof xb->done.info);
    pthread_cond_broadcast(&xb->inbox->cond);
    pthread_mutex_unlock(&xb->inbox->lock);
}
