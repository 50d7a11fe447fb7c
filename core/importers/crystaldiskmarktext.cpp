// SPDX-License-Identifier: GPL-3.0-or-later
#include "crystaldiskmarktext.h"

#include <QRegularExpression>
#include <QStringList>
#include <QTimeZone>

namespace headroom {

namespace {

// A number as CrystalDiskMark and KDiskMark print it ("%9.3f" in the C locale): digits and one point, no sign.
#define CDM_NUMBER "(\\d+(?:\\.\\d+)?)"

// 7, 8 and KDiskMark: "  SEQ    1MiB (Q=  8, T= 1):   531.458 MB/s [    506.8 IOPS] < 15726.77 us>",
// "Sequential   1 MiB (Q=  8, T= 1): …" (KDiskMark). IOPS and latency are optional (a Demo profile line, older
// KDiskMark).
const QRegularExpression& modernTestPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*((SEQ|RND|Sequential|Random)\\s*(\\d+)\\s*(KiB|MiB|GiB)\\s*\\(\\s*Q=\\s*(\\d+)\\s*,\\s*T="
                       "\\s*(\\d+)\\s*\\))"
                       "\\s*:\\s*" CDM_NUMBER "\\s*MB/s(?:\\s*\\[\\s*" CDM_NUMBER
                       "\\s*IOPS\\s*\\])?(?:\\s*<\\s*" CDM_NUMBER "\\s*us\\s*>)?\\s*$"));
    return pattern;
}

// 6: "   Sequential Read (Q= 32,T= 1) :   559.841 MB/s", "  Random Read 4KiB (Q=  8,T= 8) :   398.421 MB/s [
// 97270.8 IOPS]". The sequential tests name no block size; "Sequential Read (T= 1)" (5) names no queue depth.
const QRegularExpression& legacyTestPattern()
{
    static const QRegularExpression pattern(QStringLiteral(
        "^\\s*((Sequential|Random)\\s+(Read|Write)(?:\\s+(\\d+)\\s*(KiB|MiB|GiB))?\\s*\\(\\s*(?:Q=\\s*(\\d+)\\s*,\\s*)?"
        "T=\\s*(\\d+)\\s*\\))\\s*:\\s*" CDM_NUMBER "\\s*MB/s(?:\\s*\\[\\s*" CDM_NUMBER "\\s*IOPS\\s*\\])?\\s*$"));
    return pattern;
}

#undef CDM_NUMBER

// A line that starts like a test: one that then fails both patterns is corrupted or cut.
bool startsLikeTest(const QString& line)
{
    static const QRegularExpression start(QStringLiteral("^\\s*(SEQ|RND|Sequential|Random)\\b"));
    return start.match(line).hasMatch();
}

std::int64_t blockBytes(const QString& count, const QString& unit)
{
    const std::int64_t factor = unit == QLatin1String("GiB") ? 1024LL * 1024 * 1024
        : unit == QLatin1String("MiB")                       ? 1024LL * 1024
                                                             : 1024LL;
    return count.toLongLong() * factor;
}

std::optional<double> optionalNumber(const QString& text)
{
    return text.isEmpty() ? std::nullopt : std::optional(text.toDouble());
}

std::optional<CdmTest> modernTest(const QString& line, int lineNumber, CdmDirection direction, double mixReadPct)
{
    const auto m = modernTestPattern().match(line);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    CdmTest test;
    test.line = lineNumber;
    test.label = m.captured(1).simplified();
    test.direction = direction;
    test.mixReadPct = mixReadPct;
    test.random = m.captured(2) == QLatin1String("RND") || m.captured(2) == QLatin1String("Random");
    test.blockSizeBytes = blockBytes(m.captured(3), m.captured(4));
    test.queueDepth = m.captured(5).toInt();
    test.threads = m.captured(6).toInt();
    test.megabytesPerSec = m.captured(7).toDouble();
    test.iops = optionalNumber(m.captured(8));
    test.meanLatencyUs = optionalNumber(m.captured(9));
    return test;
}

std::optional<CdmTest> legacyTest(const QString& line, int lineNumber)
{
    const auto m = legacyTestPattern().match(line);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    CdmTest test;
    test.line = lineNumber;
    test.label = m.captured(1).simplified();
    test.direction = m.captured(3) == QLatin1String("Read") ? CdmDirection::Read : CdmDirection::Write;
    test.random = m.captured(2) == QLatin1String("Random");
    if (!m.captured(4).isEmpty()) {
        test.blockSizeBytes = blockBytes(m.captured(4), m.captured(5));
    }
    if (!m.captured(6).isEmpty()) {
        test.queueDepth = m.captured(6).toInt();
    }
    test.threads = m.captured(7).toInt();
    test.megabytesPerSec = m.captured(8).toDouble();
    test.iops = optionalNumber(m.captured(9));
    return test;
}

// "2021/06/22 17:19:21" (CrystalDiskMark), "2018/12/15 0:48:36" (6), "2022-08-22 14:02:11" (KDiskMark).
QDateTime dateOf(const QString& value)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4})[/-](\\d{1,2})[/-](\\d{1,2})\\s+(\\d{1,2}):(\\d{2}):(\\d{2})\\s*$"));
    const auto m = pattern.match(value.trimmed());
    if (!m.hasMatch()) {
        return {};
    }
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    const QTime time(m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt());
    return date.isValid() && time.isValid() ? QDateTime(date, time, QTimeZone::utc()) : QDateTime();
}

