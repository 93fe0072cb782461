/* platform.h -- the portability layer: every call that differs between
 * POSIX systems and Windows lives behind this header, so no other file
 * needs #ifdef _WIN32.
 *
 * The contracts are written for both systems; platform.c has one
 * implementation for each.  Where the C library of one system lacks a
 * POSIX function (getline, strndup, fnmatch), the replacement here is
 * used on every system, so the Linux test suite exercises the code the
 * Windows build runs.
 */
#ifndef ACOLYTE_PLATFORM_H
#define ACOLYTE_PLATFORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef _WIN32
/* Path lists (ACOLYTE_PERSONALITIES, ACOLYTE_BOOKS) are separated like
 * PATH on each system: ';' on Windows, where ':' follows a drive letter. */
#define PLATFORM_PATH_LIST_SEPARATOR ';'
#define PLATFORM_DIR_SEPARATOR '\\'
#else
#define PLATFORM_PATH_LIST_SEPARATOR ':'
#define PLATFORM_DIR_SEPARATOR '/'
#endif

/* printf-style checking of a function's format string: MinGW's printf
 * (__USE_MINGW_ANSI_STDIO, which knows %zu and %lld) follows GNU's rules,
 * not the Microsoft library's that the plain "printf" archetype means there. */
#ifdef __MINGW32__
#define PRINTF_FORMAT(fmt, first) __attribute__((format(gnu_printf, fmt, first)))
#else
#define PRINTF_FORMAT(fmt, first) __attribute__((format(printf, fmt, first)))
#endif

/* ---- input and time ------------------------------------------------------ */

/* Wait until fd has input to read, ms milliseconds at most (-1: no limit).
 * Returns 1 when a read would not block (input, end of file or an error
 * the read will report), 0 when the time ran out, -1 when a Ctrl-C caught
 * with platform_catch_interrupt() cut the wait short. */
int platform_wait_input(int fd, int ms);

/* Sleep for ms milliseconds. */
void platform_sleep_ms(int ms);

/* ---- strings -------------------------------------------------------------- */

/* A copy of at most n bytes of s, NUL-terminated; NULL if out of memory. */
char *platform_strndup(const char *s, size_t n);

/* Read one line (with its '\n', if any) into *line, growing it as
 * getline(3) does.  Returns its length, or -1 at end of file or on error. */
long platform_getline(char **line, size_t *cap, FILE *f);

/* Shell-style wildcard match of the whole name: '*' any run, '?' one
 * character, "[abc]" / "[a-z]" / "[!a-z]" a set; '\\' quotes the next
 * pattern character.  Case-sensitive. */
bool platform_wildcard_match(const char *pattern, const char *name);

/* ---- environment and files ------------------------------------------------ */

/* Set an environment variable for this process; false on failure. */
bool platform_setenv(const char *name, const char *value);

/* The absolute, normalised form of path (symbolic links resolved where the
 * system has them); false if path does not exist or out is too small. */
bool platform_realpath(const char *path, char *out, size_t outlen);

/* Is path absolute ("/x" on POSIX; "C:\x", "C:/x" or "\\server\x" on
 * Windows)? */
bool platform_path_is_absolute(const char *path);

/* Is c a directory separator ('/' everywhere, also '\\' on Windows)? */
bool platform_is_dir_separator(char c);

/* Create one directory (mode is ignored on Windows); 0 or -1 with errno,
 * EEXIST included. */
int platform_mkdir(const char *path, int mode);

/* Write a file's data through to the disk; 0 or -1 with errno. */
int platform_fsync(int fd);

/* Give a file made by mkstemp (mode 0600) the mode a newly created file
 * gets (0666 less the umask); Windows has no such modes. */
void platform_default_file_mode(int fd);

/* Move the file from onto to, replacing an existing file atomically
 * (rename(2) does that on POSIX; Windows' rename() refuses). */
int platform_replace_file(const char *from, const char *to);

/* Move the file from onto to only if to does not exist (atomically: a
 * file that appeared meanwhile is never replaced).  -1 with errno EEXIST
 * when it exists. */
int platform_move_if_absent(const char *from, const char *to);

/* The folder that holds the running executable, without a trailing
 * separator; false if the system cannot say. */
bool platform_executable_dir(char *out, size_t outlen);

/* The user's own data folder for Acolyte: $XDG_DATA_HOME/acolyte or
 * ~/.local/share/acolyte on POSIX, %APPDATA%\Acolyte on Windows.  False
 * if the environment names none. */
