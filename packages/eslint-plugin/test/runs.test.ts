/** Core runs once per document for all the rules ESLint runs on it, and each rule takes only its own findings. */
import json from "@eslint/json";
import * as core from "@msglint/core";
import { Linter, type ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";
import { EnabledRules, RunCache } from "../src/core-run.js";

vi.mock("@msglint/core", async (importOriginal) => {
  const original = await importOriginal<typeof import("@msglint/core")>();
  // The plugin lints through the default linter: its runs are counted.
  const linter = original.defaultLinter();
  vi.spyOn(linter, "verify");
  vi.spyOn(linter, "verifyValue");
  return { ...original, defaultLinter: () => linter };
});

const { default: plugin } = await import("../src/index.js");
const plugins = { json: json as unknown as ESLint.Plugin, msglint: plugin as unknown as ESLint.Plugin };
const everyRule: Linter.RulesRecord = Object.fromEntries(core.rules.map((rule) => [`msglint/${rule.meta.id}`, "error"]));

describe("one core run per document", () => {
  it("lints a JSON file once with every rule on, and reports each finding once", () => {
    const lint = vi.mocked(core.defaultLinter().verify);
    lint.mockClear();
    const text = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "assistant", content: "hi" }] });
    const messages = new Linter().verify(
      text,
      [{ files: ["**/*.json"], plugins, language: "json/json", rules: everyRule, settings: { msglint: { target: "bedrock" } } }],
      "request.json",
    );
    expect(lint).toHaveBeenCalledTimes(1);
    expect(messages.map((m) => m.ruleId)).toContain("msglint/first-message-not-user");
    expect(new Set(messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).size).toBe(messages.length);
  });

  it("lints each JSON Lines file once, for all its lines", () => {
    const lint = vi.mocked(core.defaultLinter().verify);
    lint.mockClear();
    const line = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "assistant", content: "hi" }] });
    const messages = new Linter({ cwd: "/p" }).verify(
      `${line}\n${line}\n${line}\n`,
      [
        { files: ["**/*.jsonl"], plugins, processor: "msglint/jsonl" },
        { files: ["**/*.jsonl/*.json"], plugins, language: "json/json", rules: everyRule, settings: { msglint: { target: "bedrock" } } },
      ],
      { filename: "/p/requests.jsonl", filterCodeBlock: () => true },
    );
    expect(lint).toHaveBeenCalledTimes(1);
    expect(messages.filter((m) => m.ruleId === "msglint/first-message-not-user").map((m) => m.line)).toEqual([1, 2, 3]);
  });
});

describe("EnabledRules and RunCache", () => {
  it("keys a set of rules by its ids in any order, and changes the key when a rule joins", () => {
    const a = new EnabledRules();
    const b = new EnabledRules();
    for (const id of ["x", "y"]) a.add(id);
    for (const id of ["y", "x", "y"]) b.add(id);
    expect(a.key).toBe(b.key);
    a.add("z");
    expect(a.key).not.toBe(b.key);
    expect(a.size).toBe(3);
  });

  it("shares a run between equal settings and the same rules, and not otherwise", () => {
    const cache = new RunCache<number>();
    let made = 0;
    const make = () => ++made;
    const rules = new EnabledRules();
    rules.add("x");
    expect(cache.get({ target: "bedrock" }, rules, make)).toBe(1);
    expect(cache.get({ target: "bedrock" }, rules, make)).toBe(1);
    expect(cache.get({ target: "vertex" }, rules, make)).toBe(2);
    rules.add("y");
    expect(cache.get({ target: "bedrock" }, rules, make)).toBe(3);
  });
});
