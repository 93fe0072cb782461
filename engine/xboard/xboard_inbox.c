/* xboard_inbox.c -- the input thread and its queue (see xboard_inbox.h). */
#include <stdlib.h>
#include <string.h>

#include "xboard/xboard_inbox.h"

/* Lines the GUI may send ahead of us; a flood waits in the read instead of
 * eating memory. */
enum { QUEUE_MAX = 64 };

static void inbox_free(xb_inbox_t *in)
{
    while (in->head) {
        xb_line_t *n = in->head->next;
        free(in->head);
        in->head = n;
    }
    pthread_mutex_destroy(&in->lock);
    pthread_cond_destroy(&in->cond);
    pthread_cond_destroy(&in->space);
    line_reader_free(in->reader);
    free(in->line);
    free(in);
}

/* One holder lets go, with the lock held; the last one frees the inbox. */
static void let_go_locked(xb_inbox_t *in)
{
    bool last = --in->holders == 0;
    pthread_mutex_unlock(&in->lock);
    if (last)
        inbox_free(in);
}

static xb_line_t *copy_line(const input_line_t *src)
{
    xb_line_t *l = malloc(sizeof *l + src->length + 1);
    if (l) {
        l->next = NULL;
        l->truncated = src->truncated;
        l->has_nul = src->has_nul;
        l->length = src->length;
        memcpy(l->text, src->text, src->length + 1);
    }
    return l;
}

static void *input_thread(void *arg)
{
    xb_inbox_t *in = arg;
    for (;;) {
        bool got = line_reader_next(in->reader, in->line);
        xb_line_t *l = got ? copy_line(in->line) : NULL;
        pthread_mutex_lock(&in->lock);
        while (l && in->count >= QUEUE_MAX && !in->closing)
            pthread_cond_wait(&in->space, &in->lock);
        if (in->closing || !l) {
            /* End of input (or no memory to carry on): the loop winds down. */
            free(l);
            in->eof = true;
            pthread_cond_broadcast(&in->cond);
            let_go_locked(in);
            return NULL;
        }
        if (in->tail)
            in->tail->next = l;
        else
            in->head = l;
        in->tail = l;
        in->count++;
        pthread_cond_broadcast(&in->cond);
        pthread_mutex_unlock(&in->lock);
    }
}

xb_inbox_t *xb_inbox_start(line_reader_t *reader)
{
    xb_inbox_t *in = calloc(1, sizeof *in);
    input_line_t *line = malloc(sizeof *line);
    if (!in || !line) {
        free(in);
        free(line);
        line_reader_free(reader);
        return NULL;
    }
    in->reader = reader;
    in->line = line;
    in->holders = 2; /* the main thread and the input thread */
    pthread_mutex_init(&in->lock, NULL);
    pthread_cond_init(&in->cond, NULL);
    pthread_cond_init(&in->space, NULL);
    pthread_t thread;
    pthread_attr_t attr;
    bool started = pthread_attr_init(&attr) == 0;
    if (started) {
        /* Detached: nobody waits for it (see xboard_inbox.h). */
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        started = pthread_create(&thread, &attr, input_thread, in) == 0;
        pthread_attr_destroy(&attr);
    }
    if (!started) {
        inbox_free(in);
        return NULL;
    }
    return in;
}

xb_line_t *xb_inbox_take_locked(xb_inbox_t *in)
{
    xb_line_t *l = in->head;
    if (!l)
        return NULL;
    in->head = l->next;
    if (!in->head)
        in->tail = NULL;
    in->count--;
    pthread_cond_broadcast(&in->space);
    return l;
}

void xb_inbox_release(xb_inbox_t *in)
{
    if (!in)
        return;
    pthread_mutex_lock(&in->lock);
    in->closing = true;
    pthread_cond_broadcast(&in->space);
    let_go_locked(in);
}
