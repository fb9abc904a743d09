/** Small helpers the models of the OpenAI dialects share when they read a request's JSON. */
import type { Node, NodeMaker } from "../types.js";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
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
