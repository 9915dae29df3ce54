import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { AdminSession, queueOptions } from "../amqp/admin.js";
import type { QueueType, TargetConfig } from "../model/config.js";
import type { Verification, VerificationRecord, VerifiedQueue } from "../model/verification.js";
import { decideMetadataStore, disagreements, queueDisagreements } from "./verification-rules.js";
import { clusterFacts, parseMetadataStoreStatus, type MetadataStoreStatus } from "./rabbitmqctl-output.js";
import { describeQueue, readClusterStatus, readQueue } from "./management-facts.js";
import { BrokerError } from "../model/errors.js";
import type { StartedBroker } from "./provider.js";
import {
  effectiveMetadataStore,
  parseVersion,
  rulesFor,
  versionFromImage,
  type VersionRules,
} from "./versions.js";

/**
 * Asks the broker itself what it is (server version, metadata store, running members, and how a
 * queue declared like the scenarios' queues really turned out) and compares that with the
 * target's spec. The record goes into the results as `verification`; any disagreement fails the
 * target with a message listing them.
 *
 * Queue-level facts need a queue: verification declares a probe queue under the scenarios' name
 * prefix (so the mirroring policy applies to it) with the arguments the scenarios use, reads it
 * through the management API, and deletes it. A queue counts as mirrored only when the broker lists
 * synchronised mirrors for it; a classic queue is never reported as mirrored otherwise.
 */

const PROBE_TIMEOUT_MS = 15_000;
/** How long a probe queue may take to show what the spec claims (mirrors synchronise, members join). */
const SETTLE_TIMEOUT_MS = 20_000;
const SETTLE_POLL_MS = 500;

export interface VerifyOptions {
  /** Default SETTLE_TIMEOUT_MS; a broker that does not meet its spec is refused only after it. */
  settleTimeoutMs?: number;
}

type Exec = NonNullable<StartedBroker["exec"]>;

async function run(exec: Exec, command: readonly string[]): Promise<string> {
  const result = await exec(0, command);
  if (result.exitCode !== 0) {
    throw new Error(`${command.join(" ")} exited ${result.exitCode}: ${result.output.trim().slice(0, 300)}`);
  }
  return result.output;
}

/**
 * Declares the probe, waits until it looks as the spec wants (mirrors sync, members come online)
 * or the time is up, and returns what the broker said last. The probe is always deleted.
 */
async function verifyProbeQueue(
  broker: StartedBroker,
  queueType: QueueType,
  expected: Verification["expected"],
  rules: VersionRules,
  settleTimeoutMs: number,
): Promise<VerifiedQueue> {
  const name = `perf-gate-verify-${randomBytes(4).toString("hex")}`;
  await using admin = await AdminSession.open(
    broker.amqpUrls[0]!,
    "perf-gate verification",
    PROBE_TIMEOUT_MS,
  );
  await admin.declareQueue(name, queueOptions(queueType, false), "declare probe queue");
  try {
    const deadline = Date.now() + settleTimeoutMs;
    for (;;) {
      // A queue the API does not list yet is read again, as one that does not look right yet is.
      const reading = await readQueue(broker.managementUrls[0]!, name);
      const queue = reading && describeQueue(reading.row, reading.pids, rules);
      // Where classic queues can be mirrored, the policy says why one is or is not: read again
      // until the answer names it (with the queue's first statistics, within about 5 s).
      const settled =
        queue !== undefined &&
        queueDisagreements(queue, expected).length === 0 &&
        !(queue.mirrors !== undefined && queue.policy === undefined);
      if (settled) return queue;
      if (Date.now() >= deadline) {
        if (!queue) throw new Error(`probe queue ${name} is not listed by the management API`);
        return queue;
      }
      await sleep(SETTLE_POLL_MS);
    }
  } finally {
    await admin.deleteQueues([name], "delete probe queue");
  }
}

/**
 * The verification of one started target: the record for the results, or a `BrokerError` naming
 * every disagreement with the spec. External brokers (no commands) are recorded, not judged.
 */
export async function verifyBroker(
  broker: StartedBroker,
  target: TargetConfig,
  options: VerifyOptions = {},
): Promise<VerificationRecord> {
  const exec = broker.exec?.bind(broker);
  if (!exec || target.provider !== "testcontainers") {
    return {
      serverVersion: broker.info.serverVersion,
      members: broker.info.nodes,
      notVerified:
        "external broker: the gate cannot run rabbitmqctl on it, so store and queues are not checked",
    };
  }
  try {
    // The version the broker announced on connection picks the rules; the cluster's own report of
    // it is checked against the spec below. Members, versions, flags and the probe queue come from
    // the management API; only the metadata store's status is a command (a CLI VM of its own).
    const announced = parseVersion(broker.info.serverVersion);
    if (!announced) {
      throw new Error(
        `the server reports version '${broker.info.serverVersion}', which the version rules cannot read`,
      );
    }
    const rules = rulesFor(announced);
    const tagVersion = versionFromImage(target.image);
    const expected: Verification["expected"] = {
      metadataStore: effectiveMetadataStore(target.metadataStore, rules),
      nodes: target.nodes,
      queueType: target.queueType,
      ...(tagVersion && { serverVersion: tagVersion.text }),
    };
    const [clusterStatus, status, queue] = await Promise.all([
      readClusterStatus(broker.managementUrls),
      rules.metadataStoreStatus
        ? run(exec, ["rabbitmq-diagnostics", "-q", "metadata_store_status", "--formatter", "json"])
            .then(parseMetadataStoreStatus)
            .catch((error: unknown) => error as Error)
        : Promise.resolve<MetadataStoreStatus | Error | undefined>(undefined),
      verifyProbeQueue(
        broker,
        target.queueType,
        expected,
        rules,
        options.settleTimeoutMs ?? SETTLE_TIMEOUT_MS,
      ),
    ]);
    const cluster = clusterFacts(clusterStatus);
    const serverVersion = Object.values(cluster.versions)[0] ?? broker.info.serverVersion;
    const decided = decideMetadataStore(rules, {
      ...(status !== undefined && { status }),
      ...(cluster.featureFlags.khepri_db !== undefined && { khepriFlag: cluster.featureFlags.khepri_db }),
    });
    const verification: Verification = {
      serverVersion,
      metadataStore: decided.store,
      metadataStoreEvidence: decided.evidence,
      ...(status !== undefined &&
        !(status instanceof Error) &&
        status.store === "khepri" &&
        status.members.length > 0 && { khepri: { members: status.members, leader: status.leader } }),
      members: cluster.runningNodes,
      queues: [queue],
      expected,
    };
    const problems = [...decided.conflicts, ...disagreements(verification, cluster.versions)];
    if (problems.length > 0) {
      throw new BrokerError(
        `target '${target.id}' is not what its spec says: ${problems.join("; ")}`,
        await broker.logTail(20),
      );
    }
    return verification;
  } catch (error) {
    if (error instanceof BrokerError) throw error;
    throw new BrokerError(
      `target '${target.id}': verification failed: ${(error as Error).message}`,
      await broker.logTail(20),
      { cause: error },
    );
  }
}
