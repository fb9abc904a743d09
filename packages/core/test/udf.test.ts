/**
 * dist/msglint-udf.js, the bundle for SQL engines' JavaScript UDFs (docs/beyond.md), run as the engines run it: a
 * classic script in a V8 context with the language's globals and nothing else (no require, process, Buffer or
 * TextDecoder), and without the built-ins that came after ES2020. Its findings must be core's, fixture for fixture.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../../../fixtures/load.js";
import { API_VERSIONS, defaultLinter, lint, lintValue, loadApiVersion, type LintOptions } from "../src/index.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const BUNDLE_PATH = join(ROOT, "packages/core/dist/msglint-udf.js");
const bundle = readFileSync(BUNDLE_PATH, "utf8");
const docs = readFileSync(join(ROOT, "docs/beyond.md"), "utf8");

for (const version of API_VERSIONS) await loadApiVersion(version);

/** What came after ES2020, removed from a fresh context so the bundle runs as on an ES2020 engine. */
const AFTER_ES2020 = `
  const typedArray = Object.getPrototypeOf(Uint8Array.prototype);
  for (const [owner, names] of [
    [Object, ["hasOwn", "groupBy"]],
    [Map, ["groupBy"]],
    [Promise, ["any", "withResolvers"]],
    [Array, ["fromAsync"]],
    [Array.prototype, ["at", "findLast", "findLastIndex", "toSorted", "toReversed", "toSpliced", "with"]],
    [typedArray, ["at", "findLast", "findLastIndex", "toSorted", "toReversed", "with"]],
    [String.prototype, ["at", "replaceAll", "isWellFormed", "toWellFormed"]],
    [globalThis, ["WeakRef", "FinalizationRegistry", "AggregateError"]],
  ]) for (const name of names) delete owner[name];
`;

type Udf = (request: unknown, options?: string | null) => string | null;

/** A fresh context as a UDF engine gives one, with the bundle loaded as its library. */
function engine(): { context: vm.Context; msglintLint: Udf } {
  const context = vm.createContext({});
  vm.runInContext(AFTER_ES2020, context);
  vm.runInContext(bundle, context, { filename: "msglint-udf.js" });
  return { context, msglintLint: context.msglintLint as Udf };
}

