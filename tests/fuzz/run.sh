#!/usr/bin/env bash
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
all_targets=(fuzz_fio fuzz_hcibench fuzz_vdbench fuzz_results_csv fuzz_catalog_csv fuzz_catalog_json
    fuzz_bench_options fuzz_advise_options fuzz_quantity)

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
    esac
}

findings_root=${HEADROOM_FUZZ_FINDINGS:-$build_dir/findings}
timeout=${HEADROOM_FUZZ_TIMEOUT:-10}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$source_dir/tests/lsan.supp}
export QT_QPA_PLATFORM=offscreen

status=0
for target in "${targets[@]}"; do
    corpus=$build_dir/fuzz-corpus/$target
    findings=$findings_root/$target
    mkdir -p "$corpus" "$findings"
    seeds=()
    [ -d "$source_dir/tests/fuzz/corpus/$target" ] && seeds+=("$source_dir/tests/fuzz/corpus/$target")
    data=$(data_seeds "$target")
    [ -n "$data" ] && seeds+=("$data")
    log=$findings/$target.log
    stamp=$findings/.started
    touch "$stamp"
    started=$(date +%s)
    set +e
    "$build_dir/tests/fuzz/$target" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" "${seeds[@]}" >"$log" 2>&1
    rc=$?
    set -e
    elapsed=$(($(date +%s) - started))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    runs=${runs:-0}
    per_second=$((runs / (elapsed > 0 ? elapsed : 1)))
    artifacts=$(find "$findings" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \
        -o -name 'leak-*' \) -newer "$stamp" -printf '%f ' 2>/dev/null || true)
    if [ $rc -eq 0 ]; then
        echo "$target: $runs executions in ${elapsed} s ($per_second/s), corpus $(find "$corpus" -type f | wc -l)" \
            "files: no finding"
    else
        echo "$target: FINDING after $runs executions in ${elapsed} s (exit $rc): ${artifacts:-see log}; log: $log"
        status=1
    fi
done
exit $status
