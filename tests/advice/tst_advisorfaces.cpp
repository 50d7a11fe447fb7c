// SPDX-License-Identifier: GPL-3.0-or-later
// One advisor result through its three faces: the Advisor page's models, `headroom-cli advise` and the report
// (document and slides, as PDF read back with pdftotext). Every figure the page shows in a column that a face also
// shows must be found, written the same, in that face's text.
#include "advice/advisortable.h"
#include "demo/demolibrary.h"
#include "librarysession.h"
#include "model/units.h"
#include "models/advisoroptionsmodel.h"
#include "pages/advisorpage.h"
#include "pages/catalogtablemodel.h"
#include "support/cliinprocess.h"
#include "support/clirun.h"
#include "support/demoadvisor.h"

#include <QLineEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {
// The CLI's arguments for the inputs the page used.
QStringList adviseArguments(const AdvisorInput& in)
{
    QStringList args { QStringLiteral("--demo"), QStringLiteral("advise"), QStringLiteral("--workload"), in.workload,
        QStringLiteral("--baseline"), in.baseline.system };
    for (const AdvisorCurve& candidate : in.candidates) {
        args << QStringLiteral("--candidate") << candidate.system;
    }
    args << QStringLiteral("--nodes") << QString::number(in.nodes) << QStringLiteral("--ports-per-node")
         << QString::number(in.portsPerNode) << QStringLiteral("--nic") << in.design.nic.partNumber
         << QStringLiteral("--switch") << in.design.switchItem.partNumber << QStringLiteral("--cable")
         << in.design.cable.partNumber << QStringLiteral("--node-price")
         << QStringLiteral("%1 %2").arg(*in.nodePriceCents / 100).arg(in.nodePriceCurrency)
         << QStringLiteral("--latency-limit-ms") << QString::number(units::nsToMs(in.latencyLimitNs))
         << QStringLiteral("--headroom") << QStringLiteral("%1-%2").arg(in.headroomLowPct).arg(in.headroomHighPct)
         << QStringLiteral("--cost-basis") << toString(in.costBasis);
    if (in.extrapolation == Extrapolation::Allowed) {
        args << QStringLiteral("--extrapolate");
    }
    return args;
}

QString pdfText(const QString& file)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), { file, QStringLiteral("-") });
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// A PDF's table breaks a cell's text into lines at spaces and after hyphens, and pdftotext joins "6-" + "node" as
// "6node": compared without white space and hyphens.
QString withoutSpaces(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("[\\s-]+")));
}

// The cells of `model` in columns shown on `faces` that `text` lacks; `checked` counts the cells looked for.
QStringList missingCells(const AdvisorOptionsModel& model, unsigned faces, const QString& text, int& checked)
{
    QStringList missing;
    for (int column = 0; column < model.columnCount(); ++column) {
        if (!(model.table()->shownOn(column) & faces)) {
            continue;
        }
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString cell = withoutSpaces(model.index(row, column).data().toString());
            if (cell.isEmpty()) {
                continue;
            }
            ++checked;
            if (!text.contains(cell)) {
                missing << QStringLiteral("%1 (%2)").arg(cell, model.headerData(column, Qt::Horizontal).toString());
            }
        }
    }
    return missing;
}
} // namespace

class TstAdvisorFaces : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        // A system locale that writes numbers as the CLI and the report do, so the same figures read the same.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
            "pdftotext (poppler-utils) is needed: packaging/bootstrap.sh --tests");
    }

    void sameFiguresInEveryFace_data()
    {
        QTest::addColumn<QStringList>("extra"); // empty: advise; else the report's arguments
        QTest::addColumn<unsigned>("faces");
        QTest::newRow("cli") << QStringList() << static_cast<unsigned>(TableFace::Cli);
        QTest::newRow("report document") << QStringList { QStringLiteral("--layout"), QStringLiteral("document") }
                                         << (TableFace::Document | TableFace::CostPerIops);
        QTest::newRow("report slides") << QStringList { QStringLiteral("--layout"), QStringLiteral("slides") }
                                       << static_cast<unsigned>(TableFace::Deck);
    }
    void sameFiguresInEveryFace()
    {
        QFETCH(QStringList, extra);
        QFETCH(unsigned, faces);
        testing::DemoAdvisor advisor;
        QVERIFY(advisor.ready());
        AdvisorPage& page = advisor.page;
        QSignalSpy spy(&page, &AdvisorPage::resultChanged);
        advisor.open();
        page.findChild<QLineEdit*>(QStringLiteral("nodePrice"))->setText(QStringLiteral("100000 USD"));
        QVERIFY(spy.wait(2000));
        QVERIFY(page.result());

        QStringList args = adviseArguments(page.result()->input);
        QString text;
        if (extra.isEmpty()) {
            const auto run = testing::runCliInProcess(args);
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            text = run.out;
        } else {
            const QString pdf = m_dir.filePath(QStringLiteral("%1.pdf").arg(extra.last()));
            args[1] = QStringLiteral("report");
            // The binary: it draws the report's charts with headroom-cli-draw installed beside it.
            const auto run = testing::runCliBinary(args + extra + QStringList { QStringLiteral("--out"), pdf });
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            text = pdfText(pdf);
        }
        text = withoutSpaces(text);
        int checked = 0;
        QStringList missing;
        for (const char* name : { "advisorOptions", "advisorPerPort" }) {
            auto* view = page.findChild<QTableView*>(QLatin1String(name));
            QVERIFY2(view, name);
            const auto* model = qobject_cast<const AdvisorOptionsModel*>(view->model());
            QVERIFY(model && model->rowCount() > 0);
            missing << missingCells(*model, faces, text, checked);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
        QVERIFY2(checked >= 30, qPrintable(QString::number(checked)));
    }
};

QTEST_MAIN(TstAdvisorFaces)
#include "tst_advisorfaces.moc"
