// SPDX-License-Identifier: GPL-3.0-or-later
// Words for people: the texts of the demo's report (PDF document and slides, HTML, PPTX deck), of a report on real
// fio sweeps and of the charts hold no workload file-stem name and no command-line syntax; the first page is the
// answer (one sentence of at most 20 words, the cost of each option, the gain, $ per 1,000 IOPS, one chart) and
// says a figure at the point where it was measured.
#include "support/homeprocess.h"
#include "support/peoplewords.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;

namespace {
struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}

Run cli(const QStringList& arguments)
{
    return run(QStringLiteral(HEADROOM_CLI_PATH), arguments);
}

QString pdfText(const QString& file, int first = 0, int last = 0)
{
    QStringList arguments;
    if (first > 0) {
        arguments << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l") << QString::number(last);
    }
    return QString::fromUtf8(run(QStringLiteral("pdftotext"), arguments << file << QStringLiteral("-")).out);
}

QString withoutTags(QString text)
{
    text.remove(
        QRegularExpression(QStringLiteral("<style[^>]*>.*?</style>"), QRegularExpression::DotMatchesEverythingOption));
    text.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
    return text.replace(QStringLiteral("&amp;"), QStringLiteral("&"))
        .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"));
}

QString fileText(const QString& file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The text of every slide, speaker note and chart of a PPTX package.
QString pptxText(const QString& file)
{
    const QString script = QStringLiteral("import re, sys, zipfile\n"
                                          "z = zipfile.ZipFile(sys.argv[1])\n"
                                          "for n in sorted(z.namelist()):\n"
                                          "    if re.match(r'ppt/(slides|notesSlides|charts)/[^/]+\\.xml$', n):\n"
                                          "        print(re.sub(r'<[^>]*>', ' ', z.read(n).decode('utf-8')))\n");
    return QString::fromUtf8(run(QStringLiteral("python3"), { QStringLiteral("-c"), script, file }).out);
}

QStringList workloadNames(const QStringList& globals)
{
    const Run listed
        = cli(globals + QStringList { QStringLiteral("--json"), QStringLiteral("workloads"), QStringLiteral("list") });
    QStringList names;
    const auto json = nlohmann::json::parse(listed.out.toStdString(), nullptr, false);
    if (json.is_discarded()) {
        return names;
    }
    for (const auto& entry : json.is_array() ? json : json.value("workloads", nlohmann::json::array())) {
        if (entry.is_object() && entry.contains("name")) {
            names << QString::fromStdString(entry["name"].get<std::string>());
        }
    }
    return names;
}

void checkForPeople(const QString& text, const QStringList& stems, const char* where)
{
    QVERIFY2(text.simplified().size() > 200, where); // a text was read
    const QStringList found = testing::machineWords(text, stems);
    QVERIFY2(found.isEmpty(),
        qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(where), found.mid(0, 5).join(QStringLiteral(" | ")))));
}
} // namespace

