#!/usr/bin/env bash
# SPDX licence headers: every source file of the tree starts with `SPDX-License-Identifier: GPL-3.0-or-later`
# (after its #! line, if any), so that a file copied out of Headroom still says under which licence it may be used.
#
#   spdx-headers.sh [ROOT]          insert the header where it is missing (idempotent: a second run changes nothing)
#   spdx-headers.sh --check [ROOT]  change nothing; name every source file without it and exit 1 (ctest spdx_headers)
#
# Source files: C++ (*.cpp, *.h), CMake (CMakeLists.txt, *.cmake), shell (*.sh, .ci/run) and Python (*.py).
# tests/data holds third-party files kept byte for byte (THIRD-PARTY.md) and build*/ holds generated files: neither
# is ours to mark.
set -euo pipefail

readonly identifier='SPDX-License-Identifier: GPL-3.0-or-later'

check=0
if [ "${1:-}" = --check ]; then
    check=1
    shift
fi
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root"

source_files() {
    find . \( -path ./.git -o -path './build*' -o -path ./tests/data \) -prune -o -type f \
        \( -name '*.cpp' -o -name '*.h' -o -name CMakeLists.txt -o -name '*.cmake' -o -name '*.sh' -o -name '*.py' \
        -o -path ./.ci/run \) -print | sed 's|^\./||' | LC_ALL=C sort
}

comment_for() {
    case "$1" in
    *.cpp | *.h) echo "// $identifier" ;;
    *) echo "# $identifier" ;;
    esac
}

# The header, in the file's own comment syntax, as its first line or as its second after a #! line.
insert_header() {
    local file="$1" header tmp
    header="$(comment_for "$file")"
    tmp="$(mktemp "$file.spdx.XXXXXX")"
    if head -n 1 "$file" | grep -q '^#!'; then
        { head -n 1 "$file"; echo "$header"; tail -n +2 "$file"; } >"$tmp"
    else
        { echo "$header"; cat "$file"; } >"$tmp"
    fi
    chmod --reference="$file" "$tmp"
    mv "$tmp" "$file"
}

# Only the first two lines count: an identifier quoted further down (this script, a test) is not a header.
has_header() {
    head -n 2 "$1" | grep -qF "$identifier"
}

missing=()
while IFS= read -r file; do
    if ! has_header "$file"; then
        missing+=("$file")
    fi
done < <(source_files)

if [ "$check" = 1 ]; then
    if [ ${#missing[@]} -gt 0 ]; then
        printf '%s: no SPDX-License-Identifier header\n' "${missing[@]}" >&2
        echo "spdx-headers: ${#missing[@]} source files without the header; run packaging/spdx-headers.sh" >&2
        exit 1
    fi
    echo "spdx-headers: every source file under $root carries '$identifier'"
    exit 0
fi

for file in "${missing[@]}"; do
    insert_header "$file"
    echo "spdx-headers: added to $file"
done
echo "spdx-headers: ${#missing[@]} files changed"
