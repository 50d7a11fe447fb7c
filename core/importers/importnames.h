// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "importplan.h"

namespace headroom {

// A system an import would create whose name is an existing system's spelled with other case, spacing or
// punctuation ("Lab 6-node 25Gbe" beside "Lab 6-node 25GbE", model/namematch.h): the same system, unless the user
// says it is a new one (ImportOptions::createSystems).
struct SystemNameClash {
    QString name; // as the import would store it
    QString existing; // the system it is the same as
    QString file; // the first source that brings `name`
    bool inLibrary = true; // false: `existing` is a new name that another source of this import brings
};

// Owner thread of the library: the plan's system names that clash with the library's or with each other, in the
// order the sources bring them. Fails only when the library cannot be read.
Expected<QList<SystemNameClash>> systemNameClashes(const ImportPlan& plan, const ResultsLibrary& library);
// "FILE: system 'X' is the library's 'Y' spelled differently", for messages that name no command-line option.
QString describeClash(const SystemNameClash& clash);
// Stores each clash's measurements under the name it clashes with.
void useExistingNames(ImportPlan& plan, const QList<SystemNameClash>& clashes);
// Every measurement of the plan under `name`, the system under test the user gave; a source whose measurements
// already carry it is not copied.
void storeUnderName(ImportPlan& plan, const QString& name);

} // namespace headroom
