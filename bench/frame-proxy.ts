import { createServer, connect, type Socket } from "node:net";

/**
 * A transparent TCP proxy on loopback that counts the AMQP frames passing through it, each
 * direction, by performative: what a client and the broker say to each other per message, read off
 * the wire rather than from a client library. It parses frame headers only and forwards every
 * chunk as it came, so the peers see the same bytes (one loopback hop later).
 *
 * AMQP 1.0: size (4 bytes), data offset, type, channel, then the performative, a described list
 * (flow frames with a handle are a link's, without one the session's; a disposition or an AMQP
 * 0.9.1 basic.ack that settles more than one delivery is counted apart). AMQP 0.9.1: type, channel,
 * size, payload, end octet; a method frame's class and method ids name it.
 */

/** Frames by name (`to broker transfer`, `to client basic.deliver`, …) and bytes, of one connection. */
export interface ConnectionFrames {
  id: number;
  counts: Map<string, number>;
}

export interface FrameProxy {
  /** `brokerUrl` with its host and port replaced by the proxy's. */
  readonly url: string;
  /** Every connection's counts so far (copies), closed connections included. */
  snapshot(): ConnectionFrames[];
  close(): Promise<void>;
}

const AMQP10_PERFORMATIVES: Record<number, string> = {
  0x10: "open",
  0x11: "begin",
  0x12: "attach",
  0x13: "flow",
  0x14: "transfer",
  0x15: "disposition",
  0x16: "detach",
  0x17: "end",
  0x18: "close",
  0x40: "sasl-mechanisms",
  0x41: "sasl-init",
  0x42: "sasl-challenge",
  0x43: "sasl-response",
  0x44: "sasl-outcome",
};

const AMQP091_CLASSES: Record<number, [string, Record<number, string>]> = {
  10: [
    "connection",
    {
      10: "start",
      11: "start-ok",
      30: "tune",
      31: "tune-ok",
      40: "open",
      41: "open-ok",
      50: "close",
      51: "close-ok",
    },
  ],
  20: ["channel", { 10: "open", 11: "open-ok", 20: "flow", 21: "flow-ok", 40: "close", 41: "close-ok" }],
  50: ["queue", { 10: "declare", 11: "declare-ok", 40: "delete", 41: "delete-ok" }],
  60: [
    "basic",
    {
      10: "qos",
      11: "qos-ok",
      20: "consume",
      21: "consume-ok",
      30: "cancel",
      31: "cancel-ok",
      40: "publish",
      50: "return",
      60: "deliver",
      80: "ack",
      90: "reject",
      120: "nack",
    },
  ],
  85: ["confirm", { 10: "select", 11: "select-ok" }],
};

/** The position after the AMQP 1.0 value at `at`: the encoding's subcategory says how long it is. */
function skipValue(buffer: Buffer, at: number): number {
  const code = buffer[at]!;
  if (code === 0x00) return skipValue(buffer, skipValue(buffer, at + 1)); // descriptor, then value
  switch (code >> 4) {
    case 0x4:
      return at + 1;
    case 0x5:
      return at + 2;
    case 0x6:
      return at + 3;
    case 0x7:
      return at + 5;
    case 0x8:
      return at + 9;
    case 0x9:
      return at + 17;
    case 0xa:
    case 0xc:
    case 0xe:
      return at + 2 + buffer[at + 1]!;
    default: // 0xb, 0xd, 0xf: four-byte size
      return at + 5 + buffer.readUInt32BE(at + 1);
  }
}

/** Where each field of the AMQP 1.0 list at `at` starts. */
function listFields(buffer: Buffer, at: number): number[] {
  const code = buffer[at]!;
  if (code === 0x45) return [];
  const [count, first] = code === 0xc0 ? [buffer[at + 2]!, at + 3] : [buffer.readUInt32BE(at + 5), at + 9];
  const fields: number[] = [];
  for (let i = 0, position = first; i < count; i++) {
    fields.push(position);
    position = skipValue(buffer, position);
  }
  return fields;
}

/** An AMQP 1.0 unsigned integer field's value; undefined when absent or null. */
function readUint(buffer: Buffer, at: number | undefined): number | undefined {
  if (at === undefined) return undefined;
  switch (buffer[at]) {
    case 0x43:
      return 0;
    case 0x52:
      return buffer[at + 1];
    case 0x70:
      return buffer.readUInt32BE(at + 1);
    default:
      return undefined;
  }
}

/** The name of one AMQP 1.0 frame (`frame` is the whole frame). */
export function amqp10FrameName(frame: Buffer): string {
  if (frame.length <= 8) return "empty";
  const body = frame.subarray(frame[4]! * 4);
  if (body[0] !== 0x00) return "unknown";
  const code = body[1] === 0x53 ? body[2]! : body[1] === 0x80 ? Number(body.readBigUInt64BE(2) & 0xffn) : -1;
  const name = AMQP10_PERFORMATIVES[code] ?? "unknown";
  const list = body[1] === 0x53 ? 3 : 10;
  if (name === "flow") {
    const handle = listFields(body, list)[4];
    return handle !== undefined && body[handle] !== 0x40 ? "flow (link)" : "flow (session)";
  }
  if (name === "disposition") {
    const fields = listFields(body, list);
    const first = readUint(body, fields[1]);
    const last = readUint(body, fields[2]);
    return first !== undefined && last !== undefined && last > first ? "disposition (range)" : name;
  }
  return name;
}

