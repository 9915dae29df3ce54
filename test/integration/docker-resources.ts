import { getContainerRuntimeClient } from "testcontainers";

/** Label the integration tests give a provider's resources, one value per test file's session. */
export const SESSION_LABEL = "rabbitmq-perf-gate.test-session";

/** Label of the brokers test files share (broker.ts); one value per run, from the global setup. */
export const POOL_LABEL = "rabbitmq-perf-gate.test-pool";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's value of POOL_LABEL (leftovers.ts provides it). */
    brokerPool: string;
  }
}

export interface EngineResources {
  containers: string[];
  networks: string[];
}

/**
 * Names of the containers (running or not) and networks on the engine that carry every one of
 * `labels` ("key=value") and none of the label keys in `without`.
 */
export async function labelledResources(
  labels: readonly string[],
  without: readonly string[] = [],
): Promise<EngineResources> {
  const docker = (await getContainerRuntimeClient()).container.dockerode;
  const filters = JSON.stringify({ label: labels });
  const kept = (entry: { Labels?: Record<string, string> | null }) =>
    without.every((key) => !(key in (entry.Labels ?? {})));
  const containers = (await docker.listContainers({ all: true, filters })).filter(kept);
  const networks = (await docker.listNetworks({ filters })).filter(kept);
  return { containers: containers.flatMap((c) => c.Names), networks: networks.map((n) => n.Name) };
}

/** What a test file's provider, labelled with `session`, still has on the engine. */
export function sessionResources(session: string): Promise<EngineResources> {
  return labelledResources([`${SESSION_LABEL}=${session}`]);
}
