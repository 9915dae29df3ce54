import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { BoundPorts, WaitStrategy } from "testcontainers";
import type { ContainerPorts } from "../setup-plan.js";

/**
 * A node is ready when its container runs and every listener the gate will use answers: AMQP with
 * the broker's own Connection.Start, the management API and the Prometheus endpoint with an HTTP
 * answer of any status. No log line is waited for, so no log setting of the target can hide the
 * start, and a container that exits while booting ends the wait within a poll, not at the timeout.
 */

const POLL_INTERVAL_MS = 250;
const PROBE_TIMEOUT_MS = 2_000;
/** The AMQP 0-9-1 protocol header; a broker answers it with Connection.Start. */
const AMQP_HEADER = Buffer.from([0x41, 0x4d, 0x51, 0x50, 0, 0, 9, 1]);

/** The container exited before its listeners answered. */
export class NodeExitedError extends Error {
  constructor(readonly exitCode: number) {
    super(`the container exited with code ${exitCode} while the broker booted`);
    this.name = "NodeExitedError";
  }
}

/** True when something behind `host:port` speaks AMQP: Docker's port proxy alone accepts and closes. */
export function amqpAnswers(host: string, port: number, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => socket.write(AMQP_HEADER));
    socket.once("data", (data: Buffer) => done(data.length > 0));
    socket.once("error", () => done(false));
    socket.once("close", () => done(false));
  });
}

/** True when an HTTP server answers at `url`, whatever the status (the API wants credentials). */
export async function httpAnswers(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** The listeners of a node that do not answer yet. */
export async function silentListeners(
  host: string,
  ports: BoundPorts,
  container: ContainerPorts,
): Promise<string[]> {
  const [amqp, management, prometheus] = await Promise.all([
    amqpAnswers(host, ports.getBinding(container.amqp)),
    httpAnswers(`http://${host}:${ports.getBinding(container.management)}/`),
    httpAnswers(`http://${host}:${ports.getBinding(container.prometheus)}/metrics`),
  ]);
  return [
    ...(amqp ? [] : [`AMQP (container port ${container.amqp})`]),
    ...(management ? [] : [`the management API (${container.management})`]),
    ...(prometheus ? [] : [`Prometheus (${container.prometheus})`]),
  ];
}

interface InspectableContainer {
  inspect(): Promise<{ State: { Running: boolean; ExitCode: number } }>;
}

/** The testcontainers wait strategy of a broker node (see the file's header). */
export class NodeReadiness implements WaitStrategy {
  private startupTimeoutMs = 180_000;
  private timeoutSet = false;

  constructor(
    private readonly ports: ContainerPorts,
    private readonly host: () => Promise<string>,
  ) {}

  withStartupTimeout(startupTimeoutMs: number): this {
    this.startupTimeoutMs = startupTimeoutMs;
    this.timeoutSet = true;
    return this;
  }

  isStartupTimeoutSet(): boolean {
    return this.timeoutSet;
  }

  getStartupTimeout(): number {
    return this.startupTimeoutMs;
  }

  async waitUntilReady(container: InspectableContainer, boundPorts: BoundPorts): Promise<void> {
    const host = await this.host();
    const deadline = Date.now() + this.startupTimeoutMs;
    for (;;) {
      const { State } = await container.inspect();
      if (!State.Running) throw new NodeExitedError(State.ExitCode);
      const silent = await silentListeners(host, boundPorts, this.ports);
      if (silent.length === 0) return;
      if (Date.now() >= deadline) {
        throw new Error(
          `the node ran, but ${silent.join(", ")} did not answer within ${this.startupTimeoutMs} ms`,
        );
      }
      await sleep(POLL_INTERVAL_MS);
    }
  }
}
