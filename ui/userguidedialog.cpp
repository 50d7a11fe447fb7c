// SPDX-License-Identifier: GPL-3.0-or-later
#include "userguidedialog.h"

#include "model/translations.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace headroom {

QUrl UserGuideDialog::guideUrl()
{
    return QUrl(QStringLiteral("qrc:/guide/guide.html"));
}

UserGuideDialog::UserGuideDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("userGuide"));
    setWindowTitle(tr("Headroom User Guide"));
    setModal(false);
    // Only a translation of the interface exists; the guide stays English rather than half translated.
    m_languageNote = new QLabel(tr("This guide is in English."), this);
    m_languageNote->setVisible(i18n::installed() != QLatin1String("en"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guideBrowser"));
    // The guide is a document, not words of the interface: English in every language (tst_translationwalk).
    m_browser->setProperty("headroomData", true);
    m_browser->setOpenLinks(true);
    m_browser->setOpenExternalLinks(true); // the guide's few web links go to the browser, the rest stay here
    m_browser->setSource(guideUrl());
    auto* contents = new QPushButton(tr("&Contents"), this);
    contents->setToolTip(tr("Back to the top of the guide"));
    connect(contents, &QPushButton::clicked, m_browser, &QTextBrowser::home);
    auto* back = new QPushButton(tr("&Back"), this);
    back->setEnabled(false);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* row = new QHBoxLayout;
    row->addWidget(contents);
    row->addWidget(back);
    row->addStretch();
    row->addWidget(buttons);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_languageNote);
    layout->addWidget(m_browser, 1);
    layout->addLayout(row);
    // Wide enough for the pictures at their width in the guide (720 px) beside the scroll bar.
    resize(820, 760);
}

} // namespace headroom