// The reader's state between lines.
struct LineReader {
    const QString& fileName;
    CdmReport report;
    bool sawHeader = false;
    std::optional<CdmDirection> section; // 7, 8, KDiskMark: the [Read] / [Write] / [Mix] block a test belongs to
    double mixReadPct = 0;

    Error lineError(int line, const QString& what) const
    {
        return fail(QStringLiteral("%1: line %2: %3").arg(fileName).arg(line).arg(what));
    }

    bool readHeader(const QString& line);
    bool readSection(const QString& line);
    bool readFooter(const QString& line, int lineNumber);
    Expected<Done> readLine(const QString& line, int lineNumber);
};

bool LineReader::readHeader(const QString& line)
{
    static const QRegularExpression cdm(QStringLiteral("^\\s*CrystalDiskMark\\s+(\\d[0-9A-Za-z.]*)\\b"));
    static const QRegularExpression kdm(QStringLiteral("^\\s*KDiskMark\\s*\\(([^)]*)\\)"));
    static const QRegularExpression fio(QStringLiteral("^\\s*Flexible I/O Tester\\s*\\(([^)]*)\\)"));
    static const QRegularExpression other(QStringLiteral("^\\s*(-{5,}\\s*$|\\*\\s|Crystal Dew World\\s*:)"));
    if (const auto m = cdm.match(line); m.hasMatch()) {
        report.version = m.captured(1);
        sawHeader = true;
    } else if (const auto k = kdm.match(line); k.hasMatch()) {
        report.kdiskmark = true;
        report.version = k.captured(1).trimmed();
        sawHeader = true;
    } else if (const auto f = fio.match(line); f.hasMatch()) {
        report.fioVersion = f.captured(1).trimmed();
    } else {
        return other.match(line).hasMatch();
    }
    return true;
}

bool LineReader::readSection(const QString& line)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*\\[(Read|Write|Mix)\\]\\s*(.*)$"));
    static const QRegularExpression mix(QStringLiteral("Read\\s*(\\d+(?:\\.\\d+)?)\\s*%"));
    const auto m = pattern.match(line);
    if (!m.hasMatch()) {
        return false;
    }
    const QString name = m.captured(1);
    section = name == QLatin1String("Read") ? CdmDirection::Read
        : name == QLatin1String("Write")    ? CdmDirection::Write
                                            : CdmDirection::Mix;
    const auto share = mix.match(m.captured(2));
    mixReadPct = share.hasMatch() ? share.captured(1).toDouble() : 0;
    return true;
}

