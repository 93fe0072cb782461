/* test_taunt.c -- taunts: the [taunts] parameters in personality files
 * (loading, inheritance, saving, rejections with file:line), the phrase
 * lists, and taunt_consider()'s decisions (swing, situation, rate limit,
 * continuity, rotation, the off switch). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "params/personality.h"
#include "tap.h"
#include "util/platform.h"
#include "params/taunt.h"

#include "personality_fixture.h"

static void test_loading(void)
{
    personality_errors_clear(&errs);
    ok(personality_load("default", &pers, &errs), "default loads");
    ok(!pers.params.TAUNTS, "taunts are off by default");
    is_int(taunt_phrase_count(pers.params.ON_WINNING), 3, "the table has three ON_WINNING phrases");

    personality_errors_clear(&errs);
    ok(personality_load("taunts_parent.ini", &pers, &errs), "taunts_parent.ini loads");
    if (errs.count)
        diag("%s", errs.msg[0]);
    ok(pers.params.TAUNTS, "[taunts] TAUNTS = true");
    is_int(pers.params.TAUNT_MIN_MOVES, 2, "[taunts] TAUNT_MIN_MOVES");
    is_str(pers.params.ON_WINNING, "Ha!| Ho! |Hee, hee.", "ON_WINNING as written (comment cut)");
    is_str(pers.params.ON_LOSING, "Oh; no", "a quoted phrase keeps its ';'");
    is_int(pers.changed, 4, "taunts_parent changes 4 values");

    personality_errors_clear(&errs);
    ok(personality_load("taunts_child.ini", &pers, &errs), "taunts_child.ini loads");
    ok(pers.params.TAUNTS, "a child without [taunts] keeps the parent's switch");
    is_str(pers.params.ON_WINNING, "Ha!| Ho! |Hee, hee.", "... and the parent's phrases");
    is_int(pers.changed, 1, "taunts_child changes 1 value from its parent");

    personality_errors_clear(&errs);
    ok(personality_load("taunts_override.ini", &pers, &errs), "taunts_override.ini loads");
    is_str(pers.params.ON_WINNING, "Only this.", "a child's phrase list replaces the parent's");
    is_str(pers.params.ON_LOSING, "Oh; no", "... and keeps the lists it does not set");

    /* Saving writes the differences, quoted where needed, and reloads. */
    personality_errors_clear(&errs);
    ok(personality_load("taunts_parent.ini", &pers, &errs), "taunts_parent.ini loads again");
    char tmp[4096];
    tap_temp_template(tmp, sizeof tmp, "taunt");
    int fd = mkstemp(tmp);
    ok(fd >= 0, "temporary file");
    if (fd >= 0)
        close(fd);
    char path[4200], err[512];
    snprintf(path, sizeof path, "%s.ini", tmp);
    personality_t *again = malloc(sizeof *again);
    if (ok(again && personality_save(&pers, path, SAVE_FORCE, err, sizeof err), "taunts_parent saves")) {
        FILE *f = fopen(path, "r");
        char text[4096] = "";
        size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
        text[n] = '\0';
        if (f)
            fclose(f);
        ok(strstr(text, "\n[taunts]\nTAUNTS = true\nTAUNT_MIN_MOVES = 2\nON_WINNING = Ha!| Ho! |Hee, hee.\n"
                        "ON_LOSING = \"Oh; no\"\n") != NULL,
           "the saved file holds [taunts] with only the differences");
        personality_errors_clear(&errs);
        ok(personality_load(path, again, &errs), "the saved file loads");
        is_str(again->params.ON_LOSING, "Oh; no", "ON_LOSING survives the round trip");
        is_str(again->params.ON_WINNING, pers.params.ON_WINNING, "ON_WINNING survives the round trip");
    }
    unlink(path);
    unlink(tmp);
    free(again);

    char want[512] = "bad_taunt_long.ini:4: [taunts] ON_WINNING = ";
    for (int k = 0; k < 150; k++)
        strcat(want, "Na");
    strcat(want, ": text longer than 255 characters");
    expect_error("bad_taunt_long.ini", want);
    expect_error("bad_taunt_control.ini", "bad_taunt_control.ini:4: [taunts] ON_SWING_UP = Tab\there: control "
                                          "character 0x09 at position 4 (text must be one printable line)");
    expect_error("bad_taunt_unknown.ini",
                 "bad_taunt_unknown.ini:4: [taunts] ON_WINNIG: unknown key (did you mean [taunts] ON_WINNING?)");

    /* Other ways in (console, xboard and UCI options) get the same checks. */
    char why[512];
    keep = pers;
    ok(!personality_set(&pers, "taunts.ON_WINNING", "two\nlines", why, sizeof why), "a newline is refused");
    is_str(why, "[taunts] ON_WINNING = two\nlines: control character 0x0a at position 4 (text must be one "
                "printable line)", "... saying where");
    ok(!memcmp(&keep, &pers, sizeof pers), "... and nothing changes");
    ok(personality_set(&pers, "taunts.ON_WINNING", "Fine.|Also fine.", why, sizeof why), "a phrase list is set");
    is_str(pers.params.ON_WINNING, "Fine.|Also fine.", "... and kept");
    ok(personality_set(&pers, "Taunts", "off", why, sizeof why), "the switch by its bare key");
    ok(!pers.params.TAUNTS, "... is off");
}

