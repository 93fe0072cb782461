/* book.h -- Polyglot opening books: read, probe, choose a move.
 *
 * A Polyglot book (the format every xboard/UCI tool shares) is a flat file
 * of 16-byte big-endian entries sorted by position key:
 *     key (8 bytes)  move (2)  weight (2)  learn (4)
 * The key is the Polyglot Zobrist key, which is exactly board_t.key.
 * Format: "PolyGlot book format", Michel Van den Bergh's description of
 * Fabien Letouzey's Polyglot (hgm.nubati.net/book_format.html).
 *
 * The book is read into memory once and never written: a book_t may be
 * shared read-only by every search thread.  Randomness comes from a state
 * the caller owns; there is no global generator.
 */
#ifndef ACOLYTE_BOOK_H
#define ACOLYTE_BOOK_H

#include <stddef.h>
#include <stdint.h>
#include "core/board.h"

typedef struct book book_t;

/* One book entry as stored in the file. */
typedef struct {
    uint64_t key;
    uint16_t move;   /* Polyglot move encoding (see book_encode_move) */
    uint16_t weight;
    uint32_t learn;
} book_entry_t;

/* A book move for a concrete position: the legal move it stands for. */
typedef struct {
    move_t move;
    uint16_t raw;     /* the stored Polyglot move */
    uint16_t weight;
    uint32_t learn;
} book_move_t;

enum { BOOK_ENTRY_SIZE = 16, BOOK_MAX_MOVES = MAX_MOVES };

/* Open and validate a book.  On failure returns NULL and writes a message
 * naming the file and the problem into err ("book.bin: size 100 bytes is not
 * a multiple of 16: truncated or not a Polyglot book"); the caller then
 * simply plays without a book. */
book_t *book_open(const char *path, char *err, size_t errlen);
/* Validate and take over an in-memory image (tests, embedded books); the
 * bytes are copied.  name is used in messages. */
book_t *book_open_memory(const void *data, size_t size, const char *name, char *err, size_t errlen);
void book_close(book_t *bk);

/* Number of entries in the whole book. */
size_t book_size(const book_t *bk);
/* The stored entries for a key, in file order: returns how many there are
 * and points *first at the first one (no legality filtering). */
size_t book_find(const book_t *bk, uint64_t key, const book_entry_t **first);

/* The legal book moves of position b, most weight first (file order among
 * equal weights).  Entries whose move is not legal here (a key collision or
 * a broken book) are left out.  Returns how many were written, at most max. */
int book_entries(const book_t *bk, const board_t *b, book_move_t *out, int max);

/* Choose a book move for b, or MOVE_NONE when the position is not in the
 * book.  variety 0 always plays the heaviest move; 100 chooses in
 * proportion to weight; in between, weights are sharpened (raised to the
 * power 100/variety) so heavy moves are preferred more strongly.  Moves of
 * weight 0 are never chosen.  *rng is the caller's generator state (any
 * value, advanced on use).  The book does not know the game's ply: the
 * caller stops asking after its maximum book depth. */
move_t book_pick(const book_t *bk, const board_t *b, int variety, uint64_t *rng);

/* Polyglot move encoding: to-square in bits 0..5, from-square in 6..11
 * (a1 = 0, h8 = 63), promotion in 12..14 (1 knight .. 4 queen); castling is
 * written as the king taking its own rook (e1h1, e1a1, e8h8, e8a8). */
uint16_t book_encode_move(move_t m);
/* The legal move of b a stored move stands for, or MOVE_NONE. */
move_t book_decode_move(const board_t *b, uint16_t raw);
/* The stored move as text without translation ("e1h1", "a7a8q"). */
void book_raw_to_text(uint16_t raw, char *out);

/* The caller-owned random generator: splitmix64 (util/numbers.h), kept
 * under the book's name for its callers. */
uint64_t book_random(uint64_t *state);


#endif
