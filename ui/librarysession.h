// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/resultslibrary.h"
#include "store/teamroles.h"

#include <memory>

#include <QObject>

class QTimer;

namespace headroom {

// The library the window has open, shared by every page: pages receive the session in their constructor, read
// through library() and refresh on changed(). GUI thread only (the library's connection belongs to it).
class LibrarySession : public QObject {
    Q_OBJECT
public:
    explicit LibrarySession(QObject* parent = nullptr);
    ~LibrarySession() override;

    // nullptr before the first library is open.
    ResultsLibrary* library() const { return m_library.get(); }
    // The embedded demo library (in memory, read-only).
    bool isDemo() const;
    // Writes are refused (the demo, or a file, folder or medium that cannot be written); readOnlyReason() says why.
    bool isReadOnly() const { return m_library && m_library->isReadOnly(); }
    QString readOnlyReason() const { return m_library ? m_library->readOnlyReason() : QString(); }
    // Renaming, merging and deleting are refused though imports are not (a team library's contributor): why; empty
    // when they are allowed. A read-only library refuses them too (isReadOnly).
    QString editRefusal() const { return m_editRefusal; }
    // The team role the connected user holds (TeamRole::Editor for a SQLite file), read when the library was set.
    teamroles::TeamRole teamRole() const { return m_role; }

    // Takes over `library` (nullptr closes): aboutToChange(), then changed().
    void setLibrary(std::unique_ptr<ResultsLibrary> library);
    // The open library's content changed (an import, an edit, saved benchmark points): changed() again.
    void notifyChanged();
    // A team library is watched for others' changes (LISTEN/NOTIFY): they show without reopening it.
    bool watchesOthers() const { return m_watchingOthers; }

signals:
    // The library is about to be replaced or closed: drop pointers into it.
    void aboutToChange();
    // Another library is open, or the open one changed: pages read it again.
    void changed(headroom::ResultsLibrary* library);
    // Another member of the team library changed it (an import, an edit, a delete), after changed() for it.
    void changedByOthers();

private:
    // A team library: what the connected user's role allows (a viewer's library is made read-only).
    void applyTeamRole();

    // A burst of others' commits (an import of a folder is one per file) refreshes the pages once, after it settles.
    QTimer* m_othersSettle = nullptr;
    bool m_watchingOthers = false;
    std::unique_ptr<ResultsLibrary> m_library;
    QString m_editRefusal;
    teamroles::TeamRole m_role = teamroles::TeamRole::Editor;
};

} // namespace headroom
