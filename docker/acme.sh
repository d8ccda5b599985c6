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

# The settings check shared with the web image (nginx/tls-settings.sh), installed beside this script.
. "$(dirname "$0")/tls-settings.sh"
check_tls_settings
if [ "$TLS_MODE" != acme ]; then
  echo "acme: TLS_MODE=$TLS_MODE: no certificate to obtain"
  while :; do idle 86400; done
fi
domain=$SITE_DOMAIN
server=${ACME_DIRECTORY_URL:-https://acme-v02.api.letsencrypt.org/directory}
# A private CA's directory served under its own root: LEGO_CA_CERTIFICATES names that root's file.
if [ -n "${ACME_CA_CERTIFICATES:-}" ]; then
  grep -q 'BEGIN CERTIFICATE' "$ACME_CA_CERTIFICATES" 2>/dev/null ||
    fail "ACME_CA_CERTIFICATES ($ACME_CA_CERTIFICATES, a path inside the acme service) is not a readable PEM certificate"
  export LEGO_CA_CERTIFICATES="$ACME_CA_CERTIFICATES"
fi

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
