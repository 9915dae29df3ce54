/**
 * Remembers which sequence numbers of each publisher were seen, one bit per message, to count
 * unique deliveries and duplicates without keeping the messages. Bitmaps grow by doubling.
 * Consumers each keep one; the coordinator merges them to find duplicates across consumers.
 */
export class SequenceTracker {
  private readonly bitmaps: (Uint32Array | undefined)[] = [];
  /** Distinct (publisher, sequence) pairs recorded. */
  unique = 0;
  /** Records of a pair that was already recorded. */
  duplicates = 0;

  /** Returns true when the pair is new. */
  record(publisherId: number, sequence: number): boolean {
    const word = sequence >>> 5;
    let bitmap = this.bitmaps[publisherId];
    if (bitmap === undefined || word >= bitmap.length) bitmap = this.grow(publisherId, word);
    const mask = 1 << (sequence & 31);
    const current = bitmap[word]!;
    if ((current & mask) !== 0) {
      this.duplicates++;
      return false;
    }
    bitmap[word] = current | mask;
    this.unique++;
    return true;
  }

  has(publisherId: number, sequence: number): boolean {
    const bitmap = this.bitmaps[publisherId];
    const word = sequence >>> 5;
    if (bitmap === undefined || word >= bitmap.length) return false;
    return (bitmap[word]! & (1 << (sequence & 31))) !== 0;
  }

  /** The bitmaps, by publisher id (undefined where a publisher was never seen), for merging. */
  export(): (Uint32Array | undefined)[] {
    return this.bitmaps.slice();
  }

  /**
   * Adds another tracker's bitmaps (and its own duplicate count); pairs both trackers saw count as
   * duplicates, so a message delivered to two consumers is found.
   */
  merge(bitmaps: readonly (Uint32Array | undefined)[], duplicates = 0): void {
    this.duplicates += duplicates;
    bitmaps.forEach((incoming, publisherId) => {
      if (incoming === undefined || incoming.length === 0) return;
      const target = this.grow(publisherId, incoming.length - 1);
      for (let word = 0; word < incoming.length; word++) {
        const bits = incoming[word]!;
        if (bits === 0) continue;
        const existing = target[word]!;
        this.duplicates += popcount(existing & bits);
        this.unique += popcount(bits & ~existing);
        target[word] = existing | bits;
      }
    });
  }

  /** Pairs this tracker recorded that `other` did not (e.g. confirmed but never consumed). */
  countMissingFrom(other: SequenceTracker): number {
    let missing = 0;
    this.bitmaps.forEach((bitmap, publisherId) => {
      if (bitmap === undefined) return;
      const seen = other.bitmaps[publisherId];
      for (let word = 0; word < bitmap.length; word++) {
        const bits = bitmap[word]!;
        if (bits !== 0)
          missing += popcount(bits & ~(seen !== undefined && word < seen.length ? seen[word]! : 0));
      }
    });
    return missing;
  }

  /** The first `limit` pairs this tracker recorded that `other` did not (all of them by default). */
  listMissingFrom(
    other: SequenceTracker,
    limit = Number.POSITIVE_INFINITY,
  ): { publisherId: number; sequence: number }[] {
    const found: { publisherId: number; sequence: number }[] = [];
    this.bitmaps.forEach((bitmap, publisherId) => {
      if (bitmap === undefined) return;
      const seen = other.bitmaps[publisherId];
      for (let word = 0; word < bitmap.length && found.length < limit; word++) {
        let bits = bitmap[word]! & ~(seen !== undefined && word < seen.length ? seen[word]! : 0);
        while (bits !== 0 && found.length < limit) {
          const bit = 31 - Math.clz32(bits & -bits); // the lowest bit set
          found.push({ publisherId, sequence: word * 32 + bit });
          bits &= bits - 1;
        }
      }
    });
    return found;
  }

  private grow(publisherId: number, word: number): Uint32Array {
    const current = this.bitmaps[publisherId];
    if (current !== undefined && word < current.length) return current;
    let length = Math.max(current?.length ?? 0, 1024);
    while (length <= word) length *= 2;
    const bitmap = new Uint32Array(length);
    if (current !== undefined) bitmap.set(current);
    this.bitmaps[publisherId] = bitmap;
    return bitmap;
  }
}

export function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
