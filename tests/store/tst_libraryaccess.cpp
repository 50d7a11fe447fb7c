// SPDX-License-Identifier: GPL-3.0-or-later
// Who may open a library and how: two writers at once, read-only files, folders and media, paths that do not exist,
// special files, and a create that fails half way. Processes are the real headroom-cli binary.
#include "store/resultslibrary.h"
#include "support/clirun.h"
#include "support/librarytestaccess.h"
#include "support/mustread.h"

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

namespace {

QStringList g_storeLog;

// Caught, SIGXFSZ no longer kills: a write past RLIMIT_FSIZE then fails with EFBIG, as on a full disk.
extern "C" void onFileSizeSignal(int)
{
}

void recordStoreLog(QtMsgType, const QMessageLogContext& context, const QString& message)
{
    if (QLatin1String(context.category) == QLatin1String("headroom.store")) {
        g_storeLog << message;
    }
}

// A CSV of published figures with `rows` rows, different for every `tag` (so each file is a new source).
QString writeCsv(const QString& dir, const QString& tag, int rows)
{
    const QString path = QDir(dir).filePath(tag + QStringLiteral(".csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return {};
    }
    QByteArray text("system,workload,iops,latency_ms\n");
    for (int row = 0; row < rows; ++row) {
        text += QStringLiteral("%1,w%2,%3,0.5\n").arg(tag).arg(row).arg(1000 + row).toUtf8();
    }
    file.write(text);
    return path;
}

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

struct ShellRun {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs a shell script with arguments ($1 … ) and the CLI's path in $HEADROOM_CLI.
ShellRun runShell(const QStringList& prefix, const QString& script, const QStringList& arguments,
    const QString& cli = QStringLiteral(HEADROOM_CLI_PATH))
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HEADROOM_CLI"), cli);
    process.setProcessEnvironment(environment);
    QStringList command = prefix;
    command << QStringLiteral("sh") << QStringLiteral("-c") << script << QStringLiteral("sh") << arguments;
    process.start(command.takeFirst(), command);
    ShellRun run;
    if (!process.waitForFinished(120'000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// A user and mount namespace (unshare -rm): tmpfs mounts without root, for read-only media and a full disk.
bool namespacesAvailable()
{
    return runShell({ QStringLiteral("unshare"), QStringLiteral("-rm") }, QStringLiteral("mount -t tmpfs none \"$1\""),
               { QDir::tempPath() })
               .exitCode
        == 0;
}

// Root writes through file modes; to see a read-only file or folder as a user does, drop to nobody.
QStringList asUnprivilegedUser()
{
    if (::geteuid() != 0) {
        return {};
    }
    return { QStringLiteral("setpriv"), QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
        QStringLiteral("--clear-groups") };
}

// The CLI copied into `dir`: the build tree may sit in a folder nobody cannot enter (CI clones into a 0700
// mktemp folder); the copy links only system libraries.
QString cliCopyIn(const QString& dir)
{
    const QString copy = QDir(dir).filePath(QStringLiteral("headroom-cli"));
    if (!QFile::copy(QStringLiteral(HEADROOM_CLI_PATH), copy)
        || ::chmod(QFile::encodeName(copy).constData(), 0755) != 0) {
        return {};
    }
    return copy;
}

bool makeLibrary(const QString& db, const QString& csvDir)
{
    const auto run = testing::runCliBinary(
        { QStringLiteral("--db"), db, QStringLiteral("import"), writeCsv(csvDir, QStringLiteral("seed"), 3) });
    return run.exitCode == 0;
}

} // namespace

class TestLibraryAccess : public QObject {
    Q_OBJECT

private slots:
    // Two imports at the same moment into one library: BEGIN IMMEDIATE makes the second wait for the busy timeout
    // instead of failing with "database is locked" (13 of 20 trials failed before).
    void twoImportProcessesAtOnceBothSucceed()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.headroom"));
        QVERIFY(makeLibrary(db, dir.path()));
        constexpr int kRounds = 12;
        constexpr int kRows = 400;
        for (int round = 0; round < kRounds; ++round) {
            QList<QProcess*> processes;
            for (const char* side : { "a", "b" }) {
                auto* process = new QProcess(this);
                process->start(QStringLiteral(HEADROOM_CLI_PATH),
                    { QStringLiteral("--db"), db, QStringLiteral("import"),
                        writeCsv(dir.path(), QStringLiteral("r%1%2").arg(round).arg(QLatin1String(side)), kRows) });
                processes << process;
            }
            for (QProcess* process : processes) {
                QVERIFY(process->waitForFinished(120'000));
                QVERIFY2(process->exitCode() == 0,
                    qPrintable(QStringLiteral("round %1: %2")
                                   .arg(round)
                                   .arg(QString::fromUtf8(process->readAllStandardError()))));
                delete process;
            }
        }
        auto library = ResultsLibrary::open(db);
        QVERIFY2(library, qPrintable(library ? QString() : library.error()));
        QCOMPARE(mustRead((*library)->measurementCount()), 3 + kRounds * 2 * kRows);
    }

    // The GUI's side: a write through ResultsLibrary in this process while a CLI import writes the same file.
    void libraryWriteWhileAProcessImports()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.headroom"));
        QVERIFY(makeLibrary(db, dir.path()));
        auto library = ResultsLibrary::open(db);
        QVERIFY2(library, qPrintable(library ? QString() : library.error()));
        constexpr int kRounds = 8;
        for (int round = 0; round < kRounds; ++round) {
            QProcess process;
            process.start(QStringLiteral(HEADROOM_CLI_PATH),
                { QStringLiteral("--db"), db, QStringLiteral("import"),
                    writeCsv(dir.path(), QStringLiteral("p%1").arg(round), 400) });
            QVERIFY(process.waitForStarted());
            Measurement m;
            m.systemName = QStringLiteral("gui");
            m.workload.name = QStringLiteral("w");
            m.iops = 10.0 + round;
            SourceRef source;
            source.kind = SourceKind::Published;
            source.file = QStringLiteral("gui-%1").arg(round);
            // A read first, then the write in one transaction: the pattern that could not wait before.
            const Status done = (*library)->inTransaction([&]() -> Status {
                if (mustRead((*library)->sources()).isEmpty()) {
                    return fail(QStringLiteral("no sources read"));
                }
                auto added = (*library)->addMeasurements(source, { m });
                return added ? success() : Status(fail(added.error()));
            });
            QVERIFY2(done, qPrintable(done ? QString() : done.error()));
            QVERIFY(process.waitForFinished(120'000));
            QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        }
        QCOMPARE(mustRead((*library)->measurementCount()), 3 + kRounds * 401);
    }

    // A failed SQL read leaves a trace in headroom.store, which is off unless switched on with QT_LOGGING_RULES.
    void sqlFailuresAreLoggedWhenSwitchedOn()
    {
        auto library = ResultsLibrary::openInMemory();
        QVERIFY(library);
        QSqlQuery drop(ResultsLibraryTestAccess::database(**library));
        QVERIFY(drop.exec(QStringLiteral("DROP TABLE workloads")));
        const QtMessageHandler previous = qInstallMessageHandler(recordStoreLog);
        g_storeLog.clear();
        const auto readOff = (*library)->workloadNames();
        const QStringList whenOff = g_storeLog;
        QLoggingCategory::setFilterRules(QStringLiteral("headroom.store.debug=true"));
        const auto readOn = (*library)->workloadNames();
        QLoggingCategory::setFilterRules(QString());
        qInstallMessageHandler(previous);
        // The read fails either way, with SQLite's message; only the log depends on the rules.
        QVERIFY(!readOff.ok() && !readOn.ok());
        QVERIFY2(readOn.error().startsWith(QStringLiteral("reading workload names: no such table: workloads")),
            qPrintable(readOn.error()));
        QCOMPARE(whenOff, QStringList());
        QCOMPARE(g_storeLog.size(), 1);
        QVERIFY2(g_storeLog.first().contains(QStringLiteral("reading workload names failed: no such table: workloads")),
            qPrintable(g_storeLog.first()));
    }

    void readingAPathThatDoesNotExistCreatesNothing_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("results") << QStringList { QStringLiteral("results") };
        QTest::newRow("results --json") << QStringList { QStringLiteral("results"), QStringLiteral("--json") };
        QTest::newRow("systems list") << QStringList { QStringLiteral("systems"), QStringLiteral("list") };
        QTest::newRow("workloads list") << QStringList { QStringLiteral("workloads"), QStringLiteral("list") };
        QTest::newRow("sources list") << QStringList { QStringLiteral("sources"), QStringLiteral("list") };
        QTest::newRow("systems rename") << QStringList { QStringLiteral("systems"), QStringLiteral("rename"),
            QStringLiteral("a"), QStringLiteral("b") };
        // (`import --dry-run` needs no library: tst_importidentity checks that it reads the files and creates none.)
    }
    void readingAPathThatDoesNotExistCreatesNothing()
    {
        QFETCH(QStringList, command);
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("mistyped/lib.headroom"));
        const auto run = testing::runCliBinary(QStringList { QStringLiteral("--db"), db } + command);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.err.contains(QStringLiteral("no library at %1; create one with 'headroom-cli --db %1 import").arg(db)),
            qPrintable(run.err));
        QCOMPARE(entries(dir.path()), QStringList());
    }

    void specialFilesAreRefusedBeforeSqliteTouchesThem()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString folder = dir.filePath(QStringLiteral("folder"));
        QVERIFY(QDir().mkdir(folder));
        for (const auto& [path, what] : { std::pair { QStringLiteral("/dev/null"), QStringLiteral("a device") },
                 std::pair { fifo, QStringLiteral("a FIFO") }, std::pair { folder, QStringLiteral("a directory") } }) {
            for (const auto mode : { ResultsLibrary::Mode::ReadWrite, ResultsLibrary::Mode::Existing }) {
                const auto opened = ResultsLibrary::open(path, mode); // a FIFO would block a read: must not hang
                QVERIFY(!opened);
                QVERIFY2(opened.error().contains(what), qPrintable(opened.error()));
            }
        }
        QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/null-journal")));
        QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/null-wal")));
        QCOMPARE(entries(dir.path()), QStringList({ QStringLiteral("fifo"), QStringLiteral("folder") }));
        QCOMPARE(entries(folder), QStringList());

        const auto run = testing::runCliBinary({ QStringLiteral("--db"), QStringLiteral("/dev/null"),
            QStringLiteral("import"), writeCsv(dir.path(), QStringLiteral("x"), 1) });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("/dev/null: is a device")), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/null-journal")));
    }

    // A create that fails half way (here: the file may not grow past 4 KiB, EFBIG) leaves no empty file and no folder.
    void failedCreateLeavesNothingBehind()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("new/deeper/lib.headroom"));
        rlimit previous {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &previous), 0);
        rlimit small = previous;
        small.rlim_cur = 4096;
        const auto oldHandler = std::signal(SIGXFSZ, onFileSizeSignal);
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        const auto opened = ResultsLibrary::open(db);
        ::setrlimit(RLIMIT_FSIZE, &previous);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!opened);
        QCOMPARE(entries(dir.path()), QStringList());

        // An empty file that was there before stays (it was the user's), only filled files are ours to remove.
        const QString empty = dir.filePath(QStringLiteral("empty.headroom"));
        QFile file(empty);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        std::signal(SIGXFSZ, onFileSizeSignal);
        const auto onEmpty = ResultsLibrary::open(empty);
        ::setrlimit(RLIMIT_FSIZE, &previous);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!onEmpty);
        QCOMPARE(entries(dir.path()), QStringList({ QStringLiteral("empty.headroom") }));
    }

    // The same on a real full disk: a 16 KiB tmpfs in a user namespace.
    void fullDiskLeavesNoEmptyFile()
    {
        if (!namespacesAvailable()) {
            QSKIP("unshare -rm (user namespaces) is not available here");
        }
        QTemporaryDir dir;
        const QString csv = writeCsv(dir.path(), QStringLiteral("full"), 200);
        const QString mount = dir.filePath(QStringLiteral("disk"));
        QVERIFY(QDir().mkdir(mount));
        const auto run = runShell({ QStringLiteral("unshare"), QStringLiteral("-rm") },
            QStringLiteral("mount -t tmpfs -o size=16k none \"$1\" || exit 99\n"
                           "\"$HEADROOM_CLI\" --db \"$1/lib.headroom\" import \"$2\"\n"
                           "echo \"exit=$?\"; ls -A \"$1\""),
            { mount, csv });
        QVERIFY2(run.out.startsWith(QStringLiteral("exit=1\n")), qPrintable(run.out + run.err));
        QCOMPARE(run.out, QStringLiteral("exit=1\n")); // nothing listed: the disk is as it was
        QVERIFY2(run.err.contains(QStringLiteral("lib.headroom")), qPrintable(run.err));
    }

    void readOnlyMediaOpensReadOnlyAndReads()
    {
        if (!namespacesAvailable()) {
            QSKIP("unshare -rm (user namespaces) is not available here");
        }
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("lib.headroom"));
        QVERIFY(makeLibrary(source, dir.path()));
        const QString mount = dir.filePath(QStringLiteral("media"));
        QVERIFY(QDir().mkdir(mount));
        const auto run = runShell({ QStringLiteral("unshare"), QStringLiteral("-rm") },
            QStringLiteral("mount -t tmpfs none \"$1\" && cp \"$2\" \"$1/\" && mount -o remount,ro \"$1\" || exit 99\n"
                           "\"$HEADROOM_CLI\" --db \"$1/lib.headroom\" results; echo \"results=$?\"\n"
                           "\"$HEADROOM_CLI\" --db \"$1/lib.headroom\" import \"$3\"; echo \"import=$?\"\n"
                           "ls -A \"$1\""),
            { mount, source, writeCsv(dir.path(), QStringLiteral("more"), 2) });
        QVERIFY2(run.out.contains(QStringLiteral("results=0\n")), qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("seed")), qPrintable(run.out)); // the rows were read
        QVERIFY2(run.out.contains(QStringLiteral("import=1\n")), qPrintable(run.out));
        QVERIFY(run.out.endsWith(QStringLiteral("import=1\nlib.headroom\n")));
        QVERIFY2(run.err.contains(QStringLiteral("headroom-cli: note: %1/lib.headroom is read-only: it is on "
                                                 "read-only media; reading only\n")
                                      .arg(mount)),
            qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("headroom-cli: error: %1/lib.headroom is read-only").arg(mount)),
            qPrintable(run.err));
    }

    void readOnlyFileOrFolderOpensReadOnlyAndReads_data()
    {
        QTest::addColumn<int>("fileMode");
        QTest::addColumn<int>("folderMode");
        QTest::addColumn<QString>("reason");
        QTest::newRow("read-only file") << 0444 << 0777 << QStringLiteral("the file is not writable");
        QTest::newRow("read-only folder") << 0666 << 0555 << QStringLiteral("its folder");
    }
    void readOnlyFileOrFolderOpensReadOnlyAndReads()
    {
        QFETCH(int, fileMode);
        QFETCH(int, folderMode);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QCOMPARE(::chmod(QFile::encodeName(dir.path()).constData(), 0755), 0); // so that nobody can enter
        const QString folder = dir.filePath(QStringLiteral("lib"));
        QVERIFY(QDir().mkdir(folder));
        const QString db = QDir(folder).filePath(QStringLiteral("lib.headroom"));
        QVERIFY(makeLibrary(db, dir.path()));
        const QString csv = writeCsv(dir.path(), QStringLiteral("more"), 2);
        QCOMPARE(::chmod(QFile::encodeName(dir.path() + QStringLiteral("/more.csv")).constData(), 0644), 0);
        QCOMPARE(::chmod(QFile::encodeName(db).constData(), static_cast<mode_t>(fileMode)), 0);
        const QString cli = cliCopyIn(dir.path());
        QVERIFY(!cli.isEmpty());
        const QStringList before = entries(folder); // the library, and the -wal and -shm Headroom keeps
        QCOMPARE(::chmod(QFile::encodeName(folder).constData(), static_cast<mode_t>(folderMode)), 0);
        const auto run = runShell(asUnprivilegedUser(),
            QStringLiteral("\"$HEADROOM_CLI\" --db \"$1\" results; echo \"results=$?\"\n"
                           "\"$HEADROOM_CLI\" --db \"$1\" import \"$2\"; echo \"import=$?\""),
            { db, csv }, cli);
        ::chmod(QFile::encodeName(folder).constData(), 0755);
        QVERIFY2(run.out.contains(QStringLiteral("results=0\n")), qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("seed")), qPrintable(run.out));
        QVERIFY2(run.out.endsWith(QStringLiteral("import=1\n")), qPrintable(run.out));
        QVERIFY2(run.err.contains(QStringLiteral("headroom-cli: note: %1 is read-only: %2").arg(db, reason)),
            qPrintable(run.err));
        QCOMPARE(entries(folder), before); // reading created nothing
        auto library = ResultsLibrary::open(db);
        QVERIFY2(library, qPrintable(library ? QString() : library.error()));
        QCOMPARE(mustRead((*library)->measurementCount()), 3);
    }
};

QTEST_GUILESS_MAIN(TestLibraryAccess)
#include "tst_libraryaccess.moc"
