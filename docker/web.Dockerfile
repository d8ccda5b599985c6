# The web tier: nginx serving the site's assets and files, and sending pages and /api to the API
# replicas (--pages-from-api: they serve the pages re-rendered after a publish, docs/content.md).
# Build context: the repository root (docker compose build web). The nginx configuration is rendered
# from nginx/*.template at build time, with the sha256 hashes of the built pages' inline scripts.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-bookworm

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY e2e/package.json e2e/
COPY contracts/ contracts/
COPY frontend/ frontend/
COPY backend/ backend/
COPY scripts/images/bundle-api.mjs scripts/images/
# The same step as docker/api.Dockerfile's, word for word: one shared layer, the same site build in
# both images (the API's pages name the asset files nginx serves).
RUN npm ci --no-audit --no-fund --ignore-scripts -w contracts -w backend -w frontend \
  && npm run build -w contracts && npm run build -w frontend && npm run build -w backend -- --noCheck \
  && node scripts/images/bundle-api.mjs /out \
  && rm -rf node_modules contracts/node_modules backend/node_modules frontend/node_modules
COPY nginx/ nginx/
# Where the API answers (compose service name, resolved again at run time: one address per replica),
# and its RESUME_MAX_BYTES (sets client_max_body_size).
ARG API_UPSTREAM=api:8080
ARG RESUME_MAX_BYTES=5242880
ARG API_POST_RATE=5r/s
ARG API_POST_BURST=20
# The port nginx listens on inside the container (unprivileged: above 1024).
ARG LISTEN_PORT=8080
RUN node nginx/render.mjs --site frontend/build/client --root /usr/share/nginx/html \
      --out /out/conf --conf-dir /etc/nginx --upstream "$API_UPSTREAM" --listen "$LISTEN_PORT" \
      --resolver-conf /tmp/nginx-resolver.conf \
      --listen-conf /tmp/nginx-listen.conf --servers-conf /tmp/nginx-servers.conf \
      --resume-max-bytes "$RESUME_MAX_BYTES" --api-post-rate "$API_POST_RATE" --api-post-burst "$API_POST_BURST" \
      --temp-dir /tmp --pid /tmp/nginx.pid --access-log /dev/stdout --error-log /dev/stderr \
      --mime-types /etc/nginx/mime.types --precompress --pages-from-api

FROM ${NGINX_IMAGE}
ARG LISTEN_PORT=8080
ENV LISTEN_PORT=${LISTEN_PORT}
COPY --from=build /out/conf/ /etc/nginx/
COPY --from=build /app/frontend/build/client/ /usr/share/nginx/html/
# nginx/start.sh writes the resolver (from the container's /etc/resolv.conf) and starts nginx.
COPY --from=build /app/nginx/start.sh /usr/local/bin/start-nginx
COPY --from=build /app/nginx/tls-settings.sh /usr/local/bin/
# TLS_MODE (start.sh): upstream (plain HTTP on 8080, TLS ended in front), acme (the acme service's
# certificate in the `acme` volume at /acme) or files (TLS_CERT_FILE/TLS_KEY_FILE at /etc/orbitwise-tls).
COPY --from=build /app/nginx/tls-intermediate.conf /etc/nginx/
ENV TLS_MODE=upstream TLS_LISTEN_PORT=8443
# Runs as the image's unprivileged nginx user: port 8080, pid, buffers and resolver in /tmp.
RUN rm -f /etc/nginx/conf.d/default.conf && start-nginx -t -q -c /etc/nginx/nginx.conf && rm -rf /tmp/nginx-* /tmp/nginx.pid \
  && mkdir -p /acme/webroot /acme/certificates /etc/orbitwise-tls && chown -R nginx:nginx /acme
USER nginx
EXPOSE ${LISTEN_PORT} 8443
# A file nginx serves itself: pages come from the API, whose restarts must not mark nginx unhealthy.
# In the TLS modes the site is on the TLS port (HTTP only redirects): healthy once HTTPS answers, so
# a certificate not obtained yet shows as unhealthy rather than as a working site.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD if [ "${TLS_MODE:-upstream}" = upstream ]; \
      then curl -fsS -o /dev/null "http://127.0.0.1:${LISTEN_PORT}/robots.txt"; \
      else curl -fsSk -o /dev/null "https://127.0.0.1:${TLS_LISTEN_PORT:-8443}/robots.txt"; fi || exit 1
STOPSIGNAL SIGQUIT
CMD ["start-nginx", "-g", "daemon off;"]
