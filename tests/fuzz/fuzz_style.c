/* fuzz_style.c -- libFuzzer target for `acolyte style`'s measurement
 * (engine/api/style.c) over the PGN reader.
 *
 * The input is read as a PGN database to its end and every good game is
 * measured.  A bad game must come with a message naming the file; the
 * figures of a good game must be finite, the yes/no ones 0 or 1, the
 * counts whole and never negative, castling short, long or not at all
 * exactly one of the three, and the score that of the result.
 *
 * FUZZ-NEEDS: engine/api/style.c
 */
#include <math.h>

#include "api/style.h"
#include "fuzz_util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_game(const style_record_t *rec)
{
    for (int c = WHITE; c <= BLACK; c++) {
        const double *v = rec->fig.value[c];
        for (int f = 0; f < STYLE_NB; f++) {
            FUZZ_CHECK(isfinite(v[f]), "figure %s is %g", style_figures[f].id, v[f]);
            if (style_figures[f].proportion)
                FUZZ_CHECK(v[f] == 0 || v[f] == 1, "yes/no figure %s is %g", style_figures[f].id, v[f]);
        }
        const style_figure_t counts[] = { STYLE_CHECKS, STYLE_PAWN_STORMS, STYLE_SACRIFICES };
        for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++)
            FUZZ_CHECK(v[counts[k]] >= 0 && v[counts[k]] == floor(v[counts[k]]) && v[counts[k]] <= rec->nmoves,
                       "%s = %g in a game of %d plies", style_figures[counts[k]].id, v[counts[k]], rec->nmoves);
        FUZZ_CHECK(v[STYLE_GRABBED] >= 0 && v[STYLE_DAMAGE_GIVEN] >= 0 && v[STYLE_DAMAGE_TAKEN] >= 0,
                   "a negative amount");
        FUZZ_CHECK(v[STYLE_OFFERS_TAKEN] >= 0 && v[STYLE_OFFERS_TAKEN] <= 1, "offers_taken %g is not a share",
                   v[STYLE_OFFERS_TAKEN]);
        FUZZ_CHECK(v[STYLE_CASTLED_SHORT] + v[STYLE_CASTLED_LONG] + v[STYLE_UNCASTLED] == 1,
                   "castled short %g, long %g, not %g", v[STYLE_CASTLED_SHORT], v[STYLE_CASTLED_LONG],
                   v[STYLE_UNCASTLED]);
        FUZZ_CHECK(v[STYLE_LENGTH] * 2 == rec->nmoves, "length %g for %d plies", v[STYLE_LENGTH], rec->nmoves);
    }
    bool decided = !strcmp(rec->result, "1-0") || !strcmp(rec->result, "0-1");
    bool finished = decided || !strcmp(rec->result, "1/2-1/2");
    FUZZ_CHECK(rec->fig.has[WHITE][STYLE_SCORE] == finished, "result '%s' and a score", rec->result);
    if (finished)
        FUZZ_CHECK(rec->fig.value[WHITE][STYLE_SCORE] + rec->fig.value[BLACK][STYLE_SCORE] == 1 &&
                       rec->fig.value[WHITE][STYLE_DRAW] == !decided,
                   "result '%s': scores %g and %g", rec->result, rec->fig.value[WHITE][STYLE_SCORE],
                   rec->fig.value[BLACK][STYLE_SCORE]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0; /* fmemopen wants at least one byte */
    char *copy = fuzz_string(data, size);
    FILE *in = fmemopen(copy, size, "r");
    if (!in)
        abort();
    params_t p;
    params_defaults(&p);
    style_reader_t *r = style_reader_new(in, "fuzz.pgn", &p);
    style_record_t *rec = malloc(sizeof *rec);
    if (!r || !rec)
        abort();
    char err[512];
    for (long games = 0;; games++) {
        FUZZ_CHECK(games <= (long)size, "more games than bytes");
        err[0] = '\0';
        int rc = style_read(r, rec, err, sizeof err);
        FUZZ_CHECK(rc >= -1 && rc <= 1, "style_read returned %d", rc);
        if (rc == 0)
            break;
        if (rc < 0)
            FUZZ_CHECK(!strncmp(err, "fuzz.pgn:", 9), "a bad game without its place: '%s'", err);
        else
            check_game(rec);
    }
    free(rec);
    style_reader_free(r);
    fclose(in);
    free(copy);
    return 0;
}
