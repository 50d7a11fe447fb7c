#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian packages Headroom needs to build and run (with --tests: also to test; with --fuzz: also to fuzz;
# with --docs: also to take the User Guide's pictures),
# only when missing.
# Non-interactive; exits non-zero with a message naming what could not be installed.
set -euo pipefail

# Building and running Headroom (README command a).
packages=(
    # toolchain
    build-essential cmake ninja-build ccache pkg-config git
    # the linker (CMakeLists.txt: four times faster than ld on the test executables)
    mold
    # Qt 6 (Debian 12 ships 6.4)
    qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libqt6sql6-psql qt6-svg-dev qt6-charts-dev libgl-dev
    qt6-qpa-plugins libqt6opengl6-dev
    # translations: CMake's LinguistTools and lupdate/lrelease; Qt's own German strings (qtbase_de.qm)
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    # engine and formats
    liburing-dev libblkid-dev libmount-dev nlohmann-json3-dev
    # fio json+ jobs parsed with simdjson
    libsimdjson-dev
    # the PPTX report's zip container, and the .xlsx of a Live Optics export
    libzip-dev
    # the Excel workbook of every figure, and the data embedded in the deck's native charts
    libxlsxwriter-dev
    # SQLite's own API beside Qt SQL (the WAL kept on close)
    libsqlite3-dev
    # SHA-256 of imported files (libcrypto)
    libssl-dev
    # an X server for run-demo.sh on a machine without a display
    xvfb xauth fonts-dejavu-core
    # the Debian package (README: cpack -G DEB): dpkg-shlibdeps for its dependencies, help2man for the man pages
    dpkg-dev help2man
)
# Only for the tests (README command b, `--tests`): real fio for generated fixtures and cluster runs,
# poppler for PDF checks, LibreOffice Impress to open the PPTX report headless (soffice --convert-to pdf),
# clang-tidy for the static checks of .clang-tidy (packaging/clang-tidy.sh).
# A user who only tries the app does not pull these.
test_packages=(
    fio poppler-utils
    # team libraries (issue 26): tests start their own PostgreSQL server, with TLS from a test certificate (openssl)
    postgresql openssl
    # the sqlite3 shell: the reference that tests/perf/tst_listscale times beside `results`
    sqlite3
    # the Live Optics importer's oracle and test inputs (tests/importers/liveoptics_*.py: standard library only)
    python3
    # the exported workbook read back (tests/report: export --xlsx against advise --json)
    python3-openpyxl
    libreoffice-core libreoffice-impress
    clang-tidy
    # the package's checks (tests/packaging): lintian on the .deb, the desktop file's and the AppStream metainfo's
    # validators, bash-completion for the completion test, shared-mime-info for the library's MIME type
    lintian desktop-file-utils appstream bash-completion shared-mime-info
)
# Only for fuzzing (`--fuzz`, the fuzz preset and tests/fuzz/run.sh): clang and its runtime, which holds libFuzzer
# and the sanitizers (clang++ -fsanitize=fuzzer).
fuzz_packages=(clang libclang-rt-14-dev)
# Only for taking the User Guide's pictures anew (`--docs`, packaging/guide-screenshots.sh): pngquant keeps them small.
docs_packages=(pngquant)
case "${1:-}" in
"") ;;
--tests) packages+=("${test_packages[@]}") ;;
--fuzz) packages+=("${fuzz_packages[@]}") ;;
--docs) packages+=("${docs_packages[@]}") ;;
*)
    echo "bootstrap: error: unknown option '$1' (expected --tests, --fuzz, --docs or nothing)" >&2
    exit 2
    ;;
esac

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
