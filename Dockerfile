# syntax=docker/dockerfile:1
#
# Inkstone's production image. Three stages: `build` installs everything and builds the web app,
# `prod-deps` installs the server's production dependencies only, and `runtime` takes the two
# results and the server's sources (the server runs its TypeScript through tsx, as `npm run serve`
# does). See "Deploying" in README.md.

# ── build: every dependency, then the web app (vite) ────────────────────────────────────────────
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the install is cached until a dependency changes. .npmrc keeps
# onnxruntime-node-install=skip: its install script would otherwise fetch GPU binaries.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/render/package.json packages/render/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# No install scripts here: this stage only bundles the web app, and the `node` dev dependency's
# script would download a second Node binary.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# ── prod-deps: the server's production dependencies, nothing of the web's, the e2e's or the bench's ──
FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/render/package.json packages/render/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace @inkstone/server --workspace @inkstone/contract --workspace @inkstone/render \
    && npm cache clean --force
# tsx is the server's loader at run time but a root dev dependency in package.json, so `--omit=dev`
# leaves it out. It is taken from the build stage, at the version the lockfile pins, with esbuild
# (its one dependency) and esbuild's binary for this platform.
COPY --from=build /app/node_modules/tsx node_modules/tsx
COPY --from=build /app/node_modules/esbuild node_modules/esbuild
COPY --from=build /app/node_modules/@esbuild node_modules/@esbuild

# ── runtime: Debian's ffmpeg, the production dependencies, the server's sources, the built web app ──
FROM node:24-bookworm-slim AS runtime
# ffmpeg and ffprobe: voice reads and splits audio with them (ffmpeg-static would download at install).
# tini as PID 1 reaps the ffmpeg children and hands SIGTERM on, so the server shuts down cleanly.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ffmpeg tini \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=prod-deps /app ./
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY packages/contract/src packages/contract/src
COPY packages/render/src packages/render/src
COPY --from=build /app/apps/web/dist apps/web/dist
# The image's files stay root's and read-only to the server; it writes only under DATA_DIR.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness only (the process answers): readiness, which looks at the database, Redis and storage,
# is /api/health/ready, for the proxy or orchestrator to route by.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
