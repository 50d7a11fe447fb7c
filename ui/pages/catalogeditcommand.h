// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pricing/catalog.h"

#include <QUndoCommand>

namespace headroom {

class CatalogTableModel;

// One catalog edit as before/after snapshots: small catalogs make this the simplest correct undo.
class CatalogEditCommand : public QUndoCommand {
public:
    CatalogEditCommand(CatalogTableModel* model, const QString& text, Catalog before, Catalog after);
    void undo() override;
    void redo() override;

private:
    CatalogTableModel* m_model;
    Catalog m_before;
    Catalog m_after;
};

} // namespace headroom
