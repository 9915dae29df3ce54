#!/bin/bash
# Entrypoint of the test bench images (Debian's rabbitmq-server package), doing what the
# official rabbitmq image's entrypoint does for the things the project relies on. tini is PID 1
# and forwards signals to this process, which becomes (exec) rabbitmq-server.
set -euo pipefail

data_dir=/var/lib/rabbitmq
cookie_file="$data_dir/.erlang.cookie"

# Debian's /usr/sbin/rabbitmq-server wrapper sends the server's output to
# /var/log/rabbitmq/startup_log; the upstream script keeps it on stdout like the official image.
server_script=/usr/lib/rabbitmq/bin/rabbitmq-server

step_down_to_rabbitmq() {
  if [ "$1" = rabbitmq-server ]; then
    find "$data_dir" \! -user rabbitmq -exec chown rabbitmq:rabbitmq '{}' +
  fi
  # setpriv execs (no parent left behind, unlike su/runuser), so signals reach the server.
  exec setpriv --reuid=rabbitmq --regid=rabbitmq --init-groups "${BASH_SOURCE[0]}" "$@"
}

write_cookie() {
  [ -n "${RABBITMQ_ERLANG_COOKIE:-}" ] || return 0
  if [ -e "$cookie_file" ]; then
    if [ "$(cat "$cookie_file" 2>/dev/null)" != "$RABBITMQ_ERLANG_COOKIE" ]; then
      echo "warning: $cookie_file contents do not match RABBITMQ_ERLANG_COOKIE" >&2
    fi
    return 0
  fi
  (umask 077 && printf '%s\n' "$RABBITMQ_ERLANG_COOKIE" >"$cookie_file")
  chmod 600 "$cookie_file"
}

use_long_names_if_fqdn() {
  local host
  host=$(</proc/sys/kernel/hostname)
  if [ -z "${RABBITMQ_USE_LONGNAME:-}" ] && [ "$host" != "${host%%.*}" ]; then
    export RABBITMQ_USE_LONGNAME=true
  fi
}

if [[ "${1:-}" == rabbitmq* ]] && [ "$(id -u)" = 0 ]; then
  step_down_to_rabbitmq "$@"
fi

if [[ "${1:-}" == rabbitmq* ]]; then
  write_cookie
  use_long_names_if_fqdn
fi

if [ "${1:-}" = rabbitmq-server ]; then
  shift
  cd "$data_dir"
  exec "$server_script" "$@"
fi

exec "$@"
