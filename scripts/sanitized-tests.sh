#!/usr/bin/env bash
# Test targets under a sanitizer, each variant built in its own scratch folder so that it never
# invalidates the plain build in .build:
#   scripts/sanitized-tests.sh thread    the server's, the CLI's and the text tests under ThreadSanitizer (.build-tsan)
#   scripts/sanitized-tests.sh address   the engine's, the solver's and the text tests under AddressSanitizer (.build-asan)
# The server and CLI tests start `layoutd` as a child process, built with the same sanitizer: every process
# writes its reports to .build-<variant>/reports/, and any report fails the run even when the test
# that started the process passed.
set -uo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  thread) scratch=.build-tsan filter='LayoutServerTests|LayoutdTests|TextMeasurementTests' options=TSAN_OPTIONS ;;
  address) scratch=.build-asan filter='LayoutEngineTests|ConstraintSolverTests|TextMeasurementTests' options=ASAN_OPTIONS ;;
  *) echo "usage: $0 thread|address" >&2; exit 2 ;;
esac

reports="$scratch/reports"
rm -rf "$reports"
mkdir -p "$reports"
# Gold warns once per sanitizer helper symbol it cannot export (hundreds of lines, all harmless).
env LAYOUTD_SANITIZER="$1" "$options=log_path=$PWD/$reports/report" \
  LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0" \
  swift test --sanitize="$1" --scratch-path "$scratch" --filter "$filter" 2>&1 |
  grep -v "ld.gold: warning: Cannot export local symbol"
status=${PIPESTATUS[0]}

if compgen -G "$reports/report*" >/dev/null; then
  echo "$1 sanitizer reports:"
  cat "$reports"/report*
  exit 1
fi
exit "$status"
