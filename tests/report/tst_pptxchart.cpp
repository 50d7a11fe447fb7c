// SPDX-License-Identifier: GPL-3.0-or-later
// A chart spec as a native PowerPoint chart (core/report/pptxchart.h): the chart part's series caches hold the spec's
// points exactly, its embedded workbook (read back with openpyxl) holds the same numbers in the cells the caches
// refer to, and a chart without a native form is refused.
#include "report/pptxchart.h"

#include <QFile>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <nlohmann/json.hpp>

// Debian's python3, which has python3-openpyxl (a python3 first on PATH, e.g. pyenv's, may not).
inline QString debianPython3()
{
    return QFile::exists(QStringLiteral("/usr/bin/python3")) ? QStringLiteral("/usr/bin/python3")
                                                             : QStringLiteral("python3");
}

using namespace headroom;
using namespace headroom::charts;

namespace {

struct CachedSeries {
    QString name;
    QString nameRef;
    QList<double> x;
    QList<double> y;
    QStringList categories;
    QString yRef;
};

struct ChartRead {
    QStringList chartKinds; // scatterChart, barChart
    QList<CachedSeries> series;
    QStringList axisTitles;
    QString externalId;
    QString error;
};

// The caches of every c:ser, read as a consumer would (no knowledge of how they were written).
ChartRead readChart(const QByteArray& xml)
{
    ChartRead out;
    QXmlStreamReader reader(xml);
    QString in; // tx, xVal, yVal, val, cat
    bool inAxisTitle = false;
    QStringList stack;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const QString name = reader.qualifiedName().toString();
            stack << name;
            if (name == QLatin1String("c:scatterChart") || name == QLatin1String("c:barChart")) {
                out.chartKinds << name.mid(2);
            } else if (name == QLatin1String("c:ser")) {
                out.series << CachedSeries {};
            } else if (!out.series.isEmpty() && stack.contains(QLatin1String("c:ser"))
                && (name == QLatin1String("c:tx") || name == QLatin1String("c:xVal") || name == QLatin1String("c:yVal")
                    || name == QLatin1String("c:val") || name == QLatin1String("c:cat"))) {
                in = name.mid(2);
            } else if (name == QLatin1String("c:title") && stack.size() >= 2
                && stack[stack.size() - 2].endsWith(QLatin1String("Ax"))) {
                inAxisTitle = true;
                out.axisTitles << QString();
            } else if (name == QLatin1String("c:externalData")) {
                out.externalId = reader.attributes().value(QLatin1String("r:id")).toString();
            } else if (name == QLatin1String("c:v") || name == QLatin1String("c:f")) {
                const QString text = reader.readElementText();
                stack.removeLast();
                CachedSeries& s = out.series.last();
                if (name == QLatin1String("c:f")) {
                    if (in == QLatin1String("tx")) {
                        s.nameRef = text;
                    } else if (in == QLatin1String("yVal") || in == QLatin1String("val")) {
                        s.yRef = text;
                    }
                } else if (in == QLatin1String("tx")) {
                    s.name = text;
                } else if (in == QLatin1String("xVal")) {
                    s.x << text.toDouble();
                } else if (in == QLatin1String("yVal") || in == QLatin1String("val")) {
                    s.y << text.toDouble();
                } else if (in == QLatin1String("cat")) {
                    s.categories << text;
                }
            } else if (name == QLatin1String("a:t") && inAxisTitle) {
                out.axisTitles.last() += reader.readElementText();
                stack.removeLast();
            }
        } else if (reader.isEndElement()) {
            const QString name = stack.takeLast();
            if (name == QLatin1String("c:title")) {
                inAxisTitle = false;
            } else if (name.startsWith(QLatin1String("c:")) && name.mid(2) == in) {
                in.clear();
            }
        }
    }
    if (reader.hasError()) {
        out.error = reader.errorString();
    }
    return out;
}

ChartSpec curveSpec()
{
    ChartSpec spec;
    spec.kind = ChartKind::Curve;
    spec.title = QStringLiteral("4 KiB random read: what each option buys");
    spec.xAxis.title = QStringLiteral("IOPS");
    spec.xAxis.max = 400000;
    spec.xAxis.tickStyle = TickStyle::Iops;
    spec.yAxis.title = QStringLiteral("Latency, mean (ms)");
    spec.yAxis.max = 2.5;
    spec.series << SpecSeries { QStringLiteral("VxRail 25 GbE"), 0,
        { { 52013.5, 0.307 }, { 151000.25, 0.512 }, { 286123, 1.9 } } };
    spec.series << SpecSeries { QStringLiteral("VxRail 100 GbE & <RDMA>"), 1,
        { { 60000, 0.25 }, { 350000.125, 0.73 } } };
    spec.annotations << SpecAnnotation { AnnotationKind::LimitLine, -1, 0, 1.0, 0, QStringLiteral("1 ms limit") };
    spec.annotations << SpecAnnotation { AnnotationKind::Peak, 0, 286123, 1.9, 0, QStringLiteral("peak 286K") };
    return spec;
}

