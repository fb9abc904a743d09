/** The plugin's shape, and the ways in the fixtures do not reach: JSONL fixes, JSONC, settings, the shipped configs. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import json from "@eslint/json";
import { API_VERSIONS, lint as coreLint, rules as coreRules } from "@msglint/core";
import { evaluate, parse } from "@humanwhocodes/momoa";
import { ESLint, Linter } from "eslint";
import { defineConfig } from "eslint/config";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { jsonlBlockOf } from "../src/jsonl/processor.js";
import packageJson from "../package.json" with { type: "json" };

const plugins = { json: json as unknown as ESLint.Plugin, msglint: plugin as unknown as ESLint.Plugin };
const everyRule = (level: Linter.RuleSeverity = "error"): Linter.RulesRecord =>
  Object.fromEntries(coreRules.map((rule) => [`msglint/${rule.meta.id}`, level]));

function config(rules: Linter.RulesRecord, settings: Record<string, unknown> = {}): Linter.Config[] {
  return [
    { files: ["**/*.json"], plugins, language: "msglint/json", rules, settings },
    { files: ["**/*.jsonc"], plugins, language: "json/jsonc", rules, settings },
    { files: ["**/*.jsonl"], plugins, processor: "msglint/jsonl" },
    { files: ["**/*.jsonl/*.json"], plugins, language: "msglint/json", rules, settings },
  ];
}

const linter = new Linter({ cwd: "/project" });
const verify = (text: string, filename: string, rules = everyRule(), settings = {}) =>
  linter.verify(text, config(rules, settings), { filename, filterCodeBlock: () => true });
const fix = (text: string, filename: string, rules = everyRule(), settings = {}) =>
  linter.verifyAndFix(text, config(rules, settings), { filename, filterCodeBlock: () => true });

const TOOLS = [{ name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } } } }];
const request = (input: unknown, city = "Oslo") => ({
  model: "claude-haiku-4-5",
  max_tokens: 64,
  tools: TOOLS,
  messages: [
    { role: "user", content: `Weather in ${city}?` },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "get_weather", input }] },
    { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "-3 C" }] },
  ],
});

describe("the plugin object", () => {
  it("has a name and a version", () => {
    expect(plugin.meta).toEqual({ name: "@msglint/eslint-plugin", version: packageJson.version, namespace: "msglint" });
  });

  it("exposes one rule per core rule, under the same id", () => {
    expect(Object.keys(plugin.rules).sort()).toEqual(coreRules.map((rule) => rule.meta.id).sort());
  });

  it.each(coreRules.map((rule) => [rule.meta.id, rule] as const))("%s: its ESLint meta comes from core's", (id, rule) => {
    const { meta } = plugin.rules[id]!;
    expect(meta!.languages).toEqual(["msglint/json", "json/json", "json/jsonc", "js/js"]);
    expect(meta!.docs).toMatchObject({ description: rule.meta.description, recommended: rule.meta.recommended, url: rule.meta.docsUrl });
    expect(meta!.fixable).toBe(rule.meta.fixable ? "code" : undefined);
    expect(Boolean(meta!.hasSuggestions)).toBe(Boolean(rule.meta.hasSuggestions));
    expect(meta!.messages).toHaveProperty("finding");
  });

  it("ships a JSONL processor that can fix", () => {
    expect(plugin.processors.jsonl).toMatchObject({ supportsAutofix: true, meta: { name: "@msglint/eslint-plugin/jsonl" } });
  });

  it("recommends the rules core runs by default (not unrecognized-input); strict turns on every rule", () => {
    const recommended = plugin.configs.recommended.find((c) => c.name === "msglint/recommended/json")!.rules!;
    const expected = coreRules.filter((r) => r.meta.recommended && r.meta.id !== "unrecognized-input");
    expect(Object.keys(recommended).sort()).toEqual(expected.map((r) => `msglint/${r.meta.id}`).sort());
    for (const rule of expected) expect(recommended[`msglint/${rule.meta.id}`]).toBe(rule.meta.category === "api" ? "error" : "warn");
    const strict = plugin.configs.strict.find((c) => c.name === "msglint/strict/json")!.rules!;
    expect(Object.keys(strict)).toHaveLength(coreRules.length);
  });

  it("wires .json, .jsonc, .jsonl (and .ndjson), the lines of .jsonl, and code", () => {
    for (const configs of [plugin.configs.recommended, plugin.configs.strict]) {
      expect(configs.map((c) => [c.files, c.language ?? c.processor])).toEqual([
        [["**/*.json"], "msglint/json"],
        [["**/*.jsonc"], "json/jsonc"],
        [["**/*.jsonl", "**/*.ndjson"], "msglint/jsonl"],
        [["**/*.jsonl/*.json", "**/*.ndjson/*.json"], "msglint/json"],
        [["**/*.js", "**/*.mjs", "**/*.cjs", "**/*.jsx", "**/*.ts", "**/*.mts", "**/*.cts", "**/*.tsx"], undefined],
      ]);
    }
  });
});

