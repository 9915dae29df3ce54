#!/usr/bin/env bash
# Builds a minimal Debian root filesystem with rabbitmq-server (and tini) installed from the
# Debian archive, packed as a zstd tarball, plus a metadata file with the versions it holds.
#
#   rootfs.sh <series> <debian-suite> <erlang-major> <output.tar.zst>
#
# Only Debian's packages go in here; the bench's own files (entrypoint, config) are added when
# the image is imported (image.sh), so changing them does not cost a new debootstrap.
set -euo pipefail
# shellcheck source=testbench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

apt_options() {
  # sid's Release file is sometimes past its Valid-Until between archive pushes; only sid.
  # No pty in a chroot without /dev/pts; dpkg would complain on every call.
  echo "-o Dpkg::Use-Pty=0"
  # Keep the .deb files until they are copied to the cache (docker-clean-style configs delete them).
  echo "-o APT::Keep-Downloaded-Packages=true"
  if [ "$1" = sid ]; then echo "-o Acquire::Check-Valid-Until=false"; fi
}

write_sources() {
  local root=$1 suite=$2
  {
    echo "deb $DEBIAN_MIRROR $suite main"
    if [ "$suite" != sid ]; then
      echo "deb $DEBIAN_MIRROR $suite-updates main"
      echo "deb $DEBIAN_SECURITY_MIRROR $suite-security main"
    fi
  } >"$root/etc/apt/sources.list"
  if [ "$suite" = sid ]; then
    echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/99testbench-sid-valid-until"
  fi
}

install_rabbitmq() {
  local root=$1 suite=$2 debs=$3 logfile=$4
  # Debian's package never starts the service on its own, but its postinst asks invoke-rc.d to.
  printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
  chmod 755 "$root/usr/sbin/policy-rc.d"
  # Created before the package so its postinst (adduser --system) reuses this user.
  chroot "$root" groupadd --system --gid "$RABBITMQ_UID" rabbitmq
  chroot "$root" useradd --system --uid "$RABBITMQ_UID" --gid rabbitmq --home-dir /var/lib/rabbitmq \
    --no-create-home --shell /usr/sbin/nologin --comment "RabbitMQ messaging server" rabbitmq
  # Packages downloaded by an earlier build are reused (apt checks them against the index).
  find "$debs" -name '*.deb' -exec cp -l -t "$root/var/cache/apt/archives/" '{}' + 2>/dev/null || true
  # shellcheck disable=SC2046 # apt_options prints whole words, meant to split
  if ! {
    chroot "$root" apt-get $(apt_options "$suite") -q update &&
      DEBIAN_FRONTEND=noninteractive chroot "$root" apt-get $(apt_options "$suite") -q install -y \
        --no-install-recommends rabbitmq-server tini
  } >"$logfile" 2>&1; then
    tail -n 20 "$logfile" >&2
    die "rootfs $suite: installing rabbitmq-server failed"
  fi
  find "$root/var/cache/apt/archives" -maxdepth 1 -name '*.deb' -exec cp -n -l -t "$debs/" '{}' + 2>/dev/null || true
  rm -f "$root/usr/sbin/policy-rc.d"
}

# Leaves what a container needs: no package caches, docs, host identity or baked-in cookie.
slim_down() {
  local root=$1
  chroot "$root" apt-get clean
  rm -rf "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* "$root"/usr/share/man/* \
    "$root"/usr/share/info/* "$root"/usr/share/locale/* "$root"/var/log/apt/* "$root"/var/log/*.log \
    "$root"/var/cache/debconf/*-old "$root"/tmp/*
  # The postinst starts nothing, but rabbitmq-plugins or erl may have created a cookie: every
  # container must get its own (or RABBITMQ_ERLANG_COOKIE's), never one shared by the image.
  rm -f "$root/var/lib/rabbitmq/.erlang.cookie"
  # Docker provides these at run time; the build host's values must not leak into the image.
  rm -f "$root/etc/hostname" "$root/etc/machine-id"
  : >"$root/etc/resolv.conf"
  printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n' >"$root/etc/hosts"
}

