/* test_opponents.c -- the per-opponent rules file: where it is looked for,
 * what a good one says, how opponents match (name glob, rating, computer,
 * first rule wins), and every kind of bad file with its exact message. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "params/opponent_rules.h"
#include "tap.h"
#include "util/platform.h"

#include "test_dirs.h"

static char dir[192]; /* a platform_make_temp_dir() template, filled in main() */
static char file[256];
static opp_rules_t rules;

/* Write text to the rules file and load it. */
static opp_load_t load(const char *text, char *err, size_t errlen)
{
    FILE *f = fopen(file, "w");
    if (!f)
        bail_out("cannot write the rules file");
    fputs(text, f);
    fclose(f);
    return opp_rules_load(file, &rules, err, errlen);
}

/* A bad file: rejected, no rule kept, and the message (after "FILE:") is want. */
static void bad(const char *text, const char *want)
{
    char err[OPP_ERR_MAX], full[OPP_ERR_MAX + 300];
    opp_load_t r = load(text, err, sizeof err);
    snprintf(full, sizeof full, "%s:%s", file, want);
    ok(r == OPP_BAD && rules.count == 0, "rejected: %s", want);
    is_str(err, full, "message");
}

static const char *match(const char *name, int rating, bool computer)
{
    opp_info_t who = { name, rating, computer };
    const opp_rule_t *r = opp_rules_match(&rules, &who);
    return r ? r->label : "(none)";
}

static void test_path(void)
{
    char path[512];
    bool chosen = false;
    platform_setenv("ACOLYTE_OPPONENTS", "/x/rules.ini");
    ok(opp_rules_path(path, sizeof path, &chosen) && !strcmp(path, "/x/rules.ini") && chosen,
       "ACOLYTE_OPPONENTS names the file");
    platform_setenv("ACOLYTE_OPPONENTS", "none");
    ok(!opp_rules_path(path, sizeof path, &chosen) && chosen, "ACOLYTE_OPPONENTS=none: no rules");
    /* Windows' C library removes a variable set to "". */
    if (platform_is_windows()) {
        skip(1, "an empty environment variable: not on Windows");
    } else {
        platform_setenv("ACOLYTE_OPPONENTS", "");
        ok(!opp_rules_path(path, sizeof path, &chosen), "ACOLYTE_OPPONENTS empty: no rules");
    }
    platform_unsetenv("ACOLYTE_OPPONENTS");
    if (platform_is_windows()) {
        /* The user's settings live in %APPDATA%\Acolyte there. */
        platform_setenv("APPDATA", "C:\\users\\u\\AppData\\Roaming");
        ok(opp_rules_path(path, sizeof path, &chosen) && !chosen, "a default path");
        is_str(path, "C:\\users\\u\\AppData\\Roaming\\Acolyte\\opponents.ini", "%%APPDATA%%\\Acolyte\\opponents.ini");
        platform_unsetenv("APPDATA");
        ok(!opp_rules_path(path, sizeof path, &chosen), "no APPDATA: no rules");
        skip(2, "XDG_CONFIG_HOME and HOME: not on Windows");
        return;
    }
    platform_setenv("XDG_CONFIG_HOME", "/cfg");
    platform_setenv("HOME", "/home/u");
    ok(opp_rules_path(path, sizeof path, &chosen) && !chosen, "a default path");
    is_str(path, "/cfg/acolyte/opponents.ini", "$XDG_CONFIG_HOME/acolyte/opponents.ini");
    platform_setenv("XDG_CONFIG_HOME", "relative");
    ok(opp_rules_path(path, sizeof path, &chosen), "a relative XDG_CONFIG_HOME is ignored ...");
    is_str(path, "/home/u/.config/acolyte/opponents.ini", "... for ~/.config/acolyte/opponents.ini");
    platform_unsetenv("XDG_CONFIG_HOME");
    platform_unsetenv("HOME");
    ok(!opp_rules_path(path, sizeof path, &chosen), "no HOME, no XDG_CONFIG_HOME: no rules");
}

