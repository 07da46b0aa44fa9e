#!/usr/bin/env bash
# Serves dist/ through nginx set up as Funkwhale's deploy template sets up a pod's front, with the API
# proxied to a pod (the demo pod in 1.4 mode, or a real one), to follow the README's deployment section.
#   tests/tools/front-nginx/run.sh [PORT] [POD_HOST:PORT]   (defaults 8180 and 127.0.0.1:8181)
# Needs Debian's nginx (apt-get install nginx-light). Runs in the foreground; Ctrl-C stops it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
PORT=${1:-8180}
POD=${2:-127.0.0.1:8181}
PREFIX=$(mktemp -d /tmp/shoal-front-nginx.XXXXXX)
FRONT="$repo/dist"
[ -f "$FRONT/index.html" ] || { echo "Build first: npm run build" >&2; exit 2; }
cp "$here/proxy.conf" "$PREFIX/proxy.conf"
export PORT POD PREFIX FRONT
# Only our variables are replaced: nginx's own ($uri, $http_host...) stay as they are.
perl -pe 's/\$\{(PORT|POD|PREFIX|FRONT)\}/$ENV{$1}/g' "$here/shoal.conf.template" > "$PREFIX/nginx.conf"
echo "Shoal behind nginx on http://127.0.0.1:$PORT (API at $POD, config in $PREFIX)"
exec nginx -p "$PREFIX" -c "$PREFIX/nginx.conf"
