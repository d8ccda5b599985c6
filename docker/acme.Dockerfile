# The acme service (docker-compose.yml): obtains and renews the site's certificate over ACME HTTP-01
# with Debian's lego, into the `acme` volume the web tier reads (docs/production.md, "HTTPS in five
# minutes"). nginx (web) serves the challenge files from the same volume and reloads itself when the
# certificate changes. Build context: the repository root.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends lego ca-certificates >/dev/null \
  && rm -rf /var/lib/apt/lists/* \
  && lego --version \
  # The web image's nginx user (uid 101) reads the key lego writes (mode 0600): the same uid here.
  && groupadd --system --gid 101 acme \
  && useradd --system --uid 101 --gid acme --no-create-home --home-dir /nonexistent --shell /bin/false acme \
  && mkdir -p /acme/webroot /acme/certificates && chown -R acme:acme /acme
COPY docker/acme.sh /usr/local/bin/acme
COPY nginx/tls-settings.sh /usr/local/bin/
USER acme
CMD ["acme"]
