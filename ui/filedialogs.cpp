// SPDX-License-Identifier: GPL-3.0-or-later
#include "filedialogs.h"

#include <QAbstractFileIconProvider>
#include <QApplication>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QPointer>
#include <QStyle>

namespace headroom {

namespace {

// Icons and type names from the file's kind and suffix only. Called on QFileSystemModel's gatherer thread too: the
// icons are made once, on the GUI thread, and handed out as copies.
class NameOnlyIconProvider : public QAbstractFileIconProvider {
public:
    NameOnlyIconProvider()
        : m_file(QApplication::style()->standardIcon(QStyle::SP_FileIcon))
        , m_folder(QApplication::style()->standardIcon(QStyle::SP_DirIcon))
        , m_drive(QApplication::style()->standardIcon(QStyle::SP_DriveHDIcon))
    {
    }

    QIcon icon(IconType type) const override
    {
        switch (type) {
        case Computer:
        case Drive:
        case Network:
            return m_drive;
        case Folder:
        case Desktop:
        case Trashcan:
            return m_folder;
        case File:
            break;
        }
        return m_file;
    }

    QIcon icon(const QFileInfo& info) const override { return info.isDir() ? m_folder : m_file; }

    QString type(const QFileInfo& info) const override
    {
        if (info.isDir()) {
            return QApplication::translate("headroom::FileDialog", "Folder");
        }
        const QString suffix = info.suffix();
        return suffix.isEmpty() ? QApplication::translate("headroom::FileDialog", "File")
                                : QApplication::translate("headroom::FileDialog", "%1 File").arg(suffix);
    }

private:
    QIcon m_file;
    QIcon m_folder;
    QIcon m_drive;
};

NameOnlyIconProvider* iconProvider()
{
    static NameOnlyIconProvider provider; // outlives every dialog; QFileDialog does not own its provider
    return &provider;
}

QStringList runDialog(QWidget* parent, const QString& caption, const QString& directory, const QString& filter,
    QFileDialog::FileMode mode, QFileDialog::AcceptMode accept, QFileDialog::Options options = {})
{
    QPointer<QFileDialog> dialog = createFileDialog(parent, caption, directory, filter);
    dialog->setFileMode(mode);
    dialog->setAcceptMode(accept);
    dialog->setOptions(dialog->options() | options);
    QStringList chosen;
    if (dialog->exec() == QDialog::Accepted && dialog) { // the parent may have gone while the dialog ran
        chosen = dialog->selectedFiles();
    }
    delete dialog;
    return chosen;
}

} // namespace

QString libraryFileFilter()
{
    QStringList patterns
        = QMimeDatabase().mimeTypeForName(QStringLiteral("application/x-headroom-library")).globPatterns();
    for (const char* pattern : { "*.headroom", "*.db", "*.sqlite" }) {
        if (!patterns.contains(QLatin1String(pattern))) {
            patterns << QLatin1String(pattern);
        }
    }
    return QApplication::translate("headroom::FileDialog", "Headroom libraries (%1);;All files (*)")
        .arg(patterns.join(QLatin1Char(' ')));
}

QFileDialog* createFileDialog(QWidget* parent, const QString& caption, const QString& directory, const QString& filter)
{
    auto* dialog = new QFileDialog(parent, caption, directory, filter);
    // Before anything lists a folder: the model reads the provider from the first directory it fetches.
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    dialog->setIconProvider(iconProvider());
    return dialog;
}

QString chooseOpenFileName(QWidget* parent, const QString& caption, const QString& directory, const QString& filter)
{
    return runDialog(parent, caption, directory, filter, QFileDialog::ExistingFile, QFileDialog::AcceptOpen).value(0);
}

QStringList chooseOpenFileNames(
    QWidget* parent, const QString& caption, const QString& directory, const QString& filter)
{
    return runDialog(parent, caption, directory, filter, QFileDialog::ExistingFiles, QFileDialog::AcceptOpen);
}

QString chooseSaveFileName(QWidget* parent, const QString& caption, const QString& directory, const QString& filter,
    QFileDialog::Options options)
{
    return runDialog(parent, caption, directory, filter, QFileDialog::AnyFile, QFileDialog::AcceptSave, options)
        .value(0);
}

QString chooseExistingDirectory(QWidget* parent, const QString& caption, const QString& directory)
{
    return runDialog(
        parent, caption, directory, {}, QFileDialog::Directory, QFileDialog::AcceptOpen, QFileDialog::ShowDirsOnly)
        .value(0);
}

} // namespace headroom
