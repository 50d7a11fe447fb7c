// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <vector>

#include <QByteArray>
#include <QLatin1String>
#include <QString>
#include <QXmlStreamAttributes>

namespace headroom {

// A DiskSpd XML report read whole into a small element tree (a report is at most a few MB: one element per
// thread, target, CPU, percentile and -D bucket), so the reader can look elements up by name and say on which line
// each was. Built with QXmlStreamReader without recursion; a DTD (an entity bomb starts with one) and nesting deeper
// than DiskSpd's (a fuzzer's 100,000 open tags) are refused. Plain values, any thread.
struct XmlElement {
    QString name;
    QString text; // the element's own text, trimmed
    QXmlStreamAttributes attributes;
    qint64 line = 0;
    std::vector<XmlElement> children;

    // The first child named `childName`; nullptr when there is none.
    const XmlElement* child(QLatin1String childName) const;
    // Every child named `childName`, in document order.
    std::vector<const XmlElement*> childrenNamed(QLatin1String childName) const;
};

// The document's root element, or "FILE: line N, column C: not well-formed XML: … (in <Results><TimeSpan>)".
Expected<XmlElement> readXmlTree(const QByteArray& bytes, const QString& fileName);

} // namespace headroom
