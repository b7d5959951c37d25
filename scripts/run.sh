#!/usr/bin/env bash
# The README's first command: installs what is missing, builds layoutd (release) and serves on port 8080.
# Extra arguments go to `layoutd serve` (e.g. --port 9090); so do the LAYOUTD_* variables.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
# The text machinery: HarfBuzz, fontconfig, libunibreak, and the fonts (Inter the system font; DejaVu
# Sans and Lohit Devanagari the fallbacks for scripts Inter lacks).
ensure_apt libmicrohttpd-dev pkg-config libharfbuzz-dev libfontconfig-dev libunibreak-dev \
  fonts-inter fonts-dejavu-core fonts-lohit-deva
swift build -c release --product layoutd
exec "$(swift build -c release --show-bin-path)/layoutd" serve "$@"
