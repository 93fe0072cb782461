/* fen.h -- Forsyth-Edwards Notation in and out.
 *
 * The parser validates everything a GUI or a person could get wrong and
 * says exactly what was wrong; on error the target board is untouched.
 */
#ifndef ACOLYTE_FEN_H
#define ACOLYTE_FEN_H

#include <stddef.h>
#include "core/board_types.h"

#define FEN_STARTPOS "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
enum { FEN_MAX = 100 };

/* Parse fen into *b.  Returns true on success; on failure writes a reason
 * ("rank 3 has 9 squares", ...) into err and leaves *b unchanged.  The
 * halfmove and fullmove fields may be omitted (EPD style: 0 and 1). */
bool fen_parse(board_t *b, const char *fen, char *err, size_t errlen);

/* Write the position as a FEN string (at least FEN_MAX bytes). */
void fen_write(const board_t *b, char *out);

#endif
