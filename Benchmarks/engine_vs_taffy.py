#!/usr/bin/env python3
"""LayoutEngine against Taffy on feeds of seed 003's Twitter cell (issue 3's speed benchmark).

Builds the release `layoutd`, runs `layoutd bench engine` (JSON in to JSON out, and per phase:
decode, constraint building, solve, ambiguity check, encode), then lays out the same feed written as flexbox with Taffy
(PyPI `stretchable`), in the same run, timing only Taffy's compute_layout. Every frame of
Taffy's layout must equal the engine's response: that checks the flexbox translation.

    pip install stretchable
    python3 Benchmarks/engine_vs_taffy.py            # 1,000, 10,000 and 100,000 views
    python3 Benchmarks/engine_vs_taffy.py --views 1000 --repetitions 3 --no-build --timeout 600

Each size runs in its own `layoutd bench engine` process, given --timeout seconds; a size that
does not finish is reported as such (Taffy's side still runs). The run is --rounds rounds: in
each, every size in turn gets one engine process (a warm-up and --repetitions timed runs), then
Taffy's runs on that feed (--repetitions divided among the rounds, rounded up; its warm-up in
the first round). The machine has slow spells, when everything takes up to twice as long for a
few seconds, and growth and the ratio are each a quotient of times taken at different moments: a
spell on one side of the quotient and not the other moves it by up to 2 x. So both are paired.
The ratio: each round's engine median over that round's Taffy median on the same feed, taken
seconds apart; the median of the rounds' ratios is checked against the target. Growth: each
round also runs one process on the two sizes of the growth (10,000 and 100,000 views) in turn,
3 rounds of a warm-up and 3 timed runs each (`bench engine --rounds 3`), so that each of its
rounds gives a quotient of medians taken within a second; the median of all those quotients is
checked against the target. The table shows every size's times pooled over the rounds (best
and medians, per phase too).

Targets: end to end at most 1/4 of Taffy's compute_layout at every size; 100,000 views at most
12 x 10,000 views.
"""

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

import stretchable.node as stretchable_node
from stretchable import Edge, Node, Style
from stretchable.style import AUTO, AlignItems, FlexDirection, JustifyContent

from engine_runs import add_engine_arguments, compare_frames, pooled, release_binary, run_engine


# The feed of Sources/layoutd/Bench/TwitterFeed.swift, as flexbox. A UIStackView is a flex
# container: axis -> flex-direction, spacing -> gap (a minimum under space-between, as for
# equalSpacing), layout margins with layoutMarginsRelativeArrangement -> padding, alignment
# -> align-items (fill = stretch, top = flex-start), equalSpacing -> space-between. An
# intrinsic content size is a fixed size that does not shrink; the view with the lowest
# hugging (the handle label) is the one that grows; the content column takes the rest of the row.
SCREEN_WIDTH = 375


_styles = {}


def node(key, frames, **style):
    """A node whose Style is shared with every node of the same style: building a stretchable
    Style is slow, and the feed has only a dozen distinct ones."""
    cache_key = tuple(sorted((name, repr(value)) for name, value in style.items()))
    if cache_key not in _styles:
        _styles[cache_key] = Style(**style)
    made = Node(key=key, style=_styles[cache_key])
    frames.append((key, made))
    return made


def leaf(key, width, height, frames):
    return node(key, frames, size=(width, height), flex_shrink=0)


def twitter_cell(index, frames):
    c = f"c{index}"
    cell = node(c, frames, flex_direction=FlexDirection.ROW, align_items=AlignItems.FLEX_START, gap=9, padding=12)
    cell.add(leaf(f"{c}_pic", 48, 48, frames))

    column = node(f"{c}_column", frames, flex_direction=FlexDirection.COLUMN,
                  justify_content=JustifyContent.SPACE_BETWEEN, align_items=AlignItems.STRETCH,
                  gap=4, flex_grow=1, flex_shrink=1, flex_basis=0)
    cell.add(column)

    meta = node(f"{c}_meta", frames, flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER, gap=4)
    meta.add(leaf(f"{c}_name", 120, 20, frames))
    meta.add(node(f"{c}_handle", frames, size=(90, 18), flex_basis=90, flex_grow=1, flex_shrink=0))
    meta.add(leaf(f"{c}_time", 24, 18, frames))
    column.add(meta)

    column.add(node(f"{c}_text", frames, size=(AUTO, 60), flex_shrink=0))

    buttons = node(f"{c}_buttons", frames, flex_direction=FlexDirection.ROW,
                   justify_content=JustifyContent.SPACE_BETWEEN, align_items=AlignItems.CENTER, gap=4)
    for name, width, height in (("reply", 34, 20), ("retweet", 34, 20), ("like", 34, 20), ("share", 24, 24)):
        buttons.add(leaf(f"{c}_{name}", width, height, frames))
    column.add(buttons)
    return cell


