#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (the fuzz preset) and runs each for SECONDS on its seed corpus.
#
#   tests/fuzz/run.sh SECONDS [--no-build] [TARGET...]      (default: every target)
#
# Seeds: tests/fuzz/corpus/TARGET/ plus, for the importers, their files in tests/data (read, never written).
# What libFuzzer adds to the corpus goes to build/fuzz/fuzz-corpus/TARGET/ (kept between runs). A crash, a
# sanitizer report, a timeout (one input over HEADROOM_FUZZ_TIMEOUT seconds, default 10) or an out-of-memory
# (over 2048 MB) stops that target; the input is saved in build/fuzz/findings/TARGET/ (or $HEADROOM_FUZZ_FINDINGS)
# and the log beside it. Prints one line per target: executions, seconds, executions per second, finding or not.
# Exits 1 when any target had a finding. Run it under `nice` on a shared machine.
set -euo pipefail

source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build_dir=$source_dir/build/fuzz
all_targets=(fuzz_fio fuzz_hcibench fuzz_vdbench fuzz_liveoptics fuzz_diskspd fuzz_crystaldiskmark fuzz_results_csv
    fuzz_catalog_csv fuzz_catalog_json fuzz_bench_options fuzz_advise_options fuzz_quantity)

usage() {
    echo "usage: tests/fuzz/run.sh SECONDS [--no-build] [TARGET...]" >&2
    echo "targets: ${all_targets[*]}" >&2
    exit 2
}

[ $# -ge 1 ] || usage
seconds=$1
shift
[[ $seconds =~ ^[1-9][0-9]*$ ]] || usage
build=1
targets=()
for argument in "$@"; do
    case $argument in
    --no-build) build=0 ;;
    fuzz_*)
        if [[ " ${all_targets[*]} " != *" $argument "* ]]; then
            echo "run.sh: unknown target '$argument'" >&2
            usage
        fi
        targets+=("$argument")
        ;;
    *) usage ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

if [ $build -eq 1 ]; then
    cd "$source_dir"
    [ -f "$build_dir/build.ninja" ] || cmake --preset fuzz
    cmake --build --preset fuzz -j"${HEADROOM_FUZZ_BUILD_JOBS:-2}" --target "${targets[@]}"
fi

# Seed folders in tests/data, per target (besides tests/fuzz/corpus/TARGET).
data_seeds() {
    case $1 in
    fuzz_fio) echo "$source_dir/tests/data/fio" ;;
    fuzz_hcibench) echo "$source_dir/tests/data/hcibench" ;;
    fuzz_vdbench) echo "$source_dir/tests/data/vdbench" ;;
    fuzz_liveoptics) echo "$source_dir/tests/data/liveoptics" ;;
    fuzz_diskspd) echo "$source_dir/tests/data/diskspd" ;;
    fuzz_crystaldiskmark) echo "$source_dir/tests/data/crystaldiskmark" ;;
    esac
}

findings_root=${HEADROOM_FUZZ_FINDINGS:-$build_dir/findings}
timeout=${HEADROOM_FUZZ_TIMEOUT:-10}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$source_dir/tests/lsan.supp}
export QT_QPA_PLATFORM=offscreen

# Runs one target until `seconds` have passed. A timeout is measured in wall-clock time, so on a busy machine a
# starved process can look hung: each timeout input is run again alone, and when it then finishes within the
# limit it is moved to not-reproduced/ and fuzzing goes on for the time left.
status=0
for target in "${targets[@]}"; do
    corpus=$build_dir/fuzz-corpus/$target
    findings=$findings_root/$target
    mkdir -p "$corpus" "$findings"
    seeds=()
    [ -d "$source_dir/tests/fuzz/corpus/$target" ] && seeds+=("$source_dir/tests/fuzz/corpus/$target")
    data=$(data_seeds "$target")
    [ -n "$data" ] && seeds+=("$data")
    binary=$build_dir/tests/fuzz/$target
    log=$findings/$target.log
    : >"$log"
    started=$(date +%s)
    runs=0
    finding=""
    while :; do
        left=$((seconds - ($(date +%s) - started)))
        [ $left -gt 0 ] || break
        stamp=$findings/.started
        touch "$stamp"
        set +e
        "$binary" -max_total_time="$left" -timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 \
            -artifact_prefix="$findings/" "$corpus" "${seeds[@]}" >>"$log" 2>&1
        rc=$?
        set -e
        segment=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        sed -i 's/^stat::number_of_executed_units:/stat::counted_executed_units:/' "$log"
        runs=$((runs + ${segment:-0}))
        [ $rc -ne 0 ] || break
        artifacts=$(find "$findings" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \
            -o -name 'leak-*' \) -newer "$stamp" -printf '%f ' 2>/dev/null || true)
        recheck=${artifacts%% *}
        if [[ $artifacts == timeout-* && $artifacts != *" "?* ]]; then
            alone=$("$binary" -timeout="$timeout" "$findings/$recheck" 2>&1 | sed -n 's/^Executed .* in \([0-9]*\) ms$/\1/p')
            if [ -n "$alone" ] && [ "$alone" -lt $((timeout * 1000)) ]; then
                mkdir -p "$findings/not-reproduced"
                mv "$findings/$recheck" "$findings/not-reproduced/"
                echo "$target: timeout not reproduced ($alone ms alone: the machine was busy); fuzzing on" >&2
                continue
            fi
        fi
        finding="FINDING (exit $rc): ${artifacts:-see log}"
        break
    done
    elapsed=$(($(date +%s) - started))
    per_second=$((runs / (elapsed > 0 ? elapsed : 1)))
    if [ -z "$finding" ]; then
        echo "$target: $runs executions in ${elapsed} s ($per_second/s), corpus $(find "$corpus" -type f | wc -l)" \
            "files: no finding"
    else
        echo "$target: $finding after $runs executions in ${elapsed} s; log: $log"
        status=1
    fi
done
exit $status
