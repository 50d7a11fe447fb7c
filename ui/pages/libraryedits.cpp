// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryedits.h"

#include "librarysession.h"
#include "models/measurementtablemodel.h"

#include <QAbstractProxyModel>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QSpinBox>
#include <QTableView>

namespace headroom {

namespace {
// One edit on the undo stack. The first redo() is the edit already made (by apply); later ones make it again.
class LibraryEditCommand : public QUndoCommand {
public:
    LibraryEditCommand(const QString& text, LibrarySession* session, std::function<Status(LibraryUndo*)> edit,
        LibraryUndo done, LibraryEdits* owner)
        : QUndoCommand(text)
        , m_session(session)
        , m_edit(std::move(edit))
        , m_undo(std::move(done))
        , m_owner(owner)
    {
    }

    void redo() override
    {
        if (m_first) {
            m_first = false;
            return;
        }
        ResultsLibrary* library = m_session->library();
        LibraryUndo again;
        if (!library) {
            return;
        }
        if (auto done = m_edit(&again); !done) {
            emit m_owner->editFailed(done.error());
            return;
        }
        m_undo = again;
        emit m_owner->libraryEdited();
    }

    void undo() override
    {
        ResultsLibrary* library = m_session->library();
        if (!library) {
            return;
        }
        if (auto done = library->undoLibraryEdit(m_undo); !done) {
            emit m_owner->editFailed(QObject::tr("The edit was not undone: %1. Another program may have changed the "
                                                 "library: open it again with File › Open Recent.")
                                         .arg(done.error()));
            return;
        }
        emit m_owner->libraryEdited();
    }

private:
    LibrarySession* m_session;
    std::function<Status(LibraryUndo*)> m_edit;
    LibraryUndo m_undo;
    LibraryEdits* m_owner;
    bool m_first = true;
};

Status asStatus(const Expected<int>& count)
{
    return count ? success() : Status(fail(count.error()));
}
} // namespace

LibraryEdits::LibraryEdits(LibrarySession* session, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_parent(dialogParent)
    , m_undo(new QUndoStack(this))
{
}

Status LibraryEdits::apply(const QString& text, std::function<Status(LibraryUndo*)> edit)
{
    ResultsLibrary* library = m_session->library();
    if (!library) {
        return fail(tr("No library is open."));
    }
    LibraryUndo undo;
    if (auto done = edit(&undo); !done) {
        emit editFailed(done.error());
        return done;
    }
    m_undo->push(new LibraryEditCommand(text, m_session, std::move(edit), undo, this));
    emit libraryEdited();
    return success();
}

Status LibraryEdits::renameSystem(const QString& from, const QString& to)
{
    return apply(tr("Rename system '%1'").arg(from),
        [this, from, to](LibraryUndo* undo) { return m_session->library()->renameSystem(from, to, undo); });
}

Status LibraryEdits::mergeSystems(const QString& from, const QString& into)
{
    return apply(tr("Merge system '%1' into '%2'").arg(from, into), [this, from, into](LibraryUndo* undo) {
        return asStatus(m_session->library()->mergeSystems(from, into, undo));
    });
}

Status LibraryEdits::setDemandGrowth(const QString& demand, double growthPerYear)
{
    return apply(tr("Growth of '%1'").arg(demand), [this, demand, growthPerYear](LibraryUndo* undo) {
        return m_session->library()->setDemandGrowth(demand, growthPerYear, undo);
    });
}

Status LibraryEdits::setDemandChosenPeak(const QString& demand, std::optional<double> peakIops)
{
    return apply(tr("Peak of '%1'").arg(demand), [this, demand, peakIops](LibraryUndo* undo) {
        return m_session->library()->setDemandChosenPeak(demand, peakIops, undo);
    });
}

Status LibraryEdits::linkDemand(const QString& demand, const QString& system)
{
    return apply(tr("Link '%1' to a system").arg(demand),
        [this, demand, system](LibraryUndo* undo) { return m_session->library()->linkDemand(demand, system, undo); });
}

Status LibraryEdits::deleteSystem(const QString& name)
{
    return apply(tr("Delete system '%1'").arg(name),
        [this, name](LibraryUndo* undo) { return asStatus(m_session->library()->deleteSystem(name, undo)); });
}

Status LibraryEdits::deleteMeasurements(const QList<qint64>& ids)
{
    return apply(tr("Delete %n measurement(s)", nullptr, static_cast<int>(ids.size())),
        [this, ids](LibraryUndo* undo) { return asStatus(m_session->library()->deleteMeasurements(ids, undo)); });
}

Status LibraryEdits::deleteSource(qint64 sourceId)
{
    return apply(tr("Delete import %1").arg(sourceId),
        [this, sourceId](LibraryUndo* undo) { return asStatus(m_session->library()->deleteSource(sourceId, undo)); });
}

Status LibraryEdits::renameWorkload(const QString& from, const QString& to)
{
    return apply(tr("Rename workload '%1'").arg(from),
        [this, from, to](LibraryUndo* undo) { return m_session->library()->renameWorkload(from, to, undo); });
}

Status LibraryEdits::mergeWorkloads(const QString& from, const QString& into)
{
    return apply(tr("Merge workload '%1' into '%2'").arg(from, into), [this, from, into](LibraryUndo* undo) {
        return asStatus(m_session->library()->mergeWorkloads(from, into, undo));
    });
}

void LibraryEdits::addWorkloadActions(QMenu& menu, const QString& workload)
{
    menu.addAction(tr("Rename Workload '%1'…").arg(workload), this, [this, workload] {
        bool ok = false;
        const QString to = QInputDialog::getText(m_parent, tr("Rename workload"),
            tr("New name for '%1' (every measurement of it):").arg(workload), QLineEdit::Normal, workload, &ok);
        if (ok && !to.trimmed().isEmpty() && to.trimmed() != workload) {
            renameWorkload(workload, to.trimmed());
        }
    });
    menu.addAction(tr("Merge Workload '%1' Into…").arg(workload), this, [this, workload] {
        // The same test under other names first: those are what a merge is for.
        const auto sameTest = m_session->library()->sameTestWorkloads(workload);
        const auto names = m_session->library()->workloadNames();
        if (!sameTest || !names) {
            emit editFailed(!sameTest ? sameTest.error() : names.error());
            return;
        }
        QStringList others;
        for (const QString& name : *sameTest + *names) {
            if (name != workload && !others.contains(name)) {
                others << name;
            }
        }
        bool ok = false;
        const QString into = QInputDialog::getItem(m_parent, tr("Merge workload"),
            tr("Move every measurement of '%1' to:").arg(workload), others, 0, false, &ok);
        if (ok && !into.isEmpty()) {
            mergeWorkloads(workload, into);
        }
    });
    menu.addSeparator();
}

Status LibraryEdits::setSystemTags(const QString& name, const QMap<QString, QString>& tags)
{
    return apply(tr("Edit the tags of '%1'").arg(name), [this, name, tags](LibraryUndo* undo) -> Status {
        ResultsLibrary* library = m_session->library();
        auto read = library->system(name);
        if (!read.ok()) {
            return fail(read.error());
        }
        auto& system = *read;
        if (!system) {
            return fail(tr("There is no system '%1' in the library.").arg(name));
        }
        const QString ofSystem = QStringLiteral("(SELECT id FROM systems WHERE name = ?)");
        undo->description = tr("edit the tags of '%1'").arg(name);
        undo->reverse << LibraryUndo::Statement {
            QStringLiteral("DELETE FROM system_tags WHERE system_id = %1").arg(ofSystem), { name }
        };
        for (auto tag = system->tags.cbegin(); tag != system->tags.cend(); ++tag) {
            undo->reverse << LibraryUndo::Statement {
                QStringLiteral("INSERT INTO system_tags (system_id, key, value) VALUES (%1, ?, ?)").arg(ofSystem),
                { name, tag.key(), tag.value() }
            };
        }
        system->tags = tags;
        if (auto saved = library->saveSystem(*system); !saved) {
            return fail(saved.error());
        }
        return success();
    });
}

Status LibraryEdits::setSystemNetwork(
    const QString& name, std::optional<int> nodes, std::optional<double> linkGbps, std::optional<int> portsPerNode)
{
    return apply(tr("Edit nodes and network of '%1'").arg(name),
        [this, name, nodes, linkGbps, portsPerNode](LibraryUndo* undo) -> Status {
            ResultsLibrary* library = m_session->library();
            auto read = library->system(name);
            if (!read.ok()) {
                return fail(read.error());
            }
            auto& system = *read;
            if (!system) {
                return fail(tr("There is no system '%1' in the library.").arg(name));
            }
            const auto value = [](const auto& optional) { return optional ? QVariant(*optional) : QVariant(); };
            undo->description = tr("edit nodes and network of '%1'").arg(name);
            undo->reverse << LibraryUndo::Statement {
                QStringLiteral("UPDATE systems SET nodes = ?, link_gbps = ?, ports_per_node = ? WHERE name = ?"),
                { value(system->nodes), value(system->linkGbps), value(system->portsPerNode), name }
            };
            system->nodes = nodes;
            system->linkGbps = linkGbps;
            system->portsPerNode = portsPerNode;
            if (auto saved = library->saveSystem(*system); !saved) {
                return fail(saved.error());
            }
            return success();
        });
}

// "rack=B7\nowner=ops" ↔ tags; a line without '=' is an error naming it.
Expected<QMap<QString, QString>> parseTagLines(const QString& text)
{
    QMap<QString, QString> tags;
    for (const QString& raw : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            return fail(QObject::tr("'%1' is not KEY=VALUE").arg(line));
        }
        tags.insert(line.left(equals).trimmed(), line.mid(equals + 1).trimmed());
    }
    return tags;
}

void LibraryEdits::editNetwork(const QString& name)
{
    const auto read = m_session->library()->system(name);
    if (!read.ok()) {
        emit editFailed(read.error());
        return;
    }
    const std::optional<SystemConfig>& system = *read;
    if (!system) {
        return;
    }
    QDialog dialog(m_parent);
    dialog.setWindowTitle(tr("Nodes and network of %1").arg(name));
    auto* form = new QFormLayout(&dialog);
    auto* nodes = new QSpinBox(&dialog);
    nodes->setRange(0, 10000);
    nodes->setSpecialValueText(tr("unknown"));
    nodes->setValue(system->nodes.value_or(0));
    auto* link = new QDoubleSpinBox(&dialog);
    link->setRange(0, 1600);
    link->setDecimals(0);
    link->setSuffix(tr(" Gb/s"));
    link->setSpecialValueText(tr("unknown"));
    link->setValue(system->linkGbps.value_or(0));
    link->setToolTip(tr("The speed of one port: the upgrade's NIC, switch and cable must run at it"));
    auto* ports = new QSpinBox(&dialog);
    ports->setRange(0, 64);
    ports->setSpecialValueText(tr("unknown"));
    ports->setValue(system->portsPerNode.value_or(0));
    form->addRow(tr("Nodes:"), nodes);
    form->addRow(tr("Link speed per port:"), link);
    form->addRow(tr("Ports per node:"), ports);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const auto orNone = [](auto v) { return v > 0 ? std::optional(v) : std::nullopt; };
    setSystemNetwork(name, orNone(nodes->value()), orNone(link->value()), orNone(ports->value()));
}

bool LibraryEdits::confirm(const QString& question) const
{
    return QMessageBox::question(m_parent, tr("Edit the library"), question + tr("\n\nUndo with Ctrl+Z."))
        == QMessageBox::Yes;
}

// A team library's contributor sees the edits, off, with the reason (they need the editor role).
void LibraryEdits::offerOnlyAllowed(QMenu& menu) const
{
    const QString refusal = m_session->editRefusal();
    if (refusal.isEmpty()) {
        return;
    }
    menu.setToolTipsVisible(true);
    for (QAction* action : menu.actions()) {
        action->setEnabled(false);
        action->setToolTip(tr("Off: %1").arg(refusal));
    }
}

void LibraryEdits::attachSystemsMenu(QListWidget* systems)
{
    systems->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(systems, &QWidget::customContextMenuRequested, this, [this, systems](const QPoint& at) {
        const QListWidgetItem* item = systems->itemAt(at);
        ResultsLibrary* library = m_session->library();
        if (!item || !library || library->isReadOnly()) {
            return;
        }
        const auto clicked = library->system(item->text());
        if (!clicked.ok()) {
            emit editFailed(clicked.error());
            return;
        }
        if (!*clicked) {
            return;
        }
        const QString name = item->text();
        QMenu menu(systems);
        menu.addAction(tr("Rename…"), this, [this, name] {
            bool ok = false;
            const QString to = QInputDialog::getText(
                m_parent, tr("Rename system"), tr("New name for '%1':").arg(name), QLineEdit::Normal, name, &ok);
            if (ok && !to.trimmed().isEmpty() && to.trimmed() != name) {
                renameSystem(name, to.trimmed());
            }
        });
        menu.addAction(tr("Nodes and Network…"), this, [this, name] { editNetwork(name); });
        menu.addAction(tr("Edit Tags…"), this, [this, name] {
            const auto system = m_session->library()->system(name);
            if (!system.ok() || !*system) {
                emit editFailed(system.ok() ? tr("There is no system '%1' in the library.").arg(name) : system.error());
                return;
            }
            QStringList lines;
            for (auto tag = (*system)->tags.cbegin(); tag != (*system)->tags.cend(); ++tag) {
                lines << tag.key() + QLatin1Char('=') + tag.value();
            }
            bool ok = false;
            const QString text = QInputDialog::getMultiLineText(m_parent, tr("Tags of %1").arg(name),
                tr("One KEY=VALUE per line (e.g. rack=B7, nic=540-BDEF):"), lines.join(QLatin1Char('\n')), &ok);
            if (!ok) {
                return;
            }
            const auto tags = parseTagLines(text);
            if (!tags) {
                emit editFailed(tags.error());
                return;
            }
            setSystemTags(name, *tags);
        });
        menu.addAction(tr("Merge Into…"), this, [this, name] {
            const auto stored = m_session->library()->systems();
            if (!stored) {
                emit editFailed(stored.error());
                return;
            }
            QStringList others;
            for (const SystemConfig& system : *stored) {
                if (system.name != name) {
                    others << system.name;
                }
            }
            bool ok = false;
            const QString into = QInputDialog::getItem(m_parent, tr("Merge system"),
                tr("Move every measurement of '%1' to:").arg(name), others, 0, false, &ok);
            if (ok && !into.isEmpty()) {
                mergeSystems(name, into);
            }
        });
        menu.addAction(tr("Delete…"), this, [this, name] {
            if (confirm(tr("Delete system '%1' and all its measurements?").arg(name))) {
                deleteSystem(name);
            }
        });
        offerOnlyAllowed(menu);
        menu.exec(systems->viewport()->mapToGlobal(at));
    });
}

void LibraryEdits::attachMeasurementsMenu(QTableView* table, const MeasurementTableModel* model)
{
    table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table, &QWidget::customContextMenuRequested, this, [this, table, model](const QPoint& at) {
        ResultsLibrary* library = m_session->library();
        QModelIndex index = table->indexAt(at);
        if (auto* proxy = qobject_cast<QAbstractProxyModel*>(table->model())) {
            index = proxy->mapToSource(index);
        }
        const qint64 id = model->idAt(index.row());
        if (id == 0 || !library || library->isReadOnly()) {
            return;
        }
        QMenu menu(table);
        if (addMeasurementActions(menu, *library, id)) {
            offerOnlyAllowed(menu);
            menu.exec(table->viewport()->mapToGlobal(at));
        }
    });
}

