#!/usr/bin/env bash
# Proves the Dockerfile's runtime stage without a Docker engine: debootstraps bookworm (minbase, as
# debian:bookworm-slim is) plus exactly the runtime packages the Dockerfile installs, copies in the
# release binary, checks that ldd finds every library inside that root, then runs the server there as
# the Dockerfile's USER, checks `layoutd healthcheck`, serves one real layout request and renders one
# PNG (librsvg and cairo inside the root).
# The root is cached under .cache/ (gitignored), keyed by the package list.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

packages=$(scripts/dockerfile-runtime-packages.sh | sort | paste -sd, -)
user=$(awk '/^USER /{ u = $2 } END { print u }' Dockerfile)
[ -n "$packages" ] || { echo "no runtime packages found in the Dockerfile"; exit 1; }
[ -n "$user" ] || { echo "no USER in the Dockerfile"; exit 1; }
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
root=.cache/runtime-root-bookworm-$(printf '%s' "$packages" | sha1sum | cut -c1-12)

if [ ! -f "$root/.complete" ]; then
  echo "==> debootstrap bookworm (minbase) + $packages into $root"
  as_root rm -rf "$root"
  mkdir -p .cache
  as_root debootstrap --variant=minbase --include="$packages" bookworm "$root" "$mirror" >.cache/debootstrap.log 2>&1 \
    || { tail -20 .cache/debootstrap.log; exit 1; }
  as_root touch "$root/.complete"
fi

echo "==> release build (static Swift standard library), as in the Dockerfile"
swift build -c release --static-swift-stdlib --product layoutd
binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/layoutd"
as_root install -m 0755 "$binary" "$root/usr/local/bin/layoutd"

echo "==> ldd inside the runtime root"
libraries=$(as_root chroot "$root" /usr/bin/ldd /usr/local/bin/layoutd)
echo "$libraries"
if grep -q "not found" <<<"$libraries"; then
  echo "a library the binary needs is missing from the runtime packages: fix the Dockerfile"
  exit 1
fi

# A container always has /proc; the Swift runtime reads a static binary's arguments from it.
as_root mount -t proc proc "$root/proc"
cleanup() {
  [ -n "${server:-}" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  as_root umount "$root/proc" 2>/dev/null || true
}
trap cleanup EXIT

echo "==> layoutd serve inside the root as USER $user"
as_root rm -f "$root/tmp/layoutd.port"
"${AS_ROOT[@]}" chroot --userspec="$user" "$root" /usr/local/bin/layoutd serve --host 127.0.0.1 --port 0 \
  --port-file /tmp/layoutd.port --log-level warning &
server=$!
port=$(wait_for_port_file "$root/tmp/layoutd.port")

echo "==> layoutd healthcheck inside the root"
as_root chroot --userspec="$user" "$root" /usr/local/bin/layoutd healthcheck --port "$port"

echo "==> one layout request"
python3 - "$port" <<'PY'
import json, sys, urllib.request
document = {
    "root": {"id": "screen", "width": 320, "height": 100,
             "subviews": [{"id": "box", "intrinsicContentSize": {"width": 40, "height": 20}}]},
    "constraints": ["box.centerX == screen.centerX", "box.centerY == screen.centerY"],
}
request = urllib.request.Request(f"http://127.0.0.1:{sys.argv[1]}/v1/layout", data=json.dumps(document).encode(),
                                 headers={"Content-Type": "application/json"})
with urllib.request.urlopen(request, timeout=30) as response:
    body = json.load(response)
# box hugs and resists at its intrinsic 40 x 20, centred in 320 x 100: x = (320 - 40) / 2, y = (100 - 20) / 2.
assert body["frames"]["box"] == {"x": 140, "y": 40, "width": 40, "height": 20}, body["frames"]
print("200", json.dumps(body["frames"]))

# A label, measured with the image's HarfBuzz, fontconfig, libunibreak and Inter: a missing
# library or font fails here. Its height is one line of Inter at 17 points, (2728 + 680) / 2816 x 17
# = 20.57 (hhea ascender, descender and line gap 0 over 2816 units per em), rounded up to thirds of
# a point: 62 / 3; its width is the text's advance, rounded up the same way.
document = {
    "root": {"id": "screen", "width": 320, "height": 100,
             "subviews": [{"id": "title", "type": "label", "text": "Hello, world"}]},
    "constraints": ["title.top == screen.top", "title.leading == screen.leading"],
    "options": {"include": ["text"]},
}
request = urllib.request.Request(f"http://127.0.0.1:{sys.argv[1]}/v1/layout", data=json.dumps(document).encode(),
                                 headers={"Content-Type": "application/json"})
with urllib.request.urlopen(request, timeout=30) as response:
    body = json.load(response)
title = body["frames"]["title"]
line = body["text"]["title"]["lines"][0]
assert abs(title["height"] - 62 / 3) < 1e-6, body
assert line["text"] == "Hello, world" and 0 < line["width"] <= title["width"] < line["width"] + 1 / 3 + 1e-6, body
print("200", json.dumps(title))
PY

echo "==> one PNG from /v1/render"
python3 - "$port" <<'PY'
import json, struct, sys, urllib.request, zlib
document = {"root": {"id": "screen", "width": 40, "height": 30,
                     "subviews": [{"id": "box", "width": 20, "height": 10}]},
            "constraints": ["box.leading == screen.leading + 10", "box.top == screen.top + 10"],
            "options": {"displayScale": 2}}
request = urllib.request.Request(f"http://127.0.0.1:{sys.argv[1]}/v1/render", data=json.dumps(document).encode(),
                                 headers={"Content-Type": "application/json", "Accept": "image/png"})
with urllib.request.urlopen(request, timeout=30) as response:
    assert response.headers["Content-Type"] == "image/png", response.headers["Content-Type"]
    png = response.read()
# The root's 40 x 30 points at displayScale 2: an IHDR of 80 x 60 pixels, its CRC intact, and pixel
# data that inflates to 60 rows of a filter byte and 80 pixels of 8-bit RGB or RGBA (cairo writes
# RGB when every pixel is opaque).
assert png[:8] == b"\x89PNG\r\n\x1a\n", png[:8]
length, kind = struct.unpack(">I4s", png[8:16])
width, height, depth, colour = struct.unpack(">IIBB", png[16:26])
assert kind == b"IHDR" and (width, height, depth) == (80, 60, 8) and colour in (2, 6), (kind, width, height, colour)
assert zlib.crc32(png[12:16 + length]) == struct.unpack(">I", png[16 + length:20 + length])[0]
idat, pos = b"", 8
while pos < len(png):
    size, name = struct.unpack(">I4s", png[pos:pos + 8])
    if name == b"IDAT": idat += png[pos + 8:pos + 8 + size]
    pos += 12 + size
assert len(zlib.decompress(idat)) == 60 * (1 + 80 * (4 if colour == 6 else 3))
print("200 image/png", width, "x", height)
PY

echo "==> layoutd render inside the root"
as_root chroot --userspec="$user" "$root" /usr/local/bin/layoutd render - -o /tmp/render.png <<'JSON'
{"root": {"id": "screen", "width": 40, "height": 30}}
JSON
as_root head -c 8 "$root/tmp/render.png" | od -An -c | grep -q "P   N   G" || { echo "layoutd render wrote no PNG"; exit 1; }
as_root rm -f "$root/tmp/render.png"

kill -TERM "$server"
wait "$server"
server=
echo "==> the server drained and exited 0"
