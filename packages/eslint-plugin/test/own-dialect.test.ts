/** `createPlugin({ dialects })`: a dialect of one's own linted through ESLint, as the built-in ones are. */
import { rules as coreRules } from "@msglint/core";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin, { createPlugin } from "../src/index.js";
import echo from "../../cli/test/fixtures/echo-dialect.mjs";

const withEcho = createPlugin({ dialects: [echo] });
const linter = new Linter({ cwd: "/project" });
const verify = (configs: Linter.Config[], text: string, filename: string, settings: Record<string, unknown> = {}) =>
  linter.verify(text, [...configs, { settings }], { filename, filterCodeBlock: () => true });
const echoText = '{\n  "echo": [\n    { "say": "hi" },\n    { "say": "" }\n  ]\n}\n';

describe("a plugin made with dialects of one's own", () => {
  it("has a rule for every rule of the built-in dialects and of the given ones", () => {
    expect(Object.keys(withEcho.rules).sort()).toEqual([...coreRules.map((rule) => rule.meta.id), "echo-say-empty"].sort());
    expect(withEcho.rules["echo-say-empty"]!.meta!.docs!.description).toBe("An echo item says nothing.");
    expect(withEcho.configs.recommended.find((config) => config.rules)!.rules).toMatchObject({ "msglint/echo-say-empty": "error" });
  });

  it("reports the dialect's findings in a JSON file, at their line and column", () => {
    const messages = verify(withEcho.configs.recommended, echoText, "talk.json");
    expect(messages.map(({ ruleId, message, line, column }) => ({ ruleId, message, line, column }))).toEqual([
      { ruleId: "msglint/echo-say-empty", message: "echo[1].say: say must not be empty", line: 4, column: 14 },
    ]);
  });

  it("reports them in a JSON Lines file, on the file's lines", () => {
    const text = '{"echo":[{"say":"hi"}]}\n{"echo":[{"say":""}]}\n';
    const messages = verify(withEcho.configs.recommended, text, "talks.jsonl");
    expect(messages.map(({ ruleId, line, column }) => ({ ruleId, line, column }))).toEqual([
      { ruleId: "msglint/echo-say-empty", line: 2, column: 17 },
    ]);
  });

  it("accepts the dialect's id in settings.msglint.dialect", () => {
    const messages = verify(withEcho.configs.strict, '[{ "say": "" }]', "list.json", { msglint: { dialect: "echo" } });
    expect(messages.map((message) => message.ruleId)).toEqual(["msglint/echo-say-empty"]);
  });

  it("leaves the default plugin as it was: built-in dialects only", () => {
    expect(plugin.rules["echo-say-empty"]).toBeUndefined();
    expect(verify(plugin.configs.strict, echoText, "talk.json").map((message) => message.ruleId)).toEqual(["msglint/unrecognized-input"]);
    expect(() => verify(plugin.configs.strict, "[]", "list.json", { msglint: { dialect: "echo" } })).toThrow(
      /settings\.msglint\.dialect must be one of/,
    );
  });
});
