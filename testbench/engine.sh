#!/usr/bin/env bash
# Makes sure a Docker engine answers: reuses a running one, otherwise installs Debian's docker.io
# (when dockerd is missing) and starts dockerd in the background with its data under the cache.
set -euo pipefail
# shellcheck source=testbench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ENGINE_DIR="$CACHE_ROOT/docker"
ENGINE_LOG="$CACHE_ROOT/dockerd.log"
ENGINE_PIDFILE="$CACHE_ROOT/dockerd.pid"
ENGINE_START_TIMEOUT_S=60

engine_answers() { docker info >/dev/null 2>&1; }

install_engine() {
  local started
  started=$(now_ms)
  log "engine: installing Debian's docker.io"
  apt_install docker.io
  log "engine: docker.io installed in $(since "$started")"
}

start_engine() {
  mkdir -p "$ENGINE_DIR"
  log "engine: starting dockerd (data root $ENGINE_DIR, log $ENGINE_LOG)"
  # setsid: the engine outlives this script and the CI step that ran it. It must not inherit the
  # setup and image locks (fds 8, 9): a daemon holding them would block every later setup.
  setsid -f dockerd --data-root "$ENGINE_DIR" --pidfile "$ENGINE_PIDFILE" >>"$ENGINE_LOG" 2>&1 </dev/null 8>&- 9>&-
}

wait_for_engine() {
  local deadline=$((SECONDS + ENGINE_START_TIMEOUT_S))
  until engine_answers; do
    if ((SECONDS >= deadline)); then
      tail -n 20 "$ENGINE_LOG" >&2 || true
      die "engine: docker info still failing after ${ENGINE_START_TIMEOUT_S}s (log above: $ENGINE_LOG)"
    fi
    sleep 0.2
  done
}

ensure_engine() {
  local started
  started=$(now_ms)
  if engine_answers; then
    log "engine: reusing the running engine ($(docker info --format '{{.ServerVersion}}, data root {{.DockerRootDir}}'))"
    return
  fi
  if ! command -v dockerd >/dev/null 2>&1 || ! command -v docker >/dev/null 2>&1; then
    install_engine
  fi
  is_root || die "engine: starting dockerd needs root"
  if [ -n "${DOCKER_HOST:-}" ]; then
    die "engine: DOCKER_HOST=$DOCKER_HOST does not answer; unset it to let the bench start a local engine"
  fi
  start_engine
  wait_for_engine
  log "engine: up in $(since "$started") ($(docker info --format '{{.ServerVersion}}'))"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  ensure_engine
fi
