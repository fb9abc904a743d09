/** The node visitors of a set of active rules, by node kind and type: built once per set, read for every node. */
import type { NodeVisitor } from "../types.js";
import type { ActiveRule } from "./linter.js";

interface Handler {
  /** The rule's index in the active set. */
  index: number;
  visitor: NodeVisitor;
}

export class VisitorTable {
  /** Handlers by `kind`, and by `kind:type` (there merged with the kind's own, in rule order, once per type). */
  readonly #byKind = new Map<string, { all: Handler[]; byType: Map<string, Handler[]>; merged: Map<string, readonly Handler[]> }>();
  /** Some rule visits nodes: the dialect's walk is needed. */
  readonly walks: boolean;

  constructor(active: readonly ActiveRule[]) {
    active.forEach((entry, index) => {
      for (const [key, visitor] of Object.entries(entry.rule.visit ?? {})) {
        if (key === "request" || visitor === undefined) continue;
        const colon = key.indexOf(":");
        const kind = colon < 0 ? key : key.slice(0, colon);
        let slot = this.#byKind.get(kind);
        if (!slot) this.#byKind.set(kind, (slot = { all: [], byType: new Map(), merged: new Map() }));
        const handler = { index, visitor: visitor as NodeVisitor };
        if (colon < 0) slot.all.push(handler);
        else {
          const type = key.slice(colon + 1);
          const list = slot.byType.get(type);
          if (list) list.push(handler);
          else slot.byType.set(type, [handler]);
        }
      }
    });
    this.walks = this.#byKind.size > 0;
  }

  /** The handlers of a node, in the order of the active rules. */
  handlers(kind: string, type: string | undefined): readonly Handler[] | undefined {
    const slot = this.#byKind.get(kind);
    if (!slot) return undefined;
    const typed = type === undefined ? undefined : slot.byType.get(type);
    if (!typed) return slot.all.length > 0 ? slot.all : undefined;
    if (slot.all.length === 0) return typed;
    // Asked for every node of the type: merged once, not once per node.
    let merged = slot.merged.get(type!);
    if (merged === undefined) slot.merged.set(type!, (merged = [...slot.all, ...typed].sort((a, b) => a.index - b.index)));
    return merged;
  }
}
