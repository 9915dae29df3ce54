# Shared by the test bench scripts (sourced, not run): paths, logging with timings, small checks.
# shellcheck shell=bash disable=SC2034 # the variables are for the scripts that source this

TESTBENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$TESTBENCH_DIR/.." && pwd)"
CACHE_ROOT="${RABBITMQ_PERF_GATE_CACHE:-$HOME/.cache/rabbitmq-perf-gate}"
BENCH_CACHE="$CACHE_ROOT/testbench"
# Where tests find the manifest; RABBITMQ_PERF_GATE_BENCH_MANIFEST moves it (for setup and tests).
REPO_MANIFEST="${RABBITMQ_PERF_GATE_BENCH_MANIFEST:-$REPO_DIR/.cache/testbench/images.json}"
DEBIAN_MIRROR="${TESTBENCH_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
DEBIAN_SECURITY_MIRROR="${TESTBENCH_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
BENCH_VENDOR="rabbitmq-perf-gate-testbench"
LABEL_PREFIX="rabbitmq-perf-gate.testbench"
# The official image's uid/gid of rabbitmq, so files in volumes have one owner with either image.
RABBITMQ_UID=999

now_ms() { date +%s%3N; }

# Seconds since a now_ms value, one decimal: "12.3s".
since() {
  local elapsed_ms=$(($(now_ms) - $1))
  printf '%d.%ds' $((elapsed_ms / 1000)) $((elapsed_ms % 1000 / 100))
}

log() { printf '[testbench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() {
  log "ERROR: $*"
  exit 1
}

is_root() { [ "$(id -u)" = 0 ]; }

# apt-get install for the bench's own tools; runs `apt-get update` once per setup run.
apt_install() {
  is_root || die "installing $* needs root (run setup as root, or install them yourself)"
  if [ -z "${TESTBENCH_APT_UPDATED:-}" ]; then
    apt-get update -qq >&2
    export TESTBENCH_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >&2
}
