#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs clang-tidy (the checks of .clang-tidy, every finding an error) on every source of core/, ui/ and app/, with the
# compile commands of a configured and built build folder (default build/ci: the generated moc and resource files
# must exist). Exits non-zero on any finding. CI runs it after the ci preset's build.
#
#   packaging/clang-tidy.sh [BUILD_DIR]
set -euo pipefail
source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${1:-$source_dir/build/ci}
if [ ! -f "$build_dir/compile_commands.json" ]; then
    echo "clang-tidy.sh: error: no $build_dir/compile_commands.json (configure and build that preset first)" >&2
    exit 2
fi
# GCC's warning flags that clang does not know are not findings.
run-clang-tidy -quiet -p "$build_dir" -j "$(nproc)" -extra-arg=-Wno-unknown-warning-option \
    "^$source_dir/(core|ui|app)/.*\.cpp\$"
echo "clang-tidy: no finding in core/, ui/ and app/"
