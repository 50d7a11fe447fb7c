// SPDX-License-Identifier: GPL-3.0-or-later
#include "pptxtemplate.h"

#include "pptxlayouts.h"

#include <zip.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

namespace headroom::pptx {

namespace {
struct Relationship {
    QString type; // the last segment of the type URI: "slideMaster", "slideLayout", "theme", "image", …
    QString target; // the part name it points to, resolved ("ppt/slideLayouts/slideLayout1.xml")
};

QString relationshipsPart(const QString& part)
{
    const QFileInfo info(part);
    const QString dir = info.path() == QLatin1String(".") ? QString() : info.path() + QLatin1Char('/');
    return dir + QStringLiteral("_rels/") + info.fileName() + QStringLiteral(".rels");
}

QList<Relationship> relationshipsOf(const QMap<QString, QByteArray>& parts, const QString& part)
{
    QList<Relationship> out;
    QXmlStreamReader xml(parts.value(relationshipsPart(part)));
    const QString dir = QFileInfo(part).path();
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement() || xml.name() != QLatin1String("Relationship")) {
            continue;
        }
        const auto a = xml.attributes();
        if (a.value(QLatin1String("TargetMode")) == QLatin1String("External")) {
            continue;
        }
        const QString target = a.value(QLatin1String("Target")).toString();
        const QString resolved = target.startsWith(QLatin1Char('/'))
            ? target.mid(1)
            : QDir::cleanPath((dir == QLatin1String(".") ? QString() : dir + QLatin1Char('/')) + target);
        out << Relationship { a.value(QLatin1String("Type")).toString().section(QLatin1Char('/'), -1), resolved };
    }
    return out;
}

// The parts a master needs (its layouts, theme, images, …) and theirs, never a slide or notes.
void collectPart(const QMap<QString, QByteArray>& parts, const QString& part, QStringList& collected)
{
    if (collected.contains(part) || !parts.contains(part)) {
        return;
    }
    collected << part;
    static const QStringList kSkip { QStringLiteral("slide"), QStringLiteral("notesSlide"),
        QStringLiteral("notesMaster"), QStringLiteral("handoutMaster") };
    for (const Relationship& r : relationshipsOf(parts, part)) {
        if (!kSkip.contains(r.type)) {
            collectPart(parts, r.target, collected);
        }
    }
}

QString contentTypeOf(const QString& part, const QMap<QString, QString>& overrides)
{
    if (const auto it = overrides.find(QLatin1Char('/') + part); it != overrides.end()) {
        return *it;
    }
    const QString pml = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.");
    if (part.startsWith(QLatin1String("ppt/slideMasters/"))) {
        return pml + QStringLiteral("slideMaster+xml");
    }
    if (part.startsWith(QLatin1String("ppt/slideLayouts/"))) {
        return pml + QStringLiteral("slideLayout+xml");
    }
    if (part.startsWith(QLatin1String("ppt/theme/"))) {
        return QStringLiteral("application/vnd.openxmlformats-officedocument.theme+xml");
    }
    return {}; // a Default by extension covers it
}

void readContentTypes(const QByteArray& xmlBytes, QMap<QString, QString>& defaults, QMap<QString, QString>& overrides)
{
    QXmlStreamReader xml(xmlBytes);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("Default")) {
            defaults.insert(a.value(QLatin1String("Extension")).toString().toLower(),
                a.value(QLatin1String("ContentType")).toString());
        } else if (xml.name() == QLatin1String("Override")) {
            overrides.insert(
                a.value(QLatin1String("PartName")).toString(), a.value(QLatin1String("ContentType")).toString());
        }
    }
}

QString attribute(const QByteArray& xml, const QString& element, const QString& name)
{
    const QRegularExpression re(QStringLiteral("<(?:\\w+:)?%1\\b[^>]*\\b%2=\"([^\"]*)\"").arg(element, name));
    return re.match(QString::fromUtf8(xml)).captured(1);
}

