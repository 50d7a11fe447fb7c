# The architecture as a table, checked at configure time: sources → library → advice → presentation → programs.
# For each module target, the targets it may link (directly). A link not in its row fails the configure step with
# the edge named; so does any link of a core module to Qt Widgets or Qt Charts. `cmake --graphviz` draws the graph.
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
    "headroom_report:headroom_model,headroom_store,headroom_pricing,headroom_advice,headroom_gather"
    "headroom_cli_commands:headroom_model,headroom_store,headroom_importers,headroom_bench,headroom_pricing,headroom_advice,headroom_gather,headroom_cluster,headroom_demo,headroom_report"
    "headroom_chartdraw:headroom_model,headroom_store,headroom_pricing,headroom_advice,headroom_report"
    "headroom_cli_draw:headroom_cli_commands,headroom_chartdraw,headroom_model,headroom_store,headroom_pricing,headroom_advice,headroom_report"
    "headroom_ui:headroom_model,headroom_store,headroom_importers,headroom_bench,headroom_pricing,headroom_advice,headroom_gather,headroom_cluster,headroom_demo,headroom_report,headroom_chartdraw"
)
# Core modules: the rows above that live in core/ (no Widgets, no Charts).
set(HEADROOM_CORE_MODULES headroom_model headroom_store headroom_importers headroom_bench headroom_pricing
    headroom_advice headroom_gather headroom_cluster headroom_demo headroom_report headroom_cli_commands)
set(HEADROOM_CORE_FORBIDDEN Qt6::Widgets Qt6::Charts Qt6::PrintSupport Qt6::OpenGLWidgets)

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
