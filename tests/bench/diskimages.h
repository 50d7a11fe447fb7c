// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Disk images carrying the signatures that guard block devices, made without root: ext4 by mkfs.ext4 on a file,
// GPT and LVM2 labels written byte by byte as their specifications (UEFI 2.x §5.3, LVM2 label_header) lay out,
// checksums included, so that libblkid recognises them.

#include <cstdint>
#include <cstring>

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>

namespace testimages {

inline std::uint32_t crc32Raw(std::uint32_t crc, const QByteArray& data)
{
    for (char c : data) {
        crc ^= static_cast<std::uint8_t>(c);
        for (int bit = 0; bit < 8; ++bit) {
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
        }
    }
    return crc;
}
inline std::uint32_t crc32(const QByteArray& data)
{
    return ~crc32Raw(0xFFFFFFFFu, data);
}

template <class T> void put(QByteArray& bytes, int offset, T value)
{
    std::memcpy(bytes.data() + offset, &value, sizeof value); // x86-64: little endian, as both formats are
}

inline bool writeImage(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

inline QByteArray gptImage(int sectors = 2048)
{
    QByteArray disk(sectors * 512, '\0');
    // Protective MBR: one partition of type 0xEE covering the disk.
    put<std::uint8_t>(disk, 446 + 4, 0xEE);
    put<std::uint32_t>(disk, 446 + 8, 1);
    put<std::uint32_t>(disk, 446 + 12, static_cast<std::uint32_t>(sectors - 1));
    put<std::uint16_t>(disk, 510, 0xAA55);
    const QByteArray entries(128 * 128, '\0');
    QByteArray header(512, '\0');
    std::memcpy(header.data(), "EFI PART", 8);
    put<std::uint32_t>(header, 8, 0x00010000);
    put<std::uint32_t>(header, 12, 92);
    put<std::uint64_t>(header, 24, 1); // this header's LBA
    put<std::uint64_t>(header, 32, static_cast<std::uint64_t>(sectors - 1)); // backup header
    put<std::uint64_t>(header, 40, 34); // first usable
    put<std::uint64_t>(header, 48, static_cast<std::uint64_t>(sectors - 34)); // last usable
    std::memcpy(header.data() + 56, "HEADROOMTESTDISK", 16); // disk GUID
    put<std::uint64_t>(header, 72, 2); // entries LBA
    put<std::uint32_t>(header, 80, 128);
    put<std::uint32_t>(header, 84, 128);
    put<std::uint32_t>(header, 88, crc32(entries));
    put<std::uint32_t>(header, 16, crc32(header.left(92)));
    disk.replace(512, 512, header);
    return disk;
}

inline QByteArray lvmImage(int sectors = 16384) // libblkid skips RAID/LVM probes below 1.44 MB ("floppies")
{
    QByteArray disk(sectors * 512, '\0');
    QByteArray label(512, '\0');
    std::memcpy(label.data(), "LABELONE", 8);
    put<std::uint64_t>(label, 8, 1); // sector of this label
    put<std::uint32_t>(label, 20, 32); // offset of the PV header
    std::memcpy(label.data() + 24, "LVM2 001", 8);
    std::memcpy(label.data() + 32, "HeadroomTestPvUuid0123456789abcd", 32);
    put<std::uint64_t>(label, 64, static_cast<std::uint64_t>(sectors) * 512);
    // LVM's checksum: CRC-32 from offset 20 to the end of the sector, seeded 0xf597a6cf, not inverted.
    put<std::uint32_t>(label, 16, crc32Raw(0xf597a6cfu, label.mid(20)));
    disk.replace(512, 512, label);
    return disk;
}

inline QString mkfsExt4()
{
    return QStandardPaths::findExecutable(
        QStringLiteral("mkfs.ext4"), { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") });
}

inline bool makeExt4Image(const QString& path, QString* error)
{
    if (!writeImage(path, QByteArray(8 << 20, '\0'))) {
        *error = QStringLiteral("cannot write ") + path;
        return false;
    }
    QProcess mkfs;
    mkfs.start(mkfsExt4(), { QStringLiteral("-q"), QStringLiteral("-F"), path });
    if (!mkfs.waitForFinished(60'000) || mkfs.exitCode() != 0) {
        *error = QString::fromUtf8(mkfs.readAllStandardError());
        return false;
    }
    return true;
}

} // namespace testimages
