#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent reading of a DiskSpd report for tst_diskspdimporter: what each figure must be, computed here
from the raw file (xml.etree for -Rxml, regular expressions for -Rtext), never with the importer's code.

    diskspd_oracle.py FILE     prints one JSON object per timespan, in a list

Units as the importer stores them: rates per second, latencies in integer nanoseconds (DiskSpd prints ms with 3
decimals), percentile keys as the report spells them ("99.9"; the text's "3-nines" is "99.9")."""
import json
import re
import sys
import xml.etree.ElementTree as ET


def ns(ms_text):
    return round(float(ms_text) * 1e6)


def latency(mean, stdev, buckets):
    """buckets: {percent text: ms text}; 0 is the minimum and 100 the maximum."""
    out = {"meanNs": ns(mean) if mean is not None else None, "stdevNs": ns(stdev) if stdev is not None else None,
           "percentiles": {}}
    for percent, ms in buckets.items():
        if float(percent) == 0:
            out["minNs"] = ns(ms)
        elif float(percent) == 100:
            out["maxNs"] = ns(ms)
        else:
            out["percentiles"][percent] = ns(ms)
    return out


def direction(ios, byte_count, seconds, lat):
    if ios == 0 and byte_count == 0:
        return None
    d = {"iops": ios / seconds, "bytesPerSec": byte_count / seconds}
    if lat is not None:
        d["latency"] = lat
    return d


def from_xml(path):
    root = ET.parse(path).getroot()
    host = root.findtext("System/ComputerName")
    results = []
    profiles = root.findall("Profile/TimeSpans/TimeSpan")
    for span, profile in zip(root.findall("TimeSpan"), profiles):
        t = float(span.findtext("TestTimeSeconds"))
        counts = {"r": 0, "rb": 0, "w": 0, "wb": 0}
        for target in span.findall("Thread/Target"):
            counts["r"] += int(target.findtext("ReadCount"))
            counts["rb"] += int(target.findtext("ReadBytes"))
            counts["w"] += int(target.findtext("WriteCount"))
            counts["wb"] += int(target.findtext("WriteBytes"))
        measured = profile.findtext("MeasureLatency") == "true"
        lat = {"Read": None, "Write": None, "Total": None}
        block = span.find("Latency")
        if measured and block is not None:
            names = {"Read": ("AverageReadMilliseconds", "ReadLatencyStdev"),
                     "Write": ("AverageWriteMilliseconds", "WriteLatencyStdev"),
                     "Total": ("AverageTotalMilliseconds", "LatencyStdev")}
            for key, (mean, stdev) in names.items():
                buckets = {b.findtext("Percentile"): b.findtext(key + "Milliseconds") for b in block.findall("Bucket")
                           if b.find(key + "Milliseconds") is not None}
                lat[key] = latency(block.findtext(mean), block.findtext(stdev), buckets)
        usage = [float(c.findtext("UsagePercent")) for c in span.findall("CpuUtilization/CPU")]
        target = profile.find("Targets/Target")
        samples = [{"iops": (float(b.get("Read")) + float(b.get("Write"))) / (float(profile.findtext("IoBucketDuration")) / 1000)}
                   for b in span.findall("Iops/Bucket")]
        results.append(figures(host, t, counts, lat, usage, samples, {
            "blockSize": int(target.findtext("BlockSize")), "readPct": 100 - float(target.findtext("WriteRatio")),
            "randomPct": 100.0 if target.find("Random") is not None else 0.0,
            "qd": int(target.findtext("RequestCount")), "threads": int(span.findtext("ThreadCount")),
            "durationSec": float(profile.findtext("Duration")), "warmupSec": float(profile.findtext("Warmup"))}))
    return results


def figures(host, t, c, lat, usage, samples, workload):
    both = c["r"] > 0 and c["w"] > 0
    return {"host": host, "testTimeSec": t, "iops": (c["r"] + c["w"]) / t, "bytesPerSec": (c["rb"] + c["wb"]) / t,
            "ios": {"read": c["r"], "write": c["w"]},
            "read": direction(c["r"], c["rb"], t, lat["Read"]), "write": direction(c["w"], c["wb"], t, lat["Write"]),
            "combined": lat["Total"] if both else None,
            "hostCpuPct": sum(usage) / len(usage) if usage else None, "samples": samples, "workload": workload}


def text_lines(path):
    raw = open(path, "rb").read()
    if raw.startswith(b"\xff\xfe"):
        text = raw[2:].decode("utf-16-le")
    else:
        text = raw.decode("utf-8-sig")
    return text.replace("\r\n", "\n").split("\n")


def total_row(lines, title):
    """The 'total:' row after the table titled `title`: {column: text}."""
    start = next(i for i, l in enumerate(lines) if l.strip() == title)
    header = [c.strip() for c in lines[start + 1].split("|")]
    for line in lines[start + 2:]:
        if line.startswith("total:"):
            cells = [c.strip() for c in line[len("total:"):].split("|")]
            return dict(zip(header[1:], cells))
    raise SystemExit("no total row for " + title)


def text_percentiles(lines):
    """The %-ile table of all targets: {percent text: {Read, Write, Total}}."""
    for i, line in enumerate(lines):
        if line.strip().startswith("%-ile"):
            before = [l.strip() for l in lines[:i] if l.strip()][-1]
            if before in ("total:", "Total latency distribution:"):
                break
    else:
        return None
    rows = {}
    for line in lines[i + 2:]:
        cells = [c.strip() for c in line.split("|")]
        if len(cells) != 4:
            break
        label = cells[0]
        m = re.match(r"^(\d)-nines$", label)
        percent = {"min": "0", "max": "100"}.get(label) or (
            "99." + "9" * (int(m.group(1)) - 2) if m else label[:-2])
        rows[percent] = dict(zip(["Read", "Write", "Total"], cells[1:]))
    return rows


def from_text(path):
    lines = text_lines(path)
    joined = "\n".join(lines)
    t = float(re.search(r"actual test time:\s*([\d.]+)s", joined).group(1))
    rows = {k: total_row(lines, k + " IO") for k in ("Total", "Read", "Write")}
    c = {"r": int(rows["Read"]["I/Os"]), "rb": int(rows["Read"]["bytes"]),
         "w": int(rows["Write"]["I/Os"]), "wb": int(rows["Write"]["bytes"])}
    measured = re.search(r"^\s*measuring latency\s*$", joined, re.M) is not None
    table = text_percentiles(lines) if measured else None
    lat = {"Read": None, "Write": None, "Total": None}
    if measured:
        for key in lat:
            value = lambda cell: None if cell == "N/A" else cell
            buckets = {p: r[key] for p, r in table.items() if r[key] != "N/A"}
            lat[key] = latency(value(rows[key]["AvgLat"]), value(rows[key]["LatStdDev"]), buckets)
    usage = []
    header = None
    for line in lines:
        cells = [x.strip() for x in line.split("|")]
        if "Usage" in cells and "CPU" in cells:
            header = cells
        elif header and line.strip().startswith("avg."):
            break
        elif header and len(cells) == len(header) and cells[header.index("Usage")].endswith("%"):
            usage.append(float(cells[header.index("Usage")][:-1]))
    block = re.search(r"block size: (\d+)(KiB)?", joined)
    mix = re.search(r"read/write ratio: (\d+)/(\d+)", joined)
    read_pct = float(mix.group(1)) if mix else (0.0 if "performing write test" in joined else 100.0)
    return [figures(re.search(r"computer name: (\S+)", joined).group(1), t, c, lat, usage, [], {
        "blockSize": int(block.group(1)) * (1024 if block.group(2) else 1), "readPct": read_pct,
        "randomPct": 100.0 if "using random I/O" in joined else 0.0,
        "qd": int(re.search(r"number of outstanding I/O operations(?: per thread)?: (\d+)", joined).group(1)),
        "threads": int(re.search(r"thread count:\s*(\d+)", joined).group(1)),
        "durationSec": float(re.search(r"duration: (\d+)s", joined).group(1)),
        "warmupSec": float(re.search(r"warm up time: (\d+)s", joined).group(1))})]


if __name__ == "__main__":
    path = sys.argv[1]
    head = open(path, "rb").read(64)
    is_xml = head.lstrip(b"\xef\xbb\xbf \r\n\t").startswith(b"<")
    print(json.dumps(from_xml(path) if is_xml else from_text(path)))
