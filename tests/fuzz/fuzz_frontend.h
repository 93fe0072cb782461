/* fuzz_frontend.h -- running a protocol front end (xboard, UCI) on fuzzed
 * input, with searches kept tiny and the file system kept safe.
 *
 * The input bytes are written into a pipe and the front end reads them
 * through the same line_reader_t it reads a GUI with; at the end of the
 * bytes it sees end of input, exactly as when a GUI closes the pipe.  The
 * front end must return: a hang at EOF is a finding (libFuzzer -timeout).
 *
 * What the harness changes, by linking with -Wl,--wrap (the front ends are
 * not modified; only their calls into the engine are intercepted):
 *   engine_search_start/_sync  finite searches (everything but 'infinite'
 *                              analysis) are capped at depth 3 and 3000 nodes,
 *                              so a fuzzed "level 40 120 0" does not think for
 *                              minutes; analysis still runs until the next
 *                              command or end of input stops it.
 *   engine_set_hash            sizes above 8 MB become 8 MB (a fuzzed
 *                              "memory 60000" would only measure the allocator);
 *                              zero and negative sizes pass through unchanged.
 *   engine_set_threads         more than 2 threads become 2.
 *   personality_save           always writes into the harness's own directory
 *   mkdir                      refuses anything outside it, so no fuzzed path
 *                              ever creates or replaces a file elsewhere.
 * Each is a bound on resources, never on validation: bad values reach the
 * code under test unchanged.
 */
#ifndef ACOLYTE_FUZZ_FRONTEND_H
#define ACOLYTE_FUZZ_FRONTEND_H

#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include "api/engine.h"
#include "uci/uci_main.h"
#include "xboard/xboard.h"
#include "util/input.h"
#include "api/personality.h"
#include "fuzz_util.h"
#include "test_dirs.h"

enum { FUZZ_DEPTH_CAP = 3, FUZZ_NODES_CAP = 3000, FUZZ_HASH_CAP = 8, FUZZ_THREADS_CAP = 2 };

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Set once at start-up: the directory every write is sent to. */
static char fuzz_dir[256];

bool __real_engine_search_start(engine_t *e, const search_limits_t *limits, const search_callbacks_t *cb);
bool __wrap_engine_search_start(engine_t *e, const search_limits_t *limits, const search_callbacks_t *cb);
move_t __real_engine_search_sync(engine_t *e, const search_limits_t *limits, search_info_t *final_info);
move_t __wrap_engine_search_sync(engine_t *e, const search_limits_t *limits, search_info_t *final_info);
bool __real_engine_set_hash(engine_t *e, int mb, char *err, size_t errlen);
bool __wrap_engine_set_hash(engine_t *e, int mb, char *err, size_t errlen);
bool __real_engine_set_threads(engine_t *e, int threads, char *err, size_t errlen);
bool __wrap_engine_set_threads(engine_t *e, int threads, char *err, size_t errlen);
bool __real_personality_save(const personality_t *p, const char *path, unsigned flags, char *err, size_t errlen);
bool __wrap_personality_save(const personality_t *p, const char *path, unsigned flags, char *err, size_t errlen);
int __real_mkdir(const char *path, mode_t mode);
int __wrap_mkdir(const char *path, mode_t mode);

static void fuzz_cap_limits(search_limits_t *l)
{
    if (l->infinite)
        return;
    if (l->depth <= 0 || l->depth > FUZZ_DEPTH_CAP)
        l->depth = FUZZ_DEPTH_CAP;
    if (l->nodes == 0 || l->nodes > FUZZ_NODES_CAP)
        l->nodes = FUZZ_NODES_CAP;
}

bool __wrap_engine_search_start(engine_t *e, const search_limits_t *limits, const search_callbacks_t *cb)
{
    search_limits_t *l = malloc(sizeof *l);
    if (!l)
        abort();
    *l = *limits;
    fuzz_cap_limits(l);
    bool r = __real_engine_search_start(e, l, cb);
    free(l);
    return r;
}