void readPresentation(const QByteArray& xml, DeckTemplate& deck)
{
    const double cx = attribute(xml, QStringLiteral("sldSz"), QStringLiteral("cx")).toDouble();
    const double cy = attribute(xml, QStringLiteral("sldSz"), QStringLiteral("cy")).toDouble();
    if (cx > 0 && cy > 0) {
        deck.slidePt = QSizeF(cx / 12700.0, cy / 12700.0);
    }
    const QString text = QString::fromUtf8(xml);
    const qsizetype from = text.indexOf(QLatin1String("<p:defaultTextStyle"));
    const qsizetype to = text.indexOf(QLatin1String("</p:defaultTextStyle>"));
    if (from >= 0 && to > from) {
        deck.defaultTextStyle = text.mid(from, to - from + 21);
    }
}

void readFonts(const QByteArray& theme, DeckTemplate& deck)
{
    const QString text = QString::fromUtf8(theme);
    const QRegularExpression major(QStringLiteral("<a:majorFont>\\s*<a:latin typeface=\"([^\"]*)\""));
    const QRegularExpression minor(QStringLiteral("<a:minorFont>\\s*<a:latin typeface=\"([^\"]*)\""));
    deck.majorFont = major.match(text).captured(1);
    deck.minorFont = minor.match(text).captured(1);
}

int highestId(const QByteArray& master)
{
    int highest = 0;
    const QRegularExpression id(QStringLiteral("<p:sld(?:Layout|Master)Id\\b[^>]*\\bid=\"([0-9]+)\""));
    for (auto it = id.globalMatch(QString::fromUtf8(master)); it.hasNext();) {
        highest
            = std::max(highest, int(std::clamp<qint64>(it.next().captured(1).toLongLong() - 2147483648LL, 0, 1 << 30)));
    }
    return highest;
}

// Layouts of one master, in its relationships' order, with the master's boxes where a layout has none.
Expected<QList<DeckLayout>> layoutsOf(const QMap<QString, QByteArray>& parts, const QString& master, QSizeF slidePt)
{
    const PartPlaceholders masterPlaceholders = readPlaceholders(parts.value(master));
    QList<DeckLayout> out;
    for (const Relationship& r : relationshipsOf(parts, master)) {
        if (r.type != QLatin1String("slideLayout")) {
            continue;
        }
        if (!parts.contains(r.target)) {
            return fail(QStringLiteral("%1 names %2, which is not in the package").arg(master, r.target));
        }
        PartPlaceholders read = readPlaceholders(parts.value(r.target));
        inheritBoxes(read, masterPlaceholders, slidePt);
        out << DeckLayout { r.target, read.type, read.name, read.placeholders };
    }
    return out;
}

// The presentation part: where the package's root relationships point (ppt/presentation.xml in practice).
QString presentationPart(const QMap<QString, QByteArray>& parts)
{
    for (const Relationship& r : relationshipsOf(parts, QString())) {
        if (r.type == QLatin1String("officeDocument")) {
            return r.target;
        }
    }
    return QStringLiteral("ppt/presentation.xml");
}
} // namespace

