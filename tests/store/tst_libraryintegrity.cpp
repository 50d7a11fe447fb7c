// SPDX-License-Identifier: GPL-3.0-or-later
// A library opens as it really is: a damaged page (the header of a leaf page of the measurements table overwritten)
// is found when the library is opened, every CLI command refuses it (exit 1), `library check` lists the problems and
// `library recover` copies what can still be read into a new file, leaving the damaged one as it was.
#include "store/libraryintegrity.h"
#include "store/resultslibrary.h"
#include "support/clirun.h"
#include "support/damagedlibrary.h"
#include "support/mustread.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::fileSha256;
using headroom::testing::mustRead;

namespace {
constexpr int kMeasurements = 3000;

testing::CliProcessRun runOn(const QString& db, const QStringList& arguments)
{
    return testing::runCliBinary(QStringList { QStringLiteral("--db"), db } + arguments);
}
} // namespace

class TestLibraryIntegrity : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_damaged;
    QString m_whole;
    QByteArray m_damagedSha;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_whole = m_dir.filePath(QStringLiteral("whole.headroom"));
        m_damaged = m_dir.filePath(QStringLiteral("damaged.headroom"));
        QVERIFY(testing::buildLibrary(m_whole, kMeasurements));
        QVERIFY(testing::buildLibrary(m_damaged, kMeasurements));
        QVERIFY(testing::damageMeasurementsPage(m_damaged) > 0);
        m_damagedSha = fileSha256(m_damaged);
    }

    void wholeLibraryOpensWritable()
    {
        auto library = ResultsLibrary::open(m_whole);
        QVERIFY2(library, qPrintable(library ? QString() : library.error()));
        QVERIFY((*library)->damage().isEmpty());
        QVERIFY(!(*library)->isReadOnly());
        QCOMPARE(mustRead((*library)->measurementCount()), kMeasurements);
    }

    // Opened for writing or reading, the damaged library is read-only with the check's problems, and nothing is
    // written into it.
    void damagedLibraryOpensReadOnlyWithItsProblems_data()
    {
        QTest::addColumn<ResultsLibrary::Mode>("mode");
        QTest::newRow("read-write") << ResultsLibrary::Mode::ReadWrite;
        QTest::newRow("existing") << ResultsLibrary::Mode::Existing;
        QTest::newRow("read-only") << ResultsLibrary::Mode::ReadOnly;
    }
    void damagedLibraryOpensReadOnlyWithItsProblems()
    {
        QFETCH(ResultsLibrary::Mode, mode);
        {
            auto library = ResultsLibrary::open(m_damaged, mode);
            QVERIFY2(library, qPrintable(library ? QString() : library.error()));
            QVERIFY(!(*library)->damage().isEmpty());
            QVERIFY((*library)->isReadOnly());
            QVERIFY2((*library)->note().startsWith(m_damaged + QStringLiteral(" is damaged: SQLite's check reports ")),
                qPrintable((*library)->note()));
            QVERIFY((*library)->note().contains(QStringLiteral("library recover NEW-FILE")));
            SystemConfig system;
            system.name = QStringLiteral("new");
            QVERIFY(!(*library)->saveSystem(system).ok());
        }
        QCOMPARE(fileSha256(m_damaged), m_damagedSha);
    }

    // Every command, reading or writing, refuses the damaged library; before, `systems list` printed it whole.
    void cliRefusesTheDamagedLibrary_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("results") << QStringList { QStringLiteral("results") };
        QTest::newRow("systems list") << QStringList { QStringLiteral("systems"), QStringLiteral("list") };
        QTest::newRow("sources list") << QStringList { QStringLiteral("sources"), QStringLiteral("list") };
        QTest::newRow("systems set") << QStringList { QStringLiteral("systems"), QStringLiteral("set"),
            QStringLiteral("box-0"), QStringLiteral("--nodes"), QStringLiteral("4") };
    }
    void cliRefusesTheDamagedLibrary()
    {
        QFETCH(QStringList, arguments);
        const auto run = runOn(m_damaged, arguments);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.err.contains(m_damaged + QStringLiteral(" is damaged: SQLite's check reports ")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("; nothing was read or written. 'headroom-cli --db %1 library check' "
                                                 "lists every problem")
                                      .arg(m_damaged)),
            qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QCOMPARE(fileSha256(m_damaged), m_damagedSha);
    }

    void checkListsTheProblems()
    {
        const auto whole = runOn(m_whole, { QStringLiteral("library"), QStringLiteral("check") });
        QCOMPARE(whole.exitCode, 0);
        QCOMPARE(QString::fromUtf8(whole.out), QStringLiteral("ok: %1 passes SQLite's integrity_check\n").arg(m_whole));

        const auto damaged
            = runOn(m_damaged, { QStringLiteral("--json"), QStringLiteral("library"), QStringLiteral("check") });
        QCOMPARE(damaged.exitCode, 1);
        const auto report = nlohmann::json::parse(damaged.out.toStdString(), nullptr, false);
        QVERIFY2(report.is_object(), damaged.out.constData());
        QCOMPARE(report["ok"].get<bool>(), false);
        QVERIFY(!report["problems"].empty());
        QVERIFY2(damaged.err.contains(QStringLiteral("is damaged: SQLite's integrity_check found")),
            qPrintable(damaged.err));
        QCOMPARE(fileSha256(m_damaged), m_damagedSha);
    }

    // What can be read is copied into a new library that SQLite finds whole; the damaged file is left as it was.
    void recoverCopiesWhatCanBeRead()
    {
        const QString out = m_dir.filePath(QStringLiteral("recovered.headroom"));
        const auto run = runOn(m_damaged, { QStringLiteral("library"), QStringLiteral("recover"), out });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains("measurements: "), run.out.constData());
        QVERIFY2(run.err.contains(QStringLiteral("warning: measurements: the rows after rowid")), qPrintable(run.err));
        QCOMPARE(fileSha256(m_damaged), m_damagedSha);
        QCOMPARE(mustRead(checkLibraryIntegrity(out, IntegrityDepth::Full)), QStringList());
        auto recovered = ResultsLibrary::open(out, ResultsLibrary::Mode::ReadOnly);
        QVERIFY2(recovered, qPrintable(recovered ? QString() : recovered.error()));
        QVERIFY((*recovered)->damage().isEmpty());
        const int count = mustRead((*recovered)->measurementCount());
        QVERIFY2(count > kMeasurements / 2 && count < kMeasurements, qPrintable(QString::number(count)));
        QCOMPARE(mustRead((*recovered)->systems()).size(), 3);
        QVERIFY(QDir(m_dir.path()).entryList({ QStringLiteral("*.partial-*") }, QDir::Files).isEmpty());
    }

    // An existing file is never replaced, whatever it is.
    void recoverNeverOverwrites()
    {
        const QString out = m_dir.filePath(QStringLiteral("taken.headroom"));
        QFile taken(out);
        QVERIFY(taken.open(QIODevice::WriteOnly));
        QVERIFY(taken.write("the user's file") > 0);
        taken.close();
        const auto run = runOn(m_damaged, { QStringLiteral("library"), QStringLiteral("recover"), out });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(out + QStringLiteral(" already exists")), qPrintable(run.err));
        QVERIFY(taken.open(QIODevice::ReadOnly));
        QCOMPARE(taken.readAll(), QByteArray("the user's file"));
        const QString link = m_dir.filePath(QStringLiteral("dangling.headroom"));
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("nowhere")), link));
        QCOMPARE(runOn(m_damaged, { QStringLiteral("library"), QStringLiteral("recover"), link }).exitCode, 1);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("nowhere"))));
    }
};

QTEST_GUILESS_MAIN(TestLibraryIntegrity)
#include "tst_libraryintegrity.moc"
