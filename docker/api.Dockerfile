# The NestJS API. Build context: the repository root (docker compose build api).
# The build stage installs, builds contracts, the site and backend, and bundles what the API runs
# (scripts/images/bundle-api.mjs); the final stage holds only that, run by the official image's
# unprivileged `node` user. The API serves the site's pages (published ones from `published_page`,
# else the build's files) and its `site.render` job re-renders them with React Router's kept server
# build (docs/content.md), so the image ships frontend/build/{client,render}.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY e2e/package.json e2e/
COPY contracts/ contracts/
COPY frontend/ frontend/
COPY backend/ backend/
COPY scripts/images/bundle-api.mjs scripts/images/
# The same step as docker/web.Dockerfile's (one shared layer, the same site build in both images):
# install, build, bundle into /out and drop node_modules in one step, so that no layer ever holds the
# ~900 MB of build tools (committing that layer took longer than installing it). The backend is
# type-checked by the repository's checks (npm run typecheck); here tsc only emits (--noCheck).
# (No npm cache mount: with a warm cache, npm ci opens more files than the build's 1024 allowed.)
RUN npm ci --no-audit --no-fund --ignore-scripts -w contracts -w backend -w frontend \
  && npm run build -w contracts && npm run build -w frontend && npm run build -w backend -- --noCheck \
  && node scripts/images/bundle-api.mjs /out \
  && rm -rf node_modules contracts/node_modules backend/node_modules frontend/node_modules

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    SITE_DIR=/app/frontend/build/client \
    UPLOADS_DIR=/data/uploads \
    MEDIA_DIR=/data/media
WORKDIR /app
# Native packages (sharp, argon2) and swagger-ui's files: they change less often than the app.
COPY --from=build /out/packages/ ./
COPY --from=build /out/app/ ./
# Fails the build when the server build cannot load (a package its bundle lacks). Then V8's code cache
# of the API's bundle with its modules loaded, made under the command's own flags (V8 ignores a cache
# made under others): a start then compiles next to nothing (1.0 s of CPU to ready instead of 1.75 s).
RUN node -e "import('/app/frontend/build/render/index.js').then((b) => { if (!b.assets.version) process.exit(1); })" \
  && node --max-semi-space-size=1 --optimize-for-size backend/dist/bundle/code-cache.js \
  && mkdir -p /data/uploads /data/media /data/backups && chown node:node /data/uploads /data/media /data/backups
USER node
EXPOSE 8080
VOLUME ["/data/uploads", "/data/media"]
# Readiness: the database, its migrations and the resume store (/api/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Memory of an idle replica (docs/production.md, "Image and replica figures"): V8 sizes the young
# generation from the memory it sees (two 64 MB semi-spaces on a 24 GB host), 1 MB semi-spaces cost
# ~75 MB less; --optimize-for-size keeps the old generation smaller (~15 MB); two malloc arenas
# instead of one per thread (~5 MB). The flags are code-cache.js's above: change both together.
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=1", "--optimize-for-size", "backend/dist/main.js"]
