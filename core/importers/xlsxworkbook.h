// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "xlsxpackage.h"
#include "xlsxsheet.h"

#include <memory>

#include <QByteArrayView>
#include <QHash>
#include <QString>
#include <QStringList>

namespace headroom {

// An .xlsx workbook: its sheets by name (xl/workbook.xml and its relationships) and its shared strings, with each
// sheet read on demand. Borrows the bytes it was opened on: they must outlive it. One thread at a time; nothing to
// cancel (every read is bounded by XlsxLimits).
class XlsxWorkbook {
public:
    // Refuses, naming `fileName`: what XlsxPackage::open refuses, a zip that is not a workbook, a DTD in any part.
    static Expected<XlsxWorkbook> open(QByteArrayView bytes, const QString& fileName, const XlsxLimits& limits = {});

    const QString& fileName() const { return m_package->fileName(); }
    const QStringList& sheetNames() const { return m_sheetNames; } // in the workbook's order
    bool hasSheet(const QString& name) const { return m_sheetParts.contains(name); }
    // The sheet's rows of cells; an error names the file, the sheet and the cell.
    Expected<XlsxSheet> sheet(const QString& name);

private:
    explicit XlsxWorkbook(std::unique_ptr<XlsxPackage> package);
    Status readWorkbook();

    std::unique_ptr<XlsxPackage> m_package;
    QStringList m_sheetNames;
    QHash<QString, QString> m_sheetParts; // sheet name → part ("xl/worksheets/sheet1.xml")
    QStringList m_sharedStrings;
};

} // namespace headroom
