/**
 * What every bench script measures with. The median it reports its samples by: the middle value of the sorted
 * samples, or the mean of the two middle values for an even count (so 4 rounds of 10, 11, 13 and 30 ms give 12 ms). It
 * sorts a copy: the caller's samples keep their order, paired with other lists by index. No samples give NaN. And the
 * process's CPU time.
 */

/** The median of `values` (numbers); NaN when there are none. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** CPU time of this process (all its threads), in ms: less sensitive than wall time to other load on the machine. */
export function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * CPU time / wall / threads of runs (`{ ms, cpuMs }`), their median as text with two decimals: above 1 with one thread,
 * as V8 compiles and collects on threads of its own.
 */
export function parallelEfficiency(samples, threads) {
  // Runs without a CPU time (NaN: no `/usr/bin/time`) drop out.
  return median(samples.map((s) => s.cpuMs / s.ms / threads).filter(Number.isFinite)).toFixed(2);
}
