// SPDX-License-Identifier: GPL-3.0-or-later
#include "pptxparts.h"

#include "pptxtemplate.h"

#include <cmath>
#include <zip.h>

namespace headroom::pptx {

namespace {
const char* const kHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";
const char* const kNs = "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                        "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
                        "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"";
const char* const kRelNs = "http://schemas.openxmlformats.org/package/2006/relationships";
const char* const kRelType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";
QByteArray xml(const QString& body)
{
    return QByteArray(kHeader) + body.toUtf8();
}

QString relationship(int id, const QString& type, const QString& target)
{
    return QStringLiteral("<Relationship Id=\"rId%1\" Type=\"%2%3\" Target=\"%4\"/>")
        .arg(id)
        .arg(QString::fromLatin1(kRelType), type, target);
}

QString relationships(const QString& body)
{
    return QStringLiteral("<Relationships xmlns=\"%1\">%2</Relationships>").arg(QString::fromLatin1(kRelNs), body);
}
} // namespace

QString xmlEscaped(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '&':
            out += QStringLiteral("&amp;");
            break;
        case '<':
            out += QStringLiteral("&lt;");
            break;
        case '>':
            out += QStringLiteral("&gt;");
            break;
        case '"':
            out += QStringLiteral("&quot;");
            break;
        default:
            // XML 1.0 allows no control characters but tab, newline and carriage return.
            if (c.unicode() >= 0x20 || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
                out += c;
            }
        }
    }
    return out;
}

