#!/usr/bin/env python3
"""Soak test of `layoutd serve` (issue 13): many requests mixing every example, invalid documents
and the pathological documents of the issue's table, over keep-alive connections on loopback.

It builds a release server in its own scratch folder (.build-soak), starts it on 127.0.0.1, sends
--requests requests (default 1,000,000) over --connections connections (default 64), and reports
throughput, p50/p99/max latency (overall and per kind of document), the share of 503 answers,
and the server's RSS at the start, the middle and the end (which must stay flat), plus its peak
(VmHWM). Not a test: nothing is asserted, the figures go to BENCHMARKS.md.

    Benchmarks/soak.py --requests 20000          # a smoke run first
    Benchmarks/soak.py                           # the full soak
    Benchmarks/soak.py --skip stack-             # leave out documents whose name starts so
    Benchmarks/soak.py --list                    # the documents and their sizes

The request sequence is drawn from --seed, so two runs send the same requests in the same order
(the interleaving over connections varies).
"""

import argparse
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".build-soak"


# --- documents -----------------------------------------------------------------------------------

def dumps(value):
    return json.dumps(value, separators=(",", ":")).encode()


def stack_document(views, distribution, pinned):
    """A horizontal stack of `views` equal views in a root 10,000 points wide (the table's stacks)."""
    arranged = [{"id": f"v{i}", "intrinsicContentSize": {"width": 5, "height": 5}} for i in range(views)]
    stack = {"id": "s", "type": "stack", "axis": "horizontal", "distribution": distribution,
             "arrangedSubviews": arranged}
    constraints = ["s.top == root.top"]
    if pinned:
        constraints += ["s.leading == root.leading", "s.trailing == root.trailing"]
    return dumps({"root": {"id": "root", "width": 10_000, "height": 100, "subviews": [stack]},
                  "constraints": constraints})


def nested_document(depth):
    """A chain of `depth` views, each the only subview of the one before (written as text: too
    deep for json.dumps's recursion)."""
    opening = '{"id":"n0","width":100,"height":100,"subviews":[' + "".join(
        f'{{"id":"n{level}","subviews":[' for level in range(1, depth - 1))
    innermost = f'{{"id":"n{depth - 1}"}}'
    return f'{{"root":{opening}{innermost}{"]}" * (depth - 1)}}}'.encode()


def two_views(constraints):
    return dumps({"root": {"id": "root", "width": 100, "height": 100,
                           "subviews": [{"id": "a"}, {"id": "b"}]}, "constraints": constraints})


def pathological_documents():
    """The issue's table, generated: each was a 503 at the deadline, a huge answer or a wrong 200."""
    repeated = b'{"root":{"id":"r"' + b',"width":1' * 200_000 + b"}}"
    unknown = b'{"root":{"id":"r"' + b"".join(b',"k%06d":1' % i for i in range(300_000)) + b"}}"
    return {
        "stack-equalCentering-400": stack_document(400, "equalCentering", pinned=True),
        "stack-fillProportionally-8000": stack_document(8_000, "fillProportionally", pinned=True),
        "stack-equalSpacing-10000": stack_document(10_000, "equalSpacing", pinned=True),
        "stack-fill-20000": stack_document(20_000, "fill", pinned=True),
        "repeated-key-200000": repeated,
        "unknown-keys-300000": unknown,
        # Written by hand: json.dumps cannot write a number that is not finite.
        "constant-1e309": b'{"root":{"id":"root","width":100,"height":100,"subviews":[{"id":"a"}]},'
                          b'"constraints":["a.width == 1e309"]}',
        "nested-300": nested_document(300),
        "nested-1100": nested_document(1_100),
        "multiplier-1e-10": two_views(["a.width == 1e-10 * b.width", "a.leading == root.leading"]),
    }


def examples():
    return {f"example-{path.stem}": path.read_bytes() for path in sorted((ROOT / "examples").glob("*.json"))}


