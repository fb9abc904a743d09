import { rules as allRules } from "../rules/index.js";
import { findSyntaxError, LineIndex, locatePointers } from "../locate/json-text.js";
import { readDocuments, type TextDocument } from "../sources/documents.js";
import { locateEmbedded, type DecodedString } from "../sources/embedded-json.js";
import { utf8Problem, type Utf8Problem } from "../sources/utf8.js";
import { placeDiagnostic, readUnits, type ParsedDocument, type ReadUnits, type SyntaxClaim } from "../sources/index.js";
import type { Diagnostic, LintOptions, ResolvedSettings, Rule, RuleContext, RuleSetting, Severity, Target } from "../types.js";
import { buildConversation, meetsNeeds } from "./conversation.js";
import { fillMessage, formatMessage } from "./create-rule.js";
import { parsePointer } from "./pointer.js";
import { apiVersionNotLoaded } from "../schema/structural.js";

// Every runtime msglint supports has it; declared here because the engine's lib has no DOM or Node types.
declare const TextDecoder: new () => { decode(input: Uint8Array): string };

export interface ActiveRule {
  rule: Rule;
  severity: Severity;
  options: unknown[];
}

const rulesById = new Map(allRules.map((rule) => [rule.meta.id, rule]));

export function resolveSettings(options: LintOptions, request?: Readonly<Record<string, unknown>>): ResolvedSettings {
  const settings = options.settings ?? {};
  const model = settings.model ?? (typeof request?.model === "string" ? request.model : undefined);
  return {
    target: settings.target ?? "anthropic",
    model,
    apiVersion: settings.apiVersion ?? "2023-06-01",
    betas: settings.betas,
  };
}

function levelOf(setting: RuleSetting): { level: "off" | "warning" | "error"; options: unknown[] } {
  const [level, ...options] = Array.isArray(setting) ? setting : [setting];
  const normal = level === 2 || level === "error" ? "error" : level === 1 || level === "warn" ? "warning" : "off";
  return { level: normal, options };
}

/** The recommended rules of each target, built once: most calls configure no rules (`assertValid`, the guards). */
const recommendedByTarget = new Map<string, readonly ActiveRule[]>();

function recommendedRules(target: string): readonly ActiveRule[] {
  let active = recommendedByTarget.get(target);
  if (active === undefined) {
    active = allRules
      .filter((rule) => rule.meta.recommended && rule.meta.targets.includes(target as Target))
      .map((rule) => Object.freeze({ rule, severity: rule.meta.defaultSeverity, options: Object.freeze([]) as unknown as unknown[] }));
    recommendedByTarget.set(target, active);
  }
  return active;
}

/** The rules that run, with their severity: configured ones as configured, the rest on when recommended for the target. */
export function activeRules(options: LintOptions, target = options.settings?.target ?? "anthropic"): ActiveRule[] {
  if (options.rules === undefined) return recommendedRules(target).slice();
  for (const id of Object.keys(options.rules ?? {})) {
    if (!rulesById.has(id)) throw new Error(`Unknown rule "${id}"`);
  }
  const active: ActiveRule[] = [];
  for (const rule of allRules) {
    const setting = options.rules?.[rule.meta.id];
    if (setting !== undefined) {
      const { level, options: ruleOptions } = levelOf(setting);
      if (level !== "off") active.push({ rule, severity: level, options: ruleOptions });
    } else if (rule.meta.recommended && rule.meta.targets.includes(target)) {
      active.push({ rule, severity: rule.meta.defaultSeverity, options: [] });
    }
  }
  return active;
}

/** Switches for tests: `preconditions: false` runs every rule whatever its `needs`, to show that they hide nothing. */
export const ruleRunning = { preconditions: true };

const NO_OPTIONS: readonly unknown[] = [];

