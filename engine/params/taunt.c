/* taunt.c -- deciding when a score swing deserves a remark, and which.
 *
 * A swing is measured between two of our own turns in the same game: the
 * opponent's move in between is what moved the score.  The phrase lists are
 * used in turn, starting at a point set by the move number, so the remarks
 * vary from game to game yet a transcript can predict them.
 */
#include <stdlib.h>
#include <string.h>

#include "params/taunt.h"

void taunt_new_game(taunt_state_t *t)
{
    t->have_last = false;
    t->last_key = 0;
    t->last_score = 0;
    t->last_taunt_move = 0;
}

static int to_cp(score_t s)
{
    if (s > SCORE_MATE_BOUND)
        return TAUNT_MATE_CP;
    if (s < -SCORE_MATE_BOUND)
        return -TAUNT_MATE_CP;
    return (int)s;
}

const char *taunt_phrases(const params_t *p, taunt_kind_t kind)
{
    switch (kind) {
    case TAUNT_SWING_UP:
        return p->ON_SWING_UP;
    case TAUNT_SWING_DOWN:
        return p->ON_SWING_DOWN;
    case TAUNT_WINNING:
        return p->ON_WINNING;
    case TAUNT_LOSING:
        return p->ON_LOSING;
    case TAUNT_KINDS:
        break;
    }
    return "";
}

int taunt_classify(const params_t *p, int before, int after)
{
    int swing = after - before;
    if (abs(swing) < p->TAUNT_SWING)
        return -1;
    if (swing > 0)
        return after >= p->TAUNT_DECISIVE ? TAUNT_WINNING : TAUNT_SWING_UP;
    return after <= -p->TAUNT_DECISIVE ? TAUNT_LOSING : TAUNT_SWING_DOWN;
}

/* The i-th non-empty phrase of list as (start, length); false if none. */
static bool find_phrase(const char *list, int i, const char **start, size_t *len)
{
    int seen = 0;
    for (const char *s = list;;) {
        size_t n = strcspn(s, "|");
        const char *a = s, *b = s + n;
        while (a < b && (*a == ' ' || *a == '\t'))
            a++;
        while (b > a && (b[-1] == ' ' || b[-1] == '\t'))
            b--;
        if (b > a && seen++ == i) {
            *start = a;
            *len = (size_t)(b - a);
            return true;
        }
        if (!s[n])
            return false;
        s += n + 1;
    }
}

int taunt_phrase_count(const char *list)
{
    int n = 0;
    const char *a;
    size_t l;
    while (n < TAUNT_PHRASES_MAX && find_phrase(list, n, &a, &l))
        n++;
    return n;
}

bool taunt_phrase(const char *list, int i, char *out, size_t len)
{
    const char *a;
    size_t l;
    if (len == 0 || i < 0 || !find_phrase(list, i, &a, &l))
        return false;
    if (l >= len)
        l = len - 1;
    memcpy(out, a, l);
    out[l] = '\0';
    return true;
}

bool taunt_consider(taunt_state_t *t, const params_t *p, uint64_t key, uint64_t prev_key, int fullmove,
                    score_t score, char *out, size_t len)
{
    int now = to_cp(score);
    /* Only a score from our previous turn of this very game is a fair
     * comparison: not one from before an undo, a setboard or a book move. */
    bool continues = t->have_last && prev_key != 0 && prev_key == t->last_key;
    int before = t->last_score;
    t->have_last = true;
    t->last_key = key;
    t->last_score = now;
    if (!p->TAUNTS || !continues)
        return false;
    int kind = taunt_classify(p, before, now);
    if (kind < 0)
        return false;
    if (t->last_taunt_move > 0) {
        int since = fullmove - t->last_taunt_move;
        if (since >= 0 && since < p->TAUNT_MIN_MOVES)
            return false;
    }
    /* A personality without words for a decisive swing still has the
     * plain ones. */
    int n = taunt_phrase_count(taunt_phrases(p, (taunt_kind_t)kind));
    if (n == 0 && (kind == TAUNT_WINNING || kind == TAUNT_LOSING)) {
        kind = kind == TAUNT_WINNING ? TAUNT_SWING_UP : TAUNT_SWING_DOWN;
        n = taunt_phrase_count(taunt_phrases(p, (taunt_kind_t)kind));
    }
    if (n == 0)
        return false;
    if (t->used[kind] == 0)
        t->base[kind] = fullmove;
    unsigned idx = ((unsigned)t->base[kind] + (unsigned)t->used[kind]) % (unsigned)n;
    if (!taunt_phrase(taunt_phrases(p, (taunt_kind_t)kind), (int)idx, out, len))
        return false;
    t->used[kind]++;
    t->last_taunt_move = fullmove;
    return true;
}
