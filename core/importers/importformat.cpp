#include "importformat.h"

#include <array>
#include <utility>

namespace headroom {

namespace {

constexpr std::array kNames { std::pair { ImportFormat::Auto, "auto" }, std::pair { ImportFormat::Fio, "fio" },
    std::pair { ImportFormat::HciBench, "hcibench" }, std::pair { ImportFormat::Vdbench, "vdbench" },
    std::pair { ImportFormat::Csv, "csv" } };

} // namespace

QString toString(ImportFormat format)
{
    for (const auto& [value, name] : kNames) {
        if (value == format) {
            return QString::fromLatin1(name);
        }
    }
    return QStringLiteral("auto");
}

std::optional<ImportFormat> importFormatFromString(const QString& text)
{
    for (const auto& [value, name] : kNames) {
        if (text.compare(QLatin1String(name), Qt::CaseInsensitive) == 0) {
            return value;
        }
    }
    return std::nullopt;
}

} // namespace headroom
