#!/usr/bin/env bash
# Fails when openapi.yaml changed without scripts/embed-openapi.sh (the binary would serve a stale copy).
set -euo pipefail
cd "$(dirname "$0")/.."
generated=Sources/LayoutServer/OpenAPI/OpenAPIDocument+Generated.swift
committed=$(mktemp)
trap 'rm -f "$committed"' EXIT
cp "$generated" "$committed"
scripts/embed-openapi.sh >/dev/null
if ! cmp -s "$generated" "$committed"; then
  cp "$committed" "$generated"
  echo "openapi.yaml is not what the binary embeds: run scripts/embed-openapi.sh and commit the result"
  exit 1
fi
echo "the embedded copy matches openapi.yaml"
