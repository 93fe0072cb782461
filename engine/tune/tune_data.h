/* tune_data.h -- the tuner's training set: positions with White's result,
 * read from labelled-position files (tune.h) and PGN.
 *
 * A position is stored as the board's state without its undo history
 * (the part of board_t before hist), which is all the evaluation reads. */
#ifndef ACOLYTE_TUNE_DATA_H
#define ACOLYTE_TUNE_DATA_H

#include <stddef.h>
#include <stdbool.h>

#include "api/position.h"

enum { TD_BOARD_BYTES = offsetof(board_t, hist) };

typedef struct {
    unsigned char board[TD_BOARD_BYTES];
    float result; /* White's score: 1, 0.5, 0 or an expected score */
} td_position_t;

typedef struct {
    td_position_t *pos;
    size_t count, cap;
    long skipped; /* PGN positions left out (in check, or not quiet) */
    long unfinished; /* PGN games without a result, left out */
} td_set_t;

/* Appends the positions of one file (PGN when the name ends in .pgn,
 * labelled positions otherwise).  On bad data: false, and err holds
 * "FILE:LINE: what is wrong". */
bool td_read_file(td_set_t *set, const char *path, char *err, size_t errlen);
void td_free(td_set_t *set);

/* Restores position i into *b (a whole board_t, history empty). */
void td_board(const td_set_t *set, size_t i, board_t *b);

#endif
