// SPDX-License-Identifier: GPL-3.0-or-later
// `library copy` (issue 26): results, systems and customer demands move between libraries, the same afterwards
// (results --json, demand list --json), deduplicated on a second copy, filtered by system or tag, all or nothing, and
// a system the target has keeps its own description. Here between SQLite files; tst_teamlibrary copies to and from a
// team library.
#include "support/clirun.h"
#include "support/libraryjson.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using headroom::testing::dropLibraryIds;
using headroom::testing::runCliBinary;

namespace {

const QString kData = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/");

QString dataPath(const char* relative)
{
    return kData + QLatin1String(relative);
}

} // namespace

class TstLibraryCopy : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void copiesEverythingAndTheCopyReadsTheSame();
    void aSecondCopyAddsNothing();
    void copiesOnlyWhatTheFilterChooses();
    void keepsTheTargetsOwnSystem();
    void aFailedCopyLeavesNothing();

private:
    QString library(const QString& name) const { return m_dir.filePath(name); }
    headroom::testing::CliProcessRun cli(const QString& db, QStringList arguments) const;
    nlohmann::json json(const QString& db, const QStringList& arguments) const;

    QTemporaryDir m_dir;
    QString m_lab;
};

headroom::testing::CliProcessRun TstLibraryCopy::cli(const QString& db, QStringList arguments) const
{
    return runCliBinary(QStringList { QStringLiteral("--db"), db } + arguments);
}

nlohmann::json TstLibraryCopy::json(const QString& db, const QStringList& arguments) const
{
    const auto run = cli(db, arguments + QStringList { QStringLiteral("--json") });
    auto parsed = nlohmann::json::parse(run.out.toStdString(), nullptr, false);
    dropLibraryIds(parsed);
    return parsed;
}

void TstLibraryCopy::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_lab = library(QStringLiteral("lab.headroom"));
    const QList<QStringList> steps {
        { QStringLiteral("import"), dataPath("fio/fio-3.6-ceph-rbd-hdd-randread-qd-sweep"), QStringLiteral("--system"),
            QStringLiteral("Ceph HDD"), QStringLiteral("--tag"), QStringLiteral("site=lab") },
        { QStringLiteral("import"), dataPath("fio/fio-3.6-ceph-rbd-ssd-randread-qd-sweep"), QStringLiteral("--system"),
            QStringLiteral("Ceph SSD"), QStringLiteral("--tag"), QStringLiteral("site=poc") },
        { QStringLiteral("import"), dataPath("liveoptics/liveoptics-vsphere-2clusters.xlsx") },
        { QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("Ceph SSD"), QStringLiteral("--nodes"),
            QStringLiteral("4"), QStringLiteral("--link-gbps"), QStringLiteral("25") },
        { QStringLiteral("demand"), QStringLiteral("link"), QStringLiteral("zColo_08"), QStringLiteral("Ceph SSD") },
        { QStringLiteral("demand"), QStringLiteral("growth"), QStringLiteral("zColo_08"), QStringLiteral("20%") },
        { QStringLiteral("demand"), QStringLiteral("set"), QStringLiteral("Acme"), QStringLiteral("--peak-iops"),
            QStringLiteral("50000") },
    };
    for (const QStringList& step : steps) {
        const auto run = cli(m_lab, step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(QLatin1Char(' ')) + QLatin1Char('\n') + run.err));
    }
}

