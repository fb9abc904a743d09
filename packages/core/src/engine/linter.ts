/**
 * A linter: the dialects it speaks, the rules they bring, and every cache (rule selection, templates, each
 * dialect's loaded schemas and model facts). Nothing lives in module state: two linters with different settings
 * never meet. `lint`, `assertValid`, `repair` and the wrappers run on a default instance (`src/linter.ts`).
 */
import { findSyntaxError, LineIndex, locatePointers, type Span } from "../locate/json-text.js";
import { readDocuments, type TextDocument } from "../sources/documents.js";
import { locateEmbedded, type DecodedString } from "../sources/embedded-json.js";
import { utf8Problem, type Utf8Problem } from "../sources/utf8.js";
import { placeDiagnostic, readUnits, type ParsedDocument, type ReadUnits, type RequestUnit, type SyntaxClaim } from "../sources/index.js";
import type { ActiveRule, DialectId, Diagnostic, LintOptions, Node, Report, ResolvedSettings, Rule, RuleContext, RuleSetting } from "../types.js";
import type { Dialect, NodeVisit } from "./dialect.js";
import { detectDialect, detectionOrder, type Detection } from "./detect.js";
import { formatMessage, Templates } from "./messages.js";
import { childNode, comparePointers } from "../model/pointer.js";

import { requestViews, type RequestView } from "./views.js";
import { VisitorTable, type Handler } from "./visitors.js";
import { withKeys } from "../model/values.js";

// Every runtime msglint supports has it; declared here because the engine's lib has no DOM or Node types.
declare const TextDecoder: new () => { decode(input: Uint8Array): string };

export interface LinterOptions {
  /** The dialects the linter speaks, in the order detection prefers them when a shape fits several. Default: all built in. */
  dialects: readonly Dialect[];
  /** Run every rule on every request, whatever its `needs` (tests use it to show that preconditions hide nothing). */
  preconditions?: boolean;
}

/** A lint's findings, and what the linter needed but did not have: data, never inside a message's text. */
export interface LintResult {
  diagnostics: Diagnostic[];
  /** API versions the requests name whose schemas msglint has but had not loaded: load them and lint again. */
  unloadedApiVersions: string[];
}

/** Findings placed in their input: the document, and `within` (see `UnitLocation`). */
/** Fills a finding's message and hint again with a number as the text writes it (see `Report.literal`). */
export type LiteralRefill = (diagnostic: Diagnostic, literal: string) => void;
/** Where `lintRequest` keeps its literal refills: the map is made at the first one, so a clean request makes none. */
export type LiteralRefills = { map?: Map<Diagnostic, LiteralRefill> };

/** A finding in a document: `within` as `PlacedDiagnostic`'s; `literal` when its message gives a number as written. */
export type Placed = { document: number; diagnostic: Diagnostic; within?: string; literal?: LiteralRefill };

/** 1-based line and column of an offset in the text. */
export type PositionOf = (offset: number) => { line: number; column: number };

const NO_OPTIONS: readonly unknown[] = [];
const ROOT: Node = Object.freeze({ pointer: "", path: "" });

function levelOf(setting: RuleSetting): { level: "off" | "warning" | "error"; options: unknown[] } {
  const [level, ...options] = Array.isArray(setting) ? setting : [setting];
  const normal = level === 2 || level === "error" ? "error" : level === 1 || level === "warn" ? "warning" : "off";
  return { level: normal, options };
}

/** What a linter derives from its dialects, built once. */
interface LinterTables {
  readonly detectionOrder: readonly Dialect[];
  readonly rules: readonly Rule[];
  readonly rulesById: ReadonlyMap<string, Rule>;
  readonly dialectsById: ReadonlyMap<string, Dialect>;
  /** Each dialect's `nodeShapes`, held so that their hidden classes (and the code compiled for them) outlive every request. */
  readonly nodeShapes: readonly (readonly object[])[];
}

function linterTables(dialects: readonly Dialect[]): LinterTables {
  const rules = dialects.flatMap((dialect) => dialect.rules as readonly Rule[]);
  return {
    detectionOrder: detectionOrder(dialects),
    rules,
    rulesById: new Map(rules.map((rule) => [rule.meta.id, rule])),
    dialectsById: new Map(dialects.map((dialect) => [dialect.id, dialect])),
    nodeShapes: dialects.map((dialect) => dialect.nodeShapes?.() ?? []),
  };
}

