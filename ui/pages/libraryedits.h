// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/resultslibrary.h"

#include <functional>
#include <optional>

#include <QMap>
#include <QObject>
#include <QUndoStack>

class QListWidget;
class QMenu;
class QTableView;
class QWidget;

namespace headroom {

class LibrarySession;
class MeasurementTableModel;

// "rack=B7\nowner=ops" → tags, for the Edit Tags dialog; the error names a line that is not KEY=VALUE.
Expected<QMap<QString, QString>> parseTagLines(const QString& text);

// Editing the library from the GUI: rename, merge and delete systems, delete measurements or a whole import. Each
// edit is one transaction in the library and one step on the undo stack (undo re-inserts what was removed, with
// its ids, and reverses what was changed). Owner thread only; the session's library is looked up at each edit.
class LibraryEdits : public QObject {
    Q_OBJECT
public:
    LibraryEdits(LibrarySession* session, QWidget* dialogParent);

    QUndoStack* undoStack() const { return m_undo; }

    Status renameSystem(const QString& from, const QString& to);
    Status mergeSystems(const QString& from, const QString& into);
    Status deleteSystem(const QString& name);
    Status deleteMeasurements(const QList<qint64>& ids);
    Status deleteSource(qint64 sourceId);
    // Sets what the advisor needs of a system: nodes, link speed (Gb/s per port) and ports per node (empty:
    // unknown); undo restores the old values.
    Status setSystemNetwork(
        const QString& name, std::optional<int> nodes, std::optional<double> linkGbps, std::optional<int> portsPerNode);
    // A workload's name is the user's: rename it, or merge it into another (the same test under two names).
    Status renameWorkload(const QString& from, const QString& to);
    Status mergeWorkloads(const QString& from, const QString& into);
    // Replaces the tags of a system (key → value); undo restores the old ones.
    Status setSystemTags(const QString& name, const QMap<QString, QString>& tags);
    // A customer demand's growth per year (0.2 = 20 %), its chosen peak IOPS (empty: the derived one) and the library
    // system it runs on (empty: none); undo restores the old value.
    Status setDemandGrowth(const QString& demand, double growthPerYear);
    Status setDemandChosenPeak(const QString& demand, std::optional<double> peakIops);
    Status linkDemand(const QString& demand, const QString& system);

    // Context menus: on the systems list (Rename…, Nodes and Network…, Edit Tags…, Merge Into…, Delete…) and on the
    // measurements table (Rename Workload…, Merge Workload Into…, Delete Measurement, Delete Its Import) whose rows
    // `model` holds behind `proxy` (the view's model).
    void attachSystemsMenu(QListWidget* systems);
    void attachMeasurementsMenu(QTableView* table, const MeasurementTableModel* model);

signals:
    // After an edit, an undo or a redo: the views of the library reload.
    void libraryEdited();
    // An edit that failed, in the GUI's words.
    void editFailed(const QString& message);

private:
    Status apply(const QString& text, std::function<Status(LibraryUndo*)> edit);
    bool confirm(const QString& question) const;
    void offerOnlyAllowed(QMenu& menu) const;
    void editNetwork(const QString& name);
    void addWorkloadActions(QMenu& menu, const QString& workload);
    bool addMeasurementActions(QMenu& menu, const ResultsLibrary& library, qint64 id);

    LibrarySession* m_session;
    QWidget* m_parent;
    QUndoStack* m_undo;
};

} // namespace headroom
