/**
 * Ids (tool-call ids, item ids) to small numbers, for the few dozen ids of one request. A `Map` hashes every character
 * of each id it meets, and ids fresh from `JSON.parse` were never hashed: about 90 ns an id on this project's bodies.
 * This table hashes the id's length and six of its characters (ids differ in their random tails) and compares whole
 * ids only where those agree: about a third of the cost. Ids that agree on all six (made to collide, or numbered at the
 * front) make a probe run long; past `MAX_PROBE` the table hands its ids to a `Map`, so the cost stays linear.
 */

/** Slots probed before the table gives way to a `Map`. */
const MAX_PROBE = 16;

function hashOf(id: string): number {
  const n = id.length;
  let h = Math.imul(n + 1, 0x9e3779b1);
  if (n > 0) {
    h = Math.imul(h ^ id.charCodeAt(n - 1), 0x01000193);
    h = Math.imul(h ^ id.charCodeAt(n >> 1), 0x01000193);
    h = Math.imul(h ^ id.charCodeAt(0), 0x01000193);
  }
  if (n > 3) {
    h = Math.imul(h ^ id.charCodeAt(n - 2), 0x01000193);
    h = Math.imul(h ^ id.charCodeAt(n - 3), 0x01000193);
    h = Math.imul(h ^ id.charCodeAt(n - 4), 0x01000193);
  }
  return h ^ (h >>> 15);
}

export class IdIndex {
  /** Open addressing, one array: the id of slot i at 2i (undefined: empty), its value at 2i + 1. */
  private slots: (string | number | undefined)[];
  private mask: number;
  private count = 0;
  /** Set once a probe ran past `MAX_PROBE`: every id lives here from then on. */
  private map: Map<string, number> | undefined;

  /** `expected`: how many ids the caller will add, so that the table need not grow. */
  constructor(expected = 8) {
    let size = 16;
    while (size < expected * 2) size *= 2;
    // Holes read as undefined (empty): filling them would cost more than the table's whole use on a clean request.
    this.slots = new Array<undefined>(size * 2);
    this.mask = size - 1;
  }

  /** The value of `id`, or -1 when it has none. */
  get(id: string): number {
    if (this.map !== undefined) return this.map.get(id) ?? -1;
    const { slots, mask } = this;
    for (let slot = hashOf(id) & mask, probe = 0; probe < MAX_PROBE; probe++, slot = (slot + 1) & mask) {
      const key = slots[slot * 2];
      if (key === undefined) return -1;
      if (key === id) return slots[slot * 2 + 1] as number;
    }
    return -1;
  }

  /** Gives `id` the value `value` (a number ≥ 0) unless it has one; returns the value it had, or -1 when it is new. */
  add(id: string, value: number): number {
    return this.put(id, value, false);
  }

  /** Gives `id` the value `value` (a number ≥ 0), whether it had one or not. */
  set(id: string, value: number): void {
    this.put(id, value, true);
  }

  private put(id: string, value: number, replace: boolean): number {
    const { map } = this;
    if (map !== undefined) {
      const had = map.get(id);
      if (had === undefined || replace) map.set(id, value);
      return had ?? -1;
    }
    const { slots, mask } = this;
    for (let slot = hashOf(id) & mask, probe = 0; probe < MAX_PROBE; probe++, slot = (slot + 1) & mask) {
      const key = slots[slot * 2];
      if (key === undefined) {
        slots[slot * 2] = id;
        slots[slot * 2 + 1] = value;
        if (++this.count * 2 > mask) this.grow();
        return -1;
      }
      if (key === id) {
        const had = slots[slot * 2 + 1] as number;
        if (replace) slots[slot * 2 + 1] = value;
        return had;
      }
    }
    // Ids that agree where the table looks: a Map from here on.
    const all = new Map<string, number>();
    for (let at = 0; at < slots.length; at += 2) if (slots[at] !== undefined) all.set(slots[at] as string, slots[at + 1] as number);
    all.set(id, value);
    this.map = all;
    return -1;
  }

  /** Twice the slots, so that a table stays at most half full. */
  private grow(): void {
    const old = this.slots;
    this.slots = new Array<undefined>(old.length * 2);
    this.mask = old.length - 1;
    this.count = 0;
    for (let at = 0; at < old.length; at += 2) if (old[at] !== undefined) this.put(old[at] as string, old[at + 1] as number, true);
  }
}