describe("JSONL through the processor", () => {
  const lines = [
    JSON.stringify(request({ city: "Oslo" })),
    "",
    JSON.stringify(request(JSON.stringify({ city: "Helsinki" }), "Helsinki")),
    JSON.stringify(request({ city: "Bergen" }, "Bergen")),
    '{"messages": [',
    JSON.stringify(request(JSON.stringify({ city: "Turku" }), "Turku")),
  ];

  it("reports each finding on its physical line, with core's message and column", () => {
    const text = lines.join("\n") + "\n";
    const messages = verify(text, "/project/log.jsonl");
    expect(messages.map(({ ruleId, line, column, message }) => ({ ruleId, line, column, message }))).toEqual([
      {
        ruleId: "msglint/tool-use-input-not-object",
        line: 3,
        column: lines[2]!.indexOf('"input":') + '"input":'.length + 1,
        message: "messages.1.content.0.tool_use.input: Input should be a valid dictionary",
      },
      {
        ruleId: "msglint/body-not-json",
        line: 5,
        column: 15,
        message: "The request body is not valid JSON: expecting value: line 1 column 15 (char 14)",
      },
      {
        ruleId: "msglint/tool-use-input-not-object",
        line: 6,
        column: lines[5]!.indexOf('"input":') + '"input":'.length + 1,
        message: "messages.1.content.0.tool_use.input: Input should be a valid dictionary",
      },
    ]);
    expect(messages[1]!.fatal).toBe(true);
  });

  it("fixes each line in place and leaves the others as they were, with CRLF line ends", () => {
    const text = lines.filter((_, i) => i !== 4).join("\r\n") + "\r\n";
    const { output, messages } = fix(text, "/project/log.jsonl");
    expect(messages).toEqual([]);
    const out = output.split("\r\n");
    expect(out).toHaveLength(6);
    expect(out[0]).toBe(lines[0]);
    expect(out[1]).toBe("");
    expect(JSON.parse(out[2]!)).toEqual(request({ city: "Helsinki" }, "Helsinki"));
    expect(out[3]).toBe(lines[3]);
    expect(JSON.parse(out[4]!)).toEqual(request({ city: "Turku" }, "Turku"));
    expect(out[5]).toBe("");
  });

  it("keeps the lines and fixes where they are after a BOM", () => {
    const text = "\uFEFF" + [lines[2], lines[3]].join("\n") + "\n";
    expect(verify(text, "/project/log.jsonl").map((m) => [m.line, m.column])).toEqual([[1, lines[2]!.indexOf('"input":') + 9]]);
    const { output } = fix(text, "/project/log.jsonl");
    expect(output.startsWith("\uFEFF{")).toBe(true);
    expect(JSON.parse(output.slice(1).split("\n")[0]!)).toEqual(request({ city: "Helsinki" }, "Helsinki"));
  });

  it("lints each line with its whole file: the rules find the file the processor split", () => {
    const seen: (number | undefined)[] = [];
    const probe = {
      rules: {
        line: {
          meta: { languages: ["msglint/json"] },
          create: (context: { filename: string }) => ({ Document: () => void seen.push(jsonlBlockOf(context.filename)?.line) }),
        },
      },
    } as unknown as ESLint.Plugin;
    const text = [lines[0], "", lines[2]].join("\n");
    linter.verify(text, [...config({}), { files: ["**/*.jsonl/*.json"], plugins: { probe }, rules: { "probe/line": "error" } }], {
      filename: "/project/log.jsonl",
      filterCodeBlock: () => true,
    });
    expect(seen).toEqual([1, 3]);
    expect(jsonlBlockOf("/project/log.jsonl/1_3.json")).toBeUndefined();
  });

  it("offers suggestions whose ranges are in the physical file", () => {
    const unanswered = { ...request({}), messages: request({}).messages.slice(0, 2) };
    const text = JSON.stringify(request({})) + "\n" + JSON.stringify(unanswered) + "\n";
    const [message] = verify(text, "/project/log.jsonl");
    expect(message).toMatchObject({ ruleId: "msglint/tool-use-missing-result", line: 2 });
    const [suggestion] = message!.suggestions!;
    const fixed = text.slice(0, suggestion!.fix.range[0]) + suggestion!.fix.text + text.slice(suggestion!.fix.range[1]);
    const [first, second] = fixed.trim().split("\n");
    expect(first).toBe(JSON.stringify(request({})));
    expect(JSON.parse(second!).messages).toHaveLength(3);
    expect(JSON.parse(second!).messages[2].content[0]).toMatchObject({ type: "tool_result", tool_use_id: "toolu_01", is_error: true });
  });
});

