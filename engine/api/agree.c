/* agree.c -- the compiler's check that the API's own declarations of lower
 * functions (api/position.h, api/personality.h, api/opponents.h,
 * api/pgn.h, api/taunt.h: the calls the front ends make) say the same as
 * the modules that define them.  Two declarations of one
 * function that differ are an error in C, so this file stops the build the
 * day one side changes alone.  It defines nothing.
 */
#include "api/opponents.h"
#include "api/personality.h"
#include "api/pgn.h"
#include "api/position.h"
#include "api/taunt.h"
#include "core/board.h"
#include "openings/pgn.h"
#include "params/opponent_rules.h"
#include "params/params.h"
#include "params/personality.h"
#include "params/taunt.h"

/* ISO C wants a translation unit to declare something of its own. */
typedef int api_agree_t;
