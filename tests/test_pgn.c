/* test_pgn.c -- the PGN reader and writer: tags, comments, variations,
 * NAGs, move numbers, results, several games, a bad game reported with its
 * game number and move and skipped, FEN starts, garbage input, and a
 * written game read back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "openings/book.h"
#include "core/fen.h"
#include "core/notation.h"
#include "openings/pgn.h"
#include "tap.h"

static const char games[] =
    "[Event \"Test \\\"quoted\\\"\"]\n"                               /* line 1, game 1 */
    "[White \"A\"]\n"
    "[Result \"1-0\"]\n"
    "\n"
    "1. e4 {open (not a variation)} e5 $1 2.Nf3 (2. f4 exf4 (2... d5) 3. Nf3) Nc6\n"
    "; a line comment with 3. Bb5\n"
    "3. Bb5!? a6 4. Ba4 Nf6 5. O-O Be7 1-0\n"
    "\n"
    "[Event \"bad\"]\n"                                               /* line 9, game 2 */
    "[Result \"0-1\"]\n"
    "\n"
    "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6\n"
    "4. Qxf8 Nxh5 0-1\n"                                              /* line 13 */
    "\n"
    "[Event \"no result, then tags\"]\n"                              /* game 3 */
    "1. d4 d5 2. c4\n"
    "[Event \"fen\"]\n"                                               /* game 4 */
    "[SetUp \"1\"]\n"
    "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]\n"
    "\n"
    "40... Kd7 41. O-O Kc6 *\n"
    "\n"
    "%escaped line 1. junk\n"
    "1. c4 1/2-1/2\n";                                                /* game 5: no tags */

/* A stream to read text from: a temporary file (portable C, where
 * fmemopen() is POSIX only), opened binary, so every byte reads back. */
static FILE *open_text(const char *text, size_t len)
{
    FILE *f = tmpfile();
    if (!f || fwrite(text, 1, len, f) != len || fflush(f) != 0)
        bail_out("cannot write a temporary file");
    rewind(f);
    return f;
}

/* The whole of a stream written so far, NUL-terminated, and its length;
 * the stream is closed. */
static char *read_back(FILE *f, size_t *size)
{
    long end = ftell(f);
    char *buf = end >= 0 ? malloc((size_t)end + 1) : NULL;
    if (!buf)
        bail_out("cannot read the temporary file back");
    rewind(f);
    *size = fread(buf, 1, (size_t)end, f);
    buf[*size] = '\0';
    fclose(f);
    return buf;
}

static void moves_text(const pgn_game_t *g, char *out, size_t outlen)
{
    board_t *b = malloc(sizeof *b);
    out[0] = '\0';
    if (!b)
        return;
    *b = g->start;
    for (int i = 0; i < g->nmoves; i++) {
        char mv[MOVE_STR_MAX];
        move_to_san(b, g->moves[i], mv);
        board_make_move(b, g->moves[i]);
        if (i)
            strncat(out, " ", outlen - strlen(out) - 1);
        strncat(out, mv, outlen - strlen(out) - 1);
    }
    free(b);
}

/* The sample games: tags, comments, variations, a bad game among good
 * ones, a FEN start, a game without tags. */
