// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QUrl>

class QLabel;
class QTextBrowser;

namespace headroom {

// Help › User Guide (F1): the bundled guide of the main tasks (resources/guide/, compiled in as :/guide), with its
// pictures, in a window beside the main one (non-modal). The guide is English HTML in every language: a line above
// it says so when the interface speaks another one.
class UserGuideDialog : public QDialog {
    Q_OBJECT
public:
    // The guide's start page, from which its pictures and links are resolved.
    static QUrl guideUrl();

    explicit UserGuideDialog(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }
    QLabel* languageNote() const { return m_languageNote; }

private:
    QTextBrowser* m_browser = nullptr;
    QLabel* m_languageNote = nullptr;
};

} // namespace headroom
