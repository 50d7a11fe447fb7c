# SPDX-License-Identifier: GPL-3.0-or-later
# The architecture as a table, checked at configure time: sources → library → advice → presentation → programs.
# For each module target, the targets it may link (directly). A link not in its row fails the configure step with
# the edge named; so does any link of a core module to Qt Widgets or Qt Charts, or to Qt Gui outside
# HEADROOM_CORE_GUI_MODULES. `cmake --graphviz` draws the graph.
#
# The includes are held to the links: the include check (cmake/HeadroomIncludeCheck.cmake, ctest include_check) fails
# when a file includes a header of a module its target does not link, directly or through a PUBLIC chain. So an
# include never says more than the links, and the links never more than this table.
#
# Adding a module is one row here (plus its name in HEADROOM_CORE_MODULES when it lives in core/), and the rows of
# the modules that may use it: e.g. "headroom_gather:headroom_model,headroom_store,headroom_advice". Its target lists
# its sources as every module does (the include check reads the headers each module lists) and its tests link it.
#
# An edge marked "against the flow" is a known exception still to be removed (issue 12); do not add more.
set(HEADROOM_LAYERS
    "headroom_model:"
    "headroom_store:headroom_model"
    # against the flow: commitImport() writes to the library; the caller should store what the importer parsed
    "headroom_importers:headroom_model,headroom_store"
    "headroom_bench:headroom_model"
    "headroom_pricing:headroom_model"
    "headroom_advice:headroom_model,headroom_pricing"
    # gathering: reads the library (and the catalog) for a use case and hands advice its input
    "headroom_gather:headroom_model,headroom_store,headroom_pricing,headroom_advice"
    "headroom_cluster:headroom_model,headroom_bench,headroom_importers,headroom_store"
    "headroom_demo:headroom_model,headroom_store,headroom_importers"
    "headroom_report:headroom_model,headroom_pricing,headroom_advice,headroom_gather"
    "headroom_cli_commands:headroom_model,headroom_store,headroom_importers,headroom_bench,headroom_pricing,headroom_advice,headroom_gather,headroom_cluster,headroom_demo,headroom_report"
    "headroom_chartdraw:headroom_model,headroom_store,headroom_pricing,headroom_advice,headroom_report"
    "headroom_cli_draw:headroom_cli_commands,headroom_chartdraw,headroom_model,headroom_store,headroom_pricing,headroom_advice,headroom_report"
    "headroom_ui:headroom_model,headroom_store,headroom_importers,headroom_bench,headroom_pricing,headroom_advice,headroom_gather,headroom_cluster,headroom_demo,headroom_report,headroom_chartdraw"
)
# Core modules: the rows above that live in core/ (no Widgets, no Charts).
set(HEADROOM_CORE_MODULES headroom_model headroom_store headroom_importers headroom_bench headroom_pricing
    headroom_advice headroom_gather headroom_cluster headroom_demo headroom_report headroom_cli_commands)
set(HEADROOM_CORE_FORBIDDEN Qt6::Widgets Qt6::Charts Qt6::PrintSupport Qt6::OpenGLWidgets)
# The core modules that draw (QPainter, QImage, QPdfWriter: the report) and so link Qt Gui; no other core module does.
set(HEADROOM_CORE_GUI_MODULES headroom_report)

# The targets `target` links directly (LINK_LIBRARIES; PRIVATE links of a static library appear there too, and
# in INTERFACE_LINK_LIBRARIES as $<LINK_ONLY:...>).
function(headroom_direct_links target out)
    get_target_property(links ${target} LINK_LIBRARIES)
    get_target_property(interface ${target} INTERFACE_LINK_LIBRARIES)
    set(result)
    foreach(link IN LISTS links interface)
        string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" link "${link}")
        if(link AND NOT link MATCHES "-NOTFOUND$" AND NOT link MATCHES "^\\$<")
            list(APPEND result ${link})
        endif()
    endforeach()
    list(REMOVE_DUPLICATES result)
    set(${out} ${result} PARENT_SCOPE)
endfunction()

# The headroom_* static libraries defined in `dir` and below.
function(headroom_libraries dir out)
    set(result)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
        get_target_property(type ${target} TYPE)
        if(target MATCHES "^headroom_" AND type STREQUAL "STATIC_LIBRARY")
            list(APPEND result ${target})
        endif()
    endforeach()
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(subdir IN LISTS subdirs)
        headroom_libraries(${subdir} below)
        list(APPEND result ${below})
    endforeach()
    set(${out} ${result} PARENT_SCOPE)
