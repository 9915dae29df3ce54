import { readServerProperties } from "../amqp/server-properties.js";
import type { ExternalTarget, TargetConfig } from "../model/config.js";
import { BrokerError } from "../model/errors.js";
import { withBasicAuth } from "../model/http.js";
import { maskUrlCredentials } from "../model/logger.js";
import type { BrokerInfo, BrokerProvider, StartOptions, StartedBroker } from "./provider.js";
import { defaultMetricsUrl, prometheusPageUrl } from "../work/prometheus.js";
import { CommandNodeFaults } from "./command-faults.js";

const CONNECT_TIMEOUT_MS = 15_000;
const HTTP_TIMEOUT_MS = 10_000;

/** Splits `http://user:pass@host/` into a credential-free URL and a Basic authorization header. */
export function managementRequest(
  baseUrl: string,
  path: string,
): { url: string; headers: Record<string, string> } {
  const joined = new URL(path.replace(/^\//, ""), baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  const { url, headers } = withBasicAuth(joined.toString());
  return { url, headers: { accept: "application/json", ...headers } };
}

/** GET a management API path as JSON; an answer other than 2xx throws with the (masked) URL. */
export async function getManagementJson(baseUrl: string, path: string): Promise<unknown> {
  const { url, headers } = managementRequest(baseUrl, path);
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  if (!response.ok) {
    throw new Error(`GET ${maskUrlCredentials(url)} answered ${response.status} ${response.statusText}`);
  }
  return response.json() as Promise<unknown>;
}

interface Overview {
  rabbitmq_version?: string;
  erlang_version?: string;
  product_name?: string;
}

/** Reads version, Erlang, members and enabled feature flags from the management HTTP API. */
export async function readManagementInfo(managementUrl: string): Promise<Partial<BrokerInfo>> {
  const overview = (await getManagementJson(managementUrl, "api/overview")) as Overview;
  const nodes = (await getManagementJson(managementUrl, "api/nodes")) as {
    name: string;
    running?: boolean;
  }[];
  let featureFlags: string[] | undefined;
  try {
    const flags = (await getManagementJson(managementUrl, "api/feature-flags")) as {
      name: string;
      state: string;
    }[];
    featureFlags = flags
      .filter((f) => f.state === "enabled")
      .map((f) => f.name)
      .sort();
  } catch {
    // Versions before 3.8 have no feature flag endpoint; the rest of the info still stands.
  }
  return {
    ...(overview.rabbitmq_version && { serverVersion: overview.rabbitmq_version }),
    ...(overview.erlang_version && { erlangVersion: overview.erlang_version }),
    ...(overview.product_name && { product: overview.product_name }),
    nodes: nodes.map((n) => n.name).sort(),
    ...(featureFlags && { featureFlags }),
  };
}

/**
 * A broker the user already runs (a GitHub job service, a staging cluster). The gate does not own
 * it: stopping is a no-op and there are no logs or commands to run on it; it loses a node only by
 * the commands the target's `nodeFaults` names.
 */
export class ExternalProvider implements BrokerProvider {
  readonly name = "external";

  async start(target: TargetConfig, options: StartOptions): Promise<StartedBroker> {
    const spec = target as ExternalTarget;
    const urls = [
      ...spec.amqpUrls,
      spec.managementUrl ?? "",
      ...(spec.metricsUrls ?? []),
      ...(spec.streamUrls ?? []),
      ...(spec.mqttUrls ?? []),
    ];
    for (const url of urls) {
      const password = url ? new URL(url).password : "";
      if (password) options.logger.addSecret(decodeURIComponent(password));
    }
    let properties: Awaited<ReturnType<typeof readServerProperties>>;
    try {
      properties = await readServerProperties(spec.amqpUrls[0]!, CONNECT_TIMEOUT_MS);
    } catch (error) {
      throw new BrokerError(
        `target '${spec.id}': cannot connect to ${maskUrlCredentials(spec.amqpUrls[0]!)}: ${(error as Error).message}`,
        undefined,
        { cause: error },
      );
    }
    let info: BrokerInfo = {
      serverVersion: properties.version,
      product: properties.product,
      ...(properties.platform && { erlangVersion: properties.platform }),
      nodes: [],
    };
    if (spec.managementUrl) {
      try {
        info = { ...info, ...(await readManagementInfo(spec.managementUrl)) };
      } catch (error) {
        options.logger.warn(
          `target '${spec.id}': management API at ${maskUrlCredentials(spec.managementUrl)} not readable (${(error as Error).message}); using the AMQP connection properties only`,
        );
      }
    }
    const broker: StartedBroker = {
      targetId: spec.id,
      provider: this.name,
      amqpUrls: spec.amqpUrls,
      managementUrls: spec.managementUrl ? [spec.managementUrl] : [],
      // A base URL (as managementUrl is written) means the plugin's page on it.
      metricsUrls: spec.metricsUrls?.map(prometheusPageUrl) ?? spec.amqpUrls.map(defaultMetricsUrl),
      ...(spec.metricsUrls && { metricsUrlsSetting: "targets[].metricsUrls" }),
      ...(spec.streamUrls && { streamUrls: spec.streamUrls }),
      ...(spec.mqttUrls && { mqttUrls: spec.mqttUrls }),
      info,
      ...(spec.nodeFaults && { faults: new CommandNodeFaults(spec.id, spec.nodeFaults) }),
      logTail: async () => "(external broker: its logs are not available to the gate)",
      stop: async () => {},
      [Symbol.asyncDispose]: async () => {},
    };
    return broker;
  }
}
