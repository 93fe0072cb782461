/* threads.c -- Lazy SMP: helper threads run the same iterative deepening
 * on their own copy of the position and share only the transposition
 * table (relaxed atomics, see tt.h) and the stop flag.  Their different
 * timing and starting depths make them fill the table with results the
 * main thread then finds; the main thread alone decides when to stop and
 * which move to play.
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
