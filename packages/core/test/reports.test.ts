/**
 * How rules report: at a node, with a hint that is an id of `meta.hints` filled from the report's data. A hint id a
 * rule does not have fails the rule; every template's placeholders are filled on every report the corpus makes.
 */
import { describe, expect, it } from "vitest";
import { loadFixtures, loadSourceFixtures } from "../../../fixtures/load.js";
import { ruleCreator } from "../src/engine/create-rule.js";
import type { Dialect } from "../src/engine/dialect.js";
import { createLinter, rules, type Diagnostic, type LintOptions, type Node, type RuleContext } from "../src/index.js";

const linter = createLinter();
await linter.loadApiVersion("2026-10-21");
const everyRule = Object.fromEntries(rules.map((rule) => [rule.meta.id, "error" as const]));
const TARGETS = ["anthropic", "bedrock", "vertex"];

const b64 = (bytes: number[] | Uint8Array) => btoa(String.fromCharCode(...bytes));
const png = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};
const image = (data: string, media_type = "image/png") => ({ type: "image", source: { type: "base64", media_type, data } });
const pdf = (data: string) => ({ type: "document", source: { type: "base64", media_type: "application/pdf", data } });
const user = (content: unknown) => ({ role: "user", content });
const assistant = (content: unknown) => ({ role: "assistant", content });
const request = (fields: Record<string, unknown>) => ({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [user("hi")], ...fields });
const tool = (fields: Record<string, unknown> = {}) => ({ name: "t", input_schema: { type: "object" }, ...fields });
const use = (id: string, fields: Record<string, unknown> = {}) => ({ type: "tool_use", id, name: "t", input: {}, ...fields });
const result = (id: string, fields: Record<string, unknown> = {}) => ({ type: "tool_result", tool_use_id: id, content: "r", ...fields });

/** Requests that take the rules down their less common branches: a hint for each case the rules tell apart. */
const VARIED = [
  request({
    messages: [
      user(
        ["input_image", "input_file", "file", "input_audio", "tool_call", "reasoning", "refusal", "function_call"].map((type) => ({
          type,
          text: "x",
        })),
      ),
    ],
  }),
  request({ messages: [user(5), assistant(null), user({ type: "text", text: "x" })] }),
  request({
    messages: [
      user([
        image(b64(png(10, 10)), "image/bmp"),
        image(b64(png(10, 10)), "image/jpg"),
        image("abc-_def"),
        image("ab cd\nef"),
        image(b64(png(10, 10)).slice(0, 12)),
        image(b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(30).fill(0)])),
        image(b64([...new TextEncoder().encode("random bytes here!!")])),
        image(""),
        image("ab%d"),
        image(b64(png(9000, 10))),
        image("Zm9v", "image/tiff"),
      ]),
    ],
  }),
  request({ messages: [user([pdf("@@@@"), pdf(b64([...new TextEncoder().encode("no pdf header at all")])), pdf(""), pdf(b64(png(3, 3)))])] }),
  request({ model: "claude-opus-4-6", messages: [user("x"), assistant([{ type: "thinking", thinking: "t", signature: "s".repeat(40) }])] }),
  request({
    messages: [...["tool", "function", "model", "human", "ai", "weird", "system"].map((role) => ({ role, content: "x" })), user("y")],
  }),
  request({ model: "claude-sonnet-5", top_k: 3, top_p: 0.5, temperature: 0.3 }),
  request({ tool_choice: 5 }),
  request({ tool_choice: { type: "foo" } }),
  request({ tool_choice: { type: "auto" }, tools: "x" }),
  request({
    tools: [
      tool({ input_schema: { type: "object", patternProperties: { "(": {} } } }),
      tool({ name: "m", input_schema: undefined, inputSchema: { type: "object" } }),
      tool({ name: "k", input_schema: { type: "object", properties: { ["k".repeat(65)]: {}, "": {} } } }),
      tool({
        name: "s",
        strict: true,
        input_schema: { type: "object", additionalProperties: true, properties: { x: { type: "object", additionalProperties: {} } } },
      }),
      tool({ description: "again" }),
    ],
  }),
  request({
    messages: [user("q"), assistant([use("toolu_1")]), user([result("toolu_1", { content: [{ type: "tool_reference", tool_name: "nothere" }] })])],
  }),
  request({
    mcp_servers: [{ name: "s", type: "url", url: "https://example.com" }],
    messages: [
      { role: "system", content: [{ type: "mcp_tool_listing", mcp_server_name: "s", tools: [{ name: "a" }] }] },
      user("x"),
      { role: "system", content: [{ type: "tool_addition", tool: { type: "mcp_tool_reference", server_name: "s", name: "zzz" } }] },
      user("y"),
    ],
  }),
  request({ ...Object.fromEntries(["extra_headers", "betas", "user", "n", "seed", "logprobs"].map((field) => [field, 1])), temperature: 0.5 }),
  request({
    messages: [
      user("q"),
      assistant([{ type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: {} }]),
      user("more"),
      assistant([{ type: "web_search_tool_result", tool_use_id: "srvtoolu_1", content: [] }]),
    ],
  }),
  request({
    messages: [
      user("x"),
      assistant([use("toolu_1"), use("toolu_2"), use("toolu_3")]),
      user([{ type: "text", text: "x" }, result("toolu_1")]),
      assistant("ok"),
      user([result("toolu_2")]),
    ],
  }),
  request({
    messages: [user("x"), assistant([use("toolu_1"), use("toolu_2"), { type: "text", text: "after" }]), user([result("toolu_1"), result("toolu_2")])],
  }),
];

