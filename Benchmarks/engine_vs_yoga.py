#!/usr/bin/env python3
"""LayoutEngine against native Yoga on the stack feed (issue 14's speed anchor).

The feed is seed 003's Twitter cell repeated in a vertical stack, the documents that `layoutd
bench engine --write-documents DIR --generate-only` writes. Each is translated to a flexbox tree
(the same translation as `engine_vs_taffy.py`'s, read from the document itself, so that both
sides lay out one document) and laid out by Yoga's C library: `Benchmarks/yoga_feed.c`, linked
with `libyogacore.a` from PyPI's `pyyoga` wheel, which this script downloads into `.cache/yoga/`
(gitignored; neither the wheel nor Yoga's code is part of the repository) and compiles with gcc
and g++ (Yoga is C++). Only `YGNodeCalculateLayout` is timed, on a fresh tree each run, without
rounding to the pixel grid; every frame must equal the engine's response.

    python3 Benchmarks/engine_vs_yoga.py --no-build          # 1,000, 10,000 and 100,000 views
    python3 Benchmarks/engine_vs_yoga.py --views 1000 --rounds 3 --no-build

Paired as in `engine_vs_taffy.py`: in each of --rounds rounds, every size in turn gets one engine
process (`layoutd bench engine --json`, a warm-up and --repetitions timed runs), then one Yoga
process on the same document (a warm-up and --repetitions timed runs); the round's ratio is the
engine's median over Yoga's, taken seconds apart, and the median of the rounds' ratios is checked
against the target: end to end at most 1/3 of Yoga's YGNodeCalculateLayout.
"""

import argparse
import collections
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import zipfile

from engine_runs import REPO, add_engine_arguments, compare_frames, pooled, release_binary, run_engine

CACHE = os.path.join(REPO, ".cache", "yoga")
PYYOGA = "pyyoga==0.1.0"
TARGET = 1 / 3

Frame = collections.namedtuple("Frame", "x y width height")


def yoga_harness():
    """The compiled harness: downloads the wheel and compiles `yoga_feed.c` when they are missing
    or the source is newer."""
    wheel_dir = os.path.join(CACHE, "wheel")
    library = os.path.join(wheel_dir, "lib64", "libyogacore.a")
    if not os.path.exists(library):
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:",
                        "-d", CACHE, PYYOGA], check=True)
        wheel = sorted(glob.glob(os.path.join(CACHE, "pyyoga-*.whl")))[-1]
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(wheel_dir)
    source = os.path.join(REPO, "Benchmarks", "yoga_feed.c")
    binary = os.path.join(CACHE, "yoga_feed")
    if not os.path.exists(binary) or os.path.getmtime(binary) < os.path.getmtime(source):
        objects = os.path.join(CACHE, "yoga_feed.o")
        subprocess.run(["gcc", "-O2", "-std=c11", "-Wall", "-Wextra", "-I", os.path.join(wheel_dir, "include"),
                        "-c", source, "-o", objects], check=True)
        subprocess.run(["g++", objects, library, "-o", binary], check=True)
    return binary


# --- the document as flexbox ----------------------------------------------------------------------
#
# The rules of engine_vs_taffy.py's feed_tree, applied to the document. A UIStackView is a flex
# container: axis -> flex-direction, spacing -> gap (a minimum under space-between, as for
# equalSpacing), layout margins with layoutMarginsRelativeArrangement -> padding, alignment ->
# align-items (fill = stretch: the cross size is the stack's), distribution fill -> flex-start and
# equalSpacing -> space-between. An arranged view's intrinsic length along the axis is its fixed
# flex basis (no shrinking). Where the stack's length is set from outside, the one view without an
# intrinsic length along the axis takes the rest (the content column); else the view that hugs
# least grows (the handle label). A root's plain subview pinned to its four edges fills it.
# Anything else is refused, and the frame comparison checks the rest.

KNOWN_KEYS = {"id", "type", "axis", "alignment", "distribution", "spacing", "layoutMargins",
              "layoutMarginsRelativeArrangement", "arrangedSubviews", "subviews", "intrinsicContentSize",
              "contentHugging", "width", "height"}
ALIGN = {"fill": 0, "top": 1, "leading": 1, "center": 2, "bottom": 3, "trailing": 3}
JUSTIFY = {"fill": 0, "equalSpacing": 1}
AUTO = float("nan")


class Untranslatable(Exception):
    pass


