/**
 * Messages between the coordinator (main thread) and the load workers. Every command carries an
 * id and gets exactly one reply with that id; unsolicited events report failures and warnings.
 * Values cross threads by structured clone (bigint and typed arrays included).
 */

export type AckMode = "single" | "multiple" | "auto";

export type ConfirmMode = "sliding" | "batch";

export interface PublisherSettings {
  messageSizeBytes: number;
  confirms: boolean;
  /** Unconfirmed messages in flight per publisher when confirms are on. */
  confirmWindow: number;
  /** sliding: each confirm frees room for more; batch: a full window waits until all of it is confirmed. */
  confirmMode: ConfirmMode;
  persistent: boolean;
  /** Messages per second per publisher; 0 publishes as fast as the broker takes them. */
  publishRatePerSecond: number;
  /**
   * Messages per publisher published but not yet delivered to a consumer; a publisher at the limit
   * waits for a delivery. 0: no limit.
   */
  inFlight: number;
}

export interface ConsumerSettings {
  /** basic.qos prefetch count per consumer; 0 means unlimited. */
  prefetch: number;
  ackMode: AckMode;
  /** With ackMode "multiple": ack (multiple=true) once this many deliveries are unacked. */
  multipleAckEvery: number;
  /** Publisher ids below this belong to the trial; others are counted as foreign. */
  publisherCount: number;
  /** basic.consume arguments the queue type needs (a stream's x-stream-offset). */
  consumeArguments?: Record<string, unknown> | undefined;
}

export interface ClientSpec {
  /** Global index of the publisher or consumer in the trial. */
  index: number;
  url: string;
  queue: string;
  /** Publishers: the exchange to publish to, with the queue's name as routing key ("" = default). */
  exchange: string;
  /** AMQP 1.0 publishers: the address of `exchange` with the queue's name (see amqp10/address.ts). */
  targetAddress?: string;
  /** AMQP 1.0 consumers: the queue's address. */
  sourceAddress?: string;
  /** MQTT: the protocol version and session (the topic is the queue's name). */
  mqtt?: MqttClientSettings;
}

/** How an MQTT client connects: its protocol version and whether the broker keeps its session. */
export interface MqttClientSettings {
  version: "3.1.1" | "5";
  /** clean: the session ends with the connection; persistent: the broker keeps it (and its queue). */
  session: "clean" | "persistent";
}

/** The protocol a worker's publishers and consumers speak (as config.ts's Protocol). */
export type LoadProtocol = "amqp091" | "amqp10" | "stream" | "mqtt";

export interface WorkerCommon {
  /** Omitted: AMQP 0.9.1. */
  protocol?: LoadProtocol;
  connectTimeoutMs: number;
  /** Prefix of connection names shown in the management UI. */
  connectionNamePrefix: string;
  /** false: the window's marks leave latency recording off, so no message costs a histogram entry. */
  recordLatencies?: boolean;
  /**
   * Deliveries per publisher id, shared by every worker (its buffer is a SharedArrayBuffer):
   * consumers count, publishers with an `inFlight` limit wait on it. Absent without a limit.
   */
  deliveredByPublisher?: Int32Array;
}

export type WorkerInit =
  | (WorkerCommon & { role: "publisher"; clients: ClientSpec[]; settings: PublisherSettings })
  | (WorkerCommon & { role: "consumer"; clients: ClientSpec[]; settings: ConsumerSettings })
  /** The server of the rpc scenario: consumes `queue`, answers each request to its reply-to. */
  | (WorkerCommon & { role: "rpc-server"; url: string; queue: string; settings: RpcServerSettings })
  /** Loads the worker module and answers, without a broker: proves the worker can start. */
  | { role: "selftest" };

export interface RpcServerSettings {
  /** manual: ack each request after its reply is published; auto: the broker forgets it on delivery. */
  ackMode: "manual" | "auto";
  /** basic.qos prefetch with manual acks. */
  prefetch: number;
  /** basic.consume arguments the queue type needs (a stream's x-stream-offset). */
  consumeArguments?: Record<string, unknown> | undefined;
  /**
   * Faults injected on purpose, by the 1-based number of the request received: the integration
   * tests prove with them that a missing, wrong or duplicated reply invalidates the trial.
   */
  faults?: { drop?: number; corrupt?: number; duplicate?: number };
}

export interface RpcServerReport {
  /** Requests delivered to the server. */
  received: number;
  /** Replies published (a duplicated reply counts once). */
  replied: number;
  /** Requests without a reply-to or correlation id: nothing to answer. */
  malformed: number;
}

export type WorkerCommand =
  | { id: number; command: "connect" }
  /** Publishers begin publishing (consumers consume from connect on). */
  | { id: number; command: "start" }
  /** Snapshot counters; "windowStart" turns latency recording on, "windowEnd" off. */
  | { id: number; command: "mark"; label: "windowStart" | "windowEnd" }
  /** Publishers: stop, wait for outstanding confirms, close, report. */
  | { id: number; command: "stop"; confirmTimeoutMs: number }
  /** Consumers: distinct messages consumed so far. */
  | { id: number; command: "progress" }
  /** Consumers: cancel, ack what is pending, close, report. The rpc server: the same, its report. */
  | { id: number; command: "finish" }
  /** Close every connection now (failure path). */
  | { id: number; command: "close" }
  | { id: number; command: "ping" };

export interface MarkSnapshot {
  atNs: bigint;
  /** CPU time of the worker thread (user + system) in µs; -1 where Node cannot tell. */
  threadCpuUs: number;
  published: number;
  confirmed: number;
  consumed: number;
}

export interface PublisherReport {
  published: number;
  confirmed: number;
  nacked: number;
  returned: number;
  /** Compressed base64 HDR histogram of confirm latency (µs) inside the window. */
  confirmLatency: string;
  warnings: string[];
}

export interface ConsumerReport {
  /** Every delivery, duplicates included. */
  delivered: number;
  uniqueConsumed: number;
  duplicates: number;
  foreign: number;
  /** Seen sequence numbers by publisher id, for the coordinator's cross-worker merge. */
  bitmaps: (Uint32Array | undefined)[];
  /** Compressed base64 HDR histogram of end-to-end latency (µs) inside the window. */
  e2eLatency: string;
  warnings: string[];
}

export interface ProgressReport {
  uniqueConsumed: number;
}

export type WorkerReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

export type WorkerEvent =
  /** Something broke outside a command (connection lost, consumer cancelled by the broker). */
  { event: "fatal"; message: string } | { event: "warning"; message: string };

export type WorkerMessage = WorkerReply | WorkerEvent;
