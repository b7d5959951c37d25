#!/usr/bin/env bash
# The decoding fuzz target (Sources/LayoutFuzz) under libFuzzer and AddressSanitizer: a fixed number
# of executions starting from the committed corpus, so that CI's time is bounded and its verdict is
# reproducible. Exits non-zero on a finding (a crash, a sanitizer report, a leak, a timeout or an
# input over the memory limit); the input is then in .build-fuzz/findings/: commit it to
# Tests/Fuzz/corpus/ as a regression input, and fix the bug it shows.
#
# Usage: scripts/fuzz.sh [RUNS [SEED]]
#   RUNS  executions (default $LAYOUTD_FUZZ_RUNS, else 150000: about 3 minutes on 2 loaded cores)
#   SEED  libFuzzer's random seed (default $LAYOUTD_FUZZ_SEED, else 1); 0 picks a new one each run
# Replay one input: .build-fuzz/debug/LayoutFuzz FILE
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-${LAYOUTD_FUZZ_RUNS:-150000}}
seed=${2:-${LAYOUTD_FUZZ_SEED:-1}}
scratch=.build-fuzz
# Both sanitizers in one `-sanitize=` list as well: given as two flags, the compiler kept only one
# of them, some builds the coverage and some the address checks. Linked by lld: gold drops the
# sections that hold Swift's coverage counters, and libFuzzer then sees no coverage at all and only
# replays its seeds. The checks below refuse either kind of blind build.
swift build --sanitize=fuzzer --sanitize=address --scratch-path "$scratch" --product LayoutFuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld

# Counted, not `grep -q`: under pipefail, grep leaving early would fail `nm` with SIGPIPE.
if [ "$(nm "$scratch/debug/LayoutEngine.build/DirectAxis.swift.o" | grep -c __asan_report)" -eq 0 ]; then
  echo "fuzz: LayoutEngine was compiled without AddressSanitizer" >&2
  exit 1
fi
inited=$("$scratch/debug/LayoutFuzz" -runs=0 Tests/Fuzz/corpus 2>&1 | grep -m1 INITED || true)
case "$inited" in
  *"cov: "*) echo "fuzz: coverage and AddressSanitizer instrumented (${inited#*INITED })" ;;
  *) echo "fuzz: LayoutFuzz reports no coverage ($inited)" >&2; exit 1 ;;
esac

# New inputs go to a folder of their own, never into the committed corpus, which libFuzzer only reads.
work="$scratch/corpus"
findings="$scratch/findings"
mkdir -p "$work" "$findings"
# -max_len: the largest committed example is 16 KB; -timeout: seconds for one input, far above
# the slowest seen (tens of milliseconds), so that only a hang trips it.
exec "$scratch/debug/LayoutFuzz" \
  -runs="$runs" -seed="$seed" -max_len=16384 -timeout=30 -rss_limit_mb=2048 \
  -dict=Tests/Fuzz/layout.dict -artifact_prefix="$findings/" -print_final_stats=1 \
  "$work" Tests/Fuzz/corpus
