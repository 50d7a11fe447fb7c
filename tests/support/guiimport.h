// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Driving the GUI's import as a user does, for tests that run it beside headroom-cli: File › Import Results… lists
// the folder in Qt's file dialog, files are picked, previewed and stored with "Import into Library". Also the fixtures
// those tests import: copies of the shipped fio files, each with bytes of its own (trailing blanks, which fio's JSON
// reader ignores) so that no two are the same import.

#include "import/importpage.h"
#include "importers/importplan.h"
#include "model/expected.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

namespace headroom::testing {

inline QStringList shippedFioJsonFiles()
{
    QStringList files;
    QDirIterator it(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio"), { QStringLiteral("*.json") }, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files << it.next();
    }
    files.sort();
    return files;
}

// A shipped fio result made another run: its start time (fio's "timestamp" and "timestamp_ms", the run's identity)
// moved by `serial` seconds, and `serial` spaces added. The same bytes with only spaces added are the same run, which
// the library skips as a duplicate.
inline QByteArray anotherRun(QByteArray bytes, int serial)
{
    static const QRegularExpression stamp(QStringLiteral("(\"timestamp(_ms)?\"\\s*:\\s*)([0-9]+)"));
    QString text = QString::fromUtf8(bytes);
    QString out;
    qsizetype from = 0;
    for (auto it = stamp.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        const qint64 step = match.captured(2).isEmpty() ? serial : qint64(serial) * 1000;
        out += text.mid(from, match.capturedStart(3) - from) + QString::number(match.captured(3).toLongLong() + step);
        from = match.capturedEnd(3);
    }
    out += text.mid(from);
    return out.toUtf8() + QByteArray(serial, ' ') + '\n';
}

// `count` distinct fio results (distinct runs) in `folder`, named `prefix`-N.json; their measurements are added to
// *measurements.
inline QStringList writeFioVariants(const QString& folder, const QString& prefix, int count, int* measurements)
{
    static int serial = 0; // every variant of a test run has its own bytes, whatever folder it lands in
    const QStringList shipped = shippedFioJsonFiles();
    QStringList written;
    for (int i = 0; i < count && !shipped.isEmpty(); ++i) {
        QFile source(shipped.at(i % shipped.size()));
        if (!source.open(QIODevice::ReadOnly)) {
            return {};
        }
        const QString path = QDir(folder).filePath(QStringLiteral("%1-%2.json").arg(prefix).arg(i));
        QFile target(path);
        if (!target.open(QIODevice::WriteOnly) || target.write(anotherRun(source.readAll(), ++serial)) < 0) {
            return {};
        }
        target.close();
        const ImportPlan plan = planImport({ path }, {});
        for (const ParsedSource& parsed : plan.sources) {
            *measurements += static_cast<int>(parsed.measurements.size());
        }
        written << path;
    }
    return written;
}

// Clicks Add Files… on `page`, waits until Qt's file dialog lists `folder` (at least `listed` entries: the folder's
// files, the library among them), types `names` as a user picking several files would, accepts, waits for the preview
// and imports. Returns the measurements stored, or what went wrong.
inline Expected<int> importThroughFileDialog(
    ImportPage& page, const QString& folder, int listed, const QStringList& names)
{
    bool listedAll = false;
    QTimer::singleShot(0, &page, [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        auto* model = dialog ? dialog->findChild<QFileSystemModel*>() : nullptr;
        auto* edit = dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
        if (!model || !edit) {
            if (dialog) {
                static_cast<QDialog*>(dialog)->reject();
            }
            return;
        }
        dialog->setDirectory(folder);
        listedAll = QTest::qWaitFor([&] { return model->rowCount(model->index(folder)) >= listed; }, 10000);
        edit->setText(QStringLiteral("\"%1\"").arg(names.join(QStringLiteral("\" \""))));
        static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept() is protected; QDialog's is a public slot
    });
    QSignalSpy ready(&page, &ImportPage::previewReady);
    QSignalSpy finished(&page, &ImportPage::importFinished);
    QSignalSpy failed(&page, &ImportPage::importFailed);
    page.chooseFiles();
    if (!listedAll) {
        return fail(QStringLiteral("the file dialog did not list %1").arg(folder));
    }
    if (!QTest::qWaitFor([&] { return !ready.isEmpty() || !failed.isEmpty(); }, 30000)) {
        return fail(QStringLiteral("no preview of %1").arg(names.join(QStringLiteral(", "))));
    }
    auto* button = page.findChild<QPushButton*>(QStringLiteral("importButton"));
    if (failed.isEmpty() && button && button->isEnabled()) {
        button->click();
    }
    if (!failed.isEmpty()) {
        return fail(failed.last().at(0).toString());
    }
    if (finished.isEmpty()) {
        return fail(QStringLiteral("the import did not run: %1").arg(button ? button->toolTip() : QString()));
    }
    return finished.last().at(1).toInt();
}

} // namespace headroom::testing
