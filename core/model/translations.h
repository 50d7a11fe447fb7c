// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

// The languages Headroom speaks: its own strings (resources/translations/headroom_<lang>.ts, compiled into the
// binaries) and Qt's (qtbase_<lang>.qm from Debian's qt6-translations-l10n, when installed).
// The GUI installs one at start; the CLI installs none (its text and JSON stay English, in the C locale), except
// `report --lang`, whose report speaks the language asked for.
namespace headroom::i18n {

// "en" and every language with a shipped translation.
QStringList languages();

// The language of a locale name or language code ("de_DE.UTF-8", "de", "en_US"): one of languages(), "en" when
// Headroom has no translation for it.
QString languageOf(const QString& localeName);

// Installs the translations of `language` (one of languages()) on the running application and makes its locale
// the default QLocale (the system's own when it speaks that language, so de_AT stays Austrian). "en" removes any
// installed before. False when the language is not one of languages().
bool install(const QString& language);

// The language installed last ("en" before any).
QString installed();

// True while a language other than English is installed: then the text people read (QuantityFormat::text(), the
// advisor's sentences, reports) follows its locale. Thread-safe.
bool speaksOtherThanEnglish();

} // namespace headroom::i18n
