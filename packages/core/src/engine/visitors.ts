/** The visitors of a set of active rules, by node kind and type: built once per set, read for every request and node. */
import type { NodeVisitor, RequestVisitor, RuleNeeds } from "../types.js";
import type { ActiveRule } from "./linter.js";

/** One active rule as a request runs it: its visitor of the whole request and its needs, read once from its meta. */
export interface RequestStep {
  /** The rule's index in the active set. */
  index: number;
  request: RequestVisitor | undefined;
  /** Its needs, as an index into `VisitorTable.needs`; -1: it runs on every request. */
  needs: number;
}

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
  /** The rules that visit anything, in the order of the active rules. */
  readonly steps: readonly RequestStep[];
  /** The distinct needs of those rules (rules with equal needs share one): a request asks its dialect once for each. */
  readonly needs: readonly RuleNeeds[];

  constructor(active: readonly ActiveRule[]) {
    const steps: RequestStep[] = [];
    const needs: RuleNeeds[] = [];
    const needsByText = new Map<string, number>();
    active.forEach(({ rule }, index) => {
      if (!rule.visit) return;
      let at = -1;
      if (rule.meta.needs) {
        const text = JSON.stringify(rule.meta.needs);
        at = needsByText.get(text) ?? -1;
        if (at < 0) needsByText.set(text, (at = needs.push(rule.meta.needs) - 1));
      }
      steps.push({ index, request: rule.visit.request, needs: at });
    });
    this.steps = steps;
    this.needs = needs;
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
