# Pathscoop: the API and the web app in one image (docs/deployment.md).
#   docker build -t pathscoop .
#   docker compose up        (PostgreSQL, the app, S3-compatible storage, a mail catcher)
# Node 24 LTS on Debian bookworm; the runtime stage has production dependencies only and runs as
# the unprivileged `node` user. The O*NET/BLS/exposure data is not in the image: mount it and set
# ONET_DIR (the first start imports it; docs/deployment.md).

ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, then the web app (Vite) and the API (tsup) -----------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/engine/package.json packages/engine/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json biome.json ./
COPY packages packages
COPY apps apps
RUN npm run build

# --- production dependencies of the API only (workspace packages are bundled into dist) --------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/engine/package.json packages/engine/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund && npm cache clean --force

# --- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/pathscoop
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules node_modules
COPY --from=prod-deps --chown=root:root /app/package.json package.json
COPY --from=build --chown=root:root /app/apps/api/package.json apps/api/package.json
COPY --from=build --chown=root:root /app/apps/api/dist apps/api/dist
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/pathscoop && chown node:node /var/lib/pathscoop
USER node
EXPOSE 3000
# Ready = warmed up, not draining, database reachable (GET /api/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM from `docker stop` itself (it drains, then exits).
CMD ["node", "apps/api/dist/server.js"]
