/* style_bench.h -- `acolyte stylebench`: how differently the personalities
 * play over a set of style positions (see style_bench.c). */
#ifndef ACOLYTE_STYLE_BENCH_H
#define ACOLYTE_STYLE_BENCH_H

/* Exit status 0, 1 (bad input), 2 (usage). */
int cmd_stylebench(int argc, char **argv);

#endif
