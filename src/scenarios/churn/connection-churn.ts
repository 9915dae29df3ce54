import type { z } from "zod";
import type { ChannelModel } from "amqplib";
import { concurrentChurnParameters } from "../../amqp/churn.js";
import { closeOrDestroy, connectAmqp } from "../../load/amqp091/connect.js";
import {
  concurrentChurnMetrics,
  estimateConcurrentChurnMs,
  measureConcurrentChurn,
  SEQUENTIAL_CHURN_MOVES_WITH_MACHINE,
} from "./variants.js";
import type { Scenario, TrialContext, TrialOutcome } from "../scenario.js";
import { disconnectMqtt } from "../../load/mqtt/connect.js";
import {
  mqttConnectionFields,
  mqttUrlsOf,
  openMqttConnection,
  type MqttConnectionSettings,
} from "../mqtt-connections.js";

export const ConnectionChurnParametersSchema = concurrentChurnParameters(
  "connections live outside the metadata store's log, so the count only sets the window's length",
  8,
).extend(mqttConnectionFields);
export type ConnectionChurnParameters = z.output<typeof ConnectionChurnParametersSchema>;

/** One open or close may take this long before the trial fails. */
const OPERATION_TIMEOUT_MS = 15_000;
const TRIAL_OVERHEAD_MS = 100;
/** Cycles per second of each variant, 4.0.5 on 2 cores (bench/latency-and-churn.md): progress estimates. */
const TYPICAL_OPS_PER_SECOND = { sequential: 440, concurrent: 960 };

const OPERATION = "open + close of a connection (handshake and authentication included)";

/**
 * Open + close of a whole AMQP connection per cycle, as a client that connects for each piece of
 * work does: TCP connect, protocol header, start/tune/open (PLAIN authentication against the
 * internal user database, the vhost's access check), then close and close-ok. The broker starts
 * and stops a process tree per connection and records it in its connection tracking, so this is
 * where connection handling and authentication regressions show. Cycles go round-robin over the
 * cluster's nodes. Every connection is closed before its cycle counts; a close that fails drops
 * the socket and fails the trial.
 *
 * Over MQTT a cycle is CONNECT, CONNACK (a clean session, authenticated), with `mqttSubscription`
 * a QoS 1 SUBSCRIBE (the plugin declares and binds a queue), then DISCONNECT: what a fleet of
 * devices that reconnect costs the broker. Proxied through AMQP 0.9.1 before 3.12, native after.
 */
export const connectionChurnScenario: Scenario<ConnectionChurnParameters> = {
  id: "connection-churn",
  description:
    "Open and close AMQP or MQTT connections (handshake and authentication included), one at a time and by concurrent workers",
  parameters: ConnectionChurnParametersSchema,
  protocols: ["amqp091", "mqtt"],

  metrics(params) {
    return concurrentChurnMetrics("connection", OPERATION, params, undefined, {
      sequential: SEQUENTIAL_CHURN_MOVES_WITH_MACHINE,
    });
  },

  estimateTrialMs(params) {
    return estimateConcurrentChurnMs(params, TYPICAL_OPS_PER_SECOND, TRIAL_OVERHEAD_MS);
  },

  async runTrial(context, params): Promise<TrialOutcome> {
    if (context.protocol === "mqtt") return runMqttChurn(context, params);
    const urls = context.broker.amqpUrls;
    const connectionName = `${context.resourcePrefix} connection-churn`;
    const cycle = async (index: number): Promise<void> => {
      const connection: ChannelModel = await connectAmqp(urls[index % urls.length]!, {
        connectionName,
        timeoutMs: OPERATION_TIMEOUT_MS,
      });
      // A connection error is an 'error' event; unheard it would end the process. The close reports it.
      connection.on("error", () => {});
      await closeOrDestroy(connection, OPERATION_TIMEOUT_MS);
    };
    return measureConcurrentChurn(context, params, "connection", cycle);
  },
};

/** Cycles of MQTT connections, each with a client identifier of its own (one would replace another). */
function runMqttChurn(
  context: TrialContext,
  params: ConnectionChurnParameters & MqttConnectionSettings,
): Promise<TrialOutcome> {
  const urls = mqttUrlsOf(context.broker);
  // Counted across both variants (each numbers its cycles from 0): no identifier is used twice.
  let cycles = 0;
  const cycle = async (index: number): Promise<void> => {
    const client = await openMqttConnection(
      urls[index % urls.length]!,
      `${context.resourcePrefix} churn ${cycles++}`,
      params,
      OPERATION_TIMEOUT_MS,
    );
    await disconnectMqtt(client, OPERATION_TIMEOUT_MS);
  };
  return measureConcurrentChurn(context, params, "connection", cycle);
}