export class Linter {
  readonly dialects: readonly Dialect[];
  /** The tables built from the dialects, at the first call that needs them: core makes its default linter at import. */
  #builtTables: LinterTables | undefined;
  readonly #preconditions: boolean;
  readonly #templates = new Templates();
  /** Each dialect's state (loaded schemas, caches), made on first use. */
  readonly #states = new Map<Dialect, unknown>();
  /** The recommended rules per dialect and target, built once: most calls configure no rules (`assertValid`, the guards). */
  readonly #recommended = new Map<Dialect | undefined, Map<string, readonly ActiveRule[]>>();
  /** Every dialect's recommended rules, per configured target: what a lint call with no rules configured starts from. */
  readonly #documentActive = new Map<string, readonly ActiveRule[]>();
  /** Per set of active rules: their visitors by node kind, built once. */
  readonly #visitors = new WeakMap<readonly ActiveRule[], VisitorTable>();
  /**
   * Configured rule sets by dialect, target and the `rules` config's JSON text: a caller that passes the same config on
   * every call (`assertValid` always configures one) builds the set, and so its visitor table, once.
   */
  readonly #configured = new Map<string, readonly ActiveRule[]>();
  /**
   * The `rules` object last configured, what it held then (its keys and values, in order) and its sets by dialect and
   * target: a caller that passes one config object on every call (a guard's) pays a comparison of its entries, not a
   * `JSON.stringify` of it and the hashing of that text (38 µs a call for a config naming every rule, BENCHMARKS.md
   * session 37); a frozen one (the ESLint plugin's, the guards') not even that. Kept only for a config whose values are
   * all strings, numbers or booleans. `frozen` is read when the config is remembered, not later: an object changed and
   * then frozen must still be compared.
   */
  #lastConfig: { rules: object; frozen: boolean; entries: readonly unknown[]; sets: Map<string, readonly ActiveRule[]> } | undefined;
  /** A set's rules of one dialect, for that dialect's units: one array per set and dialect, so its visitor table is cached too. */
  readonly #ofDialect = new WeakMap<readonly ActiveRule[], Map<DialectId, readonly ActiveRule[]>>();

  /** Today's date and the UTC day it holds for, `[#dayStarts, #dayStarts + DAY_MS)`: a clock set back (a test's fake timers) misses it too. */
  #todayText = "";
  #dayStarts = Number.NaN;

  constructor(options: LinterOptions) {
    this.dialects = options.dialects;
    this.#preconditions = options.preconditions ?? true;
  }

  get #tables(): LinterTables {
    return (this.#builtTables ??= linterTables(this.dialects));
  }

  /** Every rule of every dialect. */
  get rules(): readonly Rule[] {
    return this.#tables.rules;
  }

  rule(id: string): Rule | undefined {
    return this.#tables.rulesById.get(id);
  }

  dialect(id: DialectId): Dialect | undefined {
    return this.#tables.dialectsById.get(id);
  }

  /** The dialect's state in this linter. */
  stateOf(dialect: Dialect): unknown {
    let state = this.#states.get(dialect);
    if (state === undefined && dialect.createState) this.#states.set(dialect, (state = dialect.createState()));
    return state;
  }

