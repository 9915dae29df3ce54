import { createRequire } from "node:module";
import type { Session } from "rhea";
import { describe, expect, it } from "vitest";
import { keepIncomingWindowSerial } from "../../../src/load/amqp10/session-window.js";

// rhea's own session, as a connection uses it: only the frames it writes are captured.
const RheaSession = createRequire(import.meta.url)("rhea/lib/session.js") as new (
  connection: unknown,
  channel: number,
) => Session & {
  incoming: { next_transfer_id: number; process(session: unknown): void };
  _write_flow(): void;
};

/** Session flow frames rhea writes while `messages` transfers arrive and are settled one by one. */
function sessionFlows(messages: number, serial: boolean): number {
  let flows = 0;
  const connection = {
    _write_frame: () => void flows++,
    _register: () => {},
  };
  const session = new RheaSession(connection, 0);
  if (serial) keepIncomingWindowSerial(session);
  // RabbitMQ 4.0 begins its sessions' transfer ids at 2^32 - 4: they wrap after four messages.
  session.incoming.next_transfer_id = 2 ** 32 - 4;
  session._write_flow();
  flows = 0;
  for (let i = 0; i < messages; i++) {
    session.incoming.next_transfer_id++;
    session.incoming.process(session);
  }
  return flows;
}

describe("keepIncomingWindowSerial", () => {
  it("keeps rhea at one session flow per half window once the transfer ids wrap", () => {
    const messages = 10_000;
    // Without it: a flow after nearly every message past the wrap (the cost bench/amqp-frames.ts measured).
    expect(sessionFlows(messages, false)).toBeGreaterThan(messages * 0.8);
    const window = 2048;
    const flows = sessionFlows(messages, true);
    expect(flows).toBeLessThanOrEqual(Math.ceil(messages / (window / 2)) + 1);
    expect(flows).toBeGreaterThan(0);
  });
});
