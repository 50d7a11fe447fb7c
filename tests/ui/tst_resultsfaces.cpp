// SPDX-License-Identifier: GPL-3.0-or-later
// The results table's two faces, headroom-cli's `results` and the Library page's model, render the demo library from
// the one definition (model/resultstable.h): in the C locale every column both show holds the same text, "not known"
// marks included, and the CLI's workload is the model's workload on its host.
#include "demo/demolibrary.h"
#include "model/resultstable.h"
#include "model/tablemark.h"
#include "models/measurementtablemodel.h"
#include "support/cliinprocess.h"
#include "support/mustread.h"

#include <algorithm>

#include <QAbstractItemModelTester>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

using namespace headroom;
using namespace headroom::testing;

namespace {

// The CLI table's rows by measurement id, each a header → cell map. Columns are at least two spaces apart and no
// cell holds two spaces in a row (unknown figures are a mark, never blank).
QHash<qint64, QHash<QString, QString>> cliRows(const QString& out, QStringList& headers)
{
    static const QRegularExpression gap(QStringLiteral("\\s{2,}"));
    QStringList lines = out.split(QLatin1Char('\n'));
    headers = lines.takeFirst().trimmed().split(gap);
    QHash<qint64, QHash<QString, QString>> rows;
    for (const QString& line : lines) {
        const QStringList cells = line.trimmed().split(gap);
        bool isRow = false;
        const qint64 id = cells.first().toLongLong(&isRow);
        if (!isRow || cells.size() != headers.size()) {
            continue; // the notes under the table
        }
        QHash<QString, QString>& row = rows[id];
        for (qsizetype c = 0; c < cells.size(); ++c) {
            row.insert(headers[c], cells[c]);
        }
    }
    return rows;
}

} // namespace

class TestResultsFaces : public QObject {
    Q_OBJECT
private slots:
    void cliAndModelShowTheSameFigures();
};

void TestResultsFaces::cliAndModelShowTheSameFigures()
{
    const CliRun cli = runCliInProcess({ QStringLiteral("--demo"), QStringLiteral("results") });
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    QStringList cliHeaders;
    const auto rows = cliRows(cli.out, cliHeaders);

    auto demo = openDemoLibrary();
    QVERIFY(demo.ok());
    const QList<Measurement> measurements = mustRead((*demo)->measurements());
    QCOMPARE(rows.size(), measurements.size());

    QLocale::setDefault(QLocale::c());
    MeasurementTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.load(**demo).ok());
    QLocale::setDefault(QLocale::system());

    int shared = 0;
    int notKnown = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const qint64 id = model.idAt(row);
        const auto m = std::find_if(
            measurements.cbegin(), measurements.cend(), [id](const Measurement& each) { return each.id == id; });
        QVERIFY2(m != measurements.cend() && rows.contains(id), qPrintable(QString::number(id)));
        const QHash<QString, QString>& cliRow = rows[id];
        for (int column = 0; column < model.columnCount(); ++column) {
            const QString header = model.headerData(column, Qt::Horizontal).toString();
            const QString shown = model.index(row, column).data().toString();
            if (header == QLatin1String("Workload")) {
                const QString onHost = m->host.isEmpty() ? shown : shown + QStringLiteral(" @") + m->host;
                QCOMPARE(cliRow.value(header), onHost);
            } else if (cliHeaders.contains(header)) {
                QCOMPARE(cliRow.value(header), shown);
                ++shared;
                notKnown += shown == tablemark::notKnown() ? 1 : 0;
            }
        }
    }
    // Besides the workload, both show nine columns (System, Load, IOPS, MB/s, three latencies, Host CPU %, Source)
    // on every row; many figures of the demo's published results are not known, and both write the one mark for them.
    QCOMPARE(shared, 9 * measurements.size());
    QVERIFY(notKnown > 50);
}

QTEST_MAIN(TestResultsFaces)
#include "tst_resultsfaces.moc"
