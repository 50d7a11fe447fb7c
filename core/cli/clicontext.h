// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/libraryfile.h"
#include "store/resultslibrary.h"

#include <memory>
#include <optional>

#include <QString>
#include <QTextStream>

namespace headroom::cli {

enum ExitCode { ExitSuccess = 0, ExitFailure = 1, ExitUsage = 2 };

// Options accepted before or after the subcommand.
struct GlobalOptions {
    QString dbPath; // empty: the default library
    bool dbGiven = false; // --db was on the command line (an empty value is refused)
    bool demo = false;
    bool json = false;
    bool help = false;
    bool version = false;
};

// What a subcommand gets: the global options, the output streams and the library, opened on first use.
class CliContext {
public:
    CliContext(GlobalOptions options, QTextStream& out, QTextStream& err);
    ~CliContext();

    const GlobalOptions& options() const { return m_options; }
    bool json() const { return m_options.json; }
    QTextStream& out() { return m_out; }
    QTextStream& err() { return m_err; }

    // The demo library with --demo, the --db file, or the default library, for reading, which never writes it: a
    // library that does not exist (or is an empty file) is an error (nothing is created), one that cannot be written
    // or has an older schema (read through a migrated copy) is read with a note on stderr. A damaged library is an
    // error with every command. Errors are printed here.
    ResultsLibrary* library();
    // The file --db names, or the default library's ("" with --demo).
    QString libraryPath() const;
    // Whether there is a library to read: --demo, or a --db / default file that exists and is not empty.
    bool libraryExists() const;
    // The same for commands that write: a read-only library is an error. Mode::ReadWrite creates the library when
    // it does not exist (import, bench); Mode::Existing does not (edits of what is there).
    ResultsLibrary* writableLibrary(ResultsLibrary::Mode mode = ResultsLibrary::Mode::Existing);

    // Print to stderr and return the exit code to use.
    int usageError(const QString& message);
    int failure(const QString& message);
    // A read of the open library failed (an SQL error): "<library file>: <error>", exit code ExitFailure.
    int libraryFailure(const QString& error);

    // After a command failed: the library it created is taken away again (with its side files and new folders) if
    // nothing was stored in it, so a failed import on a full disk leaves the disk as it was.
    void removeLibraryIfNewAndEmpty();

private:
    ResultsLibrary* openTeam(const QString& address, ResultsLibrary::Mode mode);
    ResultsLibrary* open(ResultsLibrary::Mode mode);

    GlobalOptions m_options;
    QTextStream& m_out;
    QTextStream& m_err;
    std::unique_ptr<ResultsLibrary> m_library;
    struct NewLibrary {
        LibraryFileKind before;
        QStringList folders;
    };
    std::optional<NewLibrary> m_new; // set when opening created the library
};

} // namespace headroom::cli