describe("msglint/json, the plugin's language for .json files", () => {
  const lint = (text: string, extra: Linter.Config[] = [], rules = everyRule()) =>
    linter.verify(text, [...config(rules), ...extra], { filename: "/project/request.json" });

  it("stops a text that is not JSON with one parse error, where core's body-not-json points, CRLF line ends included", () => {
    const text = '{\r\n  "model": "claude-haiku-4-5",\r\n  "messages": [,]\r\n}\r\n';
    const [syntax] = coreLint(text, { rules: { "body-not-json": "error" } });
    const messages = lint(text);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ fatal: true, ruleId: null, line: 3, column: 16 });
    expect([syntax!.line, syntax!.column]).toEqual([3, 16]);
    expect(messages[0]!.message).toContain("Invalid JSON: expecting value");
  });

  it("accepts what JSON.parse accepts, and nothing more: a raw line break in a string is an error (momoa lets it through)", () => {
    const text = '{"model": "claude-haiku-4-5", "max_tokens": 16, "messages": [{"role": "user", "content": "a\nb"}]}';
    expect(() => parse(text, { mode: "json" })).not.toThrow();
    expect(lint(text)).toMatchObject([{ fatal: true, ruleId: null, line: 1 }]);
  });

  it("has one node, the whole file, with its end where the text ends (CR, LF and CRLF line ends)", () => {
    const seen: string[] = [];
    const probe = {
      rules: {
        nodes: {
          meta: { languages: ["msglint/json"] },
          create: (context: { report(report: object): void }) => ({
            "*": (node: { type: string }) => void seen.push(node.type),
            Document: (node: object) => context.report({ node, message: "the file" }),
          }),
        },
      },
    } as unknown as ESLint.Plugin;
    const text = '{\r\n"messages": [],\r "x": [1, 2]\n}';
    const messages = lint(text, [{ files: ["**/*.json"], plugins: { probe }, rules: { "probe/nodes": "error" } }], {});
    expect(seen).toEqual(["Document"]);
    expect(messages).toMatchObject([{ ruleId: "probe/nodes", line: 1, column: 1, endLine: 4, endColumn: 2 }]);
  });

  it("ignores language options meant for other languages, as @eslint/json does", () => {
    const messages = lint(JSON.stringify(request({ city: "Oslo" })), [
      { files: ["**/*.json"], languageOptions: { globals: { window: "readonly" } } as never },
    ]);
    expect(messages).toEqual([]);
  });

  it("leaves @eslint/json's language a choice: the same rules run there, beside @eslint/json's own", () => {
    const text = JSON.stringify({ ...request("Oslo"), max_tokens: 64 }).replace('"max_tokens":64', '"max_tokens":64,"max_tokens":64');
    const messages = linter.verify(
      text,
      [{ files: ["**/*.json"], plugins, language: "json/json", rules: { ...everyRule(), "json/no-duplicate-keys": "error" } }],
      { filename: "/project/request.json" },
    );
    expect(messages.map((m) => m.ruleId).sort()).toEqual(["json/no-duplicate-keys", "msglint/tool-use-input-not-object"]);
  });
});

