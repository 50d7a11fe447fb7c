// SPDX-License-Identifier: GPL-3.0-or-later
#include "demolibrary.h"

#include "importers/importplan.h"
#include "store/demodocument.h"

#include <QDir>
#include <QFile>

#include <nlohmann/json.hpp>

namespace headroom {

namespace {

using json = nlohmann::json;

// The demo's import time: fixed, so the demo library is the same on every start.
QDateTime demoImportTime()
{
    return QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
}

QString textField(const json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

// One entry of "fio_imports": every *.json in `folder` (relative to the demo root) imported as `system`.
Status importFolder(ResultsLibrary& library, const QString& root, const json& entry, const QString& path)
{
    const QString system = textField(entry, "system");
    const QString folder = textField(entry, "folder");
    if (system.isEmpty() || folder.isEmpty()) {
        return fail(QStringLiteral("%1/demo-library.json: %2: needs 'system' and 'folder'").arg(root, path));
    }
    const QDir dir(root + QLatin1Char('/') + folder);
    const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        return fail(QStringLiteral("%1: %2: no fio JSON files in %3").arg(root, path, dir.path()));
    }
    ImportOptions options;
    options.systemName = system;
    options.format = ImportFormat::Fio;
    for (const QString& name : files) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            return fail(QStringLiteral("%1: %2").arg(file.fileName(), file.errorString()));
        }
        auto parsed = parseSourceBytes(file.readAll(), folder + QLatin1Char('/') + name, options);
        if (!parsed) {
            return fail(parsed.error());
        }
        parsed->source.importedAt = demoImportTime();
        parsed->source.reference = textField(entry, "reference");
        for (Measurement& m : parsed->measurements) {
            m.source = parsed->source;
        }
        if (auto added = library.addMeasurements(parsed->source, parsed->measurements); !added) {
            return fail(added.error());
        }
    }
    return success();
}

Status importFioFolders(ResultsLibrary& library, const QString& root, const QByteArray& document)
{
    const json parsed = json::parse(document.constData(), document.constData() + document.size(), nullptr, false);
    const json imports = parsed.is_object() ? parsed.value("fio_imports", json::array()) : json::array();
    for (std::size_t i = 0; i < imports.size(); ++i) {
        if (auto done = importFolder(library, root, imports[i], QStringLiteral("fio_imports[%1]").arg(i)); !done) {
            return done;
        }
    }
    return success();
}

// One demand of a customer import: the system it runs on and its growth, as the demo chooses them.
Status applyDemandChoices(ResultsLibrary& library, const json& demand, const QString& path)
{
    const QString name = textField(demand, "name");
    if (name.isEmpty()) {
        return fail(QStringLiteral("%1: needs 'name'").arg(path));
    }
    if (const QString system = textField(demand, "system"); !system.isEmpty()) {
        if (auto linked = library.linkDemand(name, system); !linked) {
            return fail(QStringLiteral("%1: %2").arg(path, linked.error()));
        }
    }
    if (const auto growth = demand.find("growth_per_year"); growth != demand.end() && growth->is_number()) {
        if (auto set = library.setDemandGrowth(name, growth->get<double>()); !set) {
            return fail(QStringLiteral("%1: %2").arg(path, set.error()));
        }
    }
    return success();
}

// One entry of "customer_imports": a customer's export (Live Optics), imported through its importer, and the demo's
// choices for its clusters.
Status importCustomer(ResultsLibrary& library, const QString& root, const json& entry, const QString& path)
{
    const QString relative = textField(entry, "file");
    QFile file(root + QLatin1Char('/') + relative);
    if (relative.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        return fail(QStringLiteral("%1/demo-library.json: %2: cannot read '%3'").arg(root, path, relative));
    }
    ImportOptions options;
    options.format = ImportFormat::LiveOptics;
    auto parsed = parseSourceBytes(file.readAll(), relative, options);
    if (!parsed) {
        return fail(parsed.error());
    }
    if (!parsed->customer) {
        return fail(QStringLiteral("%1: %2 is not a customer export").arg(path, relative));
    }
    parsed->source.importedAt = demoImportTime();
    parsed->source.reference = textField(entry, "reference");
    if (auto added = library.addCustomerExport(parsed->source, *parsed->customer); !added) {
        return fail(added.error());
    }
    const json demands = entry.value("demands", json::array());
    for (std::size_t i = 0; i < demands.size(); ++i) {
        if (auto done = applyDemandChoices(library, demands[i], QStringLiteral("%1.demands[%2]").arg(path).arg(i));
            !done) {
            return done;
        }
    }
    return success();
}

Status importCustomers(ResultsLibrary& library, const QString& root, const QByteArray& document)
{
    const json parsed = json::parse(document.constData(), document.constData() + document.size(), nullptr, false);
    const json imports = parsed.is_object() ? parsed.value("customer_imports", json::array()) : json::array();
    for (std::size_t i = 0; i < imports.size(); ++i) {
        if (auto done = importCustomer(library, root, imports[i], QStringLiteral("customer_imports[%1]").arg(i));
            !done) {
            return done;
        }
    }
    return success();
}

} // namespace

Expected<std::unique_ptr<ResultsLibrary>> openDemoLibraryAt(const QString& root)
{
    QFile file(root + QStringLiteral("/demo-library.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QStringLiteral("%1: the demo library is missing from this build").arg(file.fileName()));
    }
    const QByteArray document = file.readAll();
    auto library = ResultsLibrary::openInMemory();
    if (!library) {
        return library;
    }
    if (auto loaded = loadDemoDocument(**library, document, file.fileName()); !loaded) {
        return fail(loaded.error());
    }
    if (auto imported = importFioFolders(**library, root, document); !imported) {
        return fail(imported.error());
    }
    if (auto imported = importCustomers(**library, root, document); !imported) {
        return fail(imported.error());
    }
    // Each face adds where your own results go (the CLI: --db FILE; the GUI: File › New Library).
    (*library)->setReadOnly(QStringLiteral("the demo library is read-only"));
    return library;
}

Expected<std::unique_ptr<ResultsLibrary>> openDemoLibrary()
{
    return openDemoLibraryAt(QStringLiteral(":/headroom/demo"));
}

} // namespace headroom
