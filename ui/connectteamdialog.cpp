// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectteamdialog.h"

#include "fieldmarks.h"
#include "filedialogs.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace headroom {
namespace {

struct SecurityChoice {
    const char* sslmode;
    const char* label;
};

// libpq's sslmode values, in the words of someone choosing one; "prefer" is libpq's own default.
constexpr SecurityChoice kSecurityChoices[] = {
    { "prefer", QT_TRANSLATE_NOOP("headroom::ConnectTeamDialog", "Encrypt when the server offers it") },
    { "require", QT_TRANSLATE_NOOP("headroom::ConnectTeamDialog", "Always encrypt") },
    { "verify-full",
        QT_TRANSLATE_NOOP("headroom::ConnectTeamDialog", "Always encrypt and check the server's certificate") },
    { "disable", QT_TRANSLATE_NOOP("headroom::ConnectTeamDialog", "Never encrypt (trusted network only)") },
};

bool checksCertificate(const QString& sslmode)
{
    return sslmode == QLatin1String("verify-full") || sslmode == QLatin1String("verify-ca");
}

QString optionValue(const TeamAddress& address, const QString& key)
{
    for (const auto& [name, value] : address.options) {
        if (name == key) {
            return value;
        }
    }
    return {};
}

} // namespace

ConnectTeamDialog::ConnectTeamDialog(QWidget* parent)
    : QDialog(parent)
    , m_marks(new FieldMarks(this))
{
    setWindowTitle(tr("Connect to Team Library"));
    buildForm();
    updateCaField();
    updatePreview();
}

void ConnectTeamDialog::buildForm()
{
    m_host = new QLineEdit(this);
    m_host->setPlaceholderText(tr("db.example.com, or a socket folder such as /run/postgresql"));
    m_port = new QSpinBox(this);
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_database = new QLineEdit(this);
    m_database->setPlaceholderText(tr("headroom"));
    m_user = new QLineEdit(this);
    m_user->setPlaceholderText(tr("your PostgreSQL login (empty: your user name)"));
    m_security = new QComboBox(this);
    for (const SecurityChoice& choice : kSecurityChoices) {
        m_security->addItem(tr(choice.label), QString::fromLatin1(choice.sslmode));
    }
    m_caFile = new QLineEdit(this);
    m_host->setObjectName(QStringLiteral("host"));
    m_database->setObjectName(QStringLiteral("database"));
    m_user->setObjectName(QStringLiteral("user"));
    m_caFile->setObjectName(QStringLiteral("caFile"));
    m_caFile->setPlaceholderText(tr("the CA certificate that signed the server's (empty: ~/.postgresql/root.crt)"));
    m_browseCa = new QPushButton(tr("Browse…"), this);
    auto* caRow = new QHBoxLayout;
    caRow->addWidget(m_caFile);
    caRow->addWidget(m_browseCa);

    auto* form = new QFormLayout;
    form->addRow(tr("Server:"), m_host);
    form->addRow(tr("Port:"), m_port);
    form->addRow(tr("Database:"), m_database);
    form->addRow(tr("User:"), m_user);
    form->addRow(tr("Security:"), m_security);
    form->addRow(tr("CA certificate:"), caRow);
    m_marks->add(QStringLiteral("host"), m_host, tr("Server"));
    m_marks->add(QStringLiteral("database"), m_database, tr("Database"));
    m_marks->add(QStringLiteral("db"), m_host, tr("Address"));

    m_preview = new QLabel(this);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setWordWrap(true);
    auto* passwords = new QLabel(tr("Passwords come from ~/.pgpass or PGPASSWORD; when the server asks for one, "
                                    "Headroom asks you and keeps it only for this connection."),
        this);
    passwords->setWordWrap(true);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("Connect"), QDialogButtonBox::AcceptRole);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addWidget(passwords);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    for (QLineEdit* edit : { m_host, m_database, m_user, m_caFile }) {
        connect(edit, &QLineEdit::textChanged, this, &ConnectTeamDialog::updatePreview);
    }
    connect(m_port, &QSpinBox::valueChanged, this, &ConnectTeamDialog::updatePreview);
    connect(m_security, &QComboBox::currentIndexChanged, this, [this] {
        updateCaField();
        updatePreview();
    });
    connect(m_browseCa, &QPushButton::clicked, this, &ConnectTeamDialog::chooseCaFile);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectTeamDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ConnectTeamDialog::reject);
}

void ConnectTeamDialog::setAddress(const QString& text)
{
    const auto parsed = parseTeamAddress(text);
    if (!parsed.ok()) {
        return;
    }
    m_host->setText(parsed->host);
    m_port->setValue(parsed->port);
    m_database->setText(parsed->database);
    m_user->setText(parsed->user);
    const int security = m_security->findData(optionValue(*parsed, QStringLiteral("sslmode")));
    m_security->setCurrentIndex(security >= 0 ? security : 0);
    m_caFile->setText(optionValue(*parsed, QStringLiteral("sslrootcert")));
}

Expected<TeamAddress> ConnectTeamDialog::address() const
{
    const QString host = m_host->text().trimmed();
    if (host.isEmpty()) {
        return failField(QStringLiteral("host"), tr("name the server (or its socket folder)"));
    }
    const QString database = m_database->text().trimmed();
    if (database.isEmpty()) {
        return failField(QStringLiteral("database"), tr("name the team library's database"));
    }
    TeamAddress address;
    address.host = host;
    address.port = m_port->value();
    address.database = database;
    address.user = m_user->text().trimmed();
    const QString sslmode = m_security->currentData().toString();
    if (sslmode != QLatin1String("prefer")) {
        address.options.append({ QStringLiteral("sslmode"), sslmode });
    }
    if (checksCertificate(sslmode) && !m_caFile->text().trimmed().isEmpty()) {
        address.options.append({ QStringLiteral("sslrootcert"), m_caFile->text().trimmed() });
    }
    return address;
}

void ConnectTeamDialog::accept()
{
    const auto made = address();
    if (!made.ok()) {
        m_error->setText(m_marks->show(made.failure()));
        m_error->show();
        return;
    }
    QDialog::accept();
}

void ConnectTeamDialog::updatePreview()
{
    const auto made = address();
    m_preview->setText(made.ok() ? tr("Address: %1").arg(made->display()) : QString());
}

void ConnectTeamDialog::updateCaField()
{
    const bool needed = checksCertificate(m_security->currentData().toString());
    m_caFile->setEnabled(needed);
    m_browseCa->setEnabled(needed);
}

void ConnectTeamDialog::chooseCaFile()
{
    const QString file = chooseOpenFileName(
        this, tr("CA Certificate"), m_caFile->text(), tr("Certificates (*.crt *.pem);;All files (*)"));
    if (!file.isEmpty()) {
        m_caFile->setText(file);
    }
}

} // namespace headroom
