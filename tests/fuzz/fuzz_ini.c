/* fuzz_ini.c -- libFuzzer target for personality loading
 * (engine/params/personality.c), through the same path as real loading: the
 * input is written to a file and given to personality_load(), exactly as
 * `--personality FILE`, the xboard/UCI options and the console do.
 *
 * Checked: a rejected file leaves the previous personality byte for byte
 * unchanged and says why; an accepted one passes the cross-parameter check
 * and survives personality_save() and a reload with every value intact
 * (a save that loses or changes a value is a finding too).
 *
 * FUZZ-NEEDS: engine/params/personality.c
 */
#include <sys/stat.h>
#include <unistd.h>

#include "params/personality.h"
#include "fuzz_util.h"
#include "test_dirs.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The harness's private directory (tmpfs when there is one: the saver
 * fsyncs) and the personality every load starts from.  Set once. */
static char work_dir[256];
static personality_t start;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    /* Under $TMPDIR, the run's own scratch directory (tests/fuzz.sh makes
     * one, on tmpfs when there is one: the saver fsyncs); by hand without
     * it, the current directory.  Never a fixed place. */
    const char *base = getenv("TMPDIR");
    if (!base || !*base)
        base = ".";
    snprintf(work_dir, sizeof work_dir, "%s/acolyte-fuzz-ini-%ld", base, (long)getpid());
    if (mkdir(work_dir, 0700) != 0)
        abort();
#ifdef SRCDIR
    /* `inherit = default` must find the shipped personalities. */
    setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities", 0);
#endif
    personality_errors_t errs;
    personality_errors_clear(&errs);
    if (!personality_load("default", &start, &errs))
        personality_builtin(&start);
    return 0;
}

static void write_file(const char *path, const uint8_t *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char path[512], saved[512], err[PERS_ERR_LEN];
    snprintf(path, sizeof path, "%s/fuzz.ini", work_dir);
    snprintf(saved, sizeof saved, "%s/saved.ini", work_dir);
    write_file(path, data, size);

    personality_t *p = malloc(sizeof *p), *again = malloc(sizeof *again);
    personality_errors_t *errs = malloc(sizeof *errs);
    if (!p || !again || !errs)
        abort();
    *p = start;
    personality_errors_clear(errs);
    if (!personality_load(path, p, errs)) {
        FUZZ_CHECK(memcmp(p, &start, sizeof *p) == 0, "a rejected file changed the personality");
        FUZZ_CHECK(errs->count > 0, "a rejected file without an error message");
        for (int i = 0; i < errs->count; i++)
            FUZZ_CHECK(memchr(errs->msg[i], '\0', PERS_ERR_LEN) != NULL, "unterminated message");
    } else {
        FUZZ_CHECK(params_check(&p->params, err, sizeof err), "accepted but inconsistent: %s", err);
        /* Save and reload: the parent is found by name from the search
         * path, so only personalities whose parent is there round-trip. */
        if (!*p->parent || !strcmp(p->parent, "default")) {
            FUZZ_CHECK(personality_save(p, saved, SAVE_FORCE, err, sizeof err), "save failed: %s", err);
            personality_errors_clear(errs);
            bool reloaded = personality_load(saved, again, errs);
            FUZZ_CHECK(reloaded, "saved file does not load: %s", errs->count ? errs->msg[0] : "?");
            for (int i = 0; i < params_count(); i++) {
                char a[PARAM_STR_MAX * 2], b[PARAM_STR_MAX * 2];
                params_format_value(&p->params, i, a, sizeof a);
                params_format_value(&again->params, i, b, sizeof b);
                FUZZ_CHECK(params_equal_index(&p->params, &again->params, i),
                           "[%s] %s: '%s' saved and reloaded as '%s'", params_info(i)->section,
                           params_info(i)->key, a, b);
            }
            FUZZ_CHECK(!strcmp(p->name, again->name), "name '%s' reloaded as '%s'", p->name, again->name);
            FUZZ_CHECK(!strcmp(p->description, again->description), "description '%s' reloaded as '%s'",
                       p->description, again->description);
            unlink(saved);
        }
    }
    unlink(path);
    free(errs);
    free(again);
    free(p);
    return 0;
}
