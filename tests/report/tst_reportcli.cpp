// SPDX-License-Identifier: GPL-3.0-or-later
// headroom-cli report as a user runs it: the PDF, the slides, the HTML page and the PPTX deck (through LibreOffice)
// carry the advisor's figures for the same inputs, on the demo library and on a library built from real fio output.
#include "advice/advisortext.h"
#include "deckcheck.h"
#include "model/quantityformat.h"
#include "pricing/money.h"
#include "support/homeprocess.h"

#include <cmath>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <nlohmann/json.hpp>

using namespace headroom;

class TstReportCli : public QObject {
    Q_OBJECT

    using Run = headroom::testing::HomeProcessRun;

    QTemporaryDir m_dir;

    Run run(const QString& program, const QStringList& arguments, int timeoutMs = 120000)
    {
        return headroom::testing::runWithHome(program, arguments, m_dir.filePath(QStringLiteral("home")), timeoutMs);
    }
    Run cli(const QStringList& arguments) { return run(QStringLiteral(HEADROOM_CLI_PATH), arguments); }

    static QStringList demoAdvise() { return headroom::testing::demoAdviseArguments(); }

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // Writes a report and returns the advisor's JSON for the same inputs (`advise --json`).
    nlohmann::json report(const QStringList& globals, const QStringList& advise, const QStringList& extra)
    {
        const Run written = cli(globals + QStringList { QStringLiteral("report") } + advise + extra);
        if (written.code != 0) {
            qWarning().noquote() << written.err;
            return {};
        }
        const Run advised = cli(globals + QStringList { QStringLiteral("--json"), QStringLiteral("advise") } + advise);
        // (advise may exit 1 when there is no recommendation; its JSON is still the answer.)
        if (advised.code != 0 && !advised.out.trimmed().startsWith('{')) {
            qWarning().noquote() << advised.err;
            return {};
        }
        return nlohmann::json::parse(advised.out.toStdString());
    }

