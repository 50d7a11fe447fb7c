#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Independent reading of a CrystalDiskMark 8 text export for tst_crystaldiskmarkimporter.

Prints one JSON object: every test line as the figures the importer must store (bytes/s = MB/s x 10^6, latency in
ns = us x 1000, block size in bytes), and the footer's Date and Comment. Reads the file's bytes itself (UTF-16 LE
with a BOM, or UTF-8/ASCII), so it shares nothing with the importer but the file."""
import json
import re
import sys

TEST = re.compile(r"^\s*(SEQ|RND)\s+(\d+)(KiB|MiB)\s+\(Q=\s*(\d+),\s*T=\s*(\d+)\):\s+([0-9.]+) MB/s "
                  r"\[\s*([0-9.]+) IOPS\] <\s*([0-9.]+) us>\s*$")
SECTION = re.compile(r"^\[(Read|Write|Mix)\]")
FOOTER = re.compile(r"^\s*(Profile|Test|Mode|Time|Date|OS|Comment):\s*(.*?)\s*$")


def main(path):
    raw = open(path, "rb").read()
    text = raw[2:].decode("utf-16-le") if raw.startswith(b"\xff\xfe") else raw.decode("utf-8")
    section, tests, footer = None, [], {}
    for number, line in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        if SECTION.match(line):
            section = SECTION.match(line).group(1).lower()
            continue
        m = TEST.match(line)
        if m:
            kind, size, unit, q, t, mbps, iops, us = m.groups()
            tests.append({
                "line": number, "direction": section, "random": kind == "RND",
                "block_bytes": int(size) * (1024 if unit == "KiB" else 1024 * 1024),
                "queue_depth": int(q), "threads": int(t),
                "bytes_per_sec": float(mbps) * 1e6, "iops": float(iops), "latency_ns": float(us) * 1000.0})
            continue
        f = FOOTER.match(line)
        if f:
            footer[f.group(1)] = f.group(2)
    date = re.match(r"(\d{4})/(\d{2})/(\d{2}) (\d{2}):(\d{2}):(\d{2})$", footer["Date"])
    print(json.dumps({"tests": tests, "comment": footer.get("Comment", ""), "profile": footer.get("Profile", ""),
                      "os": footer.get("OS", ""), "test": footer.get("Test", ""),
                      "date": "%s-%s-%sT%s:%s:%sZ" % date.groups()}))


if __name__ == "__main__":
    main(sys.argv[1])
