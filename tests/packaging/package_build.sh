#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest package_build (the fixture of the package tests): `cpack -G DEB` on the build tree the test command already
# built, so no third build is made. Writes OUT/headroom_VERSION_ARCH.deb and nothing else there.
#   package_build.sh CPACK BUILD_DIR OUT
set -euo pipefail
cpack="$1" build="$2" out="$3"
rm -rf "$out"
mkdir -p "$out"
start=$SECONDS
"$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$out/cpack" >"$out/cpack.log" 2>&1 || {
    cat "$out/cpack.log" >&2
    echo "package_build: cpack failed" >&2
    exit 1
}
debs=("$out"/cpack/headroom_*.deb)
if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then
    echo "package_build: expected one headroom_*.deb in $out/cpack, found: ${debs[*]}" >&2
    exit 1
fi
mv "${debs[0]}" "$out/"
rm -rf "$out/cpack"
deb="$(ls "$out"/headroom_*.deb)"
echo "package_build: $deb, $(du -k "$deb" | cut -f1) KiB, in $((SECONDS - start)) s"
dpkg-deb --info "$deb"
