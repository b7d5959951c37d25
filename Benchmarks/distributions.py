#!/usr/bin/env python3
"""Every stack distribution against the untied `fill` stack of the same views (issue 14).

A horizontal stack of --views views (intrinsic widths 4, 5 and 6 in turn, height 5) pinned to
the four edges of its root (100 points high), once stretched (the root 1,000 points wider than the views) and once
compressed (3 points narrower). Untied: the first view hugs (249) and resists compression (749)
less than the others, so one view takes the difference. With ties: every view has the default
priorities (250 and 750), so that under `fill` the difference's place is free (and reported
ambiguous). Each of the five distributions, tied and untied, is timed end to end with `layoutd
bench engine --documents` (release, default budgets), and compared with the untied `fill` stack
of the same scenario timed just before it in the same round.

    python3 Benchmarks/distributions.py --no-build
    python3 Benchmarks/distributions.py --views 1000 --rounds 1 --no-build

Target: every distribution, stretched and compressed, with ties, at most 2 x the untied `fill`
stack. A document the engine refuses (a 422 over its work or memory budget) is reported with
the engine's reason and the seconds it took to refuse, once: it is not run again in later rounds.
"""

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time

from engine_runs import add_engine_arguments, release_binary, run_engine

DISTRIBUTIONS = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
SCENARIOS = {"stretched": 1_000, "compressed": -3}  # the root's width minus the views' widths
TARGET = 2.0


def stack_document(views, distribution, scenario, tied):
    widths = [4 + index % 3 for index in range(views)]
    arranged = [{"id": f"v{index}", "intrinsicContentSize": {"width": width, "height": 5}}
                for index, width in enumerate(widths)]
    if not tied:
        arranged[0]["contentHugging"] = {"horizontal": 249}
        arranged[0]["compressionResistance"] = {"horizontal": 749}
    stack = {"id": "s", "type": "stack", "axis": "horizontal", "distribution": distribution,
             "arrangedSubviews": arranged}
    root = {"id": "root", "width": sum(widths) + SCENARIOS[scenario], "height": 100, "subviews": [stack]}
    constraints = ["s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading",
                   "s.trailing == root.trailing"]
    return {"root": root, "constraints": constraints}


def refusal(reason):
    """The engine's status and the limit it names from a failed `bench engine` run, else the
    run's reason."""
    found = re.search(r"rejected the feed \((\d{3}) [^:]*: ([^)]*)\)", reason)
    if not found:
        return reason
    limit = re.search(r"(memory|work) limit of (\d+) (bytes|units)", found.group(2))
    if not limit:
        return f"{found.group(1)}: {found.group(2)}"
    amount = int(limit.group(2))
    size = f"{amount / 2**20:g} MiB" if limit.group(3) == "bytes" else f"{amount:.0e} units"
    return f"{found.group(1)}, {limit.group(1)} budget ({size})"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--views", type=int, default=10_000)
    parser.add_argument("--repetitions", type=int, default=5, help="timed runs per document and round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds over every document in turn")
    add_engine_arguments(parser, timeout=600, per="document")
    args = parser.parse_args()

    binary = release_binary(args.no_build)

    cases = [(scenario, distribution, tied) for scenario in SCENARIOS for distribution in DISTRIBUTIONS
             for tied in (False, True)]
    results = {case: [] for case in cases}  # each round's result, or the reason there is none
    with tempfile.TemporaryDirectory() as work:
        paths = {}
        for scenario, distribution, tied in cases:
            name = f"{distribution}-{scenario}-{'tied' if tied else 'untied'}"
            paths[(scenario, distribution, tied)] = os.path.join(work, name + ".json")
            with open(paths[(scenario, distribution, tied)], "w") as file:
                json.dump(stack_document(args.views, distribution, scenario, tied), file, separators=(",", ":"))
        for round_index in range(args.rounds):
            # Each scenario's untied fill stack comes first: the baseline of the cases after it.
            for case in cases:
                if results[case] and not isinstance(results[case][-1], dict):
                    continue  # refused once: not again
                start = time.perf_counter()
                result = run_engine(binary, [], args.repetitions, None, args.timeout, args.memory_gib,
                                    documents=[paths[case]])
                seconds = time.perf_counter() - start
                results[case].append(result[0] if isinstance(result, list) else
                                     f"{refusal(result)} (after {seconds:.1f} s)")
            print(f"round {round_index + 1} of {args.rounds} done", file=sys.stderr, flush=True)

    print(f"| scenario | distribution | priorities | views in the stack | median ms | / untied fill, median of rounds"
          f" | <= {TARGET:g} x | strategy |")
    print("|---|---|---|---:|---:|---:|---|---|")
    for scenario, distribution, tied in cases:
        runs = results[(scenario, distribution, tied)]
        baseline = results[(scenario, "fill", False)]
        label = f"| {scenario} | `{distribution}` | {'ties' if tied else 'untied'} |"
        if not isinstance(runs[-1], dict):
            print(f"{label} {args.views:,} | refused: {runs[-1]} | - | NOT met | - |")
            continue
        median = statistics.median(value for run in runs for value in run["samples"]["total"])
        ratios = [run["totalMedianMicroseconds"] / base["totalMedianMicroseconds"]
                  for run, base in zip(runs, baseline) if isinstance(base, dict)]
        ratio = statistics.median(ratios) if ratios else None
        verdict = "-" if ratio is None else "met" if ratio <= TARGET else "NOT met"
        ratio_cell = "-" if ratio is None else f"{ratio:.2f}"
        paths_taken = sorted({run["path"] for run in runs})
        print(f"{label} {args.views:,} | {median / 1000:,.2f} | {ratio_cell} | {verdict} | "
              f"{', '.join(paths_taken)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
