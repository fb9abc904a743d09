import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rules } from "@msglint/core";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { renderConfigSchema } from "../src/config/schema.js";
import { locateInYaml } from "../src/config/yaml-locate.js";
import { json, msglint, project, requests, ROOT } from "./helpers.js";

const OFF = { rules: { "tool-use-missing-result": "off" } };
const asJson = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

/** Each place cosmiconfig searches, with a config that turns the one error of `missingResult` off. */
const places: [string, string][] = [
  [".msglintrc", asJson(OFF)],
  [".msglintrc", "rules:\n  tool-use-missing-result: off\n"],
  [".msglintrc.json", asJson(OFF)],
  [".msglintrc.jsonc", '{\n  // JSON with comments\n  "rules": { "tool-use-missing-result": "off", },\n}\n'],
  [".msglintrc.yaml", "rules:\n  tool-use-missing-result: off\n"],
  [".msglintrc.yml", "rules:\n  tool-use-missing-result: 0\n"],
  [".msglintrc.js", `module.exports = ${JSON.stringify(OFF)};\n`],
  [".msglintrc.mjs", `export default ${JSON.stringify(OFF)};\n`],
  [".msglintrc.cjs", `module.exports = ${JSON.stringify(OFF)};\n`],
  ["msglint.config.js", `module.exports = ${JSON.stringify(OFF)};\n`],
  ["msglint.config.mjs", `export default ${JSON.stringify(OFF)};\n`],
  ["msglint.config.cjs", `module.exports = ${JSON.stringify(OFF)};\n`],
  ["msglint.config.json", asJson(OFF)],
  // TypeScript, transpiled with the project's typescript package (Node 20 does not strip types).
  [
    "msglint.config.ts",
    `type Level = "off" | "warn" | "error";\nconst config: { rules: Record<string, Level> } = ${JSON.stringify(OFF)};\nexport default config;\n`,
  ],
  ["msglint.config.mts", `interface Config {\n  rules: Record<string, string>;\n}\nexport default ${JSON.stringify(OFF)} satisfies Config;\n`],
];

