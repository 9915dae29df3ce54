import type { Session } from "rhea";

/** What rhea keeps of a session's incoming window (not in its typings; session.js `Incoming`). */
interface RheaIncoming {
  next_transfer_id: number;
  max_transfer_id: number;
  process(session: unknown): void;
}

/** The incoming windows already read serially. */
const serial = new WeakSet<RheaIncoming>();

/**
 * Makes rhea compare its session's incoming transfer ids in serial number arithmetic (RFC 1982),
 * as AMQP 1.0 says they are. rhea counts `next_transfer_id` up as a plain number, but writes a flow
 * with `next_incoming_id` taken modulo 2^32 and sets its window's end from that. RabbitMQ 4.x starts
 * a session's transfer ids at 2^32 - 4, so after the first flow past the wrap the end sits 2^32
 * below the count, and rhea sends a session flow frame after every delivery it settles: 0.96 flow
 * frames per message from our consumer, about 100 more broker reductions per message on 4.0.5
 * (bench/amqp-frames.ts, bench/protocols.md). Reading the window's end as its serial distance from
 * the count before rhea checks it keeps one session flow per half window, as rhea intends.
 */
export function keepIncomingWindowSerial(session: Session): void {
  const incoming = (session as unknown as { incoming: RheaIncoming }).incoming;
  // Links of one connection share its session: wrap its window once.
  if (serial.has(incoming)) return;
  serial.add(incoming);
  const process = incoming.process.bind(incoming);
  incoming.process = (owner: unknown) => {
    // `| 0`: the distance modulo 2^32, signed, so an end just past the wrap counts as ahead.
    incoming.max_transfer_id =
      incoming.next_transfer_id + ((incoming.max_transfer_id - incoming.next_transfer_id) | 0);
    process(owner);
  };
}