endfunction()

function(headroom_check_layers)
    set(modules)
    foreach(row IN LISTS HEADROOM_LAYERS)
        string(REPLACE ":" ";" parts "${row}")
        list(GET parts 0 module)
        list(LENGTH parts n)
        set(allowed)
        if(n GREATER 1)
            list(GET parts 1 allowed)
            string(REPLACE "," ";" allowed "${allowed}")
        endif()
        list(APPEND modules ${module})
        set(allowed_${module} ${allowed})
    endforeach()
    set(violations)
    foreach(module IN LISTS modules)
        if(NOT TARGET ${module})
            list(APPEND violations "${module}: in the layer table but no such target")
            continue()
        endif()
        headroom_direct_links(${module} links)
        foreach(link IN LISTS links)
            if(link IN_LIST modules AND NOT link IN_LIST allowed_${module})
                list(APPEND violations "${module} links ${link}, which its layer must not use")
            endif()
            if(module IN_LIST HEADROOM_CORE_MODULES AND link IN_LIST HEADROOM_CORE_FORBIDDEN)
                list(APPEND violations "${module} (core) links ${link}: core never links widgets or charts")
            endif()
            if(module IN_LIST HEADROOM_CORE_MODULES AND link STREQUAL "Qt6::Gui"
               AND NOT module IN_LIST HEADROOM_CORE_GUI_MODULES)
                list(APPEND violations "${module} (core) links Qt6::Gui: only ${HEADROOM_CORE_GUI_MODULES} draw")
            endif()
            if(module IN_LIST HEADROOM_CORE_MODULES AND link MATCHES "^headroom_(ui|chartdraw|cli_draw)$")
                list(APPEND violations "${module} (core) links ${link}")
            endif()
        endforeach()
    endforeach()
    # Every headroom_* static library must have a row, so a new module states its place.
    headroom_libraries(${PROJECT_SOURCE_DIR} libraries)
    foreach(library IN LISTS libraries)
        if(NOT library IN_LIST modules)
            list(APPEND violations "${library}: a module without a row in HEADROOM_LAYERS")
        endif()
    endforeach()
    if(violations)
        list(JOIN violations "\n  " text)
        message(FATAL_ERROR "Layer check (cmake/HeadroomLayers.cmake) failed:\n  ${text}")
    endif()
endfunction()

# The include check (cmake/HeadroomIncludeCheck.cmake, run by ctest as include_check) reads every #include "…" of
# every target against what that target links. This writes what it needs, at configure time, once all targets exist.
# Adding a module needs nothing here: its row above and its target's sources are all the check reads.

# The project targets whose usage requirements `target` receives: its direct links, and from each of them what
# they link PUBLIC or INTERFACE, transitively (a PRIVATE link of a static library, $<LINK_ONLY:…>, is not followed).
function(headroom_usage_closure target out)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY")
        get_target_property(queue ${target} INTERFACE_LINK_LIBRARIES)
    else()
        get_target_property(queue ${target} LINK_LIBRARIES)
    endif()
    set(result)
    while(NOT queue STREQUAL "")
        list(POP_FRONT queue link)
        if(link MATCHES "^\\$<" OR NOT TARGET "${link}" OR link IN_LIST result)
            continue()
        endif()
        list(APPEND result ${link})
        get_target_property(imported ${link} IMPORTED)
        get_target_property(interface ${link} INTERFACE_LINK_LIBRARIES)
        if(NOT imported AND interface)
            list(APPEND queue ${interface})
        endif()
    endwhile()
    set(${out} ${result} PARENT_SCOPE)
endfunction()

# The source files of `target` inside the project (not generated ones), absolute.
function(headroom_project_sources target out)
    get_target_property(sources ${target} SOURCES)
    get_target_property(dir ${target} SOURCE_DIR)
    set(result)
    foreach(source IN LISTS sources)
        if(source MATCHES "^\\$<")
            continue()
        endif()
        get_filename_component(source "${source}" ABSOLUTE BASE_DIR "${dir}")
        string(FIND "${source}" "${PROJECT_SOURCE_DIR}/" in_project)
        string(FIND "${source}" "${PROJECT_BINARY_DIR}/" in_build)
        if(in_project EQUAL 0 AND NOT in_build EQUAL 0 AND source MATCHES "\\.(h|hpp|cpp|cc)$")
            list(APPEND result "${source}")
        endif()
    endforeach()
    set(${out} ${result} PARENT_SCOPE)
