import type { TargetResult } from "../baseline/results.js";
import type { SideBySide } from "../compare/side-by-side.js";
import { renderConsole, type ConsoleOptions } from "./console.js";
import { renderMarkdown } from "./markdown.js";

/**
 * Two targets of one run side by side: a short head (which target plays which side, how they
 * differ, what each broker verified itself to be), then the ordinary comparison report with the
 * reference as baseline and the candidate as current.
 */

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

function sides(pair: SideBySide): { role: string; target: TargetResult }[] {
  return [
    { role: "reference (baseline side)", target: { ...pair.referenceView.targets[0]!, id: pair.reference } },
    { role: "candidate (current side)", target: { ...pair.candidateView.targets[0]!, id: pair.candidate } },
  ];
}

export function renderSideBySideMarkdown(pair: SideBySide): string {
  const head = [
    `## Side by side: \`${pair.candidate}\` against \`${pair.reference}\``,
    ...sides(pair).map(
      ({ role, target }) =>
        `- ${role}: \`${target.id}\`${verificationSummary(target) ? ` (${verificationSummary(target)})` : ""}`,
    ),
    pair.differences.length > 0
      ? `\nThey differ in: ${pair.differences.map((d) => `\`${d}\``).join(", ")}.`
      : "\nThe two targets have the same settings.",
  ].join("\n");
  return `${head}\n\n${renderMarkdown(pair.candidateView, pair.comparison)}`;
}

export function renderSideBySideConsole(pair: SideBySide, options: ConsoleOptions = {}): string {
  const head = [
    `side by side: ${pair.candidate} against ${pair.reference}`,
    ...sides(pair).map(
      ({ role, target }) =>
        `  ${role}: ${target.id}${verificationSummary(target) ? ` (${verificationSummary(target)})` : ""}`,
    ),
    `  differences: ${pair.differences.length > 0 ? pair.differences.join("; ") : "none in the settings"}`,
  ];
  return `${head.join("\n")}\n\n${renderConsole(pair.candidateView, pair.comparison, options)}`;
}