ChartSpec barSpec()
{
    ChartSpec spec;
    spec.kind = ChartKind::Compare;
    spec.title = QStringLiteral("Cost per IOPS gained");
    spec.yAxis.title = QStringLiteral("$ per IOPS gained");
    spec.yAxis.max = 1;
    spec.categories = { QStringLiteral("VxRail 100 GbE\n(network upgrade)"), QStringLiteral("+14 node(s) (modeled)") };
    spec.series << SpecSeries { QStringLiteral("at peak"), 0, { { 0, 0.17 }, { 1, 0.91 } } };
    spec.series << SpecSeries { QStringLiteral("at the latency limit"), 1, { { 1, 0.62 } } };
    return spec;
}

} // namespace

class TstPptxChart : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // The workbook's sheets as openpyxl reads them.
    nlohmann::json readWorkbook(const QByteArray& bytes, const QString& name)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            return {};
        }
        file.close();
        QProcess python;
        python.start(debianPython3(),
            { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/report/officeread.py"), QStringLiteral("xlsx"), path });
        if (!python.waitForFinished(60000) || python.exitCode() != 0) {
            qWarning().noquote() << python.readAllStandardError();
            return {};
        }
        return nlohmann::json::parse(python.readAllStandardOutput().toStdString(), nullptr, false);
    }

private slots:
    void curveCachesHoldTheSpecsPoints()
    {
        const ChartSpec spec = curveSpec();
        const auto chart = pptx::nativeChart(spec, 3);
        QVERIFY2(chart, qPrintable(chart ? QString() : chart.error()));
        const ChartRead read = readChart(chart->chartXml);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.chartKinds, QStringList { QStringLiteral("scatterChart") });
        QCOMPARE(read.axisTitles, (QStringList { QStringLiteral("IOPS"), QStringLiteral("Latency, mean (ms)") }));
        QCOMPARE(read.series.size(), 3); // two curves and the latency limit
        for (int s = 0; s < 2; ++s) {
            QCOMPARE(read.series[s].name, spec.series[s].name);
            QCOMPARE(read.series[s].x.size(), spec.series[s].points.size());
            for (int i = 0; i < spec.series[s].points.size(); ++i) {
                QCOMPARE(read.series[s].x[i], spec.series[s].points[i].x); // exact: shortest round trip
                QCOMPARE(read.series[s].y[i], spec.series[s].points[i].y);
            }
        }
        QCOMPARE(read.series[2].name, QStringLiteral("1 ms limit"));
        QCOMPARE(read.series[2].y, (QList<double> { 1.0, 1.0 }));
        QVERIFY(chart->chartXml.contains("peak 286K")); // the picture's label at the peak point
        QCOMPARE(read.externalId, QStringLiteral("rId1"));
        QVERIFY(chart->chartRelationships.contains("Target=\"../embeddings/Microsoft_Excel_Worksheet3.xlsx\""));
        QVERIFY(chart->chartRelationships.contains("relationships/package"));

        // The embedded workbook holds the same numbers where the caches say (series i: x in column 2i, y beside).
        const auto book = readWorkbook(chart->workbook, QStringLiteral("curve.xlsx"));
        QVERIFY(book.is_object());
        const auto& rows = book["sheets"]["Data"];
        QCOMPARE(QString::fromStdString(rows[0][1].get<std::string>()), spec.series[0].name);
        QCOMPARE(QString::fromStdString(rows[0][0].get<std::string>()), QStringLiteral("IOPS"));
        QCOMPARE(read.series[1].nameRef, QStringLiteral("Data!$D$1"));
        for (int s = 0; s < 2; ++s) {
            for (int i = 0; i < spec.series[s].points.size(); ++i) {
                QVERIFY(rows[i + 1][2 * s].is_number());
                QCOMPARE(rows[i + 1][2 * s].get<double>(), spec.series[s].points[i].x);
                QCOMPARE(rows[i + 1][2 * s + 1].get<double>(), spec.series[s].points[i].y);
            }
        }
    }

    void barCachesHoldTheCategories()
    {
        const ChartSpec spec = barSpec();
        const auto chart = pptx::nativeChart(spec, 1);
        QVERIFY2(chart, qPrintable(chart ? QString() : chart.error()));
        const ChartRead read = readChart(chart->chartXml);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.chartKinds, QStringList { QStringLiteral("barChart") });
        QCOMPARE(read.series.size(), 2);
        QCOMPARE(read.series[0].categories,
            (QStringList {
                QStringLiteral("VxRail 100 GbE (network upgrade)"), QStringLiteral("+14 node(s) (modeled)") }));
        QCOMPARE(read.series[0].y, (QList<double> { 0.17, 0.91 }));
        QCOMPARE(read.series[1].y, QList<double> { 0.62 }); // no bar for the first option: a gap, not a zero
        QVERIFY(chart->chartXml.contains("<c:ptCount val=\"2\"/><c:pt idx=\"1\"><c:v>0.62</c:v>"));
        const auto book = readWorkbook(chart->workbook, QStringLiteral("bars.xlsx"));
        QVERIFY(book.is_object());
        const auto& rows = book["sheets"]["Data"];
        QCOMPARE(rows[0][1].get<std::string>(), "at peak");
        QCOMPARE(rows[1][0].get<std::string>(), "VxRail 100 GbE (network upgrade)");
        QCOMPARE(rows[2][1].get<double>(), 0.91);
        QVERIFY(rows[1][2].is_null());
        QCOMPARE(rows[2][2].get<double>(), 0.62);
    }

    void runOutBetweenPointsIsAMarkedPoint()
    {
        ChartSpec spec;
        spec.kind = ChartKind::Runway;
        spec.xAxis.title = QStringLiteral("Years from today");
        spec.xAxis.max = 6;
        spec.yAxis.title = QStringLiteral("IOPS");
        spec.yAxis.max = 130000;
        spec.series << SpecSeries { QStringLiteral("Peak demand"), 0, { { 0, 40377 }, { 6, 120565 } } };
        spec.series.last().markers = false;
        spec.series << SpecSeries { QStringLiteral("+5 node(s), 1 down"), 2, { { 0, 106000 }, { 6, 106000 } } };
        spec.annotations << SpecAnnotation { AnnotationKind::RunOut, 1, 5.3, 106000, 0,
            QStringLiteral("runs out in 5.3 yr") };
        const auto chart = pptx::nativeChart(spec, 4);
        QVERIFY(chart);
        const ChartRead read = readChart(chart->chartXml);
        QCOMPARE(read.series.size(), 3);
        QCOMPARE(read.series[2].x, QList<double> { 5.3 });
        QCOMPARE(read.series[2].y, QList<double> { 106000 });
        QVERIFY(chart->chartXml.contains("runs out in 5.3 yr"));
        QVERIFY(chart->chartXml.contains("<c:legendEntry><c:idx val=\"2\"/><c:delete val=\"1\"/>"));
    }

    void sameSpecSameBytes()
    {
        const auto a = pptx::nativeChart(curveSpec(), 1);
        const auto b = pptx::nativeChart(curveSpec(), 1);
        QVERIFY(a && b);
        QCOMPARE(a->chartXml, b->chartXml);
        QCOMPARE(a->workbook, b->workbook); // a deck's bytes depend on its inputs only
    }

    void percentileChartsStayPictures()
    {
        ChartSpec spec = curveSpec();
        spec.kind = ChartKind::Percentiles;
        spec.xAxis.scale = AxisScale::Nines;
        const auto chart = pptx::nativeChart(spec, 2);
        QVERIFY(!chart);
        QVERIFY2(chart.error().contains(QStringLiteral("nines")), qPrintable(chart.error()));
        QVERIFY(!pptx::nativeChart(ChartSpec {}, 2));
    }

    void frameAndPackageParts()
    {
        const QString frame = pptx::nativeChartFrame(7, pptx::kChartRelationship, QRectF(40, 80, 880, 425),
            QStringLiteral("Chart"), QStringLiteral("Curves \"A\" & B"));
        QXmlStreamReader reader(
            QStringLiteral("<p:spTree xmlns:p=\"urn:p\" xmlns:a=\"urn:a\">%1</p:spTree>").arg(frame));
        while (!reader.atEnd()) {
            reader.readNext();
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QVERIFY(frame.contains(QStringLiteral("uri=\"http://schemas.openxmlformats.org/drawingml/2006/chart\"")));
        QVERIFY(frame.contains(QStringLiteral("r:id=\"rIdChart\"")));
        QVERIFY(frame.contains(QStringLiteral("<a:off x=\"508000\" y=\"1016000\"/>")));
        const QByteArray types = pptx::withNativeChartTypes(QByteArrayLiteral("<Types></Types>"), { 2 });
        QVERIFY(types.contains("PartName=\"/ppt/charts/chart2.xml\" "
                               "ContentType=\"application/vnd.openxmlformats-officedocument.drawingml.chart+xml\""));
        QVERIFY(types.contains("Extension=\"xlsx\""));
        const QByteArray rels = pptx::withChartRelationship(
            QByteArrayLiteral("<Relationships></Relationships>"), pptx::kChartRelationship, 2);
        QVERIFY(rels.contains("Id=\"rIdChart\""));
        QVERIFY(rels.contains("Target=\"../charts/chart2.xml\""));
    }
};

QTEST_GUILESS_MAIN(TstPptxChart)
#include "tst_pptxchart.moc"
