/* save_file.h -- saving a file the user names, without damaging what was
 * there: the one way every command writes its output file.
 *
 * The contents go to a temporary file beside the target, are flushed to
 * the disk and then moved over the target in one step, so a failure at
 * any point leaves the old file whole and no temporary file behind.  A
 * symbolic link is written through (its target is replaced, the link
 * kept; a dangling link's target is created); a directory, device, FIFO
 * or socket is refused, never replaced; a new file gets the mode a new
 * file gets (0666 less the umask); "-" is standard output.
 */
#ifndef ACOLYTE_SAVE_FILE_H
#define ACOLYTE_SAVE_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum {
    SAVE_FORCE = 1,    /* replace an existing file (else: "file exists") */
    SAVE_NO_STDOUT = 2 /* "-" is refused: standard output is taken (a protocol, a report) */
};

/* Writes the contents to f; false when it could not make them (an I/O
 * error of f is found by save_file itself). */
typedef bool (*save_writer_t)(FILE *f, void *ctx);

/* save_file(): write(f, ctx) into path as described above, flags a set of
 * SAVE_*.  False with a message naming path in err on any failure: then
 * nothing was replaced. */
bool save_file(const char *path, unsigned flags, save_writer_t write, void *ctx, char *err, size_t errlen);

/* save_file_check(): would save_file() take path (a name it may write,
 * no refusal of what is there)?  For a command that works a long time
 * before it writes: it can refuse at once.  False with a message in err. */
bool save_file_check(const char *path, unsigned flags, char *err, size_t errlen);

/* save_file_is_stdout(): does path mean standard output ("-")? */
bool save_file_is_stdout(const char *path);

#endif
