// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldmarks.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QWidget>

namespace headroom {

namespace {

// A red border drawn only while the property is set; the widget's own style sheet stays in front of it.
const QString kMarkedStyle = QStringLiteral("*[fieldError=\"true\"] { border: 2px solid #d32f2f; }");

} // namespace

FieldMarks::FieldMarks(QObject* parent)
    : QObject(parent)
{
}

void FieldMarks::add(const QString& field, QWidget* widget, const QString& label)
{
    m_fields.insert(field, Field { widget, label, {} });
    clearOnEdit(widget);
}

// Every kind of field the forms use says "edited" its own way; a mark goes on the first edit.
void FieldMarks::clearOnEdit(QWidget* widget)
{
    const auto edited = [this, widget] { unmarkWidget(widget); };
    if (auto* edit = qobject_cast<QLineEdit*>(widget)) {
        connect(edit, &QLineEdit::textEdited, this, edited);
    } else if (auto* combo = qobject_cast<QComboBox*>(widget)) {
        connect(combo, &QComboBox::currentIndexChanged, this, edited);
        connect(combo, &QComboBox::editTextChanged, this, edited);
    } else if (auto* spin = qobject_cast<QSpinBox*>(widget)) {
        connect(spin, &QSpinBox::valueChanged, this, edited);
    } else if (auto* doubleSpin = qobject_cast<QDoubleSpinBox*>(widget)) {
        connect(doubleSpin, &QDoubleSpinBox::valueChanged, this, edited);
    } else if (auto* button = qobject_cast<QAbstractButton*>(widget)) {
        connect(button, &QAbstractButton::toggled, this, edited);
    }
}

QWidget* FieldMarks::widget(const QString& field) const
{
    return m_fields.value(field).widget;
}

QString FieldMarks::text(const Error& error) const
{
    QStringList labels;
    for (const QString& field : error.fields) {
        if (const auto known = m_fields.constFind(field); known != m_fields.cend()) {
            labels << known->label;
        }
    }
    if (labels.isEmpty()) {
        return error.message;
    }
    return labels.join(QStringLiteral(" / ")) + QStringLiteral(": ") + error.message;
}

QString FieldMarks::show(const Error& error, Focus focus)
{
    clear();
    bool focused = focus == Focus::None;
    for (const QString& id : error.fields) {
        const auto known = m_fields.find(id);
        if (known == m_fields.end() || !known->widget) {
            continue;
        }
        mark(*known);
        if (!focused && known->widget->isEnabled()) {
            known->widget->setFocus(Qt::OtherFocusReason);
            focused = true;
        }
    }
    return text(error);
}

void FieldMarks::clear()
{
    for (Field& field : m_fields) {
        unmark(field);
    }
}

bool FieldMarks::isMarked(const QWidget* widget)
{
    return widget->property(kProperty).toBool();
}

void FieldMarks::mark(Field& field)
{
    if (!field.widget || isMarked(field.widget)) {
        return;
    }
    field.styleSheet = field.widget->styleSheet();
    field.widget->setProperty(kProperty, true);
    field.widget->setStyleSheet(kMarkedStyle + field.styleSheet); // setStyleSheet re-polishes the widget
}

void FieldMarks::unmark(Field& field)
{
    if (!field.widget || !isMarked(field.widget)) {
        return;
    }
    field.widget->setProperty(kProperty, false);
    field.widget->setStyleSheet(field.styleSheet);
}

void FieldMarks::unmarkWidget(const QWidget* widget)
{
    for (Field& field : m_fields) {
        if (field.widget == widget) {
            unmark(field);
        }
    }
}

} // namespace headroom