bool platform_user_data_dir(char *out, size_t outlen);

/* The user's own settings folder for Acolyte (where opponents.ini goes):
 * $XDG_CONFIG_HOME/acolyte or ~/.config/acolyte on POSIX, %APPDATA%\Acolyte
 * on Windows.  False if the environment names none. */
bool platform_user_config_dir(char *out, size_t outlen);

/* ---- memory --------------------------------------------------------------- */

/* size bytes aligned to align (a power of two, at least sizeof(void *)),
 * released with platform_aligned_free (Windows needs its own free). */
void *platform_aligned_alloc(size_t align, size_t size);
void platform_aligned_free(void *p);

/* Ask the system to back a large block with huge pages (a hint; does
 * nothing where there is no such thing). */
void platform_advise_huge_pages(void *p, size_t size);

/* ---- process, signals and the terminal ------------------------------------- */

/* Protocol lines are bytes: no "\r\n" for "\n" on standard input, output
 * and error (Windows' text mode would add it). */
void platform_binary_stdio(void);

/* What a write to a pipe whose reader has gone does: PIPE_ENDS_PROCESS
 * ends the program quietly (the xboard way: the GUI is gone), and
 * PIPE_GIVES_ERROR makes the write fail with EPIPE.  Windows has no
 * SIGPIPE: a write there always fails. */
typedef enum { PIPE_ENDS_PROCESS, PIPE_GIVES_ERROR } broken_pipe_t;
void platform_on_broken_pipe(broken_pipe_t what);

/* Ignore the interrupt and termination signals (a GUI may send them). */
void platform_ignore_interrupts(void);

/* Ctrl-C: call handler (it may only set a flag) and cut a blocked
 * platform_wait_input() short.  The previous disposition is kept in *saved
 * and put back by platform_restore_interrupt(). */
typedef struct {
    void (*previous)(int);
} platform_interrupt_t;
void platform_catch_interrupt(void (*handler)(int), platform_interrupt_t *saved);
void platform_restore_interrupt(const platform_interrupt_t *saved);

/* Can the terminal show UTF-8 (the locale's character set on POSIX, the
 * console's code page on Windows)?  Call after setlocale(LC_ALL, ""). */
bool platform_terminal_is_utf8(void);

/* ==== files a save replaces (for util/save_file.c) ========================== */

/* What a path names, its symbolic links followed. */
typedef enum {
    PLATFORM_FILE_MISSING,   /* nothing there (or the path cannot be looked at) */
    PLATFORM_FILE_REGULAR,   /* a regular file */
    PLATFORM_FILE_DIRECTORY, /* a directory */
    PLATFORM_FILE_OTHER      /* a device, a FIFO, a socket, a console... */
} platform_file_kind_t;
platform_file_kind_t platform_file_kind(const char *path);

/* The path a write to path lands on: path with its last component's
 * symbolic links followed, one after the other, to a name that is no link
 * (which need not exist: a dangling link names the file to create).  A
 * relative link is read from the link's own directory.  0, or -1 with
 * errno (ELOOP for a cycle, ENAMETOOLONG when out is too small).  On
 * Windows a reparse point is followed to its final path; anything else is
 * path unchanged. */
int platform_resolve_links(const char *path, char *out, size_t outlen);

/* ==== for the test programs (the C unit tests) ============================== */
/* The engine does not need these; the C unit tests, which link the engine
 * library, do, and must build and pass on both systems. */

/* Is this the Windows build?  A test of what only POSIX has (symbolic
 * links, FIFOs, device nodes, file modes) skips it where this is true. */
bool platform_is_windows(void);

/* Remove an environment variable from this process; false on failure. */
bool platform_unsetenv(const char *name);

/* Make a new directory, private to the user where the system has modes,
 * named from templ, whose last six characters "XXXXXX" are replaced in
 * place (mkdtemp(3)).  Returns templ, or NULL with errno. */
char *platform_make_temp_dir(char *templ);

/* Make a FIFO (a named pipe in the file system) at path: 0, or -1 with
 * errno; always -1 with ENOSYS on Windows, which has none. */
int platform_make_fifo(const char *path, int mode);

/* How many processors are online; 0 if the system cannot say. */
int platform_cpu_count(void);

/* The average number of runnable threads over the last minute, in *load;
 * false where the system keeps no such figure (Windows). */
bool platform_load_average(double *load);

#endif
