/* makebook.h -- building a Polyglot book from PGN games, for `acolyte
 * makebook`.
 *
 * openings/makebook.h is re-exported whole, on purpose: it is one call
 * with its options, reading and writing files, with no engine state.
 */
#ifndef ACOLYTE_API_MAKEBOOK_H
#define ACOLYTE_API_MAKEBOOK_H

#include "openings/makebook.h"

#endif
