/* fuzz_opponents.c -- libFuzzer target for the per-opponent rules file
 * (engine/params/opponent_rules.c, read by engine/xboard/xboard_opponent.c at the start
 * of every xboard game).
 *
 * The bytes are read as a rules file twice: from memory through
 * opp_rules_read() (fmemopen) and from a real file through
 * opp_rules_load(), the call xboard makes.  The two must agree exactly,
 * so the fast way in cannot drift from the real one.
 *
 * Checked on a rejected file: no rule is kept, and the message is one
 * printable line that starts with the file's name ("FILE:LINE: ..." or
 * "FILE: ...").  On an accepted file: every rule is within the documented
 * bounds (labels unique and printable, ratings 0..OPP_RATING_MAX with
 * min <= max, a personality that is a printable name the search path
 * finds and/or an Elo in range, lines increasing).  Then a few fixed
 * opponents (the kind of 'name'/'rating'/'computer' xboard sends) are
 * matched: the answer is a rule of this file whose rating and computer
 * conditions hold, no earlier rule would have matched on its own, and a
 * rule without conditions matches anyone.
 *
 * FUZZ-NEEDS: engine/params/opponent_rules.c
 */
#include <stdbool.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "params/opponent_rules.h"
#include "params/params.h"
#include "fuzz_util.h"
#include "test_dirs.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The harness's private directory (tmpfs when there is one), the rules
 * file in it, and the largest Elo a rule may ask for.  Set once. */
static char work_dir[256];
static char rules_path[320];
static int elo_limit;

/* Opponents as xboard describes them: 'name' keeps at most 63 bytes of
 * the line, 'rating' takes 0..100000 (0 = unrated), 'computer' a flag. */