describe("JSONC", () => {
  const text = [
    "// A recorded request",
    "{",
    '  "model": "claude-haiku-4-5", /* the model */',
    '  "max_tokens": 64,',
    `  "tools": ${JSON.stringify(TOOLS)},`,
    '  "messages": [',
    '    { "role": "user", "content": "Weather?" }, // first',
    '    { "role": "assistant", "content": [{ "type": "tool_use", "id": "toolu_01", "name": "get_weather", "input": "{\\"city\\":\\"Oslo\\"}" },] },',
    '    { "role": "user", "content": [{ "type": "tool_result", "tool_use_id": "toolu_01", "content": "-3 C" }] },',
    "  ],",
    "}",
    "",
  ].join("\n");

  it("lints around comments and trailing commas, at the right place", () => {
    const messages = linter.verify(
      text,
      [{ files: ["**/*.jsonc"], plugins, language: "json/jsonc", languageOptions: { allowTrailingCommas: true }, rules: everyRule() }],
      {
        filename: "/project/request.jsonc",
      },
    );
    expect(messages.map(({ ruleId, line, column }) => ({ ruleId, line, column }))).toEqual([
      { ruleId: "msglint/tool-use-input-not-object", line: 8, column: text.split("\n")[7]!.indexOf('"{') + 1 },
    ]);
  });

  it("fixes in place, keeping the comments", () => {
    const { output } = linter.verifyAndFix(
      text,
      [{ files: ["**/*.jsonc"], plugins, language: "json/jsonc", languageOptions: { allowTrailingCommas: true }, rules: everyRule() }],
      { filename: "/project/request.jsonc" },
    );
    expect(output).toContain("// first");
    expect(output).toContain("/* the model */");
    const fixed = evaluate(parse(output, { mode: "jsonc", allowTrailingCommas: true })) as ReturnType<typeof request>;
    expect(fixed.messages[1]!.content[0]).toMatchObject({ input: { city: "Oslo" } });
  });

  it("blanks trailing commas in a file with no comments, when the language allows them", () => {
    const bare = text.replace(/\s*\/\*[^*]*\*\//g, "").replace(/\s*\/\/.*$/gm, "");
    expect(bare).not.toMatch(/\/\/|\/\*/);
    const messages = linter.verify(
      bare,
      [{ files: ["**/*.jsonc"], plugins, language: "json/jsonc", languageOptions: { allowTrailingCommas: true }, rules: everyRule() }],
      {
        filename: "/project/request.jsonc",
      },
    );
    expect(messages.map(({ ruleId, line }) => ({ ruleId, line }))).toEqual([{ ruleId: "msglint/tool-use-input-not-object", line: 8 }]);
  });
});

describe("rule options", () => {
  it("rejects options: no msglint rule takes any", () => {
    const text = JSON.stringify(request({ city: "Oslo" }));
    expect(() => verify(text, "/project/r.json", { "msglint/tool-use-input-not-object": ["error", { strict: true }] })).toThrow(
      /msglint\/tool-use-input-not-object takes no options/,
    );
    expect(verify(text, "/project/r.json", { "msglint/tool-use-input-not-object": ["error"] })).toEqual([]);
  });
});

describe("settings.msglint", () => {
  const withoutTools = { ...request({}), tools: undefined };
  const text = JSON.stringify(withoutTools, null, 2);

  it("passes the target to core: a Bedrock-only rule reports only for Bedrock", () => {
    const ids = (settings: object) => verify(text, "/project/r.json", everyRule(), settings).map((m) => m.ruleId);
    expect(ids({})).not.toContain("msglint/tools-required-for-tool-blocks");
    expect(ids({ msglint: { target: "bedrock" } })).toContain("msglint/tools-required-for-tool-blocks");
  });

  it("adds the hint on its own line when asked", () => {
    const unanswered = JSON.stringify({ ...request({}), messages: request({}).messages.slice(0, 2) });
    const [plain] = verify(unanswered, "/project/r.json");
    const [hinted] = verify(unanswered, "/project/r.json", everyRule(), { msglint: { hints: true } });
    expect(hinted!.message.startsWith(plain!.message + "\n")).toBe(true);
    expect(hinted!.message).toContain("interrupted");
  });

  it("rejects a malformed setting", () => {
    expect(() => verify(text, "/project/r.json", everyRule(), { msglint: { target: "watsonx" } })).toThrow(/target must be one of/);
  });

  it("accepts every key, well formed, and the plugin's own hints", () => {
    const msglint = {
      dialect: "anthropic",
      target: "bedrock",
      model: "anthropic.claude-3-5-sonnet-20240620-v1:0",
      region: "us-gov-west-1",
      endpoint: "https://bedrock-runtime.us-gov-west-1.amazonaws.com/model/x/invoke",
      apiVersion: "2023-06-01",
      betas: ["prompt-caching-2024-07-31"],
      now: "2026-07-01",
      hints: false,
    };
    expect(() => verify(text, "/project/r.json", everyRule(), { msglint })).not.toThrow();
    expect(() => verify(text, "/project/r.json", everyRule(), { msglint: { betas: [], model: undefined } })).not.toThrow();
  });

  // As strict as the CLI's config schema: each of these was accepted before and left rules silently off or wrong.
  it.each([
    [{ model: "" }, "settings.msglint.model must be a non-empty string"],
    [{ region: "us-east" }, "settings.msglint.region must be an AWS Region code, such as us-east-1"],
    [{ region: "US-EAST-1" }, "settings.msglint.region must be an AWS Region code, such as us-east-1"],
    [
      { endpoint: "api.openai.com/v1/chat/completions" },
      "settings.msglint.endpoint must be the http(s) URL the requests are sent to, such as https://api.openai.com/v1/chat/completions",
    ],
    [{ apiVersion: "2024-01-01" }, `settings.msglint.apiVersion must be one of ${API_VERSIONS.join(", ")}`],
    [{ betas: ["prompt-caching-2024-07-31", ""] }, "settings.msglint.betas must be an array of non-empty strings"],
    [{ now: "2026-07-01T12:00:00Z" }, "settings.msglint.now must be a date, YYYY-MM-DD"],
    [{ hints: "yes" }, "settings.msglint.hints must be a boolean"],
  ])("refuses %j", (msglint, message) => {
    expect(() => verify(text, "/project/r.json", everyRule(), { msglint })).toThrow(message);
  });

  it("refuses an unknown key, naming the key it probably meant", () => {
    expect(() => verify(text, "/project/r.json", everyRule(), { msglint: { target: "bedrock", regoin: "us-east-1" } })).toThrow(
      "settings.msglint.regoin is not a setting; did you mean region?",
    );
  });

  it("refuses an unknown key with nothing near it, naming the settings", () => {
    expect(() => verify(text, "/project/r.json", everyRule(), { msglint: { concurrency: 2 } })).toThrow(
      "settings.msglint.concurrency is not a setting; the settings are dialect, target, model, region, endpoint, apiVersion, betas, now, hints",
    );
  });
});

describe("the shipped recommended config, through the ESLint class", () => {
  const dir = mkdtempSync(join(tmpdir(), "msglint-eslint-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lints conversations in .json and .jsonl files, fixes them, and leaves other JSON alone", async () => {
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "x", version: "1.0.0" }, null, 2));
    writeFileSync(join(dir, "request.json"), JSON.stringify(request(JSON.stringify({ city: "Oslo" })), null, 2) + "\n");
    writeFileSync(join(dir, "log.jsonl"), [request({}), request(JSON.stringify({ city: "Oslo" }))].map((r) => JSON.stringify(r)).join("\n") + "\n");
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: plugin.configs.recommended as Linter.Config[], fix: true });
    const results = await eslint.lintFiles(["."]);
    const byFile = Object.fromEntries(results.map((r) => [r.filePath.slice(dir.length + 1), r]));
    expect(Object.keys(byFile).sort()).toEqual(["log.jsonl", "package.json", "request.json"]);
    for (const result of results) expect(result.messages).toEqual([]);
    expect(byFile["request.json"]!.output).toBe(JSON.stringify(request({ city: "Oslo" }), null, 2) + "\n");
    expect(byFile["log.jsonl"]!.output).toBe([request({}), request({ city: "Oslo" })].map((r) => JSON.stringify(r)).join("\n") + "\n");
    await ESLint.outputFixes(results);
    expect(JSON.parse(readFileSync(join(dir, "request.json"), "utf8"))).toEqual(request({ city: "Oslo" }));
  });

  it("narrows to folders with defineConfig's extends, as the docs show, code included", async () => {
    mkdirSync(join(dir, "recordings"), { recursive: true });
    mkdirSync(join(dir, "src"), { recursive: true });
    const broken = JSON.stringify(request(JSON.stringify({ city: "Oslo" })));
    writeFileSync(join(dir, "recordings", "log.jsonl"), JSON.stringify(request({})) + "\n" + broken + "\n");
    writeFileSync(join(dir, "recordings", "request.json"), broken);
    writeFileSync(join(dir, "src", "agent.js"), `export const reply = (client) =>\n  client.messages.create(${broken});\n`);
    writeFileSync(join(dir, "other.json"), broken);
    writeFileSync(join(dir, "other.js"), `client.messages.create(${broken});\n`);
    const overrideConfig = defineConfig([
      { files: ["recordings/**", "test/fixtures/**", "src/**"], extends: [plugin.configs.recommended as Linter.Config[]] },
      { settings: { msglint: { target: "anthropic" } } },
    ]);
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig });
    // other.json, other.js and the files of the test before are outside the config.
    const results = await eslint.lintFiles(["."]);
    const found = results.flatMap((r) => r.messages.map((m) => [r.filePath.slice(dir.length + 1), m.ruleId, m.line]));
    expect(found).toEqual([
      [join("recordings", "log.jsonl"), "msglint/tool-use-input-not-object", 2],
      [join("recordings", "request.json"), "msglint/tool-use-input-not-object", 1],
      [join("src", "agent.js"), "msglint/tool-use-input-not-object", 2],
    ]);
  });
});
