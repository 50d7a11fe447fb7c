#pragma once

#include <optional>

#include <QString>

namespace headroom {

// The file formats Headroom imports. Auto: detected from the content (formatdetection.h).
enum class ImportFormat { Auto, Fio, HciBench, Vdbench, Csv };

QString toString(ImportFormat format); // "auto", "fio", "hcibench", "vdbench", "csv"
std::optional<ImportFormat> importFormatFromString(const QString& text);

} // namespace headroom
