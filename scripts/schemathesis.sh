#!/usr/bin/env bash
# Runs schemathesis (property-based tests generated from openapi.yaml) against a layoutd started on a
# loopback port: no response may be a 5xx or break the schema. Bounded by --max-examples and --max-time.
# Extra arguments go to schemathesis (e.g. --include-path /healthz). The request examples of
# openapi.yaml (the examples phase) include a document with view variants, a constraint's and a
# visual format's `when` and `options.sizes`; the coverage and fuzzing phases generate variants
# from the View, Variant and Condition schemas.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_python_tools

swift build --product layoutd
binary="$(swift build --show-bin-path)/layoutd"
workdir=$(mktemp -d)
"$binary" serve --host 127.0.0.1 --port 0 --port-file "$workdir/port" --log-level warning --deadline-ms 20000 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$workdir"' EXIT
port=$(wait_for_port_file "$workdir/port")

"$VENV/bin/schemathesis" run openapi.yaml --url "http://127.0.0.1:$port" \
  --checks not_a_server_error,response_schema_conformance,content_type_conformance \
  --phases examples,coverage,fuzzing --max-examples "${SCHEMATHESIS_MAX_EXAMPLES:-150}" \
  --seed 20261121 --workers 2 --request-timeout 30 --no-color --suppress-health-check all "$@"

# The server must still be up, then drain and exit 0.
kill -0 "$server"
kill -TERM "$server"
wait "$server"
trap 'rm -rf "$workdir"' EXIT