  /** The dialect a request is linted as: the one the settings name, else the one the unit's input names, else detected. */
  dialectFor(value: unknown, options: LintOptions): Detection {
    const named = options.settings?.dialect;
    if (named !== undefined && named !== "auto") {
      const dialect = this.#tables.dialectsById.get(named);
      if (!dialect) throw new Error(`Unknown dialect "${named}". Known: ${this.dialects.map((d) => d.id).join(", ")}`);
      return { dialect };
    }
    return detectDialect(value, this.dialects, this.#tables.detectionOrder);
  }

  /**
   * Loads the schema of an API version (of the dialect whose requests name one: the Messages API), so that the
   * synchronous `lint` and `assertValid` check requests against it. Resolves to false for a version msglint has
   * no schema for.
   */
  async loadApiVersion(apiVersion?: string, dialectId: DialectId = "anthropic"): Promise<boolean> {
    const dialect = this.#tables.dialectsById.get(dialectId);
    if (!dialect?.versions) return false;
    return dialect.versions.load(this.stateOf(dialect), apiVersion ?? dialect.versions.known[0]!);
  }

  /** Makes an API version's schemas, imported statically by the host, available to synchronous linting. */
  registerApiVersion(apiVersion: string, schemas: unknown, dialectId: DialectId = "anthropic"): void {
    const dialect = this.#tables.dialectsById.get(dialectId);
    dialect?.versions?.register(this.stateOf(dialect), apiVersion, schemas);
  }

  /** Today's date in UTC, `YYYY-MM-DD` (the default of the `now` setting): formatted once a day, not once a request. */
  #today(): string {
    const now = Date.now();
    if (!(now >= this.#dayStarts && now < this.#dayStarts + DAY_MS)) {
      this.#todayText = new Date(now).toISOString().slice(0, 10);
      this.#dayStarts = Math.floor(now / DAY_MS) * DAY_MS;
    }
    return this.#todayText;
  }

  resolveSettings(options: LintOptions, request: Readonly<Record<string, unknown>> | undefined, dialect: Dialect): ResolvedSettings {
    const settings = options.settings ?? {};
    const model = settings.model ?? (request ? dialect.requestModel?.(request) : undefined);
    const target = settings.target !== undefined && dialect.targets.includes(settings.target) ? settings.target : dialect.targets[0]!;
    return {
      dialect: dialect.id,
      target,
      model,
      region: settings.region,
      endpoint: settings.endpoint,
      apiVersion: settings.apiVersion ?? dialect.versions?.known[0] ?? "",
      betas: settings.betas,
      now: settings.now === undefined ? this.#today() : settings.now.slice(0, 10),
    };
  }

  /** The rules a lint call starts from (every dialect's); with no rules configured, one list per target, built once. */
  #documentRules(options: LintOptions): readonly ActiveRule[] {
    if (options.rules !== undefined) return this.#configuredRules(options, undefined, options.settings?.target ?? "anthropic");
    const key = options.settings?.target ?? "";
    let active = this.#documentActive.get(key);
    if (active === undefined) this.#documentActive.set(key, (active = this.activeRules(options)));
    return active;
  }

