import { removeOrphans } from "../../src/brokers/docker-resources.js";

/**
 * Vitest global setup: before and after the whole run, removes containers and networks the gate
 * created in processes that no longer exist on this host (a test run killed before its clean-up).
 * Brokers of live processes, e.g. another test run on the same engine, are left alone.
 */
export async function setup(): Promise<void> {
  await sweep();
}

export async function teardown(): Promise<void> {
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
