#!/bin/sh
# Starts the compiled server as production runs it: `npm start`, the Dockerfile's CMD,
# deploy/store.service and the release test all run this one file (decision 29).
#
# The Node and glibc settings keep the process near 155 MB resident at its peak under load
# instead of ~220 MB (decision 17). Arguments are Node flags added after these, so a later
# one wins: `scripts/start-server.sh --max-old-space-size=256` for a larger reply cache.
# `exec`, so the server itself gets SIGTERM from systemd or a container runtime and drains.
set -eu
cd "$(dirname "$0")/.."
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# Node 22+ keeps the compiled code of the server and its packages between starts (older Node
# ignores this): an idle start to the first 200 went from ~1.44 to ~1.33 s under Node 24
# (docs/PERFORMANCE.md, "Start-up with an existing database"). It lives in DATA_DIR, the one place the store writes, never in a
# shared /tmp where another account could plant code for it to run.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-${DATA_DIR:-./data}/node-compile-cache}"
exec node --max-semi-space-size=16 --max-old-space-size=128 "$@" apps/server/dist/server.js