QByteArray contentTypes(const DeckTemplate& deck, int slideCount, bool hasImages, const QString& notesTheme)
{
    const QString ct = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.");
    QMap<QString, QString> defaults = deck.defaultTypes;
    defaults.insert(QStringLiteral("rels"), QStringLiteral("application/vnd.openxmlformats-package.relationships+xml"));
    defaults.insert(QStringLiteral("xml"), QStringLiteral("application/xml"));
    if (hasImages) {
        defaults.insert(QStringLiteral("png"), QStringLiteral("image/png"));
        defaults.insert(QStringLiteral("svg"), QStringLiteral("image/svg+xml"));
    }
    QString body = QStringLiteral("<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">");
    for (auto it = defaults.cbegin(); it != defaults.cend(); ++it) {
        body += QStringLiteral("<Default Extension=\"%1\" ContentType=\"%2\"/>")
                    .arg(xmlEscaped(it.key()), xmlEscaped(*it));
    }
    const auto override = [](const QString& part, const QString& type) {
        return QStringLiteral("<Override PartName=\"%1\" ContentType=\"%2\"/>").arg(xmlEscaped(part), xmlEscaped(type));
    };
    body += override(QStringLiteral("/ppt/presentation.xml"), ct + QStringLiteral("presentation.main+xml"));
    for (auto it = deck.contentTypes.cbegin(); it != deck.contentTypes.cend(); ++it) {
        body += override(it.key(), *it);
    }
    for (int i = 1; i <= slideCount; ++i) {
        body += override(QStringLiteral("/ppt/slides/slide%1.xml").arg(i), ct + QStringLiteral("slide+xml"));
        body += override(
            QStringLiteral("/ppt/notesSlides/notesSlide%1.xml").arg(i), ct + QStringLiteral("notesSlide+xml"));
    }
    body += override(QStringLiteral("/ppt/notesMasters/notesMaster1.xml"), ct + QStringLiteral("notesMaster+xml"));
    body += override(
        QLatin1Char('/') + notesTheme, QStringLiteral("application/vnd.openxmlformats-officedocument.theme+xml"));
    body += override(QStringLiteral("/ppt/presProps.xml"), ct + QStringLiteral("presProps+xml"));
    body += override(QStringLiteral("/ppt/viewProps.xml"), ct + QStringLiteral("viewProps+xml"));
    body += override(QStringLiteral("/ppt/tableStyles.xml"), ct + QStringLiteral("tableStyles+xml"));
    body += override(QStringLiteral("/docProps/core.xml"),
        QStringLiteral("application/vnd.openxmlformats-package.core-properties+xml"));
    body += override(QStringLiteral("/docProps/app.xml"),
        QStringLiteral("application/vnd.openxmlformats-officedocument.extended-properties+xml"));
    return xml(body + QStringLiteral("</Types>"));
}

QByteArray rootRelationships()
{
    return xml(relationships(relationship(1, QStringLiteral("officeDocument"), QStringLiteral("ppt/presentation.xml"))
        + QStringLiteral("<Relationship Id=\"rId2\" "
                         "Type=\"http://schemas.openxmlformats.org/package/2006/relationships/metadata/"
                         "core-properties\" Target=\"docProps/core.xml\"/>")
        + relationship(3, QStringLiteral("extended-properties"), QStringLiteral("docProps/app.xml"))));
}

QByteArray coreProperties(const QString& title, const QString& author, const QString& isoDate)
{
    QString body = QStringLiteral(
        "<cp:coreProperties xmlns:cp=\"http://schemas.openxmlformats.org/package/2006/metadata/core-properties\" "
        "xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:dcterms=\"http://purl.org/dc/terms/\" "
        "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><dc:title>%1</dc:title>")
                       .arg(xmlEscaped(title));
    if (!author.isEmpty()) {
        body += QStringLiteral("<dc:creator>%1</dc:creator>").arg(xmlEscaped(author));
    }
    if (!isoDate.isEmpty()) {
        body += QStringLiteral("<dcterms:created xsi:type=\"dcterms:W3CDTF\">%1T00:00:00Z</dcterms:created>")
                    .arg(xmlEscaped(isoDate));
    }
    return xml(body + QStringLiteral("</cp:coreProperties>"));
}

QByteArray appProperties(int slideCount)
{
    return xml(QStringLiteral("<Properties xmlns=\"http://schemas.openxmlformats.org/officeDocument/2006/"
                              "extended-properties\"><Application>Headroom %1</Application><Slides>%2</Slides>"
                              "<PresentationFormat>Widescreen</PresentationFormat></Properties>")
                   .arg(QStringLiteral(HEADROOM_VERSION))
                   .arg(slideCount));
}

QString targetFrom(const QString& fromDir, const QString& part)
{
    // Parts under ppt/ as the usual relative path; anything else absolute.
    if (part.startsWith(QLatin1String("ppt/"))) {
        return fromDir == QLatin1String("ppt") ? part.mid(4) : QStringLiteral("../") + part.mid(4);
    }
    return QLatin1Char('/') + part;
}

QByteArray presentation(const DeckTemplate& deck, int slideCount)
{
    QString masters;
    for (qsizetype i = 0; i < deck.masters.size(); ++i) {
        masters += QStringLiteral("<p:sldMasterId id=\"%1\" r:id=\"rId%2\"/>")
                       .arg(2147483648LL + deck.firstFreeId + i)
                       .arg(i + 1);
    }
    const auto first = deck.masters.size() + 1;
    QString ids;
    for (int i = 0; i < slideCount; ++i) {
        ids += QStringLiteral("<p:sldId id=\"%1\" r:id=\"rId%2\"/>").arg(256 + i).arg(first + i);
    }
    // Text outside placeholders (tables, text boxes) in the theme's body font unless the template says otherwise.
    const QString textStyle = !deck.defaultTextStyle.isEmpty()
        ? deck.defaultTextStyle
        : QStringLiteral("<p:defaultTextStyle><a:lvl1pPr><a:defRPr sz=\"1400\"><a:latin typeface=\"+mn-lt\"/>"
                         "</a:defRPr></a:lvl1pPr></p:defaultTextStyle>");
    return xml(QStringLiteral("<p:presentation %1 saveSubsetFonts=\"1\"><p:sldMasterIdLst>%2</p:sldMasterIdLst>"
                              "<p:notesMasterIdLst><p:notesMasterId r:id=\"rId%3\"/></p:notesMasterIdLst>"
                              "<p:sldIdLst>%4</p:sldIdLst><p:sldSz cx=\"%5\" cy=\"%6\"/><p:notesSz cx=\"6858000\" "
                              "cy=\"9144000\"/>%7</p:presentation>")
                   .arg(QString::fromLatin1(kNs), masters)
                   .arg(first + slideCount)
                   .arg(ids)
                   .arg(std::llround(deck.slidePt.width() * kEmuPerPoint))
                   .arg(std::llround(deck.slidePt.height() * kEmuPerPoint))
                   .arg(textStyle));
}

QByteArray presentationRelationships(const DeckTemplate& deck, int slideCount)
{
    QString body;
    int next = 1;
    for (const QString& master : deck.masters) {
        body += relationship(next++, QStringLiteral("slideMaster"), targetFrom(QStringLiteral("ppt"), master));
    }
    for (int i = 1; i <= slideCount; ++i) {
        body += relationship(next++, QStringLiteral("slide"), QStringLiteral("slides/slide%1.xml").arg(i));
    }
    body += relationship(next++, QStringLiteral("notesMaster"), QStringLiteral("notesMasters/notesMaster1.xml"));
    body += relationship(next++, QStringLiteral("presProps"), QStringLiteral("presProps.xml"));
    body += relationship(next++, QStringLiteral("viewProps"), QStringLiteral("viewProps.xml"));
    body += relationship(next++, QStringLiteral("theme"), targetFrom(QStringLiteral("ppt"), deck.theme));
    body += relationship(next, QStringLiteral("tableStyles"), QStringLiteral("tableStyles.xml"));
    return xml(relationships(body));
}

QByteArray theme()
{
    // The minimum a theme must hold (§20.1.6): a colour scheme, a font scheme and a format scheme with three
    // entries in each style list.
    const QString fill3 = QStringLiteral("<a:solidFill><a:schemeClr val=\"phClr\"/></a:solidFill>").repeated(3);
    const QString line = QStringLiteral("<a:ln w=\"%1\"><a:solidFill><a:schemeClr val=\"phClr\"/></a:solidFill>"
                                        "</a:ln>");
    return xml(QStringLiteral(
        "<a:theme xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" name=\"Headroom\"><a:themeElements>"
        "<a:clrScheme name=\"Headroom\"><a:dk1><a:srgbClr val=\"1A1A1A\"/></a:dk1><a:lt1><a:srgbClr val=\"FFFFFF\"/>"
        "</a:lt1><a:dk2><a:srgbClr val=\"1E1F24\"/></a:dk2><a:lt2><a:srgbClr val=\"E8ECF1\"/></a:lt2>"
        "<a:accent1><a:srgbClr val=\"005A9C\"/></a:accent1><a:accent2><a:srgbClr val=\"E69F00\"/></a:accent2>"
        "<a:accent3><a:srgbClr val=\"009E73\"/></a:accent3><a:accent4><a:srgbClr val=\"CC79A7\"/></a:accent4>"
        "<a:accent5><a:srgbClr val=\"56B4E9\"/></a:accent5><a:accent6><a:srgbClr val=\"D55E00\"/></a:accent6>"
        "<a:hlink><a:srgbClr val=\"0072B2\"/></a:hlink><a:folHlink><a:srgbClr val=\"CC79A7\"/></a:folHlink>"
        "</a:clrScheme><a:fontScheme name=\"Headroom\"><a:majorFont><a:latin typeface=\"DejaVu Sans\"/>"
        "<a:ea typeface=\"\"/><a:cs typeface=\"\"/></a:majorFont><a:minorFont><a:latin typeface=\"DejaVu Sans\"/>"
        "<a:ea typeface=\"\"/><a:cs typeface=\"\"/></a:minorFont></a:fontScheme><a:fmtScheme name=\"Headroom\">"
        "<a:fillStyleLst>%1</a:fillStyleLst><a:lnStyleLst>%2%3%4</a:lnStyleLst><a:effectStyleLst>"
        "<a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle>"
        "<a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst>%1</a:bgFillStyleLst>"
        "</a:fmtScheme></a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>")
                   .arg(fill3, line.arg(6350), line.arg(12700), line.arg(19050)));
}

QByteArray presProps()
{
    return xml(QStringLiteral("<p:presentationPr %1/>").arg(QString::fromLatin1(kNs)));
}

QByteArray viewProps()
{
    return xml(QStringLiteral("<p:viewPr %1/>").arg(QString::fromLatin1(kNs)));
}

QByteArray tableStyles()
{
    return xml(QStringLiteral("<a:tblStyleLst xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                              "def=\"{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}\"/>"));
}

QByteArray slideRelationships(const QString& layoutPart, const QString& imageName, int notesNumber)
{
    QString body = relationship(1, QStringLiteral("slideLayout"), targetFrom(QStringLiteral("ppt/slides"), layoutPart));
    if (!imageName.isEmpty()) {
        body += relationship(2, QStringLiteral("image"), QStringLiteral("../media/") + imageName);
        body += relationship(
            3, QStringLiteral("image"), QStringLiteral("../media/") + imageName.chopped(4) + QStringLiteral(".svg"));
    }
    body += relationship(kNotesRelationship, QStringLiteral("notesSlide"),
        QStringLiteral("../notesSlides/notesSlide%1.xml").arg(notesNumber));
    return xml(relationships(body));
}

// The archive in memory (libzip's buffer source), entries stored in the order given with a fixed time.
Expected<QByteArray> zipped(const QList<std::pair<QString, QByteArray>>& entries, time_t mtime)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* memory = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (!memory) {
        return fail(QStringLiteral("zip: %1").arg(QString::fromUtf8(zip_error_strerror(&error))));
    }
    zip_t* archive = zip_open_from_source(memory, ZIP_TRUNCATE, &error);
    if (!archive) {
        zip_source_free(memory);
        return fail(QStringLiteral("zip: %1").arg(QString::fromUtf8(zip_error_strerror(&error))));
    }
    zip_source_keep(memory); // read back after zip_close
    for (const auto& [name, bytes] : entries) {
        zip_source_t* source
            = zip_source_buffer(archive, bytes.constData(), static_cast<zip_uint64_t>(bytes.size()), 0);
        const zip_int64_t index
            = source ? zip_file_add(archive, name.toUtf8().constData(), source, ZIP_FL_ENC_UTF_8) : -1;
        if (index < 0) {
            zip_source_free(source);
            const QString why = QString::fromUtf8(zip_strerror(archive));
            zip_discard(archive);
            zip_source_free(memory);
            return fail(QStringLiteral("zip: cannot add %1: %2").arg(name, why));
        }
        const auto entry = static_cast<zip_uint64_t>(index);
        zip_file_set_mtime(archive, entry, mtime, 0);
        zip_set_file_compression(archive, entry, name.endsWith(QLatin1String(".png")) ? ZIP_CM_STORE : ZIP_CM_DEFLATE,
            name.endsWith(QLatin1String(".png")) ? 0 : 9);
    }
    if (zip_close(archive) != 0) {
        const QString why = QString::fromUtf8(zip_strerror(archive));
        zip_discard(archive);
        zip_source_free(memory);
        return fail(QStringLiteral("zip: %1").arg(why));
    }
    QByteArray out;
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_source_open(memory) == 0 && zip_source_stat(memory, &stat) == 0) {
        out.resize(static_cast<qsizetype>(stat.size));
        const zip_int64_t read = zip_source_read(memory, out.data(), stat.size);
        zip_source_close(memory);
        if (read != static_cast<zip_int64_t>(stat.size)) {
            out.clear();
        }
    }
    zip_source_free(memory);
    if (out.isEmpty()) {
        return fail(QStringLiteral("zip: the archive could not be read back"));
    }
    return out;
}

} // namespace headroom::pptx