def invalid_documents(valid, rng):
    """Bodies every one of which must be a 4xx: broken JSON, wrong types, bad references, and
    examples with one byte changed or cut short (some of those may still be valid: a 200 is fine)."""
    documents = {
        "invalid-empty": b"",
        "invalid-not-json": b"hello",
        "invalid-root-number": b'{"root":5}',
        "invalid-no-root": b'{"constraints":[]}',
        "invalid-unknown-attribute": two_views(["a.middle == b.leading"]),
        "invalid-unknown-item": two_views(["a.leading == c.leading"]),
        "invalid-mixed-axes": two_views(["a.leading == b.top"]),
        "invalid-grammar": two_views(["a.width === b.width +"]),
        "invalid-visual-format": dumps({"root": {"id": "root", "subviews": [{"id": "a"}]},
                                        "visualFormat": [{"format": "H:|-[a(>=)]-[zz"}]}),
        "invalid-duplicate-ids": dumps({"root": {"id": "a", "subviews": [{"id": "a"}]}}),
        "invalid-priority": two_views(["a.width == 10 @ 1001"]),
    }
    names = sorted(valid)
    for index in range(20):
        body = bytearray(valid[names[index % len(names)]])
        if index % 2:
            del body[rng.randrange(len(body)):]
        else:
            body[rng.randrange(len(body))] = rng.choice(b'{}[]:,"0a\\ ')
        documents[f"mutated-{index:02d}"] = bytes(body)
    return documents


# --- server --------------------------------------------------------------------------------------

def start_server(args, workdir):
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--scratch-path", str(SCRATCH), "--product", "layoutd"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = SCRATCH / "release" / "layoutd"
    port_file = Path(workdir) / "port"
    command = [str(binary), "serve", "--host", "127.0.0.1", "--port", "0", "--port-file", str(port_file),
               "--log-level", "warning", *args.server_args]
    server = subprocess.Popen(command, cwd=ROOT)
    for _ in range(300):
        if port_file.exists() and port_file.read_text().strip():
            return server, int(port_file.read_text())
        if server.poll() is not None:
            sys.exit(f"layoutd serve exited with {server.returncode}")
        time.sleep(0.1)
    server.kill()
    sys.exit("no port file after 30 s")


