#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest package_completion: the installed bash completion of headroom-cli, driven as bash drives it (COMP_WORDS,
# then the function `complete` registered), against the installed program: commands, sub-commands, options, an
# option's choices, and system and workload names from the library that --demo or --db names.
# Exit 77 (ctest SKIP_RETURN_CODE) only when bash-completion is not installed (packaging/bootstrap.sh --tests).
#   package_completion.sh OUT
set -euo pipefail
deb="$(ls "$1"/headroom_*.deb)"
if [ ! -f /usr/share/bash-completion/bash_completion ]; then
    echo "package_completion: SKIP: bash-completion is not installed (bash packaging/bootstrap.sh --tests)"
    exit 77
fi
root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT
dpkg -x "$deb" "$root"
cli="$root/usr/bin/headroom-cli"
export HOME="$root/home"
mkdir -p "$HOME"
"$cli" --db "$root/lab.headroom" systems set "Lab cluster, 4 nodes" --create >/dev/null

set +u # bash_completion reads unset variables
# shellcheck disable=SC1091
source /usr/share/bash-completion/bash_completion
# shellcheck disable=SC1091
source "$root/usr/share/bash-completion/completions/headroom-cli"

# complete WORD... : the replies for the line's last word, one per line, sorted.
complete_line() {
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="${COMP_WORDS[*]}"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _headroom_cli headroom-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf '%s\n' "${COMPREPLY[@]}" | sort
}

expect() {
    local want="$1" got
    shift
    got="$(complete_line "$@")"
    if [ "$got" != "$want" ]; then
        echo "package_completion: FAIL: '$*' completes to:" >&2
        echo "$got" >&2
        echo "expected:" >&2
        echo "$want" >&2
        exit 1
    fi
}

expect $'report\nresults' "$cli" re
expect $'delete\nlist\nmerge\nrename\nset' "$cli" systems ''
expect '--system' "$cli" results --sys
expect $'auto\ncrystaldiskmark\ncsv\ndiskspd\nfio\nhcibench\nliveoptics\nvdbench' "$cli" import --format ''
expect $'Ceph\\ RBD\\ cluster\\,\\ HDD\\ OSDs\nCeph\\ RBD\\ cluster\\,\\ SSD\\ OSDs' "$cli" --demo results --system Ceph
expect '512k-randread' "$cli" --demo advise --workload 512
expect 'Lab\ cluster\,\ 4\ nodes' "$cli" --db "$root/lab.headroom" advise --baseline L
expect '' "$cli" --db "$root/lab.headroom" advise --baseline Ceph
echo "package_completion: commands, sub-commands, options, choices and library names complete"
