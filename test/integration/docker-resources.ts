import { getContainerRuntimeClient } from "testcontainers";

/** Label the integration tests give a provider's resources, one value per test file's session. */
export const SESSION_LABEL = "rabbitmq-perf-gate.test-session";

export interface EngineResources {
  containers: string[];
  networks: string[];
}

/** Names of the containers (running or not) and networks on the engine that carry every one of `labels` ("key=value"). */
export async function labelledResources(labels: readonly string[]): Promise<EngineResources> {
  const docker = (await getContainerRuntimeClient()).container.dockerode;
  const filters = JSON.stringify({ label: labels });
  const containers = await docker.listContainers({ all: true, filters });
  const networks = await docker.listNetworks({ filters });
  return { containers: containers.flatMap((c) => c.Names), networks: networks.map((n) => n.Name) };
}

/** What a test file's provider, labelled with `session`, still has on the engine. */
export function sessionResources(session: string): Promise<EngineResources> {
  return labelledResources([`${SESSION_LABEL}=${session}`]);
}
