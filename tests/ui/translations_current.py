# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a committed .ts misses a string of the sources: someone added a tr() and did not run
`cmake --build <tree> --target headroom_lupdate`.

lupdate runs over core/, ui/ and app/ (as the headroom_lupdate target does) into a temporary copy of the .ts, and the
messages of the copy are compared with the committed file's, by context, source text and disambiguation.

Strings in the .ts that the sources no longer have are reported but tolerated: they do no harm (lrelease compiles a
translation nobody asks for), the next headroom_lupdate drops them, and the translator may be working on the file in
parallel, so a deleted string must not break the build of everyone else.

usage: translations_current.py LUPDATE SOURCE_DIR TS...
"""
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def messages(path):
    """The (context, source, disambiguation) of every live message; and of those lupdate marked vanished/obsolete."""
    live, gone = set(), set()
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            kind = (message.find("translation").get("type") if message.find("translation") is not None else None)
            (gone if kind in ("vanished", "obsolete") else live).add(key)
    return live, gone


def describe(key):
    context, source, comment = key
    text = source.replace("\n", "\\n")
    return "  [%s] %s%s" % (context, text[:160], (" (%s)" % comment) if comment else "")


def check(lupdate, source_dir, ts):
    committed, _ = messages(ts)
    with tempfile.TemporaryDirectory() as work:
        copy = os.path.join(work, os.path.basename(ts))
        shutil.copyfile(ts, copy)
        run = subprocess.run([lupdate, "-silent", "-locations", "none", "-extensions", "cpp,h", "core", "ui", "app",
                              "-ts", copy], cwd=source_dir, capture_output=True, text=True)
        if run.returncode != 0:
            sys.stderr.write("lupdate failed: %s\n" % run.stderr)
            return False
        current, vanished = messages(copy)
    missing = sorted(current - committed)
    if vanished:
        print("%s: %d string(s) no longer in the sources (tolerated; headroom_lupdate drops them):" % (ts, len(vanished)))
        for key in sorted(vanished):
            print(describe(key))
    if missing:
        print("%s misses %d string(s) of the sources; run `cmake --build <tree> --target headroom_lupdate` "
              "and commit the .ts:" % (ts, len(missing)))
        for key in missing:
            print(describe(key))
        return False
    print("%s: all %d strings of the sources are in it" % (ts, len(current)))
    return True


def main(argv):
    if len(argv) < 4:
        sys.stderr.write("usage: translations_current.py LUPDATE SOURCE_DIR TS...\n")
        return 2
    ok = all([check(argv[1], argv[2], ts) for ts in argv[3:]])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
