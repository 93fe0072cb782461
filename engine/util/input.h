/* input.h -- reading protocol lines from a file descriptor with read(2).
 *
 * The protocol front ends read commands on the main thread while the
 * search runs on its own; stdio buffering is avoided so that nothing sits
 * unseen in a FILE buffer and a pipe behaves exactly like a terminal.
 * Lines of any length and content are safe: an over-long line is consumed
 * to its end and reported as truncated; NUL bytes are reported, not
 * mistaken for the end of the line.
 */
#ifndef ACOLYTE_INPUT_H
#define ACOLYTE_INPUT_H

#include <stdbool.h>
#include <stddef.h>

enum { INPUT_LINE_MAX = 16384 };

typedef struct {
    char text[INPUT_LINE_MAX + 1]; /* NUL-terminated, without the newline or CR */
    size_t length;                 /* bytes kept in text */
    bool truncated;                /* the line was longer than INPUT_LINE_MAX */
    bool has_nul;                  /* the line contained a NUL byte (kept as-is in text) */
} input_line_t;

typedef struct line_reader line_reader_t;

line_reader_t *line_reader_new(int fd);
/* The same, and fd is closed when the reader is freed: for a reader handed
 * to a thread that may outlive its maker (xboard_main's input thread), so
 * the descriptor cannot be closed, and its number reused, under it. */
line_reader_t *line_reader_new_owning(int fd);
void line_reader_free(line_reader_t *r);

/* Next line; false at end of input (a last line without a newline is
 * still returned first).  Blocks until a whole line or EOF. */
bool line_reader_next(line_reader_t *r, input_line_t *line);

/* Look at the next line without consuming it (used to tell a UCI GUI from
 * an xboard one by its first command). */
bool line_reader_peek(line_reader_t *r, input_line_t *line);

/* Is a complete line (or EOF) available without blocking? */
bool line_reader_ready(line_reader_t *r);

#endif
