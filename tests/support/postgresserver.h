// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

// A PostgreSQL server of the test's own (issue 26: real components, started by the tests that need them): Debian's
// PostgreSQL initdb + pg_ctl in a temporary folder, listening on a Unix socket in that folder and on a loopback TCP
// port with TLS from a self-signed test certificate (openssl). PostgreSQL refuses to run as root, so when the test
// runs as root every server command runs as the `postgres` system user (runuser), and the folder lives under
// /tmp, which that user can enter (a CI clone's own folder is 0700). Stopped (immediately) and removed on
// destruction. Authentication: trust on the socket, passwords (SCRAM) over TCP.
namespace headroom::test {

class PostgresServer {
public:
    // Starts a server; null with `why` set when PostgreSQL or openssl is not installed or it does not start
    // (the log's tail in `why`).
    static std::unique_ptr<PostgresServer> start(QString* why);
    ~PostgresServer();
    PostgresServer(const PostgresServer&) = delete;
    PostgresServer& operator=(const PostgresServer&) = delete;

    QString socketDir() const { return m_dir.path() + QStringLiteral("/socket"); }
    int port() const { return m_port; }
    QString superuser() const { return QStringLiteral("postgres"); }
    // The CA file that verifies the server's certificate (sslmode=verify-full with host "localhost").
    QString caFile() const { return m_dir.path() + QStringLiteral("/tls/server.crt"); }

    // Runs SQL as the superuser through psql on the socket; false with psql's message in `error`.
    bool psql(const QString& database, const QString& sql, QString* error = nullptr) const;
    // postgresql:// addresses of a database over the socket and over TCP (query: "?sslmode=require", …).
    QString socketUrl(const QString& database, const QString& user = QString()) const;
    QString tcpUrl(const QString& database, const QString& user, const QString& query = QString()) const;

private:
    PostgresServer() = default;
    bool init(QString* why);
    bool runAsServerUser(const QStringList& command, QString* output) const;

    QTemporaryDir m_dir { QStringLiteral("/tmp/headroom-pg-XXXXXX") };
    QString m_bin;
    int m_port = 0;
    bool m_started = false;
};

} // namespace headroom::test