# As in the official image: the node's directories belong to rabbitmq and are writable by any uid
# (docker run --user), and root's CLI calls find the node's cookie.
official_layout() {
  local root=$1
  mkdir -p "$root/etc/rabbitmq/conf.d"
  chroot "$root" chown -R rabbitmq:rabbitmq /etc/rabbitmq /var/lib/rabbitmq /var/log/rabbitmq
  chmod 1777 "$root/etc/rabbitmq" "$root/etc/rabbitmq/conf.d" "$root/var/lib/rabbitmq" "$root/var/log/rabbitmq"
  ln -sf /var/lib/rabbitmq/.erlang.cookie "$root/root/.erlang.cookie"
}

upstream_version() { sed -E 's/^[0-9]+://; s/-[^-]*$//' <<<"$1"; }

check_versions() {
  local root=$1 series=$2 erlang_major=$3 package_version rabbitmq_version erlang_version
  # shellcheck disable=SC2016 # a dpkg-query format, not a shell expansion
  package_version=$(chroot "$root" dpkg-query -W -f '${Version}' rabbitmq-server)
  rabbitmq_version=$(upstream_version "$package_version")
  erlang_version=$(cat "$root"/usr/lib/erlang/releases/*/OTP_VERSION)
  case "$rabbitmq_version" in
    "$series" | "$series".*) ;;
    *) die "rootfs: the suite carries rabbitmq-server $package_version, expected $series (update testbench/images.tsv)" ;;
  esac
  [ "${erlang_version%%.*}" = "$erlang_major" ] ||
    die "rootfs: the suite carries Erlang $erlang_version, expected $erlang_major (update testbench/images.tsv)"
  printf 'RABBITMQ_VERSION=%s\nERLANG_VERSION=%s\nDEBIAN_PACKAGE_VERSION=%s\n' \
    "$rabbitmq_version" "$erlang_version" "$package_version"
}

build_rootfs() {
  local series=$1 suite=$2 erlang_major=$3 output=$4 work root debs started
  started=$(now_ms)
  is_root || die "rootfs: debootstrap needs root"
  mkdir -p "$BENCH_CACHE/work" "$(dirname "$output")"
  work=$(mktemp -d "$BENCH_CACHE/work/rootfs-$suite.XXXXXX")
  # shellcheck disable=SC2064 # expand now: the trap must remove this build's directory
  trap "rm -rf '$work'" EXIT
  root="$work/root"
  # Downloaded packages stay in the cache: a rebuild (new recipe) downloads only what changed.
  debs="$BENCH_CACHE/debs/$suite"
  mkdir -p "$debs/debootstrap" "$debs/apt"
  log "rootfs $suite: debootstrap --variant=minbase"
  debootstrap --variant=minbase --cache-dir="$debs/debootstrap" "$suite" "$root" "$DEBIAN_MIRROR" \
    >"$work/debootstrap.log" 2>&1 ||
    {
      tail -n 20 "$work/debootstrap.log" >&2
      die "rootfs $suite: debootstrap failed"
    }
  log "rootfs $suite: debootstrap done in $(since "$started"); installing rabbitmq-server"
  write_sources "$root" "$suite"
  install_rabbitmq "$root" "$suite" "$debs/apt" "$work/apt.log"
  check_versions "$root" "$series" "$erlang_major" >"$work/versions.env"
  slim_down "$root"
  official_layout "$root"
  log "rootfs $suite: packing ($(du -sh "$root" | cut -f1) unpacked)"
  tar -C "$root" --numeric-owner --xattrs -cf - . | zstd -q -T0 -3 -o "$work/rootfs.tar.zst"
  # Metadata first, tarball last: a tarball present means a complete build.
  mv "$work/versions.env" "${output%.tar.zst}.env"
  mv "$work/rootfs.tar.zst" "$output"
  log "rootfs $suite: $(tr '\n' ' ' <"${output%.tar.zst}.env")in $(since "$started")"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  [ $# -eq 4 ] || die "usage: rootfs.sh <series> <debian-suite> <erlang-major> <output.tar.zst>"
  build_rootfs "$@"
fi
