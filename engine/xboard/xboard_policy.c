/* xboard_policy.c -- resigning, offering and accepting draws
 * (xboard_policy.h), judged on the scores of our last searches, and the
 * 'draw' command.
 */
#include <stdlib.h>
#include <string.h>

#include "xboard/xboard_internal.h"
#include "xboard/xboard_policy.h"

void xb_policy_init(xb_policy_t *p)
{
    memset(p, 0, sizeof *p);
    p->offer_draws = true;
    p->resign_cp = 0;
}

void xb_policy_new_game(xb_policy_t *p)
{
    p->score_count = 0;
    p->last_offer_fullmove = 0;
}

void xb_policy_record(xb_policy_t *p, score_t s)
{
    if (p->score_count == XB_SCORE_HISTORY) {
        memmove(p->scores, p->scores + 1, sizeof(int) * (XB_SCORE_HISTORY - 1));
        p->score_count--;
    }
    /* Mate scores count as +-100000 centipawns. */
    p->scores[p->score_count++] = s > SCORE_MATE_BOUND ? 100000 : s < -SCORE_MATE_BOUND ? -100000 : (int)s;
}

bool xb_policy_resign(const xb_policy_t *p)
{
    if (p->resign_cp <= 0 || p->score_count < 3)
        return false;
    for (int i = p->score_count - 3; i < p->score_count; i++)
        if (p->scores[i] > -p->resign_cp)
            return false;
    return true;
}

/* The last n scores all within 10 cp of what a draw is worth to us. */
static bool level_for(const xb_policy_t *p, int n, int contempt)
{
    if (p->score_count < n)
        return false;
    for (int i = p->score_count - n; i < p->score_count; i++)
        if (abs(p->scores[i] + contempt) > 10)
            return false;
    return true;
}

bool xb_policy_offer_draw(xb_policy_t *p, int fullmove, int contempt)
{
    /* A long, level game: six searches in a row within 10 cp of what a
     * draw is worth to us, at most one offer every ten moves. */
    if (!p->offer_draws || fullmove < 40 || fullmove - p->last_offer_fullmove < 10 || !level_for(p, 6, contempt))
        return false;
    p->last_offer_fullmove = fullmove;
    return true;
}

bool xb_policy_accept_draw(const xb_policy_t *p, int fullmove, int contempt)
{
    if (p->score_count == 0)
        return false;
    /* A draw is worth -contempt to us: accept when we stand clearly worse
     * than that, or when a long game has been level for six moves. */
    int s = p->scores[p->score_count - 1];
    return s <= -contempt - 20 || (fullmove >= 60 && level_for(p, 6, contempt));
}

/* ------------------------------------------------------------- the command */

void xb_cmd_draw(xb_t *xb, const xb_cmd_t *c)
{
    (void)c;
    const board_t *b = engine_board(xb->engine);
    if (xb_policy_accept_draw(&xb->policy, b->fullmove, engine_personality(xb->engine)->params.CONTEMPT))
        xb_send(xb, "offer draw");
}
