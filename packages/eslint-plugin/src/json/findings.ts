/**
 * Core lints a file once, for all the rules ESLint runs on it; each ESLint rule then takes its own findings
 * from the cache (keyed by the AST root, so it lives as long as ESLint keeps the file). A line of a JSONL
 * file is linted with its whole file, as the CLI lints it: a request may be built from several lines.
 */
import type { Diagnostic, Linter, LintSettings } from "@msglint/core";
import { lineFindings } from "../jsonl/file-findings.js";
import { jsonlBlockOf } from "../jsonl/processor.js";
import { byRule, coreRuleLevels, EnabledRules, RunCache, withApiVersions } from "../core-run.js";
import { lintSettings, type MsglintSettings } from "../settings.js";

/** The parts of @eslint/json's source code the plugin reads. */
export interface JsonSourceCode {
  text: string;
  ast: object & { tokens?: readonly JsonToken[] };
  /** @eslint/json's comment tokens (absent in versions before it listed them). */
  comments?: readonly unknown[];
}

interface JsonToken {
  type: string;
  range?: [number, number];
}

export interface Findings {
  /** The text the diagnostics' edits apply to: the file's (a JSONL line's), JSONC comments and trailing commas blanked. */
  text: string;
  /** The rule's diagnostics, with lines and columns in that text. */
  diagnostics: Diagnostic[];
}

interface DocumentCache {
  text: string;
  /** The msglint rules ESLint runs on this file: each registers as ESLint creates it, before any node is visited. */
  enabled: EnabledRules;
  /** Findings by rule id, per settings and set of rules. */
  runs: RunCache<Map<string, Diagnostic[]>>;
  /** The JSONL file's rule set the line's rules were added to, and the key they were added under. */
  addedTo?: { rules: EnabledRules; key: string };
  /** The JSONL file and line this document is, looked up once per document, not once per rule (`null`: not a line). */
  jsonl?: ReturnType<typeof jsonlBlockOf> | null;
  /** The run the last rule read, and what it was for: the other ~100 rules of the file read it without a lookup. */
  last?: { settings: LintSettings; key: string; run: Map<string, Diagnostic[]> };
}

const cache = new WeakMap<object, DocumentCache>();

/** What a rule with no findings in a document gets: one shared list, not a new one per rule and file. */
const NONE: Diagnostic[] = Object.freeze([]) as unknown as Diagnostic[];

/** `trailingCommas` unknown (a rule that did not register): assume the text may hold them. */
function documentOf(sourceCode: JsonSourceCode, trailingCommas = true): DocumentCache {
  let document = cache.get(sourceCode.ast);
  if (!document) {
    document = { text: strictJsonText(sourceCode, trailingCommas), enabled: new EnabledRules(), runs: new RunCache() };
    cache.set(sourceCode.ast, document);
  }
  return document;
}

/**
 * Marks a rule as running on the file, so core runs the same set of rules as ESLint does. `trailingCommas`:
 * the JSONC language option that lets the text hold them.
 */
export function enableRule(sourceCode: JsonSourceCode, ruleId: string, trailingCommas = false): void {
  documentOf(sourceCode, trailingCommas).enabled.add(ruleId);
}

/**
 * The findings of rule `ruleId` in the document, from one core run with the rules ESLint runs on the file
 * (a catch-all rule's finding yields to a specific rule's only when that rule runs, as in core).
 * `filename` is ESLint's: for a line of a JSONL file, the processor's name for it.
 */
export function findingsFor(sourceCode: JsonSourceCode, settings: MsglintSettings, ruleId: string, filename: string, linter: Linter): Findings {
  const document = documentOf(sourceCode);
  const core = lintSettings(settings);
  const { enabled } = document;
  const { last } = document;
  if (last && last.settings === core && last.key === enabled.key) return { text: document.text, diagnostics: last.run.get(ruleId) ?? NONE };
  if (document.jsonl === undefined) document.jsonl = jsonlBlockOf(filename) ?? null;
  const { jsonl } = document;
  if (jsonl) {
    // Once per line and set of rules, not once per rule.
    if (document.addedTo?.rules !== jsonl.file.enabled || document.addedTo.key !== enabled.key) {
      for (const id of enabled.ids) jsonl.file.enabled.add(id);
      document.addedTo = { rules: jsonl.file.enabled, key: enabled.key };
    }
    jsonl.file.settings = core;
    jsonl.file.linter = linter;
    return { text: document.text, diagnostics: lineFindings(jsonl.file, jsonl.line, core, enabled).get(ruleId) ?? [] };
  }
  const run = document.runs.get(core, enabled, () =>
    byRule(withApiVersions(linter, () => linter.verify(document.text, { settings: core, rules: coreRuleLevels(linter, enabled), format: "json" }))),
  );
  document.last = { settings: core, key: enabled.key, run };
  return { text: document.text, diagnostics: run.get(ruleId) ?? NONE };
}

/**
 * JSONC as JSON with the same offsets: comments become spaces (line breaks kept) and trailing commas a space,
 * so core's `JSON.parse` reads it and every line and column stays where it was. A text with no comments, in a
 * language without trailing commas, is strict JSON already: its tokens are not scanned.
 */
export function strictJsonText({ text, ast, comments }: JsonSourceCode, trailingCommas = true): string {
  if (comments?.length === 0 && !trailingCommas) return text;
  const tokens = ast.tokens ?? [];
  const blanks: [number, number][] = [];
  let lastComma: JsonToken | undefined;
  for (const token of tokens) {
    if (!token.range) continue;
    if (token.type === "LineComment" || token.type === "BlockComment") {
      blanks.push(token.range);
      continue;
    }
    if ((token.type === "RBrace" || token.type === "RBracket") && lastComma?.range) blanks.push(lastComma.range);
    lastComma = token.type === "Comma" ? token : undefined;
  }
  if (blanks.length === 0) return text;
  blanks.sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of blanks) {
    out += text.slice(at, start) + text.slice(start, end).replace(/[^\r\n]/g, " ");
    at = end;
  }
  return out + text.slice(at);
}
