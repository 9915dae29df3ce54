import { errorMessage } from "../../load/timeouts.js";
import { readAlarms } from "../../brokers/alarms.js";
import { queueDepth, vhostOf } from "../../brokers/cluster-state.js";
import { readMemoryBreakdown, type NodeMemory } from "../../brokers/memory-breakdown.js";
import type { StartedBroker } from "../../brokers/provider.js";
import { recordAlarms, type AlarmSighting } from "./timeline.js";

/** What backlog-drain reads from the broker itself while a trial runs (run.ts). */

/** The broker's alarms and queue depths are read this often. */
const BROKER_POLL_MS = 500;

/**
 * Reads the broker while the trial runs, through the management API where there is one: the alarms
 * in effect and the queues' depths, every BROKER_POLL_MS, and the memory per node when asked. A
 * reading that fails is reported once, and the trial goes on without it.
 */
export class BrokerMonitor {
  readonly alarms: AlarmSighting[] = [];
  peakBytes: number | undefined;
  readonly problems: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly managementUrl: string | undefined;

  constructor(
    private readonly broker: StartedBroker,
    private readonly queues: readonly string[],
  ) {
    this.managementUrl = broker.managementUrls[0];
  }

  /** Whether the broker can be read at all (it has a management API). */
  get reads(): boolean {
    return this.managementUrl !== undefined;
  }

  start(now: () => number): void {
    if (!this.managementUrl) {
      this.problems.push(
        "the target has no management API: alarms are known only from blocked publishers, and the backlog's bytes and the memory per node are not measured",
      );
      return;
    }
    const poll = async () => {
      await this.readOnce(now);
      if (!this.stopped) this.timer = setTimeout(() => (this.running = poll()), BROKER_POLL_MS);
    };
    this.running = poll();
  }

  /** Stops the readings; one under way is awaited. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  async readMemory(): Promise<NodeMemory[] | undefined> {
    if (!this.managementUrl) return undefined;
    try {
      return await readMemoryBreakdown(this.managementUrl);
    } catch (error) {
      this.problem(`the memory per node could not be read: ${errorMessage(error)}`);
      return undefined;
    }
  }

  private async readOnce(now: () => number): Promise<void> {
    const url = this.managementUrl!;
    try {
      recordAlarms(this.alarms, await readAlarms(url), now());
    } catch (error) {
      this.problem(`the broker's alarms could not be read: ${errorMessage(error)}`);
    }
    try {
      const vhost = vhostOf(this.broker.amqpUrls[0]!);
      let bytes: number | undefined;
      let messages = 0;
      for (const queue of this.queues) {
        const depth = await queueDepth(url, vhost, queue);
        messages += depth.messages ?? 0;
        if (depth.bytes !== undefined) bytes = (bytes ?? 0) + depth.bytes;
      }
      // A reading of no messages says the statistics had not caught up, not that the queues were empty.
      if (bytes !== undefined && messages > 0) this.peakBytes = Math.max(this.peakBytes ?? 0, bytes);
    } catch (error) {
      this.problem(`the queues' depths could not be read: ${errorMessage(error)}`);
    }
  }

  private problem(text: string): void {
    if (!this.problems.includes(text)) this.problems.push(text);
  }
}
