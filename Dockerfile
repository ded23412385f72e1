# syntax=docker/dockerfile:1
# The production image: docs/deploy.md. Build-time settings are build arguments:
#   docker build -t kairon-site --build-arg PUBLIC_SITE_URL=https://www.example.com .
# Runtime settings (DATABASE_URL, SMTP_URL, ...) come from the environment at
# `docker run`; none is baked in.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- deps: every dependency, the build tools included -------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: the registry the lockfile was written against serves no other
# platforms' optional binaries (biome, rollup, tailwind), so the lockfile cannot
# list them and `npm ci` refuses it; `npm install` still installs the locked versions.
RUN npm install --no-audit --no-fund

# ---- build: pages, assets, server and operator CLIs into /app/build -----------
FROM deps AS build
ARG PUBLIC_SITE_URL
ARG PUBLIC_ASSET_HOST
ARG PUBLIC_PLATFORM_URL
ARG PUBLIC_REGISTER_URL
ARG PUBLIC_INITIATIVE_URL
# The content editor at /admin (docs/deploy.md, "Editing in production"); off unless CMS_ADMIN=true.
ARG CMS_ADMIN
ARG CMS_GITHUB_REPO
ARG CMS_GITHUB_BRANCH
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the build output only ---------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
# Migrations are applied at start-up from ./drizzle (relative to WORKDIR).
COPY drizzle ./drizzle
COPY --from=build /app/build ./build
# The app's files stay root's and read-only to it; only the data volume is its own.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself, for the graceful shutdown.
# The flags of scripts/server-command.mjs (measured in docs/performance.md, memory).
CMD ["node", "--liftoff-only", "--max-semi-space-size=8", "--initial-heap-size=16", "--expose-gc", "build/app/index.js"]
