/**
 * Runs of `move` edits within one array, applied at once. A fix that reorders a turn (tool results to the front) is
 * one move per block out of place; each is taken against the array as the moves before it left it (JSON Patch), and
 * a splice per move was quadratic on a long turn. The run's final order comes from a tree of positions instead:
 * O(log n) a move, then the array is rebuilt once.
 */
import type { Edit } from "../types.js";

/** Consecutive moves between indices of one array: the array's pointer, each move's indices, the edit after the run. */
export interface MoveRun {
  array: string;
  moves: { from: number; to: number }[];
  end: number;
}

const CANONICAL_INDEX = /^(?:0|[1-9][0-9]*)$/;

/** The array and the index of an edit's path, when its last token is an index (`-` and keys are not). */
function indexIn(pointer: string): { array: string; index: number } | undefined {
  const slash = pointer.lastIndexOf("/");
  const token = pointer.slice(slash + 1);
  return slash >= 0 && CANONICAL_INDEX.test(token) ? { array: pointer.slice(0, slash), index: Number(token) } : undefined;
}

/** The run of two or more moves within one array that starts at `edits[start]`, if there is one. */
export function moveRunAt(edits: readonly Edit[], start: number): MoveRun | undefined {
  let array: string | undefined;
  const moves: { from: number; to: number }[] = [];
  let end = start;
  for (; end < edits.length; end++) {
    const edit = edits[end]!;
    if (edit.op !== "move") break;
    const from = indexIn(edit.from);
    const to = indexIn(edit.path);
    if (!from || !to || from.array !== to.array || (array !== undefined && from.array !== array)) break;
    array = from.array;
    moves.push({ from: from.index, to: to.index });
  }
  return moves.length >= 2 && array !== undefined ? { array, moves, end } : undefined;
}

/**
 * The order (original indices) an array of `length` items is left in by `moves`, each against the array as the
 * ones before it left it. Throws as a splice would for an index out of range.
 */
export function orderAfterMoves(length: number, moves: readonly { from: number; to: number }[]): number[] {
  // An implicit treap: node i is item i, a subtree's in-order is a stretch of the array, `size` gives positions.
  const left = new Int32Array(length).fill(-1);
  const right = new Int32Array(length).fill(-1);
  const size = new Int32Array(length);
  const priority = new Uint32Array(length);
  // xorshift32, seeded: the same moves always build the same tree.
  let seed = 0x9e3779b9;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const sizeOf = (t: number) => (t < 0 ? 0 : size[t]!);
  const update = (t: number) => {
    size[t] = 1 + sizeOf(left[t]!) + sizeOf(right[t]!);
  };
  // Balanced over 0…length-1, then priorities sifted down into heap order (the shape keeps the in-order).
  const siftDown = (t: number) => {
    for (;;) {
      const l = left[t]!;
      const r = right[t]!;
      let top = t;
      if (l >= 0 && priority[l]! > priority[top]!) top = l;
      if (r >= 0 && priority[r]! > priority[top]!) top = r;
      if (top === t) return;
      const p = priority[t]!;
      priority[t] = priority[top]!;
      priority[top] = p;
      t = top;
    }
  };
  const build = (lo: number, hi: number): number => {
    if (lo > hi) return -1;
    const mid = (lo + hi) >> 1;
    priority[mid] = random();
    left[mid] = build(lo, mid - 1);
    right[mid] = build(mid + 1, hi);
    update(mid);
    siftDown(mid);
    return mid;
  };
  // `split(t, k)`: the first k items of t, and the rest.
  const split = (t: number, k: number): [number, number] => {
    if (t < 0) return [-1, -1];
    if (sizeOf(left[t]!) >= k) {
      const [a, b] = split(left[t]!, k);
      left[t] = b;
      update(t);
      return [a, t];
    }
    const [a, b] = split(right[t]!, k - sizeOf(left[t]!) - 1);
    right[t] = a;
    update(t);
    return [t, b];
  };
  const merge = (a: number, b: number): number => {
    if (a < 0) return b;
    if (b < 0) return a;
    if (priority[a]! > priority[b]!) {
      right[a] = merge(right[a]!, b);
      update(a);
      return a;
    }
    left[b] = merge(a, left[b]!);
    update(b);
    return b;
  };

  let root = build(0, length - 1);
  for (const { from, to } of moves) {
    if (from > length - 1) throw new Error(`Array index ${from} out of range`);
    const [before, rest] = split(root, from);
    const [item, after] = split(rest, 1);
    root = merge(before, after);
    if (to > length - 1) throw new Error(`Array index ${to} out of range`);
    const [head, tail] = split(root, to);
    root = merge(merge(head, item), tail);
  }
  const order: number[] = [];
  const stack: number[] = [];
  for (let t = root; t >= 0 || stack.length > 0;) {
    if (t >= 0) {
      stack.push(t);
      t = left[t]!;
    } else {
      const top = stack.pop()!;
      order.push(top);
      t = right[top]!;
    }
  }
  return order;
}

/**
 * Applies `edits` in order with `apply`, but each run of moves within one array at once, when `arrayAt` gives the
 * array at the run's pointer (the container, made writable); when it gives none (an object with numeric keys), the
 * run goes through `apply` one move at a time.
 */
export function applyWithMoveRuns<T>(edits: readonly Edit[], apply: (edit: Edit) => void, arrayAt: (pointer: string) => T[] | undefined): void {
  for (let e = 0; e < edits.length; e++) {
    const run = moveRunAt(edits, e);
    if (!run) {
      apply(edits[e]!);
      continue;
    }
    const array = arrayAt(run.array);
    if (array) {
      const before = [...array];
      orderAfterMoves(before.length, run.moves).forEach((from, to) => (array[to] = before[from]!));
    } else for (let m = e; m < run.end; m++) apply(edits[m]!);
    e = run.end - 1;
  }
}