static void test_good(void)
{
    char err[OPP_ERR_MAX];
    char missing[300];
    snprintf(missing, sizeof missing, "%s/none.ini", dir);
    is_int(opp_rules_load(missing, &rules, err, sizeof err), OPP_NO_FILE, "a missing file is OPP_NO_FILE");

    opp_load_t r = load("; opponents.ini\n"
                        "[Stockfish]\n"
                        "name = stockfish*   ; any version\n"
                        "personality = clericus\n"
                        "elo = 1500\n"
                        "\n"
                        "# strong humans get the full engine\n"
                        "[strong humans]\n"
                        "computer = false\n"
                        "min_rating = 2000\n"
                        "personality = default\n"
                        "elo = 0\n"
                        "[club engines]\n"
                        "COMPUTER = yes\n"
                        "Min_Rating = 1200\n"
                        "max_rating = 1999\n"
                        "personality = \"club\"\n"
                        "[a name with # in it]\n"
                        "name = \"Bob #1\"\n"
                        "elo = 900\n"
                        "[everyone else]\n"
                        "personality = beginner\n",
                        err, sizeof err);
    if (!ok(r == OPP_LOADED, "a good file loads"))
        diag("%s", err);
    is_int(rules.count, 5, "five rules");
    const opp_rule_t *s = &rules.rule[0];
    ok(!strcmp(s->label, "Stockfish") && s->line == 2 && !strcmp(s->name, "stockfish*") &&
           !strcmp(s->personality, "clericus") && s->elo == 1500 && s->computer == -1 && s->min_rating == -1 &&
           s->max_rating == -1,
       "rule 1 as written");
    const opp_rule_t *h = &rules.rule[1];
    ok(h->computer == 0 && h->min_rating == 2000 && h->max_rating == -1 && h->elo == 0 && !*h->name,
       "rule 2 as written");
    ok(rules.rule[2].computer == 1 && !strcmp(rules.rule[2].personality, "club"),
       "keys are case-insensitive, quotes are taken off");
    is_str(rules.rule[3].name, "Bob #1", "a quoted value keeps its '#'");

    is_str(match("Stockfish 16", 3500, true), "Stockfish", "name glob, case-insensitive");
    is_str(match("STOCKFISH", 0, false), "Stockfish", "the name alone decides rule 1");
    is_str(match("Fairy-Max 5.0b", 1500, true), "club engines", "a club-rated engine");
    is_str(match("Fairy-Max 5.0b", 2100, true), "everyone else", "too strong for 'club engines'");
    is_str(match("Fairy-Max 5.0b", 0, true), "everyone else", "unrated: rating rules do not hold");
    is_str(match("alice", 2200, false), "strong humans", "a strong human");
    is_str(match("alice", 2200, true), "everyone else", "... but not an engine of that rating");
    is_str(match("bob #1", 0, false), "a name with # in it", "a glob with '#'");
    is_str(match("", 2200, false), "strong humans", "no name: rules without a name still match");
    is_str(match("", 0, false), "everyone else", "nothing known: the catch-all");

    r = load("[only engines]\ncomputer = true\nelo = 1200\n[named]\nname = Crafty-2?.?\nelo = 1300\n", err,
             sizeof err);
    ok(r == OPP_LOADED, "a file without a catch-all");
    is_str(match("someone", 0, false), "(none)", "no rule for a human: none");
    is_str(match("Crafty-25.2", 0, false), "named", "'?' matches one character");
    is_str(match("Crafty-25.10", 0, false), "(none)", "... and only one");

    r = load("", err, sizeof err);
    ok(r == OPP_LOADED && rules.count == 0, "an empty file is no rules");
}

