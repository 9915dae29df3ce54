import { hostname } from "node:os";
import { getContainerRuntimeClient } from "testcontainers";
import { Labels, removeLabelledResources } from "../../src/brokers/testcontainers.js";

/**
 * Vitest global setup: before and after the whole run, removes containers and networks the gate
 * created in processes that no longer exist on this host (a test run killed before its clean-up).
 * Brokers of live processes, e.g. another test run on the same engine, are left alone.
 */
export async function setup(): Promise<void> {
  await removeOrphans();
}

export async function teardown(): Promise<void> {
  await removeOrphans();
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function removeOrphans(): Promise<string[]> {
  let docker;
  try {
    docker = (await getContainerRuntimeClient()).container.dockerode;
  } catch {
    return []; // No engine: nothing can be left over, and the tests report the missing engine.
  }
  const filters = JSON.stringify({ label: [`${Labels.owner}=true`, `${Labels.ownerHost}=${hostname()}`] });
  const labelSets = [
    ...(await docker.listContainers({ all: true, filters })).map((c) => c.Labels),
    ...(await docker.listNetworks({ filters })).map((n) => n.Labels ?? {}),
  ];
  const orphanRuns = new Set(
    labelSets
      .filter((labels) => !processIsAlive(Number(labels[Labels.ownerPid])))
      .map((labels) => labels[Labels.run])
      .filter((run): run is string => Boolean(run)),
  );
  for (const run of orphanRuns) await removeLabelledResources(Labels.run, run);
  if (orphanRuns.size > 0) {
    console.warn(`removed containers/networks of ${orphanRuns.size} broker run(s) whose process had exited`);
  }
  return [...orphanRuns];
}