class TstReportWords : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    QString report(
        const QStringList& globals, const QStringList& advise, const QString& name, const QStringList& extra = {})
    {
        const QString file = path(name);
        const Run r = cli(globals + QStringList { QStringLiteral("report") } + advise
            + QStringList { QStringLiteral("--out"), file } + extra);
        return r.code == 0 ? file : QString::fromUtf8(r.err);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toLocal8Bit());
        QDir().mkpath(m_dir.filePath(QStringLiteral("home/data")));
    }

    void demoReportIsForPeople()
    {
        const QStringList demo { QStringLiteral("--demo") };
        const QStringList stems = workloadNames(demo);
        QVERIFY2(stems.contains(QStringLiteral("oltp32k")), qPrintable(stems.join(QLatin1Char(','))));
        const QString pdf = report(demo, testing::demoAdviseArguments(), QStringLiteral("demo.pdf"));
        QVERIFY2(QFile::exists(pdf), qPrintable(pdf));
        checkForPeople(pdfText(pdf), stems, "PDF document");
        const QString slides = report(demo, testing::demoAdviseArguments(), QStringLiteral("slides.pdf"),
            { QStringLiteral("--layout"), QStringLiteral("slides") });
        QVERIFY2(QFile::exists(slides), qPrintable(slides));
        checkForPeople(pdfText(slides), stems, "PDF slides");
        const QString html = report(demo, testing::demoAdviseArguments(), QStringLiteral("demo.html"));
        QVERIFY2(QFile::exists(html), qPrintable(html));
        checkForPeople(withoutTags(fileText(html)), stems, "HTML");
        const QString pptx = report(demo, testing::demoAdviseArguments(), QStringLiteral("demo.pptx"));
        QVERIFY2(QFile::exists(pptx), qPrintable(pptx));
        checkForPeople(pptxText(pptx), stems, "PPTX");
        // The title names the workload by what it is.
        QVERIFY(pdfText(pdf, 1, 1).contains(QStringLiteral("OLTP 32 KiB 70/30")));
    }

    void firstPageIsTheAnswer()
    {
        const QString pdf
            = report({ QStringLiteral("--demo") }, testing::demoAdviseArguments(), QStringLiteral("answer.pdf"));
        QVERIFY2(QFile::exists(pdf), qPrintable(pdf));
        const QString first = pdfText(pdf, 1, 1).simplified();
        // The answer: the option, its gain where it was read (neither published curve reaches 1 ms), its cost, and
        // how it compares with the other option, in at most 20 words.
        static const QRegularExpression headline(QStringLiteral(
            "Upgrade to 100 GbE: \\+230 % peak IOPS for \\$42,652 — \\d+× cheaper per IOPS than 14 more nodes"));
        const auto match = headline.match(first);
        QVERIFY2(match.hasMatch(), qPrintable(first));
        QVERIFY(match.captured().split(QLatin1Char(' ')).size() <= 22); // 20 words, plus "%" and "—"
        // The cost of each option, the gain, $ per 1,000 IOPS gained.
        for (const char* figure : { "$42,652.13", "$1,400,000.00", "+230 %", "$174.80", "per 1,000 IOPS gained" }) {
            QVERIFY2(first.contains(QLatin1String(figure)), figure);
        }
        QVERIFY2(first.contains(QStringLiteral("at peak — neither curve reaches 1 ms")), qPrintable(first));
        QVERIFY2(!first.contains(QStringLiteral("at the latency limit")), qPrintable(first));
        // One chart, nothing else: no reasons, tables or notes on this page.
        QVERIFY2(first.contains(QStringLiteral("lower is better")), qPrintable(first));
        // (The PDF holds the next page's first heading clipped at this page's foot: pdftotext reads it.)
        for (const char* later : { "Network bound", "Measured once", "Part number", "Appendix", "Decided on" }) {
            QVERIFY2(!first.contains(QLatin1String(later)), later);
        }
        // The reasons follow on the next page, as short bullets, re-measuring said in a person's words.
        const QString second = pdfText(pdf, 2, 2).simplified();
        QVERIFY2(second.contains(QStringLiteral("measure each point three times")), qPrintable(second));
    }

    void firstSlideIsTheAnswer()
    {
        const QString pdf = report({ QStringLiteral("--demo") }, testing::demoAdviseArguments(),
            QStringLiteral("answer-slides.pdf"), { QStringLiteral("--layout"), QStringLiteral("slides") });
        QVERIFY2(QFile::exists(pdf), qPrintable(pdf));
        const QString first = pdfText(pdf, 2, 2).simplified(); // after the title slide
        QVERIFY2(first.contains(QStringLiteral("Upgrade to 100 GbE: +230 % peak IOPS for $42,652")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("lower is better")), qPrintable(first)); // its chart, on the same slide
        for (const char* figure : { "$42,652.13", "$1,400,000.00", "$174.80" }) {
            QVERIFY2(first.contains(QLatin1String(figure)), figure);
        }
        QVERIFY2(!first.contains(QStringLiteral("Network bound")), qPrintable(first));
    }

    void realFioReportIsForPeople()
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
        const QStringList globals { QStringLiteral("--db"), db };
        const QStringList stems = workloadNames(globals);
        QVERIFY2(!stems.isEmpty(), "the fio library names its workloads");
        const QStringList advise { QStringLiteral("--workload"), stems.first(), QStringLiteral("--baseline"),
            QStringLiteral("Ceph HDD"), QStringLiteral("--candidate"), QStringLiteral("Ceph SSD"),
            QStringLiteral("--nodes"), QStringLiteral("3"), QStringLiteral("--ports-per-node"), QStringLiteral("2"),
            QStringLiteral("--nic"), QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
            QStringLiteral("20000"), QStringLiteral("--latency-limit-ms"), QStringLiteral("5") };
        const QString pdf = report(globals, advise, QStringLiteral("fio.pdf"));
        QVERIFY2(QFile::exists(pdf), qPrintable(pdf));
        checkForPeople(pdfText(pdf), stems, "fio PDF");
        QVERIFY(pdfText(pdf, 1, 1).contains(QStringLiteral("4 KiB random read")));
        const QString html = report(globals, advise, QStringLiteral("fio.html"));
        QVERIFY2(QFile::exists(html), qPrintable(html));
        checkForPeople(withoutTags(fileText(html)), stems, "fio HTML");
        // A chart of the library: title, legends, axes.
        const QString svg = path(QStringLiteral("curve.svg"));
        const Run chart = cli(globals
            + QStringList { QStringLiteral("chart"), QStringLiteral("--kind"), QStringLiteral("curve"),
                QStringLiteral("--workload"), stems.first(), QStringLiteral("--out"), svg });
        QVERIFY2(chart.code == 0, chart.err.constData());
        checkForPeople(withoutTags(fileText(svg)), stems, "curve chart");
    }
};

QTEST_GUILESS_MAIN(TstReportWords)
#include "tst_reportwords.moc"