static void test_bad(void)
{
    bad("[r]\nnmae = x\nelo = 1\n", "2: [r] nmae: unknown key (did you mean name?)");
    bad("[r]\ncolour = white\nelo = 1\n",
        "2: [r] colour: unknown key (allowed: name, computer, min_rating, max_rating, personality, elo)");
    bad("[r]\nmin_rating = strong\nelo = 1\n", "2: [r] min_rating = strong: want a rating from 0 to 10000");
    bad("[r]\nmax_rating = 10001\nelo = 1\n", "2: [r] max_rating = 10001: want a rating from 0 to 10000");
    bad("[r]\ncomputer = maybe\nelo = 1\n", "2: [r] computer = maybe: want true (engines) or false (humans)");
    bad("[r]\nelo = 5000\n", "2: [r] elo = 5000: want an Elo from 0 (full strength) to 3000");
    bad("[r]\nelo = -1\n", "2: [r] elo = -1: want an Elo from 0 (full strength) to 3000");
    bad("[r]\nname =\nelo = 1\n", "2: [r] name = : want a name pattern of 1..127 characters");
    char err[OPP_ERR_MAX];
    ok(load("[r]\npersonality = no_such_one\n", err, sizeof err) == OPP_BAD && rules.count == 0,
       "a personality that does not exist is rejected");
    char want[600];
    snprintf(want, sizeof want, "%s:2: [r] personality = no_such_one: personality 'no_such_one' not found", file);
    ok(!strncmp(err, want, strlen(want)), "... saying which and where: %s", err);
    bad("[r]\nelo = 1\nelo = 2\n", "3: [r] elo: duplicate key (first set on line 2)");
    bad("[r]\nelo = 1\n[R]\nelo = 2\n", "3: [R]: duplicate rule name (first on line 1)");
    bad("elo = 1\n", "1: elo: key outside any [rule]");
    bad("[r]\nelo 1\n", "2: syntax error: 'elo 1' (want key = value)");
    bad("[r\nelo = 1\n", "1: syntax error: '[r' (want [rule name])");
    bad("[]\n", "1: a rule name must have 1..63 characters");
    bad("[r]\nname = \"Bob\n", "2: [r] name: unclosed quote");
    bad("[r]\nname = Bob\n", "1: [r]: a rule needs 'personality' or 'elo' (or both)");
    bad("[r]\nelo = 1\nmin_rating = 2000\nmax_rating = 1000\n", "1: [r]: min_rating 2000 is above max_rating 1000");
    bad("[r]\nnmae = x\nelo = x\n[s]\n",
        "2: [r] nmae: unknown key (did you mean name?) (and 2 more problems)");

    /* Too many rules, a huge line, a NUL byte. */
    char *big = malloc(OPP_RULES_MAX * 32 + 64);
    big[0] = '\0';
    for (int i = 0; i <= OPP_RULES_MAX; i++)
        sprintf(big + strlen(big), "[r%d]\nelo = 1\n", i);
    bad(big, "129: [r64]: more than 64 rules");
    free(big);
    char line[2000] = "[r]\nname = ";
    memset(line + strlen(line), 'x', 1100);
    line[11 + 1100] = '\0';
    strcat(line, "\nelo = 1\n");
    bad(line, "2: line longer than 1024 characters");
    FILE *f = fopen(file, "w");
    fwrite("[r]\nname = a\0b\nelo = 1\n", 1, 23, f);
    fclose(f);
    char err2[OPP_ERR_MAX], want2[400];
    snprintf(want2, sizeof want2, "%s:2: NUL byte in the line", file);
    ok(opp_rules_load(file, &rules, err2, sizeof err2) == OPP_BAD, "a NUL byte is rejected");
    is_str(err2, want2, "message");

    /* Found by fuzz_opponents: the file's control characters (a lone CR,
     * an escape sequence) went verbatim into the tellusererror line and
     * into the rule name echoed by telluser.  Messages now show them as
     * '?', and rule names and personalities may not hold any. */
    bad("[a\033[31mRED\rb]\nelo = 1\n", "1: [a?[31mRED?b]: control character in the rule name");
    bad("[my\trule]\nelo = 1\n", "1: [my?rule]: control character in the rule name");
    bad("[c]\nelo 1\r2\033]0;title\007\n", "2: syntax error: 'elo 1?2?]0;title?' (want key = value)");
    bad("[r]\npersonality = a\033b.ini\n", "2: [r] personality = a?b.ini: control character in the personality");
    bad("[r]\nna\001me = x\nelo = 1\n", "2: [r] na?me: unknown key (did you mean name?)");

    /* Not a regular file: refused before opening, so a FIFO cannot hang us. */
    char fifo[300];
    snprintf(fifo, sizeof fifo, "%s/fifo.ini", dir);
    if (platform_is_windows()) {
        skip(2, "a FIFO: not on Windows");
    } else if (platform_make_fifo(fifo, 0600) == 0) {
        ok(opp_rules_load(fifo, &rules, err2, sizeof err2) == OPP_BAD, "a FIFO is refused");
        snprintf(want2, sizeof want2, "%s: not a regular file", fifo);
        is_str(err2, want2, "message");
        unlink(fifo);
    } else {
        skip(2, "cannot make a FIFO");
    }
    ok(opp_rules_load(dir, &rules, err2, sizeof err2) == OPP_BAD, "a directory is refused");
}

/* A stream holding text: a temporary file (portable C, where fmemopen() is
 * POSIX only). */
static FILE *text_stream(const char *text, size_t len)
{
    FILE *f = tmpfile();
    if (!f || fwrite(text, 1, len, f) != len || fflush(f) != 0)
        bail_out("cannot write a temporary file");
    rewind(f);
    return f;
}

/* opp_rules_read(): the same reading from a stream, here a text of ours;
 * the messages name what the caller says. */
static void test_read(void)
{
    static const char text[] = "[Stockfish]\nname = stockfish*\nelo = 1500\n[all]\npersonality = beginner\n";
    char err[OPP_ERR_MAX];
    FILE *f = text_stream(text, sizeof text - 1);
    opp_load_t r = opp_rules_read(f, "memory.ini", &rules, err, sizeof err);
    fclose(f);
    ok(r == OPP_LOADED && rules.count == 2 && !strcmp(rules.file, "memory.ini"), "rules read from memory");
    is_str(match("Stockfish 16", 0, true), "Stockfish", "... and matched");
    is_str(match("someone", 0, false), "all", "... the catch-all too");
    opp_rules_t *disk = malloc(sizeof *disk);
    FILE *w = fopen(file, "w");
    fputs(text, w);
    fclose(w);
    ok(opp_rules_load(file, disk, err, sizeof err) == OPP_LOADED && disk->count == rules.count &&
           !memcmp(disk->rule, rules.rule, sizeof rules.rule[0] * (size_t)rules.count),
       "the same rules as from the file");
    free(disk);

    static const char broken[] = "[r]\nelo = 1\nelo = 2\n";
    f = text_stream(broken, sizeof broken - 1);
    r = opp_rules_read(f, "memory.ini", &rules, err, sizeof err);
    fclose(f);
    ok(r == OPP_BAD && rules.count == 0, "a bad text from memory is rejected");
    is_str(err, "memory.ini:3: [r] elo: duplicate key (first set on line 2)", "message names the given file");
}

int main(void)
{
    platform_setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities");
    tap_temp_template(dir, sizeof dir, "opp");
    if (!platform_make_temp_dir(dir))
        bail_out("cannot make a temporary directory");
    snprintf(file, sizeof file, "%s/opponents.ini", dir);
    test_path();
    test_good();
    test_bad();
    test_read();
    unlink(file);
    rmdir(dir);
    return done_testing();
}
