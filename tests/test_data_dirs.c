/* test_data_dirs.c -- the data folders (util/data_dirs.h): their order for
 * each kind, the path list split on the system's separator, what counts as
 * a path, and finding a file in the first folder that has it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tap.h"
#include "util/data_dirs.h"
#include "util/install_dirs.h"
#include "util/platform.h"

static char exe_dir[DATA_PATH_MAX];

/* dir + sub joined by the system's separator (eight results live at once,
 * enough for one expected list). */
static const char *joined(const char *dir, const char *sub)
{
    static char buf[8][DATA_PATH_MAX];
    static int k;
    k = (k + 1) % 8;
    if (!data_path_join(buf[k], sizeof buf[k], dir, sub))
        return "(too long)";
    return buf[k];
}

static void test_names(void)
{
    char out[64];
    ok(data_path_join(out, sizeof out, "a", "b.ini"), "join fits");
    is_str(out, joined("a", "b.ini"), "join: dir, separator, name");
    char want[8] = { 'a', PLATFORM_DIR_SEPARATOR, 'b', '\0' };
    is_str(joined("a", "b"), want, "join uses the system's separator");
    data_path_join(out, sizeof out, "a/", "b");
    is_str(out, "a/b", "a folder that ends with a separator gets none added");
    data_path_join(out, sizeof out, "", "b");
    is_str(out, "b", "an empty folder: the name alone");
    data_path_join(out, sizeof out, "a", "");
    is_str(out, "a", "an empty name: the folder alone");
    ok(!data_path_join(out, 4, "abc", "def"), "join refuses what does not fit");

    ok(!data_name_is_path("clericus.bin"), "a bare name is a name");
    ok(!data_name_is_path("my book.bin"), "a name with a space is a name");
    ok(data_name_is_path("./clericus.bin"), "./name is a path");
    ok(data_name_is_path("books/x.bin"), "a name with '/' is a path");
    ok(data_name_is_path("/x.bin"), "an absolute path is a path");
    /* '\\' is a separator only where the system says so (Windows). */
    ok(data_name_is_path("books\\x.bin") == platform_is_dir_separator('\\'),
       "'\\' makes a path exactly where it is a separator");

    is_str(data_base_name("/a/b/c.ini"), "c.ini", "base name after the last separator");
    is_str(data_base_name("c.ini"), "c.ini", "base name of a bare name");
    data_dir_name("/a/b/c.ini", out, sizeof out);
    is_str(out, "/a/b", "folder part");
    data_dir_name("/c.ini", out, sizeof out);
    is_str(out, "/", "a file at the root: the root");
    data_dir_name("c.ini", out, sizeof out);
    is_str(out, ".", "a bare name: the current folder");
    data_dir_name("a b/c d.ini", out, sizeof out);
    is_str(out, "a b", "spaces are kept");
}

static void expect_dirs(data_kind_t kind, const char *const *want, int n, const char *what)
{
    data_dirs_t *d = malloc(sizeof *d);
    data_dirs_list(kind, d);
    if (!is_int(d->count, n, what))
        for (int i = 0; i < d->count; i++)
            diag("  have %s", d->dir[i]);
    for (int i = 0; i < n && i < d->count; i++)
        is_str(d->dir[i], want[i], what);
    free(d);
}

static void test_order(void)
{
    char list[256];
    /* Two folders, an empty entry between them, and a repeat. */
    snprintf(list, sizeof list, "/e 1%c%c/e2%c/e 1", PLATFORM_PATH_LIST_SEPARATOR, PLATFORM_PATH_LIST_SEPARATOR,
             PLATFORM_PATH_LIST_SEPARATOR);
    platform_setenv("ACOLYTE_PERSONALITIES", list);
    platform_setenv("XDG_DATA_HOME", "/xdg");
    platform_setenv("HOME", "/home/u");
    char user[DATA_PATH_MAX];
    ok(platform_user_data_dir(user, sizeof user), "a user data folder");
    is_str(user, "/xdg/acolyte", "... from XDG_DATA_HOME");
    const char *pers[] = { "/e 1", "/e2", joined(user, "personalities"), joined(exe_dir, "personalities"),
                           joined(INSTALL_PKGDATADIR, "personalities") };
    expect_dirs(DATA_PERSONALITIES, pers, 5,
                "personalities: the list, the user's, beside the program, installed");

    platform_unsetenv("ACOLYTE_BOOKS");
    const char *books[] = { joined(user, "book"), joined(exe_dir, "book"), joined(INSTALL_PKGDATADIR, "book") };
    expect_dirs(DATA_BOOKS, books, 3, "books without ACOLYTE_BOOKS: the user's, beside the program, installed");
    platform_setenv("ACOLYTE_BOOKS", "/b");
    const char *books2[] = { "/b", joined(user, "book"), joined(exe_dir, "book"),
                             joined(INSTALL_PKGDATADIR, "book") };
    expect_dirs(DATA_BOOKS, books2, 4, "ACOLYTE_BOOKS comes first");
    platform_unsetenv("ACOLYTE_BOOKS");

    const char *pos[] = { user, exe_dir, INSTALL_PKGDATADIR };
    expect_dirs(DATA_POSITIONS, pos, 3, "positions: the folders themselves");

    char out[DATA_PATH_MAX];
    ok(data_dirs_user(DATA_PERSONALITIES, out, sizeof out), "the user's personality folder");
    is_str(out, joined(user, "personalities"), "... is the first searched after the list");

    /* A relative XDG_DATA_HOME is not a folder anyone can rely on. */
    platform_setenv("XDG_DATA_HOME", "relative");
    ok(data_dirs_user(DATA_BOOKS, out, sizeof out), "a relative XDG_DATA_HOME is ignored ...");
    is_str(out, "/home/u/.local/share/acolyte/book", "... for ~/.local/share/acolyte");
    platform_unsetenv("XDG_DATA_HOME");
    platform_unsetenv("HOME");
    ok(!data_dirs_user(DATA_BOOKS, out, sizeof out), "no HOME: no user folder");
    const char *pos2[] = { exe_dir, INSTALL_PKGDATADIR };
    expect_dirs(DATA_POSITIONS, pos2, 2, "no HOME: beside the program, installed");

    platform_setenv("XDG_CONFIG_HOME", "/cfg");
    ok(data_dirs_user_config("opponents.ini", out, sizeof out), "a settings file");
    is_str(out, "/cfg/acolyte/opponents.ini", "... in XDG_CONFIG_HOME/acolyte");
    platform_unsetenv("XDG_CONFIG_HOME");
    ok(!data_dirs_user_config("opponents.ini", out, sizeof out), "no HOME, no XDG_CONFIG_HOME: none");
}