/** Every finding of every rule on the fixtures and the varied requests, on each target and API version. */
function corpus(): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const fixture of [...loadFixtures(), ...loadSourceFixtures()]) {
    for (const target of TARGETS) {
      const options = { ...fixture.options, filePath: fixture.file } as LintOptions;
      found.push(...linter.lint(fixture.text, { ...options, rules: { ...everyRule, ...options.rules }, settings: { ...options.settings, target } }));
    }
  }
  for (const body of VARIED) {
    for (const target of TARGETS) {
      for (const apiVersion of ["2023-06-01", "2026-10-21"]) found.push(...linter.lint(body, { rules: everyRule, settings: { target, apiVersion } }));
    }
  }
  return found;
}

describe("rules' reports", () => {
  const found = corpus();

  it("lint a corpus that reaches every rule", () => {
    expect(new Set(found.map((d) => d.ruleId))).toEqual(new Set(rules.map((rule) => rule.meta.id)));
  });

  it("never fail: each message and hint id is one the rule has", () => {
    expect(found.filter((d) => d.message.startsWith("msglint: rule ")).map((d) => d.message)).toEqual([]);
  });

  it("fill every placeholder of their messages and hints", () => {
    const unfilled = found.filter((d) => /\{\{\s*\w+\s*\}\}/.test(d.message) || /\{\{\s*\w+\s*\}\}/.test(d.hint ?? ""));
    expect(unfilled.map((d) => `${d.ruleId}: ${d.message} | ${d.hint}`)).toEqual([]);
  });
});

describe("the engine's report", () => {
  /** A dialect of one rule that reports whatever `report` says, at the request's `x`. */
  const dialectWith = (report: (context: RuleContext) => void): Dialect => {
    const createRule = ruleCreator({ id: "tiny", targets: ["tiny"] });
    const rule = createRule("tiny-rule", {
      meta: {
        description: "A test rule.",
        category: "api",
        recommended: true,
        messages: { found: "{{path}}: found {{what}}" },
        hints: { known: "The {{what}} at {{path}}." },
      },
      visit: { request: report },
    });
    return {
      id: "tiny",
      title: "Tiny",
      targets: ["tiny"],
      rules: [rule],
      detect: () => 2,
      model: () => ({}),
      paths: { child: (p, k) => (p ? `${p}.${k}` : String(k)) },
    };
  };
  const lintTiny = (report: Parameters<typeof dialectWith>[0]) =>
    createLinter({ dialects: [dialectWith(report)] }).lint({ x: { y: 1 } }, { settings: { dialect: "tiny" } });

  it("takes the pointer and path from the node, a hint from its id, and leaves an undefined fix out", () => {
    const [d] = lintTiny((context) => {
      const at: Node = context.at(context.root, "x", "y");
      context.report({ messageId: "found", at, data: { what: "a y" }, hint: "known", fix: undefined, suggestions: undefined });
    });
    expect(d).toMatchObject({ ruleId: "tiny-rule", message: "x.y: found a y", path: "x.y", pointer: "/x/y", hint: "The a y at x.y." });
    expect(d).not.toHaveProperty("fix");
    expect(d).not.toHaveProperty("suggestions");
  });

  it("names the path the message names when the data gives one", () => {
    const [d] = lintTiny((context) =>
      context.report({ messageId: "found", at: context.at(context.root, "x", "y"), data: { path: "x", what: "it" } }),
    );
    expect(d).toMatchObject({ message: "x: found it", path: "x", pointer: "/x/y" });
  });

  it("fails the rule on a hint that is not an id of its meta.hints", () => {
    const found = lintTiny((context) => context.report({ messageId: "found", at: context.root, data: { what: "it" }, hint: "Some prose." }));
    expect(found.map((d) => d.message)).toEqual(['msglint: rule tiny-rule failed on this input: Rule tiny-rule has no hint "Some prose."']);
    const inherited = lintTiny((context) => context.report({ messageId: "found", at: context.root, data: { what: "it" }, hint: "constructor" }));
    expect(inherited[0]!.message).toMatch(/has no hint "constructor"/);
  });
});
