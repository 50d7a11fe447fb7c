// SPDX-License-Identifier: GPL-3.0-or-later
// FieldMarks, the forms' answer to an Error about their fields (issue 27): the error worded with the field's label,
// the field outlined and focused, the mark gone on an edit, the widget's own style sheet kept.
#include "fieldmarks.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>

using namespace headroom;

class TestFieldMarks : public QObject {
    Q_OBJECT

private slots:
    void wordsTheErrorWithLabels_data()
    {
        QTest::addColumn<QStringList>("fields");
        QTest::addColumn<QString>("text");
        QTest::newRow("one field") << QStringList { QStringLiteral("qd") } << QStringLiteral("Queue depth: too deep");
        QTest::newRow("two fields") << QStringList { QStringLiteral("nic"), QStringLiteral("qd") }
                                    << QStringLiteral("NIC / Queue depth: too deep");
        QTest::newRow("a field this form lacks")
            << QStringList { QStringLiteral("nodes") } << QStringLiteral("too deep");
        QTest::newRow("no field") << QStringList {} << QStringLiteral("too deep");
    }
    void wordsTheErrorWithLabels()
    {
        QFETCH(QStringList, fields);
        QFETCH(QString, text);
        QWidget form;
        FieldMarks marks;
        marks.add(QStringLiteral("qd"), new QSpinBox(&form), QStringLiteral("Queue depth"));
        marks.add(QStringLiteral("nic"), new QComboBox(&form), QStringLiteral("NIC"));
        QCOMPARE(marks.text(failField(fields, QStringLiteral("too deep"))), text);
    }

    void marksFocusesAndClearsOnEdit()
    {
        QWidget form;
        auto* layout = new QVBoxLayout(&form);
        auto* size = new QLineEdit(&form);
        auto* depth = new QSpinBox(&form);
        auto* overwrite = new QCheckBox(&form);
        for (QWidget* widget : std::initializer_list<QWidget*> { size, depth, overwrite }) {
            layout->addWidget(widget);
        }
        size->setStyleSheet(QStringLiteral("QLineEdit { color: navy; }"));
        FieldMarks marks;
        marks.add(QStringLiteral("size"), size, QStringLiteral("File size"));
        marks.add(QStringLiteral("qd"), depth, QStringLiteral("Queue depth"));
        marks.add(QStringLiteral("overwrite"), overwrite, QStringLiteral("Overwrite"));
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));

        // A check while typing marks without taking the cursor away.
        depth->setFocus();
        marks.show(failField(QStringLiteral("size"), QStringLiteral("no")), FieldMarks::Focus::None);
        QVERIFY(FieldMarks::isMarked(size));
        QTRY_COMPARE(QApplication::focusWidget(), depth);
        QVERIFY(size->styleSheet().contains(QLatin1String("navy"))); // its own rules stay

        // Start: the first field at fault gets the focus; earlier marks go.
        marks.show(failField({ QStringLiteral("qd"), QStringLiteral("overwrite") }, QStringLiteral("no")));
        QVERIFY(!FieldMarks::isMarked(size));
        QCOMPARE(size->styleSheet(), QStringLiteral("QLineEdit { color: navy; }"));
        QVERIFY(FieldMarks::isMarked(depth) && FieldMarks::isMarked(overwrite));
        QTRY_COMPARE(QApplication::focusWidget(), depth);

        depth->stepUp(); // an edit takes that field's mark away, not the other's
        QVERIFY(!FieldMarks::isMarked(depth));
        QVERIFY(FieldMarks::isMarked(overwrite));
        overwrite->toggle();
        QVERIFY(!FieldMarks::isMarked(overwrite));

        marks.show(failField(QStringLiteral("size"), QStringLiteral("no")));
        marks.clear();
        QVERIFY(!FieldMarks::isMarked(size));
    }
};

QTEST_MAIN(TestFieldMarks)
#include "tst_fieldmarks.moc"
