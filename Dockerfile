# syntax=docker/dockerfile:1
# The store's container image (docs/DEPLOY.md, decision 29). The builder compiles and
# assembles the production tree with scripts/release.sh, the very script the release test runs
# (`npm run test:release`); the runtime stage holds only that tree, owned by root and run as
# the unprivileged `node` user, which may write DATA_DIR alone.
#
#   docker build -t editing-assets-store .
#   docker run --env-file store.env -p 3000:3000 editing-assets-store
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The package files first: a change of source code reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN scripts/release.sh /release

# Same base as the builder: sharp's and argon2's prebuilt binaries were chosen for its libc.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/store
WORKDIR /app
COPY --from=build /release /app
RUN mkdir -p /var/lib/store && chown node:node /var/lib/store
USER node
EXPOSE 3000
# SIGTERM starts the drain: not ready for SHUTDOWN_DELAY_SECONDS, then in-flight requests
# finish. Give the container that delay + 10 s to stop (`docker stop -t 30`, compose's
# stop_grace_period).
STOPSIGNAL SIGTERM
# Liveness only: readiness (database, draining) is the load balancer's to ask, at
# /api/health/ready; a container restarted for a database outage would not help it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/probe.mjs", "/api/health/live"]
# The script execs node: the server is the process that gets the signal.
CMD ["scripts/start-server.sh"]
