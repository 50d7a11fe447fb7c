// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowdrop.h"

#include "store/libraryfile.h"
#include "store/openlibraries.h"

#include <QCoreApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QWidget>

namespace headroom {

namespace {

enum class Dropped { Library, Results, Unreadable };

struct Judged {
    Dropped kind = Dropped::Unreadable;
    QString why; // Unreadable: what is wrong with it
};

// A side file of the open library (-wal, -shm, -journal): the import skips it unread, as when chosen in its dialog.
bool isSideFile(const QString& path)
{
    for (const char* suffix : { "-wal", "-shm", "-journal" }) {
        if (path.endsWith(QLatin1String(suffix))) {
            return true;
        }
    }
    return false;
}

Judged judge(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        return { Dropped::Unreadable, QCoreApplication::translate("headroom::WindowDrop", "it no longer exists") };
    }
    if (info.isDir()) {
        return { info.isReadable() ? Dropped::Results : Dropped::Unreadable,
            QCoreApplication::translate("headroom::WindowDrop", "you may not read this folder") };
    }
    if (isOpenLibraryFile(path)) { // known without reading it: reading would drop this process's locks on it
        return { isSideFile(path) ? Dropped::Results : Dropped::Library, {} };
    }
    if (!info.isFile()) {
        return { Dropped::Unreadable,
            QCoreApplication::translate("headroom::WindowDrop", "it is a device, pipe or socket, not a file") };
    }
    if (!info.isReadable()) {
        return { Dropped::Unreadable,
            QCoreApplication::translate("headroom::WindowDrop", "you may not read this file") };
    }
    const auto kind = inspectLibraryFile(path); // the first 100 bytes: SQLite's header and Headroom's application id
    return { kind && *kind == LibraryFileKind::HeadroomLibrary ? Dropped::Library : Dropped::Results, {} };
}

QStringList localFiles(const QList<QUrl>& urls)
{
    QStringList paths;
    for (const QUrl& url : urls) {
        if (url.isLocalFile()) {
            paths << QDir::cleanPath(url.toLocalFile());
        }
    }
    return paths;
}

DropRequest refuse(const QString& message)
{
    return { DropRequest::Action::Refuse, {}, message };
}

} // namespace

DropRequest dropRequest(const QList<QUrl>& urls)
{
    const QStringList paths = localFiles(urls);
    if (paths.isEmpty()) {
        return refuse(QCoreApplication::translate("headroom::WindowDrop",
            "Only files and folders can be dropped here: a Headroom library to open it, or results "
            "files and folders to import them."));
    }
    QStringList libraries;
    QStringList results;
    for (const QString& path : paths) {
        const Judged judged = judge(path);
        if (judged.kind == Dropped::Unreadable) {
            return refuse(QCoreApplication::translate("headroom::WindowDrop",
                "Nothing was opened or imported: %1 cannot be read (%2). Drop files and folders you "
                "can open, or check the file's permissions.")
                              .arg(QDir::toNativeSeparators(path), judged.why));
        }
        (judged.kind == Dropped::Library ? libraries : results) << path;
    }
    if (!libraries.isEmpty() && !results.isEmpty()) {
        return refuse(QCoreApplication::translate("headroom::WindowDrop",
            "Nothing was opened or imported: the drop mixes a Headroom library (%1) with results "
            "files. Drop the library on its own to open it, or only results files and folders to "
            "import them.")
                          .arg(QFileInfo(libraries.first()).fileName()));
    }
    if (libraries.size() > 1) {
        return refuse(QCoreApplication::translate("headroom::WindowDrop",
            "Nothing was opened: %n Headroom libraries were dropped, and the window shows one at a time. Drop the "
            "one library you want to open.",
            nullptr, static_cast<int>(libraries.size())));
    }
    if (!libraries.isEmpty()) {
        return { DropRequest::Action::OpenLibrary, libraries, {} };
    }
    return { DropRequest::Action::Import, results, {} };
}

WindowDrop::WindowDrop(QWidget* window, Actions actions)
    : QObject(window)
    , m_actions(std::move(actions))
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

void WindowDrop::act(const DropRequest& request)
{
    switch (request.action) {
    case DropRequest::Action::OpenLibrary:
        m_actions.open(request.paths.first());
        break;
    case DropRequest::Action::Import:
        m_actions.import(request.paths);
        break;
    case DropRequest::Action::Refuse:
        m_actions.refuse(request.message);
        break;
    }
}

bool WindowDrop::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        // Only local files and folders: text, links to web pages or items of other programs are refused here.
        if (localFiles(drag->mimeData()->urls()).isEmpty()) {
            drag->ignore();
        } else {
            drag->acceptProposedAction();
        }
        return true;
    }
    if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        drop->acceptProposedAction();
        // After the drop has ended: opening a library or a message may ask the user, and the program the files
        // come from waits for the drop until then.
        QMetaObject::invokeMethod(
            this, [this, request = dropRequest(drop->mimeData()->urls())] { act(request); }, Qt::QueuedConnection);
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace headroom
