// SPDX-License-Identifier: GPL-3.0-or-later
#include "visibletexts.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>

namespace headroom::testing {
namespace {

// Units shown after (or instead of) a number: not words to translate.
const QSet<QString> kUnits = { QStringLiteral("ms"), QStringLiteral("µs"), QStringLiteral("us"), QStringLiteral("ns"),
    QStringLiteral("s"), QStringLiteral("MB/s"), QStringLiteral("MiB/s"), QStringLiteral("GB/s"),
    QStringLiteral("GiB/s"), QStringLiteral("kB/s"), QStringLiteral("KiB/s"), QStringLiteral("Gb/s"),
    QStringLiteral("GbE"), QStringLiteral("IOPS"), QStringLiteral("K"), QStringLiteral("M"), QStringLiteral("G"),
    QStringLiteral("k"), QStringLiteral("KiB"), QStringLiteral("MiB"), QStringLiteral("GiB"), QStringLiteral("TiB"),
    QStringLiteral("kB"), QStringLiteral("MB"), QStringLiteral("GB"), QStringLiteral("TB"), QStringLiteral("px"),
    QStringLiteral("USD"), QStringLiteral("EUR"), QStringLiteral("p50"), QStringLiteral("p90"), QStringLiteral("p95"),
    QStringLiteral("p99"), QStringLiteral("p99.9"), QStringLiteral("x") };

// A number with a unit glued on or a size as typed: "4k", "1G", "25GbE", "10ms", "2×", "p95".
const QRegularExpression kNumberWithUnit(
    QStringLiteral("^[-+±~≈<>]?\\d[\\d.,:×x]*(k|K|M|G|T|[kKMGT]i?B|GbE|Gb|ms|µs|us|ns|s|%|px)?(/s)?$"));
const QRegularExpression kTag(QStringLiteral("<[^>]*>"));
const QRegularExpression kEntity(QStringLiteral("&(#?[A-Za-z0-9]+);"));

// The text outside the markers, nested ones included ("⟦Cannot read %1: ⟦…⟧⟧" leaves nothing).
QString outsideMarkers(const QString& text)
{
    QString outside;
    int depth = 0;
    for (const QChar c : text) {
        if (c == kMarkOpen) {
            ++depth;
        } else if (c == kMarkClose) {
            depth = qMax(0, depth - 1);
            outside += QLatin1Char(' ');
        } else if (depth == 0) {
            outside += c;
        }
    }
    return outside;
}

bool hasLetter(const QString& token)
{
    return std::any_of(token.cbegin(), token.cend(), [](QChar c) { return c.isLetter(); });
}

// The token without the punctuation around it: "(12 ms)" and "p95:" are the number and the unit.
QString trimmedToken(const QString& token)
{
    qsizetype first = 0;
    qsizetype last = token.size();
    const auto isEdge = [](QChar c) { return !c.isLetterOrNumber() && c != QLatin1Char('%'); };
    while (first < last && isEdge(token.at(first))) {
        ++first;
    }
    while (last > first && isEdge(token.at(last - 1))) {
        --last;
    }
    return token.mid(first, last - first);
}

bool isDataToken(const QString& token)
{
    const QString core = trimmedToken(token);
    return !hasLetter(core) || kUnits.contains(core) || kNumberWithUnit.match(core).hasMatch();
}

bool isMarkedData(const QWidget* widget)
{
    for (const QObject* o = widget; o; o = o->parent()) {
        if (o->property("headroomData").toBool()) {
            return true;
        }
    }
    return false;
}

// Qt's own parts: its translations, not ours. The message box's texts are named qt_msgbox_* but are ours.
bool isQtInternal(const QWidget* widget)
{
    const QString name = widget->objectName();
    return name.startsWith(QLatin1String("qt_")) && !name.startsWith(QLatin1String("qt_msgbox_label"))
        && name != QLatin1String("qt_msgbox_informativelabel");
}

bool isStandardButton(const QAbstractButton* button)
{
    for (QObject* o = button->parent(); o; o = o->parent()) {
        if (auto* box = qobject_cast<QDialogButtonBox*>(o)) {
            return box->standardButton(const_cast<QAbstractButton*>(button)) != QDialogButtonBox::NoButton;
        }
    }
    return false;
}

QString describe(const QObject* object)
{
    const QString name = object->objectName();
    return QString::fromLatin1(object->metaObject()->className()) + (name.isEmpty() ? QString() : u'#' + name);
}

// A name as it may stand in a chart's footnote, wrapped by ui/charts/footnotewrap.h: a line break instead of a space,
// or after a '/'.
const QRegularExpression& wrappedName(const QString& name)
{
    static QHash<QString, QRegularExpression> patterns;
    auto found = patterns.find(name);
    if (found == patterns.end()) {
        QString pattern;
        for (const QChar c : name) {
            pattern += c == QLatin1Char(' ') ? QStringLiteral("[ \\n]")
                : c == QLatin1Char('/')      ? QStringLiteral("/\\n?")
                                             : QRegularExpression::escape(QString(c));
        }
        found = patterns.insert(name, QRegularExpression(pattern));
    }
    return *found;
}
} // namespace

QString unmarkedWords(const QString& text, const QSet<QString>& dataNames)
{
    QString rest = outsideMarkers(text);
    rest.replace(kTag, QStringLiteral(" "));
    rest.replace(kEntity, QStringLiteral(" "));
    QStringList longestFirst(dataNames.cbegin(), dataNames.cend()); // "fio" must not cut a workload named "fio_8vmdk…"
    std::sort(longestFirst.begin(), longestFirst.end(),
        [](const QString& a, const QString& b) { return a.size() != b.size() ? a.size() > b.size() : a < b; });
    for (const QString& name : std::as_const(longestFirst)) {
        if (!name.isEmpty()) {
            rest.replace(name, QStringLiteral(" "));
            if (rest.contains(QLatin1Char('\n'))
                && (name.contains(QLatin1Char(' ')) || name.contains(QLatin1Char('/')))) {
                rest.replace(wrappedName(name), QStringLiteral(" "));
            }
        }
    }
    rest.remove(QLatin1Char('&')); // mnemonics
    QStringList words;
    for (const QString& token : rest.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        if (!isDataToken(token)) {
            words << token;
        }
    }
    return words.join(QLatin1Char(' '));
}

QString widgetPath(const QWidget* widget)
{
    QStringList parts;
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        if (!w->objectName().startsWith(QLatin1String("qt_")) || w == widget) { // Qt's own parts say nothing
            parts.prepend(describe(w));
        }
        if (w->isWindow()) {
            break;
        }
    }
    return parts.join(QLatin1Char('/'));
}

