// SPDX-License-Identifier: GPL-3.0-or-later
#include "customerdemandview.h"

#include "guiwords.h"
#include "model/quantityformat.h"
#include "models/customerhostsmodel.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace headroom {

namespace {
// The figures the view shows: key, label, and the start of the derivation lines that explain it.
struct FigureRow {
    const char* key;
    const char* label;
    const char* prefix;
};
constexpr FigureRow kFigures[] = {
    { "peakIops", QT_TRANSLATE_NOOP("headroom::CustomerDemandView", "Peak IOPS"), "peak IOPS" },
    { "averageIops", QT_TRANSLATE_NOOP("headroom::CustomerDemandView", "Average IOPS"), "average IOPS" },
    { "peakThroughput", QT_TRANSLATE_NOOP("headroom::CustomerDemandView", "Peak throughput"), "peak throughput" },
    { "averageThroughput", QT_TRANSLATE_NOOP("headroom::CustomerDemandView", "Average throughput"),
        "average throughput" },
    { "read", QT_TRANSLATE_NOOP("headroom::CustomerDemandView", "Read share"), "read" },
    { "ioSize", QT_TRANSLATE_NOOP("headroom::CustomerDemandView", "Mean I/O size"), "mean I/O size" },
    { "network", QT_TRANSLATE_NOOP("headroom::CustomerDemandView", "Nodes and network"),
        "nodes|ports per node|link speed" },
};

QLabel* wrapping(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

CustomerDemandView::CustomerDemandView(QWidget* parent)
    : QWidget(parent)
    , m_hostsModel(new CustomerHostsModel(this))
{
    m_title = wrapping(this);
    m_source = wrapping(this);
    m_source->setObjectName(QStringLiteral("customerSource"));
    m_figures = new QWidget(this);
    auto* grid = new QGridLayout(m_figures);
    grid->setContentsMargins(0, 0, 0, 0);
    int row = 0;
    for (const FigureRow& figure : kFigures) {
        grid->addWidget(new QLabel(tr(figure.label) + QLatin1Char(':'), m_figures), row / 2, (row % 2) * 2);
        auto* value = new QLabel(m_figures);
        value->setObjectName(QStringLiteral("figure-%1").arg(QLatin1String(figure.key)));
        grid->addWidget(value, row / 2, (row % 2) * 2 + 1);
        ++row;
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    m_hosts = new QTableView(this);
    m_hosts->setObjectName(QStringLiteral("customerHosts"));
    m_hosts->setModel(m_hostsModel);
    m_hosts->verticalHeader()->hide();
    m_hosts->setAlternatingRowColors(true);
    m_hosts->setWordWrap(false);
    m_hosts->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_hosts->horizontalHeader()->setStretchLastSection(true);
    m_hosts->setMinimumHeight(m_hosts->horizontalHeader()->sizeHint().height() + 4 * 30); // a small cluster whole
    m_bottleneck = wrapping(this);
    m_bottleneck->setObjectName(QStringLiteral("customerBottleneck"));
    m_evidence = wrapping(this);
    m_evidence->setObjectName(QStringLiteral("customerEvidence"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_source);
    layout->addWidget(m_figures);
    layout->addWidget(new QLabel(tr("<b>Hosts</b> (hover the link use for its derivation)"), this));
    layout->addWidget(m_hosts, 1);
    layout->addWidget(m_bottleneck);
    layout->addWidget(m_evidence);
    clear();
}

QLabel* CustomerDemandView::figureLabel(const QString& key) const
{
    return m_figures->findChild<QLabel*>(QStringLiteral("figure-") + key);
}

void CustomerDemandView::setFigure(
    const QString& key, const QString& text, const DemandFigures& figures, const QString& derivedFrom)
{
    QLabel* label = figureLabel(key);
    label->setText(text.isEmpty() ? tr("not in the data") : text);
    // The derivation lines of the figure ("peak IOPS 40,501 = …"), picked by their figure's key: the lines are in the
    // installed language.
    label->setToolTip(derivationOf(figures, derivedFrom.split(QLatin1Char('|'))).join(QLatin1Char('\n')));
}

void CustomerDemandView::showFigures(const CustomerDemand& demand, const DemandFigures& f)
{
    const QuantityFormat format = QuantityFormat::system();
    m_title->setText(demand.cluster
            ? tr("<b>%1</b> — cluster of %n host(s)", nullptr, f.nodes).arg(f.name.toHtmlEscaped())
            : tr("<b>%1</b> — typed demand").arg(f.name.toHtmlEscaped()));
    m_source->setText(tr("Source: %1").arg(f.source.toHtmlEscaped()));
    const auto mbps = [&](const std::optional<double>& v) { return v ? format.megabytesPerSec(*v) : QString(); };
    QString peak = format.number(f.peakIops, 0);
    if (f.peakIsChosen) {
        peak += tr(" (your chosen peak)");
    } else if (f.peakIsUpperBound) {
        peak += tr(" (an upper bound: host peaks need not coincide)");
    }
    setFigure(QStringLiteral("peakIops"), peak, f, QStringLiteral("peakIops"));
    setFigure(QStringLiteral("averageIops"), format.number(f.averageIops, 0), f, QStringLiteral("averageIops"));
    setFigure(QStringLiteral("peakThroughput"), mbps(f.peakBytesPerSec), f, QStringLiteral("peakThroughput"));
    setFigure(QStringLiteral("averageThroughput"), mbps(f.averageBytesPerSec), f, QStringLiteral("averageThroughput"));
    setFigure(QStringLiteral("read"), f.readPct ? format.percent(*f.readPct, 0) : QString(), f, QStringLiteral("read"));
    setFigure(QStringLiteral("ioSize"),
        f.ioSizeBytes ? tr("%1 KiB").arg(format.number(*f.ioSizeBytes / 1024.0, 1)) : QString(), f,
        QStringLiteral("ioSize"));
    QString network = f.nodes > 0 ? tr("%n node(s)", nullptr, f.nodes) : QString();
    if (f.portsPerNode && f.linkGbps) {
        network += tr(", %1 × %2 per node").arg(*f.portsPerNode).arg(format.gbps(*f.linkGbps));
    }
    setFigure(QStringLiteral("network"), network, f, QStringLiteral("nodes|ports|link"));
    m_figures->setVisible(true);
    m_hostsModel->setHosts(f.hosts);
    m_hosts->setVisible(!f.hosts.isEmpty());
    m_bottleneck->setText(tr("<b>Bottleneck on the customer's own hosts: %1</b> — %2")
                              .arg(bottleneckForPeople(f.bottleneck.kind), f.bottleneck.sentence.toHtmlEscaped()));
    QString evidence;
    for (const QString& line : f.bottleneck.evidence) {
        evidence += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    }
    m_evidence->setText(evidence.isEmpty() ? QString() : QStringLiteral("<ul>%1</ul>").arg(evidence));
}

void CustomerDemandView::showProblem(const CustomerDemand& demand, const QString& message)
{
    clear();
    m_title->setText(QStringLiteral("<b>%1</b>").arg(demand.name.toHtmlEscaped()));
    m_bottleneck->setText(tr("The demand's figures cannot be derived: %1").arg(message.toHtmlEscaped()));
}

void CustomerDemandView::clear()
{
    m_title->setText(tr("Import a Live Optics export (drop the .xlsx here) or pick a demand on the left."));
    m_source->clear();
    m_figures->setVisible(false);
    m_hostsModel->setHosts({});
    m_bottleneck->clear();
    m_evidence->clear();
}

} // namespace headroom
