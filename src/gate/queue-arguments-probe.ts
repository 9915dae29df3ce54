import { AdminSession, queueOptions } from "../amqp/admin.js";
import { errorMessage } from "../load/timeouts.js";
import type { StartedBroker } from "../brokers/provider.js";
import type { TargetConfig } from "../model/config.js";
import { InputError } from "../model/errors.js";
import { oneLine } from "../model/one-line.js";
import type { QueueArguments } from "../model/queue-arguments.js";
import type { ResolvedScenario } from "./resolve.js";

const PROBE_TIMEOUT_MS = 15_000;

/**
 * The broker's own reason in an amqplib channel-close message (`… with message "PRECONDITION_FAILED
 * - invalid arg 'x-max-length' …"`), or the whole message when it has none; on one line.
 */
export function brokerReason(message: string): string {
  const quoted = /with message "(?<reason>.*)"/s.exec(message)?.groups?.reason;
  return oneLine(quoted ?? message).trim();
}

/**
 * True when an error is the broker closing the channel with a reply code (406 PRECONDITION_FAILED
 * and the like): a refusal of what was asked, unlike a lost connection or a timeout.
 */
export function isBrokerRefusal(message: string): boolean {
  return /\b[45]\d\d \([A-Z_-]+\)/.test(message);
}

/**
 * Declares a probe queue with each scenario's queue arguments on the target, then deletes it:
 * a value the broker refuses stops the run before the first trial with a bad-input error that
 * names the scenario's field and quotes the broker, instead of failing a trial minutes later.
 * Identical arguments are probed once.
 */
export async function probeQueueArguments(
  broker: StartedBroker,
  target: TargetConfig,
  scenarios: readonly ResolvedScenario[],
  prefix: string,
): Promise<void> {
  const wanted = new Map<string, { args: QueueArguments; scenario: ResolvedScenario }>();
  for (const scenario of scenarios) {
    const args = scenario.scenario.queueArguments?.(scenario.params);
    if (!args || Object.keys(args).length === 0) continue;
    const key = JSON.stringify(args);
    if (!wanted.has(key)) wanted.set(key, { args, scenario });
  }
  if (wanted.size === 0) return;
  await using admin = await AdminSession.open(
    broker.amqpUrls[0]!,
    `${prefix} queue arguments probe`,
    PROBE_TIMEOUT_MS,
  );
  let n = 0;
  for (const { args, scenario } of wanted.values()) {
    const name = `${prefix}-queue-args-${n++}`;
    try {
      await admin.declareQueue(name, queueOptions(target.queueType, false, args), "declare probe queue");
    } catch (error) {
      if (!isBrokerRefusal(errorMessage(error))) throw error;
      throw new InputError(
        `scenario '${scenario.name}' params.queueArgs`,
        `target '${target.id}' (${target.queueType} queues) refused them: ${brokerReason(errorMessage(error))}`,
        { cause: error },
      );
    }
    await admin.deleteQueues([name], "delete probe queue");
  }
}
