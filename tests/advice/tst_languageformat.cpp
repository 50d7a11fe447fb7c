// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers and money in the language Headroom speaks (issue 25): with the German translation installed
// (i18n::install, as the GUI and `report --lang de` do) the Advisor's table, the reports' text and money read
// "1.743,17 $"; with English installed again, or none as in the CLI, the C locale's "$1,743.17" comes back.
#include "advice/advisortable.h"
#include "advice/advisortext.h"
#include "model/quantityformat.h"
#include "model/translations.h"
#include "pricing/money.h"
#include "support/constructedadvice.h"

#include <QTest>

using namespace headroom;

namespace {
// Qt's German currency format puts a no-break space between the amount and the symbol.
QString german(const char* text)
{
    return QString::fromUtf8(text).replace(QLatin1Char(' '), QChar::Nbsp);
}
} // namespace

class TstLanguageFormat : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { QVERIFY(i18n::install(QStringLiteral("en"))); }

    void moneyByLocale_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<qint64>("cents");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("money");
        QTest::addColumn<QString>("whole");
        const QLocale c = QuantityFormat::text().locale();
        const QLocale de(QLocale::German, QLocale::Germany);
        const QLocale us(QLocale::English, QLocale::UnitedStates);
        QTest::newRow("C") << c << qint64(174317) << "USD"
                           << "$1,743.17"
                           << "$1,743";
        QTest::newRow("C negative") << c << qint64(-174317) << "USD"
                                    << "-$1,743.17"
                                    << "-$1,743";
        QTest::newRow("C EUR") << c << qint64(174317) << "EUR"
                               << "1,743.17 EUR"
                               << "1,743 EUR";
        QTest::newRow("English") << us << qint64(174317) << "USD"
                                 << "$1,743.17"
                                 << "$1,743";
        QTest::newRow("German") << de << qint64(174317) << "USD" << german("1.743,17 $") << german("1.743 $");
        QTest::newRow("German negative") << de << qint64(-174317) << "USD" << german("-1.743,17 $")
                                         << german("-1.743 $");
        QTest::newRow("German EUR") << de << qint64(174317) << "EUR"
                                    << "1.743,17 EUR"
                                    << "1.743 EUR";
        // Exact cents where a double would round them.
        QTest::newRow("German huge") << de << std::numeric_limits<qint64>::max() << "USD"
                                     << german("92.233.720.368.547.758,07 $") << german("92.233.720.368.547.758 $");
    }
    void moneyByLocale()
    {
        QFETCH(QLocale, locale);
        QFETCH(qint64, cents);
        QFETCH(QString, currency);
        QFETCH(QString, money);
        QFETCH(QString, whole);
        QCOMPARE(QuantityFormat(locale).money(cents, currency), money);
        if (std::llabs(cents) < 1'000'000'000'000) { // wholeMoney rounds through a double
            QCOMPARE(QuantityFormat(locale).wholeMoney(cents, currency), whole);
        }
    }

    // The CLI installs no language: its text and reports stay in the C locale whatever the system's.
    void withoutALanguageTheTextIsC()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY(!i18n::speaksOtherThanEnglish());
        QCOMPARE(QuantityFormat::text().number(106000.5, 1), QStringLiteral("106,000.5"));
        QCOMPARE(formatMoney(4265213, QStringLiteral("USD")), QStringLiteral("$42,652.13"));
        const AdvisorOptionsTable table(testing::constructedResult(), TableFace::Cli);
        QCOMPARE(
            table.text(1, static_cast<int>(AdvisorColumn::Cost), QuantityFormat::text()), QStringLiteral("$42,652.13"));
    }

    // The German GUI: the Advisor's table (QuantityFormat::system()) and every sentence (QuantityFormat::text()).
    void germanInstalledTheFiguresAreGerman()
    {
        QVERIFY(i18n::install(QStringLiteral("de")));
        QVERIFY(i18n::speaksOtherThanEnglish());
        QCOMPARE(QLocale().language(), QLocale::German);
        const AdvisorOptionsTable table(testing::constructedResult(), TableFace::Gui);
        const QuantityFormat gui = QuantityFormat::system();
        QCOMPARE(table.text(1, static_cast<int>(AdvisorColumn::Cost), gui), german("42.652,13 $"));
        QCOMPARE(table.text(1, static_cast<int>(AdvisorColumn::PeakIops), gui), QStringLiteral("350.000 *"));
        QCOMPARE(table.text(1, static_cast<int>(AdvisorColumn::PerIopsPeak), gui), german("0,17 $"));
        QCOMPARE(table.text(1, static_cast<int>(AdvisorColumn::HeadroomChange), gui), QStringLiteral("−4,3 %"));
        QCOMPARE(QuantityFormat::text().number(106000.5, 1), QStringLiteral("106.000,5"));
        QCOMPARE(formatMoney(4265213, QStringLiteral("USD")), german("42.652,13 $"));
        QCOMPARE(moneyPerIops(0.1748, QStringLiteral("USD")), german("0,17 $"));
    }

    // Back to English (the GUI's --lang en, a test after a German one): the C locale's text again.
    void englishAgainTheTextIsCAgain()
    {
        QVERIFY(i18n::install(QStringLiteral("de")));
        QVERIFY(i18n::install(QStringLiteral("en")));
        QVERIFY(!i18n::speaksOtherThanEnglish());
        QCOMPARE(formatMoney(4265213, QStringLiteral("USD")), QStringLiteral("$42,652.13"));
        QCOMPARE(QuantityFormat::text().gain(-4.34), QStringLiteral("−4.3 %"));
    }

    void anUnknownLanguageIsRefused()
    {
        QVERIFY(!i18n::install(QStringLiteral("xx")));
        QVERIFY(!i18n::speaksOtherThanEnglish());
    }
};

QTEST_MAIN(TstLanguageFormat)
#include "tst_languageformat.moc"
