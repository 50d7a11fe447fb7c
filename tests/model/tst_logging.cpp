// SPDX-License-Identifier: GPL-3.0-or-later
// The logging categories: one per module, all off by default, switched on by QT_LOGGING_RULES-style rules; a real
// failure in pricing, advice and cluster runs leaves its trace in its module's category.
#include "advice/advisor.h"
#include "cluster/fiocluster.h"
#include "model/logging.h"
#include "pricing/catalogfile.h"

#include <atomic>

#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

QList<QPair<QString, QString>> g_log; // (category, message)

void recordLog(QtMsgType, const QMessageLogContext& context, const QString& message)
{
    g_log.append({ QString::fromLatin1(context.category), message });
}

QStringList messagesOf(const char* category)
{
    QStringList messages;
    for (const auto& [name, message] : std::as_const(g_log)) {
        if (name == QLatin1String(category)) {
            messages << message;
        }
    }
    return messages;
}

} // namespace

class TstLogging : public QObject {
    Q_OBJECT

    QtMessageHandler m_previous = nullptr;

    static const QList<const QLoggingCategory*>& categories()
    {
        static const QList<const QLoggingCategory*> all { &lcAdvice(), &lcBench(), &lcCli(), &lcCluster(),
            &lcImporters(), &lcPricing(), &lcReport(), &lcStore(), &lcUi() };
        return all;
    }

private slots:
    void init()
    {
        g_log.clear();
        m_previous = qInstallMessageHandler(recordLog);
    }

    void cleanup()
    {
        QLoggingCategory::setFilterRules(QString());
        qInstallMessageHandler(m_previous);
    }

    void everyModuleHasItsCategoryOffByDefault()
    {
        QStringList names;
        for (const QLoggingCategory* category : categories()) {
            names << QString::fromLatin1(category->categoryName());
            QVERIFY2(!category->isDebugEnabled(), category->categoryName());
            QVERIFY2(category->isInfoEnabled(), category->categoryName()); // only debug is held back
        }
        QCOMPARE(names,
            QStringList({ QStringLiteral("headroom.advice"), QStringLiteral("headroom.bench"),
                QStringLiteral("headroom.cli"), QStringLiteral("headroom.cluster"),
                QStringLiteral("headroom.importers"), QStringLiteral("headroom.pricing"),
                QStringLiteral("headroom.report"), QStringLiteral("headroom.store"), QStringLiteral("headroom.ui") }));
        QLoggingCategory::setFilterRules(QStringLiteral("headroom.*.debug=true"));
        for (const QLoggingCategory* category : categories()) {
            QVERIFY2(category->isDebugEnabled(), category->categoryName());
        }
        QLoggingCategory::setFilterRules(QStringLiteral("headroom.pricing.debug=true"));
        QVERIFY(lcPricing().isDebugEnabled());
        QVERIFY(!lcStore().isDebugEnabled());
    }

    void aRefusedCatalogIsLoggedOnlyWhenSwitchedOn()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QVERIFY(!effectiveCatalog(missing).ok());
        QCOMPARE(messagesOf("headroom.pricing"), QStringList());
        QLoggingCategory::setFilterRules(QStringLiteral("headroom.pricing.debug=true"));
        QVERIFY(!effectiveCatalog(missing).ok());
        const QStringList logged = messagesOf("headroom.pricing");
        QCOMPARE(logged.size(), 1);
        QVERIFY2(logged.first().contains(QStringLiteral("catalog refused:"))
                && logged.first().contains(QStringLiteral("missing.json: no such catalog file")),
            qPrintable(logged.first()));
    }

    void anOptionThatCannotBeWeighedIsLogged()
    {
        QLoggingCategory::setFilterRules(QStringLiteral("headroom.advice.debug=true"));
        AdvisorInput input;
        input.workload = QStringLiteral("4k_70rd_100rand");
        input.baseline.system = QStringLiteral("Baseline");
        input.candidates << AdvisorCurve { QStringLiteral("Upgraded"), {}, false, 100.0, {} }; // no curve: no figures
        const AdvisorResult result = advise(input);
        QVERIFY(!result.options.isEmpty());
        const QStringList logged = messagesOf("headroom.advice");
        QVERIFY(!logged.isEmpty());
        QVERIFY2(logged.first().startsWith(QStringLiteral("option not weighed:")), qPrintable(logged.first()));
    }

    void fioThatCannotStartIsLogged()
    {
        QLoggingCategory::setFilterRules(QStringLiteral("headroom.cluster.debug=true"));
        QTemporaryDir dir;
        const std::atomic<bool> cancel { false };
        const QString fio = dir.filePath(QStringLiteral("no-such-fio"));
        const Status answered = cluster::checkHostsAnswer(
            { cluster::ClusterHost { QStringLiteral("127.0.0.1"), 8765 } }, fio, dir.path(), cancel);
        QVERIFY(!answered.ok());
        const QStringList logged = messagesOf("headroom.cluster");
        QCOMPARE(logged.size(), 1);
        QVERIFY2(logged.first().contains(QStringLiteral("fio did not start:")) && logged.first().contains(fio),
            qPrintable(logged.first()));
    }
};

QTEST_GUILESS_MAIN(TstLogging)
#include "tst_logging.moc"