  #recommendedRules(dialect: Dialect | undefined, target: string): readonly ActiveRule[] {
    let byTarget = this.#recommended.get(dialect);
    if (byTarget === undefined) this.#recommended.set(dialect, (byTarget = new Map()));
    let active = byTarget.get(target);
    if (active === undefined) {
      active = this.rules
        .filter((rule) => rule.meta.recommended && (dialect === undefined || rule.meta.dialect === dialect.id) && rule.meta.targets.includes(target))
        .map((rule) => Object.freeze({ rule, severity: rule.meta.defaultSeverity, options: NO_OPTIONS as unknown[] }));
      byTarget.set(target, active);
    }
    return active;
  }

  /**
   * The rules that run, with their severity: configured ones as configured, the rest on when recommended for the
   * target. Without a dialect: the rules of every dialect, each on for its dialect's target as the settings name it.
   */
  activeRules(options: LintOptions, dialect?: Dialect, target = options.settings?.target ?? dialect?.targets[0] ?? "anthropic"): ActiveRule[] {
    if (options.rules === undefined && dialect) return this.#recommendedRules(dialect, target).slice();
    return this.#configuredRules(options, dialect, target).slice();
  }

  /** As `activeRules`, shared and not to be changed: the recommended set of a dialect is one array, whose visitor table is built once. */
  #unitActive(options: LintOptions, dialect: Dialect, target: string): readonly ActiveRule[] {
    return options.rules === undefined ? this.#recommendedRules(dialect, target) : this.#configuredRules(options, dialect, target);
  }

  #configuredRules(options: LintOptions, dialect: Dialect | undefined, target: string): readonly ActiveRule[] {
    const { rules } = options;
    const set = `${dialect?.id ?? ""}\u0000${target}`;
    const last = this.#lastConfig;
    const same = last !== undefined && rules !== undefined && last.rules === rules && (last.frozen || holdsEntries(rules, last.entries));
    const remembered = same ? last.sets.get(set) : undefined;
    if (remembered !== undefined) return remembered;
    const config = configText(rules);
    const key = config === undefined ? undefined : `${set}\u0000${config}`;
    let active = key === undefined ? undefined : this.#configured.get(key);
    if (active === undefined) {
      active = this.#buildConfiguredRules(options, dialect, target);
      if (key !== undefined) {
        if (this.#configured.size >= MAX_CONFIGURED_SETS) this.#configured.delete(this.#configured.keys().next().value!);
        this.#configured.set(key, active);
      }
    }
    if (same) last.sets.set(set, active);
    else if (config !== undefined && rules !== undefined) {
      const entries = scalarEntries(rules);
      if (entries !== undefined) this.#lastConfig = { rules, frozen: Object.isFrozen(rules), entries, sets: new Map([[set, active]]) };
    }
    return active;
  }

  #buildConfiguredRules(options: LintOptions, dialect: Dialect | undefined, target: string): readonly ActiveRule[] {
    const targetOf = (rule: Rule) => {
      if (dialect) return target;
      const own = this.#tables.dialectsById.get(rule.meta.dialect);
      return own && !own.targets.includes(target) ? own.targets[0]! : target;
    };
    for (const id of Object.keys(options.rules ?? {})) {
      if (!this.#tables.rulesById.has(id)) throw new Error(`Unknown rule "${id}"`);
    }
    const active: ActiveRule[] = [];
    for (const rule of this.rules) {
      if (dialect && rule.meta.dialect !== dialect.id) continue;
      const setting = options.rules?.[rule.meta.id];
      if (setting !== undefined) {
        const { level, options: ruleOptions } = levelOf(setting);
        if (level !== "off") active.push({ rule, severity: level, options: ruleOptions });
      } else if (rule.meta.recommended && rule.meta.targets.includes(targetOf(rule))) {
        active.push({ rule, severity: rule.meta.defaultSeverity, options: [] });
      }
    }
    return active;
  }

  /**
   * Runs the rules on one request. Pointers in the result are into the request. `literals` receives, for each finding
   * whose message gives a number as the body writes it, how to fill it from the text.
   */
  lintRequest(
    request: Record<string, unknown>,
    dialect: Dialect,
    options: LintOptions,
    active: readonly ActiveRule[],
    unloaded: Set<string>,
    literals?: LiteralRefills,
  ): Diagnostic[] {
    const settings = this.resolveSettings(options, request, dialect);
    const state = this.stateOf(dialect);
    const model = dialect.model(request, settings, state);
    const diagnostics: Diagnostic[] = [];
    const templates = this.#templates;
    const paths = dialect.paths;
    // One context for every rule: `report` reads the running rule from this slot, not from a closure per rule.
    let current: ActiveRule = active[0]!;
    const context: { -readonly [K in keyof RuleContext]: RuleContext[K] } = {
      request,
      model,
      settings,
      options: NO_OPTIONS,
      root: ROOT,
      state,
      at: (node, ...keys) => childNode(paths, node, keys),
      needsApiVersion(apiVersion) {
        unloaded.add(apiVersion);
      },
      report(report: Report) {
        const { meta } = current.rule;
        const template = meta.messages[report.messageId];
        if (template === undefined) throw new Error(`Rule ${meta.id} has no message "${report.messageId}"`);
        const { data, at } = report;
        const value = (name: string) => {
          // As `{ path, ...data }` would give: the data's own `path` wins.
          if (data !== undefined && Object.prototype.propertyIsEnumerable.call(data, name)) return String(data[name]);
          return name === "path" ? at.path : undefined;
        };
        const diagnostic: Diagnostic = {
          ruleId: meta.id,
          dialect: meta.dialect,
          severity: current.severity,
          message: templates.fill(template, value),
          path: data !== undefined && typeof data.path === "string" ? data.path : at.path,
          pointer: at.pointer,
        };
        // Set one by one, not spread from throwaway objects: one diagnostic per finding.
        if (report.hint !== undefined) {
          const hint = meta.hints !== undefined && Object.hasOwn(meta.hints, report.hint) ? meta.hints[report.hint] : undefined;
          if (hint === undefined) throw new Error(`Rule ${meta.id} has no hint "${report.hint}"`);
          diagnostic.hint = templates.fill(hint, value);
        }
        if (report.fix) diagnostic.fix = report.fix;
        if (report.suggestions?.length) diagnostic.suggestions = report.suggestions;
        if (report.literal !== undefined && literals !== undefined) {
          const { key, print } = report.literal;
          const hint = report.hint === undefined ? undefined : meta.hints![report.hint]!;
          (literals.map ??= new Map<Diagnostic, LiteralRefill>()).set(diagnostic, (target, literal) => {
            const printed = print(literal);
            if (printed === undefined) return;
            const refilled = (name: string) => (name === key ? printed : value(name));
            target.message = templates.fill(template, refilled);
            if (hint !== undefined) target.hint = templates.fill(hint, refilled);
          });
        }
        diagnostics.push(diagnostic);
      },
    };
    const table = this.#visitorTable(active);
    // The steps this request's needs call for, and which rules' node visitors run: one plan per combination of needs.
    const { steps, kinds } = table.plan(this.#preconditions ? dialect.presence?.(model) : undefined);
    for (let s = 0; s < steps.length; s++) {
      const step = steps[s]!;
      current = step.entry;
      context.options = current.options;
      try {
        step.request(context);
      } catch (error) {
        diagnostics.push(ruleFailure(current, error));
      }
    }
    if (kinds !== undefined && dialect.walk) {
      const run = (handlers: readonly Handler[], node: Node) => {
        for (let h = 0; h < handlers.length; h++) {
          const { entry, visitor } = handlers[h]!;
          current = entry;
          context.options = entry.options;
          // A rule's bug must not hide the other rules' findings; no closure per node, the walk is the hot path.
          try {
            visitor(node as never, context);
          } catch (error) {
            diagnostics.push(ruleFailure(entry, error));
          }
        }
      };
      // One visit per node kind and request: a node pays one lookup, by its type, and only when some rule names a type.
      dialect.walk(model, (kind): NodeVisit | undefined => {
        const handlers = kinds.get(kind);
        if (handlers === undefined) return undefined;
        const { all, byType } = handlers;
        if (byType === undefined) return all && ((node) => run(all, node));
        return (node, type) => {
          const typed = type === undefined ? all : (byType[type] ?? all);
          if (typed !== undefined) run(typed, node);
        };
      });
    }
    return this.#dropCoveredFallbacks(diagnostics);
  }

  #visitorTable(active: readonly ActiveRule[]): VisitorTable {
    let table = this.#visitors.get(active);
    if (table === undefined) this.#visitors.set(active, (table = new VisitorTable(active)));
    return table;
  }

  /** Removes a fallback rule's findings at pointers a specific rule reports too. */
  #dropCoveredFallbacks(diagnostics: Diagnostic[]): Diagnostic[] {
    const fallback = (d: Diagnostic) => this.#tables.rulesById.get(d.ruleId)?.meta.fallback === true;
    if (!diagnostics.some(fallback)) return diagnostics;
    const specific = new Set(diagnostics.filter((d) => !fallback(d)).map((d) => d.pointer));
    return diagnostics.filter((d) => !fallback(d) || !specific.has(d.pointer));
  }

  engineDiagnostic(ruleId: string, data: Record<string, string | number>, active: readonly ActiveRule[], messageId?: string): Diagnostic | undefined {
    const entry = active.find((a) => a.rule.meta.id === ruleId);
    const rule = this.#tables.rulesById.get(ruleId)!;
    if (!entry) return undefined;
    const template = rule.meta.messages[messageId ?? Object.keys(rule.meta.messages)[0]!]!;
    return { ruleId, severity: entry.severity, message: formatMessage(template, data), path: "", pointer: "" };
  }

  /** The rules of `active` that run on a unit of `dialect` sent to the unit's target, from the options' rules. */
  #unitRules(unit: RequestUnit, dialect: Dialect, options: LintOptions, active: readonly ActiveRule[]): readonly ActiveRule[] {
    const target = options.settings?.target ?? unit.settings?.target;
    const own = target !== undefined && dialect.targets.includes(target) ? target : dialect.targets[0]!;
    // The recommended set itself, not a copy: the visitor tables are cached by the set.
    if (options.rules === undefined) return this.#recommendedRules(dialect, own);
    // A unit sent to another platform (a captured Bedrock call) runs that platform's rules.
    if (options.rules === undefined || unit.settings?.target !== undefined) return this.#unitActive(options, dialect, own);
    let byDialect = this.#ofDialect.get(active);
    if (byDialect === undefined) this.#ofDialect.set(active, (byDialect = new Map()));
    let mine = byDialect.get(dialect.id);
    if (mine === undefined) byDialect.set(dialect.id, (mine = active.filter((entry) => entry.rule.meta.dialect === dialect.id)));
    return mine;
  }

  /**
   * Every request the documents hold, linted, and the adapters' own findings; each diagnostic is tagged with the
   * document it points into. `syntax`: documents that did not parse whose syntax error another rule reports.
   * `read`: the units, when the caller has read them itself (a stream of lines).
   */
  lintDocuments(
    documents: readonly ParsedDocument[],
    options: LintOptions,
    active: readonly ActiveRule[],
    unloaded: Set<string>,
    unparsed: readonly number[] = [],
    read: ReadUnits = readUnits(documents, { format: options.format, unparsed, detect: (value) => this.dialectFor(value, options) }),
  ): { found: Placed[]; syntax: ReadonlyMap<number, SyntaxClaim> | undefined } {
    const { units, unrecognized, findings = [], syntax = [] } = read;
    const out: Placed[] = [];
    for (const { document, found, candidates } of unrecognized) {
      const data: Record<string, string> = candidates === undefined ? { found } : { found, candidates };
      const diagnostic = this.engineDiagnostic("unrecognized-input", data, active, candidates === undefined ? "shape" : "ambiguous");
      if (diagnostic) out.push({ document, diagnostic });
    }
    for (const finding of findings) {
      const diagnostic = this.engineDiagnostic(finding.ruleId, finding.data ?? {}, active, finding.messageId);
      if (!diagnostic) continue;
      diagnostic.path = finding.path ?? "";
      diagnostic.pointer = finding.pointer ?? "";
      if (finding.hint !== undefined) diagnostic.hint = finding.hint;
      out.push({ document: finding.document, diagnostic, ...(finding.within !== undefined ? { within: finding.within } : {}) });
    }
    const literals: LiteralRefills = {};
    for (const unit of units) {
      const dialect = (unit.dialect !== undefined ? this.#tables.dialectsById.get(unit.dialect) : undefined) ?? this.dialects[0]!;
      const unitOptions = unit.settings ? withKeys(options, { settings: withKeys(unit.settings, options.settings ?? {}) }) : options;
      const unitActive = this.#unitRules(unit, dialect, options, active);
      for (const diagnostic of this.lintRequest(unit.request, dialect, unitOptions, unitActive, unloaded, literals)) {
        const placed: Placed = placeDiagnostic(unit, diagnostic);
        const literal = literals.map?.get(diagnostic);
        if (literal !== undefined) placed.literal = literal;
        out.push(placed);
      }
    }
    // An input without syntax claims (most) makes no map.
    return { found: out, syntax: syntax.length === 0 ? undefined : new Map(syntax.map((claim) => [claim.document, claim])) };
  }

  /** Lints a parsed value: a request body, a bare list of messages, a batch. Diagnostics carry pointers, not lines. */
  verifyValue(value: unknown, options: LintOptions = {}): LintResult {
    const unloaded = new Set<string>();
    const found = this.lintDocuments([{ index: 0, value }], options, this.#documentRules(options), unloaded).found.map((d) => d.diagnostic);
    return { diagnostics: sortByPointer(found), unloadedApiVersions: [...unloaded] };
  }

  /** Lints text: one JSON document or JSON Lines. Every diagnostic carries its line and column in the text. */
  verifyText(text: string, options: LintOptions = {}): LintResult {
    // A byte order mark is not JSON; editors do not count it as a column either.
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const unloaded = new Set<string>();
    const diagnostics = this.lintTextDocuments(
      text,
      readDocuments(text, options.format, options.filePath),
      options,
      this.#documentRules(options),
      unloaded,
    );
    return { diagnostics, unloadedApiVersions: [...unloaded] };
  }

  /** Lints text (or bytes, decoded as UTF-8) or an already parsed value. */
  verify(input: unknown, options: LintOptions = {}): LintResult {
    if (typeof input === "string") return this.verifyText(input, options);
    if (input instanceof Uint8Array) {
      const text = new TextDecoder().decode(input);
      const result = this.verifyText(text, options);
      // Bytes that are not UTF-8 are a finding of their own: the rest is linted as decoded.
      const problem = utf8Problem(input, { decoded: text });
      const invalid = problem && this.invalidUtf8Diagnostic(problem, options);
      if (invalid) result.diagnostics = sortByPlace([invalid, ...result.diagnostics]);
      return result;
    }
    return this.verifyValue(input, options);
  }

  /** body-not-json's finding for bytes that are not UTF-8 (what `verify` does on bytes; the CLI reads its own), unless the rule is off. */
  invalidUtf8Diagnostic(problem: Utf8Problem, options: LintOptions): Diagnostic | undefined {
    const { offset, line, column } = problem;
    const byte = problem.byte.toString(16).toUpperCase().padStart(2, "0");
    const diagnostic = this.engineDiagnostic("body-not-json", { byte, line, column, offset }, this.activeRules(options), "notUtf8");
    if (!diagnostic) return undefined;
    diagnostic.hint =
      "The rest was linted as if each invalid byte were U+FFFD. A request body must be UTF-8 (RFC 8259 §8.1): text cut inside a multi-byte character, or saved in another encoding (Latin-1, Windows-1252), breaks it.";
    return Object.assign(diagnostic, { line, column, endLine: line, endColumn: column + 1 });
  }

  lint(input: unknown, options: LintOptions = {}): Diagnostic[] {
    return this.verify(input, options).diagnostics;
  }

  /** The requests the input holds, each as its dialect's neutral view, placed in the input so findings land on its items. */
  views(input: unknown, options: LintOptions = {}): RequestView[] {
    return requestViews(this, input instanceof Uint8Array ? new TextDecoder().decode(input) : input, options);
  }

  /** Lints the documents read from `text` (by `readDocuments`, or line by line); diagnostics sorted by place. */
  lintTextDocuments(
    text: string,
    documents: readonly TextDocument[],
    options: LintOptions,
    active: readonly ActiveRule[],
    unloaded: Set<string>,
  ): Diagnostic[] {
    const multi = documents.length > 1 || (documents[0] !== undefined && documents[0].start > 0);
    let lines: LineIndex | undefined;
    const wholeText = (offset: number) => (lines ??= new LineIndex(text)).position(offset);
    // Made at the first finding: a clean text makes none of the maps.
    let byDocument: Map<number, Diagnostic[]> | undefined;
    const add = (document: number, diagnostic: Diagnostic) => {
      const list = (byDocument ??= new Map()).get(document);
      if (list) list.push(diagnostic);
      else byDocument.set(document, [diagnostic]);
    };
    const parsed = documents.filter((d) => !d.parseError).map((d) => ({ index: d.index, value: d.value }));
    const unparsed = documents.filter((d) => d.parseError).map((d) => d.index);
    const { found: placed, syntax } = this.lintDocuments(parsed, options, active, unloaded, unparsed);
    const positionIn = (document: TextDocument) => (document.oneLine ? oneLinePosition(document) : wholeText);
    for (const index of unparsed) {
      const document = documents[index]!;
      for (const d of this.syntaxDiagnostics(text, document, active, positionIn(document), syntax?.get(index))) add(index, d);
    }
    let placements: Map<Diagnostic, Placed> | undefined;
    for (const one of placed) {
      add(one.document, one.diagnostic);
      if (one.within !== undefined || one.literal !== undefined) (placements ??= new Map()).set(one.diagnostic, one);
    }
    if (byDocument === undefined) return [];
    const out: Diagnostic[] = [];
    for (const [index, found] of byDocument) {
      const document = documents[index]!;
      if (!document.parseError) locate(text, document, found, positionIn(document), placements);
      if (multi) for (const diagnostic of found) diagnostic.document = { index: document.index, line: document.line };
      // One by one: a spread of more than about 120,000 findings overflows the stack.
      for (const diagnostic of found) out.push(diagnostic);
    }
    return sortByPlace(out);
  }

  syntaxDiagnostics(text: string, document: TextDocument, active: readonly ActiveRule[], position: PositionOf, claim?: SyntaxClaim): Diagnostic[] {
    const problem = findSyntaxError(text, document.start, document.end) ?? { offset: document.start, detail: "invalid JSON" };
    const at = position(problem.offset);
    const first = position(document.start);
    // The API sees the document alone: its line and column are relative to the document's first line.
    const diagnostic = this.engineDiagnostic(
      claim?.ruleId ?? "body-not-json",
      {
        detail: problem.detail,
        line: at.line - first.line + 1,
        column: at.line === first.line ? at.column - first.column + 1 : at.column,
        offset: problem.offset - document.start,
      },
      active,
      claim?.messageId,
    );
    if (!diagnostic) return [];
    const endOffset = Math.min(problem.offset + 1, document.end);
    const end = position(Math.max(endOffset, problem.offset));
    return [withKeys(diagnostic, { line: at.line, column: at.column, endLine: end.line, endColumn: end.column })];
  }
}

/** The finding of a rule that threw: a rule's bug must not hide the other rules' findings, nor crash a CI run. */
function ruleFailure(entry: ActiveRule, error: unknown): Diagnostic {
  return {
    ruleId: entry.rule.meta.id,
    dialect: entry.rule.meta.dialect,
    severity: "error",
    message: `msglint: rule ${entry.rule.meta.id} failed on this input: ${error instanceof Error ? error.message : String(error)}`,
    path: "",
    pointer: "",
  };
}

/** In file order: by line, column and rule. */
export function sortByPlace(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.ruleId.localeCompare(b.ruleId));
}

