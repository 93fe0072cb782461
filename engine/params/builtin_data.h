/* builtin_data.h -- the data files compiled into the program, so that a
 * lone executable (copied away from its tree, or built for a testing
 * framework that keeps only the binary) still plays with the default
 * personality and runs the bench: personalities/default.ini and
 * tests/bench.epd as they were when it was built.  make writes
 * builtin_data.c from those files (params.am). */
#ifndef ACOLYTE_BUILTIN_DATA_H
#define ACOLYTE_BUILTIN_DATA_H

extern const char builtin_default_ini[];
extern const char builtin_bench_epd[];

#endif
