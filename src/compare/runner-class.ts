import type { Results } from "../model/results.js";

/**
 * The class of machine a run measured on, as far as the results tell: where the runner comes from
 * (GitHub's hosted runners, with their image's OS, or a local machine), the CPU model and count, the
 * memory to the GiB and the architecture. Rates, latencies and CPU times of one broker move by tens
 * of percent between classes (an unchanged broker held to 1.2 CPUs read −30% on its publish rate),
 * so main's between-run spread only judges a run of the same class. The kernel release, the image's
 * version and Node's patch level are left out: they change with every image update and say little
 * of the machine's speed. Pure.
 */
export function runnerClass(host: Results["host"]): string {
  const memoryGiB = Math.round(host.totalMemoryBytes / 1024 ** 3);
  const system = host.runnerImage?.split(" ")[0] ?? host.os.split(" ")[0] ?? host.os;
  return [host.runner, system, host.arch, host.cpuModel, `${host.cpuCores} CPUs`, `${memoryGiB} GiB`].join(
    ", ",
  );
}

/** The stored runs of the same runner class as `current`, in their order. */
export function sameClassRuns(history: readonly Results[], current: Results["host"]): Results[] {
  const wanted = runnerClass(current);
  return history.filter((run) => runnerClass(run.host) === wanted);
}
