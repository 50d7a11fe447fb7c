# SPDX-License-Identifier: GPL-3.0-or-later
# Install rules and the Debian package (README: "Install the package"). `cpack -G DEB` in a build tree packs what
# these rules install under /usr; tests/packaging unpacks that package into a scratch root and runs it from there.
#
# Everything the programs read at run time (the default catalog, the demo library and its fio and Live Optics files)
# is compiled in as Qt resources: the installed programs never read the source tree. The same files are installed
# under share/headroom/ for people to read and import (`headroom-cli import /usr/share/headroom/demo/fio/...`).
include(GNUInstallDirs)

set(HEADROOM_MAINTAINER "Headroom maintainers <maintainers@headroom.io>" CACHE STRING
    "The package's maintainer, with an e-mail address (Debian policy 3.3)")
# The Debian revision of this upstream version: the package is 0.1.0-1, not a native package.
set(HEADROOM_DEB_REVISION 1)
set(HEADROOM_DEB_VERSION "${PROJECT_VERSION}-${HEADROOM_DEB_REVISION}")

# headroom-cli finds headroom-cli-draw beside itself or in ../libexec/headroom/ (core/cli/chartdrawing.cpp): a helper
# that no one runs by hand stays out of PATH.
install(TARGETS headroom headroom-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS headroom-cli-draw RUNTIME DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/headroom)
install(DIRECTORY data/ DESTINATION ${CMAKE_INSTALL_DATADIR}/headroom)

# Desktop integration (resources/CMakeLists.txt makes the icon's PNG sizes).
install(FILES resources/headroom.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES resources/io.headroom.Headroom.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES resources/headroom-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME headroom.xml)
install(FILES resources/icons/headroom.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(size IN LISTS HEADROOM_ICON_SIZES)
    install(FILES ${HEADROOM_ICON_DIR}/${size}/headroom.png
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()

# Man pages, written from the programs' own --help (packaging/manpages.sh), and the CLI's bash completion.
set(HEADROOM_MAN_DIR ${PROJECT_BINARY_DIR}/man)
add_custom_command(
    OUTPUT ${HEADROOM_MAN_DIR}/headroom-cli.1.gz ${HEADROOM_MAN_DIR}/headroom.1.gz
    COMMAND bash ${PROJECT_SOURCE_DIR}/packaging/manpages.sh $<TARGET_FILE:headroom-cli> $<TARGET_FILE:headroom>
            ${HEADROOM_MAN_DIR}
    DEPENDS headroom-cli headroom-cli-draw headroom ${PROJECT_SOURCE_DIR}/packaging/manpages.sh
    COMMENT "Man pages of headroom-cli and headroom from their --help"
    VERBATIM)
add_custom_target(headroom_manpages ALL DEPENDS ${HEADROOM_MAN_DIR}/headroom-cli.1.gz ${HEADROOM_MAN_DIR}/headroom.1.gz)
install(FILES ${HEADROOM_MAN_DIR}/headroom-cli.1.gz ${HEADROOM_MAN_DIR}/headroom.1.gz
    DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES packaging/headroom-cli.bash-completion
    DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME headroom-cli)

# Debian's documentation files: the machine-readable copyright and the changelog, compressed without a timestamp
# (gzip -n) so the package is reproducible.
configure_file(packaging/debian/changelog.in ${PROJECT_BINARY_DIR}/debian/changelog.Debian @ONLY)
add_custom_command(
    OUTPUT ${PROJECT_BINARY_DIR}/debian/changelog.Debian.gz
    COMMAND gzip -9nf --keep ${PROJECT_BINARY_DIR}/debian/changelog.Debian
    DEPENDS ${PROJECT_BINARY_DIR}/debian/changelog.Debian
    VERBATIM)
add_custom_target(headroom_debian_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/debian/changelog.Debian.gz)
set(HEADROOM_DOC_DIR ${CMAKE_INSTALL_DATAROOTDIR}/doc/headroom)
install(FILES packaging/debian/copyright THIRD-PARTY.md ${PROJECT_BINARY_DIR}/debian/changelog.Debian.gz
    DESTINATION ${HEADROOM_DOC_DIR})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME headroom)
set(CPACK_PACKAGE_VENDOR "the Headroom developers")
set(CPACK_PACKAGE_CONTACT "${HEADROOM_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${HEADROOM_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "storage cluster upgrade advisor: add nodes or upgrade the network")
# Lines under 80 characters (lintian: extended-description-line-too-long); CPack indents them.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "Headroom tells storage architects whether to add nodes or upgrade the"
    "network of a hyperconverged cluster. It measures storage with its own"
    "io_uring engine, imports fio, HCIBench, vdbench, DiskSpd, CrystalDiskMark"
    "and Live Optics results into a SQLite library, draws IOPS-vs-latency"
    "curves side by side and shows what each option costs per IOPS gained."
    "."
    "This package holds the desktop application (headroom), the command line"
    "(headroom-cli) and an embedded demo library of published results.")
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://headroom.io")
set(CPACK_DEBIAN_PACKAGE_RELEASE ${HEADROOM_DEB_REVISION})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# dpkg-shlibdeps finds the libraries the programs link; the plugins Qt loads at run time it cannot see: the SQLite
# driver (every library is opened through it) and the platform plugins (the window).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins")
# Qt's own German strings (dialog buttons, the file dialog) beside Headroom's, which are compiled in.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fio")
set(CPACK_STRIP_FILES ON)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
include(CPack)
