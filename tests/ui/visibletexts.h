// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The texts a user sees in a widget tree, and the rule that tells a text that went through tr() from one that did
// not when a pseudo translation is installed (tst_translationwalk): every translation is "⟦" + source + "⟧", so what
// is left of a text outside the markers must be data, not words of ours.
//
// What is data (skipped):
// - tokens without letters (numbers, punctuation, symbols), numbers with their unit ("12 ms", "4k", "25GbE") and
//   units alone (kUnits in visibletexts.cpp);
// - names the library holds (systems, workloads, customer demands, catalog parts), given by the caller;
// - everything under a widget with the dynamic property "headroomData" set to true: widgets that show the library's
//   contents (the measurement details) set it; the entries of File › Open Recent (property "recentLibrary");
// - Qt's own widgets (object names "qt_…", except the message box texts, which are ours) and the standard buttons of a
//   QDialogButtonBox: Qt translates those with its own catalogue.

#include <QList>
#include <QSet>
#include <QString>

class QMenu;
class QWidget;

namespace headroom::testing {

struct VisibleText {
    QString where; // widget path: class#objectName/… from the window down, and what was read ("tab 2", "tooltip")
    QString text;
};

inline constexpr char16_t kMarkOpen = u'\u27e6';
inline constexpr char16_t kMarkClose = u'\u27e7';

// The words of `text` that are not inside a marker and not data; empty when the text is wholly translated.
QString unmarkedWords(const QString& text, const QSet<QString>& dataNames = {});

class VisibleTextCollector {
public:
    explicit VisibleTextCollector(QSet<QString> dataNames = {})
        : m_dataNames(std::move(dataNames))
    {
    }

    // Every visible widget under `root` (root included): labels, buttons, group boxes, tabs, placeholders, combo
    // items, spin box affixes, header texts, tooltips, the actions of context menus, chart texts, window titles.
    void collectWidgets(QWidget* root);
    // A menu's title and its actions (texts, tooltips, status tips), submenus included.
    void collectMenu(QMenu* menu, const QString& where);

    // One text read elsewhere (a status bar message).
    void add(const QString& where, const QString& text);

    // Texts with words outside the markers, each once.
    QList<VisibleText> unmarked() const { return m_unmarked; }
    int seen() const { return m_seen; }
    // The classes of the windows whose widgets were collected ("QMessageBox", "headroom::ReportDialog").
    QSet<QString> windows() const { return m_windows; }

private:
    void collectWidget(QWidget* widget, const QString& where);
    void collectViews(QWidget* widget, const QString& where);

    QSet<QString> m_dataNames;
    QList<VisibleText> m_unmarked;
    QSet<QString> m_reported;
    QSet<QString> m_windows;
    int m_seen = 0;
};

QString widgetPath(const QWidget* widget);

} // namespace headroom::testing