void VisibleTextCollector::add(const QString& where, const QString& text)
{
    if (text.trimmed().isEmpty()) {
        return;
    }
    ++m_seen;
    if (unmarkedWords(text, m_dataNames).isEmpty()) {
        return;
    }
    const QString key = where + QLatin1Char('\n') + text;
    if (!m_reported.contains(key)) {
        m_reported.insert(key);
        m_unmarked.append({ where, text });
    }
}

void VisibleTextCollector::collectWidgets(QWidget* root)
{
    m_windows.insert(QString::fromLatin1(root->window()->metaObject()->className()));
    QList<QWidget*> widgets { root };
    widgets += root->findChildren<QWidget*>();
    for (QWidget* widget : widgets) {
        if (!widget->isVisible() || isMarkedData(widget)) {
            continue;
        }
        if (widget->isWindow()) {
            add(widgetPath(widget) + QStringLiteral(" [window title]"), widget->windowTitle());
        }
        if (isQtInternal(widget)) {
            continue;
        }
        collectWidget(widget, widgetPath(widget));
    }
}

void VisibleTextCollector::collectWidget(QWidget* widget, const QString& where)
{
    add(where + QStringLiteral(" [tooltip]"), widget->toolTip());
    add(where + QStringLiteral(" [status tip]"), widget->statusTip());
    if (auto* label = qobject_cast<QLabel*>(widget)) {
        add(where, label->text());
    } else if (auto* button = qobject_cast<QAbstractButton*>(widget); button && !isStandardButton(button)) {
        add(where, button->text());
    } else if (auto* group = qobject_cast<QGroupBox*>(widget)) {
        add(where, group->title());
    } else if (auto* tabs = qobject_cast<QTabWidget*>(widget)) {
        for (int i = 0; i < tabs->count(); ++i) {
            add(where + QStringLiteral(" [tab %1]").arg(i), tabs->tabText(i));
            add(where + QStringLiteral(" [tab %1 tooltip]").arg(i), tabs->tabToolTip(i));
        }
    } else if (auto* edit = qobject_cast<QLineEdit*>(widget)) {
        add(where + QStringLiteral(" [placeholder]"), edit->placeholderText());
    } else if (auto* combo = qobject_cast<QComboBox*>(widget); combo && !combo->isEditable()) {
        for (int i = 0; i < combo->count(); ++i) {
            add(where + QStringLiteral(" [item %1]").arg(i), combo->itemText(i));
        }
    } else if (auto* spin = qobject_cast<QSpinBox*>(widget)) {
        add(where + QStringLiteral(" [affixes]"), spin->prefix() + QLatin1Char(' ') + spin->suffix());
        add(where + QStringLiteral(" [special value]"), spin->specialValueText());
    } else if (auto* doubleSpin = qobject_cast<QDoubleSpinBox*>(widget)) {
        add(where + QStringLiteral(" [affixes]"), doubleSpin->prefix() + QLatin1Char(' ') + doubleSpin->suffix());
        add(where + QStringLiteral(" [special value]"), doubleSpin->specialValueText());
    } else if (auto* browser = qobject_cast<QTextBrowser*>(widget)) {
        add(where, browser->toPlainText());
    }
    collectViews(widget, where);
    for (QAction* action : widget->actions()) { // context menus
        if (!action->isSeparator()) {
            add(where + QStringLiteral(" [action]"), action->text());
        }
    }
}