static void test_reading(pgn_game_t *g)
{
    char err[300], text[4096];
    FILE *f = open_text(games, strlen(games));
    pgn_reader_t *r = pgn_reader_new(f, "t.pgn");

    is_int(pgn_read_game(r, g, err, sizeof err), 1, "game 1 read");
    is_int((int)g->number, 1, "numbered 1");
    is_int(g->ntags, 3, "three tags");
    is_str(pgn_tag(g, "Event"), "Test \"quoted\"", "escaped quotes in a tag value");
    is_str(pgn_tag(g, "Result"), "1-0", "Result tag");
    ok(pgn_tag(g, "Black") == NULL, "absent tag is NULL");
    is_str(g->result, "1-0", "termination marker");
    moves_text(g, text, sizeof text);
    is_str(text, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7",
           "comments, NAG, glued number, nested variation, line comment, !? skipped");

    is_int(pgn_read_game(r, g, err, sizeof err), -1, "game 2 is bad");
    is_str(err, "t.pgn:13: game 2: move 4. 'Qxf8': illegal", "reported with line, game number and move");

    is_int(pgn_read_game(r, g, err, sizeof err), 1, "game 3 read after the bad one");
    is_int((int)g->number, 3, "numbered 3");
    is_str(g->result, "", "no termination marker");
    moves_text(g, text, sizeof text);
    is_str(text, "d4 d5 c4", "ends at the next tag section");

    is_int(pgn_read_game(r, g, err, sizeof err), 1, "game 4 (FEN) read");
    char fen[FEN_MAX];
    fen_write(&g->start, fen);
    is_str(fen, "4k3/8/8/8/8/8/8/4K2R b K - 0 40", "starts from its FEN tag");
    moves_text(g, text, sizeof text);
    is_str(text, "Kd7 O-O Kc6", "black to move first, castling");
    is_str(g->result, "*", "result *");

    is_int(pgn_read_game(r, g, err, sizeof err), 1, "game 5 without tags read");
    is_int(g->ntags, 0, "no tags");
    moves_text(g, text, sizeof text);
    is_str(text, "c4", "escape line skipped");
    is_int(pgn_read_game(r, g, err, sizeof err), 0, "end of file");
    is_int(pgn_read_game(r, g, err, sizeof err), 0, "and stays there");
    pgn_reader_free(r);
    fclose(f);
}

