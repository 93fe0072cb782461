/* data_dirs.c -- the folders Acolyte's data is looked for in (data_dirs.h).
 *
 * Nothing here knows where the program was built: the installation folder
 * comes from util/install_dirs.h, which make writes from configure's
 * pkgdatadir (so a new --prefix rebuilds this file and nothing else), and a
 * build tree is recognised only by the mark make leaves beside its
 * executable.
 */
#include "config.h"

#include "util/data_dirs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util/install_dirs.h"
#include "util/platform.h"

/* Each kind: its environment variable (NULL: none), its subfolder of a data
 * folder ("" for the folder itself) and its subfolders of a build or source
 * tree. */
typedef struct {
    const char *env;
    const char *sub;
    const char *tree_sub[2];
} kind_info_t;

static const kind_info_t kinds[] = {
    [DATA_PERSONALITIES] = { "ACOLYTE_PERSONALITIES", "personalities", { "personalities", NULL } },
    [DATA_BOOKS] = { "ACOLYTE_BOOKS", "book", { "book", NULL } },
    [DATA_POSITIONS] = { NULL, "", { "tests", "tests/data" } },
};

bool data_path_join(char *out, size_t len, const char *dir, const char *name)
{
    if (!out || !len)
        return false;
    size_t dl = strlen(dir);
    int n;
    if (!dl)
        n = snprintf(out, len, "%s", name);
    else if (!*name)
        n = snprintf(out, len, "%s", dir);
    else if (platform_is_dir_separator(dir[dl - 1]))
        n = snprintf(out, len, "%s%s", dir, name);
    else
        n = snprintf(out, len, "%s%c%s", dir, PLATFORM_DIR_SEPARATOR, name);
    return n >= 0 && (size_t)n < len;
}

bool data_name_is_path(const char *name)
{
    if (platform_path_is_absolute(name))
        return true;
    for (const char *c = name; *c; c++)
        if (platform_is_dir_separator(*c))
            return true;
    return false;
}

const char *data_base_name(const char *path)
{
    const char *base = path;
    for (const char *c = path; *c; c++)
        if (platform_is_dir_separator(*c))
            base = c + 1;
    return base;
}

void data_dir_name(const char *path, char *out, size_t len)
{
    if (!out || !len)
        return;
    const char *base = data_base_name(path);
    if (base == path) {
        snprintf(out, len, ".");
        return;
    }
    size_t k = (size_t)(base - path) - 1; /* the last separator */
    /* The root keeps its separator: "/" and "C:\". */
    bool root = k == 0 || (k == 2 && path[1] == ':');
    size_t n = root ? k + 1 : k;
    if (n >= len)
        n = len - 1;
    memcpy(out, path, n);
    out[n] = '\0';
}

/* Add dir + sub to the list unless it is empty, too long or there already. */
static void add(data_dirs_t *d, const char *dir, const char *sub)
{
    if (!dir || !*dir || d->count >= DATA_DIRS_MAX)
        return;
    char *slot = d->dir[d->count];
    if (!data_path_join(slot, DATA_PATH_MAX, dir, sub))
        return;
    for (int i = 0; i < d->count; i++)
        if (!strcmp(d->dir[i], slot))
            return;
    d->count++;
}

/* The environment variable's folders, split like PATH; empty entries are
 * skipped. */
static void add_env_list(data_dirs_t *d, const char *var)
{
    const char *list = var ? getenv(var) : NULL;
    if (!list)
        return;
    const char *p = list;
    for (;;) {
        const char *end = strchr(p, PLATFORM_PATH_LIST_SEPARATOR);
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n > 0 && n < DATA_PATH_MAX) {
            char dir[DATA_PATH_MAX];
            memcpy(dir, p, n);
            dir[n] = '\0';
            add(d, dir, "");
        }
        if (!end)
            break;
        p = end + 1;
    }
}

/* The source tree named by the mark beside a build tree's executable;
 * false if there is no mark. */
static bool read_build_mark(const char *exe_dir, char *src, size_t len)
{
    char mark[DATA_PATH_MAX];
    if (!data_path_join(mark, sizeof mark, exe_dir, DATA_BUILD_TREE_MARK))
        return false;
    FILE *f = fopen(mark, "r");
    if (!f)
        return false;
    bool got = fgets(src, (int)len, f) != NULL;
    fclose(f);
    if (!got)
        return false;
    src[strcspn(src, "\r\n")] = '\0';
    return true;
}

/* Step 4: beside the executable, then the build and source trees. */
static void add_beside_executable(data_dirs_t *d, const kind_info_t *k)
{
    char exe_dir[DATA_PATH_MAX];
    if (!platform_executable_dir(exe_dir, sizeof exe_dir))
        return;
    add(d, exe_dir, k->sub);
    char src[DATA_PATH_MAX];
    if (!read_build_mark(exe_dir, src, sizeof src))
        return;
    char build[DATA_PATH_MAX];
    data_dir_name(exe_dir, build, sizeof build);
    const char *trees[] = { build, src };
    for (size_t t = 0; t < 2; t++)
        for (size_t s = 0; s < 2 && k->tree_sub[s]; s++)
            add(d, trees[t], k->tree_sub[s]);
}

void data_dirs_list(data_kind_t kind, data_dirs_t *out)
{
    const kind_info_t *k = &kinds[kind];
    out->count = 0;
    add_env_list(out, k->env);
    char user[DATA_PATH_MAX];
    if (platform_user_data_dir(user, sizeof user))
        add(out, user, k->sub);
    add_beside_executable(out, k);
    /* A cross build's pkgdatadir is a Unix path, not absolute on Windows:
     * it means nothing there and is left out. */
    if (platform_path_is_absolute(INSTALL_PKGDATADIR))
        add(out, INSTALL_PKGDATADIR, k->sub);
}

static bool is_readable_file(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return false;
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    fclose(f);
    return true;
}

bool data_dirs_find(data_kind_t kind, const char *file, char *out, size_t len)
{
    data_dirs_t *d = malloc(sizeof *d);
    if (!d)
        return false;
    data_dirs_list(kind, d);
    bool found = false;
    for (int i = 0; i < d->count && !found; i++)
        found = data_path_join(out, len, d->dir[i], file) && is_readable_file(out);
    free(d);
    return found;
}

bool data_dirs_user(data_kind_t kind, char *out, size_t len)
{
    char user[DATA_PATH_MAX];
    return platform_user_data_dir(user, sizeof user) && data_path_join(out, len, user, kinds[kind].sub);
}

bool data_dirs_user_config(const char *file, char *out, size_t len)
{
    char dir[DATA_PATH_MAX];
    return platform_user_config_dir(dir, sizeof dir) && data_path_join(out, len, dir, file);
}
