#!/bin/sh
# fairymax.sh -- Fairy-Max for the tests and matches, without the XBoard
# "computer" command.  Debian's Fairy-Max 5.0b crashes (segmentation
# fault) in about half of its games when "computer" reaches it before its
# first move, so a test against it would fail at random.  The command
# only tells an engine that its opponent is a program; nothing is lost.
# Run it as: sh tests/fairymax.sh [fairymax arguments]
PATH="$PATH:/usr/games"
# XBoard interrupts an engine with SIGINT; the shell and the filter must
# not die of it (Fairy-Max ignores it itself).
trap '' INT
grep --line-buffered -v '^computer$' | exec fairymax "$@"
