import { setTimeout as sleep } from "node:timers/promises";
import type { ContainerRuntimeClient } from "testcontainers";
import { readServerProperties, type ServerProperties } from "../../amqp/server-properties.js";
import type { BrokerInfo } from "../provider.js";
import type { ClusterStatus } from "./cluster.js";

const AMQP_CONNECT_TIMEOUT_MS = 15_000;
/** The gate's user is imported asynchronously ("the import can take some time"): its first login may wait. */
const LOGIN_RETRY_MS = 10_000;
const LOGIN_RETRY_INTERVAL_MS = 200;

export interface InfoSources {
  client: ContainerRuntimeClient;
  /** Node 0's AMQP URL, with the gate's credentials. */
  amqpUrl: string;
  image: string;
  /** Node 0's container. */
  containerId: string;
  nodeNames: readonly string[];
  /** The cluster's status: a formed cluster's just read, so that the start does not pay for another. */
  status: ClusterStatus | undefined | Promise<ClusterStatus | undefined>;
  overrides: readonly string[];
}

/**
 * What the started broker says it is: the connection, the cluster status and the image are read at
 * once (a rabbitmqctl costs about half a second).
 */
export async function readBrokerInfo(sources: InfoSources): Promise<BrokerInfo> {
  const [properties, status, identity] = await Promise.all([
    firstLogin(sources.amqpUrl),
    sources.status,
    imageIdentity(sources.client, sources.containerId, sources.image),
  ]);
  const seedName = sources.nodeNames[0]!;
  const erlangVersion =
    status?.versions?.[seedName]?.erlang_version ?? properties.platform?.replace(/^Erlang\/OTP\s*/, "");
  const featureFlags = status?.feature_flags
    ?.filter((flag) => flag.state === "enabled")
    .map((flag) => flag.name)
    .sort();
  return {
    serverVersion: properties.version,
    product: properties.product,
    ...(erlangVersion && { erlangVersion }),
    image: sources.image,
    ...identity,
    nodes: status?.running_nodes?.slice().sort() ?? [...sources.nodeNames],
    ...(featureFlags && { featureFlags }),
    overrides: [...sources.overrides],
  };
}

/** The server's properties, through the gate's user: refused until its import has completed. */
async function firstLogin(amqpUrl: string): Promise<ServerProperties> {
  const deadline = Date.now() + LOGIN_RETRY_MS;
  for (;;) {
    try {
      return await readServerProperties(amqpUrl, AMQP_CONNECT_TIMEOUT_MS);
    } catch (error) {
      if (!/ACCESS[-_]REFUSED/.test(String((error as Error).message)) || Date.now() > deadline) throw error;
      await sleep(LOGIN_RETRY_INTERVAL_MS);
    }
  }
}

/** The local image ID that ran, and the registry digest when the image came from a registry. */
async function imageIdentity(
  client: ContainerRuntimeClient,
  containerId: string,
  imageRef: string,
): Promise<Pick<BrokerInfo, "imageId" | "imageDigest">> {
  const docker = client.container.dockerode;
  const container = await docker.getContainer(containerId).inspect();
  const image = await docker.getImage(container.Image).inspect();
  const repository = imageRef.replace(/@.*$/, "").replace(/:[^:/]+$/, "");
  const digest =
    image.RepoDigests?.find((d) => d.startsWith(`${repository}@`)) ?? image.RepoDigests?.[0] ?? undefined;
  return { imageId: container.Image, ...(digest && { imageDigest: digest }) };
}
