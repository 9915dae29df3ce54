import amqp from "amqplib";
import type { ChannelModel } from "amqplib";

/** What a broker says about itself when an AMQP connection opens (connection.start). */
export interface ServerProperties {
  /** "RabbitMQ" for RabbitMQ brokers. */
  product: string;
  /** Server version, e.g. "4.0.5". */
  version: string;
  /** Runtime, e.g. "Erlang/OTP 27.3.4.1". */
  platform?: string;
}

/**
 * Opens one AMQP connection, reads the server properties and closes it. The deadline covers
 * TCP connect and the AMQP handshake, so an unreachable or half-started broker fails in time.
 */
export async function readServerProperties(url: string, timeoutMs: number): Promise<ServerProperties> {
  const connection = await connectWithin(url, timeoutMs);
  try {
    const properties = connection.connection.serverProperties;
    return {
      product: String(properties.product ?? ""),
      version: String(properties.version ?? ""),
      ...(properties.platform !== undefined && { platform: String(properties.platform) }),
    };
  } finally {
    await connection.close().catch(() => {
      // The properties are read; a connection that cannot close cleanly has nothing left to lose.
    });
  }
}

function connectWithin(url: string, timeoutMs: number): Promise<ChannelModel> {
  return new Promise<ChannelModel>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`AMQP connection not open after ${timeoutMs} ms`));
    }, timeoutMs);
    amqp.connect(url, { timeout: timeoutMs }).then(
      (connection) => {
        clearTimeout(timer);
        // A connection that opens after the deadline has no caller any more: close it.
        if (timedOut) void connection.close().catch(() => {});
        else resolve(connection);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
