#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest desktop_file_validate, appstream_validate: runs a validator (TOOL ARGS...) and fails on its failure, or on
# any "error" line desktop-file-validate prints (it exits 0 on hints). Exit 77 (ctest SKIP_RETURN_CODE) only when the
# tool is not installed (packaging/bootstrap.sh --tests installs desktop-file-utils and appstream).
set -euo pipefail
tool="$1"
if ! command -v "$tool" >/dev/null; then
    echo "validate: SKIP: $tool is not installed (bash packaging/bootstrap.sh --tests)"
    exit 77
fi
output="$("$@" 2>&1)" || {
    echo "$output"
    echo "validate: FAIL: $* exited non-zero" >&2
    exit 1
}
echo "$output"
if grep -q 'error:' <<<"$output"; then
    echo "validate: FAIL: $tool reports an error" >&2
    exit 1
fi
echo "validate: $tool: $(basename "${!#}") passes"
