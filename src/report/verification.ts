import type { TargetResult } from "../model/results.js";
import { viewVerification } from "../model/verification.js";
import { text } from "./markdown-syntax.js";

/**
 * One line from a target's verification record, e.g. "verified: RabbitMQ 4.0.5, metadata store
 * khepri, 3 running members; probe queue quorum, 3 members, leader rabbit@x". Undefined when the
 * target has no verification.
 */
export function verificationSummary(target: TargetResult): string | undefined {
  if (!target.verification) return undefined;
  const record = viewVerification(target.verification);
  if (record.notVerified !== undefined) return `not verified: ${record.notVerified}`;
  const parts: string[] = [];
  if (record.serverVersion !== undefined) parts.push(`RabbitMQ ${record.serverVersion}`);
  if (record.metadataStore !== undefined) parts.push(`metadata store ${record.metadataStore}`);
  if (record.members !== undefined) parts.push(`${record.members.length} running member(s)`);
  const described = record.queues.map((queue) => {
    const details = [queue.kind ?? "unknown"];
    if (queue.kind === "classic-mirrored") {
      details.push(`synchronised mirrors ${(queue.synchronisedMirrors ?? []).join(", ")}`);
    }
    if (queue.members) details.push(`${queue.members.length} member(s)`, `leader ${queue.leader ?? "none"}`);
    return `probe queue ${details.join(", ")}`;
  });
  return `verified: ${[parts.join(", "), ...described].filter((p) => p !== "").join("; ")}`;
}

/** What the gate set in the target's setup (docs/brokers.md); "" when nothing. */
export const overridesLine = ({ broker }: TargetResult): string =>
  broker.overrides?.length ? `Set by the gate: ${broker.overrides.map((o) => text(o)).join("; ")}` : "";