def flex_tree(document):
    """(ids, lines): the views' ids in document order and yoga_feed.c's node lines for them."""
    root = document["root"]
    pins = {}
    for constraint in document.get("constraints", []):
        parts = constraint.replace("==", " == ").split()
        if len(parts) != 3 or parts[1] != "==":
            raise Untranslatable(f"constraint {constraint!r}")
        (view, edge), (other, other_edge) = parts[0].split("."), parts[2].split(".")
        if other != root["id"] or edge != other_edge or edge not in ("top", "leading", "trailing", "bottom"):
            raise Untranslatable(f"constraint {constraint!r}")
        pins.setdefault(view, set()).add(edge)
    ids, lines = [], []

    def add(view, parent, row, justify, align, grow, shrink, basis, width, height, gap, padding):
        unknown = set(view) - KNOWN_KEYS
        if unknown:
            raise Untranslatable(f"{view['id']}: {sorted(unknown)}")
        ids.append(view["id"])
        lines.append(" ".join(str(value) for value in (parent, row, justify, align, grow, shrink, basis, width,
                                                        height, gap, *padding)))
        return len(ids) - 1

    def container(view):
        """(row, justify, align, gap, padding) of a stack, or of a plain view as a column."""
        if view.get("type") != "stack":
            return 0, 0, 0, 0, (0, 0, 0, 0)
        distribution = view.get("distribution", "fill")
        if distribution not in JUSTIFY:
            raise Untranslatable(f"{view['id']}: distribution {distribution}")
        spacing = view.get("spacing", 0)
        margins = view.get("layoutMargins", {})
        padding = tuple(margins.get(edge, 8) for edge in ("top", "leading", "bottom", "trailing")) \
            if view.get("layoutMarginsRelativeArrangement") else (0, 0, 0, 0)
        return (int(view.get("axis", "horizontal") == "horizontal"), JUSTIFY[distribution],
                ALIGN[view.get("alignment", "fill")], 8 if spacing == "system" else spacing, padding)

    def children(view, index, definite):
        """Adds `view`'s subviews under node `index`; `definite` is (width, height) set from outside."""
        if view.get("type") != "stack":
            subviews = view.get("subviews", [])
            if len(subviews) > 1 or any(pins.get(sub["id"]) != {"top", "leading", "trailing", "bottom"}
                                        for sub in subviews):
                raise Untranslatable(f"{view['id']}: subviews other than one pinned to every edge")
            for sub in subviews:
                sub_row, justify, sub_align, gap, padding = container(sub)
                child = add(sub, index, sub_row, justify, sub_align, 1, 1, AUTO, AUTO, AUTO, gap, padding)
                children(sub, child, definite)
            return
        row, _, align, _, _ = container(view)
        arranged = view.get("arrangedSubviews", [])
        main, cross = ("width", "height") if row else ("height", "width")
        direction = "horizontal" if row else "vertical"
        main_definite = definite[0] if row else definite[1]
        without = [sub for sub in arranged if main not in sub.get("intrinsicContentSize", {})]
        rest, grower = None, None
        if main_definite and view.get("distribution", "fill") == "fill":
            if len(without) == 1:
                rest = without[0]["id"]
            elif not without:
                hugging = sorted((sub.get("contentHugging", {}).get(direction, 250), sub["id"]) for sub in arranged)
                if len(hugging) > 1 and hugging[0][0] < hugging[1][0]:
                    grower = hugging[0][1]
        for sub in arranged:
            intrinsic = sub.get("intrinsicContentSize", {})
            basis, grow, shrink = intrinsic.get(main, AUTO), 0, 0
            if sub["id"] == rest:
                basis, grow, shrink = 0, 1, 1
            elif sub["id"] == grower:
                grow = 1
            # Yoga reads a flex basis only in a container whose length is known, so a fixed length
            # is given as the size too.
            main_length = intrinsic.get(main, AUTO) if grow == 0 and basis == basis else AUTO
            cross_length = AUTO if align == 0 else intrinsic.get(cross, AUTO)
            size = (main_length, cross_length) if row else (cross_length, main_length)
            child = add(sub, index, *container(sub)[:3], grow, shrink, basis, *size, *container(sub)[3:])
            cross_definite = (definite[1] if row else definite[0]) and align == 0
            grows = main_definite and grow == 1
            children(sub, child, (grows, cross_definite) if row else (cross_definite, grows))

    if root.get("type") == "stack" or set(pins) - {sub["id"] for sub in root.get("subviews", [])}:
        raise Untranslatable("the root must be a plain view, and only its subviews pinned")
    row, justify, align, gap, padding = container(root)
    index = add(root, -1, row, justify, align, 0, 0, AUTO, root.get("width", AUTO), root.get("height", AUTO),
                gap, padding)
    children(root, index, ("width" in root, "height" in root))
    return ids, lines


