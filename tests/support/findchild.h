// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reaching a page's widgets from a test by objectName, the way a user's tools (and accessibility) name them, instead
// of getters in the page's public API.

#include <QObject>
#include <QString>
#include <QtGlobal>

namespace headroom::testing {

// The child of `parent` of type T with this objectName; the test aborts, naming it, when there is none.
template <class T> T* child(const QObject& parent, const char* name)
{
    T* found = parent.findChild<T*>(QString::fromLatin1(name));
    if (!found) {
        qFatal("no child named '%s' of the expected type under %s", name, parent.metaObject()->className());
    }
    return found;
}

} // namespace headroom::testing
