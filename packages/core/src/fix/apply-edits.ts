import type { Edit } from "../types.js";
import { joinPointer, parsePointer } from "../engine/pointer.js";

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
  for (const edit of edits) {
    if (edit.op === "remove") take(edit.path);
    else if (edit.op === "replace") put(edit.path, edit.value, true);
    else if (edit.op === "add") put(edit.path, edit.value, false);
    else put(edit.path, take(edit.from), false);
  }
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
 * The `move` edits that turn `array` (at `arrayPointer`) into the order `order` (original indices). Moves are
 * sequential, so each is computed against the array as the previous moves left it. Of placing elements from
 * the front or from the back, the shorter list wins: fewer moves, smaller text edits.
 */
export function reorderEdits(arrayPointer: string, length: number, order: readonly number[]): Edit[] {
  const place = (targets: number[]): Edit[] => {
    const current = Array.from({ length }, (_, i) => i);
    const edits: Edit[] = [];
    for (const target of targets) {
      const at = current.indexOf(order[target]!);
      if (at === target) continue;
      current.splice(at, 1);
      current.splice(target, 0, order[target]!);
      edits.push({ op: "move", from: joinPointer(arrayPointer, at), path: joinPointer(arrayPointer, target) });
    }
    return edits;
  };
  const positions = order.map((_, i) => i);
  const fromFront = place(positions);
  const fromBack = place(positions.reverse());
  return fromBack.length < fromFront.length ? fromBack : fromFront;
}

/** The moves that bring the items for which `first` holds to the front of the array, both groups keeping their order. */
export function partitionEdits(arrayPointer: string, items: readonly unknown[], first: (item: unknown) => boolean): Edit[] {
  const indices = items.map((_, i) => i);
  const order = [...indices.filter((i) => first(items[i])), ...indices.filter((i) => !first(items[i]))];
  return reorderEdits(arrayPointer, items.length, order);
}

/** True for an object block of the given `type`. */
export function isBlockOfType(item: unknown, type: string): boolean {
  return item !== null && typeof item === "object" && (item as { type?: unknown }).type === type;
}