def memory(pid):
    """The server's resident set and its peak, in MiB, from /proc."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) / 1024
    return fields.get("VmRSS", 0.0), fields.get("VmHWM", 0.0)


# --- client --------------------------------------------------------------------------------------

class Soak:
    def __init__(self, args, port, schedule, bodies, pid):
        self.args, self.port, self.schedule, self.bodies, self.pid = args, port, schedule, bodies, pid
        self.next = 0
        self.done = 0
        self.results = {name: [] for name in bodies}          # latencies in seconds
        self.statuses = {name: {} for name in bodies}         # status (or "error:…") → count
        self.rss = {}
        self.start = time.monotonic()

    def request(self, name):
        body = self.bodies[name]
        head = (f"POST /v1/layout HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n").encode()
        return head + body

    async def exchange(self, reader, writer, payload):
        writer.write(payload)
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {}
        for line in lines[1:]:
            key, _, value = line.partition(":")
            headers[key.strip().lower()] = value.strip()
        if "content-length" in headers:
            await reader.readexactly(int(headers["content-length"]))
        elif headers.get("transfer-encoding", "").lower() == "chunked":
            while True:
                size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
                await reader.readexactly(size + 2)
                if size == 0:
                    break
        keep = headers.get("connection", "").lower() != "close"
        return status, keep

    async def connection(self):
        reader = writer = None
        while self.next < len(self.schedule):
            name = self.schedule[self.next]
            self.next += 1
            started = time.monotonic()
            try:
                if writer is None:
                    reader, writer = await asyncio.open_connection("127.0.0.1", self.port, limit=1 << 20)
                status, keep = await asyncio.wait_for(
                    self.exchange(reader, writer, self.request(name)), self.args.timeout)
            except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, ValueError) as error:
                status, keep = f"error:{type(error).__name__}", False
            self.results[name].append(time.monotonic() - started)
            self.statuses[name][status] = self.statuses[name].get(status, 0) + 1
            if not keep and writer is not None:
                writer.close()
                reader = writer = None
            self.done += 1
            self.progress()
        if writer is not None:
            writer.close()

    def progress(self):
        total = len(self.schedule)
        if self.done == total // 2:
            self.rss["middle"] = memory(self.pid)
        step = max(total // 10, 1)
        if self.done % step == 0:
            rss, peak = memory(self.pid)
            elapsed = time.monotonic() - self.start
            print(f"  {self.done:>9,} requests  {elapsed:8.1f} s  {self.done / elapsed:8.0f} req/s  "
                  f"RSS {rss:7.1f} MiB  peak {peak:7.1f} MiB", flush=True)

    async def run(self):
        self.rss["start"] = memory(self.pid)
        self.start = time.monotonic()
        await asyncio.gather(*(self.connection() for _ in range(self.args.connections)))
        self.elapsed = time.monotonic() - self.start
        self.rss["end"] = memory(self.pid)


def percentile(sorted_values, fraction):
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(fraction * len(sorted_values)))]


def report(soak, kinds):
    every = sorted(latency for values in soak.results.values() for latency in values)
    statuses = {}
    for counts in soak.statuses.values():
        for status, count in counts.items():
            statuses[status] = statuses.get(status, 0) + count
    total = len(every)
    print(f"\n{total:,} requests over {soak.args.connections} connections in {soak.elapsed:.1f} s: "
          f"{total / soak.elapsed:,.0f} requests/s")
    print(f"latency p50 {percentile(every, 0.5) * 1e3:.2f} ms, p99 {percentile(every, 0.99) * 1e3:.2f} ms, "
          f"max {every[-1] * 1e3:.2f} ms")
    print(f"503 share {statuses.get(503, 0) / total:.4%}; statuses "
          + ", ".join(f"{status}: {count:,}" for status, count in sorted(statuses.items(), key=str)))
    print("RSS (MiB): " + ", ".join(f"{point} {soak.rss[point][0]:.1f}" for point in ("start", "middle", "end"))
          + f"; peak (VmHWM) {soak.rss['end'][1]:.1f}")
    print(f"\n{'document':<34} {'kind':<12} {'bytes':>9} {'sent':>8} {'p50 ms':>9} {'p99 ms':>9} "
          f"{'max ms':>9}  statuses")
    for name in sorted(soak.results, key=lambda name: (kinds[name], name)):
        values = sorted(soak.results[name])
        if not values:
            continue
        counts = ", ".join(f"{status}: {count}" for status, count in sorted(soak.statuses[name].items(), key=str))
        print(f"{name:<34} {kinds[name]:<12} {len(soak.bodies[name]):>9,} {len(values):>8,} "
              f"{percentile(values, 0.5) * 1e3:>9.2f} {percentile(values, 0.99) * 1e3:>9.2f} "
              f"{values[-1] * 1e3:>9.2f}  {counts}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=1_000_000, help="requests in all (default 1,000,000)")
    parser.add_argument("--connections", type=int, default=64, help="concurrent connections (default 64)")
    parser.add_argument("--mix", default="90,9,1",
                        help="percent of valid, invalid and pathological requests (default 90,9,1); "
                             "each kind's documents are drawn with equal chance")
    parser.add_argument("--skip", action="append", default=[], metavar="PREFIX",
                        help="leave out the documents whose name starts with PREFIX (repeatable)")
    parser.add_argument("--seed", type=int, default=13, help="seed of the mutations and of the sequence")
    parser.add_argument("--timeout", type=float, default=60, help="seconds before a request counts as an error")
    parser.add_argument("--no-build", action="store_true", help="use the release binary already in .build-soak")
    parser.add_argument("--list", action="store_true", help="list the documents and exit")
    parser.add_argument("server_args", nargs="*", help="after --: flags for layoutd serve")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    valid = examples()
    kinds_of = {"valid": valid, "invalid": invalid_documents(valid, rng), "pathological": pathological_documents()}
    kinds, bodies = {}, {}
    for kind, documents in kinds_of.items():
        for name, body in documents.items():
            if not any(name.startswith(prefix) for prefix in args.skip):
                kinds[name], bodies[name] = kind, body
    if args.list:
        for name in bodies:
            print(f"{name:<34} {kinds[name]:<12} {len(bodies[name]):>10,} bytes")
        return
    weights = [float(share) for share in args.mix.split(",")]
    names = {kind: [name for name in bodies if kinds[name] == kind] for kind in kinds_of}
    pools = [(kind, weight) for kind, weight in zip(kinds_of, weights) if names[kind] and weight > 0]
    schedule = []
    for _ in range(args.requests):
        kind = rng.choices([kind for kind, _ in pools], [weight for _, weight in pools])[0]
        schedule.append(rng.choice(names[kind]))

    with tempfile.TemporaryDirectory() as workdir:
        server, port = start_server(args, workdir)
        try:
            print(f"layoutd serve (pid {server.pid}) on 127.0.0.1:{port}; {args.requests:,} requests, "
                  f"{args.connections} connections, mix {args.mix}, {len(bodies)} documents", flush=True)
            soak = Soak(args, port, schedule, bodies, server.pid)
            asyncio.run(soak.run())
            report(soak, kinds)
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=60)
            except subprocess.TimeoutExpired:
                server.kill()
                print("layoutd did not exit within 60 s of SIGTERM: killed", file=sys.stderr)


if __name__ == "__main__":
    main()
