#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest package_run: the package as a user gets it. Unpacked into a scratch root (dpkg -x), its programs run from
# there with the installed paths, from a folder outside the source tree and with a scratch HOME: the CLI's version,
# the demo's results and advice (byte for byte the golden outputs tst_cli holds the build to), a chart (drawn by
# headroom-cli-draw, found in /usr/libexec/headroom), the GUI's --help and a screenshot of its offscreen window. The
# files the package must hold are there, the programs stripped, the man pages cover every command and option.
#   package_run.sh OUT GOLDEN_DIR VERSION
set -euo pipefail
out="$1" golden="$2" version="$3"
deb="$(ls "$out"/headroom_*.deb)"
root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT

fail() {
    echo "package_run: FAIL: $*" >&2
    exit 1
}

dpkg -x "$deb" "$root"
usr="$root/usr"
cli="$usr/bin/headroom-cli"
export HOME="$root/home"
mkdir -p "$HOME"
cd "$root"

expect_files() {
    local file
    for file in bin/headroom bin/headroom-cli libexec/headroom/headroom-cli-draw \
        share/doc/headroom/copyright share/doc/headroom/changelog.Debian.gz share/doc/headroom/THIRD-PARTY.md \
        share/man/man1/headroom.1.gz share/man/man1/headroom-cli.1.gz \
        share/bash-completion/completions/headroom-cli share/applications/headroom.desktop \
        share/metainfo/io.headroom.Headroom.metainfo.xml share/mime/packages/headroom.xml \
        share/icons/hicolor/scalable/apps/headroom.svg share/icons/hicolor/48x48/apps/headroom.png \
        share/icons/hicolor/256x256/apps/headroom.png share/headroom/catalog/default-catalog.json \
        share/headroom/demo/demo-library.json share/headroom/demo/fio/ceph-rbd-ssd/randread-qd32-jobs1.json; do
        [ -f "$usr/$file" ] || fail "the package has no /usr/$file"
    done
    [ ! -e "$usr/bin/headroom-cli-draw" ] || fail "headroom-cli-draw is in PATH (expected in /usr/libexec/headroom)"
    for file in bin/headroom bin/headroom-cli libexec/headroom/headroom-cli-draw; do
        ! readelf -S "$usr/$file" | grep -q '\.debug_info' || fail "/usr/$file is not stripped"
    done
    dpkg-deb -f "$deb" Depends | grep -q 'libqt6sql6-sqlite' || fail "Depends lacks the SQLite driver"
    dpkg-deb -f "$deb" Depends | grep -q 'libqt6core6' || fail "Depends lacks dpkg-shlibdeps' libraries"
}

run_cli() {
    [ "$("$cli" --version)" = "headroom-cli $version" ] || fail "headroom-cli --version: $("$cli" --version)"
    diff -u "$golden/results.txt" <("$cli" --demo results) || fail "--demo results differs from the golden output"
    diff -u "$golden/advise.txt" <("$cli" --demo advise --workload oltp32k --baseline "VxRail ESA 6-node 25GbE" \
        --candidate "VxRail ESA 6-node 100GbE" --nodes 6 --ports-per-node 2 --nic 540-BDEF --switch 210-APHK \
        --cable 470-ABOX --node-price "100000 USD") || fail "--demo advise differs from the golden output"
    "$cli" --demo chart --kind throughput --workload 512k-randread --out "$root/throughput.svg" ||
        fail "chart (headroom-cli-draw from /usr/libexec/headroom) failed"
    grep -q '<svg' "$root/throughput.svg" || fail "chart wrote no SVG"
}

run_gui() {
    local gui="$usr/bin/headroom"
    "$gui" --version | grep -qx "headroom $version" || fail "headroom --version: $("$gui" --version)"
    "$gui" --help | grep -q -- '--demo' || fail "headroom --help names no --demo"
    QT_QPA_PLATFORM=offscreen timeout 120 "$gui" --demo --screenshot "$root/window.png" ||
        fail "headroom --demo --screenshot failed"
    [ "$(head -c 4 "$root/window.png" | tail -c 3)" = PNG ] || fail "the screenshot is not a PNG"
}

# Every command of headroom-cli --help has its section in the man page, and every option any command's help names
# is in it: the page is written from that help (packaging/manpages.sh), this proves nothing was dropped.
check_man_pages() {
    local page command option
    page="$(zcat "$usr/share/man/man1/headroom-cli.1.gz" | sed 's/\\-/-/g')"
    while IFS= read -r command; do
        grep -qF ".SS \"$command\"" <<<"$page" || fail "headroom-cli.1 has no section for '$command'"
        while IFS= read -r option; do
            grep -qF -- "$option" <<<"$page" || fail "headroom-cli.1 lacks $command's $option"
        done < <("$cli" "$command" --help | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u)
    done < <("$cli" --help | awk '/^Commands:/ {inside = 1; next} inside && /^$/ {exit} inside {print $1}')
    zcat "$usr/share/man/man1/headroom.1.gz" | grep -q 'screenshot' || fail "headroom.1 lacks --screenshot"
}

expect_files
run_cli
run_gui
check_man_pages
echo "package_run: $(basename "$deb"): files, stripped programs, CLI, chart helper, GUI and man pages as expected"
