/* pgn_types.h -- a game as the PGN reader gives it and the writer takes
 * it (tags, start position, moves, result), and the reader's handle.
 * Apart from pgn.h so that the API (api/pgn.h) can hand front ends these
 * types and the calls they make.
 */
#ifndef ACOLYTE_PGN_TYPES_H
#define ACOLYTE_PGN_TYPES_H

#include "core/board.h"

enum {
    PGN_MAX_TAGS = 32,
    PGN_TAG_NAME = 32,
    PGN_TAG_VALUE = 256,
    PGN_MAX_PLIES = 1024  /* far beyond any real game; longer ones are rejected */
};

typedef struct {
    char name[PGN_TAG_NAME];
    char value[PGN_TAG_VALUE];
} pgn_tag_t;

typedef struct {
    long number;                  /* 1-based game number in the file */
    long line;                    /* line where the game starts */
    int ntags;
    pgn_tag_t tags[PGN_MAX_TAGS]; /* in file order; extra tags are dropped */
    board_t start;                /* position before the first move (FEN tag or start) */
    int nmoves;
    move_t moves[PGN_MAX_PLIES];  /* legal moves from start, in order */
    char result[8];               /* termination marker ("1-0", "*"...) or "" if none */
} pgn_game_t;

typedef struct pgn_reader pgn_reader_t;

#endif
