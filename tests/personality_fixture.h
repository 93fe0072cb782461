/* personality_fixture.h -- what the personality tests share: a loaded
 * personality, its error list, and the check that a bad fixture file is
 * refused with an exact first message and leaves the previous personality
 * as it was.  Include after tap.h and personality.h. */
#ifndef ACOLYTE_PERSONALITY_FIXTURE_H
#define ACOLYTE_PERSONALITY_FIXTURE_H

#include <string.h>

#include "test_dirs.h"

static personality_t pers, keep;
static personality_errors_t errs;

/* Load a fixture expecting failure; the first error must equal want. */
static inline void expect_error(const char *file, const char *want)
{
    personality_errors_clear(&errs);
    keep = pers;
    ok(!personality_load(file, &pers, &errs), "%s is rejected", file);
    ok(!memcmp(&keep, &pers, sizeof pers), "%s leaves the previous personality untouched", file);
    is_str(errs.count ? errs.msg[0] : NULL, want, file);
}

#endif
