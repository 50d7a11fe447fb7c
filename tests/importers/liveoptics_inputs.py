#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Inputs that tst_liveopticsimporter builds at test time (python's zipfile, nothing of Headroom's reader):

    liveoptics_inputs.py foreign OUT                       an .xlsx of one sheet 'Sheet1' (not a Live Optics export)
    liveoptics_inputs.py sub SRC OUT PART OLD NEW          SRC with the text OLD of entry PART replaced by NEW
    liveoptics_inputs.py bomb SRC OUT PART MIB             SRC with entry PART replaced by MIB MiB of zeros, deflated
    liveoptics_inputs.py laughs SRC OUT                    SRC with a "billion laughs" xl/sharedStrings.xml
    liveoptics_inputs.py liar OUT NAME MIB DECLARED        a zip of one entry of MIB MiB of zeros whose headers declare
                                                           DECLARED bytes uncompressed (a zip bomb that lies)
    liveoptics_inputs.py zeros OUT NAME:MIB...             a zip of entries of MIB MiB of zeros each
    liveoptics_inputs.py ole OUT STREAM...                 a minimal OLE compound file (CFB v3) whose directory holds
                                                           empty streams of those names (hand-made, not a tool's file)
"""
import struct
import sys
import zipfile

MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_NS = "http://schemas.openxmlformats.org/package/2006/relationships"


def copy_with(src, out, replacements):
    """Copies every entry of src to out, in order, with the entries named in `replacements` replaced (bytes, or a
    callable writing into an open entry)."""
    with zipfile.ZipFile(src) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            content = replacements.get(info.filename)
            if content is None:
                target.writestr(info, source.read(info.filename))
            elif callable(content):
                streamed = zipfile.ZipInfo(info.filename)
                streamed.compress_type = zipfile.ZIP_DEFLATED
                with target.open(streamed, "w", force_zip64=True) as entry:
                    content(entry)
            else:
                target.writestr(info.filename, content)


def foreign(out):
    parts = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
        'package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/'
        'workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{PKG_NS}"><Relationship Id="rId1" '
        f'Type="{REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": f'<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="{MAIN_NS}" xmlns:r="{REL_NS}">'
        '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{PKG_NS}">'
        f'<Relationship Id="rId1" Type="{REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": f'<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="{MAIN_NS}"><sheetData>'
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Budget</t></is></c><c r="B1"><v>42</v></c></row>'
        "</sheetData></worksheet>",
    }
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for name, text in parts.items():
            target.writestr(name, text)


def sub(src, out, part, old, new):
    with zipfile.ZipFile(src) as source:
        text = source.read(part).decode("utf-8")
    if old not in text:
        sys.exit(f"liveoptics_inputs.py: '{old}' is not in {part}")
    copy_with(src, out, {part: text.replace(old, new, 1).encode("utf-8")})


def bomb(src, out, part, mib):
    def zeros(entry):
        chunk = bytes(1 << 20)
        for _ in range(mib):
            entry.write(chunk)

    copy_with(src, out, {part: zeros})


def laughs(src, out):
    entities = '<!ENTITY lol "lol">'
    for level in range(1, 10):
        previous = "lol" if level == 1 else f"lol{level - 1}"
        entities += f'<!ENTITY lol{level} "{("&" + previous + ";") * 10}">'
    text = (f'<?xml version="1.0"?><!DOCTYPE sst [{entities}]><sst xmlns="{MAIN_NS}" count="1" uniqueCount="1">'
            "<si><t>&lol9;</t></si></sst>")
    copy_with(src, out, {"xl/sharedStrings.xml": text.encode("utf-8")})


def liar(out, name, mib, declared):
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        target.writestr(name, bytes(mib << 20))  # sizes in the local header itself: no data descriptor
    data = bytearray(open(out, "rb").read())
    central = data.find(b"PK\x01\x02")
    struct.pack_into("<I", data, 22, declared)  # local file header: uncompressed size
    struct.pack_into("<I", data, central + 24, declared)  # central directory entry: uncompressed size
    with open(out, "wb") as target:
        target.write(data)


def zeros(out, specs):
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for spec in specs:
            name, mib = spec.rsplit(":", 1)
            target.writestr(name, bytes(int(mib) << 20))


def ole(out, streams):
    """A CFB v3 file (512-byte sectors): header, one FAT sector (sector 0), one directory sector (sector 1) holding
    the root entry and one empty stream entry per name."""
    free, end, fat_sector = 0xFFFFFFFF, 0xFFFFFFFE, 0xFFFFFFFD
    header = bytes.fromhex("D0CF11E0A1B11AE1") + bytes(16)
    header += struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6) + bytes(6)
    header += struct.pack("<IIIIIIIII", 0, 1, 1, 0, 4096, end, 0, end, 0)  # 1 FAT sector, directory at sector 1
    header += struct.pack("<I", 0) + struct.pack("<108I", *([free] * 108))  # DIFAT: FAT in sector 0
    fat = struct.pack("<128I", fat_sector, end, *([free] * 126))

    def entry(name, kind, child=free, right=free):
        encoded = (name + "\0").encode("utf-16-le")
        return (encoded.ljust(64, b"\0") + struct.pack("<HBB", len(encoded), kind, 1)
                + struct.pack("<III", free, right, child) + bytes(16 + 4 + 16) + struct.pack("<IQ", end, 0))

    entries = [entry("Root Entry", 5, child=1 if streams else free)]
    for index, name in enumerate(streams):
        entries.append(entry(name, 2, right=index + 2 if index + 1 < len(streams) else free))
    directory = b"".join(entries).ljust(512, b"\0")
    with open(out, "wb") as target:
        target.write(header + fat + directory)


def main():
    command, args = sys.argv[1], sys.argv[2:]
    if command == "foreign":
        foreign(args[0])
    elif command == "sub":
        sub(*args)
    elif command == "bomb":
        bomb(args[0], args[1], args[2], int(args[3]))
    elif command == "laughs":
        laughs(*args)
    elif command == "liar":
        liar(args[0], args[1], int(args[2]), int(args[3]))
    elif command == "zeros":
        zeros(args[0], args[1:])
    elif command == "ole":
        ole(args[0], args[1:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