type Finding = { ruleId: string; severity: string; message: string; path: string };
const finding = ({ ruleId, severity, message, path }: Finding): Finding => ({ ruleId, severity, message, path });
const byText = (list: Finding[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
// The bundle runs in a context of its own, with the real calendar: it gets the tests' date (scripts/vitest-setup.ts) as `now`.
const udfOptions = (options: LintOptions) =>
  JSON.stringify({ settings: { now: process.env.MSGLINT_NOW, ...options.settings }, rules: options.rules });

/** The cases that are one request body in one JSON file: the rules' fixtures and the examples. */
const examples = join(ROOT, "fixtures/examples");
const cases = [
  ...loadFixtures()
    .filter((c) => c.name.endsWith(".json"))
    .map((c) => ({ name: c.relativePath, file: c.file, text: c.text, options: c.options as LintOptions })),
  ...readdirSync(examples)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({
      name: `fixtures/examples/${name}`,
      file: join(examples, name),
      text: readFileSync(join(examples, name), "utf8"),
      options: {},
    })),
];

describe("msglint-udf.js in a bare engine", () => {
  const { context, msglintLint } = engine();

  it("defines the one global msglintLint", () => {
    expect(typeof msglintLint).toBe("function");
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s: the findings of core's lint, rule for rule and path for path", (_, fixture) => {
    const expected = lint(fixture.text, { ...fixture.options, filePath: fixture.file }).map(finding);
    expect(JSON.parse(msglintLint(fixture.text, udfOptions(fixture.options))!)).toEqual(expected);
  });

  it("finds what the rules' invalid cases hold: the comparison above is not of empty lists", () => {
    const seen = new Set(cases.flatMap((c) => (JSON.parse(msglintLint(c.text, udfOptions(c.options))!) as Finding[]).map((f) => f.ruleId)));
    const expected = new Set(loadFixtures().flatMap((c) => (c.name.endsWith(".json") ? c.errors.map((e) => e.ruleId) : [])));
    expect([...expected].filter((id) => !seen.has(id))).toEqual([]);
    expect(seen.size).toBeGreaterThan(50);
  });

  it("lints a body the engine hands over parsed (BigQuery JSON, Snowflake VARIANT) as core lints the value", () => {
    for (const fixture of cases) {
      let value: unknown;
      try {
        value = JSON.parse(fixture.text);
      } catch {
        continue;
      }
      // A string is always a body's text: a JSON value that is a string cannot be told from a text column.
      if (typeof value === "string") continue;
      const expected = lintValue(value, fixture.options).map(finding);
      expect(byText(JSON.parse(msglintLint(value, udfOptions(fixture.options))!)), fixture.name).toEqual(byText(expected));
    }
  });

  it("holds every API version's schemas: each version lints as core does with every version loaded", () => {
    // `top_k` is a field 2026-10-21 dropped: the versions' findings differ.
    const body = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, top_k: 5, messages: [{ role: "user", content: "hi" }] });
    const byVersion = API_VERSIONS.map((apiVersion) => {
      const options = { settings: { apiVersion, now: process.env.MSGLINT_NOW }, rules: { "unknown-top-level-field": "off" as const } };
      const found = JSON.parse(msglintLint(body, JSON.stringify(options))!) as Finding[];
      // Every version is in the bundle: core, with every version loaded, needs none either.
      expect(defaultLinter().verify(body, options).unloadedApiVersions).toEqual([]);
      expect(found).toEqual(lint(body, options).map(finding));
      return JSON.stringify(found);
    });
    expect(new Set(byVersion).size).toBe(API_VERSIONS.length);
  });

  it("reads no options as none, and fails the query on options it cannot read", () => {
    const body = '{"model": "claude-sonnet-4-5", "max_tokens": 10, "messages": []}';
    expect(msglintLint(body, null)).toBe(msglintLint(body, "{}"));
    expect(msglintLint(body)).toBe(msglintLint(body, ""));
    expect(() => msglintLint(body, "{settings")).toThrow(/the options are not JSON/);
    expect(() => msglintLint(body, "[]")).toThrow(/must be a JSON object/);
    expect(() => msglintLint(body, '{"target": "bedrock"}')).toThrow(/unknown option "target"/);
    // Bytes (Snowflake's BINARY) would need a TextDecoder: refused with the reason.
    expect(() => msglintLint(vm.runInContext("new Uint8Array([123, 125])", context), null)).toThrow(/not as bytes/);
  });

  it("gives NULL for NULL, and a finding for text that is not JSON or not a request", () => {
    expect(msglintLint(null)).toBeNull();
    expect(msglintLint(undefined)).toBeNull();
    expect((JSON.parse(msglintLint("")!) as Finding[]).map((f) => f.ruleId)).toEqual(["body-not-json"]);
    expect((JSON.parse(msglintLint('{"a": 1}\n{"b": 2}')!) as Finding[]).map((f) => f.ruleId)).toEqual(["body-not-json"]);
    expect((JSON.parse(msglintLint('{"foo": 1}')!) as Finding[]).map((f) => f.ruleId)).toEqual(["unrecognized-input"]);
  });
});

