// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdrawing.h"

#include <optional>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace headroom::cli {

namespace {

std::optional<ChartDrawing>& installed()
{
    static std::optional<ChartDrawing> drawing;
    return drawing;
}

const QString kDrawingProgram = QStringLiteral("headroom-cli-draw");

QString drawingProgramPath()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString& candidate :
        { here.filePath(kDrawingProgram), here.filePath(QStringLiteral("../libexec/headroom/") + kDrawingProgram) }) {
        if (QFileInfo(candidate).isExecutable()) {
            return QFileInfo(candidate).absoluteFilePath();
        }
    }
    return {};
}

} // namespace

void setChartDrawing(ChartDrawing drawing)
{
    installed() = std::move(drawing);
}

const ChartDrawing* chartDrawing()
{
    return installed() ? &*installed() : nullptr;
}

int handToDrawingProgram(CliContext& context)
{
    const QString program = drawingProgramPath();
    if (program.isEmpty()) {
        return context.failure(QStringLiteral("%1 is not installed beside %2: charts are drawn by that program")
                                   .arg(kDrawingProgram, QCoreApplication::applicationFilePath()));
    }
    QList<QByteArray> arguments { QFile::encodeName(program) };
    const QStringList own = QCoreApplication::arguments();
    for (qsizetype i = 1; i < own.size(); ++i) {
        arguments << own[i].toLocal8Bit();
    }
    std::vector<char*> argv;
    for (QByteArray& argument : arguments) {
        argv.push_back(argument.data());
    }
    argv.push_back(nullptr);
    context.out().flush();
    context.err().flush();
    ::execv(argv.front(), argv.data());
    return context.failure(QStringLiteral("cannot run %1: %2").arg(program, qt_error_string(errno)));
}

} // namespace headroom::cli