Expected<QMap<QString, QByteArray>> unzipped(const QByteArray& package, const QString& name)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source
        = zip_source_buffer_create(package.constData(), static_cast<zip_uint64_t>(package.size()), 0, &error);
    zip_t* archive = source ? zip_open_from_source(source, ZIP_RDONLY, &error) : nullptr;
    if (!archive) {
        const QString why = QString::fromUtf8(zip_error_strerror(&error));
        zip_source_free(source);
        zip_error_fini(&error);
        return fail(
            QStringLiteral("%1 is not a PowerPoint package (.potx or .pptx, a zip archive): %2").arg(name, why));
    }
    QMap<QString, QByteArray> parts;
    for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i) {
        zip_stat_t stat;
        if (zip_stat_index(archive, static_cast<zip_uint64_t>(i), 0, &stat) != 0 || !(stat.valid & ZIP_STAT_SIZE)) {
            continue;
        }
        zip_file_t* entry = zip_fopen_index(archive, static_cast<zip_uint64_t>(i), 0);
        QByteArray bytes(static_cast<qsizetype>(stat.size), Qt::Uninitialized);
        const bool read = entry && zip_fread(entry, bytes.data(), stat.size) == static_cast<zip_int64_t>(stat.size);
        if (entry) {
            zip_fclose(entry);
        }
        if (!read) {
            zip_close(archive);
            return fail(QStringLiteral("%1: the part %2 cannot be read").arg(name, QString::fromUtf8(stat.name)));
        }
        parts.insert(QString::fromUtf8(stat.name), bytes);
    }
    zip_close(archive);
    return parts;
}

Expected<DeckTemplate> deckTemplateFromParts(const QMap<QString, QByteArray>& parts, const QString& name)
{
    DeckTemplate deck;
    deck.source = name;
    const QString presentation = presentationPart(parts);
    if (!parts.contains(presentation)) {
        return fail(
            QStringLiteral("%1 has no presentation part (%2): not a PowerPoint template").arg(name, presentation));
    }
    readPresentation(parts.value(presentation), deck);
    QStringList collected;
    for (const Relationship& r : relationshipsOf(parts, presentation)) {
        if (r.type == QLatin1String("slideMaster") && parts.contains(r.target)) {
            deck.masters << r.target;
            collectPart(parts, r.target, collected);
        }
    }
    if (deck.masters.isEmpty()) {
        return fail(QStringLiteral("%1 has no slide master (ppt/slideMasters/…, named in %2)")
                        .arg(name, relationshipsPart(presentation)));
    }
    for (const QString& master : std::as_const(deck.masters)) {
        auto layouts = layoutsOf(parts, master, deck.slidePt);
        if (!layouts) {
            return fail(QStringLiteral("%1: %2").arg(name, layouts.error()));
        }
        deck.layouts << *layouts;
        deck.firstFreeId = std::max(deck.firstFreeId, highestId(parts.value(master)) + 1);
        for (const Relationship& r : relationshipsOf(parts, master)) {
            if (deck.theme.isEmpty() && r.type == QLatin1String("theme")) {
                deck.theme = r.target;
            }
        }
    }
    if (deck.layouts.isEmpty()) {
        return fail(QStringLiteral("%1: the slide master %2 has no slide layout").arg(name, deck.masters.first()));
    }
    if (deck.theme.isEmpty() || !parts.contains(deck.theme)) {
        return fail(QStringLiteral("%1: the slide master %2 has no theme").arg(name, deck.masters.first()));
    }
    readFonts(parts.value(deck.theme), deck);
    QMap<QString, QString> overrides;
    readContentTypes(parts.value(QStringLiteral("[Content_Types].xml")), deck.defaultTypes, overrides);
    for (const QString& part : std::as_const(collected)) {
        deck.parts.append({ part, parts.value(part) });
        if (const QString rels = relationshipsPart(part); parts.contains(rels)) {
            deck.parts.append({ rels, parts.value(rels) });
        }
        if (const QString type = contentTypeOf(part, overrides); !type.isEmpty()) {
            deck.contentTypes.insert(QLatin1Char('/') + part, type);
        }
    }
    deck.layoutFor = chooseLayouts(deck.layouts);
    return deck;
}

Expected<DeckTemplate> deckTemplateFromPackage(const QByteArray& package, const QString& name)
{
    auto parts = unzipped(package, name);
    if (!parts) {
        return parts.failure();
    }
    return deckTemplateFromParts(*parts, name);
}

Expected<DeckTemplate> readDeckTemplate(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QStringLiteral("cannot read the template %1: %2").arg(path, file.errorString()));
    }
    return deckTemplateFromPackage(file.readAll(), path);
}

} // namespace headroom::pptx
