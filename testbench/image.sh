#!/usr/bin/env bash
# Provides one bench image and writes its manifest entry:
#
#   image.sh <series> <debian-suite> <erlang-major> <entry.json>
#
# 1. An image already tagged rabbitmq:<series>-management is reused: an official one as is, a
#    bench-built one if it was built by the current recipe (scripts + overlay).
# 2. Otherwise `docker pull` of the official image is tried (machines with Docker Hub).
# 3. Otherwise the image is built from Debian packages: rootfs.sh (cached as a tarball), the
#    overlay in testbench/overlay/, and `docker import`. No registry is involved.
set -euo pipefail
# shellcheck source=testbench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PULL_TIMEOUT_S=20

sha_of() { sha256sum | cut -c1-16; }

# The rootfs depends on the suite, the expected versions and the script that builds it.
rootfs_key() {
  { printf '%s\n' "$@"; cat "$TESTBENCH_DIR/rootfs.sh"; } | sha_of
}

# The image adds the overlay and the import settings (this script) to the rootfs.
recipe_key() {
  {
    rootfs_key "$@"
    cat "$TESTBENCH_DIR/image.sh"
    (cd "$TESTBENCH_DIR/overlay" && find . -type f -print0 | sort -z | xargs -0 sha256sum)
  } | sha_of
}

label_of() {
  docker image inspect --format "{{ index .Config.Labels \"$2\" }}" "$1" 2>/dev/null || true
}

env_of() {
  docker image inspect --format '{{ range .Config.Env }}{{ println . }}{{ end }}' "$1" |
    sed -n "s/^$2=//p"
}

# current | official | stale | missing
image_status() {
  local tag=$1 recipe=$2
  docker image inspect "$tag" >/dev/null 2>&1 || {
    echo missing
    return
  }
  if [ "$(label_of "$tag" org.opencontainers.image.vendor)" != "$BENCH_VENDOR" ]; then
    echo official
  elif [ "$(label_of "$tag" "$LABEL_PREFIX.recipe")" = "$recipe" ]; then
    echo current
  else
    echo stale
  fi
}

try_pull() {
  local tag=$1
  log "image $tag: trying docker pull (${PULL_TIMEOUT_S}s)"
  if timeout "$PULL_TIMEOUT_S" docker pull --quiet "$tag" >/dev/null 2>&1; then
    log "image $tag: pulled the official image"
    return 0
  fi
  log "image $tag: no registry answered; building from Debian packages"
  return 1
}

ensure_build_tools() {
  command -v debootstrap >/dev/null && command -v zstd >/dev/null && return
  mkdir -p "$BENCH_CACHE"
  # Parallel builds share one apt: take turns.
  (
    flock 9
    command -v debootstrap >/dev/null && command -v zstd >/dev/null && exit 0
    log "installing build tools: debootstrap zstd"
    apt_install debootstrap zstd
  ) 9>"$BENCH_CACHE/apt.lock"
}

ensure_rootfs() {
  local series=$1 suite=$2 erlang_major=$3 tarball=$4
  if [ -s "$tarball" ]; then
    log "rootfs $suite: cached ($tarball)"
  else
    ensure_build_tools
    "$TESTBENCH_DIR/rootfs.sh" "$series" "$suite" "$erlang_major" "$tarball"
  fi
  # Tarballs of earlier recipes of this image are never used again.
  find "$(dirname "$tarball")" -maxdepth 1 -name "$suite-rabbitmq-$series-*" \
    ! -name "$(basename "${tarball%.tar.zst}").*" -delete
}

# `docker import --change` arguments, NUL-separated.
import_changes() {
  local series=$1 suite=$2 recipe=$3
  local -a changes=(
    "LABEL org.opencontainers.image.vendor=$BENCH_VENDOR"
    "LABEL org.opencontainers.image.version=$RABBITMQ_VERSION"
    "LABEL org.opencontainers.image.description=\"RabbitMQ $RABBITMQ_VERSION from Debian $suite ($DEBIAN_PACKAGE_VERSION), Erlang $ERLANG_VERSION\""
    "LABEL $LABEL_PREFIX.series=$series"
    "LABEL $LABEL_PREFIX.debian-suite=$suite"
    "LABEL $LABEL_PREFIX.debian-package=$DEBIAN_PACKAGE_VERSION"
    "LABEL $LABEL_PREFIX.erlang-version=$ERLANG_VERSION"
    "LABEL $LABEL_PREFIX.recipe=$recipe"
    "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
    "ENV RABBITMQ_DATA_DIR=/var/lib/rabbitmq"
    "ENV RABBITMQ_VERSION=$RABBITMQ_VERSION"
    "ENV HOME=/var/lib/rabbitmq"
    "ENV LANG=C.UTF-8"
    "ENV LANGUAGE=C.UTF-8"
    "ENV LC_ALL=C.UTF-8"
    # As in the official image: rabbitmq-server execs erl, so the VM itself gets SIGTERM from
    # tini and shuts down cleanly, instead of a shell script relaying it.
    "ENV RUNNING_UNDER_SYSTEMD=true"
    "VOLUME /var/lib/rabbitmq"
    "EXPOSE 4369 5671 5672 15671 15672 15691 15692 25672"
    'ENTRYPOINT ["/usr/bin/tini", "--", "docker-entrypoint.sh"]'
    'CMD ["rabbitmq-server"]'
  )
  local change
  for change in "${changes[@]}"; do printf -- '--change\0%s\0' "$change"; done
}