/* Errors each say what and where. */
static void test_errors(pgn_game_t *g)
{
    char err[300];
    static const struct {
        const char *text, *err;
    } bad[] = {
        { "1. e4 {never closed\n\n", "x.pgn:1: game 1: comment not closed" },
        { "[Event \"x]\n1. e4 *\n", "x.pgn:1: game 1: tag Event: value not closed with '\"'" },
        { "[Event x]\n1. e4 *\n", "x.pgn:1: game 1: tag Event: value not in double quotes" },
        { "\n\n1. e4 e5 2. Nf3 ) *\n", "x.pgn:3: game 1: ')' without '('" },
        { "1. e4 e5 2. Zz9 *\n", "x.pgn:1: game 1: move 2. 'Zz9': not a move" },
        { "1. e4 e5 2. N3 *\n", "x.pgn:1: game 1: move 2. 'N3': not a move" },
        { "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *\n", NULL },
        { "1. Nc3 Nc6 2. Ne4 Nd4 3. Ng5 Nf5 4. Nf3 Ne3 5. Nd4 *\n", "x.pgn:1: game 1: move 4. 'Nf3': ambiguous" },
        { "1. Nc3 Nc6 2. Ne4 Nd4 3. Ng5 Nf5 4. N5f3 Ne3 5. Nd4 *\n", "" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        FILE *f = open_text(bad[i].text, strlen(bad[i].text));
        pgn_reader_t *r = pgn_reader_new(f, "x.pgn");
        int got = pgn_read_game(r, g, err, sizeof err);
        char name[64];
        snprintf(name, sizeof name, "case %zu: %s", i, bad[i].text);
        if (bad[i].err && bad[i].err[0] == '\0') {
            is_int(got, 1, name); /* a good game among the bad */
        } else if (bad[i].err) {
            is_int(got, -1, name);
            is_str(err, bad[i].err, name);
        } else {
            is_int(got, -1, "a FEN without kings is a bad game");
            const char *pre = "x.pgn:2: game 1: bad FEN tag \"8/8/8/8/8/8/8/8 w - - 0 1\": ";
            ok(strncmp(err, pre, strlen(pre)) == 0 && strlen(err) > strlen(pre), "bad FEN message: %s", err);
        }
        is_int(pgn_read_game(r, g, err, sizeof err), 0, "then end of file");
        pgn_reader_free(r);
        fclose(f);
    }
}

/* Random bytes: games or errors, never a crash or a hang. */
static void test_random_bytes(pgn_game_t *g)
{
    char err[300];
    uint64_t rng = 1;
    int outcomes = 0;
    for (int round = 0; round < 300; round++) {
        char buf[600];
        size_t len = 1 + book_random(&rng) % sizeof buf;
        static const char alphabet[] = "[]{}();$%\"\n .-0123456789abcdefghNBRQKO+#=x/*!?\\";
        for (size_t i = 0; i < len; i++) {
            uint64_t v = book_random(&rng);
            buf[i] = (v & 7) == 0 ? (char)(v >> 8) : alphabet[(v >> 8) % (sizeof alphabet - 1)];
        }
        FILE *f = open_text(buf, len);
        pgn_reader_t *r = pgn_reader_new(f, "fuzz");
        int reads = 0, got;
        while ((got = pgn_read_game(r, g, err, sizeof err)) != 0 && reads < 10000)
            reads++;
        outcomes += reads < 10000;
        pgn_reader_free(r);
        fclose(f);
    }
    is_int(outcomes, 300, "300 random inputs all reach the end of the file");
}

/* The writer wraps at 80 columns, and what it wrote reads back as the
 * same moves. */
static void test_writer(pgn_game_t *g)
{
    char err[300];
    board_t *b = malloc(sizeof *b);
    board_init_startpos(b);
    static const char *line[] = { "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6",
                                  "Be3", "e5", "Nb3", "Be6", "f3", "Be7", "Qd2", "O-O", "O-O-O", "Nbd7",
                                  "g4", "b5", "g5", "b4", "Ne2", "Ne8", "f4", "a5", "f5", "a4",
                                  "Nbd4", "exd4", "Nxd4", "b3", "Kb1", "bxc2+", "Nxc2", "Bb3", "axb3", "axb3" };
    move_t moves[64];
    int n = 0;
    board_t *cur = malloc(sizeof *cur);
    *cur = *b;
    for (size_t i = 0; i < sizeof line / sizeof line[0]; i++) {
        move_t m = move_parse(cur, line[i], NULL, 0);
        if (m == MOVE_NONE)
            break;
        moves[n++] = m;
        board_make_move(cur, m);
    }
    is_int(n, 40, "40 plies of a Najdorf set up");
    size_t size = 0;
    FILE *out = tmpfile();
    if (!out)
        bail_out("cannot make a temporary file");
    pgn_tag_t tags[2] = { { "Event", "Round \"trip\"" }, { "Result", "*" } };
    ok(pgn_write_game(out, tags, 2, b, moves, n, "*"), "written");
    char *buf = read_back(out, &size);
    int longest = 0, cur_len = 0;
    for (size_t i = 0; i < size; i++) {
        cur_len = buf[i] == '\n' ? 0 : cur_len + 1;
        if (cur_len > longest)
            longest = cur_len;
    }
    ok(longest <= 80 && longest > 60, "lines wrapped at 80 columns (longest %d)", longest);
    ok(strstr(buf, "[Event \"Round \\\"trip\\\"\"]\n") != NULL, "tag value escaped");
    ok(strstr(buf, "19. O-O-O Nbd7") == NULL && strstr(buf, "10. O-O-O Nbd7") != NULL, "move numbers");
    FILE *f = open_text(buf, size);
    pgn_reader_t *r = pgn_reader_new(f, "mem");
    is_int(pgn_read_game(r, g, err, sizeof err), 1, "read back");
    is_int(g->nmoves, n, "same number of moves");
    ok(memcmp(g->moves, moves, (size_t)n * sizeof moves[0]) == 0, "same moves");
    is_str(pgn_tag(g, "Event"), "Round \"trip\"", "same tag");
    pgn_reader_free(r);
    fclose(f);
    free(buf);
    free(cur);
    free(b);
}

int main(void)
{
    pgn_game_t *g = malloc(sizeof *g);
    if (!g)
        return 1;
    test_reading(g);
    test_errors(g);
    test_random_bytes(g);
    test_writer(g);
    free(g);
    return done_testing();
}
