import { hostname } from "node:os";
import { loadTestcontainers } from "./container-runtime.js";

/** Every container and network the provider creates carries these labels (value "true" / ids). */
export const Labels = {
  owner: "rabbitmq-perf-gate",
  run: "rabbitmq-perf-gate.run",
  target: "rabbitmq-perf-gate.target",
  node: "rabbitmq-perf-gate.node",
  /** Process and host that own the resources: a sweeper can tell orphans from live runs. */
  ownerPid: "rabbitmq-perf-gate.owner-pid",
  ownerHost: "rabbitmq-perf-gate.owner-host",
} as const;

/**
 * Removes every container (running or not, with its anonymous volumes) and then every network
 * carrying `label=value`. Used by `stop()` as the last sweep and by test clean-up.
 */
export async function removeLabelledResources(label: string, value: string): Promise<void> {
  const docker = (await (await loadTestcontainers()).getContainerRuntimeClient()).container.dockerode;
  const filters = JSON.stringify({ label: [`${label}=${value}`] });
  const containers = await docker.listContainers({ all: true, filters });
  await Promise.all(
    containers.map((c) =>
      docker
        .getContainer(c.Id)
        .remove({ force: true, v: true })
        .catch((error: { statusCode?: number }) => {
          // 404: already gone; 409: removal already in progress. Both end with no container.
          if (error.statusCode !== 404 && error.statusCode !== 409) throw error;
        }),
    ),
  );
  const networks = await docker.listNetworks({ filters });
  await Promise.all(
    networks.map((n) =>
      docker
        .getNetwork(n.Id)
        .remove()
        .catch((error: { statusCode?: number }) => {
          if (error.statusCode !== 404) throw error;
        }),
    ),
  );
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

/**
 * Removes the containers and networks of gate runs on this host whose process no longer exists
 * (a run killed before it could clean up). Brokers of live runs, e.g. a parallel job on the same
 * engine, are left alone. Returns the run ids removed.
 */
export async function removeOrphans(): Promise<string[]> {
  const docker = (await (await loadTestcontainers()).getContainerRuntimeClient()).container.dockerode;
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
  return [...orphanRuns];
}