static void test_find(void)
{
    char tmp[256];
    tap_temp_template(tmp, sizeof tmp, "dirs");
    if (!platform_make_temp_dir(tmp))
        bail_out("cannot make a temporary folder");
    char a[512], b[512], file[DATA_PATH_MAX], out[DATA_PATH_MAX], list[2 * DATA_PATH_MAX];
    snprintf(a, sizeof a, "%s/first dir", tmp);
    snprintf(b, sizeof b, "%s/second", tmp);
    platform_mkdir(a, 0777);
    platform_mkdir(b, 0777);
    snprintf(list, sizeof list, "%s%c%s", a, PLATFORM_PATH_LIST_SEPARATOR, b);
    platform_setenv("ACOLYTE_BOOKS", list);
    platform_setenv("HOME", tmp);
    platform_setenv("APPDATA", tmp);

    ok(!data_dirs_find(DATA_BOOKS, "x.bin", out, sizeof out), "no such book anywhere");
    snprintf(file, sizeof file, "%s/x.bin", b);
    FILE *f = fopen(file, "w");
    fclose(f);
    ok(data_dirs_find(DATA_BOOKS, "x.bin", out, sizeof out), "found in the second folder ...");
    is_str(out, joined(b, "x.bin"), "... at its path");
    snprintf(file, sizeof file, "%s/x.bin", a);
    platform_mkdir(file, 0777);
    ok(data_dirs_find(DATA_BOOKS, "x.bin", out, sizeof out) && !strcmp(out, joined(b, "x.bin")),
       "a folder of that name in the first folder is passed over");
    rmdir(file);
    f = fopen(file, "w");
    fclose(f);
    ok(data_dirs_find(DATA_BOOKS, "x.bin", out, sizeof out), "found in both ...");
    is_str(out, joined(a, "x.bin"), "... the first folder wins");

    unlink(file);
    snprintf(file, sizeof file, "%s/x.bin", b);
    unlink(file);
    rmdir(a);
    rmdir(b);
    rmdir(tmp);
    platform_unsetenv("ACOLYTE_BOOKS");
    platform_unsetenv("HOME");
    platform_unsetenv("APPDATA");
}

/* Windows: the user's folder is %APPDATA%\Acolyte, and a Unix prefix is
 * no installed folder there.  As many checks as test_order makes. */
static void test_order_windows(void)
{
    enum { TEST_ORDER_CHECKS = 32 };
    int before = tap_run_;
    char list[256];
    snprintf(list, sizeof list, "C:\\e 1%c%cD:\\e2", PLATFORM_PATH_LIST_SEPARATOR, PLATFORM_PATH_LIST_SEPARATOR);
    platform_setenv("ACOLYTE_PERSONALITIES", list);
    platform_setenv("APPDATA", "C:\\users\\u\\AppData\\Roaming");
    char user[DATA_PATH_MAX];
    ok(platform_user_data_dir(user, sizeof user), "a user data folder");
    is_str(user, "C:\\users\\u\\AppData\\Roaming\\Acolyte", "... in %%APPDATA%%");
    const char *pers[] = { "C:\\e 1", "D:\\e2", joined(user, "personalities"), joined(exe_dir, "personalities") };
    expect_dirs(DATA_PERSONALITIES, pers, 4, "personalities: the list (drive letters kept), the user's, beside the program");
    platform_unsetenv("ACOLYTE_PERSONALITIES");
    platform_unsetenv("APPDATA");
    skip(TEST_ORDER_CHECKS - (tap_run_ - before), "XDG_DATA_HOME, HOME and an installed prefix: not on Windows");
}

int main(void)
{
    plan(57);
    if (!platform_executable_dir(exe_dir, sizeof exe_dir))
        bail_out("the system does not say where the program is");
    test_names();
    if (platform_is_windows())
        test_order_windows();
    else
        test_order();
    test_find();
    return done_testing();
}
