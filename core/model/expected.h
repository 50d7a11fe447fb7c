#pragma once

#include <optional>
#include <utility>
#include <variant>

#include <QString>

namespace headroom {

// A value or a message for the user that names the file, line or field at fault.
// (std::expected is C++23; Debian 12's toolchain is C++20.)
struct Error {
    QString message;
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

} // namespace headroom
