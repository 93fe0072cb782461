/* test_personality.c -- the .ini loader: valid files, inheritance, cycles
 * and every error class with its exact message; saving and diffs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "params/personality.h"
#include "tap.h"
#include "util/platform.h"

#include "personality_fixture.h"

/* default.ini loads and sets its fitted weights over the table's
 * values: the families it fitted move, the others keep the table's;
 * tests/data/table.ini is the table itself. */
static void test_default(void)
{
    personality_errors_clear(&errs);
    ok(personality_load("default", &pers, &errs), "default loads by name");
    params_t def;
    params_defaults(&def);
    is_str(pers.name, "default", "default's name");
    is_int(pers.changed, 118, "default sets the 118 fitted values");
    ok(pers.params.PAWN_VALUE_MG != def.PAWN_VALUE_MG, "a fitted weight differs from the table");
    ok(pers.params.SAFE_CHECK != def.SAFE_CHECK && memcmp(pers.params.KNIGHT_PST, def.KNIGHT_PST, sizeof def.KNIGHT_PST),
       "king safety and the piece-square tables are fitted too");
    ok(pers.params.HANGING_PIECE_MG != def.HANGING_PIECE_MG && pers.params.BXH7_SACRIFICE != def.BXH7_SACRIFICE,
       "the threats and the patterns are fitted");
    ok(pers.params.MATING_EDGE == def.MATING_EDGE && pers.params.MATING_APPROACH == def.MATING_APPROACH,
       "the drive to mate keeps the table's values");
    personality_errors_clear(&errs);
    personality_t table;
    ok(personality_load(SRCDIR "/tests/data/table.ini", &table, &errs), "table.ini loads");
    ok(!memcmp(&def, &table.params, sizeof def), "table.ini equals the table defaults");
    is_int(table.changed, 0, "table.ini changes nothing");
}

/* Inheritance by path, values, case-insensitive names, comments. */
static void test_inheritance(void)
{
    personality_errors_clear(&errs);
    ok(personality_load("child.ini", &pers, &errs), "child.ini loads");
    if (errs.count)
        diag("%s", errs.msg[0]);
    is_int(pers.params.MOB_ZERO, -30, "child MOB_ZERO");
    is_int(pers.params.MOB_ONE, -12, "child MOB_ONE with an inline comment");
    is_int(pers.params.MODEL, KS_MODEL_TROPISM, "child MODEL enum");
    is_int(pers.params.ATTACKER_MULT[4], 16, "child list value");
    is_int(pers.changed, 4, "child changes 4 values");
    is_str(pers.parent, "default", "child's parent");

    personality_errors_clear(&errs);
    ok(personality_load("grandchild.ini", &pers, &errs), "grandchild inherits child by name from its own directory");
    is_int(pers.params.MOB_TWO, -7, "grandchild's own value (lower-case key and section)");
    is_int(pers.params.MOB_ZERO, -30, "grandchild keeps child's value");
    is_int(pers.changed, 1, "grandchild changes 1 value from child");
}

/* Every error class, exact message; pers must stay as it was. */
static void test_errors(void)
{
    /* The parent is found in the child's folder, joined with the system's
     * separator. */
    char cycle[160];
    snprintf(cycle, sizeof cycle,
             ".%ccycle_b.ini:2: [info] inherit = cycle_a: inheritance cycle cycle_a -> cycle_b -> cycle_a",
             PLATFORM_DIR_SEPARATOR);
    expect_error("cycle_a.ini", cycle);
    expect_error("bad_range.ini", "bad_range.ini:4: [mobility] MOB_ZERO = 900: value 900 out of range -200..0");
    expect_error("bad_unknown.ini",
                 "bad_unknown.ini:2: [mobility] MOB_ZEROO: unknown key (did you mean [mobility] MOB_ZERO?)");
    expect_error("bad_duplicate.ini",
                 "bad_duplicate.ini:4: [mobility] MOB_ZERO: duplicate key (first set on line 2)");
    expect_error("bad_syntax.ini", "bad_syntax.ini:2: syntax error: 'MOB_ZERO -10' (expected KEY = VALUE)");
    expect_error("bad_enum.ini",
                 "bad_enum.ini:2: [king_safety] MODEL = magic: 'magic' is not one of clericus|tropism|both");
    expect_error("bad_list.ini",
                 "bad_list.ini:2: [king_safety] ATTACKER_MULT = 0, 1, 2: 3 values given, 5 expected (each 0..100)");
    expect_error("bad_bool.ini",
                 "bad_bool.ini:2: [outposts] KNIGHT_OUTPOST = maybe: 'maybe' is not a boolean (allowed true|false)");
    expect_error("bad_phase.ini", "bad_phase.ini: [phase] MG_LIMIT (500) must be greater than EG_LIMIT (1000)");
    personality_errors_clear(&errs);
    ok(!personality_load("bad_parent.ini", &pers, &errs), "missing parent is rejected");
    ok(errs.count == 1 && strstr(errs.msg[0], "bad_parent.ini:2: [info] inherit = no_such_personality: "
                                              "personality 'no_such_personality' not found (searched ") != NULL,
       "missing parent message: %s", errs.count ? errs.msg[0] : "");
    personality_errors_clear(&errs);
    ok(!personality_load("bad_many.ini", &pers, &errs), "bad_many.ini is rejected");
    is_int(errs.count, 2, "every problem in a file is reported");
    is_str(errs.msg[1], "bad_many.ini:7: [pieces] ROOK_OPEN_FILE_MG = 1000: value 1000 out of range 0..100",
           "second problem");
    personality_errors_clear(&errs);
    ok(!personality_load("nonexistent_name", &pers, &errs), "unknown name is rejected");
}

