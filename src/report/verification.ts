import type { TargetResult } from "../model/results.js";

interface QueueRecord {
  name?: string;
  kind?: string;
  members?: string[];
  leader?: string;
  synchronisedMirrors?: string[];
}

/**
 * One line from a target's verification record, e.g. "verified: RabbitMQ 4.0.5, metadata store
 * khepri, 3 running members; probe queue quorum, 3 members, leader rabbit@x". Undefined when the
 * target has no verification.
 */
export function verificationSummary(target: TargetResult): string | undefined {
  const record = target.verification;
  if (!record) return undefined;
  if (typeof record.notVerified === "string") return `not verified: ${record.notVerified}`;
  const parts: string[] = [];
  if (typeof record.serverVersion === "string") parts.push(`RabbitMQ ${record.serverVersion}`);
  if (typeof record.metadataStore === "string") parts.push(`metadata store ${record.metadataStore}`);
  if (Array.isArray(record.members)) parts.push(`${record.members.length} running member(s)`);
  const queues = Array.isArray(record.queues) ? (record.queues as QueueRecord[]) : [];
  const described = queues.map((queue) => {
    const details = [queue.kind ?? "unknown"];
    if (queue.kind === "classic-mirrored") {
      details.push(`synchronised mirrors ${(queue.synchronisedMirrors ?? []).join(", ")}`);
    }
    if (queue.members) details.push(`${queue.members.length} member(s)`, `leader ${queue.leader ?? "none"}`);
    return `probe queue ${details.join(", ")}`;
  });
  return `verified: ${[parts.join(", "), ...described].filter((p) => p !== "").join("; ")}`;
}