/** The name of the AMQP 0.9.1 frame at the start of `frame` (header, payload, end octet). */
export function amqp091FrameName(frame: Buffer): string {
  switch (frame[0]) {
    case 1: {
      const [className, methods] = AMQP091_CLASSES[frame.readUInt16BE(7)] ?? [`${frame.readUInt16BE(7)}`, {}];
      const method = methods[frame.readUInt16BE(9)] ?? `${frame.readUInt16BE(9)}`;
      const name = `${className}.${method}`;
      // basic.ack: delivery tag (8 bytes), then the bits; bit 0 is `multiple`.
      if (name === "basic.ack" && (frame[19]! & 1) === 1) return "basic.ack (multiple)";
      return name;
    }
    case 2:
      return "content header";
    case 3:
      return "content body";
    case 8:
      return "heartbeat";
    default:
      return "unknown";
  }
}

/** Splits one direction of a connection into frames, whatever chunks TCP cut it into. */
export class FrameParser {
  private pending = Buffer.alloc(0);

  /**
   * `connection` is shared by both directions: the client's protocol header names the protocol,
   * and an AMQP 0.9.1 broker answers with connection.start, not a header of its own.
   */
  constructor(
    private readonly connection: { protocol?: "amqp10" | "amqp091" },
    private readonly count: (name: string, bytes: number) => void,
  ) {}

  feed(chunk: Buffer): void {
    const data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      const rest = data.length - offset;
      // A protocol header ("AMQP" and 4 bytes): a frame this large (1.1 GB) never comes.
      if (rest >= 4 && data.toString("latin1", offset, offset + 4) === "AMQP") {
        if (rest < 8) break;
        this.connection.protocol = data[offset + 5] === 0 && data[offset + 6] === 9 ? "amqp091" : "amqp10";
        this.count("protocol header", 8);
        offset += 8;
        continue;
      }
      const protocol = this.connection.protocol;
      let size: number;
      if (protocol === "amqp10" && rest >= 8) size = data.readUInt32BE(offset);
      else if (protocol === "amqp091" && rest >= 7) size = 7 + data.readUInt32BE(offset + 3) + 1;
      else break;
      if (rest < size) break;
      const frame = data.subarray(offset, offset + size);
      this.count(protocol === "amqp10" ? amqp10FrameName(frame) : amqp091FrameName(frame), size);
      offset += size;
    }
    this.pending = Buffer.from(data.subarray(offset));
  }
}

/** Starts a proxy on 127.0.0.1 (a free port) to the broker of `brokerUrl`. */
export async function startFrameProxy(brokerUrl: string): Promise<FrameProxy> {
  const broker = new URL(brokerUrl);
  const brokerHost = broker.hostname.replace(/^\[|\]$/g, "");
  const brokerPort = broker.port === "" ? 5672 : Number(broker.port);
  const connections: ConnectionFrames[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const connection: ConnectionFrames = { id: connections.length, counts: new Map() };
    connections.push(connection);
    const add = (direction: string) => (name: string, bytes: number) => {
      const key = `${direction} ${name}`;
      connection.counts.set(key, (connection.counts.get(key) ?? 0) + 1);
      connection.counts.set(`${direction} bytes`, (connection.counts.get(`${direction} bytes`) ?? 0) + bytes);
    };
    const upstream = connect(brokerPort, brokerHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on("close", () => sockets.delete(socket));
    }
    const wire = {};
    const toBroker = new FrameParser(wire, add("to broker"));
    const toClient = new FrameParser(wire, add("to client"));
    client.on("data", (chunk: Buffer) => {
      toBroker.feed(chunk);
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      toClient.feed(chunk);
      client.write(chunk);
    });
    client.on("end", () => upstream.end());
    upstream.on("end", () => client.end());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as { port: number };
  const proxied = new URL(brokerUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);
  return {
    url: proxied.href,
    snapshot: () => connections.map(({ id, counts }) => ({ id, counts: new Map(counts) })),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Frames per message between two snapshots, by who sent them to whom: a connection whose client
 * sent transfers or basic.publish is a publisher's, one that received them a consumer's.
 * Keys read `publisher→broker transfer`, `broker→consumer disposition`, `broker→publisher bytes`.
 */
export function framesPerMessage(
  before: readonly ConnectionFrames[],
  after: readonly ConnectionFrames[],
  messages: number,
): Record<string, number> {
  const totals = new Map<string, number>();
  for (const connection of after) {
    const earlier = before.find((c) => c.id === connection.id)?.counts;
    const has = (key: string) => (connection.counts.get(key) ?? 0) > 0;
    const role =
      has("to broker transfer") || has("to broker basic.publish")
        ? "publisher"
        : has("to client transfer") || has("to client basic.deliver")
          ? "consumer"
          : "other";
    for (const [key, value] of connection.counts) {
      const delta = value - (earlier?.get(key) ?? 0);
      if (delta === 0) continue;
      const [direction, ...name] = key.split(" ").slice(1);
      const label = `${direction === "broker" ? `${role}→broker` : `broker→${role}`} ${name.join(" ")}`;
      totals.set(label, (totals.get(label) ?? 0) + delta);
    }
  }
  return Object.fromEntries(
    [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => [key, value / messages]),
  );
}
