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

/** Past this many types of one kind, a Map finds a type's handlers sooner than comparing each. */
const COMPARED_TYPES = 8;

interface KindHandlers {
  all: readonly Handler[] | undefined;
  /** The types some rule names, and each one's handlers at the same index; a Map too when there are many. */
  types: readonly string[];
  typed: readonly (readonly Handler[])[];
  byType: ReadonlyMap<string, readonly Handler[]> | undefined;
}

interface Handler {
  /** The rule's index in the active set. */
  index: number;
  visitor: NodeVisitor;
}

export class VisitorTable {
  /**
   * Handlers by `kind` (`all`, undefined when none), and by `kind:type` (`types`, merged with the kind's own in rule
   * order when the table is built; undefined when no rule names a type of the kind), in lists compared with `===`: a
   * node's `type` is a string fresh from `JSON.parse`, which a Map would hash first (most of a node's dispatch).
   */
  readonly #kinds: string[] = [];
  readonly #slots: KindHandlers[] = [];
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
      const types = [...byType.keys()];
      const typed = types.map((type) => [...all, ...byType.get(type)!].sort((a, b) => a.index - b.index));
      this.#kinds.push(kind);
      this.#slots.push({
        all: all.length > 0 ? all : undefined,
        types,
        typed,
        byType: types.length > COMPARED_TYPES ? new Map(types.map((type, i) => [type, typed[i]!])) : undefined,
      });
    }
    this.walks = this.#kinds.length > 0;
  }

  /** The handlers of a node, in the order of the active rules. */
  handlers(kind: string, type: string | undefined): readonly Handler[] | undefined {
    const kinds = this.#kinds;
    let k = 0;
    while (k < kinds.length && kinds[k] !== kind) k++;
    if (k === kinds.length) return undefined;
    const slot = this.#slots[k]!;
    if (type === undefined) return slot.all;
    if (slot.byType !== undefined) return slot.byType.get(type) ?? slot.all;
    const { types } = slot;
    for (let t = 0; t < types.length; t++) if (types[t] === type) return slot.typed[t];
    return slot.all;
  }
}