/** Runs the rules on one request. Pointers in the result are into the request. */
function lintRequest(request: Record<string, unknown>, options: LintOptions, active: ActiveRule[]): Diagnostic[] {
  const conversation = buildConversation(request);
  const diagnostics: Diagnostic[] = [];
  // One context for every rule: `report` reads the running rule from this slot, not from a closure per rule.
  let current: ActiveRule = active[0]!;
  const context: { -readonly [K in keyof RuleContext]: RuleContext[K] } = {
    request,
    conversation,
    settings: resolveSettings(options, request),
    options: NO_OPTIONS,
    report(report) {
      const { meta } = current.rule;
      const template = meta.messages[report.messageId];
      if (template === undefined) throw new Error(`Rule ${meta.id} has no message "${report.messageId}"`);
      const diagnostic: Diagnostic = {
        ruleId: meta.id,
        severity: current.severity,
        message: fillMessage(template, (name) => {
          // As `{ path, ...data }` would give: the data's own `path` wins.
          const { data } = report;
          if (data !== undefined && Object.prototype.propertyIsEnumerable.call(data, name)) return String(data[name]);
          return name === "path" ? String(report.path) : undefined;
        }),
        path: report.path,
        pointer: report.pointer,
      };
      // Set one by one, not spread from throwaway objects: one diagnostic per finding.
      if (report.hint !== undefined) diagnostic.hint = report.hint;
      if (report.fix) diagnostic.fix = report.fix;
      if (report.suggestions?.length) diagnostic.suggestions = report.suggestions;
      diagnostics.push(diagnostic);
    },
  };
  const preconditions = ruleRunning.preconditions;
  for (let i = 0; i < active.length; i++) {
    const entry = active[i]!;
    const { rule } = entry;
    if (!rule.check || (preconditions && !meetsNeeds(rule.meta.needs, conversation))) continue;
    current = entry;
    context.options = entry.options;
    try {
      rule.check(context);
    } catch (error) {
      // A rule's bug must not hide the other rules' findings, nor crash a CI run.
      diagnostics.push({
        ruleId: rule.meta.id,
        severity: "error",
        message: `msglint: rule ${rule.meta.id} failed on this input: ${error instanceof Error ? error.message : String(error)}`,
        path: "",
        pointer: "",
      });
    }
  }
  const found = dropCoveredFallbacks(diagnostics);
  // The schema rules cannot check a version whose validators are not loaded (a sync call cannot load them): say so.
  const { apiVersion } = context.settings;
  if (apiVersionNotLoaded(apiVersion)) {
    const schemaRule = active.find((entry) => entry.rule.meta.id === "request-schema");
    if (schemaRule) found.push(notLoadedDiagnostic(apiVersion, schemaRule.severity));
  }
  return found;
}

const NOT_LOADED_PREFIX = "msglint: the request schema of API version ";
const NOT_LOADED_SUFFIX = " is not loaded,";

/** The API version a "schema not loaded" finding asks for (a host that can load it may then lint again); undefined for any other finding. */
export function unloadedApiVersionOf(diagnostic: Pick<Diagnostic, "ruleId" | "message">): string | undefined {
  if (diagnostic.ruleId !== "request-schema" || !diagnostic.message.startsWith(NOT_LOADED_PREFIX)) return undefined;
  const end = diagnostic.message.indexOf(NOT_LOADED_SUFFIX, NOT_LOADED_PREFIX.length);
  return end < 0 ? undefined : diagnostic.message.slice(NOT_LOADED_PREFIX.length, end);
}

/** msglint's own text, not the API's: like a rule that failed, it says the request was not fully checked. */
function notLoadedDiagnostic(apiVersion: string, severity: Severity): Diagnostic {
  return {
    ruleId: "request-schema",
    severity,
    message: `${NOT_LOADED_PREFIX}${apiVersion}${NOT_LOADED_SUFFIX} so this request was not checked against it. Load it first: \`await loadApiVersion("${apiVersion}")\` (from @msglint/core) before a synchronous \`lint\` or \`assertValid\`; the CLI loads the versions its settings name (\`--api-version ${apiVersion}\`).`,
    path: "",
    pointer: "",
  };
}

/** Removes a fallback rule's findings at pointers a specific rule reports too. */
function dropCoveredFallbacks(diagnostics: Diagnostic[]): Diagnostic[] {
  const fallback = (d: Diagnostic) => rulesById.get(d.ruleId)?.meta.fallback === true;
  if (!diagnostics.some(fallback)) return diagnostics;
  const specific = new Set(diagnostics.filter((d) => !fallback(d)).map((d) => d.pointer));
  return diagnostics.filter((d) => !fallback(d) || !specific.has(d.pointer));
}

function engineDiagnostic(ruleId: string, data: Record<string, string | number>, active: ActiveRule[], messageId?: string): Diagnostic | undefined {
  const entry = active.find((a) => a.rule.meta.id === ruleId);
  const rule = rulesById.get(ruleId)!;
  if (!entry) return undefined;
  const template = rule.meta.messages[messageId ?? Object.keys(rule.meta.messages)[0]!]!;
  return { ruleId, severity: entry.severity, message: formatMessage(template, data), path: "", pointer: "" };
}

