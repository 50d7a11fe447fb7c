#include "catalogjson.h"

#include "catalogcsv.h"
#include "model/printable.h"

#include <cmath>
#include <limits>
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
    if (ports == object.end() || !ports->is_number_integer()
        || ports->get<std::int64_t>() > std::numeric_limits<int>::max()
        || ports->get<std::int64_t>() < std::numeric_limits<int>::min()) {
        return fault(origin, path + QStringLiteral(".ports"), QStringLiteral("missing or not a whole number"));
    }
    item.ports = ports->get<int>();
    const auto price = object.find("price_cents");
    if (price == object.end() || !price->is_number_integer()) {
        return fault(
            origin, path + QStringLiteral(".price_cents"), QStringLiteral("missing or not a whole number of cents"));
    }
    item.priceCents = price->get<std::int64_t>();
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
    if (document.value("format", std::string()) != "headroom-catalog") {
        return fault(origin, QStringLiteral("format"), QStringLiteral("expected \"headroom-catalog\""));
    }
    const auto version = document.find("version");
    if (version == document.end() || !version->is_number_integer()) {
        return fault(origin, QStringLiteral("version"), QStringLiteral("missing or not a whole number"));
    }
    if (version->get<int>() > Catalog::kFormatVersion) {
        return fault(origin, QStringLiteral("version"),
            QStringLiteral("%1 is from a newer Headroom (this one reads up to %2)")
                .arg(version->get<int>())
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
