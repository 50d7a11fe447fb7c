#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The oracle of tst_liveopticsimporter: reads a Live Optics VMware export (.xlsx) with nothing but the standard
library (zipfile + xml.etree) and prints, as JSON, the sheets the importer reads: each as a list of rows, each row a
dict from the header text of row 1 to the cell's value (a string, a float for a number, a bool, None when empty).
The Details sheet is printed as a dict of label -> value (its column A -> column B). Written apart from the C++
reader (no code shared), so that the test compares two independent readings of the same file.

    liveoptics_oracle.py EXPORT.xlsx
"""
import json
import posixpath
import re
import sys
import zipfile
import xml.etree.ElementTree as ET

MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
PKG_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
DOC_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
SHEETS = ["Details", "ESX Hosts", "ESX Performance", "Host Network Adapters", "Host Disks", "VM Performance"]


def shared_strings(archive):
    try:
        root = ET.fromstring(archive.read("xl/sharedStrings.xml"))
    except KeyError:
        return []
    strings = []
    for item in root.iter(MAIN + "si"):
        # <t> directly in <si>, or in its rich-text runs <r>; phonetic runs <rPh> are not text
        parts = [t.text or "" for t in item.findall(MAIN + "t")]
        parts += [t.text or "" for run in item.findall(MAIN + "r") for t in run.findall(MAIN + "t")]
        strings.append("".join(parts))
    return strings


def sheet_parts(archive):
    workbook = ET.fromstring(archive.read("xl/workbook.xml"))
    rels = ET.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    targets = {rel.get("Id"): rel.get("Target") for rel in rels.iter(PKG_REL + "Relationship")}
    parts = {}
    for sheet in workbook.iter(MAIN + "sheet"):
        target = targets[sheet.get(DOC_REL + "id")]
        parts[sheet.get("name")] = target.lstrip("/") if target.startswith("/") else posixpath.normpath("xl/" + target)
    return parts


def column_index(reference):
    letters = re.match(r"[A-Z]+", reference).group(0)
    index = 0
    for letter in letters:
        index = index * 26 + (ord(letter) - ord("A") + 1)
    return index - 1


def cell_value(cell, strings):
    kind = cell.get("t", "n")
    if kind == "inlineStr":
        return "".join(t.text or "" for t in cell.iter(MAIN + "t"))
    value = cell.find(MAIN + "v")
    if value is None or value.text is None:
        return None
    if kind == "s":
        return strings[int(value.text)]
    if kind == "b":
        return value.text.strip() == "1"
    if kind == "n":
        return float(value.text)
    return value.text  # str, e, d


def sheet_rows(archive, part, strings):
    rows = []
    for row in ET.fromstring(archive.read(part)).iter(MAIN + "row"):
        cells = {}
        for cell in row.findall(MAIN + "c"):
            cells[column_index(cell.get("r"))] = cell_value(cell, strings)
        rows.append((int(row.get("r")), cells))
    return rows


def as_table(rows):
    header = {index: str(text).strip() for index, text in rows[0][1].items() if text is not None}
    table = []
    for number, cells in rows[1:]:
        if all(value is None or (isinstance(value, str) and not value.strip()) for value in cells.values()):
            continue
        record = {name: cells.get(index) for index, name in header.items()}
        record["_row"] = number
        table.append(record)
    return table


def read_pct(ratio):
    match = re.fullmatch(r"\s*([0-9.]+)\s*%\s*/\s*([0-9.]+)\s*%\s*", ratio or "")
    return float(match.group(1)) if match else None


def main():
    archive = zipfile.ZipFile(sys.argv[1])
    strings = shared_strings(archive)
    parts = sheet_parts(archive)
    out = {}
    for name in SHEETS:
        rows = sheet_rows(archive, parts[name], strings)
        if name == "Details":
            details = {}
            for _, cells in rows:
                if cells and cells.get(0) is not None:
                    value = cells.get(1)
                    if isinstance(value, float) and value.is_integer():
                        value = str(int(value))
                    details[str(cells[0]).strip()] = value
            out[name] = details
        else:
            out[name] = as_table(rows)
    for record in out["ESX Performance"]:
        record["_read_pct"] = read_pct(record.get("Average Read/Write Ratio"))
    json.dump(out, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
