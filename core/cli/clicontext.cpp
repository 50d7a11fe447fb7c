#include "clicontext.h"

#include "demo/demolibrary.h"
#include "model/logging.h"

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
    if (m_library) {
        return m_library.get();
    }
    auto opened = m_options.demo
        ? openDemoLibrary()
        : ResultsLibrary::open(m_options.dbPath.isEmpty() ? ResultsLibrary::defaultPath() : m_options.dbPath);
    if (!opened) {
        failure(opened.error());
        return nullptr;
    }
    m_library = std::move(opened.value());
    return m_library.get();
}

int CliContext::usageError(const QString& message)
{
    qCDebug(lcCli) << "usage error:" << message;
    m_err << "headroom-cli: " << message << "\nTry 'headroom-cli --help'.\n";
    m_err.flush();
    return ExitUsage;
}

int CliContext::failure(const QString& message)
{
    qCDebug(lcCli) << "failure:" << message;
    m_err << "headroom-cli: error: " << message << '\n';
    m_err.flush();
    return ExitFailure;
}

} // namespace headroom::cli