def feed_tree(cells):
    """The root, and (id, node) for every view in document order."""
    frames = []
    screen = node("screen", frames, size=(SCREEN_WIDTH, AUTO), flex_direction=FlexDirection.COLUMN,
                  align_items=AlignItems.STRETCH)
    feed = node("feed", frames, flex_direction=FlexDirection.COLUMN, align_items=AlignItems.STRETCH, gap=1)
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


def time_taffy(cells, repetitions, warmups, keep_frames):
    """Seconds of Taffy's compute_layout on `repetitions` fresh trees after `warmups` untimed ones,
    the seconds of stretchable's Node.compute_layout on the same runs, and with `keep_frames` the
    frames of the last run (else None)."""
    timed = TimedTaffy(stretchable_node.taffylib)
    stretchable_node.taffylib = timed
    native, wrapped, nodes = [], [], []
    try:
        for run in range(warmups + repetitions):
            screen, nodes = feed_tree(cells)
            start = time.perf_counter()
            if not screen.compute_layout():
                raise SystemExit("taffy: compute_layout failed")
            if run >= warmups:
                wrapped.append(time.perf_counter() - start)
                native.append(timed.last_seconds)
    finally:
        stretchable_node.taffylib = timed.native
    frames = {key: node.get_box(Edge.BORDER, relative=True) for key, node in nodes} if keep_frames else None
    return native, wrapped, frames


def growth_sizes(views):
    """(small, large) of the growth among `views`: the smallest of 10,000 views or more and the
    largest; None without two such sizes."""
    small = min((count for count in views if count >= 9_000), default=None)
    large = max(views, default=None)
    return (small, large) if small and large > small else None


def growth(medians):
    """(large, small, large's median / small's) from {views: median}; None without two sizes."""
    pair = growth_sizes(medians)
    if not pair:
        return None
    small, large = pair
    return large, small, medians[large] / medians[small]


