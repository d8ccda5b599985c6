#!/bin/sh
# The web image's command (docker/web.Dockerfile): writes the `resolver` that nginx/render.mjs
# --resolver-conf includes, then runs nginx with these arguments (`-g 'daemon off;'`, or `-t -q`).
# The resolver is the first name server of this container's /etc/resolv.conf: Docker's embedded DNS
# (127.0.0.11) or podman's (aardvark-dns on the compose network's gateway), which answer a service
# name (`api`) with one address per running replica. Only the first: podman lists the host's own
# name servers after it, which know no service names, and nginx would take turns between them all.
# nginx keeps an answer 1 s, so a replica started by `docker compose up --scale` or a restart gets
# requests within 1 s, and a stopped one loses them.
set -eu
conf=${NGINX_RESOLVER_CONF:-/tmp/nginx-resolver.conf}
server=
while read -r key value _; do
  [ "$key" = nameserver ] || continue
  case "$value" in
    *%*) continue ;; # link-local with a zone index: nginx cannot use it
    *:*) value="[$value]" ;;
  esac
  server=$value
  break
done </etc/resolv.conf
if [ -z "$server" ]; then
  echo "start.sh: no usable nameserver in /etc/resolv.conf" >&2
  exit 1
fi
echo "resolver $server valid=1s ipv6=off;" >"$conf"
exec nginx "$@"
