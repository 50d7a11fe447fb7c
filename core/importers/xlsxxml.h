// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QXmlStreamReader>

namespace headroom {

// Steps through one XML part of an .xlsx, refusing what a workbook never needs: a DTD or an entity declaration (a
// "billion laughs" entity bomb starts with one). One part, one thread; nothing to cancel (the part is in memory and
// its size was bounded when it was unzipped).
class XlsxXml {
public:
    XlsxXml(const QByteArray& bytes, const QString& fileName, const QString& part);

    // The next token; false at the end of the document or on an error (error() then says which).
    bool next();
    QXmlStreamReader& reader() { return m_reader; }
    bool isStart(QLatin1String name) const;
    bool isEnd(QLatin1String name) const;
    // The text of an item of strings (a shared string <si> or an inline string <is>) whose start tag was just read:
    // its <t>, or the <t> of its rich-text runs <r>, joined; phonetic hints (<rPh>) left out. Ends on its end tag.
    QString stringItem();
    // Empty at a clean end; else "FILE: part 'xl/…', line N: what".
    const QString& error() const { return m_error; }
    // A message about this part, for the caller's own refusals.
    QString problem(const QString& what) const;

private:
    QXmlStreamReader m_reader;
    QString m_fileName;
    QString m_part;
    QString m_error;
};

} // namespace headroom
