import type { Edit } from "../types.js";
import { joinPointer, parsePointer } from "../model/pointer.js";
import { applyWithMoveRuns } from "./move-runs.js";

/**
 * Applies JSON Patch edits (RFC 6902 semantics: each edit sees the result of the previous one) to a copy of
 * `value`. Only the containers on an edited path are copied; the input is never mutated.
 */
export function applyEdits<T>(value: T, edits: readonly Edit[]): T {
  let root: unknown = value;
  const copied = new Set<unknown>();
  const writable = (tokens: string[]): unknown => {
    if (!copied.has(root)) root = copy(root, copied);
    let node = root;
    for (const token of tokens) {
      const container = node as Record<string, unknown>;
      const child = container[Array.isArray(node) ? Number(token) : token];
      if (child === null || typeof child !== "object") throw new Error(`Cannot edit below ${joinPointer("", ...tokens)}`);
      if (!copied.has(child)) container[Array.isArray(node) ? Number(token) : token] = copy(child, copied);
      node = container[Array.isArray(node) ? Number(token) : token];
    }
    return node;
  };
  const take = (path: string): unknown => {
    const tokens = parsePointer(path);
    const key = tokens.pop()!;
    const parent = writable(tokens);
    if (Array.isArray(parent)) return parent.splice(index(parent, key, false), 1)[0];
    const record = parent as Record<string, unknown>;
    const removed = record[key];
    delete record[key];
    return removed;
  };
  const put = (path: string, item: unknown, replace: boolean): void => {
    const tokens = parsePointer(path);
    if (tokens.length === 0) {
      root = item;
      return;
    }
    const key = tokens.pop()!;
    const parent = writable(tokens);
    if (Array.isArray(parent)) parent.splice(index(parent, key, !replace), replace ? 1 : 0, item);
    // defineProperty, not assignment: a "__proto__" key must stay a plain key, never a prototype.
    else Object.defineProperty(parent, key, { value: item, writable: true, enumerable: true, configurable: true });
  };
  const apply = (edit: Edit) => {
    if (edit.op === "remove") take(edit.path);
    else if (edit.op === "replace") put(edit.path, edit.value, true);
    else if (edit.op === "add") put(edit.path, edit.value, false);
    else put(edit.path, take(edit.from), false);
  };
  applyWithMoveRuns(edits, apply, (pointer) => {
    const node = writable(parsePointer(pointer));
    return Array.isArray(node) ? (node as unknown[]) : undefined;
  });
  return root as T;
}

function copy(node: unknown, copied: Set<unknown>): unknown {
  const clone = Array.isArray(node) ? [...node] : { ...(node as object) };
  copied.add(clone);
  return clone;
}

function index(array: unknown[], token: string, forInsert: boolean): number {
  if (token === "-" && forInsert) return array.length;
  const i = Number(token);
  const limit = forInsert ? array.length : array.length - 1;
  if (!/^(0|[1-9][0-9]*)$/.test(token) || i > limit) throw new Error(`Array index ${token} out of range`);
  return i;
}

/**
 * The `move` edits that bring the items of `items` (at `arrayPointer`) for which `first` holds to the front, both
 * groups keeping their order. Moves are sequential, each against the array as the previous moves left it. Of
 * placing the front group item by item from the front, or the back group from the back, the shorter list wins:
 * fewer moves, smaller text edits. Each move's place comes from counts, one pass each way (searching and splicing a
 * simulated array per move was quadratic on a long turn).
 */
export function partitionEdits(arrayPointer: string, items: readonly unknown[], first: (item: unknown) => boolean): Edit[] {
  const isFirst = items.map((item) => first(item));
  const firstCount = isFirst.filter(Boolean).length;
  const move = (from: number, to: number): Edit => ({ op: "move", from: joinPointer(arrayPointer, from), path: joinPointer(arrayPointer, to) });
  // From the front: the k-th front item stands behind k placed ones and the back items before it.
  const fromFront: Edit[] = [];
  let placed = 0;
  let backBefore = 0;
  for (let i = 0; i < items.length; i++) {
    if (!isFirst[i]) {
      backBefore++;
      continue;
    }
    if (backBefore > 0) fromFront.push(move(placed + backBefore, placed));
    placed++;
  }
  // From the back, last back item first: the j-th back item stands behind the front items before it and j back ones.
  const fromBack: Edit[] = [];
  let frontAfter = 0;
  let backLeft = items.length - firstCount;
  for (let i = items.length - 1; i >= 0; i--) {
    if (isFirst[i]) {
      frontAfter++;
      continue;
    }
    backLeft--;
    if (frontAfter > 0) fromBack.push(move(firstCount - frontAfter + backLeft, firstCount + backLeft));
  }
  return fromBack.length < fromFront.length ? fromBack : fromFront;
}

/** True for an object block of the given `type`. */
export function isBlockOfType(item: unknown, type: string): boolean {
  return item !== null && typeof item === "object" && (item as { type?: unknown }).type === type;
}
