#include "catalogjson.h"

#include "catalogcsv.h"
#include "model/printable.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <set>

namespace headroom {

namespace {
using json = nlohmann::json;

std::string utf8(const QString& text)
{
    return text.toStdString();
}

Error fault(const QString& origin, const QString& path, const QString& what)
{
    return fail(QStringLiteral("%1: %2: %3").arg(origin, path, what));
}

// A JSON integer that fits int64 (nlohmann holds one above INT64_MAX as unsigned; get<int64_t> would wrap it).
std::optional<std::int64_t> wholeNumber(const json& value)
{
    if (!value.is_number_integer()
        || (value.is_number_unsigned()
            && value.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))) {
        return std::nullopt;
    }
    return value.get<std::int64_t>();
}

Status readText(const json& object, const char* key, QString& into)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) {
        return success();
    }
    if (!it->is_string()) {
        return fail(QStringLiteral("not a string"));
    }
    into = QString::fromStdString(it->get<std::string>());
    return success();
}

Expected<CatalogItem> readItem(const json& object, const QString& origin, const QString& path)
{
    if (!object.is_object()) {
        return fault(origin, path, QStringLiteral("not an object"));
    }
    static const std::set<std::string> known { "kind", "vendor", "model", "part_number", "speed_gbps", "ports",
        "price_cents", "currency", "price_date", "source", "notes" };
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key())) {
            // Refused, not dropped: a field this version does not know would be lost on the next save.
            return fault(origin, path + QLatin1Char('.') + printable(excerpt(QString::fromStdString(it.key()))),
                QStringLiteral("unknown field (known: kind, vendor, model, part_number, speed_gbps, ports, "
                               "price_cents, currency, price_date, source, notes)"));
        }
    }
    CatalogItem item;
    QString kind;
    const std::pair<const char*, QString*> texts[] = { { "kind", &kind }, { "vendor", &item.vendor },
        { "model", &item.model }, { "part_number", &item.partNumber }, { "currency", &item.currency },
        { "price_date", &item.priceDate }, { "source", &item.source }, { "notes", &item.notes } };
    for (const auto& [key, into] : texts) {
        if (auto read = readText(object, key, *into); !read) {
            return fault(origin, path + QLatin1Char('.') + QLatin1String(key), read.error());
        }
    }
    const auto parsedKind = itemKindFromString(kind);
    if (!parsedKind) {
        return fault(origin, path + QStringLiteral(".kind"),
            QStringLiteral("'%1' is not one of nic, switch, cable, optic, node, other").arg(kind));
    }
    item.kind = *parsedKind;
    if (const auto it = object.find("speed_gbps"); it != object.end() && !it->is_null()) {
        if (!it->is_number()) {
            return fault(origin, path + QStringLiteral(".speed_gbps"), QStringLiteral("not a number"));
        }
        const double gbps = it->get<double>();
        if (!std::isfinite(gbps) || gbps < 0) {
            return fault(origin, path + QStringLiteral(".speed_gbps"),
                QStringLiteral("%1 is not a finite, non-negative number of Gb/s")
                    .arg(QString::fromStdString(it->dump())));
        }
        item.speedGbps = gbps;
    }
    const auto ports = object.find("ports");
    const auto portCount = ports == object.end() ? std::nullopt : wholeNumber(*ports);
    if (!portCount || *portCount > std::numeric_limits<int>::max() || *portCount < std::numeric_limits<int>::min()) {
        return fault(origin, path + QStringLiteral(".ports"), QStringLiteral("missing or not a whole number"));
    }
    item.ports = static_cast<int>(*portCount);
    const auto price = object.find("price_cents");
    const auto cents = price == object.end() ? std::nullopt : wholeNumber(*price);
    if (!cents) {
        return fault(origin, path + QStringLiteral(".price_cents"),
            QStringLiteral("missing or not a whole number of cents (up to 9223372036854775807)"));
    }
    item.priceCents = *cents;
    return item;
}
} // namespace

json catalogItemToJson(const CatalogItem& item)
{
    json object { { "kind", utf8(toString(item.kind)) }, { "vendor", utf8(item.vendor) }, { "model", utf8(item.model) },
        { "part_number", utf8(item.partNumber) } };
    object["speed_gbps"] = item.speedGbps ? json(*item.speedGbps) : json(nullptr);
    object["ports"] = item.ports;
    object["price_cents"] = item.priceCents;
    object["currency"] = utf8(item.currency);
    object["price_date"] = utf8(item.priceDate);
    object["source"] = utf8(item.source);
    object["notes"] = utf8(item.notes);
    return object;
}

json catalogToJson(const Catalog& catalog)
{
    json items = json::array();
    for (const CatalogItem& item : catalog.items()) {
        items.push_back(catalogItemToJson(item));
    }
    return json { { "format", "headroom-catalog" }, { "version", Catalog::kFormatVersion }, { "items", items } };
}

Expected<Catalog> catalogFromJson(const QByteArray& text, const QString& origin)
{
    if (const int bad = firstInvalidUtf8Line(text); bad > 0) {
        return fail(QStringLiteral("%1: line %2: not valid UTF-8 (save the file as UTF-8)").arg(origin).arg(bad));
    }
    const json document = json::parse(text.constBegin(), text.constEnd(), nullptr, false);
    if (document.is_discarded() || !document.is_object()) {
        return fail(QStringLiteral("%1: not a JSON catalog (expected an object with \"items\")").arg(origin));
    }
    // Not document.value("format", std::string()): it throws when "format" holds a number (found by fuzz_catalog_json).
    if (const auto format = document.find("format"); format == document.end() || !format->is_string()
        || format->get_ref<const std::string&>() != "headroom-catalog") {
        return fault(origin, QStringLiteral("format"), QStringLiteral("expected \"headroom-catalog\""));
    }
    const auto version = document.find("version");
    const auto versionNumber = version == document.end() ? std::nullopt : wholeNumber(*version);
    if (!versionNumber || *versionNumber < 1) {
        return fault(origin, QStringLiteral("version"), QStringLiteral("missing or not a whole number from 1"));
    }
    if (*versionNumber > Catalog::kFormatVersion) {
        return fault(origin, QStringLiteral("version"),
            QStringLiteral("%1 is from a newer Headroom (this one reads up to %2)")
                .arg(*versionNumber)
                .arg(Catalog::kFormatVersion));
    }
    const auto items = document.find("items");
    if (items == document.end() || !items->is_array()) {
        return fault(origin, QStringLiteral("items"), QStringLiteral("missing or not an array"));
    }
    Catalog catalog;
    for (std::size_t i = 0; i < items->size(); ++i) {
        auto item = readItem((*items)[i], origin, QStringLiteral("items[%1]").arg(i));
        if (!item) {
            return Error { item.error() };
        }
        catalog.items().append(std::move(item.value()));
    }
    return catalog;
}

} // namespace headroom
