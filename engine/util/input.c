/* input.c -- line reading on a raw file descriptor (see input.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/input.h"
#include "util/platform.h"

enum { CHUNK = 4096 };

struct line_reader {
    int fd;
    bool owns_fd;          /* closed with the reader */
    bool eof;
    char buf[CHUNK];
    size_t start, end;     /* unread bytes are buf[start..end) */
    bool have_peeked;
    input_line_t peeked;
};

line_reader_t *line_reader_new(int fd)
{
    line_reader_t *r = calloc(1, sizeof *r);
    if (r)
        r->fd = fd;
    return r;
}

line_reader_t *line_reader_new_owning(int fd)
{
    line_reader_t *r = line_reader_new(fd);
    if (r)
        r->owns_fd = true;
    return r;
}

void line_reader_free(line_reader_t *r)
{
    if (r && r->owns_fd)
        close(r->fd);
    free(r);
}

/* Refill the buffer; false at EOF or on a read error. */
static bool fill(line_reader_t *r)
{
    if (r->eof)
        return false;
    for (;;) {
        ssize_t n = read(r->fd, r->buf, sizeof r->buf);
        if (n > 0) {
            r->start = 0;
            r->end = (size_t)n;
            return true;
        }
        if (n < 0 && errno == EINTR)
            continue;
        r->eof = true;
        return false;
    }
}

static bool read_line(line_reader_t *r, input_line_t *line)
{
    bool got_any = false;
    line->length = 0;
    line->truncated = false;
    line->has_nul = false;
    for (;;) {
        if (r->start == r->end && !fill(r))
            break;
        got_any = true;
        char *nl = memchr(r->buf + r->start, '\n', r->end - r->start);
        size_t take = (nl ? (size_t)(nl - r->buf) : r->end) - r->start;
        for (size_t i = 0; i < take; i++) {
            char c = r->buf[r->start + i];
            if (c == '\0')
                line->has_nul = true;
            if (line->length < INPUT_LINE_MAX)
                line->text[line->length++] = c;
            else
                line->truncated = true;
        }
        r->start += take;
        if (nl) {
            r->start++; /* the newline itself */
            break;
        }
    }
    if (!got_any)
        return false;
    if (line->length > 0 && line->text[line->length - 1] == '\r')
        line->length--;
    line->text[line->length] = '\0';
    return true;
}

bool line_reader_next(line_reader_t *r, input_line_t *line)
{
    if (r->have_peeked) {
        *line = r->peeked;
        r->have_peeked = false;
        return true;
    }
    return read_line(r, line);
}

bool line_reader_peek(line_reader_t *r, input_line_t *line)
{
    if (!r->have_peeked) {
        if (!read_line(r, &r->peeked))
            return false;
        r->have_peeked = true;
    }
    *line = r->peeked;
    return true;
}

bool line_reader_ready(line_reader_t *r)
{
    if (r->have_peeked || r->eof || memchr(r->buf + r->start, '\n', r->end - r->start))
        return true;
    return platform_wait_input(r->fd, 0) > 0;
}
