/* data_dirs.h -- where Acolyte looks for its data: personalities, opening
 * books and the bench and self-play positions.
 *
 * One order for every kind, on every system (README "Files"):
 *   1. a path the user gave (an option's value that is a path is never
 *      searched: callers check data_name_is_path() first);
 *   2. the kind's environment variable, a list of folders separated by
 *      PLATFORM_PATH_LIST_SEPARATOR (':' on POSIX, ';' on Windows):
 *      ACOLYTE_PERSONALITIES, ACOLYTE_BOOKS;
 *   3. the user's own data folder (platform_user_data_dir): its
 *      personalities/ and book/ subfolders, the positions in it;
 *   4. beside the executable: its folder's personalities/, book/ and the
 *      position files themselves (the layout of the Windows zip).  When
 *      that folder holds a file named DATA_BUILD_TREE_MARK, written there
 *      by `make` and never installed, the executable runs from a build
 *      tree: the folder above it is the build tree and the file's first
 *      line names the source tree, both searched (personalities/, book/,
 *      tests/ and tests/data/ for positions);
 *   5. the installation folder configure was given (pkgdatadir), when it
 *      is an absolute path on this system.
 */
#ifndef ACOLYTE_DATA_DIRS_H
#define ACOLYTE_DATA_DIRS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum {
    DATA_PERSONALITIES, /* NAME.ini, family.md */
    DATA_BOOKS,         /* Polyglot .bin books */
    DATA_POSITIONS      /* bench.epd, openings.epd */
} data_kind_t;

enum { DATA_PATH_MAX = 1024, DATA_DIRS_MAX = 16 };

/* The name of the file beside a build tree's executable that names the
 * source tree. */
#define DATA_BUILD_TREE_MARK "source-tree"

typedef struct {
    int count;
    char dir[DATA_DIRS_MAX][DATA_PATH_MAX];
} data_dirs_t;

/* The folders searched for kind, in order, without duplicates; folders
 * that do not exist are listed too (a message can say where it looked). */
void data_dirs_list(data_kind_t kind, data_dirs_t *out);

/* The first readable regular file named file in kind's folders, written to
 * out.  False if there is none (out is then undefined). */
bool data_dirs_find(data_kind_t kind, const char *file, char *out, size_t len);

/* The folder where the user's own files of kind go (a saved personality):
 * the personalities/ or book/ subfolder of the user's data folder.  False
 * if the environment names no user folder. */
bool data_dirs_user(data_kind_t kind, char *out, size_t len);

/* The user's settings file named file (opponents.ini) in the user's
 * settings folder (platform_user_config_dir).  False if there is none. */
bool data_dirs_user_config(const char *file, char *out, size_t len);

/* Is name a path rather than a bare name to search for: absolute, or with
 * a directory separator ('/', and '\\' on Windows) anywhere? */
bool data_name_is_path(const char *name);

/* dir and name joined by the system's separator (none added if dir ends
 * with one; name alone if dir is empty).  False if out is too small. */
bool data_path_join(char *out, size_t len, const char *dir, const char *name);

/* The last component of path (after its last separator). */
const char *data_base_name(const char *path);

/* The folder part of path, without its last separator ("/" for a file at
 * the root, "." for a bare name), written to out. */
void data_dir_name(const char *path, char *out, size_t len);

#endif
