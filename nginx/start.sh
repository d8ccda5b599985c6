#!/bin/sh
# The web image's command (docker/web.Dockerfile): writes the files nginx/render.mjs had nginx include
# (the resolver; the site server's listen and TLS lines; the HTTP server of the TLS modes), then runs
# nginx with these arguments (`-g 'daemon off;'`, or `-t -q`).
#
# The resolver is the first name server of this container's /etc/resolv.conf: Docker's embedded DNS
# (127.0.0.11) or podman's (aardvark-dns on the compose network's gateway), which answer a service
# name (`api`) with one address per running replica. Only the first: podman lists the host's own
# name servers after it, which know no service names, and nginx would take turns between them all.
# nginx keeps an answer 1 s, so a replica started by `docker compose up --scale` or a restart gets
# requests within 1 s, and a stopped one loses them.
#
# TLS_MODE chooses who ends TLS (docs/production.md, "HTTPS in five minutes"):
#   upstream  a load balancer in front does; nginx serves plain HTTP on LISTEN_PORT (8080)
#   acme      nginx, with the certificate the acme service obtains and renews for SITE_DOMAIN
#             (/acme/certificates); HTTP (8080) answers the ACME challenges and redirects the rest
#   files     nginx, with TLS_CERT_FILE and TLS_KEY_FILE (mounted at /etc/orbitwise-tls)
# In the TLS modes a background loop reloads nginx when the certificate files change (a renewal):
# a reload starts new workers and lets the old ones finish their requests, so none fails.
set -eu
tmp=${NGINX_RUNTIME_DIR:-/tmp}
resolver_conf=${NGINX_RESOLVER_CONF:-$tmp/nginx-resolver.conf}
listen_conf=$tmp/nginx-listen.conf
servers_conf=$tmp/nginx-servers.conf
listen_port=${LISTEN_PORT:-8080}
tls_port=${TLS_LISTEN_PORT:-8443}

fail() {
  echo "start.sh: $*" >&2
  exit 1
}
# The settings check shared with the acme image, installed beside this script.
. "$(dirname "$0")/tls-settings.sh"
check_tls_settings
mode=$TLS_MODE

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
[ -n "$server" ] || fail "no usable nameserver in /etc/resolv.conf"
echo "resolver $server valid=1s ipv6=off;" >"$resolver_conf"

case "$mode" in
  upstream)
    echo "listen $listen_port default_server;" >"$listen_conf"
    : >"$servers_conf"
    ;;
  acme)
    cert=/acme/certificates/$SITE_DOMAIN.crt
    key=/acme/certificates/$SITE_DOMAIN.key
    ;;
  files)
    cert=/etc/orbitwise-tls/cert.pem
    key=/etc/orbitwise-tls/key.pem
    grep -q 'BEGIN CERTIFICATE' "$cert" 2>/dev/null ||
      fail "TLS_MODE=files: TLS_CERT_FILE (mounted at $cert) is not a readable PEM certificate"
    grep -q 'PRIVATE KEY' "$key" 2>/dev/null ||
      fail "TLS_MODE=files: TLS_KEY_FILE (mounted at $key) is not a PEM private key readable by uid $(id -u)"
    ;;
esac

# The site's server: on the TLS port with the certificate once it exists; until the acme service has
# obtained the first one, on a socket nobody uses (HTTP keeps answering the challenges).
write_tls_conf() {
  if [ -s "$cert" ] && [ -s "$key" ]; then
    cat >"$listen_conf" <<CONF
listen $tls_port ssl http2 default_server;
ssl_certificate $cert;
ssl_certificate_key $key;
# OCSP stapling, when the certificate names a responder: its answers checked against the chain.
ssl_trusted_certificate $cert;
include $resolver_conf;
include /etc/nginx/tls-intermediate.conf;
CONF
  else
    echo "listen unix:$tmp/nginx-no-certificate-yet.sock default_server;" >"$listen_conf"
  fi
}

fingerprint() { cat "$cert" "$key" 2>/dev/null | cksum; }

# The redirect's address keeps a published HTTPS port other than 443 (e.g. a trial on 8443).
if [ "$HTTPS_PUBLIC_PORT" = 443 ]; then https_authority='$host'; else https_authority="\$host:$HTTPS_PUBLIC_PORT"; fi

if [ "$mode" != upstream ]; then
  write_tls_conf
  cat >"$servers_conf" <<CONF
  # HTTP: the ACME challenges (files the acme service writes), everything else to HTTPS.
  server {
    listen $listen_port default_server;
    server_name _;
    location ^~ /.well-known/acme-challenge/ {
      root /acme/webroot;
      default_type text/plain;
      try_files \$uri =404;
    }
    # 308 keeps a form's method and body (a browser turns a 301 after a POST into a GET).
    location / {
      if (\$request_method !~ ^(GET|HEAD)\$) {
        return 308 https://$https_authority\$request_uri;
      }
      return 301 https://$https_authority\$request_uri;
    }
  }
CONF
  # An own certificate and key that nginx cannot use together (a key of another certificate): refused
  # here by name, not left to nginx's emergency line and a restart loop.
  if [ "$mode" = files ] && ! problem=$(nginx -t -q 2>&1); then
    fail "TLS_MODE=files: TLS_KEY_FILE and TLS_CERT_FILE cannot be used together (is the key the certificate's?): $(echo "$problem" | grep -m1 -E 'emerg|error' | sed 's/^.*\] //')"
  fi
  case " $* " in
    *" -t "*) ;;
    *)
      (
        seen=$(fingerprint)
        while sleep "${TLS_RELOAD_CHECK_SECONDS:-10}"; do
          now=$(fingerprint)
          [ "$now" != "$seen" ] || continue
          # A pair written half-way (the key before its certificate) fails the test: next round.
          write_tls_conf
          if nginx -t -q 2>/dev/null && nginx -s reload; then
            seen=$now
            echo "start.sh: certificate changed, nginx reloaded" >&2
          fi
        done
      ) &
      ;;
  esac
fi
exec nginx "$@"
