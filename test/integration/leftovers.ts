import { randomUUID } from "node:crypto";
import type { TestProject } from "vitest/node";
import { removeLabelledResources, removeOrphans } from "../../src/brokers/docker-resources.js";
import { POOL_LABEL } from "./docker-resources.js";

/**
 * Vitest global setup. Before the run it removes containers and networks the gate created in
 * processes that no longer exist on this host (a test run killed before its clean-up), and gives
 * the run the value of its broker pool label (broker.ts: the brokers test files share). After the
 * run it removes the pool's brokers, then sweeps again. Brokers of live processes, e.g. another
 * test run on the same engine, are left alone.
 */
const poolId = randomUUID();

export async function setup(project: TestProject): Promise<void> {
  project.provide("brokerPool", poolId);
  await sweep();
}

export async function teardown(): Promise<void> {
  try {
    await removeLabelledResources(POOL_LABEL, poolId);
  } catch {
    // No engine: the tests that needed one have failed already.
  }
  await sweep();
}

async function sweep(): Promise<void> {
  let removed: string[];
  try {
    removed = await removeOrphans();
  } catch {
    return; // No engine: nothing can be left over, and the tests report the missing engine.
  }
  if (removed.length > 0) {
    console.warn(`removed containers/networks of ${removed.length} broker run(s) whose process had exited`);
  }
}
