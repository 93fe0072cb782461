#!/bin/bash
# perft-full.sh -- every count in tests/data/perft.epd, whatever the depth
# (hours of work for the deepest; `make perft-full`).  PERFT_MAX_NODES
# limits it, e.g. PERFT_MAX_NODES=2000000000.
: "${PERFT_MAX_NODES:=100000000000}"
export PERFT_MAX_NODES
exec "${top_builddir:-.}/tests/test_perft"
