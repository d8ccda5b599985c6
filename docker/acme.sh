#!/bin/sh
# The acme service's command. With TLS_MODE=acme: obtains the certificate of SITE_DOMAIN from
# ACME_DIRECTORY_URL (Let's Encrypt by default) over HTTP-01, then asks every ACME_CHECK_SECONDS
# whether it expires within ACME_RENEW_DAYS and renews it if so. Writes /acme/certificates (lego's
# layout: <domain>.crt with its chain, <domain>.key) and the challenge files under /acme/webroot,
# which nginx serves on port 80. Any other TLS_MODE: nothing to do, it idles.
#   acme             the loop (the image's command)
#   acme renew-now   renew at once, whatever the expiry (docker compose exec acme acme renew-now)
set -eu
fail() {
  echo "acme: $*" >&2
  exit 1
}
trap 'exit 0' TERM INT
idle() {
  sleep "$1" &
  wait $! || true
}

mode=${TLS_MODE:-upstream}
if [ "$mode" != acme ]; then
  echo "acme: TLS_MODE=$mode: no certificate to obtain"
  while :; do idle 86400; done
fi
domain=${SITE_DOMAIN:-}
echo "$domain" | grep -Eq '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$' ||
  fail "TLS_MODE=acme needs SITE_DOMAIN, the site's host name (e.g. www.example.com); got '$domain'"
echo "${ACME_EMAIL:-}" | grep -Eq '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' ||
  fail "TLS_MODE=acme needs ACME_EMAIL, the address the certificate authority writes to about expiry"
server=${ACME_DIRECTORY_URL:-https://acme-v02.api.letsencrypt.org/directory}
case "$server" in https://*) ;; *) fail "ACME_DIRECTORY_URL must be an https:// URL; got '$server'" ;; esac
# A private CA's directory served under its own root: LEGO_CA_CERTIFICATES names that root's file.
[ -z "${ACME_CA_CERTIFICATES:-}" ] || export LEGO_CA_CERTIFICATES="$ACME_CA_CERTIFICATES"

lego_() {
  lego --accept-tos --email "$ACME_EMAIL" --server "$server" --domains "$domain" \
    --http --http.webroot /acme/webroot --path /acme "$@"
}
certificate=/acme/certificates/$domain.crt

if [ "${1:-}" = renew-now ]; then
  # At once: no random wait (the loop keeps lego's, which spreads renewals over time).
  lego_ renew --days 100000 --no-random-sleep
  exit
fi

while :; do
  if [ -s "$certificate" ]; then
    lego_ renew --days "${ACME_RENEW_DAYS:-30}" && wait_for=${ACME_CHECK_SECONDS:-43200} ||
      wait_for=${ACME_RETRY_SECONDS:-600}
  else
    echo "acme: obtaining a certificate for $domain from $server"
    lego_ run && wait_for=${ACME_CHECK_SECONDS:-43200} || wait_for=${ACME_RETRY_SECONDS:-600}
  fi
  idle "$wait_for"
done