describe("the statements in docs/beyond.md", () => {
  const body = '{"model": "claude-sonnet-4-6", "max_tokens": 10, "messages": [{"role": "user", "content": ""}]}';
  const expected = JSON.stringify(lint(body, { format: "json" }).map(finding));

  it("BigQuery: the function body calls the library's global", () => {
    const statement = /CREATE TEMP FUNCTION msglint_lint\(request STRING, options STRING\)[\s\S]*?AS r"""([\s\S]*?)""";/.exec(docs);
    expect(statement).not.toBeNull();
    expect(statement![0]).toMatch(/OPTIONS \(library = \["gs:\/\/[^"]+\/msglint-udf\.js"\]\)/);
    const { context } = engine();
    const udf = vm.runInContext(`(function (request, options) {${statement![1]}})`, context) as Udf;
    expect(udf(body, "{}")).toBe(expected);
  });

  it("Snowflake: the bundle inlined in the body is evaluated once, on the first row, and kept", () => {
    const statement = /CREATE OR REPLACE FUNCTION msglint_lint\(request VARCHAR, options VARCHAR\)[\s\S]*?AS \$\$([\s\S]*?)\$\$;/.exec(docs);
    expect(statement).not.toBeNull();
    const template = statement![1]!;
    expect(template).toContain("/* msglint-udf.js */");
    // `$$` would end the statement's body early.
    expect(bundle).not.toContain("$$");
    const context = vm.createContext({});
    vm.runInContext(AFTER_ES2020, context);
    // Snowflake names the arguments in upper case.
    const udf = vm.runInContext(`(function (REQUEST, OPTIONS) {${template.replace("/* msglint-udf.js */", () => bundle)}})`, context) as Udf;
    expect(udf(body, "{}")).toBe(expected);
    const loaded = context.msglint_lint_loaded as unknown;
    expect(typeof loaded).toBe("function");
    expect(udf(body, null)).toBe(expected);
    expect(context.msglint_lint_loaded).toBe(loaded);
  });
});

describe("the bundle's source", () => {
  const source = ts.createSourceFile("msglint-udf.js", bundle, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const declared = new Set<string>();
  const used = new Set<string>();
  const laterSyntax = new Set<string>();
  const regexFlags = new Set<string>();
  const declares = (node: ts.Node) =>
    (ts.isVariableDeclaration(node) ||
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isParameter(node) ||
      ts.isClassDeclaration(node) ||
      ts.isClassExpression(node) ||
      ts.isBindingElement(node)) &&
    node.name !== undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      if (declares(parent) && (parent as ts.NamedDeclaration).name === node) declared.add(node.text);
      else if (ts.isCatchClause(parent)) declared.add(node.text);
      else if (
        !(
          (ts.isPropertyAccessExpression(parent) ||
            ts.isPropertyAssignment(parent) ||
            ts.isMethodDeclaration(parent) ||
            ts.isGetAccessorDeclaration(parent) ||
            ts.isSetAccessorDeclaration(parent)) &&
          parent.name === node
        ) &&
        !(ts.isBindingElement(parent) && parent.propertyName === node) &&
        !ts.isLabeledStatement(parent) &&
        !ts.isBreakOrContinueStatement(parent)
      )
        used.add(node.text);
    }
    // ES2021: logical assignment; ES2022: class fields, private names, static blocks.
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionEqualsToken, ts.SyntaxKind.BarBarEqualsToken, ts.SyntaxKind.AmpersandAmpersandEqualsToken].includes(
        node.operatorToken.kind,
      )
    )
      laterSyntax.add(node.operatorToken.getText(source));
    if (ts.isPropertyDeclaration(node) || ts.isPrivateIdentifier(node) || ts.isClassStaticBlockDeclaration(node))
      laterSyntax.add(ts.SyntaxKind[node.kind]);
    if (ts.isNumericLiteral(node) && node.getText(source).includes("_")) laterSyntax.add("numeric separator");
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) for (const flag of node.getText(source).replace(/^.*\//s, "")) regexFlags.add(flag);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) laterSyntax.add("import()");
    ts.forEachChild(node, visit);
  };
  visit(source);

  it("is a classic script: no import or export statement, no dynamic import", () => {
    expect(() => new vm.Script(bundle)).not.toThrow();
    expect(laterSyntax.has("import()")).toBe(false);
  });

  it("names no global beyond the language's, but the TextDecoder of core's bytes input (which the UDF never passes), re2js's TextEncoder (used only where `globalThis.TextEncoder` exists) and atob (used only where it is a function)", () => {
    const language = new Set([...Object.getOwnPropertyNames(vm.runInNewContext("globalThis")), "arguments"]);
    expect([...used].filter((name) => !declared.has(name) && !language.has(name)).sort()).toEqual(["TextDecoder", "TextEncoder", "atob"]);
    expect(bundle).toMatch(/globalThis\.TextEncoder\)\{?[^]{0,80}new TextEncoder/);
    expect(bundle.match(/\batob\b/g)).toEqual(["atob", "atob"]);
    expect(bundle).toMatch(/typeof atob\s*===?\s*[`"']function[`"']\s*\?\s*atob\s*:/);
  });

  it("is ES2020 syntax: no logical assignment, class fields, private names, static blocks, numeric separators or later regex flags", () => {
    expect([...laterSyntax]).toEqual([]);
    expect([...regexFlags].filter((flag) => !"gimsuy".includes(flag))).toEqual([]);
  });

  it("fits the engines' limits for a library: under 1 MB (BigQuery's per file)", () => {
    const size = Buffer.byteLength(bundle);
    // What the UDF build leaves out to fit is in packages/core/tsdown.config.ts (views, catalogs, hints, descriptions).
    expect(size, `msglint-udf.js is ${size} bytes, ${size - 1_000_000} over: see the UDF build's transforms`).toBeLessThan(1_000_000);
  });
});
