// SPDX-License-Identifier: GPL-3.0-or-later
#include "abouttext.h"

#include <QTest>

// Help › About carries the licence and the third-party notices the package's copyright file holds (issue 25).
class TstAboutText : public QObject {
    Q_OBJECT
private slots:
    void namesVersionAndSchema();
    void namesTheLicence();
    void namesTheThirdPartyDataAndTheirLicences();
};

void TstAboutText::namesVersionAndSchema()
{
    const QString text = headroom::aboutText(QStringLiteral("9.8.7"), 42);
    QVERIFY2(text.contains(QStringLiteral("Headroom 9.8.7")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("schema 42")), qPrintable(text));
}

void TstAboutText::namesTheLicence()
{
    const QString text = headroom::aboutText(QStringLiteral("1"), 1);
    QVERIFY2(text.contains(QStringLiteral("GPL-3.0-or-later")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GNU General Public License")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("NO WARRANTY")), qPrintable(text));
}

void TstAboutText::namesTheThirdPartyDataAndTheirLicences()
{
    const QString text = headroom::aboutText(QStringLiteral("1"), 1);
    for (const char* notice : { "fio-plot", "BSD-3-Clause", "vmware-cloud-sizer-companion-cli", "MIT",
             "/usr/share/doc/headroom/copyright" }) {
        QVERIFY2(text.contains(QLatin1String(notice)), notice);
    }
}

QTEST_GUILESS_MAIN(TstAboutText)
#include "tst_abouttext.moc"