// "Profile: Default", "   Test: 1 GiB (x5) […]", "  Date : 2018/12/15 0:48:36" (6), KDiskMark's " Target: …".
bool LineReader::readFooter(const QString& line, int lineNumber)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*([A-Za-z][A-Za-z ]{0,15}?)\\s*:(?:\\s(.*))?$"));
    const auto m = pattern.match(line);
    if (!m.hasMatch() || report.tests.isEmpty()) {
        return false;
    }
    const QString key = m.captured(1);
    report.footer.append({ key, m.captured(2).trimmed() });
    if (key == QLatin1String("Date")) {
        report.date = dateOf(m.captured(2));
        report.dateLine = lineNumber;
    }
    section.reset();
    return true;
}

Expected<Done> LineReader::readLine(const QString& line, int lineNumber)
{
    if (line.trimmed().isEmpty() || readHeader(line) || readSection(line)) {
        return Done {};
    }
    if (!sawHeader) {
        return lineError(lineNumber, QStringLiteral("not a CrystalDiskMark or KDiskMark export (no header line)"));
    }
    if (startsLikeTest(line)) {
        auto test = section ? modernTest(line, lineNumber, *section, mixReadPct) : legacyTest(line, lineNumber);
        if (!test && section) {
            return lineError(lineNumber,
                QStringLiteral("a test line that cannot be read (corrupted or cut): '%1'").arg(line.trimmed()));
        }
        if (!test) {
            return lineError(lineNumber,
                modernTestPattern().match(line).hasMatch()
                    ? QStringLiteral("a test line outside a [Read], [Write] or [Mix] section")
                    : QStringLiteral("a test line that cannot be read (corrupted or cut): '%1'").arg(line.trimmed()));
        }
        report.tests << *test;
        return Done {};
    }
    if (readFooter(line, lineNumber)) {
        if (report.dateLine == lineNumber && !report.date.isValid()) {
            return lineError(lineNumber, QStringLiteral("a Date that cannot be read: '%1'").arg(line.trimmed()));
        }
        return Done {};
    }
    return lineError(lineNumber,
        QStringLiteral("not a line of a CrystalDiskMark or KDiskMark export: '%1'").arg(line.trimmed().left(80)));
}

} // namespace

QString CdmReport::footerValue(const QString& key) const
{
    for (const auto& [k, value] : footer) {
        if (k == key) {
            return value;
        }
    }
    return {};
}

bool looksLikeCdmText(const QString& text)
{
    static const QRegularExpression header(
        QStringLiteral("^\\s*(CrystalDiskMark\\s+\\d|KDiskMark\\s*\\()"), QRegularExpression::MultilineOption);
    const auto match = header.match(text);
    // The header opens the export: within its first few lines (a pasted export may have a line before it).
    if (!match.hasMatch() || text.left(match.capturedStart()).count(QLatin1Char('\n')) > 5) {
        return false;
    }
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        const QString l = line.toString().remove(QLatin1Char('\r'));
        if (modernTestPattern().match(l).hasMatch() || legacyTestPattern().match(l).hasMatch()) {
            return true;
        }
    }
    return false;
}

Expected<CdmReport> readCdmReport(const QString& text, const QString& fileName)
{
    LineReader reader { fileName, {}, false, std::nullopt, 0 };
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        line.remove(QLatin1Char('\r'));
        const auto read = reader.readLine(line, static_cast<int>(i + 1));
        if (!read) {
            return fail(read.error());
        }
    }
    // The last line of the file: a final line end opens no line.
    const int last = static_cast<int>(lines.size()) - (lines.size() > 1 && lines.last().trimmed().isEmpty() ? 1 : 0);
    if (!reader.sawHeader) {
        return fail(
            QStringLiteral("%1: line 1: not a CrystalDiskMark or KDiskMark export (no header line)").arg(fileName));
    }
    if (reader.report.tests.isEmpty()) {
        return fail(
            QStringLiteral("%1: line %2: the export ends without a test line (truncated?)").arg(fileName).arg(last));
    }
    if (reader.report.dateLine == 0) {
        return fail(
            QStringLiteral("%1: line %2: the export ends before its Date line (truncated?)").arg(fileName).arg(last));
    }
    return reader.report;
}

} // namespace headroom
