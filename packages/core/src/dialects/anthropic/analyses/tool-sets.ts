/**
 * What the tool rules derive from one set of tools (entries, name collisions, meta-schema errors, input validators),
 * and one linter's cache of the tool sets it has seen: an application's pre-request check and a corpus repeat theirs.
 * Knows nothing of a request: `tool-definitions.ts` hands it the request's `tools`.
 */
import { isRecord } from "../../../model/json.js";
import type { InputValidator } from "../../../engine/json-schema.js";
import { validate as metaValidator, type MetaSchemaError } from "../schema/json-schema-2020-12.validate.js";
import { at, ROOT, tagged } from "../paths.js";

export interface ToolEntry {
  index: number;
  value: Readonly<Record<string, unknown>>;
  /** `/tools/N` */
  pointer: string;
  /** The API's path with its discriminator: `tools.N.custom` for a custom tool, `tools.N.<type>` otherwise. */
  path: string;
  custom: boolean;
}

export function isCustomTool(tool: Readonly<Record<string, unknown>>): boolean {
  return tool.type === undefined || tool.type === null || tool.type === "custom";
}

/** The entries of this request's `tools`: each with this request's value, and the pointer and path a tool set shares. */
function buildEntries(tools: readonly unknown[], results: ToolSetResults): ToolEntry[] {
  const entries: ToolEntry[] = [];
  const known = results.entries;
  if (known) {
    // Field by field: a spread per tool cost more than the rest of the lookup.
    for (const { index, pointer, path, custom } of known)
      entries.push({ index, value: tools[index] as Readonly<Record<string, unknown>>, pointer, path, custom });
    return entries;
  }
  tools.forEach((tool, index) => {
    if (!isRecord(tool)) return;
    const custom = isCustomTool(tool);
    const tag = custom ? "custom" : typeof tool.type === "string" ? tool.type : "custom";
    const { pointer, path } = tagged(at(ROOT, "tools", index), tag);
    entries.push({ index, value: tool, pointer, path, custom });
  });
  results.entries = entries;
  return entries;
}

/** Two entries of `tools` with the same name: `at` and `earlierAt` are positions in `entries`. */
export interface NameCollision {
  at: number;
  earlierAt: number;
  /** The two definitions are the same JSON, keys in any order. */
  identical: boolean;
}

/**
 * What the tool rules derive from `tools`, computed once per distinct tool set: the same results serve every
 * request whose `tools` has the same JSON text, so they hold positions and content, never this request's objects.
 */
class ToolSetResults {
  /** The first request's entries: the later ones copy their pointers and paths. */
  entries: readonly ToolEntry[] | undefined;
  readonly metaErrors = new Map<number, readonly MetaSchemaError[]>();
  collisions: readonly NameCollision[] | undefined;
  readonly validators = new Map<string, InputValidator | null>();
  readonly derived = new Map<unknown, unknown>();
}

/** The request's tool definitions and what the tool rules know about them (api-rules.md rows 49–57). */
export class ToolAnalysis {
  /** The `tools` members the entries were built from, to notice an array changed in place. */
  readonly members: readonly unknown[];
  constructor(
    readonly entries: readonly ToolEntry[],
    readonly tools: readonly unknown[],
    members: readonly unknown[],
    private readonly results: ToolSetResults,
  ) {
    this.members = members;
  }

  /** The draft 2020-12 meta-schema errors of a custom tool's `input_schema` (an object), in ajv's order. */
  metaErrors(entry: ToolEntry): readonly MetaSchemaError[] {
    let errors = this.results.metaErrors.get(entry.index);
    if (errors === undefined) {
      errors = validateAgainstMeta(entry.value.input_schema);
      this.results.metaErrors.set(entry.index, errors);
    }
    return errors;
  }

  /** Entries named like an earlier one, in order; each compared with the first entry of that name. */
  collisions(): readonly NameCollision[] {
    return (this.results.collisions ??= findCollisions(this.entries));
  }

