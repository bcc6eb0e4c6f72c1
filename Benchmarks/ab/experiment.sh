#!/usr/bin/env bash
# Validates the A/B gate (`layoutbench bench --against`) as a statistical test on this machine
# (docs/Reporting.md, "A/B gate"): repeated A/A runs (the same binary on both sides) must flag no
# regression in at least 19 of 20; runs whose candidate is slowed down by
# LAYOUTBENCH_INJECT_SLOWDOWN=SCENARIO:PERCENT must flag that scenario, and no other, in at least
# 19 of 20 at 10%; a sweep of smaller and larger slowdowns finds the smallest one the default
# settings catch. Every run uses the defaults a CI job uses (Benchmarks/ab/gate-options).
#
# Usage: Benchmarks/ab/experiment.sh [OUTPUT.md]   (default results/ab-experiment.md)
# Environment: RUNS (20), SWEEP_RUNS (10), SWEEP ("3 5 7 15"), SCENARIO (chain-edit).
set -euo pipefail
cd "$(dirname "$0")/../.."
output="${1:-results/ab-experiment.md}"
runs="${RUNS:-20}" sweep_runs="${SWEEP_RUNS:-10}" sweep="${SWEEP:-3 5 7 15}" scenario="${SCENARIO:-chain-edit}"
read -r -a gate_options < Benchmarks/ab/gate-options

swift build -c release --product layoutbench >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A copy, so that a rebuild during the experiment changes neither side.
cp .build/release/layoutbench "$work/layoutbench"
binary="$work/layoutbench"
mkdir -p "$(dirname "$output")"
raw="${output%.md}.jsonl"
: > "$raw"

# run KIND PERCENT INDEX: one A/A (PERCENT 0) or slowed-down run; its JSON, one line, to $raw.
run() {
    local kind="$1" percent="$2" index="$3" json="$work/run.json" status=0
    local load_before load_after
    load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
    if [ "$percent" = 0 ]; then
        "$binary" bench "${gate_options[@]}" --against "$binary" --format json --output "$work/ab.csv" \
            > "$json" 2>/dev/null || status=$?
    else
        LAYOUTBENCH_INJECT_SLOWDOWN="$scenario:$percent" "$binary" bench "${gate_options[@]}" --against "$binary" \
            --format json --output "$work/ab.csv" > "$json" 2>/dev/null || status=$?
    fi
    load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
    if [ "$status" -gt 1 ]; then echo "run $kind $percent $index failed with exit $status" >&2; exit "$status"; fi
    python3 - "$json" "$kind" "$percent" "$index" "$status" "$load_before" "$load_after" >> "$raw" <<'PY'
import json, sys
path, kind, percent, index, status, before, after = sys.argv[1:]
run = json.load(open(path))
print(json.dumps({"kind": kind, "percent": float(percent), "index": int(index), "exit": int(status),
                  "loadBefore": before, "loadAfter": after, "result": run}, sort_keys=True))
PY
}

started="$(date -u +%FT%TZ)"
echo "A/A: $runs runs" >&2
for i in $(seq 1 "$runs"); do run aa 0 "$i"; done
echo "slowdown $scenario:10: $runs runs" >&2
for i in $(seq 1 "$runs"); do run slow 10 "$i"; done
for percent in $sweep; do
    echo "sweep $scenario:$percent: $sweep_runs runs" >&2
    for i in $(seq 1 "$sweep_runs"); do run sweep "$percent" "$i"; done
done
finished="$(date -u +%FT%TZ)"

python3 Benchmarks/ab/summarize.py "$raw" --scenario "$scenario" --started "$started" --finished "$finished" \
    --options "${gate_options[*]}" --nproc "$(nproc)" --commit "$(git rev-parse --short HEAD)" > "$output"
cat "$output"
