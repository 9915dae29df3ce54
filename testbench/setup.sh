#!/usr/bin/env bash
# The test bench in one command: npm dependencies, a Docker engine and the RabbitMQ images of
# testbench/images.tsv, then a manifest the tests read. Idempotent; warm runs take seconds.
#
# Environment:
#   RABBITMQ_PERF_GATE_CACHE   cache root (default ~/.cache/rabbitmq-perf-gate): engine data,
#                              root filesystem tarballs, the manifest, the Node runtimes
#   TESTBENCH_SERIAL=1         build images one after the other (default: in parallel)
set -euo pipefail
# shellcheck source=testbench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# shellcheck source=testbench/engine.sh
source "$TESTBENCH_DIR/engine.sh"

# npm writes this at the end of every successful install. Dependencies change only through
# package-lock.json (npm ci refuses a package.json it does not match), so that is the one to compare.
NPM_INSTALLED_LOCK="$REPO_DIR/node_modules/.package-lock.json"

# `npm ci` unless node_modules was installed after package.json and package-lock.json last changed.
ensure_npm_dependencies() {
  local started
  started=$(now_ms)
  if [ "$NPM_INSTALLED_LOCK" -nt "$REPO_DIR/package-lock.json" ] &&
    [ "$NPM_INSTALLED_LOCK" -nt "$REPO_DIR/package.json" ]; then
    log "npm: node_modules is newer than package.json and package-lock.json; skipping npm ci"
    return
  fi
  log "npm: npm ci"
  # No fallback to `npm install`: a lock out of step with package.json must fail here, not be
  # papered over. The lock carries every platform's optional packages (rolldown's, for one), so npm ci
  # installs on any platform npm supports; test/unit/package.test.ts keeps it that way.
  # --prefer-offline: a package already in npm's cache is taken from it without asking the registry
  # (the lock pins each one by its integrity hash); about 4 s less of the 22 s on the bench.
  # --ignore-scripts, then the one install script the project needs: the `node` package's, which
  # fetches the Node 24 binary the project runs on. The others compile native speed-ups the project
  # does without (ssh2's crypto binding and cpu-features: ssh2 reaches us through testcontainers'
  # Docker client, serves only ssh:// engines and falls back to JavaScript, as in the bundle, which
  # cannot carry them) or print a warning (protobufjs): a C/C++ build of several seconds per clone.
  (cd "$REPO_DIR" && npm ci --no-audit --no-fund --prefer-offline --ignore-scripts >&2)
  (cd "$REPO_DIR" && npm rebuild node >&2)
  log "npm: installed in $(since "$started")"
}

# The Node.js releases the package test runs the packed CLI on, besides the project's own (24):
# the oldest one engines.node admits, and one below it that the launcher must turn away. From the
# npm registry's `node` package (a Node binary per platform), into the cache root that every clone
# shares (like the images), linked from the git-ignored .cache/runtimes that the tests read.
NODE_RUNTIMES_DIR="$CACHE_ROOT/runtimes"
NODE_RUNTIMES_LINK="$REPO_DIR/.cache/runtimes"
NODE_RUNTIMES=("node22@npm:node@22.22" "node20@npm:node@20")

ensure_node_runtimes() {
  local started
  started=$(now_ms)
  link_node_runtimes
  if [ -x "$NODE_RUNTIMES_DIR/node_modules/node22/bin/node" ] && [ -x "$NODE_RUNTIMES_DIR/node_modules/node20/bin/node" ]; then
    log "node runtimes: $("$NODE_RUNTIMES_DIR/node_modules/node22/bin/node" --version), $("$NODE_RUNTIMES_DIR/node_modules/node20/bin/node" --version) present"
    return
  fi
  mkdir -p "$NODE_RUNTIMES_DIR"
  [ -f "$NODE_RUNTIMES_DIR/package.json" ] || echo '{ "private": true }' >"$NODE_RUNTIMES_DIR/package.json"
  (cd "$NODE_RUNTIMES_DIR" && npm install --no-audit --no-fund --no-save "${NODE_RUNTIMES[@]}" >&2)
  log "node runtimes: installed in $(since "$started")"
}

