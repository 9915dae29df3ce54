import * as core from "@actions/core";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CacheBackend } from "../baseline/actions-cache-store.js";
import { InputError } from "../model/errors.js";

/**
 * The runner's cache service for the actions-cache baseline store. The directory is fixed per
 * runner (RUNNER_TEMP), because the cache versions an entry by its paths: saving and restoring
 * must name the same one.
 */
export async function actionsCacheBackend(env: NodeJS.ProcessEnv = process.env): Promise<CacheBackend> {
  // Loaded only for this store: the cache client (Azure storage SDK) is most of the bundle's size.
  const cache = await import("@actions/cache");
  if (!cache.isFeatureAvailable()) {
    throw new InputError(
      "baseline.store",
      "'actions-cache' needs the Actions cache service, which this runner does not offer; use 'git-branch' or 'file'",
    );
  }
  return {
    directory: join(env.RUNNER_TEMP ?? tmpdir(), "rabbitmq-perf-gate-baselines"),
    restore: (paths, primaryKey, restoreKeys) => cache.restoreCache(paths, primaryKey, restoreKeys),
    async save(paths, key) {
      // -1: the cache did not take it (an entry with this key exists, or the service refused);
      // @actions/cache has already logged why.
      const id = await cache.saveCache(paths, key);
      if (id === -1) core.warning(`The Actions cache did not store '${key}' (see the message above).`);
    },
  };
}