    // Text of a PDF with runs of white space made one space (table cells and wrapped lines).
    QString pdfText(const QString& file)
    {
        const Run r = run(QStringLiteral("pdftotext"), { file, QStringLiteral("-") });
        return QString::fromUtf8(r.out).simplified();
    }
    QString pdfText(const QString& file, int page)
    {
        const Run r = run(QStringLiteral("pdftotext"),
            { QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page), file,
                QStringLiteral("-") });
        return QString::fromUtf8(r.out).simplified();
    }
    QString pdfInfo(const QString& file, const QString& key)
    {
        const Run r = run(QStringLiteral("pdfinfo"), { file });
        for (const QString& line : QString::fromUtf8(r.out).split(QLatin1Char('\n'))) {
            if (line.startsWith(key + QLatin1Char(':'))) {
                return line.mid(key.size() + 1).trimmed();
            }
        }
        return {};
    }

    // The figures of `advise --json` as the report writes them: cost, gains, $ per IOPS gained.
    static QStringList expectedFigures(const nlohmann::json& advice)
    {
        QStringList figures;
        for (const auto& option : advice["options"]) {
            const QString currency = QString::fromStdString(option["currency"].get<std::string>());
            if (!option["cost"].is_null()) {
                figures << formatMoney(std::llround(option["cost"].get<double>() * 100.0), currency);
            }
            for (const char* key : { "peak_gain_pct", "latency_limit_gain_pct" }) {
                if (!option[key].is_null()) {
                    figures << QuantityFormat::text().gain(option[key].get<double>());
                }
            }
            for (const char* where : { "peak", "latency_limit", "headroom" }) {
                const auto& value = option["usd_per_iops_gained"][where];
                if (!value.is_null()) {
                    figures << moneyPerIops(value.get<double>(), currency);
                }
            }
        }
        if (advice.contains("network_cost")) {
            const auto& cost = advice["network_cost"];
            const QString currency = QString::fromStdString(cost["currency"].get<std::string>());
            figures << formatMoney(std::llround(cost["per_port"]["total"].get<double>() * 100.0), currency);
            figures << formatMoney(std::llround(cost["total_exact"].get<double>() * 100.0), currency);
            if (cost.contains("whole_units")) {
                figures << formatMoney(std::llround(cost["whole_units"]["total"].get<double>() * 100.0), currency);
            }
        }
        return figures;
    }

    static QStringList demoParts()
    {
        return { QStringLiteral("540-BDEF"), QStringLiteral("210-APHK"), QStringLiteral("470-ABOX"),
            QStringLiteral("$2,484.00"), QStringLiteral("$62,475.00"), QStringLiteral("$360.00"),
            QStringLiteral("March 2023"), QStringLiteral("100 GbE Networking - Harness the Performance of vSAN") };
    }

    static void checkContains(const QString& text, const QStringList& wanted, const char* where)
    {
        for (const QString& figure : wanted) {
            if (!text.contains(figure)) {
                qWarning().noquote() << where << "lacks" << figure;
            }
            QVERIFY2(
                text.contains(figure), qPrintable(QStringLiteral("%1 lacks '%2'").arg(QLatin1String(where), figure)));
        }
    }

    static QByteArray readAll(const QString& file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // The deck as PowerPoint's outline and the accessibility checker read it (every title in a title placeholder,
    // notes with the derivation of the figures), and as LibreOffice laid it out (no table figure on two lines).
    QString convertedDeck(const QString& file)
    {
        const QString outDir = path(QStringLiteral("converted"));
        QDir().mkpath(outDir);
        const Run converted = run(QStandardPaths::findExecutable(QStringLiteral("soffice")),
            { QStringLiteral("-env:UserInstallation=file://") + path(QStringLiteral("lo-profile")),
                QStringLiteral("--headless"), QStringLiteral("--convert-to"), QStringLiteral("pdf"),
                QStringLiteral("--outdir"), outDir, file },
            600000);
        const QString pdf = QDir(outDir).filePath(QFileInfo(file).completeBaseName() + QStringLiteral(".pdf"));
        return converted.code == 0 && QFile::exists(pdf) ? pdf : QString();
    }

    static void checkDeck(const QString& file, const QString& pdf)
    {
        const auto parts = pptx::unzipped(readAll(file), file);
        QVERIFY(parts.ok());
        const QList<deckcheck::Slide> slides = deckcheck::slidesOf(*parts);
        QVERIFY(slides.size() >= 5);
        QString notes;
        for (const deckcheck::Slide& s : slides) {
            QVERIFY2(!s.title.isEmpty(), qPrintable(s.xml.left(300)));
            QVERIFY2(s.xml.contains(QLatin1String("type=\"slidenum\"")), qPrintable(s.title));
            QVERIFY2(!s.notes.isEmpty(), qPrintable(s.title));
            notes += s.notes;
        }
        checkContains(notes,
            { QStringLiteral("(option − baseline) ÷ baseline"), QStringLiteral("Measurements behind these figures") },
            "notes");
        const QStringList figures = deckcheck::tableFigures(slides);
        QVERIFY(figures.size() >= 5);
        const QStringList broken = deckcheck::brokenFigures(pdf, figures);
        QVERIFY2(broken.isEmpty(), qPrintable(file + QStringLiteral(": ") + broken.join(QStringLiteral(" | "))));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QDir().mkpath(m_dir.filePath(QStringLiteral("home/data")));
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
            "pdftotext (poppler-utils) is needed: packaging/bootstrap.sh --tests");
    }

    void pdfDocumentHoldsTheAdvisorsFigures_data()
    {
        QTest::addColumn<QString>("pageSize");
        QTest::addColumn<QString>("expectedSize");
        QTest::newRow("A4") << QStringLiteral("A4") << QStringLiteral("595 x 842 pts (A4)");
        QTest::newRow("Letter") << QStringLiteral("Letter") << QStringLiteral("612 x 792 pts (letter)");
    }
    void pdfDocumentHoldsTheAdvisorsFigures()
    {
        QFETCH(QString, pageSize);
        QFETCH(QString, expectedSize);
        const QString file = path(QStringLiteral("demo-%1.pdf").arg(pageSize));
        const auto advice = report({ QStringLiteral("--demo") }, demoAdvise(),
            { QStringLiteral("--out"), file, QStringLiteral("--page-size"), pageSize, QStringLiteral("--title"),
                QStringLiteral("VxRail network decision"), QStringLiteral("--customer"), QStringLiteral("ACME Corp"),
                QStringLiteral("--author"), QStringLiteral("A. Engineer"), QStringLiteral("--date"),
                QStringLiteral("2026-12-01") });
        QVERIFY(!advice.is_null());
        const QString text = pdfText(file);
        checkContains(text, expectedFigures(advice), "PDF");
        checkContains(text, demoParts(), "PDF");
        checkContains(text,
            { QStringLiteral("VxRail network decision"), QStringLiteral("ACME Corp"), QStringLiteral("A. Engineer"),
                QStringLiteral("2026-12-01"), QStringLiteral("Headroom %1").arg(QStringLiteral(HEADROOM_VERSION)),
                QStringLiteral("Executive summary"), QStringLiteral("Cost per IOPS gained"),
                QStringLiteral("Assumptions"), QStringLiteral("Appendix: measurements used"),
                QStringLiteral("Page 1 of") },
            "PDF");
        // The recommendation is on the first page, in one sentence.
        const QString first = pdfText(file, 1);
        QVERIFY2(first.contains(QStringLiteral("Upgrade to 100 GbE")), qPrintable(first));
        QCOMPARE(
            QString::fromStdString(advice["recommendation"].get<std::string>()), QStringLiteral("network-upgrade"));
        QCOMPARE(pdfInfo(file, QStringLiteral("Page size")), expectedSize);
        const int pages = pdfInfo(file, QStringLiteral("Pages")).toInt();
        QVERIFY2(pages >= 4 && pages <= 8, qPrintable(QString::number(pages)));
        QVERIFY(pdfText(file, pages).contains(QStringLiteral("Page %1 of %1").arg(pages)));
    }

    void slidesAreSixteenByNine()
    {
        const QString file = path(QStringLiteral("demo-slides.pdf"));
        const auto advice = report({ QStringLiteral("--demo") }, demoAdvise(),
            { QStringLiteral("--out"), file, QStringLiteral("--layout"), QStringLiteral("slides"),
                QStringLiteral("--date"), QStringLiteral("2026-12-01") });
        QVERIFY(!advice.is_null());
        const QString size = pdfInfo(file, QStringLiteral("Page size"));
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^([0-9.]+) x ([0-9.]+) pts")).match(size);
        QVERIFY2(m.hasMatch(), qPrintable(size));
        QCOMPARE(m.captured(1).toDouble() * 9.0, m.captured(2).toDouble() * 16.0);
        // Title, verdict, $ per IOPS, curves, cost, options, bottleneck, assumptions, sources.
        QCOMPARE(pdfInfo(file, QStringLiteral("Pages")).toInt(), 9);
        const QString text = pdfText(file);
        checkContains(text, expectedFigures(advice), "slides");
        checkContains(text, demoParts().mid(0, 7), "slides");
    }

    void htmlIsOneWellFormedFileWithTheFigures()
    {
        const QString file = path(QStringLiteral("demo.html"));
        const auto advice = report({ QStringLiteral("--demo") }, demoAdvise(), { QStringLiteral("--out"), file });
        QVERIFY(!advice.is_null());
        const QByteArray html = readAll(file);
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        // Written as well-formed XML (polyglot HTML), so any parser reads it.
        QXmlStreamReader whole(html);
        while (!whole.atEnd()) {
            whole.readNext();
        }
        QVERIFY2(!whole.hasError(), qPrintable(whole.errorString()));
        // Self-contained: no external resources.
        QVERIFY(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("<link"));
        // Two charts, each a well-formed SVG document.
        const QString text = QString::fromUtf8(html);
        const QRegularExpression svg(QStringLiteral("<svg[\\s\\S]*?</svg>"));
        int charts = 0;
        for (auto it = svg.globalMatch(text); it.hasNext();) {
            QXmlStreamReader reader(it.next().captured(0));
            while (!reader.atEnd()) {
                reader.readNext();
            }
            QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
            ++charts;
        }
        QCOMPARE(charts, 2);
        QString plain = text;
        plain.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
        plain.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        plain = plain.simplified();
        checkContains(plain, expectedFigures(advice), "HTML");
        checkContains(plain, demoParts(), "HTML");
    }

    void pptxOpensInLibreOfficeWithTheFigures()
    {
        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        QVERIFY2(!soffice.isEmpty(), "LibreOffice Impress is needed: packaging/bootstrap.sh --tests");
        const QString file = path(QStringLiteral("deck.pptx"));
        const auto advice = report({ QStringLiteral("--demo") }, demoAdvise(),
            { QStringLiteral("--out"), file, QStringLiteral("--date"), QStringLiteral("2026-12-01") });
        QVERIFY(!advice.is_null());
        QVERIFY(readAll(file).startsWith("PK"));
        const QString outDir = path(QStringLiteral("converted"));
        QDir().mkpath(outDir);
        const Run converted = run(soffice,
            { QStringLiteral("-env:UserInstallation=file://") + path(QStringLiteral("lo-profile")),
                QStringLiteral("--headless"), QStringLiteral("--convert-to"), QStringLiteral("pdf"),
                QStringLiteral("--outdir"), outDir, file },
            600000);
        QCOMPARE(converted.code, 0);
        const QString pdf = QDir(outDir).filePath(QStringLiteral("deck.pdf"));
        QVERIFY2(QFile::exists(pdf), converted.err.constData());
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")).toInt(), 9);
        const QString size = pdfInfo(pdf, QStringLiteral("Page size"));
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^([0-9.]+) x ([0-9.]+) pts")).match(size);
        QVERIFY2(m.hasMatch(), qPrintable(size));
        QVERIFY(std::abs(m.captured(1).toDouble() / m.captured(2).toDouble() - 16.0 / 9.0) < 0.01);
        const QString text = pdfText(pdf);
        checkContains(text, expectedFigures(advice), "PPTX");
        checkContains(text, demoParts().mid(0, 7), "PPTX");
        checkDeck(file, pdf);
    }

    void noRecommendationSaysWhyOnPageOne()
    {
        // A candidate without measurements of the workload, and no node price: nothing is priced and gains.
        const QString file = path(QStringLiteral("none.pdf"));
        QStringList advise { QStringLiteral("--workload"), QStringLiteral("oltp32k"), QStringLiteral("--baseline"),
            QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("--candidate"),
            QStringLiteral("Windows 10 VM on SAS HDD"), QStringLiteral("--nodes"), QStringLiteral("6"),
            QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"),
            QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX") };
        const auto advice = report({ QStringLiteral("--demo") }, advise, { QStringLiteral("--out"), file });
        QVERIFY(!advice.is_null());
        const QString recommendation = QString::fromStdString(advice["recommendation"].get<std::string>());
        QVERIFY2(recommendation != QLatin1String("network-upgrade") && recommendation != QLatin1String("add-nodes"),
            qPrintable(recommendation));
        const QString first = pdfText(file, 1);
        QVERIFY2(first.contains(QStringLiteral("No recommendation")), qPrintable(first));
        // Why follows at once, on the next page: what is missing and every warning.
        const QString why = pdfText(file, 2);
        QVERIFY2(why.contains(QStringLiteral("Why no recommendation")), qPrintable(why));
        for (const auto& warning : advice["warnings"]) {
            const QString line = QString::fromStdString(warning.get<std::string>()).simplified();
            QVERIFY2(why.contains(line.left(60)), qPrintable(line));
        }
    }

    void realFioLibrary()
    {
        const QString db = path(QStringLiteral("fio.headroom"));
        const QString data = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/");
        for (const auto& [dir, system] :
            { std::pair { QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep"), QStringLiteral("Ceph HDD") },
                std::pair { QStringLiteral("fio-3.6-ceph-rbd-ssd-randread-qd-sweep"), QStringLiteral("Ceph SSD") } }) {
            const Run imported = cli({ QStringLiteral("--db"), db, QStringLiteral("import"), data + dir,
                QStringLiteral("--system"), system });
            QVERIFY2(imported.code == 0, imported.err.constData());
        }
        const Run set = cli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"),
            QStringLiteral("Ceph HDD"), QStringLiteral("--nodes"), QStringLiteral("3"), QStringLiteral("--link-gbps"),
            QStringLiteral("25"), QStringLiteral("--ports-per-node"), QStringLiteral("2") });
        QVERIFY2(set.code == 0, set.err.constData());
        const Run results = cli({ QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("results") });
        QVERIFY2(results.code == 0, results.err.constData());
        const auto rows = nlohmann::json::parse(results.out.toStdString());
        QVERIFY(!rows.empty());
        const auto& first = rows.is_array() ? rows[0] : rows["measurements"][0];
        const QString workload = QString::fromStdString(first["workload"]["name"].get<std::string>());
        const QStringList advise { QStringLiteral("--workload"), workload, QStringLiteral("--baseline"),
            QStringLiteral("Ceph HDD"), QStringLiteral("--candidate"), QStringLiteral("Ceph SSD"),
            QStringLiteral("--nic"), QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
            QStringLiteral("20000"), QStringLiteral("--latency-limit-ms"), QStringLiteral("5") };
        const QString file = path(QStringLiteral("fio.pdf"));
        const auto advice = report({ QStringLiteral("--db"), db }, advise, { QStringLiteral("--out"), file });
        QVERIFY(!advice.is_null());
        const QString text = pdfText(file);
        checkContains(text, expectedFigures(advice), "fio PDF");
        // The appendix names every source file with its SHA-256.
        // (pdftotext joins a name wrapped at its hyphen without the hyphen.)
        QString squeezed = text;
        squeezed.remove(QLatin1Char(' ')).remove(QLatin1Char('-'));
        checkContains(
            squeezed, { QStringLiteral("randreadqd1jobs1.json"), QStringLiteral("randreadqd32jobs1.json") }, "fio PDF");
        const QByteArray firstFile
            = readAll(data + QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep/randread-qd1-jobs1.json"));
        const QString sha
            = QString::fromLatin1(QCryptographicHash::hash(firstFile, QCryptographicHash::Sha256).toHex());
        QVERIFY2(QString(text).remove(QLatin1Char(' ')).contains(sha), qPrintable(sha));
        const QString html = path(QStringLiteral("fio.html"));
        QVERIFY(!report({ QStringLiteral("--db"), db }, advise, { QStringLiteral("--out"), html }).is_null());
        QString plain = QString::fromUtf8(readAll(html));
        plain.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
        checkContains(plain.simplified(), expectedFigures(advice), "fio HTML");
        // The Ceph HDD → SSD deck through LibreOffice.
        const QString deck = path(QStringLiteral("ceph.pptx"));
        QVERIFY(!report({ QStringLiteral("--db"), db }, advise, { QStringLiteral("--out"), deck }).is_null());
        const QString deckPdf = convertedDeck(deck);
        QVERIFY(!deckPdf.isEmpty());
        checkDeck(deck, deckPdf);
    }

    void sameInputsSameBytes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("pdf") << QStringLiteral("a.pdf") << QStringList {};
        QTest::newRow("slides") << QStringLiteral("b.pdf")
                                << QStringList { QStringLiteral("--layout"), QStringLiteral("slides") };
        QTest::newRow("html") << QStringLiteral("c.html") << QStringList {};
        QTest::newRow("pptx") << QStringLiteral("d.pptx") << QStringList {};
        QTest::newRow("dark pdf") << QStringLiteral("e.pdf")
                                  << QStringList { QStringLiteral("--theme"), QStringLiteral("dark") };
    }
    void sameInputsSameBytes()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, extra);
        QByteArray first;
        for (int i = 0; i < 2; ++i) {
            const QString file = path(QString::number(i) + name);
            const Run r = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("report") } + demoAdvise() + extra
                + QStringList {
                    QStringLiteral("--out"), file, QStringLiteral("--date"), QStringLiteral("2026-12-01") });
            QVERIFY2(r.code == 0, r.err.constData());
            const QByteArray bytes = readAll(file);
            QVERIFY(!bytes.isEmpty());
            if (i == 0) {
                first = bytes;
            } else {
                QVERIFY2(bytes == first, "the same inputs gave different bytes");
            }
        }
    }

    void refusesWhatItCannotWrite()
    {
        Run r = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("report") } + demoAdvise()
            + QStringList { QStringLiteral("--out"), path(QStringLiteral("x.docx")) });
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--out"));
        r = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("report") } + demoAdvise()
            + QStringList { QStringLiteral("--out"), path(QStringLiteral("x.pdf")), QStringLiteral("--date"),
                QStringLiteral("yesterday") });
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--date"));
        r = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("report") } + demoAdvise()
            + QStringList { QStringLiteral("--out"), path(QStringLiteral("x.pdf")), QStringLiteral("--page-size"),
                QStringLiteral("A3") });
        QCOMPARE(r.code, 2);
        // A template that is not a PowerPoint package is refused, naming the option and the file.
        const QString notATemplate = path(QStringLiteral("letter.potx"));
        QFile text(notATemplate);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("Dear customer");
        text.close();
        r = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("report") } + demoAdvise()
            + QStringList {
                QStringLiteral("--out"), path(QStringLiteral("x.pptx")), QStringLiteral("--template"), notATemplate });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--template") && r.err.contains("letter.potx"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TstReportCli)
#include "tst_reportcli.moc"