def growth_line(large, small, ratio):
    limit = 12 * (large / small) / 10
    return f"{large:,} views / {small:,} views: {ratio:.1f} x (target <= {limit:.1f} x): " + (
        "met" if ratio <= limit else "NOT met")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--views", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--repetitions", type=int, default=5,
                        help="timed runs per size and round for the engine (after a warm-up; one run above "
                             "--single-above), and per size for Taffy, divided among the rounds")
    parser.add_argument("--rounds", type=int, default=9,
                        help="rounds of both engines on every size in turn; each size's runs are pooled")
    parser.add_argument("--single-above", type=int, default=2_000,
                        help="views above which the engine is timed once (after its warm-up)")
    add_engine_arguments(parser, timeout=1800, per="size")
    parser.add_argument("--solver-only", action="store_true",
                        help="turn the engine's direct path off: every feed goes to the constraint solver")
    args = parser.parse_args()

    binary = release_binary(args.no_build)

    rows, failures = [], []
    sizes = [(requested, 2 + 13 * max(1, (requested - 2 + 6) // 13)) for requested in args.views]  # TwitterFeed
    taffy_per_round = -(-args.repetitions // args.rounds)
    with tempfile.TemporaryDirectory() as responses:
        rounds = {views: [] for _, views in sizes}
        taffy = {views: ([], [], None) for _, views in sizes}
        taffy_rounds = {views: [] for _, views in sizes}  # each round's Taffy median
        requested_for = {views: requested for requested, views in sizes}
        pair = growth_sizes(requested_for)
        paired_growth = []
        for round_index in range(args.rounds):
            for requested, views in sizes:
                if not rounds[views] or isinstance(rounds[views][-1], dict):  # once is enough for a failure
                    repetitions = args.repetitions if views <= args.single_above else 1
                    result = run_engine(binary, [requested], repetitions, responses, args.timeout,
                                        args.memory_gib, args.solver_only)
                    rounds[views].append(result[0] if isinstance(result, list) else result)
                last = round_index == args.rounds - 1
                native, wrapped, frames = time_taffy((views - 2) // 13, taffy_per_round, int(round_index == 0), last)
                taffy[views] = (taffy[views][0] + native, taffy[views][1] + wrapped, frames or taffy[views][2])
                taffy_rounds[views].append(statistics.median(native) * 1e6)
            if pair:
                # The two sizes of the growth, in one process, in 3 rounds of 3 runs each: a
                # round's two medians are taken within a second of each other.
                result = run_engine(binary, [requested_for[views] for views in pair], 3, None, args.timeout,
                                    args.memory_gib, args.solver_only, rounds=3)
                if isinstance(result, list):
                    small, large = result
                    paired_growth += [b / a for a, b in zip(small["roundMedianMicroseconds"],
                                                            large["roundMedianMicroseconds"])]
            print(f"round {round_index + 1} of {args.rounds} done", file=sys.stderr, flush=True)
        for _, views in sizes:
            result = pooled(rounds[views])
            native, wrapped, taffy_frames = taffy[views]
            taffy_best, taffy_median = min(native) * 1e6, statistics.median(native) * 1e6
            stretchable_median = statistics.median(wrapped) * 1e6
            equal = None
            if isinstance(result, dict):
                with open(os.path.join(responses, f"feed-{views}.response.json")) as file:
                    ours = json.load(file)
                problems = compare_frames(ours["frames"], taffy_frames)
                if ours.get("diagnostics"):
                    problems.append(f"diagnostics: {ours['diagnostics'][:3]}")
                if problems:
                    failures.append((views, problems))
                equal = not problems
            rows.append((views, result, taffy_best, taffy_median, stretchable_median, equal))

    # Paired: each round's engine median over that round's Taffy median on the same feed, taken
    # seconds apart; the median of those is the ratio checked against the target.
    def paired_ratio(views):
        ratios = [engine["totalMedianMicroseconds"] / taffy_median
                  for engine, taffy_median in zip(rounds[views], taffy_rounds[views]) if isinstance(engine, dict)]
        return statistics.median(ratios) if ratios else None

    phases = ["decode", "build", "solve", "ambiguity", "encode"]
    print("| views | engine end to end, best / median (ms) | "
          + " | ".join(f"{p} (ms)" for p in phases)
          + " | Taffy compute_layout, best / median (ms) | stretchable Node.compute_layout (ms)"
          + " | engine / Taffy, rounds (pooled) | <= 0.25 | frames equal | path |")
    print("|---:" * (6 + len(phases)) + "|---|---|---|")
    for views, result, taffy_best, taffy_median, stretchable_median, equal in rows:
        taffy = f"{taffy_best / 1000:.2f} / {taffy_median / 1000:.2f} | {stretchable_median / 1000:.2f}"
        if not isinstance(result, dict):
            print(f"| {views:,} | {result} | " + " | ".join("-" for _ in phases) + f" | {taffy} | - | NOT met | - | - |")
            continue
        ratio = paired_ratio(views)
        pooled_ratio = result["totalMedianMicroseconds"] / taffy_median
        phase_cells = [f"{result['phaseMedianMicroseconds'][p] / 1000:,.2f}" for p in phases]
        print(f"| {views:,} | {result['totalBestMicroseconds'] / 1000:,.2f} / "
              f"{result['totalMedianMicroseconds'] / 1000:,.2f} | " + " | ".join(phase_cells)
              + f" | {taffy} | {ratio:,.2f} ({pooled_ratio:,.2f}) | {'met' if ratio <= 0.25 else 'NOT met'}"
              + f" | {'yes' if equal else 'NO'} | {result.get('path', '-')} |")

    finished = {views: result["totalMedianMicroseconds"] for views, result, *_ in rows if isinstance(result, dict)}
    overall = growth(finished)
    if not overall or not paired_growth:
        print("\nengine growth: needs 10,000 and 100,000 views both finished")
    else:
        large, small, pooled_growth = overall
        print(f"\nengine growth, median of {len(paired_growth)} paired rounds (both sizes in one process, "
              "in turn): " + growth_line(large, small, statistics.median(paired_growth)))
        print("paired rounds: " + ", ".join(f"{value:.1f}" for value in paired_growth))
        print(f"the table's medians (one process per size and round): {pooled_growth:.1f} x")
    taffy_growth = growth({views: median for views, _, _, median, *_ in rows})
    if taffy_growth:
        print("Taffy growth (pooled): " + growth_line(*taffy_growth))
    for views, problems in failures:
        print(f"\n{views:,} views: {len(problems)} differences, first: " + "; ".join(problems[:5]), file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