/* personality_set and save/reload round trip. */
static void test_set_and_save(void)
{
    personality_errors_clear(&errs);
    ok(personality_load("child.ini", &pers, &errs), "child reloads");
    char err[512];
    ok(personality_set(&pers, "pieces.ROOK_SEVENTH_EG", "33", err, sizeof err), "set a value");
    is_int(pers.changed, 5, "changed count follows set");
    ok(!personality_set(&pers, "ROOK_SEVENTH_EG", "333", err, sizeof err), "set out of range fails");
    is_str(err, "[pieces] ROOK_SEVENTH_EG = 333: value 333 out of range 0..100", "set error message");
    ok(!personality_set(&pers, "ROOK_SEVENT_EG", "3", err, sizeof err), "set unknown fails");
    is_str(err, "ROOK_SEVENT_EG: unknown parameter (did you mean [pieces] ROOK_SEVENTH_EG?)", "set suggestion");

    char tmpdir[4096];
    tap_temp_template(tmpdir, sizeof tmpdir, "pers");
    if (!platform_make_temp_dir(tmpdir))
        bail_out("cannot make a temporary directory");
    char path[4200];
    snprintf(path, sizeof path, "%s/saved.ini", tmpdir);
    /* Save by parent name: the saved file must find "default" on the path. */
    ok(personality_save(&pers, path, 0, err, sizeof err), "save writes a new file");
    ok(!personality_save(&pers, path, 0, err, sizeof err), "save refuses to overwrite");
    ok(strstr(err, "file exists") != NULL, "overwrite message: %s", err);
    ok(personality_save(&pers, path, SAVE_FORCE, err, sizeof err), "save with force replaces");
    personality_t *back = malloc(sizeof *back);
    personality_errors_clear(&errs);
    ok(back && personality_load(path, back, &errs), "saved file loads");
    if (errs.count)
        diag("%s", errs.msg[0]);
    ok(back && !memcmp(&back->params, &pers.params, sizeof pers.params), "saved file reproduces the values");
    is_int(back ? back->changed : -1, 5, "saved file holds only the 5 differences");
    FILE *sink = tmpfile();
    if (!sink)
        bail_out("cannot make a temporary file");
    is_int(personality_write_diff(&pers, back, sink), 0, "no diff after the round trip");
    fclose(sink);
    unlink(path);
    rmdir(tmpdir);
    free(back);
}

/* Listing skips a broken file and reports it. */
static void test_listing(void)
{
    char dirs[2 * sizeof SRCDIR + 64];
    snprintf(dirs, sizeof dirs, "%s%c%s", SRCDIR "/tests/personality", PLATFORM_PATH_LIST_SEPARATOR,
             SRCDIR "/personalities");
    platform_setenv("ACOLYTE_PERSONALITIES", dirs);
    personality_entry_t *list = NULL;
    personality_errors_clear(&errs);
    int n = personality_list(&list, &errs);
    bool has_child = false, has_default = false;
    for (int i = 0; i < n; i++) {
        has_child |= !strcmp(list[i].name, "child");
        has_default |= !strcmp(list[i].name, "default");
    }
    ok(n >= 3 && has_child && has_default, "list finds the good files (%d)", n);
    ok(errs.count >= 10, "list reports the broken files (%d)", errs.count);
    free(list);
}

int main(void)
{
    if (chdir(SRCDIR "/tests/personality") != 0)
        bail_out("cannot chdir to the fixtures");
    platform_setenv("ACOLYTE_PERSONALITIES", SRCDIR "/personalities");

    test_default();
    test_inheritance();
    test_errors();
    test_set_and_save();
    test_listing();
    return done_testing();
}
