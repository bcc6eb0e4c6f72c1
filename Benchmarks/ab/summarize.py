#!/usr/bin/env python3
"""Summarizes the A/B gate experiment (Benchmarks/ab/experiment.sh) as Markdown.

Reads one JSON line per run (kind aa, slow or sweep; the injected percent; bench --against's JSON
output) and counts, per kind and percent: runs with any regression, runs that flag the slowed-down
scenario (any strategy, and every strategy), and runs that flag another scenario.
"""
import argparse
import json
from collections import defaultdict

parser = argparse.ArgumentParser()
parser.add_argument("raw")
parser.add_argument("--scenario", required=True)
parser.add_argument("--started", required=True)
parser.add_argument("--finished", required=True)
parser.add_argument("--options", required=True)
parser.add_argument("--nproc", required=True)
parser.add_argument("--commit", required=True)
args = parser.parse_args()

runs = [json.loads(line) for line in open(args.raw) if line.strip()]
groups = defaultdict(list)
for run in runs:
    groups[(run["kind"], run["percent"])].append(run)


def flags(run):
    """The scenarios with a regressed row, and whether every row of the target regressed."""
    rows = run["result"]["scenarios"]
    flagged = sorted({row["scenario"] for row in rows if row["regression"]})
    target = [row for row in rows if row["scenario"] == args.scenario]
    every = bool(target) and all(row["regression"] for row in target)
    return flagged, every


def ratios(runs_, strategy):
    values = sorted(row["ratio"] for run in runs_ for row in run["result"]["scenarios"]
                    if row["scenario"] == args.scenario and row["strategy"] == strategy and row["ratio"] is not None)
    return values


print("# A/B gate experiment")
print()
print(f"- commit {args.commit}, {args.started} to {args.finished}")
print(f"- gate options: `bench {args.options} --against SAME-BINARY` (default rounds and iterations)")
print(f"- machine: nproc {args.nproc}; load average (1, 5, 15 min) from {runs[0]['loadBefore']} at the first run "
      f"to {runs[-1]['loadAfter']} at the last (other builds and tests ran throughout)")
loads = [float(run["loadBefore"].split()[0]) for run in runs]
print(f"- 1-minute load average at the start of each run: min {min(loads):.2f}, median {sorted(loads)[len(loads) // 2]:.2f}, "
      f"max {max(loads):.2f}")
first = runs[0]["result"]
print(f"- each run: {len(first['scenarios'])} measurements, {first['rounds']} rounds of {first['iterationsPerRound']} iterations, "
      f"fresh workers every {first.get('roundsPerWorker', 1)} rounds")
print()
print(f"Slowdowns are injected into `{args.scenario}` of the candidate only.")
print()
print("| runs | slowdown | any regression | flags the scenario | flags every strategy of it | flags another scenario | "
      "passes (flags it, and only it) | its interval lies above 1 | ratio of the scenario, median (incremental / full) |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
for (kind, percent), group in sorted(groups.items(), key=lambda item: (item[0][1], item[0][0])):
    n = len(group)
    any_regression = sum(1 for run in group if run["result"]["regression"])
    target = other = every = passes = above_one = 0
    for run in group:
        above_one += any(row["scenario"] == args.scenario and row["low"] is not None and row["low"] > 1
                         for row in run["result"]["scenarios"])
        flagged, all_rows = flags(run)
        hit = args.scenario in flagged
        extra = [name for name in flagged if name != args.scenario]
        target += hit
        other += bool(extra)
        every += all_rows
        passes += hit and not extra
    medians = []
    for strategy in ("incremental", "full"):
        values = ratios(group, strategy)
        medians.append(f"{values[len(values) // 2]:.3f}" if values else "-")
    label = "A/A" if percent == 0 else f"{percent:g}%"
    passes_text = "-" if percent == 0 else f"{passes}/{n}"
    print(f"| {n} | {label} | {any_regression}/{n} | {target}/{n} | {every}/{n} | {other}/{n} | {passes_text} | {above_one}/{n} | {' / '.join(medians)} |")
print()
print("\"Flags\": a row of the scenario whose 95% interval lies wholly above 1 + its threshold (5% for "
      "the solver scenarios in Benchmarks/thresholds.json). \"Its interval lies above 1\": the interval of a row "
      "of the scenario excludes 1, i.e. the data show a slowdown, whether or not it exceeds the threshold.")
print()
false_positives = defaultdict(int)
for run in runs:
    flagged, _ = flags(run)
    for name in flagged:
        if run["percent"] == 0 or name != args.scenario:
            false_positives[name] += 1
if false_positives:
    print("Scenarios flagged without a slowdown of their own (all runs): "
          + ", ".join(f"`{name}` {count}" for name, count in sorted(false_positives.items())))
else:
    print("No scenario was flagged without a slowdown of its own in any run.")
