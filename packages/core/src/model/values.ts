/** Small helpers the models and rules of several dialects share when they read a request's JSON. */
import type { Node, NodeMaker } from "../types.js";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * A copy of `object` with `keys` added or replaced: what `{ ...object, ...keys }` makes. On Node 20 a spread followed
 * by a key the object lacks gives every object a map of its own (0.6–0.9 µs, against about 60 ns for this).
 */
export function withKeys<T extends object, K extends object>(object: T, keys: K): T & K {
  return Object.assign({}, object, keys);
}

/**
 * Whether `value` has one of `fields`, with any value but undefined. It reads the few keys the value has: asking the
 * value for each of a dozen absent fields costs a walk of the prototype chain each, the larger part of detecting a
 * small body's format.
 */
export function hasAnyField(value: Readonly<Record<string, unknown>>, fields: ReadonlySet<string>): boolean {
  for (const key in value) if (fields.has(key) && value[key] !== undefined) return true;
  return false;
}

/** Calls `visit` for each object in the list at `parent[key]`, with its index and node (from the linter's `nodes`); anything else is left to the rules. */
export function eachObject(
  parent: Node,
  key: string,
  list: unknown,
  nodes: NodeMaker,
  visit: (value: Record<string, unknown>, index: number, node: Node) => void,
): void {
  if (!Array.isArray(list)) return;
  const at = nodes.child(parent, key);
  for (let index = 0; index < list.length; index++) {
    const value: unknown = list[index];
    if (isRecord(value)) visit(value, index, nodes.child(at, index));
  }
}

/** An analysis several rules share, computed once per model and kept in its cache, keyed by the analysis function. */
export function memo<M extends { shared: Map<unknown, unknown> }, T>(model: M, analysis: (model: M) => T): T {
  if (!model.shared.has(analysis)) model.shared.set(analysis, analysis(model));
  return model.shared.get(analysis) as T;
}

/**
 * The first item of each key, in order (an undefined key leaves the item out): one pass, for the lookups a rule makes
 * per finding, which a search of the whole list each time would make quadratic.
 */
export function firstByKey<T, K>(items: Iterable<T>, keyOf: (item: T) => K | undefined): Map<K, T> {
  const first = new Map<K, T>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined && !first.has(key)) first.set(key, item);
  }
  return first;
}

/** Names a hint lists before it counts the rest: each finding repeats the list, so it must not grow with the request. */
const LISTED_IN_A_HINT = 20;

/** `a, b, c` for a hint; past `LISTED_IN_A_HINT` names, the first ones and "and N more". */
export function listForHint(names: readonly string[]): string {
  const listed = names.slice(0, LISTED_IN_A_HINT).join(", ");
  return names.length > LISTED_IN_A_HINT ? `${listed} and ${names.length - LISTED_IN_A_HINT} more` : listed;
}
