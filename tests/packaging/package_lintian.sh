#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest package_lintian: Debian's lintian on the package; any error (E:) fails, warnings are listed and allowed.
# Exit 77 (ctest SKIP_RETURN_CODE) only when lintian is not installed (packaging/bootstrap.sh --tests installs it).
#   package_lintian.sh OUT
set -euo pipefail
deb="$(ls "$1"/headroom_*.deb)"
if ! command -v lintian >/dev/null; then
    echo "package_lintian: SKIP: lintian is not installed (bash packaging/bootstrap.sh --tests)"
    exit 77
fi
# lintian exits non-zero on errors; the tags are judged here instead, so the listing is complete.
report="$(lintian --allow-root --no-tag-display-limit --display-info "$deb" 2>&1)" || true
echo "$report"
errors="$(grep -c '^E:' <<<"$report" || true)"
warnings="$(grep -c '^W:' <<<"$report" || true)"
if grep -q '^E:' <<<"$report"; then
    echo "package_lintian: FAIL: $errors errors (E:) in $deb" >&2
    exit 1
fi
if grep -q '^\(internal error\|lintian: \)' <<<"$report"; then
    echo "package_lintian: FAIL: lintian did not run to the end" >&2
    exit 1
fi
echo "package_lintian: no error; $warnings warnings"
