/* test_save_file.c -- save_file(): what it writes, what it refuses, and
 * that a refusal or a failure leaves what was there untouched with no
 * temporary file behind.  Everything happens in a scratch directory made
 * in the current (build) directory.  Symbolic links, FIFOs, device nodes
 * and file modes are POSIX things: on Windows those checks are skipped.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tap.h"
#include "util/platform.h"
#include "util/save_file.h"

/* What only POSIX has.  The tests that use these skip on Windows (asked
 * of platform_is_windows()), where the stand-ins below only let the file
 * build: a link or a device is never made there, and a file's type is
 * read with stat(). */
#ifndef _WIN32
#include <sys/sysmacros.h>

/* A file's type and mode, its symbolic link not followed; 0 if none. */
static mode_t lmode(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 ? st.st_mode : 0;
}

static bool is_link(const char *path)
{
    return S_ISLNK(lmode(path));
}

static bool is_fifo(const char *path)
{
    return S_ISFIFO(lmode(path));
}

static int make_link(const char *target, const char *path)
{
    return symlink(target, path);
}

/* What the link at path says, in out. */
static void link_text(const char *path, char *out, size_t len)
{
    ssize_t n = readlink(path, out, len - 1);
    out[n > 0 ? n : 0] = '\0';
}

/* A character device of our own with the null device's numbers. */
static int make_null_device(const char *path)
{
    return mknod(path, S_IFCHR | 0666, makedev(1, 3));
}

static bool is_device(const char *path)
{
    return S_ISCHR(lmode(path));
}

static unsigned set_umask(unsigned mask)
{
    return (unsigned)umask((mode_t)mask);
}
#else
static unsigned lmode(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (unsigned)st.st_mode : 0;
}
static bool is_link(const char *path)
{
    (void)path;
    return false;
}
static bool is_fifo(const char *path)
{
    (void)path;
    return false;
}
static int make_link(const char *target, const char *path)
{
    (void)target;
    (void)path;
    return -1;
}
static void link_text(const char *path, char *out, size_t len)
{
    (void)path;
    (void)len;
    out[0] = '\0';
}
static int make_null_device(const char *path)
{
    (void)path;
    return -1;
}
static bool is_device(const char *path)
{
    (void)path;
    return false;
}
static unsigned set_umask(unsigned mask)
{
    return mask;
}
#endif

static char dir[] = "test_save_file.XXXXXX";

/* dir/name, in a static buffer of four (enough for one call's arguments). */
static const char *at(const char *name)
{
    static char buf[4][512];
    static int next;
    char *p = buf[next++ % 4];
    snprintf(p, sizeof buf[0], "%s/%s", dir, name);
    return p;
}

static bool put_text(FILE *f, void *ctx)
{
    return fputs(ctx, f) >= 0;
}

static bool fail_writer(FILE *f, void *ctx)
{
    (void)ctx;
    fputs("half a fi", f);
    return false;
}

/* The whole content of a file, or "(unreadable)". */
static const char *content(const char *path)
{
    static char buf[256];
    FILE *f = fopen(path, "r");
    if (!f)
        return "(unreadable)";
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static void write_plain(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0)
        bail_out("cannot write a test file");
}

/* How many names (other than . and ..) a directory holds: a temporary
 * file left behind shows here. */
static int entries(const char *path)
{
    DIR *d = opendir(path);
    if (!d)
        return -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            n++;
    closedir(d);
    return n;
}

static void test_regular(void)
{
    char err[512] = "";
    char f[512];
    snprintf(f, sizeof f, "%s", at("plain.txt"));
    ok(save_file(f, 0, put_text, "one\n", err, sizeof err), "a new file is written");
    is_str(content(f), "one\n", "... with the contents");
    ok(!save_file(f, 0, put_text, "two\n", err, sizeof err), "without force an existing file is refused");
    char want[600];
    snprintf(want, sizeof want, "%s: file exists (add --force to replace it)", f);
    is_str(err, want, "... saying so");
    is_str(content(f), "one\n", "... and it is untouched");
    ok(save_file(f, SAVE_FORCE, put_text, "three\n", err, sizeof err), "with force it is replaced");
    is_str(content(f), "three\n", "... by the new contents");
    ok(!save_file(f, SAVE_FORCE, fail_writer, NULL, err, sizeof err), "a writer that fails fails the save");
    is_str(content(f), "three\n", "... and the old file is whole");
    is_int(entries(dir), 1, "no temporary file is left behind");
    ok(!save_file(at("no/such/dir/x.txt"), 0, put_text, "x\n", err, sizeof err), "a missing directory fails");
    snprintf(want, sizeof want, "%s: cannot write here: %s", at("no/such/dir/x.txt"), strerror(ENOENT));
    is_str(err, want, "... saying where and why");
    ok(!save_file("", 0, put_text, "x\n", err, sizeof err), "an empty name is refused");
    is_str(err, "no file name given", "... saying so");
    unlink(f);
}

