#!/usr/bin/env bash
# Installs every Debian package Headroom needs to build, run and test, only when missing.
# Non-interactive; exits non-zero with a message naming what could not be installed.
set -euo pipefail

packages=(
    # toolchain
    build-essential cmake ninja-build ccache pkg-config git
    # Qt 6 (Debian 12 ships 6.4)
    qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libqt6svg6-dev qt6-charts-dev libgl-dev
    qt6-qpa-plugins libqt6opengl6-dev
    # engine and formats
    liburing-dev libblkid-dev nlohmann-json3-dev
    # tests: real fio for generated fixtures, pdfinfo for PDF checks, an X server for GUI screenshots
    fio poppler-utils xvfb xauth fonts-dejavu-core
)

missing=()
for pkg in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$pkg")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "bootstrap: all ${#packages[@]} packages present"
    exit 0
fi

echo "bootstrap: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo_cmd=(sudo)
    else
        echo "bootstrap: error: need root (or sudo) to install: ${missing[*]}" >&2
        exit 1
    fi
fi

export DEBIAN_FRONTEND=noninteractive
if ! "${sudo_cmd[@]}" apt-get update -qq; then
    echo "bootstrap: error: 'apt-get update' failed; check the network or /etc/apt/sources.list" >&2
    exit 1
fi
if ! "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
    echo "bootstrap: error: could not install: ${missing[*]}" >&2
    exit 1
fi
echo "bootstrap: done"
