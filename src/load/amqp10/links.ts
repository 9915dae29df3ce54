import type { EventContext } from "rhea";

interface AmqpErrorLike {
  condition?: string;
  description?: string;
  message?: string;
}

function describe(error: AmqpErrorLike | undefined): string | undefined {
  if (!error) return undefined;
  if (error.condition) return `${error.condition}${error.description ? `: ${error.description}` : ""}`;
  return error.message;
}

/**
 * What went wrong on a link or connection, for a fatal event: the link's error (a detach with an
 * error condition, such as amqp:resource-deleted), else the connection's, else the socket's.
 */
export function linkFailure(name: string, context: EventContext): string {
  const reason =
    describe(context.sender?.error as AmqpErrorLike | undefined) ??
    describe(context.receiver?.error as AmqpErrorLike | undefined) ??
    describe(context.connection?.error as AmqpErrorLike | undefined) ??
    describe((context as { error?: AmqpErrorLike }).error) ??
    "connection lost";
  return `${name}: ${reason}`;
}
