// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/postgresserver.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QUrl>

namespace headroom::test {
namespace {

bool runsAsRoot()
{
    return ::geteuid() == 0;
}

// The newest installed server's programs (Debian keeps them out of PATH).
QString serverBinDir()
{
    QDir lib(QStringLiteral("/usr/lib/postgresql"));
    QStringList versions = lib.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
    for (const QString& version : versions) {
        const QString bin = lib.filePath(version + QStringLiteral("/bin"));
        if (QFile::exists(bin + QStringLiteral("/pg_ctl"))) {
            return bin;
        }
    }
    return {};
}

// A loopback port nobody listens on now (the kernel's pick); the server binds it a moment later.
int freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof(address);
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
        port = ntohs(address.sin_port);
    }
    ::close(fd);
    return port;
}

bool runProcess(const QString& program, const QStringList& arguments, QString* output)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(120000);
    if (output) {
        *output = QString::fromLocal8Bit(process.readAll());
    }
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace

std::unique_ptr<PostgresServer> PostgresServer::start(QString* why)
{
    std::unique_ptr<PostgresServer> server(new PostgresServer);
    if (!server->init(why)) {
        return nullptr;
    }
    return server;
}

bool PostgresServer::runAsServerUser(const QStringList& command, QString* output) const
{
    if (runsAsRoot()) {
        return runProcess(QStringLiteral("runuser"),
            QStringList { QStringLiteral("-u"), superuser(), QStringLiteral("--") } + command, output);
    }
    return runProcess(command.first(), command.mid(1), output);
}

bool PostgresServer::init(QString* why)
{
    // HEADROOM_PG_KEEP=1 keeps the folder (its server.log) after the test, for a look at what the server did.
    m_dir.setAutoRemove(qEnvironmentVariableIntValue("HEADROOM_PG_KEEP") != 1);
    m_bin = serverBinDir();
    if (m_bin.isEmpty()) {
        *why = QStringLiteral("PostgreSQL is not installed (bootstrap.sh --tests installs postgresql)");
        return false;
    }
    const QString root = m_dir.path();
    QDir().mkpath(root + QStringLiteral("/socket"));
    QDir().mkpath(root + QStringLiteral("/tls"));
    QString output;
    if (!runProcess(QStringLiteral("openssl"),
            { QStringLiteral("req"), QStringLiteral("-new"), QStringLiteral("-x509"), QStringLiteral("-days"),
                QStringLiteral("2"), QStringLiteral("-nodes"), QStringLiteral("-subj"), QStringLiteral("/CN=localhost"),
                QStringLiteral("-addext"), QStringLiteral("subjectAltName=DNS:localhost,IP:127.0.0.1"),
                QStringLiteral("-keyout"), root + QStringLiteral("/tls/server.key"), QStringLiteral("-out"), caFile() },
            &output)) {
        *why = QStringLiteral("openssl could not make the test certificate: ") + output;
        return false;
    }
    QFile::setPermissions(root + QStringLiteral("/tls/server.key"), QFile::ReadOwner | QFile::WriteOwner);
    if (runsAsRoot()) {
        runProcess(QStringLiteral("chown"), { QStringLiteral("-R"), superuser(), root }, nullptr);
    }
    const QString data = root + QStringLiteral("/data");
    if (!runAsServerUser({ m_bin + QStringLiteral("/initdb"), QStringLiteral("-D"), data, QStringLiteral("-U"),
                             superuser(), QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--no-locale"),
                             QStringLiteral("--auth-local=trust"), QStringLiteral("--auth-host=scram-sha-256") },
            &output)) {
        *why = QStringLiteral("initdb failed: ") + output.right(2000);
        return false;
    }
    m_port = freeLoopbackPort();
    const QString settings
        = QStringLiteral("-k %1 -p %2 -h 127.0.0.1 -c ssl=on -c ssl_cert_file=%3 -c ssl_key_file=%4 "
                         "-c fsync=off -c synchronous_commit=off -c full_page_writes=off")
              .arg(socketDir(), QString::number(m_port), caFile(), root + QStringLiteral("/tls/server.key"));
    if (!runAsServerUser({ m_bin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data, QStringLiteral("-l"),
                             root + QStringLiteral("/server.log"), QStringLiteral("-o"), settings, QStringLiteral("-w"),
                             QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("start") },
            &output)) {
        QFile log(root + QStringLiteral("/server.log"));
        log.open(QIODevice::ReadOnly);
        *why = QStringLiteral("pg_ctl start failed: ") + output + QString::fromLocal8Bit(log.readAll()).right(2000);
        return false;
    }
    m_started = true;
    return true;
}

PostgresServer::~PostgresServer()
{
    if (m_started) {
        runAsServerUser(
            { m_bin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), m_dir.path() + QStringLiteral("/data"),
                QStringLiteral("-m"), QStringLiteral("immediate"), QStringLiteral("-w"), QStringLiteral("stop") },
            nullptr);
    }
}

bool PostgresServer::psql(const QString& database, const QString& sql, QString* error) const
{
    QString output;
    const bool ok
        = runAsServerUser({ m_bin + QStringLiteral("/psql"), QStringLiteral("-X"), QStringLiteral("-q"),
                              QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"),
                              socketDir(), QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"),
                              superuser(), QStringLiteral("-d"), database, QStringLiteral("-c"), sql },
            &output);
    if (!ok && error) {
        *error = output;
    }
    return ok;
}

QString PostgresServer::socketUrl(const QString& database, const QString& user) const
{
    const QString who = user.isEmpty() ? QString() : user + QLatin1Char('@');
    return QStringLiteral("postgresql://%1%2:%3/%4")
        .arg(who, QString::fromLatin1(QUrl::toPercentEncoding(socketDir())), QString::number(m_port), database);
}

QString PostgresServer::tcpUrl(const QString& database, const QString& user, const QString& query) const
{
    return QStringLiteral("postgresql://%1@localhost:%2/%3%4").arg(user, QString::number(m_port), database, query);
}

} // namespace headroom::test
