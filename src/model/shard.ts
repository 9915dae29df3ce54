/**
 * One run split into shards (`run --shard i/N`): N load generators on N machines, each running its
 * share of every scenario's publishers, consumers and queues against one external broker, merged
 * afterwards by `results merge`. Shards are numbered from 1, as `--shard` numbers them in vitest,
 * Jest and Playwright; shard 1 leads: it reads the broker's counters and holds the barrier.
 */
export interface ShardPosition {
  /** 1-based. */
  index: number;
  count: number;
}

export interface ShardRunOptions {
  shard: ShardPosition;
  /** The id every shard of the run is given: the barrier's queues are named by it. */
  run: string;
  /** How long a barrier waits for a shard that has not arrived. */
  waitMs: number;
}

export interface ShardSettings extends ShardRunOptions {
  /** The resolved config's hash (configHash): shards of another config are refused. */
  configHash: string;
}

/** A generous bound: one runner per shard, and a barrier message per shard per window. */
export const MAX_SHARDS = 64;

/** A run id every shard of one run gives (the workflow run and its attempt, in the action). */
export const SHARD_RUN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * The items (queues, publishers, consumers: by their index in the unsplit run) that a shard owns:
 * those whose index leaves the shard's remainder, so a run split N ways and its N shards together
 * hold exactly the unsplit run's items.
 */
export function shardItems(total: number, shard: ShardPosition): number[] {
  const items: number[] = [];
  for (let item = shard.index - 1; item < total; item += shard.count) items.push(item);
  return items;
}

export function describeShard(shard: ShardPosition): string {
  return `shard ${shard.index} of ${shard.count}`;
}
