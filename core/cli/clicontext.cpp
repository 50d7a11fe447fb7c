// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicontext.h"

#include "demo/demolibrary.h"
#include "model/logging.h"
#include "model/printable.h"
#include "store/libraryintegrity.h"
#include "store/newlibrary.h"
#include "store/teamaddress.h"

#include <QFileInfo>

namespace headroom::cli {

CliContext::CliContext(GlobalOptions options, QTextStream& out, QTextStream& err)
    : m_options(std::move(options))
    , m_out(out)
    , m_err(err)
{
}

CliContext::~CliContext() = default;

ResultsLibrary* CliContext::library()
{
    const bool first = !m_library;
    ResultsLibrary* library = open(ResultsLibrary::Mode::ReadOnly);
    if (first && library && !library->note().isEmpty()) {
        m_err << "headroom-cli: note: " << printableLines(library->note()) << "; reading only\n";
        m_err.flush();
    }
    return library;
}

QString CliContext::libraryPath() const
{
    if (m_options.demo) {
        return {};
    }
    return m_options.dbPath.isEmpty() ? ResultsLibrary::defaultPath() : m_options.dbPath;
}

bool CliContext::libraryExists() const
{
    const QFileInfo file(libraryPath());
    return m_options.demo || isTeamAddress(libraryPath()) || (file.exists() && !(file.isFile() && file.size() == 0));
}

ResultsLibrary* CliContext::writableLibrary(ResultsLibrary::Mode mode)
{
    ResultsLibrary* library = open(mode);
    if (library && library->isReadOnly()) {
        failure(library->readOnlyReason()
            + (m_options.demo ? QStringLiteral("; use --db FILE for your own results") : QString()));
        return nullptr;
    }
    return library;
}

ResultsLibrary* CliContext::open(ResultsLibrary::Mode mode)
{
    if (m_library) {
        return m_library.get();
    }
    if (m_options.demo) {
        auto demo = openDemoLibrary();
        if (!demo) {
            failure(demo.error());
            return nullptr;
        }
        m_library = std::move(demo.value());
        return m_library.get();
    }
    const QString path = libraryPath();
    if (isTeamAddress(path)) {
        return openTeam(path, mode);
    }
    // One rule for a path that does not exist and an empty file: no library yet, which only a write makes.
    const QFileInfo file(path);
    const bool empty = file.isFile() && file.size() == 0;
    if (mode != ResultsLibrary::Mode::ReadWrite && (!file.exists() || empty)) {
        failure(QStringLiteral("no library at %1%3; create one with 'headroom-cli%2 import FILE…' or "
                               "'headroom-cli%2 bench …'")
                    .arg(path, m_options.dbPath.isEmpty() ? QString() : QStringLiteral(" --db ") + path,
                        empty ? QStringLiteral(" (the file is empty)") : QString()));
        return nullptr;
    }
    // What is there before: nothing or the user's empty file is what a failed command may restore; a symlink, even
    // a dangling one, is the user's and stays.
    std::optional<NewLibrary> created;
    if (mode == ResultsLibrary::Mode::ReadWrite && !file.isSymLink() && (!file.exists() || empty)) {
        created
            = NewLibrary { file.exists() ? LibraryFileKind::Empty : LibraryFileKind::Missing, missingFolders(path) };
    }
    auto opened = ResultsLibrary::open(path, mode);
    if (!opened) {
        failure(opened.error());
        return nullptr;
    }
    if (!(*opened)->damage().isEmpty()) {
        // Never read as if whole.
        failure(QStringLiteral("%1 is damaged: SQLite's check reports %2; nothing was read or written. %3")
                    .arg(path, (*opened)->damage().join(QStringLiteral("; ")), damagedLibraryAdvice(path)));
        return nullptr;
    }
    m_library = std::move(opened.value());
    m_new = created;
    return m_library.get();
}

// A team library (--db postgresql://…): the server's, so nothing here is created or removed; the schema is made by
// the first write.
ResultsLibrary* CliContext::openTeam(const QString& address, ResultsLibrary::Mode mode)
{
    auto opened = ResultsLibrary::open(address, mode);
    if (!opened) {
        failure(opened.error());
        return nullptr;
    }
    m_library = std::move(opened.value());
    return m_library.get();
}

void CliContext::removeLibraryIfNewAndEmpty()
{
    if (!m_new || !m_library) {
        return;
    }
    const auto measurements = m_library->measurementCount();
    const auto systems = m_library->systems();
    const auto sources = m_library->sources();
    if (!measurements || *measurements != 0 || !systems || !systems->isEmpty() || !sources || !sources->isEmpty()) {
        return; // something was stored (a bench stopped half way keeps its points), or we cannot tell
    }
    const QString path = m_library->path();
    m_library.reset(); // closed before its files are removed
    removeNewLibrary(path, m_new->before, m_new->folders);
    m_new.reset();
}

int CliContext::usageError(const QString& message)
{
    qCDebug(lcCli) << "usage error:" << message;
    m_err << "headroom-cli: " << printableLines(message) << "\nTry 'headroom-cli --help'.\n";
    m_err.flush();
    return ExitUsage;
}

int CliContext::failure(const QString& message)
{
    qCDebug(lcCli) << "failure:" << message;
    m_err << "headroom-cli: error: " << printableLines(message) << '\n';
    m_err.flush();
    return ExitFailure;
}

int CliContext::libraryFailure(const QString& error)
{
    return failure(m_library ? QStringLiteral("%1: %2").arg(m_library->path(), error) : error);
}

} // namespace headroom::cli
