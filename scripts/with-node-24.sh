#!/usr/bin/env bash
# Runs a command with Node.js 24 LTS first on PATH: the version the container image runs and
# the README recommends. CI runs the tests under it as well as under the machine's Node
# (decision 29). The binary comes from the npm registry, where the node-<os>-<arch> packages
# carry Node's release builds, so no other host is needed; it is kept in NODE24_CACHE.
#
#   scripts/with-node-24.sh npx vitest run
#   scripts/with-node-24.sh npm run test:release
set -euo pipefail

version=24.21.0
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "with-node-24: no Node package for $(uname -s)" >&2 && exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "with-node-24: no Node package for $(uname -m)" >&2 && exit 1 ;;
esac
package="node-$os-$arch"
cache="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/store-node-$version}"
bin="$cache/node_modules/$package/bin"

if [ ! -x "$bin/node" ]; then
  # Install scripts off: the package is the binary and nothing needs to run.
  npm install --prefix "$cache" --no-save --no-package-lock --ignore-scripts \
    --no-audit --no-fund "$package@$version" >&2
fi
if [ "$("$bin/node" --version)" != "v$version" ]; then
  echo "with-node-24: $bin/node is not Node $version" >&2
  exit 1
fi
export PATH="$bin:$PATH"
echo "with-node-24: node $(node --version) from $bin" >&2
exec "$@"
