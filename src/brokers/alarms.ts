import { z } from "zod";
import { maskUrlCredentials } from "../model/logger.js";
import { managementRequest } from "./external.js";

/**
 * The resource alarms in effect in a cluster (memory, disk), as the management API's health check
 * reports them: `GET /api/health/checks/alarms` answers 200 when there is none and 503 with the
 * list when there are (computed on the node when asked, not from the periodic statistics). While
 * an alarm is in effect the broker blocks every publishing connection. The answer is untrusted.
 */

const HTTP_TIMEOUT_MS = 5_000;

const AlarmsAnswerSchema = z.object({
  status: z.string(),
  alarms: z
    .array(
      z.object({
        node: z.string().min(1).max(255),
        resource: z.string().min(1).max(64),
      }),
    )
    .max(1_000)
    .optional(),
});

export interface ResourceAlarm {
  node: string;
  /** "memory" or "disk" (free disk space), as the broker names it. */
  resource: string;
}

/** Reads a health-check answer: its alarms, or a one-line reason it cannot be read. */
export function parseAlarms(httpStatus: number, answer: unknown): ResourceAlarm[] {
  const parsed = AlarmsAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new Error(`the alarms health check answered ${httpStatus} without a status`);
  if (httpStatus === 200) return [];
  if (httpStatus !== 503 || parsed.data.alarms === undefined) {
    throw new Error(
      `the alarms health check answered ${httpStatus} (${parsed.data.status}) without a list of alarms`,
    );
  }
  return parsed.data.alarms.map(({ node, resource }) => ({ node, resource }));
}

/** The alarms in effect in the whole cluster, asked of one node's management API. */
export async function readAlarms(managementUrl: string): Promise<ResourceAlarm[]> {
  const { url, headers } = managementRequest(managementUrl, "api/health/checks/alarms");
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new Error(`GET ${maskUrlCredentials(url)} answered ${response.status} without JSON`);
  }
  return parseAlarms(response.status, answer);
}

/** The broker's reason in connection.blocked, as the resource it names. */
export function resourceOfBlockReason(reason: string): string | undefined {
  if (/memory/i.test(reason)) return "memory";
  if (/disk/i.test(reason)) return "disk";
  return undefined;
}