void TstLibraryCopy::copiesEverythingAndTheCopyReadsTheSame()
{
    const QString copy = library(QStringLiteral("copy.headroom"));
    const auto run = runCliBinary({ QStringLiteral("library"), QStringLiteral("copy"), QStringLiteral("--from"), m_lab,
        QStringLiteral("--to"), copy, QStringLiteral("--json") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const auto report = nlohmann::json::parse(run.out.toStdString());
    QCOMPARE(report["sources_copied"].get<int>(), 12);
    QCOMPARE(report["systems_created"].get<int>(), 2);
    QCOMPARE(report["demands_copied"].get<int>(), 3);
    for (const QStringList& read :
        { QStringList { QStringLiteral("results") }, QStringList { QStringLiteral("systems"), QStringLiteral("list") },
            QStringList { QStringLiteral("demand"), QStringLiteral("list") },
            QStringList { QStringLiteral("demand"), QStringLiteral("show"), QStringLiteral("zColo_08") } }) {
        const nlohmann::json before = json(m_lab, read);
        QVERIFY2(!before.is_discarded() && !before.empty(), qPrintable(read.join(QLatin1Char(' '))));
        QVERIFY2(json(copy, read) == before, qPrintable(read.join(QLatin1Char(' '))));
    }
}

void TstLibraryCopy::aSecondCopyAddsNothing()
{
    const QString copy = library(QStringLiteral("twice.headroom"));
    for (int round = 0; round < 2; ++round) {
        const auto run = runCliBinary({ QStringLiteral("library"), QStringLiteral("copy"), QStringLiteral("--from"),
            m_lab, QStringLiteral("--to"), copy, QStringLiteral("--json") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const auto report = nlohmann::json::parse(run.out.toStdString());
        QCOMPARE(report["sources_copied"].get<int>(), round == 0 ? 12 : 0);
        QCOMPARE(report["sources_already_there"].get<int>(), round == 0 ? 0 : 12);
        QCOMPARE(report["demands_copied"].get<int>(), round == 0 ? 3 : 0);
    }
    QCOMPARE(json(copy, { QStringLiteral("results") }).size(), json(m_lab, { QStringLiteral("results") }).size());
}

void TstLibraryCopy::copiesOnlyWhatTheFilterChooses()
{
    const QString poc = library(QStringLiteral("poc.headroom"));
    const auto run = runCliBinary({ QStringLiteral("library"), QStringLiteral("copy"), QStringLiteral("--from"), m_lab,
        QStringLiteral("--to"), poc, QStringLiteral("--tag"), QStringLiteral("site=poc"), QStringLiteral("--json") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const nlohmann::json systems = json(poc, { QStringLiteral("systems"), QStringLiteral("list") });
    QCOMPARE(systems.size(), std::size_t(1));
    QVERIFY2(systems.dump().find("Ceph SSD") != std::string::npos, systems.dump().c_str());
    const nlohmann::json demands = json(poc, { QStringLiteral("demand"), QStringLiteral("list") });
    QCOMPARE(demands.size(), std::size_t(1)); // zColo_08 is linked to Ceph SSD; zColo_06 and Acme to nothing
    const auto unknownTag = runCliBinary({ QStringLiteral("library"), QStringLiteral("copy"), QStringLiteral("--from"),
        m_lab, QStringLiteral("--to"), poc, QStringLiteral("--tag"), QStringLiteral("site") });
    QCOMPARE(unknownTag.exitCode, 2);
    QVERIFY2(unknownTag.err.contains(QStringLiteral("--tag: 'site' is not KEY=VALUE")), qPrintable(unknownTag.err));
}

void TstLibraryCopy::keepsTheTargetsOwnSystem()
{
    const QString team = library(QStringLiteral("team.headroom"));
    QCOMPARE(cli(team,
                 { QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("Ceph SSD"),
                     QStringLiteral("--create"), QStringLiteral("--nodes"), QStringLiteral("8") })
                 .exitCode,
        0);
    const auto run = runCliBinary({ QStringLiteral("library"), QStringLiteral("copy"), QStringLiteral("--from"), m_lab,
        QStringLiteral("--to"), team, QStringLiteral("--json") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(nlohmann::json::parse(run.out.toStdString())["systems_kept"].get<int>(), 1);
    const std::string systems = json(team, { QStringLiteral("systems"), QStringLiteral("list") }).dump();
    QVERIFY2(systems.find("\"nodes\":8,") != std::string::npos, systems.c_str());
}

void TstLibraryCopy::aFailedCopyLeavesNothing()
{
    const QString target = library(QStringLiteral("never.headroom"));
    const auto missing = runCliBinary({ QStringLiteral("library"), QStringLiteral("copy"), QStringLiteral("--from"),
        library(QStringLiteral("nosuch.headroom")), QStringLiteral("--to"), target });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(QStringLiteral("--from:")), qPrintable(missing.err));
    QVERIFY(!QFile::exists(target));
}

QTEST_GUILESS_MAIN(TstLibraryCopy)
#include "tst_librarycopy.moc"
