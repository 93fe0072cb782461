/* cmd_perft.c -- `acolyte perft` and `acolyte divide`: count move paths
 * from a position, in total or split by the first move (see cmd.h). */
#include <inttypes.h>
#include <stdio.h>

#include "cli/cmd.h"
#include "core/fen.h"
#include "api/moves.h"
#include "core/notation.h"
#include "util/util.h"

const char cmd_perft_usage[] = "perft DEPTH [FEN]";
const char cmd_divide_usage[] = "divide DEPTH [FEN]";

/* Shared argument handling: DEPTH [FEN words...]; argv[0] names the
 * command in messages. */
static int perft_setup(int argc, char **argv, const char *synopsis, board_t *b, long *depth)
{
    if (argc < 2 || !parse_int(argv[1], 0, 20, depth)) {
        print_synopsis(stderr, "usage: acolyte ", synopsis);
        fprintf(stderr, "DEPTH is from 0 to 20.\n");
        return 2;
    }
    if (argc == 2) {
        board_init_startpos(b);
        return 0;
    }
    char fen[512], err[128];
    if (!join_args(argc, argv, 2, fen, sizeof fen) || !fen_parse(b, fen, err, sizeof err)) {
        fprintf(stderr, "acolyte %s: bad FEN: %s\n", argv[0], argc > 2 && fen[0] ? err : "too long");
        return 1;
    }
    return 0;
}

static void print_summary(long depth, uint64_t nodes, int64_t start_us)
{
    int64_t us = time_now_us() - start_us;
    uint64_t nps = us > 0 ? nodes * 1000000 / (uint64_t)us : 0;
    printf("perft %ld nodes %" PRIu64 " time_ms %" PRId64 " nps %" PRIu64 "\n", depth, nodes, us / 1000, nps);
}

int cmd_perft(const engine_options_t *g, int argc, char **argv)
{
    (void)g;
    board_t b;
    long depth;
    int rc = perft_setup(argc, argv, cmd_perft_usage, &b, &depth);
    if (rc)
        return rc;
    int64_t start = time_now_us();
    uint64_t nodes = moves_perft(&b, (int)depth);
    print_summary(depth, nodes, start);
    return 0;
}

int cmd_divide(const engine_options_t *g, int argc, char **argv)
{
    (void)g;
    board_t b;
    long depth;
    int rc = perft_setup(argc, argv, cmd_divide_usage, &b, &depth);
    if (rc)
        return rc;
    int64_t start = time_now_us();
    uint64_t total = 0;
    if (depth == 0) {
        total = 1;
    } else {
        legal_moves_t list;
        moves_legal(&b, &list);
        for (int i = 0; i < list.count; i++) {
            char text[MOVE_STR_MAX];
            move_to_coord(list.moves[i], text);
            board_make_move(&b, list.moves[i]);
            uint64_t n = moves_perft(&b, (int)depth - 1);
            board_unmake_move(&b);
            printf("%s: %" PRIu64 "\n", text, n);
            total += n;
        }
    }
    print_summary(depth, total, start);
    return 0;
}
