// SPDX-License-Identifier: GPL-3.0-or-later
// Names that come from imported files are printed with their control characters escaped: an input can never drive
// the terminal through `import`, `results`, `systems`, `workloads` or an error message. --json keeps them exact.
#include "support/cliinprocess.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;

namespace {

const QString kSystem = QStringLiteral("\x1b[31mEvil\x1b[0m ") + QChar(0x9b) + QStringLiteral("2J");
const QString kWorkload = QStringLiteral("w\x1b]0;owned\x07");

bool hasControl(const QString& text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n') || (u >= 0x7f && u <= 0x9f)) {
            return true;
        }
    }
    return false;
}

} // namespace

class TestOutputEscape : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("lib.db"));
        const QString csv = m_dir.filePath(QStringLiteral("typed.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("system,workload,iops,latency_ms\n\"%1\",\"%2\",1000,0.5\n")
                       .arg(kSystem, kWorkload)
                       .toUtf8());
        file.close();
        const auto run = testing::runCliInProcess({ QStringLiteral("import"), csv, QStringLiteral("--db"), m_db });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(!hasControl(run.out) && !hasControl(run.err), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("\\e[31mEvil\\e[0m \\x9B2J")), qPrintable(run.out));
    }

    void listingsEscapeNames_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("shown");
        QTest::newRow("results") << QStringList { QStringLiteral("results") } << QStringLiteral("\\e[31mEvil\\e[0m");
        QTest::newRow("systems") << QStringList { QStringLiteral("systems"), QStringLiteral("list") }
                                 << QStringLiteral("\\e[31mEvil\\e[0m");
        QTest::newRow("workloads") << QStringList { QStringLiteral("workloads"), QStringLiteral("list") }
                                   << QStringLiteral("w\\e]0;owned\\x07");
    }
    void listingsEscapeNames()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, shown);
        const auto run = testing::runCliInProcess(arguments << QStringLiteral("--db") << m_db);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(!hasControl(run.out), qPrintable(run.out));
        QVERIFY2(run.out.contains(shown), qPrintable(run.out));
    }

    void jsonKeepsTheExactName()
    {
        const auto run = testing::runCliInProcess(
            { QStringLiteral("results"), QStringLiteral("--json"), QStringLiteral("--db"), m_db });
        QCOMPARE(run.exitCode, 0);
        const auto json = nlohmann::json::parse(run.out.toStdString(), nullptr, false);
        QVERIFY(json.is_array() && json.size() == 1);
        QCOMPARE(QString::fromStdString(json[0]["system"].get<std::string>()), kSystem);
    }

    void errorsEscapeFileNamesAndValues()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad\x1b[2J.csv"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("system,workload,iops,latency_ms\nS,W,\x1b[5m12,0.5\n");
        file.close();
        const auto run = testing::runCliInProcess({ QStringLiteral("import"), bad, QStringLiteral("--db"), m_db });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(!hasControl(run.err), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("bad\\e[2J.csv")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("'\\e[5m12'")), qPrintable(run.err));
    }

private:
    QTemporaryDir m_dir;
    QString m_db;
};

QTEST_GUILESS_MAIN(TestOutputEscape)
#include "tst_outputescape.moc"
