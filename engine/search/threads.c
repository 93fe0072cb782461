/* threads.c -- Lazy SMP: helper threads run the same iterative deepening
 * on their own copy of the position and share only the transposition
 * table (relaxed atomics, see tt.h), the stop flag and the depth the main
 * thread is searching.  Odd helpers search one ply past the main thread,
 * even ones beside it (search_iterate), so the table holds results the
 * main thread is about to ask for.  The main thread decides when time is
 * up; a helper that finishes the depth limit ends the search too; the
 * worker whose last finished iteration went deepest plays the move
 * (search_run).
 */
#include <stdio.h>

#include "search/search.h"

static void *helper_main(void *arg)
{
    search_iterate(arg);
    return NULL;
}

void threads_start_helpers(search_t *s)
{
    for (int i = 1; i < s->nthreads; i++) {
        worker_t *w = s->workers[i];
        if (pthread_create(&w->thread, NULL, helper_main, w) != 0) {
            /* Searching with fewer threads is better than not at all. */
            fprintf(stderr, "acolyte: could not start search thread %d; continuing with %d\n", i, i);
            s->nthreads = i;
            break;
        }
    }
}

void threads_join_helpers(search_t *s)
{
    for (int i = 1; i < s->nthreads; i++)
        pthread_join(s->workers[i]->thread, NULL);
}
