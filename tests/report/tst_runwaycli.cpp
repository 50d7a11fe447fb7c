// SPDX-License-Identifier: GPL-3.0-or-later
// `headroom-cli chart --kind runway` and `report --demand` as a user runs them on the demo library, which carries the
// real Live Optics export's zColo_08 linked to the VxRail curves: the chart's SVG carries its description, each
// run-out sits where the demand × (1 + g)^t meets the capacity with a node down that `advise --json` states
// (t recomputed here from the formula), and the PDF report has the workload page with the export's figures.
#include "support/homeprocess.h"

#include <cmath>

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

class TstRunwayCli : public QObject {
    Q_OBJECT

    using Run = headroom::testing::HomeProcessRun;

    QTemporaryDir m_dir;

    Run run(const QString& program, const QStringList& arguments)
    {
        return headroom::testing::runWithHome(program, arguments, m_dir.filePath(QStringLiteral("home")));
    }
    Run cli(const QStringList& arguments) { return run(QStringLiteral(HEADROOM_CLI_PATH), arguments); }

    static QStringList demand()
    {
        return { QStringLiteral("--demand"), QStringLiteral("zColo_08"), QStringLiteral("--growth"),
            QStringLiteral("20%"), QStringLiteral("--years"), QStringLiteral("5"), QStringLiteral("--nodes-down"),
            QStringLiteral("1"), QStringLiteral("--node-price"), QStringLiteral("100000") };
    }

    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void svgHasTheDescription()
    {
        const QString file = path(QStringLiteral("runway.svg"));
        const Run r = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("chart"), QStringLiteral("--kind"),
                              QStringLiteral("runway") }
            + demand() + QStringList { QStringLiteral("-o"), file });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("runs out in"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(f.readAll());
        const qsizetype desc = svg.indexOf(QStringLiteral("<desc>"));
        QVERIFY(desc >= 0);
        const QString description = svg.mid(desc, svg.indexOf(QStringLiteral("</desc>")) - desc);
        for (const QString& words :
            { QStringLiteral("zColo_08: runway at 20 %/yr growth"), QStringLiteral("Demand today: peak 40,377 IOPS"),
                QStringLiteral("Model: capacity per node"), QStringLiteral("with 1 node(s) down") }) {
            QVERIFY2(description.contains(words), qPrintable(words + QStringLiteral(" not in ") + description));
        }
    }

    void runOutsWhereTheFormulaPutsThem()
    {
        const Run chart = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("--json"), QStringLiteral("chart"),
                                  QStringLiteral("--kind"), QStringLiteral("runway") }
            + demand() + QStringList { QStringLiteral("--out"), path(QStringLiteral("runway.png")) });
        QVERIFY2(chart.code == 0, chart.err.constData());
        const auto spec = nlohmann::json::parse(chart.out.toStdString(), nullptr, false);
        QVERIFY(!spec.is_discarded());
        const Run advised = cli(
            QStringList { QStringLiteral("--demo"), QStringLiteral("--json"), QStringLiteral("advise") } + demand());
        const auto advice = nlohmann::json::parse(advised.out.toStdString(), nullptr, false);
        QVERIFY2(!advice.is_discarded(), advised.err.constData());
        const double peak = advice["demand"]["figures"]["peak_iops"].get<double>();
        QCOMPARE(peak, 40377.0); // Σ of zColo_08's host peaks in the export: 20,104 + 20,273
        // Every option and today's cluster: capacity with a node down, and where the demand meets it.
        std::vector<double> expected;
        const auto add = [&](const nlohmann::json& runway) {
            const double down = runway["capacity"]["iops_nodes_down"].get<double>();
            expected.push_back(down <= peak ? 0.0 : std::log(down / peak) / std::log(1.2));
        };
        add(advice["demand"]["current_cluster"]);
        for (const auto& option : advice["options"]) {
            if (option.contains("capacity") && !option["capacity"].is_null()) {
                add(option);
            }
        }
        std::vector<double> drawn;
        for (const auto& a : spec["annotations"]) {
            if (a["kind"] == "runs_out") {
                drawn.push_back(a["x"].get<double>());
            }
        }
        QCOMPARE(drawn.size(), expected.size());
        for (std::size_t i = 0; i < drawn.size(); ++i) {
            QVERIFY2(std::abs(drawn[i] - expected[i]) < 0.01,
                qPrintable(QStringLiteral("%1 vs %2").arg(drawn[i]).arg(expected[i])));
        }
        QVERIFY(*std::max_element(expected.begin(), expected.end()) > 5); // the added nodes carry it past 5 years
        QVERIFY(spec["x_axis"]["max"].get<double>() >= *std::max_element(expected.begin(), expected.end()));
    }

    void runwayNeedsADemand()
    {
        const Run r = cli(
            { QStringLiteral("--demo"), QStringLiteral("chart"), QStringLiteral("--kind"), QStringLiteral("runway"),
                QStringLiteral("--workload"), QStringLiteral("oltp32k"), QStringLiteral("--baseline"),
                QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("--nic"), QStringLiteral("540-BDEF"),
                QStringLiteral("--switch"), QStringLiteral("210-APHK"), QStringLiteral("--cable"),
                QStringLiteral("470-ABOX"), QStringLiteral("-o"), path(QStringLiteral("x.svg")) });
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("--demand"), r.err.constData());
        QVERIFY(!QFile::exists(path(QStringLiteral("x.svg"))));
    }

    void pdfReportHasTheWorkloadPage()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
            "pdftotext (poppler-utils) is needed: packaging/bootstrap.sh --tests");
        const QString file = path(QStringLiteral("report.pdf"));
        const Run r = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("report") } + demand()
            + QStringList { QStringLiteral("--out"), file, QStringLiteral("--date"), QStringLiteral("2026-12-01") });
        QVERIFY2(r.code == 0, r.err.constData());
        const QString text
            = QString::fromUtf8(run(QStringLiteral("pdftotext"), { file, QStringLiteral("-") }).out).simplified();
        for (const QString& figure : { QStringLiteral("Your workload"), QStringLiteral("phcva840.hospital.org"),
                 QStringLiteral("phcva845.hospital.org"), QStringLiteral("20,104"), QStringLiteral("20,273"),
                 QStringLiteral("40,377"), QStringLiteral("100 %"), QStringLiteral("liveoptics-vsphere-2clusters.xlsx"),
                 QStringLiteral("2022/11/14"), QStringLiteral("CPU bound"), QStringLiteral("Cost/runway year"),
                 QStringLiteral("runs out in 5.3 yr") }) {
            QVERIFY2(text.contains(figure), qPrintable(figure));
        }
    }
};

QTEST_GUILESS_MAIN(TstRunwayCli)
#include "tst_runwaycli.moc"
