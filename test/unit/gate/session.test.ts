import { describe, expect, it } from "vitest";
import { createConsoleLogger } from "../../../src/cli/console-logger.js";
import { interrupting } from "../../../src/cli/io.js";
import { BrokerError, ExitCode, InterruptedError, describeError } from "../../../src/model/errors.js";
import type { ProgressStep } from "../../../src/model/progress.js";
import { withBrokerSession } from "../../../src/gate/session.js";

const STEP: ProgressStep = {
  targetId: "rabbit",
  scenarioName: "throughput",
  trial: 2,
  trials: 3,
  stepIndex: 4,
  totalSteps: 9,
  elapsedMs: 40_000,
  remainingMs: 60_000,
};

function terminal() {
  const writes: string[] = [];
  return { writes, stream: { isTTY: true, write: (s: string) => writes.push(s) } };
}

describe("withBrokerSession on a signal", () => {
  it("turns whatever the cut-short work throws into one line saying where it stopped", async () => {
    const { writes, stream } = terminal();
    const logger = createConsoleLogger(stream);
    const listeners = process.listenerCount("SIGINT");
    let clock = 1_000;
    const error = await withBrokerSession(
      logger,
      (signal) => logger.status(interrupting(signal)),
      async (deps) => {
        deps.progress!.step(STEP);
        process.emit("SIGINT", "SIGINT");
        expect(deps.signal.aborted).toBe(true);
        clock += 42_400;
        // What a trial cut short throws: a broker error with the broker's log.
        throw new BrokerError(
          "trial 2: channel closed",
          "[rabbit@a] 2026-11-24 connection closed\n[rabbit@a] …",
        );
      },
      () => clock,
    ).catch((e: unknown) => e);
    logger.close();
    expect(error).toBeInstanceOf(InterruptedError);
    expect(describeError(error)).toBe(
      "interrupted by SIGINT: stopped at step 4 of 9 (target 'rabbit', throughput trial 2/3) after 42 s; brokers removed",
    );
    expect((error as InterruptedError).exitCode).toBe(ExitCode.Interrupted);
    // The terminal showed the state in the progress line's place, then cleared it.
    expect(writes.join("")).toContain("SIGINT: stopping after the current step and removing the brokers");
    expect(writes.at(-1)).toBe("\r\x1b[2K");
    expect(process.listenerCount("SIGINT")).toBe(listeners);
  });

  it("says so when the signal came before the first step", async () => {
    const error = await withBrokerSession(
      createConsoleLogger({ write: () => true }),
      () => undefined,
      async (deps) => {
        process.emit("SIGTERM", "SIGTERM");
        deps.signal.throwIfAborted();
      },
      () => 0,
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      "interrupted by SIGTERM: stopped while starting the brokers after 0 s; brokers removed",
    );
  });

  it("leaves an error without a signal as it was", async () => {
    const failure = new BrokerError("target 'rabbit': start failed", "log");
    await expect(
      withBrokerSession(
        createConsoleLogger({ write: () => true }),
        () => undefined,
        () => Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
  });

  it("writes nothing at the signal where the stream is not a terminal", () => {
    const writes: string[] = [];
    const logger = createConsoleLogger({ write: (s: string) => writes.push(s) });
    logger.status(interrupting("SIGINT"));
    logger.close();
    expect(writes).toEqual([]);
  });
});
