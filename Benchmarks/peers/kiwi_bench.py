#!/usr/bin/env python3
"""kiwisolver, the peer of LayoutBench's solver strategies, on the same workloads.

Reads solver workloads exported by LayoutBench (`SolverWorkload.jsonData()`, format
`layoutbench/solver-workload@1`) and prints results CSV rows (the columns of docs/Formats.md,
"Results CSV") with strategy `kiwisolver`, for the same three scenarios the `bench` command
runs, named PREFIX-initial, PREFIX-edit and PREFIX-remove (PREFIX is `solver` unless
--scenario-prefix says otherwise; --scenarios picks among initial, edit, remove and resize); size
is the workload's `size`, else the number of values the scenarios read.

    pip install kiwisolver==1.5.1
    python3 kiwi_bench.py [--iterations N] [--scenario-prefix NAME] [--scenarios LIST] WORKLOAD.json...

kiwi_bench.cpp is the same program in C++ against kiwi's headers (strategy `kiwi`); change both
together.

Each scenario runs once to warm up, then N times, each run timed on its own (median, p10 and
p90 are nearest-rank quantiles of those N times, as LayoutBench's own rows):
- initial: a new solver, every constraint added, every edit variable added with its first value
  suggested, updateVariables(), every value read. Its checksum is of the values of one run.
- edit: on one built solver, run k (k = 1, 2, ... counting the warm-up) suggests values[k mod
  count] for every edit variable, then updateVariables() and reads every value.
- remove: on that solver, the toggled constraint removed, updateVariables(), values read; added
  back, updateVariables(), values read.
- resize (a view tree's live resize, as bench's `<shape>-resize`): on one built solver, step k
  suggests values[k mod count] for every edit variable, then updateVariables() and reads every
  value; one round of the first edit's values warms up, then whole rounds run until at least N
  steps are timed, each step on its own (the iterations column says how many).
The checksums of edit and remove are of every value read in every run, the warm-up included; of
resize, of the timed steps only.

The values read are the first `read` variables, or the expressions of `reads` when the workload
has them (`Σ coefficient · variable + constant`: a view tree's frames in superview coordinates).
Python reads each value through a method call, so the times include interpreter overhead that a
C++ user of kiwi would not pay.

Priorities: 1000 is kiwi's `required`; a lower priority p becomes the weight 10^(9p/1000)
(kiwi's weak, medium and strong, 1, 10^3 and 10^6, are the priorities 0, 333 and 667; 999 is
about 10^9, just under required). kiwi minimises one weighted sum, so a large enough error at a
lower priority can outweigh a smaller one at a higher priority, which LayoutBench's strictly
lexicographic levels never allow, and priorities closer than about 100 apart are hardly ordered.
kiwi's answers can therefore differ from ours on some workloads; the checksum shows it and the
difference is reported, not hidden.

The checksum is LayoutBench's ResultChecksum.of(values:): FNV-1a 64 over each value in millionths
(rounded half away from zero) as 8 little-endian two's-complement bytes, NaN as
0x7ff8000000000000, clamped to the 64-bit range, printed as 16 hex digits.

Exit status: 0 on success, 2 for bad arguments or a bad workload file, 3 when kiwisolver is not
installed, 1 when kiwi refuses a workload (an unsatisfiable required constraint, say).
"""

import argparse
import csv
import json
import math
import sys
import time

COLUMNS = ["scenario", "strategy", "size", "seed", "iterations", "median_ns", "p10_ns", "p90_ns",
           "allocations", "allocated_bytes", "pivots", "agree", "checksum"]
FNV_OFFSET = 0xcbf29ce484222325
FNV_PRIME = 0x100000001b3
MASK64 = (1 << 64) - 1


def round_half_away(value):
    """value rounded to the nearest integer, ties away from zero (Swift's .toNearestOrAwayFromZero)."""
    floor = math.floor(value)
    fraction = value - floor  # exact for every finite double
    if fraction > 0.5 or (fraction == 0.5 and value >= 0):
        return floor + 1
    return floor