  /**
   * The validator of the `input_schema` of the tool named `name` (the last one of that name, as a map built
   * from `tools` keeps it); undefined when there is no such tool or its schema cannot be checked.
   */
  inputValidator(name: string, compile: (schema: Readonly<Record<string, unknown>>) => InputValidator | null): InputValidator | undefined {
    let validator = this.results.validators.get(name);
    if (validator === undefined) {
      const at = this.derived(lastByName).get(name);
      const schema = at === undefined ? undefined : this.entries[at]!.value.input_schema;
      validator = isRecord(schema) ? compile(schema) : null;
      this.results.validators.set(name, validator);
    }
    return validator ?? undefined;
  }

  /**
   * A rule's own analysis of the tools, computed once per tool set (keyed by the function, so pass a module-level
   * one); it must depend on the entries' JSON content and positions only.
   */
  derived<T>(analysis: (tools: ToolAnalysis) => T): T {
    if (!this.results.derived.has(analysis)) this.results.derived.set(analysis, analysis(this));
    return this.results.derived.get(analysis) as T;
  }
}

/** The position in `entries` of the last entry of each name, built once: a scan of every tool per called name was quadratic. */
function lastByName({ entries }: ToolAnalysis): ReadonlyMap<unknown, number> {
  const last = new Map<unknown, number>();
  entries.forEach((entry, at) => last.set(entry.value.name, at));
  return last;
}

/** JSON text with keys sorted, to tell an exact duplicate from two tools that only share a name. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function findCollisions(entries: readonly ToolEntry[]): NameCollision[] {
  const first = new Map<string, number>();
  const out: NameCollision[] = [];
  const texts = new Map<number, string>();
  // Canonical forms only for names that collide: a duplicate is rare, and the forms cost a walk of every tool.
  const textOf = (at: number) => {
    let text = texts.get(at);
    if (text === undefined) {
      try {
        text = canonical(entries[at]!.value);
      } catch {
        text = `#${at}`; // nested too deep to compare (hostile input): treat as different
      }
      texts.set(at, text);
    }
    return text;
  };
  entries.forEach((entry, at) => {
    const { name } = entry.value;
    if (typeof name !== "string") return;
    const earlierAt = first.get(name);
    if (earlierAt === undefined) first.set(name, at);
    else out.push({ at, earlierAt, identical: textOf(earlierAt) === textOf(at) });
  });
  return out;
}

/**
 * The last tool arrays seen, by identity: an application's pre-request check sends the same objects every time.
 * A few strong references rather than a WeakMap of every array: ephemerons for each request's array made the GC
 * cost more than the analysis.
 */
/** One linter's tool sets seen before: by array identity (the last few) and by content (most recently used first). */
export class ToolSetCache {
  readonly recentArrays: ToolAnalysis[] = [];
  readonly byContent: SeenToolSet[] = [];
}
const RECENT_ARRAYS = 4;

/**
 * A tool set seen before: its tools' names (`undefined` for a member without a string name), a private JSON copy of
 * its `tools` (safe from later mutation) and its results.
 */
interface SeenToolSet {
  names: readonly (string | undefined)[];
  snapshot: Snapshot;
  results: ToolSetResults;
}
/*
 * Tool sets seen by content: a corpus parses fresh objects but repeats its tool sets. A set is found by its names
 * (compared in place, no key string built and hashed per request), then compared member by member; comparing costs
 * about half of `JSON.stringify(tools)`.
 */
/** Bounds the cache for long-lived processes that see many tool sets (an editor, a server). */
const MAX_TOOL_SETS = 64;

const nameOf = (tool: unknown): string | undefined => (isRecord(tool) && typeof tool.name === "string" ? tool.name : undefined);

/** A private copy of a JSON value, objects with their keys listed once, for comparing the next requests' values with. */
type Snapshot = string | number | boolean | null | SnapshotArray | SnapshotObject;
class SnapshotArray {
  constructor(readonly items: readonly Snapshot[]) {}
}
class SnapshotObject {
  constructor(
    readonly keys: readonly string[],
    readonly values: readonly Snapshot[],
  ) {}
}