static void test_phrases(void)
{
    char out[64];
    is_int(taunt_phrase_count(""), 0, "an empty list has no phrase");
    is_int(taunt_phrase_count(" | |"), 0, "blanks and bars only: no phrase");
    is_int(taunt_phrase_count("a|| b |"), 2, "empty phrases are skipped");
    ok(taunt_phrase("a|| b |", 1, out, sizeof out) && !strcmp(out, "b"), "the second phrase, trimmed");
    ok(!taunt_phrase("a|| b |", 2, out, sizeof out), "no third phrase");
    ok(taunt_phrase("one", 0, out, 3) && !strcmp(out, "on"), "a phrase is cut to the buffer");
}

/* One decision: our turn with key k (previous turn k_prev) at move mv. */
static int say(taunt_state_t *t, const params_t *p, uint64_t k, uint64_t k_prev, int mv, int score, char *out)
{
    out[0] = '\0';
    return taunt_consider(t, p, k, k_prev, mv, (score_t)score, out, 64);
}

static void test_decisions(void)
{
    params_t p;
    params_defaults(&p);
    p.TAUNTS = 1;
    p.TAUNT_SWING = 200;
    p.TAUNT_DECISIVE = 500;
    p.TAUNT_MIN_MOVES = 3;
    snprintf(p.ON_SWING_UP, sizeof p.ON_SWING_UP, "up1|up2");
    snprintf(p.ON_SWING_DOWN, sizeof p.ON_SWING_DOWN, "down1");
    snprintf(p.ON_WINNING, sizeof p.ON_WINNING, "win1|win2|win3");
    snprintf(p.ON_LOSING, sizeof p.ON_LOSING, "lose1");

    is_int(taunt_classify(&p, 0, 199), -1, "a swing of 199 is too small");
    is_int(taunt_classify(&p, 0, 200), TAUNT_SWING_UP, "+200 is a swing up");
    is_int(taunt_classify(&p, 0, 500), TAUNT_WINNING, "+500 to 500 is winning");
    is_int(taunt_classify(&p, 100, -150), TAUNT_SWING_DOWN, "-250 is a swing down");
    is_int(taunt_classify(&p, 0, -600), TAUNT_LOSING, "down to -600 is losing");

    taunt_state_t t;
    memset(&t, 0, sizeof t);
    char out[64];
    ok(!say(&t, &p, 10, 0, 20, 0, out), "the first turn has nothing to compare with");
    ok(say(&t, &p, 11, 10, 21, 300, out), "+300 since our last turn: a taunt");
    is_str(out, "up2", "swing up, rotation starts at move 21: (21 + 0) %% 2 = phrase 2");
    ok(!say(&t, &p, 12, 11, 22, -300, out), "a swing one move later is rate-limited");
    ok(!say(&t, &p, 13, 12, 23, 400, out), "two moves later still");
    ok(say(&t, &p, 14, 13, 24, -400, out), "three moves later a taunt again");
    is_str(out, "down1", "swing down");
    ok(!say(&t, &p, 15, 99, 40, 1000, out), "no taunt when the previous turn was another position");
    ok(say(&t, &p, 16, 15, 41, 2000, out), "a swing up to 2000 ...");
    is_str(out, "win3", "... is winning: rotation starts at move 41, (41 + 0) %% 3 = phrase 3");
    ok(say(&t, &p, 17, 16, 44, SCORE_MATE - 5, out), "a mate found counts as +10000");
    is_str(out, "win1", "the next winning phrase in turn");
    ok(!say(&t, &p, 18, 17, 47, SCORE_MATE - 3, out), "mate to mate is no swing");
    ok(say(&t, &p, 19, 18, 50, -SCORE_MATE + 4, out), "being mated is losing");
    is_str(out, "lose1", "losing phrase");

    /* Without words for a decisive swing, the plain ones serve. */
    p.ON_WINNING[0] = '\0';
    ok(say(&t, &p, 20, 19, 60, 900, out), "winning without ON_WINNING ...");
    is_str(out, "up1", "... says an ON_SWING_UP phrase (the next in turn)");
    p.ON_SWING_UP[0] = '\0';
    ok(say(&t, &p, 21, 20, 70, -900, out), "losing still has its own phrase ...");
    is_str(out, "lose1", "... its only one, again");
    ok(!say(&t, &p, 22, 21, 80, 900, out), "no phrase at all: no taunt");
    is_int(t.last_taunt_move, 70, "... and it does not count for the rate limit");

    /* Off: the score is still followed, so switching on mid-game works. */
    p.TAUNTS = 0;
    snprintf(p.ON_SWING_UP, sizeof p.ON_SWING_UP, "up");
    ok(!say(&t, &p, 23, 22, 90, -900, out), "taunts off: silence");
    p.TAUNTS = 1;
    ok(say(&t, &p, 24, 23, 91, 0, out) && !strcmp(out, "up"), "switched on: the swing from the last turn counts");

    /* A new game forgets the scores and the rate limit, not the rotation. */
    taunt_new_game(&t);
    ok(!say(&t, &p, 24, 23, 91, 900, out), "after a new game the old turn does not count");
    ok(say(&t, &p, 25, 24, 92, 0, out), "the rate limit starts afresh");
}

int main(void)
{
    if (chdir(SRCDIR "/tests/personality") != 0)
        bail_out("cannot chdir to the fixtures");
    platform_setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities");
    test_loading();
    test_phrases();
    test_decisions();
    return done_testing();
}
