import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFixtures, orphanSideFiles, ruleFixtureDirs } from "../../../fixtures/load.js";
import { applyEdits, lint, lintValue, loadApiVersion, resolvePointer, rules, type LintOptions } from "../src/index.js";

// The 2026-10-21 cases lint synchronously: that version's schema loads on demand.
await loadApiVersion("2026-10-21");

const cases = loadFixtures();
type Finding = { ruleId: unknown; message: unknown; pointer: unknown; line?: unknown; column?: unknown };
const pick = ({ ruleId, message, pointer, line, column }: Finding) => ({ ruleId, message, pointer, line, column });

describe("every rule has fixtures", () => {
  const withFixtures = new Set(ruleFixtureDirs());
  it.each(rules.map((rule) => rule.meta.id))("%s has valid and invalid cases", (id) => {
    expect(withFixtures.has(id)).toBe(true);
    const mine = cases.filter((c) => c.ruleId === id);
    expect(mine.some((c) => c.kind === "valid")).toBe(true);
    expect(mine.some((c) => c.kind === "invalid")).toBe(true);
    for (const c of mine.filter((c) => c.kind === "invalid")) expect(c.errors.some((e) => e.ruleId === id)).toBe(true);
  });
  it("has no expected-errors, output or options file without its case", () => {
    expect(orphanSideFiles()).toEqual([]);
  });
  it("has no fixture folder without a rule", () => {
    const ids = new Set(rules.map((rule) => rule.meta.id));
    expect([...withFixtures].filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe.each(cases.map((c) => [`${c.ruleId}/${c.kind}/${c.name}`, c] as const))("%s", (_, fixture) => {
  const options = { ...fixture.options, filePath: fixture.file } as LintOptions;
  const diagnostics = lint(fixture.text, options);

  it("reports exactly the expected diagnostics, through lint on text", () => {
    expect(diagnostics.map(pick)).toEqual(fixture.errors.map(pick));
  });

  it("reports pointers that resolve in the document", () => {
    for (const d of diagnostics) {
      // Syntax findings point at a document that does not parse.
      if (d.ruleId === "body-not-json" || d.ruleId === "transcript-line-unreadable") continue;
      const lines = fixture.text.split("\n");
      const documentText = d.document ? lines[d.document.line - 1]! : fixture.text;
      expect(resolvePointer(JSON.parse(documentText), d.pointer), `${d.ruleId} ${d.pointer}`).not.toBeUndefined();
    }
  });

  if (!fixture.name.endsWith(".jsonl") && fixture.errors.every((e) => e.ruleId !== "body-not-json")) {
    it("reports the same findings through lint on the parsed value", () => {
      const value: unknown = JSON.parse(fixture.text);
      const fromValue = lintValue(value, options);
      const place = ({ ruleId, pointer }: Finding) => ({ ruleId, pointer });
      const strip = ({ ruleId, message, pointer }: Finding) => ({ ruleId, message, pointer });
      const sort = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(sort(fromValue.map(place))).toEqual(sort(diagnostics.map(place)));
      // The texts too, but a number OpenAI echoes as written (`99.0`) reads as the parsed value writes it (`99`).
      expect(sort(fromValue.map(strip))).toEqual(sort(lint(JSON.stringify(value), options).map(strip)));
    });
  }

  if (fixture.output !== undefined) {
    it("applies every fix to give the expected output, which then lints clean of the fixed rules", () => {
      const value = JSON.parse(fixture.text);
      const fixes = lintValue(value, options).filter((d) => d.fix);
      expect(fixes.length).toBeGreaterThan(0);
      let fixed = value;
      for (const d of fixes) fixed = applyEdits(fixed, d.fix!.edits);
      expect(fixed).toEqual(fixture.output);
      const fixedRules = new Set(fixes.map((d) => d.ruleId));
      expect(lintValue(fixed, options).filter((d) => fixedRules.has(d.ruleId))).toEqual([]);
    });
  }
});

describe("rule registry", () => {
  it("registers every rule file of every dialect, once, under its file name", () => {
    const dialects = join(import.meta.dirname, "../src/dialects");
    const files = readdirSync(dialects, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => readdirSync(join(dialects, entry.name, "rules")).map((f) => ({ dialect: entry.name, file: f })))
      .filter(({ file }) => file.endsWith(".ts") && file !== "index.ts")
      .map(({ file }) => file.slice(0, -3))
      .sort();
    expect(rules.map((rule) => rule.meta.id).sort()).toEqual(files);
  });

  it("gives every rule of a dialect other than anthropic its dialect's prefix (DESIGN.md)", () => {
    const prefixes: Record<string, string> = {
      "openai-chat": "chat-",
      "openai-responses": "resp-",
      gemini: "gemini-",
      "bedrock-converse": "bedrock-",
    };
    for (const rule of rules)
      if (rule.meta.dialect !== "anthropic") expect(rule.meta.id.startsWith(prefixes[rule.meta.dialect]!), rule.meta.id).toBe(true);
  });
});