/** Places in a document without line breaks: its line, and the column counted from its start. */
function oneLinePosition(document: TextDocument): PositionOf {
  return (offset) => ({ line: document.line, column: offset - document.start + 1 });
}

/**
 * Puts line and column on each diagnostic. A pointer that does not resolve in the text gets its nearest parent's place.
 * `placements`: the findings inside a captured body's string (`within`), and those whose message gives a number as
 * the text writes it (`literal`, filled here from the number's own span).
 */
export function locate(
  text: string,
  document: TextDocument,
  diagnostics: Diagnostic[],
  position: PositionOf,
  placements: ReadonlyMap<Diagnostic, Placed> | undefined,
): void {
  if (diagnostics.length === 0) return;
  const spans = locatePointers(
    text,
    diagnostics.map((d) => d.pointer),
    document.start,
    document.end,
  );
  const decoded = new Map<number, DecodedString | undefined>();
  for (const diagnostic of diagnostics) {
    const located = spans.get(diagnostic.pointer);
    let span: Span = located ?? { start: document.start, end: document.end };
    let exact = located?.exact === true;
    const placed = placements?.get(diagnostic);
    // A finding inside JSON held in a string (a captured body): the place in the string, escapes accounted for.
    if (placed?.within !== undefined) {
      const inner = locateEmbedded(text, span, placed.within, decoded);
      if (inner !== undefined) span = inner;
      else exact = false;
    }
    if (exact && placed?.literal !== undefined) placed.literal(diagnostic, text.slice(span.start, span.end));
    const start = position(span.start);
    const end = position(span.end);
    diagnostic.line = start.line;
    diagnostic.column = start.column;
    diagnostic.endLine = end.line;
    diagnostic.endColumn = end.column;
  }
}