describe("config: where it is found", () => {
  it.each(places)("%s (%#)", (name, content) => {
    const dir = project({ [name]: content, "req.json": requests.missingResult });
    expect(msglint(["req.json"], { cwd: dir }).code).toBe(1 - 1);
    const printed = JSON.parse(msglint(["--print-config", "req.json"], { cwd: dir }).stdout) as { configFile: string };
    expect(printed.configFile).toBe(name);
  });

  it("a TypeScript config in a project without the typescript package: a clear message, exit 2", () => {
    const dir = project({
      "msglint.config.ts": `export default ${JSON.stringify(OFF)} as const;\n`,
      "req.json": requests.missingResult,
      // Node's module hooks hide the typescript package, as in a project that does not have it.
      "hooks.mjs":
        'export async function resolve(specifier, context, next) {\n  if (specifier === "typescript") throw Object.assign(new Error("Cannot find package \'typescript\'"), { code: "ERR_MODULE_NOT_FOUND" });\n  return next(specifier, context);\n}\n',
      "no-typescript.mjs": 'import { register } from "node:module";\nregister("./hooks.mjs", import.meta.url);\n',
    });
    const run = msglint(["req.json"], { cwd: dir, env: { NODE_OPTIONS: `--import=${join(dir, "no-typescript.mjs")}` } });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "msglint: invalid configuration: msglint.config.ts: cannot load a TypeScript config without the typescript package: install it in the project (npm install --save-dev typescript), or write the config as msglint.config.mjs or .msglintrc.json\n",
    );
  });

  it("the msglint key of package.json", () => {
    const dir = project({ "package.json": asJson({ name: "p", msglint: OFF }), "req.json": requests.missingResult });
    expect(msglint(["req.json"], { cwd: dir }).code).toBe(0);
  });

  it("no config: the recommended rules", () => {
    const dir = project({ "req.json": requests.missingResult });
    expect(msglint(["req.json"], { cwd: dir }).code).toBe(1);
    expect(JSON.parse(msglint(["--print-config", "req.json"], { cwd: dir }).stdout)).toMatchObject({ configFile: null, target: "anthropic" });
  });

  it("searches up from the working directory to the project root (the folder with package.json), and no further", () => {
    const outer = project(
      { ".msglintrc.json": asJson(OFF), "inner/package.json": '{"name":"inner"}', "inner/deep/req.json": requests.missingResult },
      { packageJson: false },
    );
    // From inner/deep, the search stops at inner/ (it has package.json): the outer config is not used.
    expect(msglint(["req.json"], { cwd: join(outer, "inner/deep") }).code).toBe(1);
    writeFileSync(join(outer, "inner/.msglintrc.json"), asJson(OFF));
    expect(msglint(["req.json"], { cwd: join(outer, "inner/deep") }).code).toBe(0);
  });

  it("honours cosmiconfig's own settings in .config/ (more search places)", () => {
    const dir = project({
      ".config/config.json": asJson({ cosmiconfig: { searchPlaces: ["conf/{name}.json"] } }),
      "conf/msglint.json": asJson(OFF),
      "req.json": requests.missingResult,
    });
    expect(msglint(["req.json"], { cwd: dir }).code).toBe(0);
  });

  it("-c/--config uses that file and searches for none", () => {
    const dir = project({
      ".msglintrc.json": asJson({ rules: { "tool-use-missing-result": "warn" } }),
      "ci/strict.json": asJson(OFF),
      "req.json": requests.missingResult,
    });
    expect(msglint(["req.json", "-c", "ci/strict.json"], { cwd: dir }).code).toBe(0);
    expect(msglint(["req.json", "--config", "ci/strict.json", "--max-warnings", "0"], { cwd: dir }).code).toBe(0);
    const missing = msglint(["req.json", "-c", "ci/nope.json"], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("ci/nope.json: cannot load the config file: no such file");
  });

  it("--no-config-lookup ignores config files", () => {
    const dir = project({ ".msglintrc.json": asJson(OFF), "req.json": requests.missingResult });
    expect(msglint(["req.json"], { cwd: dir }).code).toBe(0);
    expect(msglint(["req.json", "--no-config-lookup"], { cwd: dir }).code).toBe(1);
  });
});

