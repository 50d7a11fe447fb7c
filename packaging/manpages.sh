#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The man pages of headroom-cli and headroom, written from the programs' own --help so they never disagree with it:
# help2man reads `--help` and `--version`; for headroom-cli every command's `COMMAND --help` is folded in as a
# COMMANDS section. Output: OUTDIR/headroom-cli.1.gz and OUTDIR/headroom.1.gz (gzip -n: no timestamp).
#
#   manpages.sh HEADROOM_CLI HEADROOM OUTDIR
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: manpages.sh HEADROOM_CLI HEADROOM OUTDIR" >&2
    exit 2
fi
cli="$(realpath "$1")"
gui="$(realpath "$2")"
out="$3"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The defaults the help prints name the reader's home (the library, the catalog): as "~", not the builder's.
export HOME='~'
unset XDG_DATA_HOME XDG_CONFIG_HOME
# help2man runs the programs by the names the pages document.
ln -s "$cli" "$work/headroom-cli"
ln -s "$gui" "$work/headroom"
export PATH="$work:$PATH"

version="$(headroom-cli --version | awk '{print $2}')"

# The command names: the first word of each line of the --help's "Commands:" block.
cli_commands() {
    headroom-cli --help | awk '/^Commands:/ {inside = 1; next} inside && /^$/ {exit} inside {print $1}'
}

# Text as roff that prints it unchanged: backslashes escaped, a leading . or ' (a roff request) neutralised.
as_roff_text() {
    sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
}

write_cli_include() {
    local include="$1" command
    {
        echo '[COMMANDS]'
        while IFS= read -r command; do
            echo ".SS \"$command\""
            echo '.nf'
            headroom-cli "$command" --help | as_roff_text
            echo '.fi'
        done < <(cli_commands)
        cat <<'ROFF'
[FILES]
.TP
.I ~/.local/share/headroom/headroom/library.headroom
The default results library (\fB\-\-db\fR names another).
.TP
.I ~/.local/share/headroom/headroom/catalog.json
Your pricing catalog, laid over the built-in one (\fBcatalog \-\-catalog\fR names another).
.TP
.I /usr/share/headroom/
The default catalog and the demo library's files, for reading and importing; the programs carry their own copy.
[EXAMPLES]
.nf
headroom\-cli \-\-demo results
headroom\-cli \-\-demo advise \-\-workload oltp32k \-\-baseline "VxRail ESA 6\-node 25GbE" \e
    \-\-candidate "VxRail ESA 6\-node 100GbE" \-\-nodes 6 \-\-ports\-per\-node 2 \e
    \-\-nic 540\-BDEF \-\-switch 210\-APHK \-\-cable 470\-ABOX \-\-node\-price "100000 USD"
headroom\-cli import \-\-system "My cluster" /usr/share/headroom/demo/fio/ceph\-rbd\-ssd
.fi
ROFF
        write_common_sections headroom
    } >"$include"
}

write_common_sections() {
    cat <<ROFF
[COPYRIGHT]
Copyright \(co 2026 the Headroom developers. License GPL\-3.0\-or\-later: GNU GPL version 3 or later
<https://www.gnu.org/licenses/gpl.html>. This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law. The demo data's own licences:
/usr/share/doc/headroom/copyright.
[SEE ALSO]
.BR $1 (1)
ROFF
}

page() {
    local program="$1" name="$2" include="$3"
    help2man --no-info --no-discard-stderr --section 1 --source "Headroom $version" --manual "User Commands" \
        --name "$name" --include "$include" --output "$work/$program.1" "$program"
    gzip -9n <"$work/$program.1" >"$out/$program.1.gz"
}

write_cli_include "$work/cli.h2m"
write_common_sections headroom-cli >"$work/gui.h2m"
page headroom-cli "storage cluster upgrade advisor: add nodes or upgrade the network? (command line)" "$work/cli.h2m"
page headroom "storage cluster upgrade advisor: add nodes or upgrade the network? (desktop)" "$work/gui.h2m"
echo "manpages: $out/headroom-cli.1.gz, $out/headroom.1.gz (Headroom $version)"
