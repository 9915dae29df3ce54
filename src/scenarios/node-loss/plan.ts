import type { NodeLossParameters } from "./parameters.js";

/**
 * Who feeds and who reads which queue of a node-loss trial, at what rate. Publisher i feeds queue
 * i mod queues and consumer j reads queue j mod queues. With a backlog, the publishers of a queue
 * send its backlog at once at the start and the consumers of the queue acknowledge at the rate
 * the queue is fed, so the backlog stands in the queue when the node goes; without one, consumers
 * acknowledge at once and keep the queues empty.
 */

export interface PublisherPlan {
  queue: number;
  ratePerSecond: number;
  /** Messages due at once at the start: this publisher's part of its queue's backlog. */
  headStart: number;
}

export interface ConsumerPlan {
  queue: number;
  /** 0: every delivery acknowledged at once. */
  ackRatePerSecond: number;
}

export interface LoadPlan {
  publishers: PublisherPlan[];
  consumers: ConsumerPlan[];
}

/** Part `index` of `total` split in `parts` whole shares (the remainder goes to the first ones). */
export function shareOf(total: number, parts: number, index: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

export function loadPlan(
  params: Pick<
    NodeLossParameters,
    "ratePerSecond" | "publishers" | "consumers" | "queues" | "backlogMessages"
  >,
): LoadPlan {
  const { queues } = params;
  /** Of `clients` spread round the queues, how many read or feed `queue`, and which of them client i is. */
  const rankIn = (clients: number, i: number) => ({
    count: Math.floor(clients / queues) + (i % queues < clients % queues ? 1 : 0),
    rank: Math.floor(i / queues),
  });
  const publishers = Array.from({ length: params.publishers }, (_, i): PublisherPlan => {
    const { count, rank } = rankIn(params.publishers, i);
    return {
      queue: i % queues,
      ratePerSecond: shareOf(params.ratePerSecond, params.publishers, i),
      headStart: shareOf(params.backlogMessages, count, rank),
    };
  });
  const fedRate = Array.from({ length: queues }, () => 0);
  for (const publisher of publishers) fedRate[publisher.queue]! += publisher.ratePerSecond;
  const consumers = Array.from({ length: params.consumers }, (_, j): ConsumerPlan => {
    const queue = j % queues;
    const { count, rank } = rankIn(params.consumers, j);
    return {
      queue,
      ackRatePerSecond: params.backlogMessages > 0 ? shareOf(fedRate[queue]!, count, rank) : 0,
    };
  });
  return { publishers, consumers };
}
