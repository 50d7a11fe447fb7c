// SPDX-License-Identifier: GPL-3.0-or-later
// Tables as CSV files (RFC 4180) and as tab-separated values on the clipboard: what the view shows, header first,
// hidden rows and columns left out, columns in their on-screen order.
#include "mainwindow.h"
#include "models/measurementfilterproxy.h"
#include "models/measurementtablemodel.h"
#include "tableexport.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QHeaderView>
#include <QMimeData>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace Qt::StringLiterals;

namespace {
// An RFC 4180 reader of its own, so the test does not read the file with the code that wrote it.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            record << field;
            records << record;
            record.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return records;
}

// Systems with awkward names; the view hides the "Notes" column and filters out one row.
struct Fixture {
    QStandardItemModel model { 0, 4 };
    QSortFilterProxyModel proxy;
    QTableView view;

    Fixture()
    {
        model.setHorizontalHeaderLabels({ u"System"_s, u"IOPS"_s, u"Notes"_s, u"Price, USD"_s });
        const QList<QStringList> rows {
            { u"VxRail, 25 GbE"_s, u"120000"_s, u"hidden"_s, u"1,200"_s },
            { u"Ceph \"HDD\" OSDs"_s, u"8000"_s, u"hidden"_s, u"900"_s },
            { u"Two\nlines"_s, u"5"_s, u"hidden"_s, u""_s },
            { u"filtered out"_s, u"1"_s, u"hidden"_s, u"1"_s },
        };
        for (const QStringList& row : rows) {
            QList<QStandardItem*> items;
            for (const QString& cell : row) {
                items << new QStandardItem(cell);
            }
            model.appendRow(items);
        }
        proxy.setSourceModel(&model);
        proxy.setFilterKeyColumn(0);
        proxy.setFilterRegularExpression(QStringLiteral("^(?!filtered)"));
        view.setModel(&proxy);
        view.setColumnHidden(2, true);
        view.horizontalHeader()->moveSection(3, 1); // price dragged next to the system
    }
};

const QList<QStringList> kShown {
    { u"System"_s, u"Price, USD"_s, u"IOPS"_s },
    { u"VxRail, 25 GbE"_s, u"1,200"_s, u"120000"_s },
    { u"Ceph \"HDD\" OSDs"_s, u"900"_s, u"8000"_s },
    { u"Two\nlines"_s, u""_s, u"5"_s },
};
} // namespace

class TestTableExport : public QObject {
    Q_OBJECT
private slots:
    void visibleTableIsWhatTheViewShows();
    void csvQuotesAsRfc4180Says();
    void csvFileHoldsHeaderAndEveryVisibleRow();
    void csvErrorNamesTheFile();
    void tsvOnTheClipboard();
    void contextMenuOffersCopyAndExport();
    void libraryTableExportsTheRowsItShows();
};

void TestTableExport::visibleTableIsWhatTheViewShows()
{
    Fixture f;
    QCOMPARE(visibleTable(f.view), kShown);
    f.view.setRowHidden(0, true);
    QCOMPARE(visibleTable(f.view).size(), kShown.size() - 1);
}

void TestTableExport::csvQuotesAsRfc4180Says()
{
    const QByteArray csv = tableAsCsv({ { u"a"_s, u"b,c"_s }, { u"say \"hi\""_s, u"x\ny"_s } });
    QCOMPARE(csv, QByteArray("a,\"b,c\"\r\n\"say \"\"hi\"\"\",\"x\ny\"\r\n"));
}

void TestTableExport::csvFileHoldsHeaderAndEveryVisibleRow()
{
    Fixture f;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("systems.csv"));
    const Status written = exportTableCsv(f.view, path);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(parseCsv(QString::fromUtf8(file.readAll())), kShown);
}

void TestTableExport::csvErrorNamesTheFile()
{
    Fixture f;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no such folder/systems.csv"));
    const Status written = exportTableCsv(f.view, path);
    QVERIFY(!written.ok());
    QVERIFY2(written.error().contains(path), qPrintable(written.error()));
}

void TestTableExport::tsvOnTheClipboard()
{
    Fixture f;
    copyTableToClipboard(f.view);
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    QVERIFY(data);
    QVERIFY(data->hasFormat(QStringLiteral("text/tab-separated-values")));
    const QString tsv = QString::fromUtf8(data->data(QStringLiteral("text/tab-separated-values")));
    QCOMPARE(tsv,
        QStringLiteral("System\tPrice, USD\tIOPS\nVxRail, 25 GbE\t1,200\t120000\nCeph \"HDD\" OSDs\t900\t8000\n"
                       "Two lines\t\t5\n"));
    QCOMPARE(data->text(), tsv);
}

void TestTableExport::contextMenuOffersCopyAndExport()
{
    Fixture f;
    addTableContextMenu(&f.view);
    QCOMPARE(f.view.contextMenuPolicy(), Qt::ActionsContextMenu);
    QStringList texts;
    for (const QAction* action : f.view.actions()) {
        texts << action->text();
    }
    QCOMPARE(texts, (QStringList { u"Copy Table"_s, u"Export Table as CSV…"_s }));
    QTableView own;
    own.setContextMenuPolicy(Qt::CustomContextMenu); // a view with its own menu keeps it
    addTableContextMenu(&own);
    QVERIFY(own.actions().isEmpty());
}

// The Library's measurements, filtered by the search field: the CSV holds the filtered rows as the table shows them.
void TestTableExport::libraryTableExportsTheRowsItShows()
{
    QCoreApplication::setOrganizationName(u"headroom-test"_s);
    QCoreApplication::setApplicationName(u"tst_tableexport"_s);
    MainWindow window;
    window.openDemo();
    window.measurementProxy()->setFilterFixedString(u"Ceph"_s);
    const int shown = window.measurementProxy()->rowCount();
    QVERIFY(shown > 0);
    QVERIFY(shown < window.measurementModel()->rowCount());
    auto* table = window.workspaces()->widget(0)->findChild<QTableView*>();
    QVERIFY(table);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.csv"_s);
    QVERIFY(exportTableCsv(*table, path).ok());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QStringList> records = parseCsv(QString::fromUtf8(file.readAll()));
    QCOMPARE(records.size(), shown + 1);
    QCOMPARE(records.first().first(), window.measurementProxy()->headerData(0, Qt::Horizontal).toString());
    for (int row = 0; row < shown; ++row) {
        QCOMPARE(records.at(row + 1).first(), window.measurementProxy()->index(row, 0).data().toString());
        QCOMPARE(records.at(row + 1).size(), records.first().size());
    }
}

QTEST_MAIN(TestTableExport)
#include "tst_tableexport.moc"
