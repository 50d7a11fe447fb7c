// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <utility>
#include <variant>

#include <QString>
#include <QStringList>

namespace headroom {

// A value or a message for the user that names the file, line or field at fault.
// (std::expected is C++23; Debian 12's toolchain is C++20.)
//
// An error about something the user typed or chose carries the ids of those inputs in `fields` (the CLI option's
// name without dashes, which the GUI maps to its form field: "nic", "workload", "nodes") and a message without any
// command-line syntax. Each face words the field itself: the CLI prefixes "--nic: " (cliText in cli/), the GUI
// marks and focuses the field. Errors about a file name the file, line or JSON path in the message itself.
struct Error {
    QString message;
    QStringList fields = {}; // empty: about no input field
};

template <class T> class Expected {
public:
    Expected(T value)
        : m_state(std::move(value))
    {
    }
    Expected(Error error)
        : m_state(std::move(error))
    {
    }

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    T&& value() && { return std::get<T>(std::move(m_state)); }
    const T* operator->() const { return &std::get<T>(m_state); }
    T* operator->() { return &std::get<T>(m_state); }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }

    const QString& error() const { return std::get<Error>(m_state).message; }
    const Error& failure() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

// For operations that return nothing but may fail.
struct Done { };
using Status = Expected<Done>;

inline Status success()
{
    return Done {};
}
inline Error fail(QString message)
{
    return Error { std::move(message) };
}
// An error about one input field (or several, the first is the one to fix first).
inline Error failField(QStringList fields, QString message)
{
    return Error { std::move(message), std::move(fields) };
}
inline Error failField(const QString& field, QString message)
{
    return Error { std::move(message), QStringList { field } };
}

} // namespace headroom