type Placed = { document: number; diagnostic: Diagnostic; within?: string };

/**
 * Every request the documents hold, linted, and the adapters' own findings; each diagnostic is tagged with the
 * document it points into. `syntax`: documents that did not parse whose syntax error another rule reports.
 * `read`: the units, when the caller has read them itself (a stream of lines).
 */
export function lintDocuments(
  documents: readonly ParsedDocument[],
  options: LintOptions,
  active: ActiveRule[],
  unparsed: readonly number[] = [],
  read: ReadUnits = readUnits(documents, { format: options.format, unparsed }),
): { found: Placed[]; syntax: Map<number, SyntaxClaim> } {
  const { units, unrecognized, findings = [], syntax = [] } = read;
  const out: Placed[] = [];
  for (const { document, found } of unrecognized) {
    const diagnostic = engineDiagnostic("unrecognized-input", { found }, active);
    if (diagnostic) out.push({ document, diagnostic });
  }
  for (const finding of findings) {
    const diagnostic = engineDiagnostic(finding.ruleId, finding.data ?? {}, active, finding.messageId);
    if (!diagnostic) continue;
    Object.assign(diagnostic, { path: finding.path ?? "", pointer: finding.pointer ?? "" }, finding.hint !== undefined ? { hint: finding.hint } : {});
    out.push({ document: finding.document, diagnostic, ...(finding.within !== undefined ? { within: finding.within } : {}) });
  }
  const target = options.settings?.target ?? "anthropic";
  for (const unit of units) {
    const unitOptions = unit.settings ? { ...options, settings: { ...unit.settings, ...options.settings } } : options;
    // A unit sent to another platform (a captured Bedrock call) runs that platform's rules.
    const unitActive = (unitOptions.settings?.target ?? "anthropic") === target ? active : activeRules(unitOptions);
    for (const diagnostic of lintRequest(unit.request, unitOptions, unitActive)) out.push(placeDiagnostic(unit, diagnostic));
  }
  return { found: out, syntax: new Map(syntax.map((claim) => [claim.document, claim])) };
}

/** Lints a parsed value: a request body, a bare `messages` array, a batch. Diagnostics carry pointers, not lines. */
export function lintValue(value: unknown, options: LintOptions = {}): Diagnostic[] {
  return sortByPointer(lintDocuments([{ index: 0, value }], options, activeRules(options)).found.map((d) => d.diagnostic));
}

/** Lints text: one JSON document or JSON Lines. Every diagnostic carries its line and column in the text. */
export function lintText(text: string, options: LintOptions = {}): Diagnostic[] {
  // A byte order mark is not JSON; editors do not count it as a column either.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return lintTextDocuments(text, readDocuments(text, options.format, options.filePath), options);
}

/** Lints the documents read from `text` (by `readDocuments`, or line by line); diagnostics sorted by place. */
export function lintTextDocuments(
  text: string,
  documents: readonly TextDocument[],
  options: LintOptions,
  active = activeRules(options),
): Diagnostic[] {
  const multi = documents.length > 1 || (documents[0] !== undefined && documents[0].start > 0);
  let lines: LineIndex | undefined;
  const wholeText = (offset: number) => (lines ??= new LineIndex(text)).position(offset);
  const byDocument = new Map<number, Diagnostic[]>();
  const add = (document: number, diagnostic: Diagnostic) => {
    const list = byDocument.get(document);
    if (list) list.push(diagnostic);
    else byDocument.set(document, [diagnostic]);
  };
  const parsed = documents.filter((d) => !d.parseError).map((d) => ({ index: d.index, value: d.value }));
  const unparsed = documents.filter((d) => d.parseError).map((d) => d.index);
  const { found: placed, syntax } = lintDocuments(parsed, options, active, unparsed);
  const positionIn = (document: TextDocument) => (document.oneLine ? oneLinePosition(document) : wholeText);
  for (const index of unparsed) {
    const document = documents[index]!;
    for (const d of syntaxDiagnostics(text, document, active, positionIn(document), syntax.get(index))) add(index, d);
  }
  const within = new Map<Diagnostic, string>();
  for (const { document, diagnostic, within: inner } of placed) {
    add(document, diagnostic);
    if (inner !== undefined) within.set(diagnostic, inner);
  }
  const out: Diagnostic[] = [];
  for (const [index, found] of byDocument) {
    const document = documents[index]!;
    if (!document.parseError) locate(text, document, found, positionIn(document), within);
    if (multi) for (const diagnostic of found) diagnostic.document = { index: document.index, line: document.line };
    out.push(...found);
  }
  return sortByPlace(out);
}

