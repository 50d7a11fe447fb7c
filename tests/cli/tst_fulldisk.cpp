// SPDX-License-Identifier: GPL-3.0-or-later
// A full disk never empties a file. Every file Headroom writes — the catalog on import and export, charts, reports,
// a cluster run's job files, the GUI's screenshot, a new library — is written onto a small tmpfs filled to its last
// page (or with one page left, less than the file needs): the command exits 1 naming the file, the old file is there
// byte for byte, and nothing else is left on the disk. The tmpfs mounts live in a private mount namespace of this
// process (and of the CLI processes it starts), so they vanish with it. Mounting needs root (CAP_SYS_ADMIN), which the
// CI has.
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr qint64 kPage = 4096;

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

// Fills the file system at `disk` with the file `filler` until the kernel says ENOSPC, then gives `freeBytes` back:
// any write of more than that fails as on a real full disk.
QString fill(const QString& disk, qint64 freeBytes)
{
    const int fd = ::open(QFile::encodeName(disk + QStringLiteral("/filler")).constData(),
        O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        return QStringLiteral("filler: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
    }
    const QByteArray chunk(64 * 1024, 'f');
    qint64 size = 0;
    ssize_t written = 0;
    while ((written = ::write(fd, chunk.constData(), static_cast<size_t>(chunk.size()))) > 0) {
        size += written;
    }
    const int error = errno;
    const bool ok = error == ENOSPC && ::ftruncate(fd, std::max<qint64>(0, size - freeBytes)) == 0;
    ::close(fd);
    return ok ? QString() : QStringLiteral("filler: %1").arg(QString::fromLocal8Bit(std::strerror(error)));
}

} // namespace

