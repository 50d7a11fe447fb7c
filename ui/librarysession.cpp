// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarysession.h"

namespace headroom {

LibrarySession::LibrarySession(QObject* parent)
    : QObject(parent)
{
}

LibrarySession::~LibrarySession() = default;

bool LibrarySession::isDemo() const
{
    return m_library && m_library->path() == QLatin1String(":memory:");
}

void LibrarySession::setLibrary(std::unique_ptr<ResultsLibrary> library)
{
    emit aboutToChange();
    m_library = std::move(library);
    emit changed(m_library.get());
}

void LibrarySession::notifyChanged()
{
    emit changed(m_library.get());
}

} // namespace headroom
