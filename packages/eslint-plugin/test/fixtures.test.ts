/**
 * The shared fixtures through ESLint: every rule under RuleTester, and whole files through `Linter` with the
 * plugin wired as a user wires it (JSON through the plugin's language, and again through @eslint/json's; JSONL
 * through the processor). ESLint must report exactly what core reports: the same rules, messages, lines and columns.
 */
import { join } from "node:path";
import { activeRules, applyEdits, lint, rules as coreRules, type Diagnostic, type RuleSetting } from "@msglint/core";
import { parse } from "@humanwhocodes/momoa";
import { Linter, RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR, loadFixtures, type FixtureCase } from "../../../fixtures/load.js";
import plugin from "../src/index.js";
import {
  byPosition,
  coreDiagnostics,
  eslintConfig,
  type JsonLanguage,
  eslintSettings,
  fromEslint,
  lintOptions,
  onePassOutput,
  PREFIX,
  suggestionOutput,
} from "./helpers.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const REPO = join(FIXTURES_DIR, "..");
const ALL_OFF: Record<string, RuleSetting> = Object.fromEntries(coreRules.map((rule) => [rule.meta.id, "off"]));
const cases = loadFixtures();
const isJsonl = (fixture: FixtureCase) => fixture.name.endsWith(".jsonl");
/** A `.json` file that is not JSON stops at the language's parser, before any rule runs: `JSON.parse` decides in the plugin's, momoa in @eslint/json's. */
const isSyntaxError = (fixture: FixtureCase, language: JsonLanguage = "msglint/json") => {
  if (isJsonl(fixture)) return false;
  try {
    // ESLint takes the byte order mark off before it parses.
    const text = fixture.text.replace(/^\uFEFF/, "");
    if (language === "msglint/json") JSON.parse(text);
    else parse(text, { mode: "json" });
    return false;
  } catch {
    return true;
  }
};

describe("RuleTester: each rule over the shared .json fixtures", () => {
  type Valid = RuleTester.ValidTestCase;
  type Invalid = RuleTester.InvalidTestCase;
  const tests = new Map<string, { valid: Valid[]; invalid: Invalid[] }>();
  for (const fixture of cases) {
    if (isJsonl(fixture) || isSyntaxError(fixture)) continue;
    const active = new Map(activeRules(lintOptions(fixture)).map((a) => [a.rule.meta.id, a]));
    const ruleIds = new Set([fixture.ruleId, ...fixture.errors.map((e) => e.ruleId)]);
    for (const ruleId of ruleIds) {
      const entry = active.get(ruleId);
      if (!entry) continue;
      const test = tests.get(ruleId) ?? { valid: [], invalid: [] };
      tests.set(ruleId, test);
      const base = {
        name: fixture.relativePath,
        code: fixture.text,
        filename: fixture.file,
        options: entry.options,
        settings: eslintSettings(fixture),
      };
      // Core with this rule alone, as RuleTester runs it. A catch-all rule reports more alone than beside the
      // specific rules (whose findings it yields to), so its expectations come from that run, not errors.json.
      const mine = lint(fixture.text, { ...lintOptions(fixture), rules: { ...ALL_OFF, [ruleId]: ["error", ...entry.options] as RuleSetting } });
      const expected = entry.rule.meta.fallback ? mine : fixture.errors.filter((e) => e.ruleId === ruleId);
      if (expected.length === 0) {
        test.valid.push(base);
        continue;
      }
      const output = onePassOutput(fixture.text, mine);
      test.invalid.push({
        ...base,
        errors: expected.map((e, i) => ({
          message: e.message,
          line: e.line!,
          column: e.column!,
          ...(mine[i]?.suggestions
            ? {
                suggestions: mine[i]!.suggestions!.map((s) => ({
                  messageId: "suggestion",
                  data: { description: s.description },
                  output: suggestionOutput(fixture.text, s.edits),
                })),
              }
            : {}),
        })),
        ...(output !== null ? { output } : {}),
      });
    }
  }
  const ruleTester = new RuleTester({ plugins: { msglint: plugin as never }, language: "msglint/json" });
  for (const [ruleId, test] of [...tests].sort(([a], [b]) => a.localeCompare(b))) {
    ruleTester.run(ruleId, plugin.rules[ruleId] as never, test);
  }
});

