// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogeditcommand.h"

#include "catalogtablemodel.h"

namespace headroom {

CatalogEditCommand::CatalogEditCommand(CatalogTableModel* model, const QString& text, Catalog before, Catalog after)
    : QUndoCommand(text)
    , m_model(model)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void CatalogEditCommand::undo()
{
    m_model->applyCatalog(m_before);
}

void CatalogEditCommand::redo()
{
    m_model->applyCatalog(m_after);
}

} // namespace headroom