# .cache/runtimes points at the shared install; a directory there from an older setup is replaced.
link_node_runtimes() {
  mkdir -p "$NODE_RUNTIMES_DIR" "$(dirname "$NODE_RUNTIMES_LINK")"
  [ "$(readlink "$NODE_RUNTIMES_LINK" 2>/dev/null)" = "$NODE_RUNTIMES_DIR" ] && return
  rm -rf "$NODE_RUNTIMES_LINK"
  ln -s "$NODE_RUNTIMES_DIR" "$NODE_RUNTIMES_LINK"
}

read_specs() {
  grep -v '^[[:space:]]*\(#\|$\)' "$TESTBENCH_DIR/images.tsv"
}

# Runs image.sh per spec, in parallel unless TESTBENCH_SERIAL=1 (their log lines carry the
# image or suite, so they interleave readably); fails if any fails.
ensure_images() {
  local entries_dir=$1 series suite erlang_major failed=0
  local -A pids=()
  while read -r series suite erlang_major; do
    if [ "${TESTBENCH_SERIAL:-}" = 1 ]; then
      "$TESTBENCH_DIR/image.sh" "$series" "$suite" "$erlang_major" "$entries_dir/$series.json" || failed=1
    else
      "$TESTBENCH_DIR/image.sh" "$series" "$suite" "$erlang_major" "$entries_dir/$series.json" &
      pids[$series]=$!
    fi
  done < <(read_specs)
  for series in "${!pids[@]}"; do
    wait "${pids[$series]}" || {
      log "image $series: FAILED"
      failed=1
    }
  done
  [ "$failed" = 0 ] || die "images: at least one image could not be provided"
}

write_manifest() {
  local entries_dir=$1 manifest=$2 first=1 series entry
  {
    printf '{\n  "generatedAt": "%s",\n  "images": [\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    while read -r series _; do
      entry=$(cat "$entries_dir/$series.json")
      [ "$first" = 1 ] || printf ',\n'
      printf '    %s' "$entry"
      first=0
    done < <(read_specs)
    printf '\n  ]\n}\n'
  } >"$manifest.tmp"
  mv "$manifest.tmp" "$manifest"
  mkdir -p "$(dirname "$REPO_MANIFEST")"
  cp "$manifest" "$REPO_MANIFEST"
  log "manifest: $manifest (copied to ${REPO_MANIFEST#"$REPO_DIR"/})"
}

# A Chromium for the test that renders the HTML report in a real browser
# (test/integration/html-browser.test.ts): RABBITMQ_PERF_GATE_CHROMIUM, or one on PATH (GitHub's
# Ubuntu runners have google-chrome), else Debian's package.
ensure_chromium() {
  local browser
  for browser in "${RABBITMQ_PERF_GATE_CHROMIUM:-}" chromium chromium-browser google-chrome; do
    if [ -n "$browser" ] && command -v "$browser" >/dev/null 2>&1; then
      log "chromium: $("$browser" --version 2>/dev/null || echo "$browser")"
      return
    fi
  done
  local started
  started=$(now_ms)
  log "chromium: apt-get install chromium"
  apt_install chromium
  log "chromium: installed in $(since "$started")"
}

main() {
  local started run_dir
  started=$(now_ms)
  mkdir -p "$BENCH_CACHE"
  # One setup at a time per cache: two concurrent builds of one image would race on the tags.
  exec 8>"$BENCH_CACHE/setup.lock"
  flock 8
  ensure_npm_dependencies
  ensure_node_runtimes
  ensure_chromium
  ensure_engine
  run_dir=$(mktemp -d "$BENCH_CACHE/setup.XXXXXX")
  # shellcheck disable=SC2064 # expand now
  trap "rm -rf '$run_dir'" EXIT
  mkdir -p "$run_dir/entries"
  ensure_images "$run_dir/entries"
  write_manifest "$run_dir/entries" "$BENCH_CACHE/images.json"
  # Earlier builds that lost their tags; those still used by a container stay until it is gone.
  docker image prune --force --filter "label=org.opencontainers.image.vendor=$BENCH_VENDOR" >/dev/null
  docker images --filter "label=org.opencontainers.image.vendor=$BENCH_VENDOR" \
    --format '  {{.Repository}}:{{.Tag}}  {{.ID}}  {{.Size}}' >&2
  log "setup: done in $(since "$started")"
}

main "$@"