def quantize(value):
    if math.isnan(value):
        return 0x7ff8000000000000
    if math.isinf(value):
        return (1 << 63) - 1 if value > 0 else -(1 << 63)
    scaled = round_half_away(value * 1e6)
    return max(-(1 << 63), min((1 << 63) - 1, int(scaled)))


def checksum(values):
    """LayoutBench's ResultChecksum.of(values:)."""
    digest = FNV_OFFSET
    for value in values:
        bits = quantize(value) & MASK64
        for _ in range(8):
            digest ^= bits & 0xff
            digest = (digest * FNV_PRIME) & MASK64
            bits >>= 8
    return "%016x" % digest


def quantile(samples, q):
    """Nearest rank, as LayoutBench's Samples.quantile."""
    if not samples:
        return 0
    ordered = sorted(samples)
    rank = int(round_half_away(q * (len(ordered) - 1)))
    return ordered[min(max(rank, 0), len(ordered) - 1)]


def strength(kiwi, priority):
    if priority >= 1000:
        return kiwi.strength.required
    return 10.0 ** (9.0 * priority / 1000.0)


class Workload:
    def __init__(self, kiwi, path):
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        if data.get("format") != "layoutbench/solver-workload@1":
            raise ValueError("format is not layoutbench/solver-workload@1")
        self.name = data["name"]
        self.variables = [kiwi.Variable(str(name)) for name in data["variables"]]
        relations = {"==": "__eq__", "<=": "__le__", ">=": "__ge__"}
        self.constraints = []
        for index, item in enumerate(data["constraints"]):
            terms = [kiwi.Term(self.variables[int(v)], float(c)) for v, c in item["terms"]]
            expression = kiwi.Expression(terms, float(item["constant"]))
            relation = relations.get(item["relation"])
            if relation is None:
                raise ValueError("constraint %d: relation %r is not ==, <= or >=" % (index, item["relation"]))
            self.constraints.append(getattr(expression, relation)(0) | strength(kiwi, float(item["priority"])))
        self.edits = [(self.variables[int(e["variable"])], strength(kiwi, float(e["priority"])),
                       [float(v) for v in e["values"]]) for e in data["edits"]]
        toggled = data.get("toggled")
        self.toggled = None if toggled is None else self.constraints[int(toggled)]
        if data.get("reads") is not None:
            self.reads = [([(self.variables[int(v)], float(c)) for v, c in item["terms"]], float(item["constant"]))
                          for item in data["reads"]]
        else:
            self.reads = [([(variable, 1.0)], 0.0) for variable in self.variables[:int(data.get("read", len(self.variables)))]]
        size = data.get("size")
        self.size = len(self.reads) if size is None else int(size)

    def build(self, kiwi):
        solver = kiwi.Solver()
        for constraint in self.constraints:
            solver.addConstraint(constraint)
        for variable, weight, values in self.edits:
            solver.addEditVariable(variable, weight)
            solver.suggestValue(variable, values[0])
        solver.updateVariables()
        return solver

    def values(self):
        return [sum((coefficient * variable.value() for variable, coefficient in terms), constant)
                for terms, constant in self.reads]


def sample(iterations, body):
    """Runs body once to warm up, then iterations times; the nanoseconds of each timed run."""
    body()
    times = []
    for _ in range(iterations):
        start = time.perf_counter_ns()
        body()
        times.append(time.perf_counter_ns() - start)
    return times


