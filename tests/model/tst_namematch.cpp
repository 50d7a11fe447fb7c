// SPDX-License-Identifier: GPL-3.0-or-later
// The one rule for names the user types: case, spacing and punctuation do not make a new name, and a name that is
// not there is answered with the close ones or the list.
#include "model/namematch.h"

#include <QTest>

using namespace headroom;

class TestNameMatch : public QObject {
    Q_OBJECT

    static QStringList systems()
    {
        return { QStringLiteral("Lab 6-node 25GbE"), QStringLiteral("Lab 6-node 100GbE"),
            QStringLiteral("Windows 10 VM on NAND SSD") };
    }

private slots:
    void sameSystemSpelledDifferently_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("existing"); // empty: not a second spelling
        QTest::newRow("case") << QStringLiteral("Lab 6-node 25Gbe") << QStringLiteral("Lab 6-node 25GbE");
        QTest::newRow("spacing") << QStringLiteral(" Lab  6-node 25GbE") << QStringLiteral("Lab 6-node 25GbE");
        QTest::newRow("punctuation") << QStringLiteral("lab_6_node_25gbe.") << QStringLiteral("Lab 6-node 25GbE");
        QTest::newRow("the name itself") << QStringLiteral("Lab 6-node 25GbE") << QString();
        QTest::newRow("one letter more") << QStringLiteral("Lab 6-node 25GbE2") << QString();
        QTest::newRow("other digits") << QStringLiteral("Lab 6-node 40GbE") << QString();
    }
    void sameSystemSpelledDifferently()
    {
        QFETCH(QString, name);
        QFETCH(QString, existing);
        QCOMPARE(sameNameSpelledDifferently(name, systems()), existing);
    }

    void suggestion_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("suggestion");
        QTest::newRow("same letters") << QStringLiteral("lab 6 node 25gbe")
                                      << QStringLiteral("did you mean 'Lab 6-node 25GbE'?");
        QTest::newRow("a prefix") << QStringLiteral("windows")
                                  << QStringLiteral("did you mean 'Windows 10 VM on NAND SSD'?");
        QTest::newRow("two edits") << QStringLiteral("Lab 8-node 100GbF")
                                   << QStringLiteral("did you mean 'Lab 6-node 100GbE'?");
        QTest::newRow("nothing close")
            << QStringLiteral("Nope")
            << QStringLiteral("the systems are: Lab 6-node 25GbE, Lab 6-node 100GbE, Windows 10 VM on NAND SSD");
    }
    void suggestion()
    {
        QFETCH(QString, name);
        QFETCH(QString, suggestion);
        QCOMPARE(nameSuggestion(name, systems(), QStringLiteral("systems")), suggestion);
    }

    void longListsAreCut()
    {
        QStringList many;
        for (int i = 0; i < 30; ++i) {
            many << QStringLiteral("workload-%1").arg(i * 1000);
        }
        const QString text = nameSuggestion(QStringLiteral("zz"), many, QStringLiteral("workloads"), 3);
        QCOMPARE(text, QStringLiteral("the workloads are: workload-0, workload-1000, workload-2000, … (30 in all)"));
        QCOMPARE(nameSuggestion(QStringLiteral("zz"), {}, QStringLiteral("workloads")),
            QStringLiteral("there are no workloads"));
    }
};

QTEST_GUILESS_MAIN(TestNameMatch)
#include "tst_namematch.moc"
