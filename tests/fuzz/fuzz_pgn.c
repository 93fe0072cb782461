/* fuzz_pgn.c -- libFuzzer target for the PGN reader (engine/openings/pgn.c).
 *
 * The input is read as a PGN database to its end.  Every call must make
 * progress (never more games than bytes, so the reader reaches the end), a
 * bad game must come with a message, and every game read must be legal
 * from its start position.  Each good game is then written with
 * pgn_write_game() and read back: the same tags, moves and result, so
 * nothing a user keeps in PGN is lost on the way through Acolyte.
 *
 * FUZZ-NEEDS: engine/openings/pgn.c
 */
#include "openings/pgn.h"
#include "fuzz_board.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Write g and read it back: one game, equal in everything kept. */
static void check_round_trip(const pgn_game_t *g, pgn_game_t *back)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out)
        abort();
    FUZZ_CHECK(pgn_write_game(out, g->tags, g->ntags, &g->start, g->moves, g->nmoves, g->result),
               "pgn_write_game failed");
    fclose(out);
    FILE *in = fmemopen(text, len, "r");
    if (!in)
        abort();
    pgn_reader_t *r = pgn_reader_new(in, "written.pgn");
    if (!r)
        abort();
    char err[512];
    int rc = pgn_read_game(r, back, err, sizeof err);
    FUZZ_CHECK(rc == 1, "written game does not read back (%d: %s):\n%s", rc, err, text);
    FUZZ_CHECK(back->nmoves == g->nmoves, "%d moves read back as %d:\n%s", g->nmoves, back->nmoves, text);
    for (int i = 0; i < g->nmoves; i++)
        FUZZ_CHECK(back->moves[i] == g->moves[i], "move %d differs after writing:\n%s", i + 1, text);
    FUZZ_CHECK(back->ntags == g->ntags, "%d tags read back as %d:\n%s", g->ntags, back->ntags, text);
    for (int i = 0; i < g->ntags; i++)
        FUZZ_CHECK(!strcmp(back->tags[i].name, g->tags[i].name) && !strcmp(back->tags[i].value, g->tags[i].value),
                   "tag [%s \"%s\"] read back as [%s \"%s\"]", g->tags[i].name, g->tags[i].value,
                   back->tags[i].name, back->tags[i].value);
    const char *want = g->result[0] ? g->result : "*";
    FUZZ_CHECK(!strcmp(back->result, want), "result '%s' read back as '%s'", want, back->result);
    FUZZ_CHECK(fuzz_boards_equal(&back->start, &g->start), "start position differs after writing");
    FUZZ_CHECK(pgn_read_game(r, back, err, sizeof err) == 0, "one game written, more read back:\n%s", text);
    pgn_reader_free(r);
    fclose(in);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0; /* fmemopen wants at least one byte */
    char *copy = fuzz_string(data, size);
    FILE *in = fmemopen(copy, size, "r");
    if (!in)
        abort();
    pgn_reader_t *r = pgn_reader_new(in, "fuzz.pgn");
    pgn_game_t *g = malloc(sizeof *g), *back = malloc(sizeof *back);
    board_t *b = malloc(sizeof *b);
    if (!r || !g || !back || !b)
        abort();
    char err[512];
    long long before = pgn_bytes_read(r);
    long games = 0;
    for (;;) {
        int rc = pgn_read_game(r, g, err, sizeof err);
        FUZZ_CHECK(rc >= -1 && rc <= 1, "pgn_read_game returned %d", rc);
        if (rc == 0)
            break;
        long long now = pgn_bytes_read(r);
        /* One character read ahead may be given back, so a game can end
         * on the byte count of the one before; the game count bounds the
         * loop instead. */
        FUZZ_CHECK(now >= before, "went back from byte %lld to %lld", before, now);
        FUZZ_CHECK(now <= (long long)size, "read %lld of %zu bytes", now, size);
        before = now;
        FUZZ_CHECK(++games <= (long)size + 1, "more games than bytes: no progress");
        FUZZ_CHECK(g->number == games, "game %ld numbered %ld", games, g->number);
        if (rc < 0) {
            FUZZ_CHECK(err[0] != '\0', "bad game without a message");
            continue;
        }
        FUZZ_CHECK(g->nmoves >= 0 && g->nmoves <= PGN_MAX_PLIES, "%d moves", g->nmoves);
        FUZZ_CHECK(g->ntags >= 0 && g->ntags <= PGN_MAX_TAGS, "%d tags", g->ntags);
        FUZZ_CHECK(board_is_consistent(&g->start), "inconsistent start position");
        *b = g->start;
        for (int i = 0; i < g->nmoves; i++) {
            FUZZ_CHECK(movegen_is_legal(b, g->moves[i]), "move %d of game %ld is illegal", i + 1, games);
            board_make_move(b, g->moves[i]);
        }
        FUZZ_CHECK(board_is_consistent(b), "inconsistent after the game");
        check_round_trip(g, back);
    }
    free(b);
    free(back);
    free(g);
    pgn_reader_free(r);
    fclose(in);
    free(copy);
    return 0;
}