# The overlay is appended to the Debian tarball instead of unpacking and repacking it: docker
# import applies entries in order, so a later entry replaces the same path from the rootfs.
append_overlay() {
  local tar_file=$1 overlay="$TESTBENCH_DIR/overlay" path owner
  while IFS= read -r -d '' path; do
    case "$path" in
      ./etc/rabbitmq/*) owner=$RABBITMQ_UID ;;
      *) owner=0 ;;
    esac
    tar -C "$overlay" --numeric-owner --owner="$owner" --group="$owner" -rf "$tar_file" "$path"
  done < <(cd "$overlay" && find . -type f -print0 | sort -z)
}

import_image() {
  local series=$1 suite=$2 tarball=$3 recipe=$4 work started
  started=$(now_ms)
  # shellcheck disable=SC1090 # RABBITMQ_VERSION, ERLANG_VERSION, DEBIAN_PACKAGE_VERSION
  source "${tarball%.tar.zst}.env"
  mkdir -p "$BENCH_CACHE/work"
  work=$(mktemp -d "$BENCH_CACHE/work/image-$suite.XXXXXX")
  # shellcheck disable=SC2064 # expand now: the trap must remove this build's directory
  trap "rm -rf '$work'" EXIT
  zstd -q -d "$tarball" -o "$work/rootfs.tar"
  append_overlay "$work/rootfs.tar"
  local tag="rabbitmq:$RABBITMQ_VERSION-management"
  # Through a file, not a process substitution: a failure here must stop the build.
  import_changes "$series" "$suite" "$recipe" >"$work/changes"
  local -a changes
  mapfile -d '' changes <"$work/changes"
  docker import "${changes[@]}" "$work/rootfs.tar" "$tag" >/dev/null
  [ "$(image_status "$tag" "$recipe")" = current ] || die "image $tag: imported without its labels"
  local alias
  for alias in "rabbitmq:$RABBITMQ_VERSION" "rabbitmq:$series-management" "rabbitmq:$series"; do
    docker tag "$tag" "$alias"
  done
  log "image $tag: imported in $(since "$started")"
}

# For an official image the versions come from the image itself.
tag_official() {
  local series=$1 version
  version=$(env_of "rabbitmq:$series-management" RABBITMQ_VERSION)
  [ -n "$version" ] || die "image rabbitmq:$series-management: no RABBITMQ_VERSION in its environment"
  docker tag "rabbitmq:$series-management" "rabbitmq:$version-management"
  docker tag "rabbitmq:$series-management" "rabbitmq:$version"
}

official_erlang_version() {
  docker run --rm --entrypoint sh "$1" -c \
    'cat "$(dirname "$(readlink -f "$(command -v erl)")")"/../releases/*/OTP_VERSION' 2>/dev/null || true
}

json_string_or_null() {
  if [ -n "$1" ]; then printf '"%s"' "$1"; else printf 'null'; fi
}

write_entry() {
  local series=$1 source=$2 output=$3 tag version erlang suite id size
  tag="rabbitmq:$series-management"
  version=$(env_of "$tag" RABBITMQ_VERSION)
  if [ "$source" = built ]; then
    erlang=$(label_of "$tag" "$LABEL_PREFIX.erlang-version")
    suite=$(label_of "$tag" "$LABEL_PREFIX.debian-suite")
  else
    erlang=$(official_erlang_version "$tag")
    suite=""
  fi
  id=$(docker image inspect --format '{{.Id}}' "$tag")
  size=$(docker image inspect --format '{{.Size}}' "$tag")
  printf '{"version":"%s","series":"%s","tag":"rabbitmq:%s-management","erlangVersion":%s,"debianSuite":%s,"source":"%s","imageId":"%s","sizeBytes":%s}\n' \
    "$version" "$series" "$version" "$(json_string_or_null "$erlang")" "$(json_string_or_null "$suite")" \
    "$source" "$id" "$size" >"$output"
}

ensure_image() {
  local series=$1 suite=$2 erlang_major=$3 entry=$4 tag recipe status tarball started
  started=$(now_ms)
  tag="rabbitmq:$series-management"
  recipe=$(recipe_key "$series" "$suite" "$erlang_major")
  status=$(image_status "$tag" "$recipe")
  case "$status" in
    current)
      log "image $tag: present (built by the current recipe $recipe)"
      write_entry "$series" built "$entry"
      return
      ;;
    official)
      log "image $tag: present (official)"
      tag_official "$series"
      write_entry "$series" official "$entry"
      return
      ;;
    stale) log "image $tag: built by an older recipe; rebuilding" ;;
    missing) ;;
  esac
  if try_pull "$tag"; then
    tag_official "$series"
    write_entry "$series" official "$entry"
    return
  fi
  tarball="$BENCH_CACHE/rootfs/$suite-rabbitmq-$series-$(rootfs_key "$series" "$suite" "$erlang_major").tar.zst"
  ensure_rootfs "$series" "$suite" "$erlang_major" "$tarball"
  import_image "$series" "$suite" "$tarball" "$recipe"
  write_entry "$series" built "$entry"
  log "image $tag: ready in $(since "$started")"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  [ $# -eq 4 ] || die "usage: image.sh <series> <debian-suite> <erlang-major> <entry.json>"
  ensure_image "$@"
fi
