// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

class QWidget;

namespace headroom {

// A form's answer to an Error about its fields (Error::fields, the ids core uses: the CLI option's name without
// dashes, "qd", "target"): the error worded with the field's label ("Queue depth: …") instead of an option, the
// field marked (the dynamic property kProperty, drawn as a red border by a style sheet) and the first one focused.
// A mark goes when its field is edited, or with the next show(). Line edits, combo boxes, spin boxes and buttons
// (check boxes) clear their mark on edit; other widgets keep it until the next show() or clear(). GUI thread only.
// A QObject only to own the edit connections (no signals of its own, so no moc).
class FieldMarks : public QObject {
public:
    // The property a marked widget carries (true), for style sheets and tests.
    static constexpr const char* kProperty = "fieldError";

    explicit FieldMarks(QObject* parent = nullptr);

    // The widget that shows the field `field` and its label as the form shows it ("Queue depth", no colon).
    void add(const QString& field, QWidget* widget, const QString& label);

    // The error as the form words it: "Label: message" (labels joined by " / "), or the message alone when it is
    // about no field this form knows. Marks nothing.
    QString text(const Error& error) const;
    enum class Focus { First, None };
    // Clears the marks, marks the error's fields this form knows, focuses the first (Focus::None: a check while the
    // user types elsewhere, which must not take the cursor away), and returns text(error).
    QString show(const Error& error, Focus focus = Focus::First);
    // Takes every mark away.
    void clear();

    static bool isMarked(const QWidget* widget);
    // The widget added for `field`; nullptr when the form has none.
    QWidget* widget(const QString& field) const;

private:
    struct Field {
        QPointer<QWidget> widget;
        QString label;
        QString styleSheet; // the widget's own, put back when the mark goes
    };
    void mark(Field& field);
    void unmark(Field& field);
    void unmarkWidget(const QWidget* widget);
    void clearOnEdit(QWidget* widget);

    QHash<QString, Field> m_fields;
};

} // namespace headroom
