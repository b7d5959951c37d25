#!/usr/bin/env bash
# The README's second command, and what CI runs: installs what is missing, then runs every check.
# Exits non-zero if any check fails; the swift test summary comes last.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
set -e
# As scripts/run.sh, plus for the tests: debootstrap, Python, hb-shape (libharfbuzz-bin, the widths'
# independent check), unicode-data (LineBreakTest.txt) and chromium (the playground's browser tests).
ensure_apt "${BUILD_PACKAGES[@]}" debootstrap python3-venv libharfbuzz-bin unicode-data chromium
ensure_python_tools
set +e

failed=()
step() {
  local name=$1
  shift
  echo
  echo "==> $name"
  if "$@"; then echo "==> $name: ok"; else echo "==> $name: FAILED"; failed+=("$name"); fi
}

step "swift build" swift build --build-tests
step "openapi.yaml is valid OpenAPI" "$VENV/bin/openapi-spec-validator" openapi.yaml
step "openapi.yaml is embedded" scripts/check-embedded-openapi.sh
step "the playground and examples are embedded" scripts/check-embedded-playground.sh
step "hadolint Dockerfile" "$VENV/bin/hadolint" Dockerfile
step "schemathesis against a loopback server" scripts/schemathesis.sh
step "runtime image root (debootstrap + chroot)" scripts/chroot-test.sh
# The sanitizer variants, each in its own scratch folder, before the plain swift test so that its
# summary stays the closing line.
step "fuzz the decoding (libFuzzer + AddressSanitizer)" scripts/fuzz.sh
step "server, CLI and text tests under ThreadSanitizer" scripts/sanitized-tests.sh thread
step "engine, solver and text tests under AddressSanitizer" scripts/sanitized-tests.sh address

echo
echo "==> swift test (every test target)"
swift test 2>&1 | tee .build/swift-test.log
test_status=${PIPESTATUS[0]}
[ "$test_status" -eq 0 ] || failed+=("swift test")

if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