// The table keeps only what its cells show: the menu reads the measurement's workload and source.
bool LibraryEdits::addMeasurementActions(QMenu& menu, const ResultsLibrary& library, qint64 id)
{
    const auto read = library.measurement(id);
    if (!read.ok() || !*read) {
        emit editFailed(read.ok() ? tr("Measurement %1 is no longer in the library.").arg(id) : read.error());
        return false;
    }
    const Measurement& measurement = **read;
    std::optional<SourceRecord> source;
    if (!measurement.source.sha256.isEmpty()) {
        auto found = library.sourceBySha256(measurement.source.sha256);
        if (!found.ok()) {
            emit editFailed(found.error());
            return false;
        }
        source = std::move(*found);
    }
    addWorkloadActions(menu, measurement.workload.name);
    menu.addAction(tr("Delete Measurement"), this, [this, id] { deleteMeasurements({ id }); });
    if (source) {
        const qint64 sourceId = source->id;
        const int count = source->measurementCount;
        const QString file = measurement.source.file;
        menu.addAction(
            tr("Delete Its Import (%n measurement(s))…", nullptr, count), this, [this, sourceId, file, count] {
                if (confirm(tr("Delete the import of %1 and its %n measurement(s)?", nullptr, count).arg(file))) {
                    deleteSource(sourceId);
                }
            });
    }
    return true;
}

} // namespace headroom