/** The snapshot of a JSON value; throws RangeError when it is nested deeper than the stack allows. */
function snapshotOf(value: unknown): Snapshot {
  if (Array.isArray(value)) return new SnapshotArray(value.map(snapshotOf));
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value);
    return new SnapshotObject(
      keys,
      keys.map((key) => snapshotOf((value as Record<string, unknown>)[key])),
    );
  }
  return value as Snapshot;
}

/**
 * Whether `value` is the JSON value of `snapshot`, keys in the same order. Plain objects and arrays only: a Date,
 * a Map or a class instance has a JSON form of its own, so it never passes for a tool set seen before.
 */
function matches(value: unknown, snapshot: Snapshot): boolean {
  if (snapshot instanceof SnapshotObject) {
    if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
    const { keys, values } = snapshot;
    let i = 0;
    for (const key in value) {
      if (key !== keys[i]) return false;
      // A scalar (most of a tool set's values) is compared here, without a call of its own.
      const member = values[i++]!;
      const held = (value as Record<string, unknown>)[key];
      if (typeof member === "object" && member !== null ? !matches(held, member) : held !== member) return false;
    }
    return i === keys.length;
  }
  if (snapshot instanceof SnapshotArray) {
    const { items } = snapshot;
    if (!Array.isArray(value) || value.length !== items.length) return false;
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (typeof item === "object" && item !== null ? !matches(value[i], item) : value[i] !== item) return false;
    }
    return true;
  }
  return value === snapshot;
}

/** Whether `tools` has these names, in this order: no key is built per request, the names are compared in place. */
function sameNames(tools: readonly unknown[], names: readonly (string | undefined)[]): boolean {
  if (tools.length !== names.length) return false;
  for (let i = 0; i < names.length; i++) if (nameOf(tools[i]) !== names[i]) return false;
  return true;
}

function resultsFor(tools: readonly unknown[], { byContent }: ToolSetCache): ToolSetResults {
  try {
    // At most one set a list of names: a request is compared in full with one set at most.
    const named = byContent.findIndex((seen) => sameNames(tools, seen.names));
    if (named >= 0) {
      const seen = byContent[named]!;
      if (matches(tools, seen.snapshot)) {
        if (named > 0) byContent.unshift(...byContent.splice(named, 1));
        return seen.results;
      }
      // Replaced below by this request's set.
      byContent.splice(named, 1);
    }
    const results = new ToolSetResults();
    // Through JSON text, so that the copy holds what a request's JSON would (no `undefined`, no Date).
    const snapshot = snapshotOf(JSON.parse(JSON.stringify(tools)));
    if (byContent.unshift({ names: tools.map(nameOf), snapshot, results }) > MAX_TOOL_SETS) byContent.pop();
    return results;
  } catch {
    // Nested deeper than the stack allows (hostile input): analysed for this request only.
    return new ToolSetResults();
  }
}

/** The analysis of a `tools` array, from the linter's cache of tool sets when it has seen this one before. */
export function analyzeTools(tools: readonly unknown[], cache: ToolSetCache): ToolAnalysis {
  const { recentArrays } = cache;
  for (const known of recentArrays) {
    // A tool changed in place keeps its first analysis; a member added, removed or replaced does not.
    if (known.tools === tools && known.members.length === tools.length && known.members.every((member, i) => member === tools[i])) return known;
  }
  const results = resultsFor(tools, cache);
  const analysis = new ToolAnalysis(buildEntries(tools, results), tools, [...tools], results);
  if (recentArrays.unshift(analysis) > RECENT_ARRAYS) recentArrays.pop();
  return analysis;
}

/** A schema's errors against the draft 2020-12 meta-schema, in ajv's order (the validator is generated: no ajv at run time). */
export function validateAgainstMeta(schema: unknown): readonly MetaSchemaError[] {
  try {
    return metaValidator(schema) ? [] : [...(metaValidator.errors ?? [])];
  } catch {
    // A schema nested deeper than the stack allows (hostile input): nothing can be said about it.
    return [];
  }
}
