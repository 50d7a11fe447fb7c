// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/teamaddress.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QPushButton;

namespace headroom {

class FieldMarks;

// File › Connect to Team Library…: the parts of a team library's address (issue 26) in a form, the address it
// makes shown as the command line and other engineers write it, and no password field: PostgreSQL's own
// ~/.pgpass or PGPASSWORD answers first, and the window asks when the server wants one (never saved).
class ConnectTeamDialog : public QDialog {
    Q_OBJECT

public:
    explicit ConnectTeamDialog(QWidget* parent = nullptr);

    // Fills the form from an address (the last one used); an unreadable one leaves the form as it was.
    void setAddress(const QString& address);
    // The address the form makes; an error names the field at fault (the form marks it on Connect).
    Expected<TeamAddress> address() const;

    void accept() override;

private:
    void buildForm();
    void updatePreview();
    void updateCaField();
    void chooseCaFile();

    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_database = nullptr;
    QLineEdit* m_user = nullptr;
    QComboBox* m_security = nullptr;
    QLineEdit* m_caFile = nullptr;
    QPushButton* m_browseCa = nullptr;
    QLabel* m_preview = nullptr;
    QLabel* m_error = nullptr;
    FieldMarks* m_marks = nullptr;
};

} // namespace headroom
