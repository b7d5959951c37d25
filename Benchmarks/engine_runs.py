"""What the engine benchmarks share: running `layoutd bench engine` and reading its results.

`engine_vs_taffy.py` and `engine_vs_yoga.py` time the engine on a feed with these, and compare
its frames with their anchor's.
"""

import json
import os
import resource
import statistics
import subprocess
import sys


REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def add_engine_arguments(parser, timeout, per):
    """The options every engine benchmark takes: the engine's time and address space `per` run, and
    whether to build the release binary first."""
    parser.add_argument("--timeout", type=float, default=timeout, help=f"seconds the engine gets per {per}")
    parser.add_argument("--memory-gib", type=float, default=6, help=f"address space the engine gets per {per}")
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")


def release_binary(no_build):
    """The release `layoutd`, built first unless `no_build`."""
    if not no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layoutd"], cwd=REPO, check=True)
    return os.path.join(REPO, ".build", "release", "layoutd")


def compare_frames(ours, theirs, tolerance=1e-6, anchor="taffy"):
    """Every view's frame equal on both sides: the list of differences (empty when equal). `ours`
    maps ids to the response's frames, `theirs` to objects with x, y, width and height."""
    problems = []
    if set(ours) != set(theirs):
        missing = sorted(set(theirs) - set(ours))[:5]
        extra = sorted(set(ours) - set(theirs))[:5]
        problems.append(f"views differ: engine lacks {missing}, {anchor} lacks {extra}")
    for key in sorted(set(ours) & set(theirs)):
        frame, box = ours[key], theirs[key]
        for name, value in (("x", box.x), ("y", box.y), ("width", box.width), ("height", box.height)):
            if abs(frame[name] - value) > tolerance * max(1.0, abs(value)):
                problems.append(f"{key}.{name}: engine {frame[name]} {anchor} {value}")
    return problems


def run_engine(binary, views, repetitions, responses, timeout, memory_gib, solver_only=False, rounds=1, documents=()):
    """`layoutd bench engine` on the feeds of `views` (a list), or on the files `documents` instead,
    in `rounds` rounds over them: their JSON results, or the reason there are none (it did not
    finish in `timeout` seconds, ran out of its `memory_gib` address space, or the engine refused
    the document). With `solver_only` the engine's direct path is turned off, so that every feed
    goes to the constraint solver."""
    # Every size gets one warm-up run (per round), so that each is timed in a process that has laid
    # out that feed just before (its memory already faulted in), and growth compares like with like.
    warmups = 1
    inputs = ["--documents", *documents] if documents else ["--views"] + [str(v) for v in views]
    command = ([binary, "bench", "engine", "--json"] + inputs
               + ["--repetitions", str(repetitions), "--warmups", str(warmups), "--rounds", str(rounds)]
               + (["--write-responses", responses] if responses else []) + (["--solver-only"] if solver_only else []))
    print("$", " ".join(command), file=sys.stderr, flush=True)

    def limit_memory():
        limit = int(memory_gib * 2**30)
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    try:
        finished = subprocess.run(command, capture_output=True, text=True, timeout=timeout, preexec_fn=limit_memory)
    except subprocess.TimeoutExpired:
        return f"did not finish in {timeout:.0f} s"
    if finished.returncode != 0:
        return f"failed (exit {finished.returncode}, {memory_gib:g} GiB limit): {finished.stderr.strip()[-200:]}"
    return [json.loads(line) for line in finished.stdout.splitlines() if line.startswith("{")]


def pooled(results):
    """One size's `layoutd bench engine` results from every round as one: best and median over
    all their runs, phase medians likewise; or the first failure's reason."""
    failed = next((result for result in results if not isinstance(result, dict)), None)
    if failed is not None:
        return failed
    merged = dict(results[-1])
    samples = {name: [value for result in results for value in result["samples"][name]]
               for name in results[0]["samples"]}
    merged["samples"] = samples
    merged["repetitions"] = len(samples["total"])
    merged["totalBestMicroseconds"] = min(samples["total"])
    merged["totalMedianMicroseconds"] = statistics.median(samples["total"])
    merged["phaseMedianMicroseconds"] = {name: statistics.median(values)
                                         for name, values in samples.items() if name != "total"}
    merged["path"] = "direct" if all(result["path"] == "direct" for result in results) else "solver"
    return merged
