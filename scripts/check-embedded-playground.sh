#!/usr/bin/env bash
# Fails when playground/ or examples/*.json changed without scripts/embed-playground.sh (the binary
# would serve a stale page or stale examples).
set -euo pipefail
cd "$(dirname "$0")/.."
generated=Sources/LayoutServer/Playground/PlaygroundAssets+Generated.swift
committed=$(mktemp)
trap 'rm -f "$committed"' EXIT
cp "$generated" "$committed"
scripts/embed-playground.sh >/dev/null
if ! cmp -s "$generated" "$committed"; then
  cp "$committed" "$generated"
  echo "playground/ or examples/ is not what the binary embeds: run scripts/embed-playground.sh and commit the result"
  exit 1
fi
echo "the embedded playground and examples match playground/ and examples/*.json"
