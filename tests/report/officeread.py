#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads what Headroom writes back, as an independent reader would, and prints it as JSON for the QtTests.

  officeread.py xlsx FILE   every sheet of a workbook (openpyxl): {"sheets": {name: [[cell, ...], ...]}};
                            numbers stay JSON numbers and texts JSON strings, so a figure written as text shows
  officeread.py pptx FILE   the native charts of a deck: each chart part's series caches (name, x, y, categories),
                            axis titles, the slide that shows it, and its embedded workbook read with openpyxl
  officeread.py odp FILE    the chart objects of an OpenDocument presentation (LibreOffice's own form of the deck):
                            the numbers and texts of each one's data table, as "Edit Data" shows them
"""
import io
import json
import math
import posixpath
import sys
import xml.etree.ElementTree as ET
import zipfile

import openpyxl

NS = {
    "c": "http://schemas.openxmlformats.org/drawingml/2006/chart",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "rel": "http://schemas.openxmlformats.org/package/2006/relationships",
    "ct": "http://schemas.openxmlformats.org/package/2006/content-types",
}


def workbook(data):
    book = openpyxl.load_workbook(io.BytesIO(data), data_only=False)
    sheets = {}
    for sheet in book.worksheets:
        sheets[sheet.title] = [list(row) for row in sheet.iter_rows(values_only=True)]
    return {"sheets": sheets}


def cache(element, kind):
    """The cached points of a c:numRef or c:strRef under `element`, by index (None where left out)."""
    if element is None:
        return None
    found = element.find(".//c:%s" % kind, NS)
    if found is None:
        return None
    count = int(found.find("c:ptCount", NS).get("val"))
    values = [None] * count
    for pt in found.findall("c:pt", NS):
        text = pt.find("c:v", NS).text
        values[int(pt.get("idx"))] = float(text) if kind == "numCache" else text
    return values


def formula(element):
    found = None if element is None else element.find(".//c:f", NS)
    return None if found is None else found.text


def relationships(archive, part):
    folder, name = posixpath.split(part)
    rels = posixpath.join(folder, "_rels", name + ".rels")
    if rels not in archive.namelist():
        return {}
    root = ET.fromstring(archive.read(rels))
    return {
        r.get("Id"): (r.get("Type"), posixpath.normpath(posixpath.join(folder, r.get("Target"))))
        for r in root.findall("rel:Relationship", NS)
    }


def text_of(element):
    return "".join(t.text or "" for t in element.iter("{%s}t" % NS["a"]))


def chart(archive, part):
    root = ET.fromstring(archive.read(part))
    series = []
    for ser in root.iter("{%s}ser" % NS["c"]):
        tx = ser.find("c:tx", NS)
        series.append({
            "name": (cache(tx, "strCache") or [None])[0],
            "name_ref": formula(tx),
            "x": cache(ser.find("c:xVal", NS), "numCache"),
            "x_ref": formula(ser.find("c:xVal", NS)),
            "y": cache(ser.find("c:yVal", NS), "numCache") or cache(ser.find("c:val", NS), "numCache"),
            "y_ref": formula(ser.find("c:yVal", NS)) or formula(ser.find("c:val", NS)),
            "categories": cache(ser.find("c:cat", NS), "strCache"),
        })
    axes = [text_of(t) for ax in root.find(".//c:plotArea", NS) if ax.tag.endswith("Ax")
            for t in ax.findall("c:title", NS)]
    kinds = [el.tag.split("}")[1] for el in root.find(".//c:plotArea", NS) if el.tag.endswith("Chart")]
    external = root.find("c:externalData", NS)
    out = {"part": part, "kinds": kinds, "series": series, "axis_titles": axes}
    if external is not None:
        target = relationships(archive, part).get(external.get("{%s}id" % NS["r"]))
        out["embedding"] = target[1] if target else None
        if target and target[1] in archive.namelist():
            out["workbook"] = workbook(archive.read(target[1]))
    return out


def deck(path):
    archive = zipfile.ZipFile(path)
    types = ET.fromstring(archive.read("[Content_Types].xml"))
    overrides = {o.get("PartName").lstrip("/"): o.get("ContentType") for o in types.findall("ct:Override", NS)}
    defaults = {d.get("Extension"): d.get("ContentType") for d in types.findall("ct:Default", NS)}
    charts = []
    for name in sorted(archive.namelist()):
        if name.startswith("ppt/slides/slide") and name.endswith(".xml"):
            slide = archive.read(name).decode("utf-8")
            for rid, (kind, target) in sorted(relationships(archive, name).items()):
                if kind.endswith("/chart"):
                    entry = chart(archive, target)
                    entry["slide"] = name
                    entry["frame"] = ('r:id="%s"' % rid) in slide
                    entry["content_type"] = overrides.get(target)
                    charts.append(entry)
    return {"charts": charts, "xlsx_type": defaults.get("xlsx")}


def chart_objects(path):
    archive = zipfile.ZipFile(path)
    ns = {"table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
          "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
          "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0"}
    objects = []
    for name in sorted(archive.namelist()):
        if name.startswith("Object ") and name.endswith("/content.xml"):
            root = ET.fromstring(archive.read(name))
            numbers, texts = [], []
            for cell in root.iter("{%s}table-cell" % ns["table"]):
                if cell.get("{%s}value-type" % ns["office"]) == "float":
                    value = float(cell.get("{%s}value" % ns["office"]))
                    if not math.isnan(value):  # a gap in a shorter series
                        numbers.append(value)
                else:
                    texts.append("".join(cell.itertext()))
            objects.append({"name": name.split("/")[0], "numbers": numbers, "texts": texts})
    return {"objects": objects}


def main():
    kind, path = sys.argv[1], sys.argv[2]
    if kind == "xlsx":
        with open(path, "rb") as f:
            result = workbook(f.read())
    elif kind == "odp":
        result = chart_objects(path)
    else:
        result = deck(path)
    json.dump(result, sys.stdout, default=str)


if __name__ == "__main__":
    main()
