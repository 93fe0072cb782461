/* test_perft.c -- every perft count of tests/data/perft.epd, exactly.
 *
 * `make check` runs the depths whose expected count is at most
 * PERFT_MAX_NODES (default 2 million: the whole file in well under a
 * minute); `make perft-full` sets it to run every depth listed. */
#include <inttypes.h>

#include "fen.h"
#include "perft.h"
#include "tap.h"
#include "testdata.h"
#include "util.h"

static suite_entry_t suite[SUITE_MAX_POSITIONS];

int main(void)
{
    long max_nodes = 2000000;
    const char *env = getenv("PERFT_MAX_NODES");
    if (env && !parse_int(env, 1, 100000000000L, &max_nodes)) {
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