def run_yoga(harness, tree, repetitions, warmups):
    """Yoga's timed runs (microseconds) and the last run's lines of frames."""
    finished = subprocess.run([harness, tree, str(repetitions), str(warmups)], capture_output=True, text=True,
                              check=True)
    lines = finished.stdout.splitlines()
    times = [float(value) for value in lines[0].split()[1:]]
    return times, lines[1:]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--views", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--repetitions", type=int, default=5, help="timed runs per size and round, on each side")
    parser.add_argument("--rounds", type=int, default=9, help="paired rounds of both sides on every size in turn")
    add_engine_arguments(parser, timeout=1800, per="size")
    args = parser.parse_args()

    binary = release_binary(args.no_build)
    harness = yoga_harness()

    with tempfile.TemporaryDirectory() as work:
        subprocess.run([binary, "bench", "engine", "--generate-only", "--write-documents", work, "--views"]
                       + [str(count) for count in args.views], check=True, stdout=subprocess.DEVNULL)
        sizes = []  # (requested, views, ids, tree file)
        for requested in args.views:
            # TwitterFeed(approximateViews:): 2 + 13 per cell, cells rounded to the nearest.
            views = 2 + 13 * max(1, (requested - 2 + 6) // 13)
            with open(os.path.join(work, f"feed-{views}.json")) as file:
                ids, lines = flex_tree(json.load(file))
            tree = os.path.join(work, f"feed-{views}.flex")
            with open(tree, "w") as file:
                file.write(f"{len(lines)}\n" + "\n".join(lines) + "\n")
            sizes.append((requested, views, ids, tree))

        engine = {views: [] for _, views, _, _ in sizes}
        yoga = {views: [] for _, views, _, _ in sizes}  # each round's timed runs
        frames = {}
        for round_index in range(args.rounds):
            for requested, views, ids, tree in sizes:
                result = run_engine(binary, [requested], args.repetitions, work, args.timeout, args.memory_gib)
                engine[views].append(result[0] if isinstance(result, list) else result)
                times, lines = run_yoga(harness, tree, args.repetitions, 1)
                yoga[views].append(times)
                frames[views] = {key: Frame(*map(float, line.split())) for key, line in zip(ids, lines)}
            print(f"round {round_index + 1} of {args.rounds} done", file=sys.stderr, flush=True)

        print(f"| views | engine end to end, best / median (ms) | Yoga YGNodeCalculateLayout, best / median (ms)"
              f" | engine / Yoga, median of rounds (range) | <= {TARGET:.2f} | frames equal | path |")
        print("|---:|---:|---:|---:|---|---|---|")
        failures = []
        for _, views, _, _ in sizes:
            result = pooled(engine[views])
            runs = [value for times in yoga[views] for value in times]
            yoga_cells = f"{min(runs) / 1000:,.2f} / {statistics.median(runs) / 1000:,.2f}"
            if not isinstance(result, dict):
                print(f"| {views:,} | {result} | {yoga_cells} | - | NOT met | - | - |")
                continue
            with open(os.path.join(work, f"feed-{views}.response.json")) as file:
                ours = json.load(file)
            problems = compare_frames(ours["frames"], frames[views], anchor="yoga")
            if ours.get("diagnostics"):
                problems.append(f"diagnostics: {ours['diagnostics'][:3]}")
            if problems:
                failures.append((views, problems))
            ratios = [round_result["totalMedianMicroseconds"] / statistics.median(times)
                      for round_result, times in zip(engine[views], yoga[views])]
            ratio = statistics.median(ratios)
            print(f"| {views:,} | {result['totalBestMicroseconds'] / 1000:,.2f} / "
                  f"{result['totalMedianMicroseconds'] / 1000:,.2f} | {yoga_cells} | {ratio:.2f} "
                  f"({min(ratios):.2f} to {max(ratios):.2f}) | {'met' if ratio <= TARGET else 'NOT met'} | "
                  f"{'no' if problems else 'yes'} | {result['path']} |")
    for views, problems in failures:
        print(f"\n{views:,} views: {len(problems)} differences, first: " + "; ".join(problems[:5]), file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