static void test_links(void)
{
    if (platform_is_windows()) {
        skip(15, "symbolic links: not on Windows");
        return;
    }
    char err[512] = "", want[600];
    char target[512], link[512], dangling[512];
    snprintf(target, sizeof target, "%s", at("target.txt"));
    snprintf(link, sizeof link, "%s", at("link.txt"));
    snprintf(dangling, sizeof dangling, "%s", at("dangling.txt"));
    write_plain(target, "old\n");
    if (make_link("target.txt", link) != 0)
        bail_out("cannot make a symbolic link");
    ok(!save_file(link, 0, put_text, "new\n", err, sizeof err), "a link to a file is an existing file");
    is_str(content(target), "old\n", "... its target untouched");
    ok(save_file(link, SAVE_FORCE, put_text, "new\n", err, sizeof err), "with force a link is written through");
    is_str(content(target), "new\n", "... its target has the new contents");
    ok(is_link(link), "... and the link is still a link");
    char to[64];
    link_text(link, to, sizeof to);
    is_str(to, "target.txt", "... to the same name");

    /* A dangling link names the file to create. */
    if (make_link("made.txt", dangling) != 0)
        bail_out("cannot make a symbolic link");
    ok(save_file(dangling, 0, put_text, "made\n", err, sizeof err), "a dangling link's target is created");
    is_str(content(at("made.txt")), "made\n", "... with the contents");
    ok(is_link(dangling), "... and the link stays a link");

    /* A relative link is read from its own directory, through a chain. */
    if (platform_mkdir(at("sub"), 0777) != 0 || make_link("../link.txt", at("sub/up.txt")) != 0)
        bail_out("cannot make sub/up.txt");
    ok(save_file(at("sub/up.txt"), SAVE_FORCE, put_text, "chain\n", err, sizeof err),
       "a chain of relative links is followed from each link's directory");
    is_str(content(target), "chain\n", "... to the final target");
    is_int(entries(at("sub")), 1, "... and nothing is written beside the first link");

    if (make_link("loop2", at("loop1")) != 0 || make_link("loop1", at("loop2")) != 0)
        bail_out("cannot make a loop");
    ok(!save_file(at("loop1"), SAVE_FORCE, put_text, "x\n", err, sizeof err), "a cycle of links is refused");
    snprintf(want, sizeof want, "%s: cannot follow its symbolic link: %s", at("loop1"), strerror(ELOOP));
    is_str(err, want, "... saying so");
    is_int(entries(dir), 7, "no temporary file is left behind (the 7 names made here)");
    const char *gone[] = { "loop1", "loop2", "sub/up.txt", "made.txt", "dangling.txt", "link.txt", "target.txt" };
    for (size_t i = 0; i < sizeof gone / sizeof gone[0]; i++)
        unlink(at(gone[i]));
    rmdir(at("sub"));
}

/* A FIFO, and a link to one. */
static void test_fifo(void)
{
    if (platform_is_windows()) {
        skip(6, "FIFOs: not on Windows");
        return;
    }
    char err[512] = "", want[600];
    char fifo[512];
    snprintf(fifo, sizeof fifo, "%s", at("fifo"));
    if (platform_make_fifo(fifo, 0644) != 0)
        bail_out("cannot make a FIFO");
    /* Were the FIFO opened, the test would block here: the refusal comes
     * before any open. */
    ok(!save_file(fifo, SAVE_FORCE, put_text, "x\n", err, sizeof err), "a FIFO is refused, even with force");
    snprintf(want, sizeof want, "%s: not a regular file (a device, FIFO or socket): it is not replaced", fifo);
    is_str(err, want, "... saying what it is");
    ok(is_fifo(fifo), "... and it is still a FIFO");
    if (make_link("fifo", at("to_fifo")) != 0)
        bail_out("cannot make a symbolic link");
    ok(!save_file(at("to_fifo"), SAVE_FORCE, put_text, "x\n", err, sizeof err), "a link to a FIFO is refused");
    ok(is_link(at("to_fifo")) && is_fifo(fifo), "... both stay as they were");
    is_int(entries(dir), 2, "nothing else was made");
    unlink(at("to_fifo"));
    unlink(fifo);
}

