/** The visitors of a set of active rules, by node kind and type: built once per set, read for every request and node. */
import type { ActiveRule, NodeVisitor, RequestVisitor, RuleNeeds } from "../types.js";

/** One active rule as a request runs it: its visitor of the whole request and its needs, read once from its meta. */
export interface RequestStep {
  /** The rule's index in the active set. */
  index: number;
  request: RequestVisitor | undefined;
  /** Its needs, as an index into `VisitorTable.needs`; -1: it runs on every request. */
  needs: number;
  /** It visits nodes: the walk runs when some rule that does runs. */
  walks: boolean;
}

/** The handlers of one node kind: of every node (`all`), and by type, merged with `all` in rule order. */
export interface KindHandlers {
  all: readonly Handler[] | undefined;
  /** A prototype-less object, not a Map: read once per node, and V8 reads an object's own key faster than it hashes into a Map. */
  byType: Readonly<Record<string, readonly Handler[] | undefined>> | undefined;
}

export interface Handler {
  /** The rule's index in the active set. */
  index: number;
  visitor: NodeVisitor;
}

export class VisitorTable {
  /**
   * Handlers by `kind` (`all`, undefined when none), and by `kind:type` (`byType`, merged with the kind's own in rule
   * order when the table is built; undefined when no rule names a type of the kind): one or two lookups a node.
   */
  readonly #byKind = new Map<string, KindHandlers>();
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
      const walks = Object.entries(rule.visit).some(([key, visitor]) => key !== "request" && visitor !== undefined);
      steps.push({ index, request: rule.visit.request, needs: at, walks });
    });
    this.steps = steps;
    this.needs = needs;
    const kinds = new Map<string, { all: Handler[]; byType: Map<string, Handler[]> }>();
    active.forEach((entry, index) => {
      for (const [key, visitor] of Object.entries(entry.rule.visit ?? {})) {
        if (key === "request" || visitor === undefined) continue;
        const colon = key.indexOf(":");
        const kind = colon < 0 ? key : key.slice(0, colon);
        let slot = kinds.get(kind);
        if (!slot) kinds.set(kind, (slot = { all: [], byType: new Map() }));
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
    for (const [kind, { all, byType }] of kinds) {
      // A typed list holds the kind's own handlers too, in rule order: merged here, once, not per node.
      for (const [type, typed] of byType)
        byType.set(
          type,
          [...all, ...typed].sort((a, b) => a.index - b.index),
        );
      const typed =
        byType.size > 0 ? (Object.assign(Object.create(null), Object.fromEntries(byType)) as Record<string, readonly Handler[]>) : undefined;
      this.#byKind.set(kind, { all: all.length > 0 ? all : undefined, byType: typed });
    }
    this.walks = this.#byKind.size > 0;
  }

  /** The handlers of one node kind, in the order of the active rules; undefined when no rule visits the kind. */
  kind(kind: string): KindHandlers | undefined {
    return this.#byKind.get(kind);
  }
}
