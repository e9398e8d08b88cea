#!/usr/bin/env bash
# Builds a stand-in for the `node:20-slim` base image on a machine that reaches Debian's package mirror but
# not Docker Hub (this project's own machines): a minimal Debian bookworm made by debootstrap, plus this
# machine's Node 20, its headers and npm in /usr/local as in the official image, and its `node` user (uid 1000).
# Only for building and smoke-testing the Dockerfile here: on a normal server `docker build` pulls the real image.
# Needs root, debootstrap (apt-get install debootstrap) and a running Docker daemon.
# EXTRA_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt makes Node in the stand-in trust that bundle too
# (NODE_EXTRA_CA_CERTS), for a machine whose https goes through a proxy with its own certificate authority.
set -euo pipefail

TAG="${1:-node:20-slim}"
NODE_BIN="$(readlink -f "$(command -v node)")"
NPM_DIR="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
# Node's C headers, which the official image carries in /usr/local/include/node (native modules build against them).
HEADERS="$(dirname "$(dirname "$NODE_BIN")")/include/node"
[ -f "$HEADERS/node.h" ] || { echo "No Node headers at $HEADERS" >&2; exit 1; }
case "$("$NODE_BIN" --version)" in v20.*) ;; *) echo "This machine's node is $("$NODE_BIN" --version), not 20.x" >&2; exit 1 ;; esac

ROOT="$(mktemp -d /tmp/node20-slim-rootfs.XXXXXX)"
trap 'rm -rf --one-file-system "$ROOT"' EXIT
debootstrap --variant=minbase bookworm "$ROOT" http://deb.debian.org/debian >/dev/null
install -m 0755 "$NODE_BIN" "$ROOT/usr/local/bin/node"
mkdir -p "$ROOT/usr/local/lib/node_modules" "$ROOT/usr/local/include"
cp -a "$HEADERS" "$ROOT/usr/local/include/node"
cp -a "$NPM_DIR" "$ROOT/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ROOT/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ROOT/usr/local/bin/npx"
chroot "$ROOT" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
EXTRA_ENV=()
if [ -n "${EXTRA_CA_BUNDLE:-}" ]; then
  install -D -m 0644 "$EXTRA_CA_BUNDLE" "$ROOT/etc/ssl/certs/extra-ca-bundle.crt"
  EXTRA_ENV=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/extra-ca-bundle.crt')
fi
rm -rf "$ROOT"/var/lib/apt/lists/* "$ROOT"/var/cache/apt/*.bin "$ROOT"/var/cache/apt/archives/*.deb

tar -C "$ROOT" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_VERSION='"$("$NODE_BIN" --version | tr -d v)" \
  --change 'CMD ["node"]' "${EXTRA_ENV[@]}" \
  - "$TAG" >/dev/null
echo "Built $TAG from debootstrap bookworm and $NODE_BIN ($("$NODE_BIN" --version)): $(docker image inspect -f '{{.Size}}' "$TAG" | awk '{printf "%.0f MB", $1/1e6}')"
