/* notation.h -- moves as text: coordinate ("e2e4", "e7e8q", castling as
 * "e1g1") and SAN ("Nbd7", "exd6", "O-O", "e8=Q+"), in both directions.
 */
#ifndef ACOLYTE_NOTATION_H
#define ACOLYTE_NOTATION_H

#include <stddef.h>
#include "core/board_types.h"

enum { MOVE_STR_MAX = 16 };

/* Square names: "e4" <-> mailbox index.  Parsing returns SQ_NONE when bad. */
void square_name(int sq, char *out);
int square_parse(const char *s);

/* Coordinate notation out; MOVE_NONE prints "0000". */
void move_to_coord(move_t m, char *out);
/* SAN of a legal move in position b, with + or # suffix.  The move is
 * made and taken back to see whether it checks or mates, so b is not
 * const, but it is left exactly as it was. */
void move_to_san(board_t *b, move_t m, char *out);

/* Parse a move in any notation we accept (coordinate, SAN, sloppy forms
 * like "0-0", missing "+", lower-case promotion piece, "e7e8=q").  Returns
 * the legal move or MOVE_NONE; on MOVE_NONE, err (if given) says why:
 * "not a move", "illegal", "ambiguous". */
move_t move_parse(const board_t *b, const char *text, char *err, size_t errlen);

#endif
