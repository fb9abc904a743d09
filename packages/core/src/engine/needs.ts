/**
 * Rule preconditions (`RuleMeta.needs`) answered from what a request holds. A dialect says what its request holds
 * (`Dialect.presence`); the engine answers every distinct needs of a rule set from that at once, so a request pays a
 * lookup per field and block type it could have, not a call per needs.
 */
import type { RuleNeeds } from "../types.js";

/** What a request holds that needs can name. */
export interface RequestPresence {
  /** The request: a field counts when it is its own, with any value but undefined (null included). */
  readonly request: Readonly<Record<string, unknown>>;
  /** Every block type in the request, at any depth; absent for a format whose rules name no blocks. */
  readonly blockTypes?: ReadonlySet<string>;
  /** A `cache_control` anywhere in the request. */
  readonly cacheControl?: boolean;
}

/** Whether a field is the request's own, with a value: an own-key test first, so an absent one walks no prototype chain. */
function present(request: Readonly<Record<string, unknown>>, field: string): boolean {
  return Object.hasOwn(request, field) && request[field] !== undefined;
}

/** A block type of `needs.blocks` (`*_tool_result`: every type with that suffix) among the request's. */
function hasBlock(blockTypes: ReadonlySet<string>, type: string): boolean {
  if (blockTypes.has(type)) return true;
  if (type.charCodeAt(0) !== 42 /* "*" */) return false;
  const suffix = type.slice(1);
  for (const held of blockTypes) if (held.endsWith(suffix)) return true;
  return false;
}

/** Whether a request holds anything a rule with these needs looks at: any one field, block type or `cache_control`. */
export function meetsNeeds(needs: RuleNeeds, presence: RequestPresence): boolean {
  if (needs.cacheControl && presence.cacheControl) return true;
  for (const field of needs.fields ?? []) if (present(presence.request, field)) return true;
  const { blockTypes } = presence;
  if (blockTypes !== undefined) for (const type of needs.blocks ?? []) if (hasBlock(blockTypes, type)) return true;
  return false;
}

/**
 * The distinct needs of a rule set, indexed by what meets them: `answer` marks every needs a request meets, reading
 * each field and block type the needs name once, however many needs share it. Exactly `meetsNeeds` for each.
 */
export class NeedsIndex {
  // Parallel lists read by index, not tuples destructured in `for…of`: `answer` runs once per request, and the
  // destructuring's iterator steps made it one of the costliest functions for the optimising compiler (--trace-opt).
  /** Each field any needs names, and (at the same index) the needs that name it. */
  readonly #fields: readonly string[];
  readonly #fieldNeeds: readonly (readonly number[])[];
  /** Each exact block type, with the needs that name it. */
  readonly #byBlock: ReadonlyMap<string, readonly number[]>;
  /** Each `*suffix` block pattern, and (at the same index) the needs that name it. */
  readonly #suffixes: readonly string[];
  readonly #suffixNeeds: readonly (readonly number[])[];
  readonly #byCacheControl: readonly number[];

  constructor(needs: readonly RuleNeeds[]) {
    const byField = new Map<string, number[]>();
    const byBlock = new Map<string, number[]>();
    const bySuffix = new Map<string, number[]>();
    const byCacheControl: number[] = [];
    const add = (map: Map<string, number[]>, key: string, at: number) => {
      const list = map.get(key);
      if (list === undefined) map.set(key, [at]);
      else if (list.at(-1) !== at) list.push(at);
    };
    needs.forEach((one, at) => {
      for (const field of one.fields ?? []) add(byField, field, at);
      for (const type of one.blocks ?? []) {
        if (type.charCodeAt(0) === 42 /* "*" */) add(bySuffix, type.slice(1), at);
        else add(byBlock, type, at);
      }
      if (one.cacheControl) byCacheControl.push(at);
    });
    this.#fields = [...byField.keys()];
    this.#fieldNeeds = [...byField.values()];
    this.#byBlock = byBlock;
    this.#suffixes = [...bySuffix.keys()];
    this.#suffixNeeds = [...bySuffix.values()];
    this.#byCacheControl = byCacheControl;
  }

  /** Sets `met[i]` to 1 for each needs `i` the request meets, 0 for the others. */
  answer(presence: RequestPresence, met: Uint8Array): void {
    met.fill(0);
    const { request, blockTypes } = presence;
    const fields = this.#fields;
    for (let i = 0; i < fields.length; i++) if (present(request, fields[i]!)) mark(met, this.#fieldNeeds[i]!);
    const suffixes = this.#suffixes;
    if (blockTypes !== undefined && (this.#byBlock.size > 0 || suffixes.length > 0)) {
      // The request's few block types, each looked up: not each of the types the rules name.
      for (const type of blockTypes) {
        const exact = this.#byBlock.get(type);
        if (exact !== undefined) mark(met, exact);
        for (let i = 0; i < suffixes.length; i++) if (type.endsWith(suffixes[i]!)) mark(met, this.#suffixNeeds[i]!);
      }
    }
    if (presence.cacheControl) mark(met, this.#byCacheControl);
  }
}

/** Marks each of `needs` met. */
function mark(met: Uint8Array, needs: readonly number[]): void {
  for (let i = 0; i < needs.length; i++) met[needs[i]!] = 1;
}
