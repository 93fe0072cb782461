#!/bin/bash
# bootstrap.sh -- from a fresh clone to a running engine in one command.
#
#   ./bootstrap.sh [--no-run] [--no-install] [CONFIGURE-OPTION...]
#
# 1. installs the Debian packages Acolyte needs to build and test, if any are
#    missing (as root with apt-get; otherwise it prints the exact sudo line
#    and stops);
# 2. runs autoreconf -fi && ./configure [CONFIGURE-OPTION...] && make;
# 3. starts the console (engine/acolyte --console) unless given --no-run.
#
# Then `make check` runs the test suite.  Options not listed above go to
# ./configure, e.g. ./bootstrap.sh --no-run --enable-werror.
set -euo pipefail

cd "$(dirname "$0")"

# Build: compiler, autotools, libraries.  Test: engines, GUI and tools the
# protocol and match tests drive (tests skip themselves when one is absent).
BUILD_PACKAGES="build-essential autoconf automake libtool pkg-config libiniparser-dev libreadline-dev"
TEST_PACKAGES="xboard xvfb xauth fairymax polyglot tmux clang libclang-rt-14-dev gnuchess-book imagemagick valgrind xdotool x11-utils"

run=yes
install=yes
configure_args=()
for arg in "$@"; do
    case $arg in
    --no-run) run=no ;;
    --no-install) install=no ;;
    -h | --help)
        sed -n '2,13s/^# \{0,1\}//p' "$0"
        exit 0
        ;;
    *) configure_args+=("$arg") ;;
    esac
done

# missing_packages: the Debian packages of the lists above not installed.
missing_packages() {
    local pkg
    for pkg in $BUILD_PACKAGES $TEST_PACKAGES; do
        dpkg -s "$pkg" >/dev/null 2>&1 || printf '%s ' "$pkg"
    done
}

if [ "$install" = yes ] && command -v dpkg >/dev/null 2>&1; then
    missing=$(missing_packages)
    if [ -n "$missing" ]; then
        if [ "$(id -u)" -eq 0 ]; then
            echo "bootstrap: installing ${missing% }"
            export DEBIAN_FRONTEND=noninteractive
            apt-get update
            # shellcheck disable=SC2086 # word splitting wanted
            apt-get install -y $missing
        else
            echo "bootstrap: these Debian packages are missing: ${missing% }"
            echo "Install them, then run ./bootstrap.sh again:"
            echo
            echo "    sudo apt-get install -y ${missing% }"
            echo
            exit 1
        fi
    fi
fi

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

echo "bootstrap: autoreconf -fi"
autoreconf -fi
echo "bootstrap: ./configure ${configure_args[*]}"
./configure "${configure_args[@]}"
echo "bootstrap: make -j$jobs"
make -j"$jobs"

if [ "$run" = yes ]; then
    echo "bootstrap: built; starting the console (type 'help', or 'quit' to leave)."
    echo "bootstrap: next time run engine/acolyte --console; run the tests with make check."
    exec engine/acolyte --console
fi
echo "bootstrap: built engine/acolyte; run the tests with: make check"