static const opp_info_t opponents[] = {
    { "Stockfish 16", 3500, true },
    { "alice", 2200, false },
    { "", 0, false },
    { "", 1800, true },
    { "Fairy-Max 5.0b", 1500, true },
    { "GNU Chess 6.2.9", 0, true },
    { "Bob #1", 10000, false },
    { "Crafty-25.2", 10001, true },
    { "x", 100000, false },
    { "[*?] \\ name", 1, false },
    { "\xc3\x96l\xc3\xa7\xc3\xbc \xc3\x9ftr\xc3\xb8ng", 2400, false },
    { "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 2000, true },
};
enum { OPPONENTS = sizeof opponents / sizeof opponents[0] };

static void remove_work_dir(void)
{
    rmdir(work_dir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    /* Under $TMPDIR, the run's own scratch directory (tests/fuzz.sh makes
     * one, on tmpfs when there is one: the saver fsyncs); by hand without
     * it, the current directory.  Never a fixed place. */
    const char *base = getenv("TMPDIR");
    if (!base || !*base)
        base = ".";
    snprintf(work_dir, sizeof work_dir, "%s/acolyte-fuzz-opponents-%ld", base, (long)getpid());
    if (mkdir(work_dir, 0700) != 0)
        abort();
    atexit(remove_work_dir);
    snprintf(rules_path, sizeof rules_path, "%s/opponents.ini", work_dir);
#ifdef SRCDIR
    /* 'personality = clericus' must find the shipped personalities. */
    setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities", 0);
#endif
    int i = params_find("strength.ELO");
    elo_limit = i >= 0 ? params_info(i)->max : 3000;
    return 0;
}

static void write_file(const char *path, const uint8_t *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
}

/* What a GUI or a terminal shows as it is: no control characters. */
static bool printable(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 32 || *s == 127)
            return false;
    return true;
}

/* The bytes as a stream: fmemopen wants at least one byte on some C
 * libraries, so an empty input reads from /dev/null. */
static FILE *open_bytes(const uint8_t *data, size_t size)
{
    FILE *f = size ? fmemopen((void *)data, size, "r") : fopen("/dev/null", "r");
    if (!f)
        abort();
    return f;
}

static void check_rejected(const opp_rules_t *r, const char *err)
{
    FUZZ_CHECK(r->count == 0, "a rejected file keeps %d rules", r->count);
    FUZZ_CHECK(memchr(err, '\0', OPP_ERR_MAX) != NULL, "unterminated message");
    size_t n = strlen(rules_path);
    FUZZ_CHECK(!strncmp(err, rules_path, n) && err[n] == ':', "message does not start with the file: '%s'", err);
    FUZZ_CHECK(err[n + 1] != '\0', "message says nothing after the file name");
    FUZZ_CHECK(!strchr(err, '\n'), "message with a newline: '%s'", err);
    FUZZ_CHECK(printable(err), "message with a control character: '%s'", err);
}

static void check_rule(const opp_rules_t *r, int i)
{
    const opp_rule_t *x = &r->rule[i];
    FUZZ_CHECK(memchr(x->label, '\0', sizeof x->label) && memchr(x->name, '\0', sizeof x->name) &&
                   memchr(x->personality, '\0', sizeof x->personality),
               "rule %d: unterminated text", i);
    FUZZ_CHECK(*x->label && printable(x->label), "rule %d: label '%s' empty or not printable", i, x->label);
    for (int j = 0; j < i; j++)
        FUZZ_CHECK(strcasecmp(r->rule[j].label, x->label) != 0, "rules %d and %d are both [%s]", j, i, x->label);
    FUZZ_CHECK(x->line >= 1 && (i == 0 || x->line > r->rule[i - 1].line), "rule %d: line %d", i, x->line);
    FUZZ_CHECK(x->min_rating >= -1 && x->min_rating <= OPP_RATING_MAX, "min_rating %d", x->min_rating);
    FUZZ_CHECK(x->max_rating >= -1 && x->max_rating <= OPP_RATING_MAX, "max_rating %d", x->max_rating);
    FUZZ_CHECK(x->min_rating < 0 || x->max_rating < 0 || x->min_rating <= x->max_rating,
               "[%s] min_rating %d above max_rating %d", x->label, x->min_rating, x->max_rating);
    FUZZ_CHECK(x->computer >= -1 && x->computer <= 1, "computer %d", x->computer);
    FUZZ_CHECK(x->elo >= -1 && x->elo <= elo_limit, "[%s] elo %d", x->label, x->elo);
    FUZZ_CHECK(*x->personality || x->elo >= 0, "[%s] does nothing", x->label);
    if (*x->personality) {
        char path[PERS_PATH_MAX], why[PERS_ERR_LEN];
        FUZZ_CHECK(printable(x->personality), "[%s] personality '%s' not printable", x->label, x->personality);
        FUZZ_CHECK(personality_find(x->personality, path, sizeof path, why, sizeof why),
                   "[%s] personality '%s' accepted but not found: %s", x->label, x->personality, why);
    }
}

/* The rating and computer conditions of x hold for who (the name is
 * opp_rules_match's own business: fnmatch). */
static bool conditions_hold(const opp_rule_t *x, const opp_info_t *who)
{
    bool rated = x->min_rating >= 0 || x->max_rating >= 0;
    if (rated && who->rating <= 0)
        return false;
    if (x->min_rating >= 0 && who->rating < x->min_rating)
        return false;
    if (x->max_rating >= 0 && who->rating > x->max_rating)
        return false;
    return x->computer < 0 || x->computer == (who->computer ? 1 : 0);
}

static void check_matching(const opp_rules_t *r, opp_rules_t *one)
{
    for (int k = 0; k < OPPONENTS; k++) {
        const opp_info_t *who = &opponents[k];
        const opp_rule_t *m = opp_rules_match(r, who);
        int chosen = m ? (int)(m - r->rule) : r->count;
        FUZZ_CHECK(!m || (chosen >= 0 && chosen < r->count), "match outside the rule table");
        FUZZ_CHECK(!m || conditions_hold(m, who), "[%s] chosen for '%s' %d %d against its conditions",
                   m->label, who->name, who->rating, who->computer);
        /* First rule wins: each rule before it, alone, does not match. */
        for (int i = 0; i <= chosen && i < r->count; i++) {
            one->count = 1;
            one->rule[0] = r->rule[i];
            bool alone = opp_rules_match(one, who) != NULL;
            FUZZ_CHECK(alone == (i == chosen), "rule %d [%s] alone %s '%s' %d %d, in the file rule %d", i,
                       r->rule[i].label, alone ? "matches" : "does not match", who->name, who->rating,
                       who->computer, chosen);
            const opp_rule_t *x = &r->rule[i];
            if (!*x->name && x->min_rating < 0 && x->max_rating < 0 && x->computer < 0)
                FUZZ_CHECK(alone, "[%s] has no conditions yet does not match '%s'", x->label, who->name);
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    opp_rules_t *mem = malloc(sizeof *mem), *disk = malloc(sizeof *disk), *one = malloc(sizeof *one);
    if (!mem || !disk || !one)
        abort();
    char err_mem[OPP_ERR_MAX], err_disk[OPP_ERR_MAX];

    FILE *f = open_bytes(data, size);
    opp_load_t got = opp_rules_read(f, rules_path, mem, err_mem, sizeof err_mem);
    fclose(f);
    FUZZ_CHECK(got == OPP_LOADED || got == OPP_BAD, "reading text gave %d", (int)got);

    write_file(rules_path, data, size);
    opp_load_t got_disk = opp_rules_load(rules_path, disk, err_disk, sizeof err_disk);
    unlink(rules_path);
    FUZZ_CHECK(got_disk == got, "file and memory disagree: %d and %d", (int)got_disk, (int)got);
    FUZZ_CHECK(!strcmp(err_disk, err_mem), "file and memory disagree: '%s' and '%s'", err_disk, err_mem);
    FUZZ_CHECK(disk->count == mem->count &&
                   !memcmp(disk->rule, mem->rule, (size_t)mem->count * sizeof mem->rule[0]),
               "file and memory give different rules");
    FUZZ_CHECK(!strcmp(mem->file, rules_path), "rules remember file '%s'", mem->file);

    if (got == OPP_BAD) {
        check_rejected(mem, err_mem);
    } else {
        FUZZ_CHECK(err_mem[0] == '\0', "accepted with a message: '%s'", err_mem);
        FUZZ_CHECK(mem->count >= 0 && mem->count <= OPP_RULES_MAX, "%d rules", mem->count);
        for (int i = 0; i < mem->count; i++)
            check_rule(mem, i);
        check_matching(mem, one);
    }
    free(one);
    free(disk);
    free(mem);
    return 0;
}