endfunction()

# The include directories inside the project that a file of `target` sees, in the compiler's order: the target's
# own, then those its links bring (`closure`).
function(headroom_project_roots target closure out)
    get_target_property(roots ${target} INCLUDE_DIRECTORIES)
    foreach(link IN LISTS closure)
        get_target_property(imported ${link} IMPORTED)
        get_target_property(interface ${link} INTERFACE_INCLUDE_DIRECTORIES)
        if(NOT imported AND interface)
            list(APPEND roots ${interface})
        endif()
    endforeach()
    set(result)
    foreach(root IN LISTS roots)
        string(FIND "${root}/" "${PROJECT_SOURCE_DIR}/" in_project)
        if(in_project EQUAL 0 AND NOT root MATCHES "^\\$<")
            list(APPEND result "${root}")
        endif()
    endforeach()
    list(REMOVE_DUPLICATES result)
    set(${out} ${result} PARENT_SCOPE)
endfunction()

# Writes the include check's manifest to `file`: the modules (the rows of HEADROOM_LAYERS) with their headers and
# include roots; every target with sources in the project, with its sources, include roots and the modules it links
# (HEADROOM_LINKS: with the PUBLIC chains; HEADROOM_DIRECT: those a program or test names itself).
function(headroom_write_include_manifest file)
    set(modules)
    foreach(row IN LISTS HEADROOM_LAYERS)
        string(REGEX REPLACE ":.*" "" module "${row}")
        if(TARGET ${module}) # all of them in the project (headroom_check_layers); a few in a probe
            list(APPEND modules ${module})
        endif()
    endforeach()
    set(text "# Written by headroom_write_include_manifest (cmake/HeadroomLayers.cmake) at configure time.\n")
    string(APPEND text "set(HEADROOM_PROJECT_DIR \"${PROJECT_SOURCE_DIR}\")\nset(HEADROOM_MODULES \"${modules}\")\n")
    set(module_roots)
    foreach(module IN LISTS modules)
        headroom_project_sources(${module} sources)
        list(FILTER sources INCLUDE REGEX "\\.(h|hpp)$")
        string(APPEND text "set(HEADROOM_HEADERS_${module} \"${sources}\")\n")
        get_target_property(roots ${module} INTERFACE_INCLUDE_DIRECTORIES)
        list(APPEND module_roots ${roots})
    endforeach()
    list(REMOVE_DUPLICATES module_roots)
    string(APPEND text "set(HEADROOM_MODULE_ROOTS \"${module_roots}\")\n")
    headroom_targets(${PROJECT_SOURCE_DIR} targets)
    set(checked)
    foreach(target IN LISTS targets)
        headroom_project_sources(${target} sources)
        if(NOT sources)
            continue()
        endif()
        list(APPEND checked ${target})
        headroom_usage_closure(${target} closure)
        headroom_project_roots(${target} "${closure}" roots)
        set(linked)
        foreach(link IN LISTS closure)
            if(link IN_LIST modules)
                list(APPEND linked ${link})
            endif()
        endforeach()
        headroom_direct_links(${target} direct)
        set(direct_modules)
        foreach(link IN LISTS direct)
            if(link IN_LIST modules AND NOT target IN_LIST modules)
                list(APPEND direct_modules ${link})
            endif()
        endforeach()
        string(APPEND text "set(HEADROOM_SOURCES_${target} \"${sources}\")\n"
                           "set(HEADROOM_ROOTS_${target} \"${roots}\")\n"
                           "set(HEADROOM_LINKS_${target} \"${linked}\")\n"
                           "set(HEADROOM_DIRECT_${target} \"${direct_modules}\")\n")
    endforeach()
    string(APPEND text "set(HEADROOM_CHECKED_TARGETS \"${checked}\")\n")
    file(WRITE "${file}" "${text}")
endfunction()

# Every target defined in `dir` and below.
function(headroom_targets dir out)
    get_property(result DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(subdir IN LISTS subdirs)
        headroom_targets(${subdir} below)
        list(APPEND result ${below})
    endforeach()
    set(${out} ${result} PARENT_SCOPE)
endfunction()
