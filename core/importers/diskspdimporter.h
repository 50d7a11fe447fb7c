// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diskspdrun.h"
#include "model/expected.h"
#include "parsedsource.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace headroom {

// Microsoft DiskSpd's reports, XML (-Rxml) or text (-Rtext), told apart by their content: each timespan one
// measurement (diskspdmeasurement.h), on the system options.systemName or else the computer the report names. With
// options.keepIntervals the -D buckets are kept as the run's time series. All or nothing: a truncated, corrupted or
// foreign file is refused naming the file and the line or XML element. Pure functions, any thread.
Expected<ParsedSource> importDiskSpd(const QByteArray& bytes, const QString& fileName, const ImportOptions& options);

// The runs of a report, XML or text (UTF-8 with or without BOM, UTF-16 with BOM; CRLF or LF).
Expected<QList<DiskSpdRun>> readDiskSpdRuns(const QByteArray& bytes, const QString& fileName);

// A DiskSpd report from its content: `head` is the start of the file as text (UTF-16 already decoded).
bool looksLikeDiskSpd(QByteArrayView bytes, const QString& head);
bool looksLikeDiskSpdXmlBytes(QByteArrayView bytes); // the XML form only (a VMFleet folder holds those)

// "diskspd-xml 2.0.21a", "diskspd-text": the importer named in the source.
QString diskSpdImporterName(const DiskSpdRun& run);

} // namespace headroom
