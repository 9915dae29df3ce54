import type { Histogram } from "hdr-histogram-js";
import { clientFailure } from "./client-failure.js";
import { DeliveryAccounting } from "./delivery-accounting.js";
import type { PublisherHooks } from "./publisher-core.js";
import type { SequenceTracker } from "./sequence-tracker.js";
import type { ClientSpec, ConsumerSettings } from "./worker-messages.js";

/** What a consumer tells its worker: a fatal failure (the trial stops) or a warning. */
export type ConsumerHooks = PublisherHooks;

/**
 * What every consumer of the load shares, whatever its protocol: its place and settings, the
 * accounting of what it receives, and one fatal report at most (none once it is closing). A
 * protocol's consumer (amqp091/, amqp10/, stream/) adds the connection, the subscription and its
 * flow control and acks.
 */
export abstract class ConsumerCore {
  protected readonly spec: ClientSpec;
  protected readonly settings: ConsumerSettings;
  protected readonly hooks: ConsumerHooks;
  /** Its deliveries counted: read by the worker, which also turns recording on and off. */
  readonly accounting: DeliveryAccounting;
  protected closing = false;

  constructor(
    spec: ClientSpec,
    settings: ConsumerSettings,
    hooks: ConsumerHooks,
    tracker: SequenceTracker,
    e2eHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ) {
    this.spec = spec;
    this.settings = settings;
    this.hooks = hooks;
    this.accounting = new DeliveryAccounting(
      settings.publisherCount,
      tracker,
      e2eHistogram,
      deliveredByPublisher,
    );
  }

  abstract connect(connectTimeoutMs: number, connectionName: string): Promise<void>;

  /**
   * Connects; a failure names this consumer ("consumer 0: connection lost (write EPIPE)") and is
   * its one report: what its client says after (the connection's close) is not reported again.
   */
  async open(connectTimeoutMs: number, connectionName: string): Promise<void> {
    try {
      await this.connect(connectTimeoutMs, connectionName);
    } catch (error) {
      this.closing = true;
      throw new Error(clientFailure(`consumer ${this.spec.index}`, error), { cause: error });
    }
  }

  /** Stops receiving, acknowledges what it holds, closes. */
  abstract finish(timeoutMs: number): Promise<void>;
  abstract close(): Promise<void>;

  protected fail(message: string): void {
    if (this.closing) return;
    this.closing = true;
    this.hooks.onFatal(message);
  }
}
