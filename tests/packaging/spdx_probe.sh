#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The SPDX check on a planted tree (ctest spdx_headers_probe): it must name the files without the header and only
# those, the insert mode must fix them keeping a #! line first, and a second insert must change nothing.
set -euo pipefail
script="$1"
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/core" "$tree/packaging" "$tree/tests/data" "$tree/build/ci"
printf 'int f();\n' >"$tree/core/plain.cpp"
printf '// SPDX-License-Identifier: GPL-3.0-or-later\n#pragma once\n' >"$tree/core/marked.h"
printf '#!/usr/bin/env bash\necho hi\n' >"$tree/packaging/tool.sh"
printf 'add_library(x)\n' >"$tree/CMakeLists.txt"
printf 'third party\n' >"$tree/tests/data/vendor.cpp"
printf 'generated\n' >"$tree/build/ci/moc.cpp"

fail() {
    echo "spdx_probe: FAIL: $*" >&2
    exit 1
}

if report="$(bash "$script" --check "$tree" 2>&1)"; then
    fail "the check passed on a tree with unmarked files"
fi
for expected in core/plain.cpp packaging/tool.sh CMakeLists.txt; do
    grep -qF "$expected: no SPDX" <<<"$report" || fail "the check did not name $expected: $report"
done
for ignored in core/marked.h tests/data/vendor.cpp build/ci/moc.cpp; do
    ! grep -qF "$ignored" <<<"$report" || fail "the check named $ignored: $report"
done

bash "$script" "$tree" >/dev/null
bash "$script" --check "$tree" >/dev/null || fail "the check failed after the insert"
[ "$(head -n 1 "$tree/packaging/tool.sh")" = '#!/usr/bin/env bash' ] || fail "the #! line is no longer first"
[ "$(sed -n 2p "$tree/packaging/tool.sh")" = '# SPDX-License-Identifier: GPL-3.0-or-later' ] || fail "no # header in tool.sh"
[ "$(head -n 1 "$tree/core/plain.cpp")" = '// SPDX-License-Identifier: GPL-3.0-or-later' ] || fail "no // header"
[ "$(cat "$tree/tests/data/vendor.cpp")" = 'third party' ] || fail "a third-party file was changed"

before="$(cd "$tree" && find . -type f -exec sha256sum {} + | sort)"
bash "$script" "$tree" >/dev/null
after="$(cd "$tree" && find . -type f -exec sha256sum {} + | sort)"
[ "$before" = "$after" ] || fail "a second insert changed files"
echo "spdx_probe: the check names unmarked files only; insert keeps #! first and is idempotent"
