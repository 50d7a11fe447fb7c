// SPDX-License-Identifier: GPL-3.0-or-later
#include "guiwords.h"

#include "advice/bottleneck.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace headroom {

namespace {

// Something the user picked in a list is gone: another program changed the library.
constexpr const char* kChanged = QT_TRANSLATE_NOOP("headroom::GuiWords",
    " (another program may have changed the library: open it again with File › Open Recent to see what it holds now)");

struct Rewording {
    const char* cli; // as core words it
    const char* gui; // translated in the context "headroom::GuiWords"; empty: the hint goes
};

// The hints of core/importers and core/gather that name an option, as those files word them.
constexpr Rewording kRewordings[] = {
    { " (use --system NAME to name it)",
        QT_TRANSLATE_NOOP("headroom::GuiWords",
            " (type a name in System under test "
            "to name it otherwise)") },
    { " (--allow-failed keeps it, marked failed and left out of curves and advice)",
        QT_TRANSLATE_NOOP("headroom::GuiWords", " (leave this file out of the import, or run the job again)") },
    { " (--allow-failed)", "" },
    { " (--status-interval or SIGUSR1 summaries)", QT_TRANSLATE_NOOP("headroom::GuiWords", " (interval summaries)") },
    { " (keep the interval series with --intervals)", "" },
    { " (kept as the run's time series with --intervals)", "" },
    { "; --workload chooses another", QT_TRANSLATE_NOOP("headroom::GuiWords", "; Workload chooses another") },
    { "; --candidate chooses others", QT_TRANSLATE_NOOP("headroom::GuiWords", "; Candidates choose others") },
    { "; --nodes chooses another count", QT_TRANSLATE_NOOP("headroom::GuiWords", "; Nodes chooses another count") },
    { "; --ports-per-node chooses another count",
        QT_TRANSLATE_NOOP("headroom::GuiWords", "; Ports per node chooses another count") },
    { " (see 'headroom-cli demand list')", kChanged },
    { " (see 'headroom-cli systems')", kChanged },
    { " (see 'headroom-cli results sources')", kChanged },
};

// core/store/libraryintegrity.cpp's damagedLibraryAdvice: the command lines that check and recover a library.
const QRegularExpression kDamageAdvice(QStringLiteral(
    "'headroom-cli --db .* library check' lists every problem; 'headroom-cli --db .* library recover NEW-FILE' copies "
    "what can still be read into a new library"));

} // namespace

QString inGuiWords(QString message)
{
    message.replace(kDamageAdvice,
        QCoreApplication::translate("headroom::GuiWords",
            "Open a backup with File › Open Library; Headroom's command-line tool can copy what can still be read into "
            "a new library (its “library recover” command)"));
    for (const Rewording& rewording : kRewordings) {
        if (message.contains(QLatin1String(rewording.cli))) {
            message.replace(QLatin1String(rewording.cli),
                *rewording.gui ? QCoreApplication::translate("headroom::GuiWords", rewording.gui) : QString());
        }
    }
    return message;
}

QString libraryReadFailure(const QString& path, const QString& error)
{
    return QCoreApplication::translate("headroom::GuiWords",
        "Cannot read the library %1: %2. Another program may have changed it, or the file is damaged: open it again "
        "with File › Open Recent, or open a backup with File › Open Library.")
        .arg(path, error);
}

QString libraryOpenFailure(const QString& error)
{
    return QCoreApplication::translate("headroom::GuiWords",
        "The library was not opened: %1. Choose another with File › Open Library, or create one with File › New "
        "Library.")
        .arg(error);
}

QString catalogLoadFailure(const QString& error)
{
    return QCoreApplication::translate("headroom::GuiWords",
        "Your own catalog items were not loaded: %1. The built-in prices are in use; fix or move that file and start "
        "Headroom again.")
        .arg(error);
}

QStringList inGuiWords(QStringList messages)
{
    for (QString& message : messages) {
        message = inGuiWords(std::move(message));
    }
    return messages;
}

QString bottleneckForPeople(BottleneckKind kind)
{
    switch (kind) {
    case BottleneckKind::Network:
        return QCoreApplication::translate("headroom::GuiWords", "network");
    case BottleneckKind::Cpu:
        return QCoreApplication::translate("headroom::GuiWords", "CPU");
    case BottleneckKind::Storage:
        return QCoreApplication::translate("headroom::GuiWords", "storage");
    case BottleneckKind::Unknown:
        break;
    }
    return QCoreApplication::translate("headroom::GuiWords", "unknown");
}

QString asSentence(QString reason)
{
    if (!reason.isEmpty()) {
        reason[0] = reason.at(0).toUpper();
    }
    return reason;
}

} // namespace headroom