// Header texts of item views and the texts of graphics scenes (the charts: titles, axis titles, legends, notes).
void VisibleTextCollector::collectViews(QWidget* widget, const QString& where)
{
    if (auto* view = qobject_cast<QAbstractItemView*>(widget); view && view->model()) {
        QHeaderView* header = nullptr;
        if (auto* table = qobject_cast<QTableView*>(view)) {
            header = table->horizontalHeader();
        } else if (auto* tree = qobject_cast<QTreeView*>(view)) {
            header = tree->header();
        }
        if (header && !header->isHidden()) {
            for (int c = 0; c < view->model()->columnCount(); ++c) {
                add(where + QStringLiteral(" [header %1]").arg(c),
                    view->model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
                add(where + QStringLiteral(" [header %1 tooltip]").arg(c),
                    view->model()->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
            }
        }
    }
    if (auto* graphics = qobject_cast<QGraphicsView*>(widget); graphics && graphics->scene()) {
        for (QGraphicsItem* item : graphics->scene()->items()) {
            if (!item->isVisible()) {
                continue;
            }
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item)) {
                add(where + QStringLiteral(" [chart text]"), text->toPlainText());
            } else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
                add(where + QStringLiteral(" [chart text]"), simple->text());
            }
        }
    }
}

void VisibleTextCollector::collectMenu(QMenu* menu, const QString& where)
{
    const QString path = where + QStringLiteral(" › ") + menu->title();
    add(where + QStringLiteral(" [menu]"), menu->title());
    for (QAction* action : menu->actions()) {
        if (action->isSeparator()) {
            continue;
        }
        if (action->menu()) {
            collectMenu(action->menu(), path);
            continue;
        }
        if (action->property("recentLibrary").toBool()) { // File › Open Recent: a path, data
            continue;
        }
        add(path, action->text());
        add(path + QStringLiteral(" [tooltip]"), action->toolTip());
        add(path + QStringLiteral(" [status tip]"), action->statusTip());
    }
}

} // namespace headroom::testing