static void test_directory(void)
{
    char err[512] = "", want[600];
    char d[512];
    snprintf(d, sizeof d, "%s", at("folder"));
    if (platform_mkdir(d, 0777) != 0)
        bail_out("cannot make a directory");
    ok(!save_file(d, SAVE_FORCE, put_text, "x\n", err, sizeof err), "a directory is refused, even with force");
    snprintf(want, sizeof want, "%s: is a directory: give the name of a file to save to", d);
    is_str(err, want, "... saying so");
    ok(S_ISDIR(lmode(d)) && entries(d) == 0, "... and it is still an empty directory");
    ok(!save_file_check(d, SAVE_FORCE, err, sizeof err), "save_file_check refuses it too");
    ok(save_file_check(at("fresh.txt"), 0, err, sizeof err), "save_file_check takes a new name");
    is_int(entries(dir), 1, "nothing else was made");
    rmdir(d);
}

/* A character device of our own (the null device's numbers): only root
 * may make one, and a test never risks the system's. */
static void test_device(void)
{
    char err[512] = "";
    char dev[512];
    snprintf(dev, sizeof dev, "%s", at("null"));
    if (platform_is_windows()) {
        skip(2, "device nodes: not on Windows");
    } else if (make_null_device(dev) == 0) {
        ok(!save_file(dev, SAVE_FORCE, put_text, "x\n", err, sizeof err), "a device is refused, even with force");
        ok(is_device(dev), "... and stays a device");
        unlink(dev);
    } else {
        skip(2, "making a device node needs root");
    }
}

static void test_mode(void)
{
    const unsigned masks[] = { 022, 077, 002 };
    if (platform_is_windows()) {
        skip(2 * (int)(sizeof masks / sizeof masks[0]), "file modes and the umask: not on Windows");
        return;
    }
    char err[512] = "";
    unsigned old = set_umask(022);
    for (size_t i = 0; i < sizeof masks / sizeof masks[0]; i++) {
        set_umask(masks[i]);
        const char *f = at("mode.txt");
        ok(save_file(f, 0, put_text, "m\n", err, sizeof err), "umask %03o: saved", masks[i]);
        char name[64];
        snprintf(name, sizeof name, "umask %03o: a new file gets mode %03o", masks[i], 0666 & ~masks[i]);
        is_int(lmode(f) & 07777, 0666 & ~masks[i], name);
        unlink(f);
    }
    set_umask(old);
}

/* "-": standard output, caught in a file for the test. */
static void test_stdout(void)
{
    char err[512] = "";
    const char *log = at("stdout.txt");
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (saved < 0 || fd < 0)
        bail_out("cannot catch standard output");
    dup2(fd, STDOUT_FILENO);
    close(fd);
    bool good = save_file("-", 0, put_text, "to stdout\n", err, sizeof err);
    fflush(stdout);
    dup2(saved, STDOUT_FILENO);
    close(saved);
    ok(good, "\"-\" is written");
    is_str(content(log), "to stdout\n", "... to standard output");
    is_int(lmode("-"), 0, "... and no file named '-' is made");
    ok(!save_file("-", SAVE_FORCE | SAVE_NO_STDOUT, put_text, "x\n", err, sizeof err),
       "where standard output is taken, \"-\" is refused");
    is_str(err, "-: cannot write to standard output here: give a file name", "... saying so");
    unlink(log);
}

int main(void)
{
    if (!platform_make_temp_dir(dir))
        bail_out("cannot make a scratch directory");
    test_regular();
    test_links();
    test_fifo();
    test_directory();
    test_device();
    test_mode();
    test_stdout();
    ok(rmdir(dir) == 0, "the scratch directory is left empty");
    return done_testing();
}
