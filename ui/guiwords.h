// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace headroom {

enum class BottleneckKind; // advice/bottleneck.h

// Core's messages serve the CLI and the GUI. Errors about a field carry its id (Error::fields) and the GUI marks the
// field (fieldmarks.h); but some warnings and notes of the importers and the advisor end with the CLI's way to act
// on them ("use --system NAME to name it", "--workload chooses another"). This puts those hints in the GUI's words
// (the field to use), or drops them where the GUI has no such choice, so that no message in the window names a
// command-line option. Pure function; every message the GUI shows from core goes through it.
QString inGuiWords(QString message);
QStringList inGuiWords(QStringList messages);

// A reason written to follow a colon ("… is read-only: you are a viewer …") as a sentence of its own: its first
// letter upper case.
QString asSentence(QString reason);

// Opening a library failed (core's message names the file and why): what to do instead.
QString libraryOpenFailure(const QString& error);
// The user's own catalog file could not be read: what Headroom uses meanwhile, and what to do.
QString catalogLoadFailure(const QString& error);
// A read of the open library failed (SQLite's message): what happened, and what to do about it.
QString libraryReadFailure(const QString& path, const QString& error);

// The bottleneck's kind for people ("network", "CPU"), where toString(kind) is the key the CLI and JSON write.
QString bottleneckForPeople(BottleneckKind kind);

} // namespace headroom
