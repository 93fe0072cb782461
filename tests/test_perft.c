/* test_perft.c -- every perft count of tests/data/perft.epd, exactly.
 *
 * `make check` runs the depths whose expected count is at most
 * PERFT_MAX_NODES (default 2 million: the whole file in well under a
 * minute); `make perft-full` sets it to run every depth listed. */
#include <inttypes.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/perft.h"
#include "tap.h"
#include "testdata.h"
#include "util/util.h"

static suite_entry_t suite[SUITE_MAX_POSITIONS];

/* Do movegen_noisy and movegen_split give exactly movegen_legal's moves, each list in
 * movegen_legal's order (the search's move ordering breaks ties by list
 * order)?  Checked at every node of a shallow tree; returns the nodes
 * where they do not. */
static bool same_moves(const movelist_t *got, const movelist_t *all, bool in_check, int want_noisy)
{
    int n = 0;
    for (int i = 0; i < all->count; i++) {
        bool noisy = move_is_noisy(all->moves[i]);
        if (want_noisy >= 0 && !in_check && noisy != (want_noisy != 0))
            continue;
        if (n >= got->count || got->moves[n] != all->moves[i])
            return false;
        n++;
    }
    return n == got->count;
}

static long split_mismatches(board_t *b, int depth, long *nodes)
{
    movelist_t all, noisy, split_noisy, split_quiet;
    movegen_legal(b, &all);
    movegen_noisy(b, &noisy);
    movegen_split(b, &split_noisy, &split_quiet);
    bool in_check = board_in_check(b);
    long bad = !same_moves(&noisy, &all, in_check, 1) || !same_moves(&split_noisy, &all, in_check, 1) ||
               (in_check ? split_quiet.count != 0 : !same_moves(&split_quiet, &all, false, 0));
    ++*nodes;
    if (depth > 1)
        for (int i = 0; i < all.count; i++) {
            board_make_move(b, all.moves[i]);
            bad += split_mismatches(b, depth - 1, nodes);
            board_unmake_move(b);
        }
    return bad;
}

int main(void)
{
    int64_t max_nodes = 2000000;
    const char *env = getenv("PERFT_MAX_NODES");
    if (env && !parse_int64(env, 1, INT64_C(100000000000), &max_nodes)) {
        bail_out("PERFT_MAX_NODES must be a positive number");
        return 1;
    }
    int n = suite_read(suite, SUITE_MAX_POSITIONS);
    if (n == 0) {
        skip_all("tests/data/perft.epd not found");
        return 0;
    }
    board_t b;
    char err[128];
    long bad = 0, nodes = 0;
    for (int i = 0; i < n; i++)
        if (fen_parse(&b, suite[i].fen, NULL, 0))
            bad += split_mismatches(&b, 4, &nodes);
    ok(bad == 0 && nodes > 500000, "movegen_noisy and movegen_split agree with movegen_legal at %ld nodes", nodes);
    if (bad)
        diag("%ld nodes differ", bad);
    for (int i = 0; i < n; i++) {
        if (!ok(fen_parse(&b, suite[i].fen, err, sizeof err), "parse %s", suite[i].fen)) {
            diag("%s", err);
            continue;
        }
        for (int d = 1; d <= suite[i].depths; d++) {
            if (suite[i].count[d] == 0 || suite[i].count[d] > (uint64_t)max_nodes)
                continue;
            uint64_t got = perft(&b, d);
            ok(got == suite[i].count[d], "perft %d = %" PRIu64 " for %s", d, suite[i].count[d], suite[i].fen);
            if (got != suite[i].count[d])
                diag("got %" PRIu64, got);
        }
    }
    return done_testing();
}
