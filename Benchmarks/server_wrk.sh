#!/usr/bin/env bash
# LayoutServer under wrk: GET /healthz (the HTTP floor) and POST /v1/layout with seed 000's
# player-profile document, 64 connections each, against one release server on loopback, in one run.
# The document is posted without its options.sizes: one layout a request, at its root's 375x667.
# Usage: Benchmarks/server_wrk.sh [seconds per endpoint, default 20]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_apt wrk libmicrohttpd-dev pkg-config
duration=${1:-20}
document=examples/000-player-profiles.json

swift build -c release --static-swift-stdlib --product layoutd >/dev/null
binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/layoutd"
workdir=$(mktemp -d)
"$binary" serve --host 127.0.0.1 --port 0 --port-file "$workdir/port" --log-level warning &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$workdir"' EXIT
port=$(wait_for_port_file "$workdir/port")

python3 - "$document" "$workdir/post.lua" <<'PY'
import json, sys
document = json.load(open(sys.argv[1]))
del document["options"]["sizes"]
body = json.dumps(document)
with open(sys.argv[2], "w") as script:
    script.write('wrk.method = "POST"\n')
    script.write('wrk.headers["Content-Type"] = "application/json"\n')
    script.write("wrk.body = " + json.dumps(body) + "\n")
PY

# wrk prints "Non-2xx or 3xx responses: N" if any answer was not a 200 (a 503 would flatter the numbers).
echo "== server: $(nproc) cores, solver threads = cores, wrk -t1 -c64 -d${duration}s --latency"
echo "== GET /healthz"
wrk -t1 -c64 -d"${duration}s" --latency "http://127.0.0.1:$port/healthz"
echo "== POST /v1/layout ($document, $(wc -c <"$document") bytes)"
wrk -t1 -c64 -d"${duration}s" --latency -s "$workdir/post.lua" "http://127.0.0.1:$port/v1/layout"
kill -TERM "$server"
wait "$server"
trap 'rm -rf "$workdir"' EXIT