class TestFullDisk : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_mounts;
    QString m_catalogCsv; // 60 parts: a merged or exported catalog of several pages
    QString m_userCatalog;
    QString m_libraryCsv; // 4000 measurements

    Run cli(const QStringList& arguments, const QString& program = QStringLiteral(HEADROOM_CLI_PATH)) const
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("home/data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("home/config")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")); // the GUI's screenshot
        process.setProcessEnvironment(env);
        process.start(program, arguments);
        if (!process.waitForFinished(120'000)) {
            process.kill();
            process.waitForFinished();
            return { -1, {}, program + QStringLiteral(" did not finish") };
        }
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
    }

    // A fresh 2 MiB tmpfs at a new folder of the temporary directory.
    QString mountDisk(const QString& name)
    {
        const QString disk = m_dir.filePath(name);
        if (!QDir().mkpath(disk)
            || ::mount("headroom-test", QFile::encodeName(disk).constData(), "tmpfs", 0, "size=2m") != 0) {
            return {};
        }
        m_mounts << disk;
        return disk;
    }

    static QString text(int rows, const QString& header, const QString& row)
    {
        QString csv = header;
        for (int i = 0; i < rows; ++i) {
            csv += row.arg(i);
        }
        return csv;
    }

    // Writes `file` on a full `disk` with `arguments` ({file} and {disk} stand for the paths) and checks the rule.
    void refusedOnFullDisk(const QString& disk, const QString& file, const QStringList& arguments, qint64 freeBytes,
        const QString& program = QStringLiteral(HEADROOM_CLI_PATH))
    {
        const QByteArray old = contents(file);
        const QString filled = fill(disk, freeBytes);
        QVERIFY2(filled.isEmpty(), qPrintable(filled));
        const QStringList before = entries(disk);
        QStringList expanded;
        for (const QString& argument : arguments) {
            expanded
                << QString(argument).replace(QStringLiteral("{file}"), file).replace(QStringLiteral("{disk}"), disk);
        }
        const Run run = cli(expanded, program);
        QVERIFY2(
            run.exitCode == 1, qPrintable(QStringLiteral("exit %1\n%2%3").arg(run.exitCode).arg(run.out, run.err)));
        QVERIFY2(run.err.contains(QStringLiteral("cannot write %1: No space left on device").arg(file)),
            qPrintable(run.err));
        QCOMPARE(contents(file), old);
        QCOMPARE(entries(disk), before);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (::geteuid() != 0) {
            QSKIP("mounting a tmpfs needs root (CAP_SYS_ADMIN); the CI runs the tests as root");
        }
        // This thread's own mount namespace, private all the way down: no mount of the test is seen outside it.
        if (::unshare(CLONE_NEWNS) != 0 || ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) {
            QSKIP(qPrintable(
                QStringLiteral("no private mount namespace: %1").arg(QString::fromLocal8Bit(std::strerror(errno)))));
        }
        m_catalogCsv = m_dir.filePath(QStringLiteral("parts.csv"));
        QVERIFY(writeBytes(m_catalogCsv,
            text(60, QStringLiteral("kind,part_number,speed_gbps,ports,price,currency,price_date,source\n"),
                QStringLiteral("nic,FULL-%1,25,2,100,USD,2024-01,a quote for the full-disk test\n"))
                .toUtf8()));
        m_userCatalog = m_dir.filePath(QStringLiteral("user.json"));
        QCOMPARE(cli({ QStringLiteral("catalog"), QStringLiteral("import"), m_catalogCsv, QStringLiteral("--catalog"),
                         m_userCatalog })
                     .exitCode,
            0);
        m_libraryCsv = m_dir.filePath(QStringLiteral("figures.csv"));
        QVERIFY(writeBytes(m_libraryCsv,
            text(4000, QStringLiteral("system,workload,iops,latency_ms\n"),
                QStringLiteral("Full disk lab,w%1,1000,0.5\n"))
                .toUtf8()));
    }

    void cleanup()
    {
        for (const QString& disk : std::as_const(m_mounts)) {
            ::umount2(QFile::encodeName(disk).constData(), MNT_DETACH);
        }
        m_mounts.clear();
    }

    void writerKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<qint64>("freeBytes");
        QTest::addColumn<QString>("program");
        const QStringList chart { QStringLiteral("--demo"), QStringLiteral("chart"), QStringLiteral("--kind"),
            QStringLiteral("curve"), QStringLiteral("--workload"), QStringLiteral("oltp32k"), QStringLiteral("--out"),
            QStringLiteral("{file}") };
        const QStringList report { QStringLiteral("--demo"), QStringLiteral("report"), QStringLiteral("--workload"),
            QStringLiteral("oltp32k"), QStringLiteral("--baseline"), QStringLiteral("VxRail ESA 6-node 25GbE"),
            QStringLiteral("--candidate"), QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("--nodes"),
            QStringLiteral("6"), QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"),
            QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
            QStringLiteral("100000"), QStringLiteral("--out"), QStringLiteral("{file}") };
        const QStringList exportCatalog { QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("{file}"),
            QStringLiteral("--catalog"), m_userCatalog };
        const QStringList cluster { QStringLiteral("bench"), QStringLiteral("--hosts"), QStringLiteral("127.0.0.1:1"),
            QStringLiteral("--target"), QStringLiteral("/srv/headroom-test"), QStringLiteral("--preset"),
            QStringLiteral("4k-randread"), QStringLiteral("--runtime"), QStringLiteral("1s"),
            QStringLiteral("--fio-output"), QStringLiteral("{disk}") };
        const QStringList screenshot { QStringLiteral("--demo"), QStringLiteral("--screenshot"),
            QStringLiteral("{file}") };
        const struct {
            const char* row;
            const char* file;
            QStringList arguments;
            QString program = QStringLiteral(HEADROOM_CLI_PATH);
        } writers[] = {
            { "catalog export json", "catalog.json", exportCatalog },
            { "catalog export csv", "catalog.csv", exportCatalog },
            { "chart png", "chart.png", chart },
            { "chart svg", "chart.svg", chart },
            { "chart pdf", "chart.pdf", chart },
            { "report pdf", "report.pdf", report },
            { "report html", "report.html", report },
            { "report pptx", "report.pptx", report },
            { "cluster probe job file", "probe.fio", cluster },
            { "GUI screenshot", "window.png", screenshot, QStringLiteral(HEADROOM_GUI_PATH) },
        };
        for (const auto& writer : writers) {
            for (const qint64 free : { qint64(0), kPage }) {
                if (free > 0 && QByteArray(writer.file).endsWith(".fio")) {
                    continue; // a probe job is smaller than a page
                }
                QTest::addRow("%s, %s", writer.row, free ? "one page free" : "full")
                    << QString::fromLatin1(writer.file) << writer.arguments << free << writer.program;
            }
        }
    }

    // The old file of every writer is another file's bytes, so that a silent success could not pass for it.
    void writerKeepsTheOldFile()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, arguments);
        QFETCH(qint64, freeBytes);
        QFETCH(QString, program);
        const QString disk = mountDisk(QStringLiteral("disk"));
        QVERIFY2(!disk.isEmpty(), "cannot mount a tmpfs");
        const QString file = QDir(disk).filePath(name);
        QVERIFY(writeBytes(file, QByteArray("the old file, which a failed write must leave alone\n").repeated(40)));
        refusedOnFullDisk(disk, file, arguments, freeBytes, program);
    }

    void catalogImportKeepsTheCatalog_data()
    {
        QTest::addColumn<qint64>("freeBytes");
        QTest::newRow("full") << qint64(0);
        QTest::newRow("one page free") << kPage;
    }

    // The import merges into the catalog file: on a full disk the catalog keeps what it had.
    void catalogImportKeepsTheCatalog()
    {
        QFETCH(qint64, freeBytes);
        const QString disk = mountDisk(QStringLiteral("disk"));
        QVERIFY2(!disk.isEmpty(), "cannot mount a tmpfs");
        const QString catalog = QDir(disk).filePath(QStringLiteral("catalog.json"));
        QCOMPARE(cli({ QStringLiteral("catalog"), QStringLiteral("export"), catalog }).exitCode, 0);
        refusedOnFullDisk(disk, catalog,
            { QStringLiteral("catalog"), QStringLiteral("import"), m_catalogCsv, QStringLiteral("--catalog"),
                QStringLiteral("{file}") },
            freeBytes);
        QVERIFY(!contents(catalog).contains("FULL-0")); // still the catalog it was
    }

    void newLibraryLeavesNothing_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("freeBytes");
        for (const qint64 pages : { 0, 1, 2, 4, 8, 16, 32, 64, 128 }) {
            QTest::addRow("%lld pages free", static_cast<long long>(pages))
                << QStringLiteral("lib.headroom") << pages * kPage;
        }
        for (const qint64 pages : { 0, 64 }) {
            QTest::addRow("new folders, %lld pages free", static_cast<long long>(pages))
                << QStringLiteral("new/folder/lib.headroom") << pages * kPage;
        }
    }

    // A library the command creates and cannot finish (its schema, or the import that created it) is taken away
    // again with its -wal, -shm and -journal files and the folders made for it.
    void newLibraryLeavesNothing()
    {
        QFETCH(QString, name);
        QFETCH(qint64, freeBytes);
        const QString disk = mountDisk(QStringLiteral("disk"));
        QVERIFY2(!disk.isEmpty(), "cannot mount a tmpfs");
        QVERIFY2(fill(disk, freeBytes).isEmpty(), "cannot fill the tmpfs");
        const QString library = QDir(disk).filePath(name);
        const Run run = cli({ QStringLiteral("--db"), library, QStringLiteral("import"), m_libraryCsv });
        QVERIFY2(
            run.exitCode == 1, qPrintable(QStringLiteral("exit %1\n%2%3").arg(run.exitCode).arg(run.out, run.err)));
        QVERIFY2(run.err.contains(library), qPrintable(run.err));
        QCOMPARE(entries(disk), QStringList { QStringLiteral("filler") });
    }

    // The catalog's folder is made for it; a write that fails there takes the folder away again.
    void catalogInANewFolderLeavesNothing()
    {
        const QString disk = mountDisk(QStringLiteral("disk"));
        QVERIFY2(!disk.isEmpty(), "cannot mount a tmpfs");
        QVERIFY2(fill(disk, 0).isEmpty(), "cannot fill the tmpfs");
        const QString catalog = QDir(disk).filePath(QStringLiteral("new/folder/catalog.json"));
        const Run run = cli({ QStringLiteral("catalog"), QStringLiteral("import"), m_catalogCsv,
            QStringLiteral("--catalog"), catalog });
        QVERIFY2(
            run.exitCode == 1, qPrintable(QStringLiteral("exit %1\n%2%3").arg(run.exitCode).arg(run.out, run.err)));
        QVERIFY2(run.err.contains(QStringLiteral("cannot write %1: No space left on device").arg(catalog)),
            qPrintable(run.err));
        QCOMPARE(entries(disk), QStringList { QStringLiteral("filler") });
    }
};

QTEST_GUILESS_MAIN(TestFullDisk)
#include "tst_fulldisk.moc"
