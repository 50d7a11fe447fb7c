// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations.h"

#include <atomic>
#include <memory>
#include <vector>

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace headroom::i18n {
namespace {

const QString kEnglish = QStringLiteral("en");

struct Installed {
    QString language = kEnglish;
    std::vector<std::unique_ptr<QTranslator>> translators;
};

std::atomic<bool> otherThanEnglish { false };

Installed& current()
{
    static Installed installed;
    return installed;
}

void removeAll(Installed& state)
{
    for (const auto& translator : state.translators) {
        QCoreApplication::removeTranslator(translator.get());
    }
    state.translators.clear();
}

// Qt's own strings (dialog buttons, the file dialog): absent when qt6-translations-l10n is not installed, which
// leaves them English and is no error.
void addQtTranslation(Installed& state, const QString& language)
{
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        state.translators.push_back(std::move(qt));
    }
}

QLocale localeSpeaking(const QString& language)
{
    const QLocale system = QLocale::system();
    const QLocale asked(language);
    return system.language() == asked.language() ? system : asked;
}

} // namespace

QStringList languages()
{
    QStringList found { kEnglish };
    const QStringList compiled = QDir(QStringLiteral(":/i18n")).entryList({ QStringLiteral("headroom_*.qm") });
    for (const QString& file : compiled) {
        found << file.mid(9, file.size() - 12); // "headroom_" … ".qm"
    }
    return found;
}

QString languageOf(const QString& localeName)
{
    const QString code = localeName.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('.'), 0, 0).toLower();
    return languages().contains(code) ? code : kEnglish;
}

bool install(const QString& language)
{
    if (!languages().contains(language)) {
        return false;
    }
    Installed& state = current();
    removeAll(state);
    state.language = kEnglish;
    otherThanEnglish = false;
    if (language == kEnglish) {
        const QLocale system = QLocale::system();
        const bool speaksEnglish = system.language() == QLocale::English || system.language() == QLocale::C;
        QLocale::setDefault(speaksEnglish ? system : QLocale(QLocale::English));
        return true;
    }
    auto own = std::make_unique<QTranslator>();
    if (!own->load(QStringLiteral(":/i18n/headroom_") + language)) {
        return false;
    }
    QCoreApplication::installTranslator(own.get());
    state.translators.push_back(std::move(own));
    addQtTranslation(state, language);
    QLocale::setDefault(localeSpeaking(language));
    state.language = language;
    otherThanEnglish = true;
    return true;
}

QString installed()
{
    return current().language;
}

bool speaksOtherThanEnglish()
{
    return otherThanEnglish;
}

} // namespace headroom::i18n
