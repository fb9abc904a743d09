/**
 * `--cache-strategy`'s choices: how `--cache` (src/cache.ts) tells a file unchanged. Apart from the cache itself, so
 * that the options do not load it, nor `node:crypto` with it, on runs without `--cache`.
 */
export type CacheStrategy = "content" | "metadata";
export const CACHE_STRATEGIES: readonly CacheStrategy[] = ["content", "metadata"];