move_t __wrap_engine_search_sync(engine_t *e, const search_limits_t *limits, search_info_t *final_info)
{
    search_limits_t *l = malloc(sizeof *l);
    if (!l)
        abort();
    *l = *limits;
    fuzz_cap_limits(l);
    move_t m = __real_engine_search_sync(e, l, final_info);
    free(l);
    return m;
}

bool __wrap_engine_set_hash(engine_t *e, int mb, char *err, size_t errlen)
{
    return __real_engine_set_hash(e, mb > FUZZ_HASH_CAP ? FUZZ_HASH_CAP : mb, err, errlen);
}

bool __wrap_engine_set_threads(engine_t *e, int threads, char *err, size_t errlen)
{
    return __real_engine_set_threads(e, threads > FUZZ_THREADS_CAP ? FUZZ_THREADS_CAP : threads, err, errlen);
}

bool __wrap_personality_save(const personality_t *p, const char *path, unsigned flags, char *err, size_t errlen)
{
    (void)path;
    char safe[512];
    snprintf(safe, sizeof safe, "%s/saved.ini", fuzz_dir);
    return __real_personality_save(p, safe, flags, err, errlen);
}

int __wrap_mkdir(const char *path, mode_t mode)
{
    size_t n = strlen(fuzz_dir);
    if (strncmp(path, fuzz_dir, n) != 0 || (path[n] != '/' && path[n] != '\0') || strstr(path, "/..")) {
        errno = EACCES;
        return -1;
    }
    return __real_mkdir(path, mode);
}

/* A private directory for the run, used as HOME and XDG_DATA_HOME too, so
 * default save paths land in it; personalities come from the source tree. */
static void fuzz_frontend_init(const char *name)
{
    /* Under $TMPDIR, the run's own scratch directory (tests/fuzz.sh makes
     * one); by hand without it, the current directory. */
    const char *base = getenv("TMPDIR");
    if (!base || !*base)
        base = ".";
    snprintf(fuzz_dir, sizeof fuzz_dir, "%s/acolyte-fuzz-%s-%ld", base, name, (long)getpid());
    if (__real_mkdir(fuzz_dir, 0700) != 0)
        abort();
    setenv("HOME", fuzz_dir, 1);
    setenv("XDG_DATA_HOME", fuzz_dir, 1);
#ifdef SRCDIR
    setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities", 0);
#endif
    /* Writes to a closed pipe (none expected) must not kill the fuzzer. */
    signal(SIGPIPE, SIG_IGN);
}

/* Run main (xboard_main or uci_main) on the input given as a pipe.
 * takes_reader: main frees the reader itself (xboard_main: its input thread
 * may still be reading when it returns), and with it the pipe's end. */
static int fuzz_frontend_run(int (*main_fn)(const engine_options_t *, line_reader_t *), bool takes_reader,
                             const uint8_t *data, size_t size)
{
    /* More than a pipe holds would need a writer thread; libFuzzer's
     * -max_len keeps inputs far below that. */
    if (size > 60000)
        return 0;
    int fds[2];
    if (pipe(fds) != 0)
        abort();
    size_t done = 0;
    while (done < size) {
        ssize_t w = write(fds[1], data + done, size - done);
        if (w <= 0)
            abort();
        done += (size_t)w;
    }
    close(fds[1]);
    line_reader_t *in = line_reader_new_owning(fds[0]);
    if (!in)
        abort();
    /* The personality's own book, as a real start would use. */
    engine_options_t opts = { .personality = NULL, .book = NULL, .hash_mb = 1, .threads = 1 };
    int rc = main_fn(&opts, in);
    if (!takes_reader)
        line_reader_free(in);
    /* The front end flushes what it printed; nothing may stay half-done. */
    fflush(stdout);
    return rc;
}

#endif
