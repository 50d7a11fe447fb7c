// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogitem.h"

#include <array>
#include <utility>

#include <QDate>
#include <QLocale>
#include <QRegularExpression>

namespace headroom {

namespace {
constexpr std::array kKindNames { std::pair { ItemKind::Nic, "nic" }, std::pair { ItemKind::Switch, "switch" },
    std::pair { ItemKind::Cable, "cable" }, std::pair { ItemKind::Optic, "optic" },
    std::pair { ItemKind::Node, "node" }, std::pair { ItemKind::Other, "other" } };
} // namespace

QString toString(ItemKind kind)
{
    for (const auto& [candidate, name] : kKindNames) {
        if (candidate == kind) {
            return QString::fromLatin1(name);
        }
    }
    return {};
}

std::optional<ItemKind> itemKindFromString(const QString& text)
{
    const QString lower = text.trimmed().toLower();
    if (lower == QLatin1String("dac") || lower == QLatin1String("cable/dac")) {
        return ItemKind::Cable;
    }
    for (const auto& [candidate, name] : kKindNames) {
        if (lower == QLatin1String(name)) {
            return candidate;
        }
    }
    return std::nullopt;
}

QString displayName(ItemKind kind)
{
    switch (kind) {
    case ItemKind::Nic:
        return QStringLiteral("NIC");
    case ItemKind::Switch:
        return QStringLiteral("Switch");
    case ItemKind::Cable:
        return QStringLiteral("Cable/DAC");
    case ItemKind::Optic:
        return QStringLiteral("Optic");
    case ItemKind::Node:
        return QStringLiteral("Node");
    case ItemKind::Other:
        break;
    }
    return QStringLiteral("Other");
}

bool isPricedPerPort(ItemKind kind)
{
    return kind != ItemKind::Node;
}

QString CatalogItem::label() const
{
    const QString name = QStringList { vendor, model }.join(QLatin1Char(' ')).trimmed();
    if (partNumber.isEmpty()) {
        return name.isEmpty() ? QStringLiteral("(unnamed)") : name;
    }
    return name.isEmpty() ? partNumber : QStringLiteral("%1 (%2)").arg(partNumber, name);
}

bool isValidPriceDate(const QString& isoDate)
{
    static const QRegularExpression month(QStringLiteral("^\\d{4}-\\d{2}$"));
    if (month.match(isoDate).hasMatch()) {
        return QDate::fromString(isoDate + QStringLiteral("-01"), Qt::ISODate).isValid();
    }
    static const QRegularExpression day(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    return day.match(isoDate).hasMatch() && QDate::fromString(isoDate, Qt::ISODate).isValid();
}

QString formatPriceDate(const QString& isoDate)
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    if (isoDate.size() == 7 && isValidPriceDate(isoDate)) {
        return english.toString(
            QDate::fromString(isoDate + QStringLiteral("-01"), Qt::ISODate), QStringLiteral("MMMM yyyy"));
    }
    if (isValidPriceDate(isoDate)) {
        return english.toString(QDate::fromString(isoDate, Qt::ISODate), QStringLiteral("d MMMM yyyy"));
    }
    return isoDate;
}

} // namespace headroom
