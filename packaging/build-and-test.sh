#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# README command (b) and CI: install what is missing, then build and run every test twice: with warnings as
# errors (ci preset, then clang-tidy on its compile commands) and under AddressSanitizer + UndefinedBehaviorSanitizer (asan preset); then the tests that
# drive the engine's threads (label "threads") once more under ThreadSanitizer (tsan preset).
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/bootstrap.sh --tests
export QT_QPA_PLATFORM=offscreen
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
# Paths relative to the checkout's parent, so that other clones and worktrees share cache hits.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$(cd .. && pwd)}"
# Debug builds (-g) otherwise hash the build folder itself, and every fresh clone would miss.
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
jobs=$(nproc)
# .ci/run sets HEADROOM_PRUNE_BUILDS=1: a finished preset's build tree (about 150 statically linked test
# executables) is removed before the next one is built, so the run needs the disk of one tree, not of three.
prune() {
    if [ "${HEADROOM_PRUNE_BUILDS:-0}" = 1 ]; then
        echo "=== removing build/$1 ($(du -sh "build/$1" | cut -f1)) before the next preset ==="
        rm -rf "build/$1"
    fi
}
for preset in ci asan; do
    echo "=== $preset: configure, build, test ==="
    cmake --preset "$preset"
    cmake --build --preset "$preset" -j "$jobs"
    ctest --preset "$preset" -j "$jobs"
    if [ "$preset" = ci ]; then
        echo "=== clang-tidy (.clang-tidy's checks) on core/, ui/ and app/ ==="
        bash packaging/clang-tidy.sh build/ci
    fi
    prune "$preset"
done
echo "=== tsan: the engine's threads under ThreadSanitizer ==="
cmake --preset tsan
cmake --build --preset tsan -j "$jobs" --target headroom_thread_tests
ctest --preset tsan # one at a time: the cancel test times a stop to the second
prune tsan
echo "=== all tests passed (ci and asan presets; threaded tests under tsan) ==="
