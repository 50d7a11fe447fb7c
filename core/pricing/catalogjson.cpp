// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogjson.h"

#include "catalogcsv.h"
#include "model/printable.h"

#include <algorithm>
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

namespace {

// "line L, column C" of the 1-based byte `byte` (nlohmann's parse_error::byte: the last byte it read).
QString textPosition(const QByteArray& text, std::size_t byte)
{
    const qsizetype at = std::clamp<qsizetype>(static_cast<qsizetype>(byte) - 1, 0, text.size());
    const QByteArrayView before = QByteArrayView(text).first(at);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const int line = 1 + static_cast<int>(before.count('\n'));
    // Columns count characters, not bytes: "é" before the error is one column.
    const int column = 1 + static_cast<int>(QString::fromUtf8(before.sliced(lineStart)).size());
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

// Where a text that nlohmann refused breaks, from a second reading through its public SAX interface (the DOM
// parse with exceptions off only says that it failed). Builds nothing.
struct SyntaxError : nlohmann::json_sax<json> {
    std::size_t byte = 0;
    QString problem;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t position, const std::string&, const json::exception& error) override
    {
        byte = position;
        // Without nlohmann's prefix ("[json.exception.parse_error.101] parse error at line 1, column 2: "), which
        // counts bytes, and cut short: it quotes the token it read, which can be megabytes of one string.
        const QString what = QString::fromUtf8(error.what());
        const qsizetype colon = what.indexOf(QLatin1String(": "), what.indexOf(QLatin1String("parse error")));
        problem = excerpt(colon < 0 ? what : what.mid(colon + 2), 200);
        return false;
    }
};

} // namespace

Expected<Catalog> catalogFromJson(const QByteArray& text, const QString& origin)
{
    if (const int bad = firstInvalidUtf8Line(text); bad > 0) {
        return fail(QStringLiteral("%1: line %2: not valid UTF-8 (save the file as UTF-8)").arg(origin).arg(bad));
    }
    const json document = json::parse(text.constBegin(), text.constEnd(), nullptr, false);
    if (document.is_discarded()) {
        SyntaxError where;
        json::sax_parse(text.constBegin(), text.constEnd(), &where);
        return fail(
            QStringLiteral("%1: %2: not valid JSON: %3").arg(origin, textPosition(text, where.byte), where.problem));
    }
    if (!document.is_object()) {
        return fail(QStringLiteral("%1: line 1: not a JSON catalog (expected an object with \"items\", found %2)")
                        .arg(origin, QString::fromLatin1(document.type_name())));
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
            return item.failure();
        }
        catalog.items().append(std::move(item.value()));
    }
    return catalog;
}

} // namespace headroom
