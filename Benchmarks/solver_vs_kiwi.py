#!/usr/bin/env python3
"""ConstraintSolver (`layoutd bench solver`) against kiwisolver on identical systems.

Generates the dumps (Benchmarks/README.md format), replays each with both solvers in
the same order, and prints a table of the fastest of --repeat runs, with ratios.

    pip install kiwisolver
    swift build -c release --product layoutd
    python3 Benchmarks/solver_vs_kiwi.py --layoutd .build/release/layoutd
"""
import argparse
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import solver_systems  # noqa: E402


def parse_dump(path):
    variables, phases = [], []
    with open(path) as f:
        for line in f:
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            if words[0] == "var":
                variables.append(words[1])
            elif words[0] == "phase":
                phases.append((words[1], []))
            else:
                if not phases:
                    phases.append(("build", []))
                phases[-1][1].append(words)
    return variables, phases


def run_kiwi(path, strengths, repeat):
    import kiwisolver as kiwi

    names, phases = parse_dump(path)

    def strength(p):
        if p == "required":
            return "required"
        if p == "broken":
            return kiwi.strength.create(999, 0, 0)
        weight = strengths.get(p) if strengths else None
        return weight if weight is not None else kiwi.strength.create(0, 0, float(p))

    best = [float("inf")] * len(phases)
    checksums = [0.0] * len(phases)
    for _ in range(repeat):
        variables = {n: kiwi.Variable(n) for n in names}
        ordered = [variables[n] for n in names]
        # Constraint objects are built before timing: only the solver is timed.
        prepared = []
        for _, words_list in phases:
            ops = []
            for words in words_list:
                if words[0] == "c":
                    i = 1
                    expression = 0
                    while words[i] not in ("==", "<=", ">="):
                        coefficient, name = words[i].split("*", 1)
                        expression = expression + float(coefficient) * variables[name]
                        i += 1
                    op, constant = words[i], float(words[i + 1])
                    priority = words[i + 2][1:] if i + 2 < len(words) else "required"
                    if op == "==":
                        c = expression == constant
                    elif op == "<=":
                        c = expression <= constant
                    else:
                        c = expression >= constant
                    ops.append(("c", c | strength(priority)))
                elif words[0] == "edit":
                    ops.append(("edit", variables[words[1]], strength(words[2])))
                else:
                    ops.append(("suggest", variables[words[1]], float(words[2])))
            prepared.append(ops)
        solver = kiwi.Solver()
        for index, ops in enumerate(prepared):
            start = time.perf_counter()
            for o in ops:
                if o[0] == "c":
                    solver.addConstraint(o[1])
                elif o[0] == "edit":
                    solver.addEditVariable(o[1], o[2])
                else:
                    solver.suggestValue(o[1], o[2])
            solver.updateVariables()
            checksum = sum(v.value() for v in ordered)
            elapsed = (time.perf_counter() - start) * 1000
            best[index] = min(best[index], elapsed)
            checksums[index] = checksum
    return {phases[i][0]: (best[i], checksums[i]) for i in range(len(phases))}


def run_ours(layoutd, paths, repeat, ambiguity):
    command = [layoutd, "bench", "solver", "--repeat", str(repeat)] + (["--ambiguity"] if ambiguity else []) + paths
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    results = {}
    for line in output.splitlines():
        if line.startswith("RESULT "):
            _, path, phase, ms, checksum = line.split()
            results.setdefault(path, {})[phase] = (float(ms), float(checksum))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--layoutd", default=".build/release/layoutd")
    parser.add_argument("--out", default="/tmp/layoutd-solver-dumps")
    parser.add_argument("--views", default="100,1000,10000,100000")
    parser.add_argument("--kiwi-max-views", type=int, default=1000, help="skip kiwi above this (it is superlinear)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--enaml-loops", type=int, default=100)
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    systems = [(solver_systems.enaml_like(args.enaml_loops), 0)]
    for views in (int(v) for v in args.views.split(",")):
        feed = solver_systems.twitter_feed(views)
        systems += [(feed, views), (feed.required_first(), views)]
    paths = []
    for system, _ in systems:
        path = os.path.join(args.out, system.name + ".txt")
        with open(path, "w") as f:
            f.write(system.dump())
        paths.append(path)

    ours = run_ours(args.layoutd, paths, args.repeat, ambiguity=False)
    ours_ambiguity = run_ours(args.layoutd, paths, args.repeat, ambiguity=True)
    header = ("| system | constraints | phase | ours ms | ours+ambiguity ms | kiwi ms | kiwi / ours"
              " | kiwi / ours+ambiguity | values agree |")
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    for (system, views), path in zip(systems, paths):
        kiwi = None
        if views <= args.kiwi_max_views:
            kiwi = run_kiwi(path, system.kiwi_strengths, min(args.repeat, 3 if views <= 1000 else 1))
        for phase, (ms, checksum) in ours[path].items():
            amb = ours_ambiguity[path][phase][0]
            if kiwi:
                kms, kchecksum = kiwi[phase]
                ratio = "%.1f" % (kms / ms) if ms > 0 else "-"
                ratio_amb = "%.1f" % (kms / amb) if amb > 0 else "-"
                agree = "yes" if abs(kchecksum - checksum) <= 1e-6 * max(1, abs(checksum)) else "no (%.6g vs %.6g)" % (checksum, kchecksum)
                kcell = "%.3f" % kms
            else:
                ratio, ratio_amb, agree, kcell = "-", "-", "-", "(skipped)"
            print("| %s | %d | %s | %.3f | %.3f | %s | %s | %s | %s |" % (
                system.name, system.constraint_count(), phase, ms, amb, kcell, ratio, ratio_amb, agree))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
