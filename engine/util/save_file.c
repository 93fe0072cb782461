/* save_file.c -- saving a file the user names, without damaging what was
 * there (see save_file.h): checks, a temporary file beside the target,
 * then one atomic move.  Every system call that differs on Windows goes
 * through the portability layer.
 */
#include "config.h"

#include "util/save_file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/platform.h"

bool save_file_is_stdout(const char *path)
{
    return strcmp(path, "-") == 0;
}

/* The file a save to path replaces or creates, in *target (malloc'd),
 * after every refusal: what is there must be a regular file or nothing,
 * and without SAVE_FORCE nothing. */
static bool find_target(const char *path, unsigned flags, char **target, char *err, size_t errlen)
{
    *target = NULL;
    if (!path[0]) {
        snprintf(err, errlen, "no file name given");
        return false;
    }
    platform_file_kind_t kind = platform_file_kind(path);
    if (kind == PLATFORM_FILE_DIRECTORY) {
        snprintf(err, errlen, "%s: is a directory: give the name of a file to save to", path);
        return false;
    }
    if (kind == PLATFORM_FILE_OTHER) {
        snprintf(err, errlen, "%s: not a regular file (a device, FIFO or socket): it is not replaced", path);
        return false;
    }
    size_t cap = strlen(path) + 4096;
    char *t = malloc(cap);
    if (!t) {
        snprintf(err, errlen, "%s: out of memory", path);
        return false;
    }
    if (platform_resolve_links(path, t, cap) != 0) {
        snprintf(err, errlen, "%s: cannot follow its symbolic link: %s", path, strerror(errno));
        free(t);
        return false;
    }
    /* The name the links lead to must be what the path showed: a link
     * the system makes up (/proc/self/fd/N) names no file to replace. */
    if (platform_file_kind(t) != kind) {
        snprintf(err, errlen, "%s: its symbolic link leads to no file that can be replaced", path);
        free(t);
        return false;
    }
    if (kind == PLATFORM_FILE_REGULAR && !(flags & SAVE_FORCE)) {
        snprintf(err, errlen, "%s: file exists (add --force to replace it)", path);
        free(t);
        return false;
    }
    *target = t;
    return true;
}

bool save_file_check(const char *path, unsigned flags, char *err, size_t errlen)
{
    if (save_file_is_stdout(path)) {
        if (flags & SAVE_NO_STDOUT) {
            snprintf(err, errlen, "-: cannot write to standard output here: give a file name");
            return false;
        }
        return true;
    }
    char *target;
    if (!find_target(path, flags, &target, err, errlen))
        return false;
    free(target);
    return true;
}

static bool save_stdout(save_writer_t write, void *ctx, char *err, size_t errlen)
{
    errno = 0;
    bool good = write(stdout, ctx);
    good = fflush(stdout) == 0 && !ferror(stdout) && good;
    if (!good)
        snprintf(err, errlen, "-: write to standard output failed: %s",
                 errno ? strerror(errno) : "the contents could not be made");
    return good;
}

bool save_file(const char *path, unsigned flags, save_writer_t write, void *ctx, char *err, size_t errlen)
{
    if (save_file_is_stdout(path))
        return save_file_check(path, flags, err, errlen) && save_stdout(write, ctx, err, errlen);
    char *target;
    if (!find_target(path, flags, &target, err, errlen))
        return false;
    size_t len = strlen(target) + sizeof ".XXXXXX";
    char *tmp = malloc(len);
    if (!tmp) {
        free(target);
        snprintf(err, errlen, "%s: out of memory", path);
        return false;
    }
    snprintf(tmp, len, "%s.XXXXXX", target);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot write here: %s", path, strerror(errno));
        free(tmp);
        free(target);
        return false;
    }
    platform_default_file_mode(fd); /* mkstemp made it 0600 */
    FILE *f = fdopen(fd, "wb");
    bool good = false;
    if (f) {
        errno = 0;
        good = write(f, ctx);
        good = fflush(f) == 0 && !ferror(f) && platform_fsync(fd) == 0 && good;
        int e = errno;
        if (fclose(f) != 0 && good) {
            good = false;
            e = errno;
        }
        if (!good)
            snprintf(err, errlen, "%s: write failed: %s", path, e ? strerror(e) : "the contents could not be made");
    } else {
        snprintf(err, errlen, "%s: write failed: %s", path, strerror(errno));
        close(fd);
    }
    if (good) {
        /* Without force the move refuses a file that appeared meanwhile;
         * with force it replaces the target in one step.  Either way the
         * target is whole: the old file or the new one. */
        int r = flags & SAVE_FORCE ? platform_replace_file(tmp, target) : platform_move_if_absent(tmp, target);
        if (r != 0) {
            good = false;
            if (errno == EEXIST)
                snprintf(err, errlen, "%s: file exists (add --force to replace it)", path);
            else
                snprintf(err, errlen, "%s: cannot replace it: %s", path, strerror(errno));
        }
    }
    if (!good)
        unlink(tmp);
    free(tmp);
    free(target);
    return good;
}