def measure(kiwi, workload, iterations, prefix, scenarios):
    rows = []

    def row(scenario, times, answers):
        return {"scenario": "%s-%s" % (prefix, scenario), "strategy": "kiwisolver", "size": workload.size,
                "seed": "", "iterations": len(times), "median_ns": quantile(times, 0.5),
                "p10_ns": quantile(times, 0.1), "p90_ns": quantile(times, 0.9), "allocations": "",
                "allocated_bytes": "", "pivots": "", "agree": "", "checksum": checksum(answers)}

    if "initial" in scenarios:
        answers = []

        def initial():
            workload.build(kiwi)
            answers[:] = workload.values()

        rows.append(row("initial", sample(iterations, initial), answers))

    if "edit" in scenarios and workload.edits:
        solver = workload.build(kiwi)
        answers = []
        step = [0]

        def edit():
            step[0] += 1
            suggest(solver, workload, step[0])
            answers.extend(workload.values())

        rows.append(row("edit", sample(iterations, edit), answers))

    if "remove" in scenarios and workload.toggled is not None:
        solver = workload.build(kiwi)
        answers = []

        def toggle():
            solver.removeConstraint(workload.toggled)
            solver.updateVariables()
            answers.extend(workload.values())
            solver.addConstraint(workload.toggled)
            solver.updateVariables()
            answers.extend(workload.values())

        rows.append(row("remove", sample(iterations, toggle), answers))

    if "resize" in scenarios and workload.edits:
        solver = workload.build(kiwi)
        answers = []
        steps = len(workload.edits[0][2])
        for step in range(steps):
            suggest(solver, workload, step)
            workload.values()
        times = []
        for step in range(-(-iterations // steps) * steps):
            start = time.perf_counter_ns()
            suggest(solver, workload, step)
            values = workload.values()
            times.append(time.perf_counter_ns() - start)
            answers.extend(values)
        rows.append(row("resize", times, answers))
    return rows


def suggest(solver, workload, step):
    """Suggests values[step mod count] for every edit variable, then updates the variables."""
    for variable, _, values in workload.edits:
        solver.suggestValue(variable, values[step % len(values)])
    solver.updateVariables()


def main(argv):
    parser = argparse.ArgumentParser(description="Time kiwisolver on LayoutBench solver workloads.")
    parser.add_argument("--iterations", type=int, default=100, help="timed runs of each scenario (default 100)")
    parser.add_argument("--scenario-prefix", default="solver", help="scenario names' prefix (default solver)")
    parser.add_argument("--scenarios", default="initial,edit,remove",
                        help="scenarios to run, comma-separated: initial, edit, remove, resize (default initial,edit,remove)")
    parser.add_argument("workloads", nargs="+", help="workload JSON files (layoutbench/solver-workload@1)")
    arguments = parser.parse_args(argv)
    if arguments.iterations < 1:
        parser.error("--iterations must be at least 1")
    scenarios = arguments.scenarios.split(",")
    unknown = [name for name in scenarios if name not in ("initial", "edit", "remove", "resize")]
    if unknown:
        parser.error("--scenarios: %r is not initial, edit, remove or resize" % unknown[0])
    try:
        import kiwisolver as kiwi
    except ImportError:
        print("kiwisolver is not installed: pip install kiwisolver==1.5.1", file=sys.stderr)
        return 3
    if getattr(kiwi, "__version__", "") != "1.5.1":
        print("warning: kiwisolver %s, not the 1.5.1 the results are compared with"
              % getattr(kiwi, "__version__", "?"), file=sys.stderr)
    writer = csv.DictWriter(sys.stdout, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for path in arguments.workloads:
        try:
            workload = Workload(kiwi, path)
        except KeyError as error:
            print("%s: not a solver workload: missing key %s" % (path, error), file=sys.stderr)
            return 2
        except (OSError, ValueError, IndexError, TypeError) as error:
            print("%s: not a solver workload: %s" % (path, error), file=sys.stderr)
            return 2
        refusals = tuple(getattr(kiwi, name) for name in (
            "UnsatisfiableConstraint", "DuplicateConstraint", "UnknownConstraint", "DuplicateEditVariable",
            "UnknownEditVariable", "BadRequiredStrength") if hasattr(kiwi, name))
        try:
            rows = measure(kiwi, workload, arguments.iterations, arguments.scenario_prefix, scenarios)
        except refusals as error:
            print("%s: kiwi refused the workload: %s: %s" % (path, type(error).__name__, error), file=sys.stderr)
            return 1
        for row in rows:
            writer.writerow(row)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
