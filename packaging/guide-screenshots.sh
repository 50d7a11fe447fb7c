#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the User Guide's pictures (resources/guide/*.png) anew: the demo in each workspace the guide shows, with the
# app's own --screenshot at its default window size (1280 x 760) in the light palette, reduced to a palette of
# colours by pngquant (bootstrap.sh --docs) so the six stay near 300 KB together. Run after a build:
#   packaging/guide-screenshots.sh [BUILD_DIR]      (default build/ci)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build/ci}"
gui="$build/app/headroom"
out="$root/resources/guide"
[ -x "$gui" ] || { echo "guide-screenshots: error: no $gui; build first" >&2; exit 1; }
command -v pngquant >/dev/null || { echo "guide-screenshots: error: pngquant missing: bootstrap.sh --docs" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "guide-screenshots: error: xvfb-run missing: bootstrap.sh" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# picture name, then the workspace (tab title, or the start panel's "Advisor example")
shots=(library Library compare Compare advisor "Advisor example" customer Customer catalog Catalog benchmark Benchmark)
for ((i = 0; i < ${#shots[@]}; i += 2)); do
    name="${shots[i]}"
    xvfb-run -a -s "-screen 0 1600x1000x24" "$gui" --demo --palette light --screenshot "$tmp/$name.png" \
        --workspace "${shots[i + 1]}"
    pngquant --force --quality=60-85 --speed 1 --output "$out/$name.png" "$tmp/$name.png"
    echo "$out/$name.png: $(stat -c %s "$out/$name.png") bytes"
done