describe("config: what it says", () => {
  it("extends msglint:strict: every rule on, risks are errors", () => {
    const dir = project({ ".msglintrc.json": asJson({ extends: "msglint:strict" }), "req.json": requests.unknownTool });
    const strict = json(msglint(["req.json", "-f", "json"], { cwd: dir }));
    // Every rule, model-deprecated too (off by default): the tests' calendar is before claude-sonnet-4-5's end of life.
    expect(strict[0]!.messages).toEqual([
      expect.objectContaining({ ruleId: "model-deprecated", severity: 2 }),
      expect.objectContaining({ ruleId: "tool-use-unknown-tool", severity: 2 }),
    ]);
    const recommended = project({ ".msglintrc.json": asJson({ extends: ["msglint:recommended"] }), "req.json": requests.unknownTool });
    expect(json(msglint(["req.json", "-f", "json"], { cwd: recommended }))[0]!.messages[0]!.severity).toBe(1);
  });

  it("extends relative files, in order, with the extending file's own settings last", () => {
    const dir = project({
      "configs/base.yaml": "rules:\n  tool-use-unknown-tool: error\n  tool-use-missing-result: off\n",
      "configs/team.json": asJson({ extends: "./base.yaml", rules: { "tool-use-missing-result": "warn" } }),
      ".msglintrc.json": asJson({ extends: ["msglint:recommended", "./configs/team.json"], rules: { "tool-use-unknown-tool": "off" } }),
      "req.json": requests.missingResult,
      "tool.json": requests.unknownTool,
    });
    const printed = JSON.parse(msglint(["--print-config", "req.json"], { cwd: dir }).stdout) as { rules: Record<string, unknown> };
    expect(printed.rules["tool-use-missing-result"]).toBe("warn");
    expect(printed.rules["tool-use-unknown-tool"]).toBe("off");
    expect(msglint(["req.json", "tool.json"], { cwd: dir }).code).toBe(0);
  });

  it("fails on an extends cycle and on a missing extended file, naming the file", () => {
    const cycle = project({
      ".msglintrc.json": asJson({ extends: "./a.json" }),
      "a.json": asJson({ extends: "./.msglintrc.json" }),
      "req.json": requests.clean,
    });
    const run = msglint(["req.json"], { cwd: cycle });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/makes a cycle/);
    const missing = project({ ".msglintrc.json": '{\n  "extends": ["msglint:strict", "./gone.json"]\n}\n', "req.json": requests.clean });
    const gone = msglint(["req.json"], { cwd: missing });
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain('.msglintrc.json:2:33: extends: cannot load "./gone.json": no such file');
  });

  it("rules accept levels as words or numbers and [level, ...options]", () => {
    const dir = project({
      ".msglintrc.json": asJson({ rules: { "tool-use-missing-result": ["warn"], "tool-use-unknown-tool": 2, "tool-result-not-first": 0 } }),
      "req.json": requests.missingResult,
    });
    const printed = JSON.parse(msglint(["--print-config", "req.json"], { cwd: dir }).stdout) as { rules: Record<string, unknown> };
    expect(printed.rules).toMatchObject({ "tool-use-missing-result": "warn", "tool-use-unknown-tool": "error", "tool-result-not-first": "off" });
    expect(msglint(["req.json"], { cwd: dir }).code).toBe(0);
  });

  it("overrides apply to the files their globs match, in order, minus excludedFiles", () => {
    const dir = project({
      ".msglintrc.yaml": [
        "overrides:",
        "  - files: ['legacy/**']",
        "    excludedFiles: legacy/keep-strict.json",
        "    rules:",
        "      tool-use-missing-result: off",
        "  - files: '*.bedrock.json'",
        "    target: bedrock",
        "",
      ].join("\n"),
      "legacy/old.json": requests.missingResult,
      "legacy/keep-strict.json": requests.missingResult,
      "new/x.json": requests.missingResult,
      "new/y.bedrock.json": requests.withoutTools,
    });
    const results = json(msglint(["legacy", "new", "-f", "json"], { cwd: dir }));
    const rulesOf = (file: string) => results.find((r) => r.filePath === file)!.messages.map((m) => m.ruleId);
    expect(rulesOf("legacy/old.json")).toEqual([]);
    expect(rulesOf("legacy/keep-strict.json")).toEqual(["tool-use-missing-result"]);
    expect(rulesOf("new/x.json")).toEqual(["tool-use-missing-result"]);
    // Only the Bedrock override turns on the rule that only Bedrock enforces.
    expect(rulesOf("new/y.bedrock.json")).toContain("tools-required-for-tool-blocks");
  });

  it("target and model come from the config; --target and --model override them", () => {
    const dir = project({ ".msglintrc.json": asJson({ target: "bedrock", model: "claude-opus-4-1" }), "req.json": requests.withoutTools });
    expect(JSON.parse(msglint(["--print-config", "req.json"], { cwd: dir }).stdout)).toMatchObject({ target: "bedrock", model: "claude-opus-4-1" });
    expect(
      JSON.parse(msglint(["--print-config", "req.json", "--target", "vertex", "--model", "claude-haiku-4-5"], { cwd: dir }).stdout),
    ).toMatchObject({
      target: "vertex",
      model: "claude-haiku-4-5",
      rules: { "tools-required-for-tool-blocks": "off" },
    });
    const bedrock = json(msglint(["req.json", "-f", "json"], { cwd: dir }));
    expect(bedrock[0]!.messages.map((m) => m.ruleId)).toContain("tools-required-for-tool-blocks");
    const anthropic = json(msglint(["req.json", "-f", "json", "--target", "anthropic"], { cwd: dir }));
    expect(anthropic[0]!.messages.map((m) => m.ruleId)).not.toContain("tools-required-for-tool-blocks");
  });

  it("--model checks the requests against another model than their own", () => {
    const request = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 16384, messages: [{ role: "user", content: "Hi" }] }, null, 2);
    const dir = project({ "req.json": request });
    expect(msglint(["req.json"], { cwd: dir }).code).toBe(0);
    const older = json(msglint(["req.json", "-f", "json", "--model", "claude-3-5-haiku-20241022"], { cwd: dir }));
    expect(older[0]!.messages.map((m) => m.ruleId)).toEqual(["max-tokens-over-model-limit"]);
    expect(older[0]!.messages[0]!.message).toContain("claude-3-5-haiku-20241022");
  });

  it("an explicit level turns a target-bound rule on for every target; --rule beats the config", () => {
    const dir = project({
      ".msglintrc.json": asJson({ rules: { "tools-required-for-tool-blocks": "error", "tool-use-missing-result": "off" } }),
      "req.json": requests.withoutTools,
    });
    expect(json(msglint(["req.json", "-f", "json"], { cwd: dir }))[0]!.messages.map((m) => m.ruleId)).toEqual(["tools-required-for-tool-blocks"]);
    const cli = json(
      msglint(["req.json", "-f", "json", "--rule", "tools-required-for-tool-blocks: off", "--rule", 'tool-use-missing-result: ["warn"]'], {
        cwd: dir,
      }),
    );
    expect(cli[0]!.messages.map((m) => [m.ruleId, m.severity])).toEqual([["tool-use-missing-result", 1]]);
  });

  it("ignores: patterns relative to the config file's folder", () => {
    const dir = project({
      "sub/.msglintrc.json": asJson({ ignores: ["/fixtures/", "*.draft.json"] }),
      "sub/package.json": '{"name":"sub"}',
      "sub/fixtures/a.json": requests.missingResult,
      "sub/b.draft.json": requests.missingResult,
      "sub/c.json": requests.clean,
    });
    expect(json(msglint([".", "-f", "json"], { cwd: join(dir, "sub") })).map((r) => r.filePath)).toEqual(["c.json"]);
    expect(JSON.parse(msglint(["--print-config", "b.draft.json"], { cwd: join(dir, "sub") }).stdout)).toMatchObject({ ignored: true });
    expect(JSON.parse(msglint(["--print-config", "c.json"], { cwd: join(dir, "sub") }).stdout)).toMatchObject({ ignored: false });
  });
});

