# SPDX-License-Identifier: GPL-3.0-or-later
# The include check: every `#include "…"` of every source against the links of the target it is compiled in.
# Run by ctest (tests/layers: include_check) as
#   cmake -DHEADROOM_INCLUDE_MANIFEST=<build>/include-check/manifest.cmake -P cmake/HeadroomIncludeCheck.cmake
# The manifest is written at configure time by headroom_write_include_manifest (cmake/HeadroomLayers.cmake): for
# each target its sources, its include roots in the project and the modules it links; for each module the headers
# it lists. The includes themselves are read here, when the test runs, so an edit shows without reconfiguring.
#
# A header belongs to the module whose sources list it. A file may include its own module's headers and those of the
# modules its target links: directly, or through a PUBLIC (usage-requirement) chain such as
# headroom_demo -PUBLIC-> headroom_store -PUBLIC-> headroom_model; a module reached only through another module's
# PRIVATE link is not linked for this purpose. A project header that no module lists (tests/support/*.h) is part of
# whatever includes it: its own includes are checked against the including target. A header under a module's include
# root that no module lists is an error too (every module lists its files). And a program or test links only what it
# uses: a module it links itself must own a header one of its files includes (modules' own links are the table's).
# Exit status: 0 clean; 1 with one line per violation, "file:line: ..." naming the header and the missing edge.
cmake_minimum_required(VERSION 3.25)

if(NOT HEADROOM_INCLUDE_MANIFEST OR NOT EXISTS "${HEADROOM_INCLUDE_MANIFEST}")
    message(FATAL_ERROR "HeadroomIncludeCheck: no manifest at \"${HEADROOM_INCLUDE_MANIFEST}\": "
                        "-DHEADROOM_INCLUDE_MANIFEST=<build>/include-check/manifest.cmake")
endif()
include("${HEADROOM_INCLUDE_MANIFEST}")

# The project files `file` includes with quotes, as "line:spelling" items.
function(headroom_quoted_includes file out)
    file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    set(result)
    if(lines)
        # Line numbers: file(STRINGS) drops them, so read the file once more and count.
        file(READ "${file}" text)
        string(REPLACE ";" "\\;" text "${text}")
        string(REPLACE "\n" ";" text "${text}")
        set(number 0)
        foreach(line IN LISTS text)
            math(EXPR number "${number} + 1")
            if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\"")
                list(APPEND result "${number}:${CMAKE_MATCH_1}")
            endif()
        endforeach()
    endif()
    set(${out} ${result} PARENT_SCOPE)
endfunction()

# The file `spelling` names when included from `file` by a target with include roots `roots`, as the compiler looks
# for it: the including file's folder first, then the roots in order; then the modules' roots, so that an include the
# target's links do not even make visible is still found (and reported). Empty when it is not a project file.
function(headroom_resolve_include file spelling roots out)
    get_filename_component(folder "${file}" DIRECTORY)
    foreach(root IN ITEMS "${folder}" LISTS roots HEADROOM_MODULE_ROOTS)
        get_filename_component(candidate "${spelling}" ABSOLUTE BASE_DIR "${root}")
        if(EXISTS "${candidate}" AND NOT IS_DIRECTORY "${candidate}")
            set(${out} "${candidate}" PARENT_SCOPE)
            return()
        endif()
    endforeach()
    set(${out} "" PARENT_SCOPE)
endfunction()

# The path of `file` relative to the project, for messages.
function(headroom_shown file out)
    file(RELATIVE_PATH shown "${HEADROOM_PROJECT_DIR}" "${file}")
    set(${out} "${shown}" PARENT_SCOPE)
endfunction()

# Checks `file`, compiled in (or included by a file of) `target`; follows headers no module lists.
# Appends to `violations`, `visited` and `used` (the modules whose headers it includes) in the caller's scope.
function(headroom_check_file target file)
    list(APPEND visited "${file}")
    headroom_quoted_includes("${file}" includes)
    foreach(item IN LISTS includes)
        string(REGEX REPLACE "^([0-9]+):(.*)$" "\\1" line "${item}")
        string(REGEX REPLACE "^([0-9]+):(.*)$" "\\2" spelling "${item}")
        headroom_resolve_include("${file}" "${spelling}" "${HEADROOM_ROOTS_${target}}" header)
        if(NOT header)
            continue() # generated (.moc, ui_*.h) or outside the project
        endif()
        headroom_shown("${file}" shown)
        set(owner "${HEADROOM_OWNER_${header}}")
        if(owner)
            list(APPEND used ${owner})
            if(NOT owner STREQUAL target AND NOT owner IN_LIST HEADROOM_LINKS_${target})
                string(CONCAT violation "${shown}:${line}: includes \"${spelling}\" of ${owner}, which ${target} "
                                        "does not link (missing edge ${target} -> ${owner})")
                list(APPEND violations "${violation}")
            endif()
            continue()
        endif()
        foreach(root IN LISTS HEADROOM_MODULE_ROOTS)
            string(FIND "${header}" "${root}/" at)
            if(at EQUAL 0)
                headroom_shown("${header}" shown_header)
                string(CONCAT violation "${shown}:${line}: includes \"${spelling}\" (${shown_header}), "
                                        "which no module lists in its sources")
                list(APPEND violations "${violation}")
                set(owner unlisted)
                break()
            endif()
        endforeach()
        if(NOT owner AND NOT header IN_LIST visited)
            headroom_check_file(${target} "${header}")
        endif()
    endforeach()
    set(violations ${violations} PARENT_SCOPE)
    set(visited ${visited} PARENT_SCOPE)
    set(used ${used} PARENT_SCOPE)
endfunction()

# A program or test links only the modules it uses: each module it names must own a header one of its files includes.
function(headroom_check_unused_links target)
    list(GET HEADROOM_SOURCES_${target} 0 first)
    headroom_shown("${first}" shown)
    foreach(module IN LISTS HEADROOM_DIRECT_${target})
        if(NOT module IN_LIST used)
            string(CONCAT violation "${shown}: ${target} links ${module} but includes none of its headers "
                                    "(link the modules the target uses)")
            list(APPEND violations "${violation}")
        endif()
    endforeach()
    set(violations ${violations} PARENT_SCOPE)
endfunction()

foreach(module IN LISTS HEADROOM_MODULES)
    foreach(header IN LISTS HEADROOM_HEADERS_${module})
        set(HEADROOM_OWNER_${header} ${module})
    endforeach()
endforeach()

set(violations)
set(files 0)
foreach(target IN LISTS HEADROOM_CHECKED_TARGETS)
    set(visited)
    set(used)
    foreach(file IN LISTS HEADROOM_SOURCES_${target})
        if(NOT file IN_LIST visited)
            headroom_check_file(${target} "${file}")
        endif()
    endforeach()
    headroom_check_unused_links(${target})
    list(LENGTH visited count)
    math(EXPR files "${files} + ${count}")
endforeach()
list(LENGTH HEADROOM_CHECKED_TARGETS targets)
if(violations)
    list(REMOVE_DUPLICATES violations)
    list(LENGTH violations count)
    list(JOIN violations "\n" text)
    message("${text}")
    message(FATAL_ERROR "Include check: ${count} finding(s): includes against the links, or links no include "
                        "uses (the layer table: cmake/HeadroomLayers.cmake)")
endif()
message(STATUS "Include check: ${files} files of ${targets} targets include only modules their targets link, "
               "and programs and tests link only modules they include")
