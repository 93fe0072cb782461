/* genfens.h -- the opening generator of the OpenBench testing framework:
 * "genfens N seed S book FILE|None" asks for N starting positions, the
 * same ones for the same seed, from the book's positions when one is
 * named (an EPD file, or a PGN file whose games' last positions are the
 * openings) and from the initial position otherwise.  Each is a book or
 * initial position followed by a few random legal moves, kept only when a
 * short search finds it playable for both sides.
 */
#ifndef ACOLYTE_GENFENS_H
#define ACOLYTE_GENFENS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "api/personality.h"

enum {
    GENFENS_PLIES = 8,       /* random plies from the initial position */
    GENFENS_BOOK_PLIES = 4,  /* from a book position */
    GENFENS_PLIES_MAX = 40,
    GENFENS_MARGIN = 300,    /* centipawns: a short search's score at most this */
    GENFENS_DEPTH = 5,       /* that search's depth */
    GENFENS_TRIES = 1000     /* candidates per position asked for, at most */
};

typedef struct {
    int count;          /* positions wanted */
    uint64_t seed;
    const char *book;   /* EPD or PGN (".pgn") file, or NULL */
    int plies;          /* random plies; -1 = GENFENS_PLIES or GENFENS_BOOK_PLIES */
    int margin;         /* centipawns; -1 = GENFENS_MARGIN */
} genfens_opts_t;

/* Generate o->count positions for the personality p, giving each to
 * emit(ctx, FEN) (a full FEN, six fields) as it is found.  False with a
 * message in err ("FILE:LINE: bad FEN: ...", "no position in FILE", "only
 * K of N positions after T tries") on a bad book or when the positions run
 * out; those already emitted stand. */
bool genfens_run(const personality_t *p, const genfens_opts_t *o, void (*emit)(void *ctx, const char *fen),
                 void *ctx, char *err, size_t errlen);

#endif
