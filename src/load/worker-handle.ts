import { Worker } from "node:worker_threads";
import type { WorkerCommand, WorkerInit, WorkerMessage } from "./worker-messages.js";
import { PhaseError, withTimeout } from "./timeouts.js";
import { resolveWorkerLaunch } from "./worker-script.js";

type CommandBody = WorkerCommand extends infer C ? (C extends WorkerCommand ? Omit<C, "id"> : never) : never;

export interface WorkerHandleEvents {
  /** The worker reported a failure outside a command, or exited unexpectedly. */
  onFatal(name: string, message: string): void;
  onWarning(name: string, message: string): void;
}

/**
 * The coordinator's side of one load worker: request/reply with a deadline per command, events
 * forwarded, and `terminate()` as the single owner-side cleanup (also for a worker that hangs).
 */
/** How long a crash waits for the messages the worker posted before it. */
const CRASH_AFTER_EVENT_MS = 50;

export class WorkerHandle {
  readonly name: string;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly events: WorkerHandleEvents;
  private nextId = 1;
  private exited = false;
  private terminating = false;

  constructor(name: string, init: WorkerInit, events: WorkerHandleEvents) {
    this.name = name;
    this.events = events;
    const launch = resolveWorkerLaunch();
    this.worker = new Worker(launch.script, { ...launch.options, workerData: init, name });
    this.worker.on("message", (message: WorkerMessage) => this.onMessage(message));
    // A client library may throw on the frames that follow a fatal event it already reported (rhea:
    // "Unattached link handle" after the broker detached the link): the crash waits a moment, so
    // the event's own message, posted before it, is what the run reports.
    this.worker.on("error", (error: Error) => {
      setTimeout(() => this.failAll(`${name} crashed: ${error.message}`), CRASH_AFTER_EVENT_MS);
    });
    this.worker.on("exit", (code: number) => {
      this.exited = true;
      if (!this.terminating) this.failAll(`${name} exited unexpectedly (code ${code})`);
    });
  }

  request<T>(command: CommandBody, timeoutMs: number, phase: string): Promise<T> {
    if (this.exited) return Promise.reject(new PhaseError(phase, `${this.name} is not running`));
    const id = this.nextId++;
    const reply = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    this.worker.postMessage({ ...command, id });
    return withTimeout(reply, timeoutMs, `${phase} (${this.name})`).finally(() => this.pending.delete(id));
  }

  async terminate(): Promise<void> {
    this.terminating = true;
    // No answer comes after this: settle what waits for one now, so its timeout timer is cleared
    // instead of holding the process open (an interrupted run exits when its brokers are removed).
    this.failAll(`${this.name} was terminated`);
    if (this.exited) return;
    await this.worker.terminate();
  }

  private onMessage(message: WorkerMessage): void {
    if ("event" in message) {
      if (message.event === "fatal") this.events.onFatal(this.name, message.message);
      else this.events.onWarning(this.name, message.message);
      return;
    }
    const waiter = this.pending.get(message.id);
    if (!waiter) return;
    this.pending.delete(message.id);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(new Error(message.error));
  }

  private failAll(message: string): void {
    for (const waiter of this.pending.values()) waiter.reject(new Error(message));
    this.pending.clear();
    if (!this.terminating) this.events.onFatal(this.name, message);
  }
}