describe.each(cases.map((c) => [c.relativePath, c] as const))("%s through ESLint", (_, fixture) => {
  const linter = new Linter({ cwd: REPO });
  const config = eslintConfig(fixture);
  // `Linter` lints only `.js` blocks of a processor unless told otherwise; the ESLint class asks the config.
  const options = { filename: fixture.file, filterCodeBlock: () => true };
  const messages = linter.verify(fixture.text, config, options);

  const expected = fixture.errors.map(({ ruleId, message, line, column }) => ({ ruleId, message, line, column })).sort(byPosition);
  if (isSyntaxError(fixture)) {
    // Where and why the text stops being JSON, as core's `body-not-json` says it: the API's place.
    it("stops at the language's parse error, where core's body-not-json points", () => {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ fatal: true, ruleId: null });
      const syntax = coreDiagnostics(fixture).find((d) => d.ruleId === "body-not-json");
      expect(syntax).toBeDefined();
      expect(messages[0]).toMatchObject({ line: syntax!.line, column: syntax!.column });
    });
    return;
  }

  it("reports exactly the expected diagnostics (rule, message, line, column)", () => {
    expect(fromEslint(messages)).toEqual(expected);
  });

  if (!isJsonl(fixture) && !isSyntaxError(fixture, "json/json")) {
    it("reports the same through @eslint/json's language", () => {
      expect(fromEslint(linter.verify(fixture.text, eslintConfig(fixture, "json/json"), options))).toEqual(expected);
    });
  }

  const diagnostics = coreDiagnostics(fixture);
  const match = (message: Linter.LintMessage): Diagnostic | undefined =>
    diagnostics.find((d) => PREFIX + d.ruleId === message.ruleId && d.line === message.line && d.column === message.column);

  if (messages.some((m) => m.suggestions?.length)) {
    it("offers suggestions that make core's change", () => {
      for (const message of messages) {
        for (const [i, suggestion] of (message.suggestions ?? []).entries()) {
          const edits = match(message)!.suggestions![i]!.edits;
          const fixed = fixture.text.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + fixture.text.slice(suggestion.fix.range[1]);
          expect(documents(fixed, fixture)).toEqual(documents(fixture.text, fixture, message.line, (value) => applyEdits(value, edits)));
        }
      }
    });
  }

  // An output is the one document after every fix (core's fixture test reads it so), hence for JSON files only.
  if (fixture.output !== undefined && !isJsonl(fixture)) {
    it("fixes the file to the expected output", () => {
      const { output, messages: left } = linter.verifyAndFix(fixture.text, config, options);
      expect(output).not.toBe(fixture.text);
      expect(JSON.parse(output)).toEqual(fixture.output);
      // A file in canonical formatting stays so: the fix changed only what it had to.
      for (const indent of [2, 4, "\t"]) {
        if (fixture.text.trimEnd() === JSON.stringify(JSON.parse(fixture.text), null, indent)) {
          expect(output.trimEnd()).toBe(JSON.stringify(JSON.parse(output), null, indent));
        }
      }
      const fixedRules = new Set(messages.filter((m) => m.fix).map((m) => m.ruleId));
      expect(left.filter((m) => fixedRules.has(m.ruleId))).toEqual([]);
    });
  }
});

/**
 * The documents of a file: one for JSON, one per non-blank line for JSONL; `change` rewrites the document
 * on line `line`.
 */
function documents(text: string, fixture: FixtureCase, line?: number, change?: (value: unknown) => unknown): unknown[] {
  if (!isJsonl(fixture)) return [change ? change(JSON.parse(text)) : JSON.parse(text)];
  return text
    .split("\n")
    .map((body, i) => [body, i + 1] as const)
    .filter(([body]) => body.trim() !== "")
    .map(([body, n]) => (change && n === line ? change(JSON.parse(body)) : JSON.parse(body)));
}

describe("the fixtures cover the plugin", () => {
  it("include at least one JSONL file with a finding past its first line", () => {
    expect(cases.some((c) => isJsonl(c) && c.errors.some((e) => e.line > 1))).toBe(true);
  });
});
