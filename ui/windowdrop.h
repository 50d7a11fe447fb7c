// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

class QWidget;

namespace headroom {

// What a drop of these URLs asks for: one Headroom library (recognised by its SQLite header and application id,
// whatever its name) to open, results files and folders to import, or nothing, with a message saying why. Reads at
// most the first 100 bytes of a file, and never a file of the library this process has open (its locks would go).
struct DropRequest {
    enum class Action { OpenLibrary, Import, Refuse };
    Action action = Action::Refuse;
    QStringList paths;
    QString message; // Refuse: what happened and what to do, in the GUI's words
};
DropRequest dropRequest(const QList<QUrl>& urls);

// Files and folders dropped anywhere on `window` (an event filter on it): a drag that carries no local file is refused
// at its entry; a drop is judged by dropRequest and handed to the matching action. GUI thread only.
class WindowDrop : public QObject {
public:
    struct Actions {
        std::function<void(const QString& library)> open; // as File › Open does
        std::function<void(const QStringList& paths)> import; // to the Import workspace's preview
        std::function<void(const QString& message)> refuse;
    };
    WindowDrop(QWidget* window, Actions actions);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void act(const DropRequest& request);

    Actions m_actions;
};

} // namespace headroom
