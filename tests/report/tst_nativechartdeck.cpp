// SPDX-License-Identifier: GPL-3.0-or-later
// The PPTX deck's charts are native charts (`headroom-cli report --out FILE.pptx`): every chart slide refers to a
// c:chartSpace part whose caches hold the advisor's numbers and whose embedded workbook (openpyxl) holds the same;
// LibreOffice opens the deck and draws them as charts (their axis titles and series names are text in its PDF,
// where a picture would have none).
#include "support/homeprocess.h"

#include <cmath>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

// Debian's python3, which has python3-openpyxl (a python3 first on PATH, e.g. pyenv's, may not).
inline QString debianPython3()
{
    return QFile::exists(QStringLiteral("/usr/bin/python3")) ? QStringLiteral("/usr/bin/python3")
                                                             : QStringLiteral("python3");
}

class TstNativeChartDeck : public QObject {
    Q_OBJECT

    using Run = headroom::testing::HomeProcessRun;

    QTemporaryDir m_dir;
    nlohmann::json m_advice;
    nlohmann::json m_deck;
    QString m_pptx;

    Run run(const QString& program, const QStringList& arguments, int timeoutMs = 120000)
    {
        return headroom::testing::runWithHome(program, arguments, m_dir.filePath(QStringLiteral("home")), timeoutMs);
    }
    Run cli(const QStringList& arguments) { return run(QStringLiteral(HEADROOM_CLI_PATH), arguments); }

    static QStringList demoAdvise() { return headroom::testing::demoAdviseArguments(); }

