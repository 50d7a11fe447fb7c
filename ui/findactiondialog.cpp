// SPDX-License-Identifier: GPL-3.0-or-later
#include "findactiondialog.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPointer>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace headroom {

namespace {
constexpr int kCommandIndexRole = Qt::UserRole;
constexpr int kNoMatch = 100;

// Lower is better: the text starting with the word, a word of the text starting with it, the text containing it,
// only its menu containing it.
int wordRank(const MenuCommand& command, const QString& word)
{
    if (command.text.startsWith(word, Qt::CaseInsensitive)) {
        return 0;
    }
    const QStringList words = command.text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (std::any_of(words.cbegin(), words.cend(),
            [&word](const QString& w) { return w.startsWith(word, Qt::CaseInsensitive); })) {
        return 1;
    }
    if (command.text.contains(word, Qt::CaseInsensitive)) {
        return 2;
    }
    return command.menuPath.contains(word, Qt::CaseInsensitive) ? 3 : kNoMatch;
}

// The worst rank of the typed words; kNoMatch when one of them is nowhere.
int commandRank(const MenuCommand& command, const QStringList& words)
{
    int rank = 0;
    for (const QString& word : words) {
        rank = std::max(rank, wordRank(command, word));
    }
    return rank;
}
} // namespace

FindActionDialog::FindActionDialog(QList<MenuCommand> commands, QWidget* parent)
    : QDialog(parent)
    , m_commands(std::move(commands))
{
    setObjectName(QStringLiteral("findAction"));
    setWindowTitle(tr("Find Action"));
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("findActionFilter"));
    m_filter->setPlaceholderText(tr("Type a few letters of a command, then Enter"));
    m_filter->installEventFilter(this);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("findActionList"));
    m_list->setColumnCount(3);
    m_list->setHeaderLabels({ tr("Command"), tr("Menu"), tr("Shortcut") });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setFocusPolicy(Qt::NoFocus); // typing stays in the line edit; Up and Down are forwarded
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list);
    connect(m_filter, &QLineEdit::textChanged, this, &FindActionDialog::showMatches);
    connect(m_filter, &QLineEdit::returnPressed, this, &FindActionDialog::runCurrent);
    connect(m_list, &QTreeWidget::itemActivated, this, &FindActionDialog::runCurrent);
    resize(560, 360);
    showMatches({});
}

void FindActionDialog::showMatches(const QString& text)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QList<std::pair<int, int>> matches; // rank, index in m_commands
    for (int i = 0; i < m_commands.size(); ++i) {
        if (const int rank = commandRank(m_commands.at(i), words); rank < kNoMatch) {
            matches.append({ rank, i });
        }
    }
    std::stable_sort(matches.begin(), matches.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    m_list->clear();
    for (const auto& [rank, index] : std::as_const(matches)) {
        const MenuCommand& command = m_commands.at(index);
        auto* item = new QTreeWidgetItem(
            m_list, { command.text, command.menuPath, command.action->shortcut().toString(QKeySequence::NativeText) });
        item->setData(0, kCommandIndexRole, index);
        item->setToolTip(0, command.action->toolTip());
    }
    if (m_list->topLevelItemCount() > 0) {
        m_list->setCurrentItem(m_list->topLevelItem(0));
    }
}

void FindActionDialog::runCurrent()
{
    QTreeWidgetItem* item = m_list->currentItem();
    if (!item) {
        return;
    }
    QPointer<QAction> action = m_commands.at(item->data(0, kCommandIndexRole).toInt()).action;
    accept();
    QTimer::singleShot(0, parentWidget(), [action] {
        if (action && action->isEnabled()) {
            action->trigger();
        }
    });
}

bool FindActionDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp || key == Qt::Key_PageDown) {
            QApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace headroom
