/** The items of two sides paired by key (targets by id, scenarios by name, metrics by id). Pure. */

export interface Pair<T> {
  key: string;
  before: T | undefined;
  after: T | undefined;
}

/** Current items in their order, then items only the baseline has, in its order. */
export function pairBy<T>(
  baseline: readonly T[],
  current: readonly T[],
  keyOf: (item: T) => string,
): Pair<T>[] {
  const baselineByKey = new Map(baseline.map((item) => [keyOf(item), item]));
  const currentKeys = new Set(current.map(keyOf));
  return [
    ...current.map((item) => ({ key: keyOf(item), before: baselineByKey.get(keyOf(item)), after: item })),
    ...baseline
      .filter((item) => !currentKeys.has(keyOf(item)))
      .map((item) => ({ key: keyOf(item), before: item, after: undefined })),
  ];
}
