#!/usr/bin/env bash
# Times `bash .ci/run` on a fresh clone and counts the brokers the test suite starts.
#
#   bash bench/ci-time.sh <commit-or-branch> <label>
#
# Clones this repository at <commit-or-branch> into a temporary directory, runs its CI script as CI
# runs it, and writes to bench/data/ci-time/:
#   runs.tsv           one line per run: label, commit, exit code, wall seconds, test seconds,
#                      broker starts, containers started, CPU idle % over the tests
#   files-<label>.tsv  seconds per test file (vitest's own per-file times)
#   starts-<label>.tsv every container start during the run: time, target label, run label, image
#   vmstat-<label>.txt `vmstat 5` over the run (CPU idle in its 15th column)
#   cpu-<label>.tsv    CPU seconds each broker start used (its containers' cpuacct, polled every
#                      2 s), most first, and what all containers and the whole machine used
#   file-cpu-<label>.tsv  CPU seconds each test file used, the machine's and the containers' part
#                      (test/file-cpu-reporter.ts; shared between files running at once)
#   test-times-<label>.tsv  seconds per test of 1 s or more, the longest first (the same reporter)
# A broker start is one target started by one provider (its containers share the run and target
# labels the provider gives them): a 3-node cluster is one start of three containers.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ref="${1:?usage: bash bench/ci-time.sh <commit-or-branch> <label>}"
label="${2:?usage: bash bench/ci-time.sh <commit-or-branch> <label>}"
out="$repo/bench/data/ci-time"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'kill "${events_pid:-}" "${vmstat_pid:-}" "${cpu_pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT

git clone -q "$repo" "$work/clone"
git -C "$work/clone" checkout -q "$ref"
commit="$(git -C "$work/clone" rev-parse --short HEAD)"

docker events --filter type=container --filter event=start \
  --filter label=rabbitmq-perf-gate=true \
  --format '{{.Time}}	{{index .Actor.Attributes "rabbitmq-perf-gate.target"}}	{{index .Actor.Attributes "rabbitmq-perf-gate.run"}}	{{.Actor.Attributes.image}}	{{.ID}}' \
  > "$work/starts.tsv" &
events_pid=$!
vmstat -n 5 > "$work/vmstat.txt" &
vmstat_pid=$!
# Each container's CPU (ns) from its cgroup (v1, cgroupfs driver), polled: the last reading counts.
cgroups=/sys/fs/cgroup/cpuacct/docker
busy() { awk '/^cpu /{print ($2+$3+$4+$7+$8) / 100}' /proc/stat; }
docker_ns() { cat "$cgroups/cpuacct.usage" 2>/dev/null || echo 0; }
if [ -d "$cgroups" ]; then
  while sleep 2; do
    for f in "$cgroups"/*/cpuacct.usage; do
      [ -f "$f" ] && printf '%s\t%s\n' "$(basename "$(dirname "$f")")" "$(cat "$f" 2>/dev/null)"
    done
  done > "$work/cpu-polls.tsv" &
  cpu_pid=$!
fi
busy_before=$(busy)
docker_before=$(docker_ns)

start=$(date +%s)
set +e
(cd "$work/clone" && CI=true FILE_CPU_OUT="$work/file-cpu.tsv" bash .ci/run > "$work/ci.log" 2>&1)
code=$?
set -e
wall=$(($(date +%s) - start))
kill "$events_pid" "$vmstat_pid" "${cpu_pid:-}" 2>/dev/null || true
wait 2>/dev/null || true
machine_s=$(awk -v a="$busy_before" -v b="$(busy)" 'BEGIN{printf "%.0f", b - a}')
docker_s=$(awk -v a="$docker_before" -v b="$(docker_ns)" 'BEGIN{printf "%.0f", (b - a) / 1e9}')

plain() { sed 's/\x1b\[[0-9;]*m//g' "$1"; }
cp "$work/starts.tsv" "$out/starts-$label.tsv"
cp "$work/vmstat.txt" "$out/vmstat-$label.txt"
if [ -s "$work/file-cpu.tsv" ]; then cp "$work/file-cpu.tsv" "$out/file-cpu-$label.tsv"; fi
if [ -s "$work/file-cpu.tests.tsv" ]; then cp "$work/file-cpu.tests.tsv" "$out/test-times-$label.tsv"; fi
if [ -s "$work/cpu-polls.tsv" ]; then
  # Last reading per container, summed per broker start (target and run labels).
  awk -F'\t' 'NR==FNR{start[$5]=$2"\t"$3; next} {last[$1]=$2} END{
      for (id in last) if (id in start) { cpu[start[id]] += last[id]; n[start[id]]++ }
      for (k in cpu) printf "%s\t%d\t%.1f\n", k, n[k], cpu[k] / 1e9 }' \
    "$work/starts.tsv" "$work/cpu-polls.tsv" | sort -t$'\t' -k4 -gr > "$work/cpu.tsv"
  {
    printf 'target\trun\tcontainers\tcpu_s\n'
    cat "$work/cpu.tsv"
    printf '# all containers %s s, whole machine %s s of CPU over the run\n' "$docker_s" "$machine_s"
  } > "$out/cpu-$label.tsv"
fi
plain "$work/ci.log" | grep -E '^ (✓|❯|×)  (unit|integration) ' \
  | awk '{t=$NF; sub(/ms$/,"",t); printf "%s\t%s\t%.1f\n", $2, $3, t/1000}' \
  | sort -t$'\t' -k3 -rn > "$out/files-$label.tsv"
tests=$(plain "$work/ci.log" | awk '/Duration/{print $2; exit}' | tr -d 's')
containers=$(wc -l < "$work/starts.tsv")
brokers=$(cut -f2,3 "$work/starts.tsv" | sort -u | wc -l)
# vmstat's idle column (15th) over the run, the first line (since boot) left out.
idle=$(awk 'NR>3{s+=$15; n++} END{if(n) printf "%.0f", s/n}' "$work/vmstat.txt")
[ -f "$out/runs.tsv" ] || printf 'label\tcommit\texit\twall_s\ttests_s\tbroker_starts\tcontainers\tcpu_idle_pct\n' > "$out/runs.tsv"
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" "$commit" "$code" "$wall" "${tests:-}" "$brokers" "$containers" "${idle:-}" >> "$out/runs.tsv"
tail -1 "$out/runs.tsv"
if [ "$code" -ne 0 ]; then
  plain "$work/ci.log" | grep -E "FAIL|AssertionError|Error:" | head -20 >&2
  cp "$work/ci.log" "$out/failed-$label.log"
fi
exit "$code"
