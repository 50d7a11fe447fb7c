// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileDialog>
#include <QString>
#include <QStringList>

class QWidget;

namespace headroom {

// Every file dialog of the GUI: Qt's own dialog (never the platform's, which may run GTK's file chooser in this
// process) with an icon provider that never reads a file. Qt's default provider asks QMimeDatabase for the type of a
// file with an unknown suffix, which opens and reads it: listing the folder of the open library would close a
// descriptor on it and drop this process's locks (store/openlibraries.h). GUI thread only.

// A dialog set up that way, not yet shown: for callers that need more than the functions below, and for tests.
QFileDialog* createFileDialog(
    QWidget* parent, const QString& caption, const QString& directory = {}, const QString& filter = {});

// The name filter of the dialogs that open or create a library: the names of the library's MIME type
// (application/x-headroom-library, resources/headroom-mime.xml) as the installed MIME database gives them, with
// *.headroom when none is installed, and the SQLite names a library may have been given (*.db, *.sqlite); then all
// files, since a library is recognised by its content whatever its name.
QString libraryFileFilter();

QString chooseOpenFileName(
    QWidget* parent, const QString& caption, const QString& directory = {}, const QString& filter = {});
QStringList chooseOpenFileNames(
    QWidget* parent, const QString& caption, const QString& directory = {}, const QString& filter = {});
QString chooseSaveFileName(QWidget* parent, const QString& caption, const QString& directory = {},
    const QString& filter = {}, QFileDialog::Options options = {});
QString chooseExistingDirectory(QWidget* parent, const QString& caption, const QString& directory = {});

} // namespace headroom
