# The image check's certificate authority: Debian's pebble (Let's Encrypt's test ACME server) on the
# debian:bookworm-slim stand-in. Its HTTPS certificate is mounted at /pebble-tls by the check.
FROM docker.io/library/debian:bookworm-slim
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pebble >/dev/null \
  && rm -rf /var/lib/apt/lists/*
COPY scripts/images/pebble-config.json /etc/pebble.json
USER nobody
CMD ["pebble", "-config", "/etc/pebble.json"]
