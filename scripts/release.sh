#!/usr/bin/env bash
# Builds the store and assembles the tree production runs in <outdir>: the compiled server,
# contract and web app, the package files, the start and probe scripts, and the production
# dependencies (`npm ci --omit=dev`). The Dockerfile's builder stage runs this script and the
# release test (`npm run test:release`) runs it too, so what the test starts is what the image
# holds (decision 29). Start the result with `<outdir>/scripts/start-server.sh`.
#
#   scripts/release.sh /opt/store-2026-11-26
#
# <outdir> must be empty or absent (nothing is overwritten) and outside this repository.
set -euo pipefail

out="${1:?usage: scripts/release.sh <outdir> (an empty or new directory)}"
root="$(cd "$(dirname "$0")/.." && pwd)"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
if [ -n "$(ls -A "$out")" ]; then
  echo "release: $out is not empty; give an empty or new directory" >&2
  exit 1
fi
case "$out/" in
  "$root"/*)
    # npm, tsc and Biome would take it for part of the workspace.
    echo "release: $out is inside the repository; give a directory outside it" >&2
    exit 1
    ;;
esac

cd "$root"
# tsc never deletes what an earlier build left: a module removed from src/ must not ship.
rm -rf apps/server/dist packages/contract/dist
npm run build

# Only what runs: no sources, tests or bench. The web app's npm dependencies are bundled into
# apps/web/dist by the build, so only its package.json comes along (a workspace npm knows).
for path in \
  package.json package-lock.json \
  scripts/start-server.sh scripts/probe.mjs \
  packages/contract/package.json packages/contract/dist \
  apps/server/package.json apps/server/dist \
  apps/web/package.json apps/web/dist; do
  mkdir -p "$out/$(dirname "$path")"
  cp -R "$path" "$out/$path"
done

cd "$out"
# The server's and the contract's production dependencies at the lockfile's versions; the web
# app's (React and the rest, ~75 MB) are left out. Install scripts run as in `npm ci` at the
# root (the embedded PostgreSQL's package links its libraries in one). --prefer-offline: npm's
# cache already holds every package after the build's own `npm ci`.
npm ci --omit=dev --prefer-offline --no-audit --no-fund \
  --workspace @store/server --workspace @store/contract
echo "release: $out is ready; start it with $out/scripts/start-server.sh"