function sortByPointer(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => comparePointers(a.pointer, b.pointer) || a.ruleId.localeCompare(b.ruleId));
}

const DAY_MS = 86_400_000;

/** Bounds the configured rule sets a long-lived linter keeps (an editor, a server whose callers vary their config). */
const MAX_CONFIGURED_SETS = 64;

/** A `rules` config as JSON text, the key of its rule set; undefined when it is not plain JSON (a RegExp, a function), which is not cached. */
function configText(rules: LintOptions["rules"]): string | undefined {
  return isPlainJson(rules, 0) ? JSON.stringify(rules) : undefined;
}

/** A config's keys and values, interleaved in its order; undefined when a value is not a string, number or boolean (an array of options can change inside). */
function scalarEntries(rules: object): unknown[] | undefined {
  const entries: unknown[] = [];
  for (const [key, value] of Object.entries(rules)) {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return undefined;
    entries.push(key, value);
  }
  return entries;
}

/** The config holds exactly `entries` (from `scalarEntries`), in their order: nothing was set, added or deleted since. */
function holdsEntries(rules: object, entries: readonly unknown[]): boolean {
  let at = 0;
  for (const key in rules) {
    if (!Object.hasOwn(rules, key)) continue;
    if (key !== entries[at] || (rules as Record<string, unknown>)[key] !== entries[at + 1]) return false;
    at += 2;
  }
  return at === entries.length;
}

function isPlainJson(value: unknown, depth: number): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object" || depth > 32) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => isPlainJson(item, depth + 1));
}
