import type { BrokerProvider } from "./provider.js";
import { ExternalProvider } from "./external.js";
import { TestcontainersProvider } from "./testcontainers/provider.js";

/** Every broker provider by the name targets use in `provider:`; a new provider is one line here. */
export function createProviders(): ReadonlyMap<string, BrokerProvider> {
  const providers: BrokerProvider[] = [new TestcontainersProvider(), new ExternalProvider()];
  return new Map(providers.map((p) => [p.name, p]));
}
