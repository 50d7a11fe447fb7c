#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# README command (a): install what is missing, build a release, launch Headroom on its demo library.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/bootstrap.sh
cmake --preset release
cmake --build --preset release
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "run-demo: no display found; starting Headroom under Xvfb (xvfb-run)" >&2
    exec xvfb-run -a -s "-screen 0 1400x900x24" build/release/app/headroom --demo "$@"
fi
exec build/release/app/headroom --demo "$@"
