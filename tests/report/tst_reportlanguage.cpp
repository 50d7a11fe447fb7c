// SPDX-License-Identifier: GPL-3.0-or-later
// `headroom-cli report --lang de` (issue 25): the report speaks the language asked for — its headings through the
// installed translation, its money and figures in that language's formats ("62.475,00 $") — while the report
// without --lang stays English in the C locale; an unknown language is refused naming the ones there are.
#include "model/quantityformat.h"
#include "model/translations.h"
#include "pricing/money.h"
#include "support/homeprocess.h"

#include <cmath>

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;

class TstReportLanguage : public QObject {
    Q_OBJECT

    using Run = headroom::testing::HomeProcessRun;

    QTemporaryDir m_dir;

    Run run(const QString& program, const QStringList& arguments)
    {
        return headroom::testing::runWithHome(program, arguments, m_dir.filePath(QStringLiteral("home")));
    }
    Run cli(const QStringList& arguments) { return run(QStringLiteral(HEADROOM_CLI_PATH), arguments); }
    Run report(const QString& file, const QStringList& extra)
    {
        return cli(QStringList { QStringLiteral("--demo"), QStringLiteral("report") }
            + headroom::testing::demoAdviseArguments()
            + QStringList { QStringLiteral("--out"), file, QStringLiteral("--date"), QStringLiteral("2026-12-01") }
            + extra);
    }
    QString pdfText(const QString& file)
    {
        return QString::fromUtf8(run(QStringLiteral("pdftotext"), { file, QStringLiteral("-") }).out).simplified();
    }

    // The report's costs as `advise --json` gives them (the advisor's figures do not depend on the language).
    QList<std::int64_t> optionCostsCents()
    {
        const Run advised
            = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("--json"), QStringLiteral("advise") }
                + headroom::testing::demoAdviseArguments());
        const nlohmann::json advice = nlohmann::json::parse(advised.out.toStdString(), nullptr, false);
        QList<std::int64_t> cents;
        if (advice.is_discarded()) {
            qWarning().noquote() << advised.err;
            return cents;
        }
        for (const auto& option : advice["options"]) {
            if (option["cost"].is_number()) {
                cents << std::llround(option["cost"].get<double>() * 100.0);
            }
        }
        return cents;
    }

    // The German words the report must carry, as the installed translation says them: the test holds whatever the
    // translator writes, and fails while a heading is left untranslated.
    static QStringList germanHeadings()
    {
        QStringList headings;
        for (const char* heading :
            { "Executive summary", "Cost per IOPS gained", "Assumptions", "Options", "Appendix: measurements used" }) {
            const QString german = QCoreApplication::translate("headroom::report", heading);
            if (german == QLatin1String(heading)) {
                qWarning("'%s' has no German translation", heading);
                return {};
            }
            headings << german;
        }
        return headings;
    }

    static void checkContains(const QString& text, const QStringList& expected, const char* what)
    {
        for (const QString& e : expected) {
            QVERIFY2(text.contains(e), qPrintable(QStringLiteral("%1 lacks '%2'").arg(QLatin1String(what), e)));
        }
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void cleanup() { QVERIFY(i18n::install(QStringLiteral("en"))); }

    void germanPdf()
    {
        const QList<std::int64_t> costs = optionCostsCents();
        QVERIFY(!costs.isEmpty());
        const QString file = m_dir.filePath(QStringLiteral("de.pdf"));
        const Run r = report(file, { QStringLiteral("--lang"), QStringLiteral("de") });
        QVERIFY2(r.code == 0, r.err.constData());
        const QString text = pdfText(file);

        QVERIFY(i18n::install(QStringLiteral("de")));
        const QStringList headings = germanHeadings();
        QVERIFY(!headings.isEmpty());
        checkContains(text, headings, "the German PDF");
        QStringList money { formatMoney(6247500, QStringLiteral("USD")).simplified(),
            formatMoney(248400, QStringLiteral("USD")).simplified() };
        for (const std::int64_t cents : costs) {
            money << formatMoney(cents, QStringLiteral("USD")).simplified();
        }
        QCOMPARE(money.first(), QStringLiteral("62.475,00 $"));
        checkContains(text, money, "the German PDF");
        QVERIFY2(!text.contains(QStringLiteral("$62,475.00")), "the German PDF has English money");
        QVERIFY2(!text.contains(QStringLiteral("Executive summary")), "the German PDF has an English heading");
    }

    // The same inputs without --lang: English, in the C locale, whatever the system's locale.
    void withoutLangTheReportIsEnglish()
    {
        const QString file = m_dir.filePath(QStringLiteral("en.pdf"));
        const Run r = report(file, {});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString text = pdfText(file);
        checkContains(text,
            { QStringLiteral("Executive summary"), QStringLiteral("$62,475.00"), QStringLiteral("Page 1 of") },
            "the English PDF");
    }

    void germanHtmlSaysItsLanguage()
    {
        const QString file = m_dir.filePath(QStringLiteral("de.html"));
        const Run r = report(file, { QStringLiteral("--lang"), QStringLiteral("de") });
        QVERIFY2(r.code == 0, r.err.constData());
        QFile html(file);
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        QVERIFY(page.contains(QStringLiteral("lang=\"de\"")));
        QVERIFY(i18n::install(QStringLiteral("de")));
        const QStringList headings = germanHeadings();
        QVERIFY(!headings.isEmpty());
        checkContains(page, headings.mid(0, 3), "the German HTML");
    }

    void anUnknownLanguageIsRefused()
    {
        const Run r
            = report(m_dir.filePath(QStringLiteral("xx.pdf")), { QStringLiteral("--lang"), QStringLiteral("xx") });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--lang") && r.err.contains("'xx'") && r.err.contains("en, de"), r.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("xx.pdf"))));
    }
};

QTEST_GUILESS_MAIN(TstReportLanguage)
#include "tst_reportlanguage.moc"
