#!/usr/bin/env bash
# `npm run test:docker`: builds the image from the Dockerfile and smoke-tests it: starts it on a fresh volume,
# waits for Docker's HEALTHCHECK to call it healthy, fetches /healthz and pages, checks it runs as a non-root
# user with its data in /data, makes a backup inside it, stops it (gracefully) and starts it again on the same
# volume. Prints the image size. Needs a running Docker daemon; CI does not run it.
# IMAGE=name:tag picks the tag (wedding-site:smoke); KEEP_IMAGE=1 keeps the image afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE="${IMAGE:-wedding-site:smoke}"
NAME="wedding-smoke-$$"
VOLUME="wedding-smoke-data-$$"
fail() { echo "FAIL: $*" >&2; docker logs "$NAME" 2>&1 | tail -30 >&2 || true; exit 1; }
step() { echo "== $*"; }

docker info >/dev/null 2>&1 || { echo "No Docker daemon is reachable (docker info failed): start one, then run this again." >&2; exit 1; }
cleanup() {
  docker rm -f "$NAME" >/dev/null 2>&1 || true
  docker volume rm "$VOLUME" >/dev/null 2>&1 || true
  [ "${KEEP_IMAGE:-}" = 1 ] || docker image rm "$IMAGE" >/dev/null 2>&1 || true
}
trap cleanup EXIT

if ! docker image inspect node:20-slim >/dev/null 2>&1 && ! docker pull node:20-slim >/dev/null; then
  echo "The base image node:20-slim is neither here nor pullable. On a machine without Docker Hub," >&2
  echo "deploy/offline-base-image.sh builds a stand-in from Debian packages and this machine's Node 20." >&2
  exit 1
fi

step "docker build -t $IMAGE ."
started=$(date +%s)
docker build -t "$IMAGE" . >/tmp/"$NAME"-build.log 2>&1 || { tail -40 /tmp/"$NAME"-build.log >&2; fail "docker build (log: /tmp/$NAME-build.log)"; }
echo "built in $(($(date +%s) - started)) s"
size=$(docker image inspect -f '{{.Size}}' "$IMAGE")
echo "image size: $((size / 1000000)) MB ($size bytes)"

start_container() {
  # A short health interval so the test need not wait 30 s for Docker's first check.
  docker run -d --name "$NAME" -p 127.0.0.1::3000 -v "$VOLUME":/data --health-interval=2s --health-start-period=60s "$IMAGE" >/dev/null
  PORT=$(docker port "$NAME" 3000/tcp | head -1 | sed 's/.*://')
  BASE="http://127.0.0.1:$PORT"
  for _ in $(seq 1 60); do
    [ "$(docker inspect -f '{{.State.Health.Status}}' "$NAME")" = healthy ] && return 0
    [ "$(docker inspect -f '{{.State.Running}}' "$NAME")" = true ] || fail "the container exited"
    sleep 1
  done
  fail "not healthy after 60 s"
}
expect_status() { # url status [text]
  local body status
  body=$(mktemp)
  status=$(curl -s -o "$body" -w '%{http_code}' "$1")
  [ "$status" = "$2" ] || fail "GET $1 answered $status, expected $2"
  if [ -n "${3:-}" ]; then grep -q "$3" "$body" || fail "GET $1 does not contain $3"; fi
  rm -f "$body"
  echo "GET $1 -> $status"
}

step "start on a fresh volume"
start_container
expect_status "$BASE/healthz" 200 '"status":"ok"'
expect_status "$BASE/" 200 '<div id="root"'
expect_status "$BASE/timeline" 200 '<div id="root"'
expect_status "$BASE/api/wedding-details" 200
expect_status "$BASE/no-such-page" 404

uid=$(docker exec "$NAME" id -u)
[ "$uid" != 0 ] || fail "the app runs as root"
echo "runs as uid $uid ($(docker exec "$NAME" id -un))"
docker exec "$NAME" test -f /data/wedding.sqlite || fail "no database in /data"
docker exec "$NAME" test -f /data/app-secret || fail "no generated secret in /data"
docker exec "$NAME" sh -c 'touch /app/dist/x 2>/dev/null' && fail "the app can write to its own code"
docker exec "$NAME" node dist/scripts/backup.mjs /data/backups/manual | grep -q "Backup written to /data/backups/manual/" || fail "backup inside the container"
echo "backup inside the container: ok"
secret=$(docker exec "$NAME" cat /data/app-secret)

step "stop (SIGTERM, graceful)"
started=$(date +%s)
docker stop -t 20 "$NAME" >/dev/null
code=$(docker inspect -f '{{.State.ExitCode}}' "$NAME")
[ "$code" = 0 ] || fail "exit code $code after docker stop"
echo "stopped in $(($(date +%s) - started)) s with exit code 0"
docker logs "$NAME" 2>&1 | grep -q "SIGTERM received" || fail "no graceful shutdown in the log"
docker rm "$NAME" >/dev/null

step "start again on the same volume"
start_container
expect_status "$BASE/healthz" 200
[ "$(docker exec "$NAME" cat /data/app-secret)" = "$secret" ] || fail "the data did not survive a restart"
echo "data kept across restarts"
docker stop "$NAME" >/dev/null

echo "docker smoke test passed: $IMAGE, $((size / 1000000)) MB"
