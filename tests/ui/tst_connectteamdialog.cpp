// SPDX-License-Identifier: GPL-3.0-or-later
// File › Connect to Team Library… (issue 26): the form makes the address engineers write on the command line, marks
// the field at fault, and reads an address back; it has no password field.
#include "connectteamdialog.h"
#include "fieldmarks.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace headroom;

class TstConnectTeamDialog : public QObject {
    Q_OBJECT

private slots:
    void makesTheAddress();
    void checksTheCertificateOnlyWhenAsked();
    void marksWhatIsMissing();
    void readsAnAddressBack();
    void hasNoPasswordField();

private:
    // The form's line edits by their place: server, database, user, CA file.
    static QLineEdit* edit(ConnectTeamDialog& dialog, int index)
    {
        static const char* names[] = { "host", "database", "user", "caFile" };
        return dialog.findChild<QLineEdit*>(QLatin1String(names[index]));
    }
};

void TstConnectTeamDialog::makesTheAddress()
{
    ConnectTeamDialog dialog;
    edit(dialog, 0)->setText(QStringLiteral("db.lab"));
    edit(dialog, 1)->setText(QStringLiteral("team"));
    edit(dialog, 2)->setText(QStringLiteral("alice"));
    dialog.findChild<QSpinBox*>()->setValue(6432);
    const auto address = dialog.address();
    QVERIFY(address.ok());
    QCOMPARE(address->display(), QStringLiteral("postgresql://alice@db.lab:6432/team"));
    const QStringList labels = [&] {
        QStringList texts;
        for (const QLabel* label : dialog.findChildren<QLabel*>()) {
            texts << label->text();
        }
        return texts;
    }();
    QVERIFY2(labels.join(QLatin1Char('\n')).contains(QStringLiteral("postgresql://alice@db.lab:6432/team")),
        qPrintable(labels.join(QLatin1Char('\n'))));
    // A socket folder is written the way libpq reads it.
    edit(dialog, 0)->setText(QStringLiteral("/run/postgresql"));
    QCOMPARE(dialog.address()->display(), QStringLiteral("postgresql://alice@%2Frun%2Fpostgresql:6432/team"));
    QVERIFY(parseTeamAddress(dialog.address()->display()).ok());
}

void TstConnectTeamDialog::checksTheCertificateOnlyWhenAsked()
{
    ConnectTeamDialog dialog;
    edit(dialog, 0)->setText(QStringLiteral("db.lab"));
    edit(dialog, 1)->setText(QStringLiteral("team"));
    auto* security = dialog.findChild<QComboBox*>();
    QLineEdit* ca = edit(dialog, 3);
    QVERIFY(!ca->isEnabled());
    security->setCurrentIndex(security->findData(QStringLiteral("verify-full")));
    QVERIFY(ca->isEnabled());
    ca->setText(QStringLiteral("/etc/ssl/team-ca.crt"));
    QCOMPARE(dialog.address()->display(),
        QStringLiteral("postgresql://db.lab:5432/team?sslmode=verify-full&sslrootcert=/etc/ssl/team-ca.crt"));
    security->setCurrentIndex(security->findData(QStringLiteral("require")));
    QVERIFY(!ca->isEnabled());
    QCOMPARE(dialog.address()->display(), QStringLiteral("postgresql://db.lab:5432/team?sslmode=require"));
}

void TstConnectTeamDialog::marksWhatIsMissing()
{
    ConnectTeamDialog dialog;
    edit(dialog, 0)->setText(QStringLiteral("db.lab"));
    dialog.show();
    dialog.accept();
    QVERIFY(dialog.isVisible()); // refused: no database
    QVERIFY(FieldMarks::isMarked(edit(dialog, 1)));
    QVERIFY(!FieldMarks::isMarked(edit(dialog, 0)));
    edit(dialog, 1)->setText(QStringLiteral("team"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TstConnectTeamDialog::readsAnAddressBack()
{
    ConnectTeamDialog dialog;
    const QString text
        = QStringLiteral("postgresql://bob@db.lab:5433/presales?sslmode=verify-full&sslrootcert=/ca.crt");
    dialog.setAddress(text);
    QCOMPARE(dialog.address()->display(), text);
}

void TstConnectTeamDialog::hasNoPasswordField()
{
    ConnectTeamDialog dialog;
    for (const QLineEdit* line : dialog.findChildren<QLineEdit*>()) {
        QVERIFY(line->echoMode() == QLineEdit::Normal);
    }
}

QTEST_MAIN(TstConnectTeamDialog)
#include "tst_connectteamdialog.moc"
