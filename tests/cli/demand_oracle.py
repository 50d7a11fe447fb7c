#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The customer-demand answer recomputed from the issue's formulas, independently of Headroom: the Live Optics
export read with python's zipfile + xml.etree, the baseline's measured points from `results --json`.

usage: demand_oracle.py EXPORT.xlsx CLUSTER RESULTS.json LAB_NODES GROWTH YEARS NODES_DOWN LIMIT_US ADDED_NODES
prints JSON: peak_iops, nodes, per_node_iops, capacity_iops, capacity_down_iops, short_by_iops, runway_years,
nodes_needed, and for ADDED_NODES more nodes: added_capacity_down_iops, added_runway_years."""
import json
import math
import re
import sys
import zipfile
import xml.etree.ElementTree as ET

NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
      "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships"}


def sheets(path):
    z = zipfile.ZipFile(path)
    strings = ["".join(t.text or "" for t in si.iter("{%s}t" % NS["m"]))
               for si in ET.fromstring(z.read("xl/sharedStrings.xml")).findall("m:si", NS)]
    rels = {r.get("Id"): r.get("Target") for r in ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))}
    out = {}
    for sheet in ET.fromstring(z.read("xl/workbook.xml")).find("m:sheets", NS):
        target = rels[sheet.get("{%s}id" % NS["r"])].lstrip("/")
        target = target if target.startswith("xl/") else "xl/" + target
        rows = []
        for row in ET.fromstring(z.read(target)).iter("{%s}row" % NS["m"]):
            cells = {}
            for c in row.findall("m:c", NS):
                v = c.find("m:v", NS)
                column = re.match(r"[A-Z]+", c.get("r")).group(0)
                cells[column] = strings[int(v.text)] if c.get("t") == "s" else (v.text if v is not None else "")
            rows.append(cells)
        header = rows[0]
        out[sheet.get("name")] = [{header[k]: v for k, v in r.items() if k in header} for r in rows[1:]]
    return out


def runway(capacity, demand, growth):
    if capacity < demand:
        return 0.0
    return math.log(capacity / demand) / math.log(1 + growth)


def main():
    path, cluster, results, lab_nodes, growth, years, down, limit_us, added = sys.argv[1:]
    lab_nodes, growth, years, down, limit_us, added = (int(lab_nodes), float(growth), int(years), int(down),
                                                        float(limit_us), int(added))
    book = sheets(path)
    hosts = [r for r in book["ESX Hosts"] if r.get("Cluster") == cluster]
    perf = [r for r in book["ESX Performance"] if r.get("Cluster") == cluster]
    nodes = len(hosts)
    peak = sum(float(r["Peak IOPS"]) for r in perf)
    points = json.load(open(results))
    capacity = max(p["iops"] for p in points if p["latency_us"]["mean"] is not None
                   and p["latency_us"]["mean"] <= limit_us)
    per_node = capacity / lab_nodes
    down_capacity = per_node * (nodes - down)
    target = peak * (1 + growth) ** years
    k = 0
    while per_node * (nodes + k - down) < target:
        k += 1
    added_down = per_node * (nodes + added - down)
    print(json.dumps({"peak_iops": peak, "nodes": nodes, "per_node_iops": per_node,
                      "capacity_iops": per_node * nodes, "capacity_down_iops": down_capacity,
                      "short_by_iops": max(0.0, peak - down_capacity),
                      "runway_years": runway(down_capacity, peak, growth), "nodes_needed": k,
                      "added_capacity_down_iops": added_down,
                      "added_runway_years": runway(added_down, peak, growth)}))


if __name__ == "__main__":
    main()
