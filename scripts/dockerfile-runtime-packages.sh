#!/usr/bin/env bash
# Prints the Debian packages the Dockerfile's last (runtime) stage installs, one per line,
# so the chroot test installs exactly those and cannot drift from the Dockerfile.
set -euo pipefail
cd "$(dirname "$0")/.."
awk '
  /^FROM / { stage++; packages = "" }
  { line = line $0 }
  /\\$/ { sub(/\\$/, "", line); next }
  {
    if (match(line, /apt-get install[^&;]*/)) {
      n = split(substr(line, RSTART, RLENGTH), words, /[ \t]+/)
      packages = ""
      for (i = 3; i <= n; i++) if (words[i] != "" && words[i] !~ /^-/) packages = packages words[i] "\n"
    }
    line = ""
  }
  END { printf "%s", packages }
' Dockerfile
