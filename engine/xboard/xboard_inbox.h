/* xboard_inbox.h -- the xboard front end's input thread and its queue.
 *
 * A thread reads protocol lines (engine/util/input.h) into a bounded
 * queue; the main thread takes them one at a time under the inbox's lock,
 * which also guards the other events the main loop waits for (a finished
 * search, kept in xb_t).
 *
 * Shutting down never waits for the thread: it may be blocked in a read
 * that only the GUI can end, and no system interrupts such a read
 * reliably (winpthreads cannot cancel it).  The inbox is shared by the
 * two threads and freed by whichever lets go of it last, so 'quit' ends
 * the program at once while the thread is still reading.
 */
#ifndef ACOLYTE_XBOARD_INBOX_H
#define ACOLYTE_XBOARD_INBOX_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "util/input.h"

/* One queued input line. */
typedef struct xb_line {
    struct xb_line *next;
    bool truncated, has_nul;
    size_t length;
    char text[];
} xb_line_t;

typedef struct xb_inbox {
    pthread_mutex_t lock;       /* guards everything below, and xb_t's done */
    pthread_cond_t cond;        /* signalled on a new line, EOF or a finished search */
    pthread_cond_t space;       /* signalled when the queue has room again */
    xb_line_t *head, *tail;
    int count;
    bool eof;                   /* the input has ended (or could not be queued) */
    bool closing;               /* the main thread has let go */
    int holders;                /* threads still using the inbox: it is freed at 0 */
    line_reader_t *reader;      /* owned: the input thread may outlive the front end */
    input_line_t *line;         /* the input thread's buffer (16 kB) */
} xb_inbox_t;

/* Take over reader and start the input thread; NULL (reader freed) if the
 * thread or memory could not be had. */
xb_inbox_t *xb_inbox_start(line_reader_t *reader);

/* The next line, NULL if none is queued; call with the lock held.  The
 * caller frees it. */
xb_line_t *xb_inbox_take_locked(xb_inbox_t *in);

/* The main thread lets go: the inbox is freed now, or by the input thread
 * when its read returns. */
void xb_inbox_release(xb_inbox_t *in);

#endif
