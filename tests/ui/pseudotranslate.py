# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills every message of a Qt Linguist .ts file with a marked pseudo translation: "⟦" + source + "⟧".

The translation keeps the source's placeholders (%1, %n, %L1) and HTML, so arg() and rich text work as in the real
language; numerus messages get the marked text in every plural form lupdate made for the file's language. The
markers let tst_translationwalk tell a translated text on screen from one that never went through tr().

usage: pseudotranslate.py IN.ts OUT.ts
"""
import sys
import xml.etree.ElementTree as ET

OPEN = "\u27e6"
CLOSE = "\u27e7"


def mark(text):
    return OPEN + (text or "") + CLOSE


def fill(message):
    source = message.findtext("source") or ""
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    translation.attrib.pop("type", None)  # finished: lrelease takes it whatever its options
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform") or [ET.SubElement(translation, "numerusform")]
        for form in forms:
            form.text = mark(source)
    else:
        translation.text = mark(source)


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: pseudotranslate.py IN.ts OUT.ts\n")
        return 2
    tree = ET.parse(argv[1])
    messages = tree.getroot().iter("message")
    count = 0
    for message in messages:
        fill(message)
        count += 1
    if count == 0:
        sys.stderr.write("%s: no <message> in the file\n" % argv[1])
        return 1
    tree.write(argv[2], encoding="utf-8", xml_declaration=True)
    print("%d messages marked" % count)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
