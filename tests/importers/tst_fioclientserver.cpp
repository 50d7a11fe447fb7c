// SPDX-License-Identifier: GPL-3.0-or-later
// fio client/server with two real `fio --server` processes on loopback: per-host measurements and the aggregate,
// whose percentiles come from the hosts' merged json+ bins (fio's own "All clients" entry has none).
#include "fiorunner.h"
#include "importers/fioimporter.h"
#include "importers/latencymerge.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace headroom;

class TestFioClientServer : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QList<QProcess*> m_servers;
    QStringList m_addresses;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required");
        const int port = 20000 + static_cast<int>(QRandomGenerator::global()->bounded(20000));
        for (int i = 0; i < 2; ++i) {
            const QString address = QStringLiteral("127.0.0.%1,%2").arg(i + 1).arg(port + i);
            auto* server = new QProcess(this);
            server->start(test::fioPath(), { QStringLiteral("--server=ip:") + address });
            QVERIFY(server->waitForStarted());
            m_servers << server;
            m_addresses << address;
        }
    }

    void cleanupTestCase()
    {
        for (QProcess* server : m_servers) {
            server->kill();
            server->waitForFinished();
        }
    }

    void twoServers()
    {
        QFile job(m_dir.filePath(QStringLiteral("job.fio")));
        QVERIFY(job.open(QIODevice::WriteOnly));
        job.write(
            QStringLiteral("[t]\nfilename=%1\nsize=1M\nbs=4k\nrw=randread\nioengine=psync\nruntime=300ms\ntime_based\n")
                .arg(m_dir.filePath(QStringLiteral("data")))
                .toUtf8());
        job.close();
        QStringList arguments;
        for (const QString& address : m_addresses) {
            arguments << QStringLiteral("--client=ip:") + address << job.fileName();
        }
        arguments << QStringLiteral("--output-format=json+");
        // The servers accept connections once they have bound their port: retry a refused client a few times.
        QByteArray bytes;
        QString error;
        for (int attempt = 0; attempt < 50 && bytes.isEmpty(); ++attempt) {
            bytes = test::runFio(arguments, m_dir.filePath(QStringLiteral("cs.json")), error);
            if (!bytes.contains("\"All clients\"")) { // both servers answered
                bytes.clear();
            }
        }
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
        const QJsonArray stats
            = QJsonDocument::fromJson(bytes.mid(bytes.indexOf('{'))).object()[QStringLiteral("client_stats")].toArray();
        QCOMPARE(stats.size(), 3);
        const auto parsed = importFioJson(bytes, QStringLiteral("cs.json"), {});
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 3);
        QCOMPARE(parsed->measurements[0].systemName,
            QStringLiteral("%1+%2").arg(parsed->measurements[0].host,
                parsed->measurements[1].host)); // hosts in the order fio wrote them
        const Measurement& all = parsed->measurements[2];
        QVERIFY(all.host.isEmpty());
        std::map<std::int64_t, std::uint64_t> merged;
        double iops = 0;
        for (int i = 0; i < 2; ++i) {
            const QJsonObject entry = stats[i].toObject();
            const QJsonObject read = entry[QStringLiteral("read")].toObject();
            QCOMPARE(parsed->measurements[i].host, entry[QStringLiteral("hostname")].toString());
            QCOMPARE(*parsed->measurements[i].read.iops, read[QStringLiteral("iops")].toDouble());
            iops += read[QStringLiteral("iops")].toDouble();
            const QJsonObject bins = read[QStringLiteral("clat_ns")].toObject()[QStringLiteral("bins")].toObject();
            for (auto it = bins.begin(); it != bins.end(); ++it) {
                merged[it.key().toLongLong()] += static_cast<std::uint64_t>(it.value().toDouble());
            }
        }
        QCOMPARE(QSet<QString>({ parsed->measurements[0].host, parsed->measurements[1].host }),
            QSet<QString>({ QStringLiteral("127.0.0.1"), QStringLiteral("127.0.0.2") }));
        const QJsonObject allRead = stats[2].toObject()[QStringLiteral("read")].toObject();
        QCOMPARE(*all.read.iops, allRead[QStringLiteral("iops")].toDouble());
        QVERIFY(std::abs(*all.read.iops - iops) < 0.1 * iops); // fio divides by the longest runtime
        QCOMPARE(toString(all.read.latency.percentileOrigin), toString(PercentileOrigin::MergedHistogram));
        QCOMPARE(*all.read.latency.percentileNs(99), percentilesFromBins(merged, fioPercentiles()).at(99.0));
    }
};

QTEST_MAIN(TestFioClientServer)
#include "tst_fioclientserver.moc"
