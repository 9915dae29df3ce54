import { InputError } from "./errors.js";
import { quoted } from "./one-line.js";

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

/** A generous bound: one runner per shard, and a barrier message per shard per window. */
export const MAX_SHARDS = 64;

/** A run id every shard of one run gives (the workflow run and its attempt, in the action). */
export const SHARD_RUN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Parses "2/3"; a bad value throws one line naming `field`. */
export function parseShardSpec(text: string, field: string): ShardPosition {
  const match = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(text);
  if (!match) throw new InputError(field, `expected <index>/<count>, e.g. 1/3; got ${quoted(text)}`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS) {
    throw new InputError(field, `expected a shard count from 1 to ${MAX_SHARDS}; got ${count}`);
  }
  if (index < 1 || index > count) {
    throw new InputError(
      field,
      `expected a shard index from 1 to ${count} (shards count from 1); got ${index}`,
    );
  }
  return { index, count };
}

export function checkShardRun(run: string, field: string): string {
  if (!SHARD_RUN_PATTERN.test(run)) {
    throw new InputError(
      field,
      `expected letters, digits, '.', '_' or '-' (at most 64), starting with a letter or digit; got ${quoted(run)}`,
    );
  }
  return run;
}

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
