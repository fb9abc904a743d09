/**
 * The visitors of a set of active rules, by node kind and type: built once per set. A request runs a plan, the part of
 * the set its needs call for, built once per combination of needs and read for every request and node that has it.
 */
import type { ActiveRule, NodeVisitor, RequestVisitor, RuleNeeds } from "../types.js";
import { NeedsIndex, type RequestPresence } from "./needs.js";

/** One active rule as a request runs it: its visitor of the whole request and its needs, read once from its meta. */
export interface RequestStep {
  /** The rule's index in the active set. */
  index: number;
  /** The active rule itself: what `report` reads while its visitors run. */
  entry: ActiveRule;
  request: RequestVisitor | undefined;
  /** Its needs, as an index into the table's distinct needs; -1: it runs on every request. */
  needs: number;
}

/** A step that visits the request itself. */
export type RequestVisit = RequestStep & { request: RequestVisitor };

/** The handlers of one node kind: of every node (`all`), and by type, merged with `all` in rule order. */
export interface KindHandlers {
  all: readonly Handler[] | undefined;
  /** A prototype-less object, not a Map: read once per node, and V8 reads an object's own key faster than it hashes into a Map. */
  byType: Readonly<Record<string, readonly Handler[] | undefined>> | undefined;
}

export interface Handler {
  /** The rule's index in the active set. */
  index: number;
  entry: ActiveRule;
  visitor: NodeVisitor;
}

/** What a request runs, for one combination of met needs: built at the first request with it, then shared and never changed. */
export interface RequestPlan {
  /** The steps whose needs the request meets and that visit the request itself, in rule order. */
  readonly steps: readonly RequestVisit[];
  /** The node visitors of those rules, by kind; undefined when none of them visits nodes (the request is not walked). */
  readonly kinds: ReadonlyMap<string, KindHandlers> | undefined;
}

/** A node of the plans' decision tree: one level per distinct needs, its branch by whether the request meets them. */
interface PlanNode {
  met?: PlanNode;
  unmet?: PlanNode;
  plan?: RequestPlan;
  /** The node one level up (none at the root), and the answer that led here from it. */
  parent?: PlanNode;
  answer?: boolean;
}

/** The answers that lead from the root to `node`, at `depth`. */
function answersTo(node: PlanNode, depth: number): boolean[] {
  const answers = new Array<boolean>(depth);
  for (let at: PlanNode | undefined = node; at?.parent !== undefined; at = at.parent) answers[--depth] = at.answer!;
  return answers;
}

/**
 * At most this many nodes in a table's decision tree, and plans kept at its leaves. Past either, a request whose
 * combination of needs is new gets a plan of its own, not kept: a stream of requests with ever new combinations cannot
 * grow the table without bound (a plan holds a few kilobytes).
 */
const MAX_PLAN_NODES = 4096;
const MAX_PLANS = 256;

export class VisitorTable {
  /** The rules that visit anything, in the order of the active rules. */
  readonly #steps: readonly RequestStep[];
  /** The distinct needs of those rules (rules with equal needs share one), indexed by what meets them. */
  readonly #needs: NeedsIndex;
  readonly #needsCount: number;
  /** Which needs the request being planned meets: one buffer per table, filled afresh for each request. */
  readonly #met: Uint8Array;
  /** The root of the plans' decision tree, and its node count. */
  readonly #plans: PlanNode = {};
  #planNodes = 1;
  #plansKept = 0;
  /** The plan of every step, for a linter that runs every rule whatever its needs. */
  #everyStep: RequestPlan | undefined;

  constructor(active: readonly ActiveRule[]) {
    const steps: RequestStep[] = [];
    const needs: RuleNeeds[] = [];
    const needsByText = new Map<string, number>();
    active.forEach((entry, index) => {
      const { rule } = entry;
      if (!rule.visit) return;
      let at = -1;
      if (rule.meta.needs) {
        const text = JSON.stringify(rule.meta.needs);
        at = needsByText.get(text) ?? -1;
        if (at < 0) needsByText.set(text, (at = needs.push(rule.meta.needs) - 1));
      }
      steps.push({ index, entry, request: rule.visit.request, needs: at });
    });
    this.#steps = steps;
    this.#needs = new NeedsIndex(needs);
    this.#needsCount = needs.length;
    this.#met = new Uint8Array(needs.length);
  }

  /**
   * The plan for a request that holds `presence`: every distinct needs is answered from it at once, and the answers
   * choose a plan built at the first request that gave them. So a request pays a lookup per field and block type the
   * rules name, not a check per rule or per node visitor. Without `presence` (preconditions off) every step runs.
   */
  plan(presence: RequestPresence | undefined): RequestPlan {
    const count = this.#needsCount;
    if (presence === undefined || count === 0) return (this.#everyStep ??= this.#build(undefined));
    const met = this.#met;
    this.#needs.answer(presence, met);
    let node = this.#plans;
    for (let i = 0; i < count; i++) {
      const answer = met[i] === 1;
      let next = answer ? node.met : node.unmet;
      if (next === undefined) {
        // The tree is full: this request's plan is built for it alone.
        if (this.#planNodes >= MAX_PLAN_NODES) return this.#build(Array.from(met, (one) => one === 1));
        next = { parent: node, answer };
        this.#planNodes++;
        if (answer) node.met = next;
        else node.unmet = next;
      }
      node = next;
    }
    if (node.plan !== undefined) return node.plan;
    const plan = this.#build(answersTo(node, count));
    if (this.#plansKept < MAX_PLANS) {
      node.plan = plan;
      this.#plansKept++;
    }
    return plan;
  }

  /** The plan for these answers (by index in `needs`); undefined: every step runs. */
  #build(answers: readonly boolean[] | undefined): RequestPlan {
    const runs = answers === undefined ? this.#steps : this.#steps.filter((step) => step.needs < 0 || answers[step.needs]);
    return { steps: runs.filter((step): step is RequestVisit => step.request !== undefined), kinds: kindHandlers(runs) };
  }
}

/** The node visitors of these steps by kind and type, in rule order; undefined when they visit none. */
function kindHandlers(steps: readonly RequestStep[]): ReadonlyMap<string, KindHandlers> | undefined {
  const kinds = new Map<string, { all: Handler[]; byType: Map<string, Handler[]> }>();
  for (const { index, entry } of steps) {
    for (const [key, visitor] of Object.entries(entry.rule.visit ?? {})) {
      if (key === "request" || visitor === undefined) continue;
      const colon = key.indexOf(":");
      const kind = colon < 0 ? key : key.slice(0, colon);
      let slot = kinds.get(kind);
      if (!slot) kinds.set(kind, (slot = { all: [], byType: new Map() }));
      const handler: Handler = { index, entry, visitor: visitor as NodeVisitor };
      if (colon < 0) slot.all.push(handler);
      else {
        const type = key.slice(colon + 1);
        const list = slot.byType.get(type);
        if (list) list.push(handler);
        else slot.byType.set(type, [handler]);
      }
    }
  }
  if (kinds.size === 0) return undefined;
  const byKind = new Map<string, KindHandlers>();
  for (const [kind, { all, byType }] of kinds) {
    // A typed list holds the kind's own handlers too, in rule order: merged here, once, not per node.
    for (const [type, typed] of byType)
      byType.set(
        type,
        [...all, ...typed].sort((a, b) => a.index - b.index),
      );
    const typed =
      byType.size > 0 ? (Object.assign(Object.create(null), Object.fromEntries(byType)) as Record<string, readonly Handler[]>) : undefined;
    byKind.set(kind, { all: all.length > 0 ? all : undefined, byType: typed });
  }
  return byKind;
}