    const nlohmann::json* chartOfKind(const std::string& kind) const
    {
        for (const auto& chart : m_deck["charts"]) {
            if (!chart["kinds"].empty() && chart["kinds"][0] == kind) {
                return &chart;
            }
        }
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QDir().mkpath(m_dir.filePath(QStringLiteral("home/data")));
        m_pptx = m_dir.filePath(QStringLiteral("deck.pptx"));
        const Run written
            = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("--json"), QStringLiteral("report"),
                      QStringLiteral("--out"), m_pptx, QStringLiteral("--date"), QStringLiteral("2026-12-01") }
                + demoAdvise());
        QVERIFY2(written.code == 0, written.err.constData());
        m_advice = nlohmann::json::parse(written.out.toStdString())["advice"];
        const Run read = run(debianPython3(),
            { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/report/officeread.py"), QStringLiteral("pptx"), m_pptx });
        QVERIFY2(read.code == 0, read.err.constData());
        m_deck = nlohmann::json::parse(read.out.toStdString());
    }

    void chartsAreNativeWithTheirWorkbooks()
    {
        QVERIFY2(m_deck["charts"].size() >= 2, m_deck.dump().c_str());
        QCOMPARE(m_deck["xlsx_type"].get<std::string>(),
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
        for (const auto& chart : m_deck["charts"]) {
            QCOMPARE(chart["content_type"].get<std::string>(),
                "application/vnd.openxmlformats-officedocument.drawingml.chart+xml");
            QVERIFY(chart["frame"].get<bool>());
            QVERIFY2(chart.contains("workbook"), chart.dump().c_str());
            // Each series' cache equals the embedded workbook's cells it refers to.
            const auto& rows = chart["workbook"]["sheets"]["Data"];
            for (const auto& series : chart["series"]) {
                const std::string ref = series["y_ref"].get<std::string>(); // Data!$B$2:$B$7
                const int column = ref[ref.find('$') + 1] - 'A';
                for (std::size_t i = 0; i < series["y"].size(); ++i) {
                    const auto& cached = series["y"][i];
                    const auto& cell = rows[i + 1][std::size_t(column)];
                    QVERIFY2(cached.is_null() ? cell.is_null() : cell.get<double>() == cached.get<double>(),
                        (series.dump() + " vs " + cell.dump()).c_str());
                }
                QVERIFY(rows[0][std::size_t(column)] == series["name"]);
            }
        }
    }

    void curvesChartHoldsTheAdvisorsPoints()
    {
        const auto* curves = chartOfKind("scatterChart");
        QVERIFY(curves);
        QVERIFY((*curves)["axis_titles"].size() == 2);
        // The baseline's highest measured point is the advisor's peak.
        double peak = 0;
        for (const auto& series : (*curves)["series"]) {
            if (series["name"].get<std::string>().find(m_advice["baseline"]["system"].get<std::string>())
                != std::string::npos) {
                for (const auto& x : series["x"]) {
                    peak = x.is_null() ? peak : std::max(peak, x.get<double>()); // null: a padded gap
                }
            }
        }
        QCOMPARE(std::round(peak), m_advice["baseline"]["peak_iops"].get<double>());
        const auto* costs = chartOfKind("barChart");
        QVERIFY(costs);
        const auto& atPeak = (*costs)["series"][0];
        QVERIFY(!atPeak["categories"].empty());
        const auto expected = m_advice["options"][0]["usd_per_iops_gained"]["peak"];
        if (!expected.is_null() && !atPeak["y"][0].is_null()) {
            QCOMPARE(std::round(atPeak["y"][0].get<double>() * 100), std::round(expected.get<double>() * 100));
        }
    }

    void libreOfficeDrawsThemAsCharts()
    {
        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        QVERIFY2(!soffice.isEmpty(), "LibreOffice Impress is needed: packaging/bootstrap.sh --tests");
        const QString outDir = m_dir.filePath(QStringLiteral("converted"));
        QDir().mkpath(outDir);
        const Run converted = run(soffice,
            { QStringLiteral("-env:UserInstallation=file://") + m_dir.filePath(QStringLiteral("lo-profile")),
                QStringLiteral("--headless"), QStringLiteral("--convert-to"), QStringLiteral("pdf"),
                QStringLiteral("--outdir"), outDir, m_pptx },
            600000);
        QCOMPARE(converted.code, 0);
        const QString pdf = QDir(outDir).filePath(QStringLiteral("deck.pdf"));
        QVERIFY2(QFile::exists(pdf), converted.err.constData());
        const QString text = QString::fromUtf8(run(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") }).out);
        const auto* curves = chartOfKind("scatterChart");
        QVERIFY(curves);
        for (const auto& title : (*curves)["axis_titles"]) {
            QVERIFY2(text.contains(QString::fromStdString(title.get<std::string>())), qPrintable(text));
        }
        QVERIFY2(
            text.contains(QString::fromStdString((*curves)["series"][0]["name"].get<std::string>())), qPrintable(text));

        // Saved in LibreOffice's own form, each chart is a chart object with a data table ("Edit Data") holding the
        // deck's numbers: the curves' points among them.
        const Run odp = run(soffice,
            { QStringLiteral("-env:UserInstallation=file://") + m_dir.filePath(QStringLiteral("lo-profile")),
                QStringLiteral("--headless"), QStringLiteral("--convert-to"), QStringLiteral("odp"),
                QStringLiteral("--outdir"), outDir, m_pptx },
            600000);
        QCOMPARE(odp.code, 0);
        const Run read = run(debianPython3(),
            { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/report/officeread.py"), QStringLiteral("odp"),
                QDir(outDir).filePath(QStringLiteral("deck.odp")) });
        QVERIFY2(read.code == 0, read.err.constData());
        const auto objects = nlohmann::json::parse(read.out.toStdString())["objects"];
        QCOMPARE(objects.size(), m_deck["charts"].size());
        bool found = false;
        for (const auto& object : objects) {
            for (const auto& number : object["numbers"]) {
                found = found || std::round(number.get<double>()) == m_advice["baseline"]["peak_iops"].get<double>();
            }
        }
        QVERIFY2(found, objects.dump().c_str());
    }
};

QTEST_GUILESS_MAIN(TstNativeChartDeck)
#include "tst_nativechartdeck.moc"
