import type { MetadataStore } from "../model/config.js";
import type { Verification, VerifiedQueue } from "../model/verification.js";
import type { MetadataStoreStatus } from "./rabbitmqctl-output.js";
import {
  MIRRORED_QUEUE_REPLICAS,
  expectedQuorumMembers,
  parseVersion,
  type VersionRules,
} from "./versions.js";

/**
 * Judging a verification against the target's spec: pure, one phrase per disagreement, so a
 * failed target names everything that is not what its spec says.
 */

/** The metadata store from the answers the version has; disagreements between them are listed. */
export function decideMetadataStore(
  rules: VersionRules,
  evidence: { status?: MetadataStoreStatus | Error; khepriFlag?: string },
): { store: MetadataStore; evidence: string[]; conflicts: string[] } {
  const lines: string[] = [];
  const conflicts: string[] = [];
  let fromStatus: MetadataStore | undefined;
  let fromFlag: MetadataStore | undefined;
  if (rules.metadataStoreStatus && evidence.status !== undefined) {
    if (evidence.status instanceof Error) {
      lines.push(`metadata_store_status failed: ${evidence.status.message}`);
    } else {
      fromStatus = evidence.status.store;
      lines.push(
        evidence.status.store === "khepri" && evidence.status.members.length > 0
          ? `metadata_store_status: khepri, Raft members ${evidence.status.members.join(", ")}, leader ${evidence.status.leader ?? "none"}`
          : `metadata_store_status: ${evidence.status.store}`,
      );
    }
  }
  if (rules.khepriFeatureFlag) {
    if (evidence.khepriFlag === undefined) {
      lines.push("khepri_db feature flag: not listed");
    } else {
      fromFlag = evidence.khepriFlag === "enabled" ? "khepri" : "mnesia";
      lines.push(`khepri_db feature flag: ${evidence.khepriFlag}`);
    }
  } else {
    lines.push(`RabbitMQ ${rules.series} has mnesia only`);
  }
  if (fromStatus && fromFlag && fromStatus !== fromFlag) {
    conflicts.push(
      `metadata_store_status says ${fromStatus} but the khepri_db feature flag says ${fromFlag}`,
    );
  }
  const store = fromStatus ?? fromFlag ?? (rules.khepriFeatureFlag ? undefined : "mnesia");
  if (!store) {
    conflicts.push("the broker did not say which metadata store it runs");
    return { store: rules.defaultMetadataStore, evidence: lines, conflicts };
  }
  return { store, evidence: lines, conflicts };
}

/** Every way the verification disagrees with the spec, one phrase each; empty when it matches. */
export function disagreements(verification: Verification, serverVersions: Record<string, string>): string[] {
  const found: string[] = [];
  const { expected } = verification;
  const distinct = [...new Set(Object.values(serverVersions))];
  if (distinct.length > 1) found.push(`nodes run different versions (${JSON.stringify(serverVersions)})`);
  if (expected.serverVersion !== undefined) {
    const wanted = parseVersion(expected.serverVersion);
    const actual = parseVersion(verification.serverVersion);
    const same =
      wanted &&
      actual &&
      wanted.major === actual.major &&
      wanted.minor === actual.minor &&
      (wanted.patch === undefined || wanted.patch === actual.patch);
    if (!same) {
      found.push(
        `server version is ${verification.serverVersion}, the image tag says ${expected.serverVersion}`,
      );
    }
  }
  if (verification.metadataStore !== expected.metadataStore) {
    found.push(
      `metadata store is ${verification.metadataStore} (${verification.metadataStoreEvidence.join("; ")}), spec wants ${expected.metadataStore}`,
    );
  }
  if (verification.members.length !== expected.nodes) {
    found.push(
      `${verification.members.length} running cluster member(s) (${verification.members.join(", ") || "none"}), spec wants ${expected.nodes}`,
    );
  }
  for (const queue of verification.queues) found.push(...queueDisagreements(queue, expected));
  return found;
}

/** How a queue differs from the spec; the probe is read again until this is empty or time is up. */
export function queueDisagreements(queue: VerifiedQueue, expected: Verification["expected"]): string[] {
  const found: string[] = [];
  const label = `queue ${queue.name}`;
  if (queue.kind !== expected.queueType) {
    const detail =
      queue.type === "classic" && queue.mirrors !== undefined
        ? ` (${queue.synchronisedMirrors?.length ?? 0} synchronised of ${queue.mirrors.length} mirror(s), policy ${queue.policy === undefined ? "not reported" : (queue.policy ?? "none")})`
        : "";
    found.push(`${label} is ${queue.kind}${detail}, spec wants ${expected.queueType}`);
    return found;
  }
  if (expected.queueType === "classic-mirrored") {
    const wanted = Math.min(MIRRORED_QUEUE_REPLICAS, expected.nodes) - 1;
    if ((queue.synchronisedMirrors?.length ?? 0) !== wanted) {
      found.push(
        `${label} has ${queue.synchronisedMirrors?.length ?? 0} synchronised mirror(s) (${queue.synchronisedMirrors?.join(", ") ?? ""}), the policy asks for ${wanted}`,
      );
    }
  }
  if (expected.queueType === "quorum") {
    const wanted = expectedQuorumMembers(expected.nodes);
    const members = queue.members ?? [];
    if (members.length !== wanted) {
      found.push(`${label} has ${members.length} member(s) (${members.join(", ")}), expected ${wanted}`);
    }
    if (!queue.leader || !members.includes(queue.leader)) {
      found.push(`${label} has no leader among its members (leader: ${queue.leader ?? "none"})`);
    }
    const offline = members.filter((m) => !(queue.online ?? []).includes(m));
    if (offline.length > 0) found.push(`${label} has members offline: ${offline.join(", ")}`);
  }
  return found;
}