describe("config: bad configs fail with exit 2, the file and the place", () => {
  const cases: [string, string, string, RegExp][] = [
    [
      "wrong level, JSON",
      ".msglintrc.json",
      '{\n  "rules": {\n    "tool-use-missing-result": "warning"\n  }\n}\n',
      /\.msglintrc\.json:3:32: rules\.tool-use-missing-result: a rule's setting is "off", "warn" or "error"/,
    ],
    [
      "unknown rule, YAML",
      ".msglintrc.yaml",
      "target: anthropic\nrules:\n  tool-use-missing-reslt: warn\n",
      /\.msglintrc\.yaml:3:3: rules\.tool-use-missing-reslt: unknown rule "tool-use-missing-reslt"; did you mean "tool-use-missing-result"\?/,
    ],
    ["unknown key", "msglint.config.json", '{ "rulez": {} }', /msglint\.config\.json:1:12: rulez: unknown key "rulez"/],
    [
      "bad target in package.json",
      "package.json",
      '{\n  "name": "p",\n  "msglint": { "target": "aws" }\n}\n',
      /package\.json:3:26: target: must be one of "anthropic", "bedrock", "vertex"/,
    ],
    ["JSON syntax error", ".msglintrc.json", '{\n  "rules": {,}\n}\n', /\.msglintrc\.json:2:13: invalid JSON/],
    ["YAML syntax error", ".msglintrc.yml", "rules:\n  a: [\n", /\.msglintrc\.yml:\d+:\d+: invalid YAML/],
    [
      "unknown preset",
      ".msglintrc.json",
      '{ "extends": "msglint:all" }',
      /\.msglintrc\.json:1:14: extends: must be msglint:recommended or msglint:strict/,
    ],
    [
      "override without files",
      ".msglintrc.yaml",
      "overrides:\n  - rules: {}\n",
      /\.msglintrc\.yaml:2:5: overrides\.0: must have required property 'files'/,
    ],
    ["not an object", ".msglintrc.json", "[1, 2]", /\.msglintrc\.json:1:1: \(root\): must be object/],
    ["a JS config that throws", "msglint.config.mjs", 'throw new Error("boom");\n', /msglint\.config\.mjs: cannot load the config file: boom/],
  ];
  it.each(cases)("%s", (_, name, content, expected) => {
    const dir = project({ [name]: content, "req.json": requests.clean });
    const run = msglint(["req.json"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^msglint: invalid configuration: /);
    expect(run.stderr).toMatch(expected);
    expect(run.stdout).toBe("");
  });
});

describe("config: the JSON Schema", () => {
  const shipped = join(ROOT, "packages/cli/config.schema.json");

  it("is up to date with rule meta (regenerate: node packages/cli/scripts/gen-config-schema.mjs)", () => {
    expect(readFileSync(shipped, "utf8")).toBe(renderConfigSchema(rules.map((r) => r.meta)));
  });

  it("has its compiled validator up to date with it (regenerate: node packages/cli/scripts/gen-config-schema.mjs)", async () => {
    const { configValidatorModule } = await import("../scripts/config-validator.mjs");
    expect(readFileSync(join(ROOT, "packages/cli/src/config/config.validate.js"), "utf8")).toBe(
      await configValidatorModule(readFileSync(shipped, "utf8")),
    );
  });

  it("names every rule and accepts the documented examples", () => {
    const schema = JSON.parse(readFileSync(shipped, "utf8")) as { definitions: { rules: { properties: Record<string, unknown> } } };
    expect(Object.keys(schema.definitions.rules.properties).sort()).toEqual(rules.map((r) => r.meta.id).sort());
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(
      validate({
        $schema: "./node_modules/@msglint/cli/config.schema.json",
        extends: ["msglint:recommended", "./team.json"],
        target: "bedrock",
        model: "claude-sonnet-4-5",
        rules: { "tool-use-unknown-tool": "off", "tool-use-missing-result": ["error"] },
        ignores: ["tmp/"],
        overrides: [{ files: ["legacy/**"], excludedFiles: "legacy/x.json", rules: { "tool-result-not-first": 1 } }],
      }),
    ).toBe(true);
    expect(validate({ rules: { "no-such-rule": "error" } })).toBe(false);
  });

  it("is what --print-config's file validates against (a printed config is itself a valid config's rules)", () => {
    const dir = project({ "req.json": requests.clean });
    const printed = JSON.parse(msglint(["--print-config", "req.json"], { cwd: dir }).stdout) as { target: string; rules: object };
    const copy = join(dir, "printed.json");
    writeFileSync(copy, asJson({ target: printed.target, rules: printed.rules }));
    expect(msglint(["req.json", "-c", copy], { cwd: dir }).code).toBe(0);
  });
});

describe("locateInYaml", () => {
  const text =
    "target: bedrock\nrules:\n  a: warn\n  b: error\noverrides:\n  - files: x\n    rules:\n      c: off\n  - files: y\n    rules:\n      d: off\n";
  it.each([
    ["/target", 1, 1],
    ["/rules/b", 4, 3],
    ["/overrides/1", 9, 5],
    ["/overrides/1/rules/d", 11, 7],
    ["/overrides/0/rules/c", 8, 7],
  ])("%s", (pointer, line, column) => {
    expect(locateInYaml(text, pointer)).toEqual({ line, column });
  });

  it("a folder of configs never breaks the search", () => {
    const dir = project({ "req.json": requests.clean });
    mkdirSync(join(dir, ".msglintrc.json"));
    expect(msglint(["req.json"], { cwd: dir }).code).toBe(0);
  });
});
