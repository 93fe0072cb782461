/* pgn.h -- Portable Game Notation: read games (tags, SAN movetext, comments,
 * variations, NAGs, results) and write them.
 *
 * Grammar: "Portable Game Notation Specification and Implementation Guide",
 * Steven J. Edwards, 1994 (sections 8.1 tag pairs, 8.2 movetext).  The
 * reader is built for whole databases: a bad game is reported (file, line,
 * game number, move) and skipped, and reading goes on with the next one.
 * It never trusts the input: any bytes give either games or messages.
 */
#ifndef ACOLYTE_PGN_H
#define ACOLYTE_PGN_H

#include <stddef.h>
#include <stdio.h>
#include "core/board.h"
#include "openings/pgn_types.h"

/* A reader over an open stream (not closed by the reader); name is used in
 * messages.  NULL only when out of memory. */
pgn_reader_t *pgn_reader_new(FILE *in, const char *name);
void pgn_reader_free(pgn_reader_t *r);

/* Read the next game into *g.  Returns 1 for a game, 0 at the end of the
 * input, -1 for a bad game, which has been skipped: err then says what and
 * where, e.g. "x.pgn:14: game 3: move 12... 'Nf7': illegal". */
int pgn_read_game(pgn_reader_t *r, pgn_game_t *g, char *err, size_t errlen);

/* Bytes consumed so far (for progress display). */
long long pgn_bytes_read(const pgn_reader_t *r);

/* Value of tag name in g, or NULL. */
const char *pgn_tag(const pgn_game_t *g, const char *name);

/* Write one game: the tags as given, a blank line, the SAN movetext from
 * start wrapped to at most 80 columns, the result and a blank line.  A FEN
 * tag is the caller's business.  Returns false on a write error. */
bool pgn_write_game(FILE *out, const pgn_tag_t *tags, int ntags, const board_t *start,
                    const move_t *moves, int nmoves, const char *result);

#endif
