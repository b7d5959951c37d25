#!/usr/bin/env python3
"""LayoutEngine against Taffy on feeds of seed 003's Twitter cell (issue 3's speed benchmark).

Builds the release `layoutd`, runs `layoutd bench engine` (JSON in to JSON out, per phase where
the engine reports phases), then lays out the same feed written as flexbox with Taffy
(PyPI `stretchable`), in the same run, timing only Taffy's compute_layout. Every frame of
Taffy's layout must equal the engine's response: that checks the flexbox translation.

    pip install stretchable
    python3 Benchmarks/engine_vs_taffy.py            # 1,000, 10,000 and 100,000 views
    python3 Benchmarks/engine_vs_taffy.py --views 1000 --repetitions 3 --no-build

Targets: end to end at most 1/4 of Taffy's compute_layout at every size; 100,000 views at most
12 x 10,000 views.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import stretchable.node as stretchable_node
from stretchable import Edge, Node
from stretchable.style import AUTO, AlignItems, FlexDirection, JustifyContent

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The feed of Sources/layoutd/Bench/TwitterFeed.swift, as flexbox. A UIStackView is a flex
# container: axis -> flex-direction, spacing -> gap (a minimum under space-between, as for
# equalSpacing), layout margins with layoutMarginsRelativeArrangement -> padding, alignment
# -> align-items (fill = stretch, top = flex-start), equalSpacing -> space-between. An
# intrinsic content size is a fixed size that does not shrink; the view with the lowest
# hugging (the handle label) is the one that grows; the content column takes the rest of the row.
SCREEN_WIDTH = 375


def leaf(key, width, height, frames):
    node = Node(key=key, size=(width, height), flex_shrink=0)
    frames.append((key, node))
    return node


def twitter_cell(index, frames):
    c = f"c{index}"
    cell = Node(key=c, flex_direction=FlexDirection.ROW, align_items=AlignItems.FLEX_START,
                gap=9, padding=12)
    frames.append((c, cell))
    cell.add(leaf(f"{c}_pic", 48, 48, frames))

    column = Node(key=f"{c}_column", flex_direction=FlexDirection.COLUMN,
                  justify_content=JustifyContent.SPACE_BETWEEN, align_items=AlignItems.STRETCH,
                  gap=4, flex_grow=1, flex_shrink=1, flex_basis=0)
    frames.append((column.key, column))
    cell.add(column)

    meta = Node(key=f"{c}_meta", flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER, gap=4)
    frames.append((meta.key, meta))
    meta.add(leaf(f"{c}_name", 120, 20, frames))
    handle = Node(key=f"{c}_handle", size=(90, 18), flex_basis=90, flex_grow=1, flex_shrink=0)
    frames.append((handle.key, handle))
    meta.add(handle)
    meta.add(leaf(f"{c}_time", 24, 18, frames))
    column.add(meta)

    text = Node(key=f"{c}_text", size=(AUTO, 60), flex_shrink=0)
    frames.append((text.key, text))
    column.add(text)

    buttons = Node(key=f"{c}_buttons", flex_direction=FlexDirection.ROW,
                   justify_content=JustifyContent.SPACE_BETWEEN, align_items=AlignItems.CENTER, gap=4)
    frames.append((buttons.key, buttons))
    for name, width, height in (("reply", 34, 20), ("retweet", 34, 20), ("like", 34, 20), ("share", 24, 24)):
        buttons.add(leaf(f"{c}_{name}", width, height, frames))
    column.add(buttons)
    return cell


def feed_tree(cells):
    """The root, and (id, node) for every view in document order."""
    frames = []
    screen = Node(key="screen", size=(SCREEN_WIDTH, AUTO), flex_direction=FlexDirection.COLUMN,
                  align_items=AlignItems.STRETCH)
    frames.append(("screen", screen))
    feed = Node(key="feed", flex_direction=FlexDirection.COLUMN, align_items=AlignItems.STRETCH, gap=1)
    frames.append(("feed", feed))
    screen.add(feed)
    for index in range(cells):
        feed.add(twitter_cell(index, frames))
    return screen, frames


class TimedTaffy:
    """Stands in for stretchable's native module to time only Taffy's compute_layout call
    (stretchable's Node.compute_layout also copies every layout back into Python objects)."""

    def __init__(self, native):
        self.native = native
        self.last_seconds = None

    def __getattr__(self, name):
        return getattr(self.native, name)

    def node_compute_layout_with_measure(self, *args):
        start = time.perf_counter()
        result = self.native.node_compute_layout_with_measure(*args)
        self.last_seconds = time.perf_counter() - start
        return result


def time_taffy(cells, repetitions):
    """Best and median microseconds of Taffy's compute_layout on fresh trees, the stretchable
    Node.compute_layout medians, and the frames of the last run."""
    timed = TimedTaffy(stretchable_node.taffylib)
    stretchable_node.taffylib = timed
    native, wrapped, frames = [], [], None
    try:
        for _ in range(repetitions + 1):  # the first is a warm-up
            screen, nodes = feed_tree(cells)
            start = time.perf_counter()
            if not screen.compute_layout():
                raise SystemExit("taffy: compute_layout failed")
            wrapped.append(time.perf_counter() - start)
            native.append(timed.last_seconds)
            frames = {key: node.get_box(Edge.BORDER, relative=True) for key, node in nodes}
    finally:
        stretchable_node.taffylib = timed.native
    native, wrapped = native[1:], wrapped[1:]
    return min(native) * 1e6, statistics.median(native) * 1e6, statistics.median(wrapped) * 1e6, frames


def compare_frames(ours, theirs, tolerance=1e-6):
    """Every view's frame equal on both sides: the list of differences (empty when equal)."""
    problems = []
    if set(ours) != set(theirs):
        missing = sorted(set(theirs) - set(ours))[:5]
        extra = sorted(set(ours) - set(theirs))[:5]
        problems.append(f"views differ: engine lacks {missing}, taffy lacks {extra}")
    for key in sorted(set(ours) & set(theirs)):
        frame, box = ours[key], theirs[key]
        for name, value in (("x", box.x), ("y", box.y), ("width", box.width), ("height", box.height)):
            if abs(frame[name] - value) > tolerance * max(1.0, abs(value)):
                problems.append(f"{key}.{name}: engine {frame[name]} taffy {value}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--views", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    args = parser.parse_args()

    binary = os.path.join(REPO, ".build", "release", "layoutd")
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layoutd"], cwd=REPO, check=True)

    with tempfile.TemporaryDirectory() as responses:
        command = [binary, "bench", "engine", "--json", "--repetitions", str(args.repetitions),
                   "--write-responses", responses, "--views", *map(str, args.views)]
        print("$", " ".join(command[:-len(args.views) - 3]), "--views", *args.views, file=sys.stderr)
        output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
        results = [json.loads(line) for line in output.splitlines() if line.startswith("{")]

        rows, failures = [], []
        for result in results:
            taffy_best, taffy_median, stretchable_median, taffy_frames = time_taffy(result["cells"], args.repetitions)
            with open(os.path.join(responses, f"feed-{result['views']}.response.json")) as file:
                ours = json.load(file)
            problems = compare_frames(ours["frames"], taffy_frames)
            if problems:
                failures.append((result["views"], problems))
            if ours.get("diagnostics"):
                failures.append((result["views"], [f"diagnostics: {ours['diagnostics'][:3]}"]))
            rows.append((result, taffy_best, taffy_median, stretchable_median, not problems))

    phases = ["decode", "build", "solve", "ambiguity", "encode"]
    print("| views | engine end to end (best / median ms) | "
          + " | ".join(f"{p} ms" for p in phases)
          + " | Taffy compute_layout (best / median ms) | stretchable Node.compute_layout (median ms)"
          + " | engine / Taffy (median) | target <= 0.25 | frames equal |")
    print("|" + "---|" * (9 + len(phases) - 4))
    for result, taffy_best, taffy_median, stretchable_median, equal in rows:
        ratio = result["totalMedianMicroseconds"] / taffy_median
        phase_cells = [f"{result['phaseMedianMicroseconds'][p] / 1000:.2f}" if p in result["phaseMedianMicroseconds"]
                       else "-" for p in phases]
        print(f"| {result['views']:,} | {result['totalBestMicroseconds'] / 1000:.2f} / "
              f"{result['totalMedianMicroseconds'] / 1000:.2f} | " + " | ".join(phase_cells)
              + f" | {taffy_best / 1000:.2f} / {taffy_median / 1000:.2f} | {stretchable_median / 1000:.2f}"
              + f" | {ratio:.2f} | {'met' if ratio <= 0.25 else 'NOT met'} | {'yes' if equal else 'NO'} |")

    by_views = {result["views"]: result for result, *_ in rows}
    small = min((v for v in by_views if v >= 9_000), default=None)
    large = max(by_views, default=None)
    if small and large and large > small:
        growth = by_views[large]["totalMedianMicroseconds"] / by_views[small]["totalMedianMicroseconds"]
        scale = large / small
        print(f"\ngrowth: {large:,} views / {small:,} views = {growth:.1f} x for {scale:.1f} x the views "
              f"(target <= {12 * scale / 10:.1f} x): {'met' if growth <= 12 * scale / 10 else 'NOT met'}")
    for views, problems in failures:
        print(f"\n{views:,} views: {len(problems)} differences, first: " + "; ".join(problems[:5]), file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
