# The HTTPS settings (docs/production.md, "HTTPS in five minutes"), checked the same way by the web
# image (nginx/start.sh), the acme image (docker/acme.sh) and compose's one-shot `tls-settings`
# service, which web and acme wait for: a wrong value stops `docker compose up` with one line naming
# it, instead of a service restarting in a loop. Sourced (POSIX sh); `fail` is the caller's.
#
# Sets TLS_MODE (upstream when unset), SITE_DOMAIN (lower case) and HTTPS_PUBLIC_PORT (the port of
# HTTPS_PORT, which may be `address:port`; 443 when unset). Warns about TLS settings that the mode
# ignores.
check_tls_settings() {
  TLS_MODE=${TLS_MODE:-upstream}
  SITE_DOMAIN=$(printf '%s' "${SITE_DOMAIN:-}" | tr 'A-Z' 'a-z')
  HTTPS_PUBLIC_PORT=${HTTPS_PORT:-443}
  HTTPS_PUBLIC_PORT=${HTTPS_PUBLIC_PORT##*:}
  case "$HTTPS_PUBLIC_PORT" in
    '' | *[!0-9]*) fail "HTTPS_PORT must be a port (443) or address:port (127.0.0.1:8443); got '${HTTPS_PORT:-}'" ;;
  esac
  case "$TLS_MODE" in
    upstream)
      if [ -n "$SITE_DOMAIN${ACME_EMAIL:-}${TLS_CERT_FILE:-}${TLS_KEY_FILE:-}" ]; then
        echo "warning: TLS_MODE=upstream (TLS ended in front of nginx): SITE_DOMAIN, ACME_EMAIL, TLS_CERT_FILE and TLS_KEY_FILE are ignored; set TLS_MODE=acme or files for nginx to serve HTTPS" >&2
      fi
      ;;
    acme)
      echo "$SITE_DOMAIN" | grep -Eq '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$' ||
        fail "TLS_MODE=acme needs SITE_DOMAIN, the site's host name (e.g. www.example.com); got '$SITE_DOMAIN'"
      echo "${ACME_EMAIL:-}" | grep -Eq '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' ||
        fail "TLS_MODE=acme needs ACME_EMAIL, the address of the certificate authority's account; got '${ACME_EMAIL:-}'"
      case "${ACME_DIRECTORY_URL:-https://}" in
        https://*) ;;
        *) fail "ACME_DIRECTORY_URL must be an https:// URL; got '$ACME_DIRECTORY_URL'" ;;
      esac
      ;;
    files) ;;
    *) fail "TLS_MODE=$TLS_MODE: must be acme, files or upstream" ;;
  esac
}