/** In file order: by line, column and rule. */
export function sortByPlace(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.ruleId.localeCompare(b.ruleId));
}

/** 1-based line and column of an offset in the text. */
export type PositionOf = (offset: number) => { line: number; column: number };

/** Places in a document without line breaks: its line, and the column counted from its start. */
function oneLinePosition(document: TextDocument): PositionOf {
  return (offset) => ({ line: document.line, column: offset - document.start + 1 });
}

/** Puts line and column on each diagnostic. A pointer that does not resolve in the text gets its nearest parent's place. */
export function locate(text: string, document: TextDocument, diagnostics: Diagnostic[], position: PositionOf, within: Map<Diagnostic, string>): void {
  if (diagnostics.length === 0) return;
  const spans = locatePointers(
    text,
    diagnostics.map((d) => d.pointer),
    document.start,
    document.end,
  );
  const decoded = new Map<number, DecodedString | undefined>();
  for (const diagnostic of diagnostics) {
    let span = spans.get(diagnostic.pointer) ?? { start: document.start, end: document.end };
    // A finding inside JSON held in a string (a captured body): the place in the string, escapes accounted for.
    const inner = within.get(diagnostic);
    if (inner !== undefined) span = locateEmbedded(text, span, inner, decoded) ?? span;
    const start = position(span.start);
    const end = position(span.end);
    diagnostic.line = start.line;
    diagnostic.column = start.column;
    diagnostic.endLine = end.line;
    diagnostic.endColumn = end.column;
  }
}

export function syntaxDiagnostics(
  text: string,
  document: TextDocument,
  active: ActiveRule[],
  position: PositionOf,
  claim?: SyntaxClaim,
): Diagnostic[] {
  const problem = findSyntaxError(text, document.start, document.end) ?? { offset: document.start, detail: "invalid JSON" };
  const at = position(problem.offset);
  const first = position(document.start);
  // The API sees the document alone: its line and column are relative to the document's first line.
  const diagnostic = engineDiagnostic(
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
  return [{ ...diagnostic, line: at.line, column: at.column, endLine: end.line, endColumn: end.column }];
}

function comparePointers(a: string, b: string): number {
  const x = parsePointer(a);
  const y = parsePointer(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const m = Number(x[i]);
    const n = Number(y[i]);
    return Number.isInteger(m) && Number.isInteger(n) ? m - n : x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
}

function sortByPointer(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => comparePointers(a.pointer, b.pointer) || a.ruleId.localeCompare(b.ruleId));
}

/** Lints text (or bytes, decoded as UTF-8: the first invalid byte is a finding) or an already parsed value. */
export function lint(input: unknown, options: LintOptions = {}): Diagnostic[] {
  if (typeof input === "string") return lintText(input, options);
  if (input instanceof Uint8Array) {
    const text = new TextDecoder().decode(input);
    const found = lintText(text, options);
    const problem = utf8Problem(input, { decoded: text });
    const invalid = problem && invalidUtf8Diagnostic(problem, options);
    return invalid ? sortByPlace([invalid, ...found]) : found;
  }
  return lintValue(input, options);
}

/** body-not-json's finding for bytes that are not UTF-8 (what lint does on bytes; the CLI reads its own), unless the rule is off. */
export function invalidUtf8Diagnostic(problem: Utf8Problem, options: LintOptions): Diagnostic | undefined {
  const { offset, line, column } = problem;
  const byte = problem.byte.toString(16).toUpperCase().padStart(2, "0");
  const diagnostic = engineDiagnostic("body-not-json", { byte, line, column, offset }, activeRules(options), "notUtf8");
  if (!diagnostic) return undefined;
  diagnostic.hint =
    "The rest was linted as if each invalid byte were U+FFFD. A request body must be UTF-8 (RFC 8259 §8.1): text cut inside a multi-byte character, or saved in another encoding (Latin-1, Windows-1252), breaks it.";
  return Object.assign(diagnostic, { line, column, endLine: line, endColumn: column + 1 });
}
