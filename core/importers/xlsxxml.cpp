// SPDX-License-Identifier: GPL-3.0-or-later
#include "xlsxxml.h"

namespace headroom {

XlsxXml::XlsxXml(const QByteArray& bytes, const QString& fileName, const QString& part)
    : m_reader(bytes)
    , m_fileName(fileName)
    , m_part(part)
{
}

bool XlsxXml::next()
{
    if (!m_error.isEmpty()) {
        return false;
    }
    const QXmlStreamReader::TokenType token = m_reader.readNext();
    if (token == QXmlStreamReader::DTD) {
        m_error = problem(QStringLiteral("a DTD or entity declaration, which no workbook needs: refused (an entity "
                                         "bomb expands a few bytes into gigabytes)"));
        return false;
    }
    if (m_reader.hasError()) {
        m_error = problem(QStringLiteral("not well-formed XML: %1").arg(m_reader.errorString()));
        return false;
    }
    return token != QXmlStreamReader::EndDocument && token != QXmlStreamReader::Invalid;
}

bool XlsxXml::isStart(QLatin1String name) const
{
    return m_reader.isStartElement() && m_reader.name() == name;
}

bool XlsxXml::isEnd(QLatin1String name) const
{
    return m_reader.isEndElement() && m_reader.name() == name;
}

QString XlsxXml::stringItem()
{
    QString text;
    int depth = 1;
    bool phonetic = false;
    while (depth > 0 && next()) {
        if (m_reader.isStartElement()) {
            ++depth;
            if (m_reader.name() == QLatin1String("rPh")) {
                phonetic = true;
            } else if (m_reader.name() == QLatin1String("t") && !phonetic) {
                text += m_reader.readElementText();
                --depth; // readElementText ends on the </t>
            }
        } else if (m_reader.isEndElement()) {
            --depth;
            if (m_reader.name() == QLatin1String("rPh")) {
                phonetic = false;
            }
        }
    }
    return text;
}

QString XlsxXml::problem(const QString& what) const
{
    return QStringLiteral("%1: part '%2', line %3: %4").arg(m_fileName, m_part).arg(m_reader.lineNumber()).arg(what);
}

} // namespace headroom
