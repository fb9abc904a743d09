/** `--shard i/n`: a deterministic share of the files, so a CI matrix of n jobs lints each file exactly once. */

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** Parses `i/n` (1 ≤ i ≤ n); a message for anything else. */
export function parseShard(text: string): Shard | string {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return `--shard '${text}': expected i/n, for example 1/4`;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || index < 1 || index > count) return `--shard '${text}': i must be between 1 and n (n ≥ 1)`;
  return { index, count };
}

/**
 * The shard's items: sorted by path (code-unit order, the same on every machine), then every n-th from the
 * i-th. Dealing round-robin spreads a big folder over all shards instead of giving it to one.
 */
export function selectShard<T>(items: readonly T[], pathOf: (item: T) => string, { index, count }: Shard): T[] {
  const sorted = [...items].sort((a, b) => {
    const x = pathOf(a);
    const y = pathOf(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return sorted.filter((_, k) => k % count === index - 1);
}
