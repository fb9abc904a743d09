import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter, defaultLinter, rules } from "@msglint/core";
import { anthropic } from "../../core/src/dialects/anthropic/index.js";
import { Ajv, type ValidateFunction } from "ajv";
import type { Log, Result } from "sarif";
import { beforeAll, describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import { formatters } from "../src/formatters/index.js";
import { escapeData, escapeProperty } from "../src/formatters/github.js";
import { MAX_MARKDOWN } from "../src/formatters/markdown.js";
import { FILE_LIST_FROM, IMAGE_LIMIT, reportData, TEXT_LIMIT, type ReportData } from "../src/formatters/html.js";
import { neutralize } from "../src/formatters/neutralize.js";
import { lintSource } from "../src/lint-files.js";
import sarif, { FATAL_RULE_ID, MAX_RESULTS } from "../src/formatters/sarif.js";
import type { CliMessage, FileResult, FileViews, FormatterContext } from "../src/types.js";

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), "golden");
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const FORMATS = ["ndjson", "sarif", "github", "junit", "checkstyle", "markdown"] as const;

const context: FormatterContext = {
  cwd: "/repo",
  color: false,
  rulesMeta: Object.fromEntries(rules.map((r) => [r.meta.id, { docsUrl: r.meta.docsUrl, description: r.meta.description }])),
};

/** Everything a hostile file name can hold on Linux: separators of every format, quotes, markup, a newline, a CR, a control character, a lone surrogate. */
const HOSTILE_NAME = "odd dir/a,b:c=d 100% \"q\" 'a' <x> & y]]>\nz\r\u0001\ud800.json";
const HOSTILE_MESSAGE =
  "messages.0.content.0.tool_use.id: String should match pattern '^[a-zA-Z0-9_-]+$': got \"a,b:c\" at 100%25 <tag> & &amp; ]]> ::warning file=x::fake\ttab NUL\u0000 ESC\u001b[31m DEL\u007f C1\u0085 U+FFFE\uFFFE lone\udc00 pair \ud83d\ude00\r\nsecond line\rthird";
const HOSTILE_HINT = "Rename the id: `a,b:c` %0A is not an escape\nline two";

function file(filePath: string, messages: CliMessage[]): FileResult {
  return {
    filePath,
    messages,
    errorCount: messages.filter((m) => m.severity === "error").length,
    warningCount: messages.filter((m) => m.severity === "warning").length,
  };
}

const RESULTS: FileResult[] = [
  file("conversations/clean.json", []),
  file("conversations/hoist.json", [
    {
      ruleId: "tool-result-not-first",
      severity: "error",
      message:
        "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_01Zx5CvB8NmQ1WeR4TyU7IoP. Each `tool_use` block must have a corresponding `tool_result` block in the next message.",
      hint: "The `tool_result` for toolu_01Zx5CvB8NmQ1WeR4TyU7IoP is there, but the text block comes before it: `tool_result` blocks must open the user turn (text after them is fine).",
      path: "messages.1",
      pointer: "/messages/2/content/1",
      line: 41,
      column: 9,
      endLine: 45,
      endColumn: 10,
      fix: {
        description: "Move the `tool_result` blocks of messages.2 to the front",
        edits: [{ op: "move", from: "/messages/2/content/1", path: "/messages/2/content/0" }],
      },
    },
    {
      ruleId: "body-not-json",
      severity: "error",
      message: "The request body is not valid JSON: Expected ',' or '}' after property value in JSON: line 50 column 3 (char 1203)",
      path: "",
      pointer: "",
      line: 50,
      column: 3,
      endLine: 50,
      endColumn: 4,
    },
  ]),
  file("conversations/unknown-tool.jsonl", [
    {
      ruleId: "tool-use-unknown-tool",
      severity: "warning",
      message: "messages.1.content.0.tool_use.name: tool `get_weather` is not defined in `tools`",
      path: "messages.1.content.0.tool_use.name",
      pointer: "/messages/1/content/0/name",
      line: 3,
      column: 119,
      endLine: 3,
      endColumn: 132,
      document: { index: 2, line: 3 },
    },
  ]),
  file("data/image.json", [
    {
      ruleId: null,
      severity: "error",
      message: "Not a conversation: data/image.json is a binary file (it contains NUL bytes).",
      fatal: true,
      line: 1,
      column: 1,
      pointer: "",
    },
  ]),
  file(HOSTILE_NAME, [
    {
      ruleId: "tool-use-id-pattern",
      severity: "error",
      message: HOSTILE_MESSAGE,
      hint: HOSTILE_HINT,
      path: "messages.0.content.0.tool_use.id",
      pointer: "/messages/0/content/0/id",
      line: 7,
      column: 15,
      endLine: 7,
      endColumn: 40,
    },
  ]),
];

/** The version changes with every release; the goldens hold a placeholder. */
function golden(format: (typeof FORMATS)[number]): string {
  const out = formatters[format]!(RESULTS, context);
  if (format !== "sarif") return out;
  const log = JSON.parse(out) as Log;
  expect(JSON.stringify(log, null, 2) + "\n").toBe(out);
  expect(log.runs[0]!.tool.driver.version).toBe(packageJson.version);
  log.runs[0]!.tool.driver.version = "<version>";
  return JSON.stringify(log, null, 2) + "\n";
}

describe("golden files", () => {
  for (const format of FORMATS) {
    it(`${format} matches test/golden/${format}.txt (UPDATE_GOLDEN=1 rewrites it)`, () => {
      const path = join(GOLDEN, `${format}.txt`);
      const actual = golden(format);
      if (process.env.UPDATE_GOLDEN === "1") {
        mkdirSync(GOLDEN, { recursive: true });
        writeFileSync(path, actual);
        return;
      }
      expect(existsSync(path), `${path} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
      expect(actual).toBe(readFileSync(path, "utf8"));
    });
  }

  it("are registered as --format choices", () => {
    for (const format of FORMATS) expect(formatters[format]).toBeTypeOf("function");
  });
});

// ---------------------------------------------------------------------------------------------------------------
// SARIF

/**
 * The SARIF 2.1.0 schema as shipped in @microsoft/jest-sarif (the only npm package found that ships it). That copy
 * (2.1.0-rtm.5) declares draft-04, whose only keyword here that draft-07 lacks is the top-level `id`: renamed to `$id`,
 * it compiles under ajv's draft-07 default; strict mode would reject any other leftover.
 */
function sarifValidator() {
  const require = createRequire(import.meta.url);
  let schemaPath: string;
  try {
    schemaPath = require.resolve("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json");
  } catch {
    throw new Error("The SARIF 2.1.0 schema comes from the dev dependency @microsoft/jest-sarif (1.0.0-beta.0) of packages/cli: install it.");
  }
  const raw = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;
  const { id, $schema, ...rest } = raw;
  expect($schema).toBe("http://json-schema.org/draft-04/schema#");
  const schema = { $schema: "http://json-schema.org/draft-07/schema#", $id: id as string, ...rest };
  // RFC 3986 characters, with `%` only in escapes: what GitHub decodes and a SARIF consumer resolves.
  const uriReference = (s: string) => /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]]|%[0-9A-Fa-f]{2})*$/.test(s);
  const ajv = new Ajv({
    allErrors: true,
    // rtm.5's pattern for `language` has a stray `]` that only a non-unicode RegExp accepts (we emit no `language`).
    unicodeRegExp: false,
    strictTypes: false,
    strictTuples: false,
    formats: {
      uri: (s: string) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s) && uriReference(s),
      "uri-reference": uriReference,
      "date-time": (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s),
    },
  });
  return ajv.compile(schema);
}

/** What GitHub code scanning requires beyond the schema (docs: "SARIF support for code scanning", and its upload limits). */
function githubProblems(log: Log): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => ok || problems.push(problem);
  check(log.version === "2.1.0", "version must be 2.1.0");
  check(log.runs.length >= 1 && log.runs.length <= 20, "1 to 20 runs");
  for (const run of log.runs) {
    const driver = run.tool.driver;
    check(!!driver.name, "tool.driver.name is required");
    const ruleList = driver.rules ?? [];
    check(ruleList.length <= 25_000, "at most 25,000 rules per run");
    check(new Set(ruleList.map((r) => r.id)).size === ruleList.length, "rule ids are unique");
    for (const rule of ruleList) {
      check(!!rule.shortDescription?.text, `rule ${rule.id}: shortDescription.text`);
      check(((rule.properties?.tags as string[] | undefined) ?? []).length <= 20, `rule ${rule.id}: at most 20 tags`);
      if (rule.helpUri) check(/^https:\/\//.test(rule.helpUri), `rule ${rule.id}: helpUri is an https URL`);
    }
    const results = run.results ?? [];
    check(results.length <= 25_000, "at most 25,000 results per run");
    for (const [i, result] of results.entries()) {
      const where = `results[${i}]`;
      check(typeof result.ruleId === "string" && result.ruleId.length > 0, `${where}: ruleId`);
      check(result.ruleIndex !== undefined && ruleList[result.ruleIndex]?.id === result.ruleId, `${where}: ruleIndex points at its rule`);
      check(result.level === "error" || result.level === "warning", `${where}: level`);
      check(!!result.message.text && !/\{\{/.test(result.message.text), `${where}: message.text, fully formatted`);
      const locations = result.locations ?? [];
      check(locations.length >= 1 && locations.length <= 1000, `${where}: 1 to 1,000 locations`);
      for (const location of locations) {
        const uri = location.physicalLocation?.artifactLocation?.uri ?? "";
        check(uri.length > 0, `${where}: artifactLocation.uri`);
        check(!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri) || uri.startsWith("file:"), `${where}: uri relative or file:`);
        const region = location.physicalLocation?.region;
        check(Number.isInteger(region?.startLine) && region!.startLine! >= 1, `${where}: region.startLine ≥ 1`);
        if (region?.startColumn !== undefined) check(region.startColumn >= 1, `${where}: startColumn ≥ 1`);
        if (region?.endLine !== undefined) check(region.endLine >= region.startLine!, `${where}: endLine ≥ startLine`);
        if (region?.endColumn !== undefined && (region.endLine ?? region.startLine) === region.startLine) {
          check(region.endColumn >= (region.startColumn ?? 1), `${where}: endColumn ≥ startColumn on one line`);
        }
      }
    }
  }
  return problems;
}

function sarifLog(results: FileResult[], cwd = "/repo"): Log {
  return JSON.parse(sarif(results, { ...context, cwd })) as Log;
}

describe("sarif", () => {
  let validate: ValidateFunction;
  // In a hook, so a missing schema fails these tests and not the whole file.
  beforeAll(() => {
    validate = sarifValidator();
  });
  const log = sarifLog(RESULTS);
  const run = log.runs[0]!;
  const results = run.results!;

  it("validates against the SARIF 2.1.0 schema and GitHub's requirements", () => {
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(githubProblems(log)).toEqual([]);
  });

  it("the schema check catches a broken log", () => {
    const broken = structuredClone(log) as unknown as { runs: { results: Record<string, unknown>[] }[] };
    broken.runs[0]!.results[0]!.level = "fatal";
    expect(validate(broken)).toBe(false);
    const unknownProperty = structuredClone(log) as unknown as Record<string, unknown>;
    unknownProperty.extra = 1;
    expect(validate(unknownProperty)).toBe(false);
  });

  it("describes the reported rules, in order of first appearance, from core's meta", () => {
    const driver = run.tool.driver;
    expect(driver.name).toBe("msglint");
    expect(driver.informationUri).toMatch(/^https:\/\//);
    expect(driver.rules!.map((r) => r.id)).toEqual([
      "tool-result-not-first",
      "body-not-json",
      "tool-use-unknown-tool",
      FATAL_RULE_ID,
      "tool-use-id-pattern",
    ]);
    expect(results.map((r) => r.ruleIndex)).toEqual([0, 1, 2, 3, 4]);
  });

  it("turns every core rule's meta into a descriptor", () => {
    const all = sarifLog([
      file(
        "all.json",
        rules.map((rule) => diag({ ruleId: rule.meta.id, severity: rule.meta.defaultSeverity })),
      ),
    ]);
    const descriptors = all.runs[0]!.tool.driver.rules!;
    expect(descriptors).toHaveLength(rules.length);
    for (const [i, rule] of rules.entries()) {
      const descriptor = descriptors[i]!;
      expect(descriptor.id).toBe(rule.meta.id);
      expect(descriptor.shortDescription!.text).toBe(rule.meta.description);
      expect(descriptor.fullDescription!.text).toContain(rule.meta.description);
      expect(descriptor.helpUri).toBe(rule.meta.docsUrl);
      expect(descriptor.defaultConfiguration!.level).toBe(rule.meta.defaultSeverity);
      expect(descriptor.properties!.tags).toEqual([rule.meta.category]);
      if (rule.meta.category === "api") expect(descriptor.fullDescription!.text).toMatch(new RegExp(`with HTTP ${rule.meta.httpStatus}\\.$`));
    }
    expect(descriptors.find((d) => d.id === "bedrock-model-retired")!.fullDescription!.text).toMatch(/with HTTP 404\.$/);
    expect(validate(all), JSON.stringify(validate.errors)).toBe(true);
    expect(githubProblems(all)).toEqual([]);
  });

  it("keeps the API text as the message and the pointer and hint as properties", () => {
    const hoist = results.find((r) => r.ruleId === "tool-result-not-first")!;
    expect(hoist.level).toBe("error");
    expect(hoist.message.text).toBe(RESULTS[1]!.messages[0]!.message);
    expect(hoist.properties).toEqual({ pointer: "/messages/2/content/1", hint: (RESULTS[1]!.messages[0] as { hint: string }).hint });
    expect(hoist.locations![0]!.physicalLocation).toEqual({
      artifactLocation: { uri: "conversations/hoist.json", uriBaseId: "%SRCROOT%" },
      region: { startLine: 41, startColumn: 9, endLine: 45, endColumn: 10 },
    });
    const warning = results.find((r) => r.ruleId === "tool-use-unknown-tool")!;
    expect(warning.level).toBe("warning");
    expect(warning.properties!.document).toEqual({ index: 2, line: 3 });
  });

  it("reports a file that could not be linted as a result of msglint/fatal", () => {
    const fatal = results.find((r) => r.ruleId === FATAL_RULE_ID)!;
    expect(fatal.level).toBe("error");
    expect(fatal.locations![0]!.physicalLocation!.region).toEqual({ startLine: 1, startColumn: 1 });
    expect(run.tool.driver.rules![fatal.ruleIndex!]!.id).toBe(FATAL_RULE_ID);
  });

  it("percent-encodes hostile file names into URI references that decode back", () => {
    const hostile = results.find((r) => r.ruleId === "tool-use-id-pattern")!;
    const uri = hostile.locations![0]!.physicalLocation!.artifactLocation!.uri!;
    expect(uri).toMatch(/^(?:[A-Za-z0-9\-._~!$&'()*+,;=@/]|%[0-9A-F]{2})*$/);
    expect(decodeURIComponent(uri)).toBe(HOSTILE_NAME.replace("\ud800", "\ufffd"));
    expect(hostile.message.text).toBe(HOSTILE_MESSAGE.replace("\udc00", "\ufffd"));
  });

  it("maps absolute paths to file: URIs and keeps ../ paths relative", () => {
    const paths = sarifLog(
      [file("/tmp/a b.json", [diag()]), file("../up/x.json", [diag()]), file("C:/Users/me/x y.json", [diag()])],
      "C:\\work\\repo",
    );
    const uris = paths.runs[0]!.results!.map((r) => r.locations![0]!.physicalLocation!.artifactLocation);
    expect(uris).toEqual([
      { uri: "file:///tmp/a%20b.json" },
      { uri: "../up/x.json", uriBaseId: "%SRCROOT%" },
      { uri: "file:///C:/Users/me/x%20y.json" },
    ]);
    expect(paths.runs[0]!.originalUriBaseIds).toEqual({ "%SRCROOT%": { uri: "file:///C:/work/repo/" } });
    expect(validate(paths), JSON.stringify(validate.errors)).toBe(true);
  });

  it("gives a rule core does not know a descriptor of its own", () => {
    const other = sarifLog([file("a.json", [diag(), diag({ ruleId: "plugin/other" }), diag({ ruleId: "plugin/other" })])]);
    expect(other.runs[0]!.results!.map((r) => r.ruleIndex)).toEqual([0, 1, 1]);
    expect(other.runs[0]!.tool.driver.rules![1]).toEqual({ id: "plugin/other", shortDescription: { text: "plugin/other" } });
    expect(validate(other)).toBe(true);
    expect(githubProblems(other)).toEqual([]);
  });

  it(`cuts a run to GitHub's ${MAX_RESULTS} results, errors first, and says so`, () => {
    const many: CliMessage[] = [];
    for (let i = 0; i < MAX_RESULTS - 10; i++) many.push(diag({ severity: "warning", line: i + 1 }));
    for (let i = 0; i < 20; i++) many.push(diag({ severity: "error", line: i + 1 }));
    const big = sarifLog([file("big.jsonl", many)]);
    const kept = big.runs[0]!.results!;
    expect(kept).toHaveLength(MAX_RESULTS);
    expect(kept.filter((r: Result) => r.level === "error")).toHaveLength(20);
    const notification = big.runs[0]!.invocations![0]!.toolExecutionNotifications![0]!;
    expect(notification.message.text).toMatch(/^10 of 25010 results were left out/);
    expect(validate(big)).toBe(true);
    expect(githubProblems(big)).toEqual([]);
  });
});

function diag(overrides: Partial<CliMessage> = {}): CliMessage {
  return {
    ruleId: "tool-use-unknown-tool",
    severity: "warning",
    message: "m",
    path: "",
    pointer: "/x",
    line: 1,
    column: 1,
    ...overrides,
  } as CliMessage;
}

// ---------------------------------------------------------------------------------------------------------------
// GitHub workflow commands

/** The runner's parsing (actions/runner ActionCommand.TryParseV2): properties end at the first `::` after the command. */
function parseCommands(output: string) {
  expect(output.endsWith("\n")).toBe(true);
  return output
    .slice(0, -1)
    .split("\n")
    .map((line) => {
      expect(line).not.toMatch(/[\r\n]/);
      const match = /^::(error|warning) (.*?)::(.*)$/s.exec(line);
      expect(match, line).not.toBeNull();
      const properties: Record<string, string> = {};
      for (const pair of match![2]!.split(",")) {
        const eq = pair.indexOf("=");
        expect(eq).toBeGreaterThan(0);
        properties[pair.slice(0, eq)] = pair
          .slice(eq + 1)
          .replace(/%0D/g, "\r")
          .replace(/%0A/g, "\n")
          .replace(/%3A/g, ":")
          .replace(/%2C/g, ",")
          .replace(/%25/g, "%");
      }
      const data = match![3]!.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
      return { level: match![1]!, properties, data };
    });
}

describe("github", () => {
  const output = formatters.github!(RESULTS, context);
  const commands = parseCommands(output);

  it("writes one annotation per finding, warnings as ::warning", () => {
    expect(commands.map((c) => [c.level, c.properties.title])).toEqual([
      ["error", "tool-result-not-first"],
      ["error", "body-not-json"],
      ["warning", "tool-use-unknown-tool"],
      ["error", "msglint/fatal"],
      ["error", "tool-use-id-pattern"],
    ]);
    expect(formatters.github!([file("clean.json", [])], context)).toBe("");
  });

  it("gives columns only to an annotation on one line", () => {
    expect(commands[0]!.properties).toEqual({ file: "conversations/hoist.json", line: "41", endLine: "45", title: "tool-result-not-first" });
    expect(commands[2]!.properties).toEqual({
      file: "conversations/unknown-tool.jsonl",
      line: "3",
      col: "119",
      endColumn: "132",
      title: "tool-use-unknown-tool",
    });
  });

  it("escapes hostile names and messages so the runner reads them back", () => {
    const hostile = commands[4]!;
    // Text from input is neutralised as in every human format (controls as U+FFFD, a line break as `\n`), then escaped.
    expect(hostile.properties.file).toBe(neutralize(HOSTILE_NAME.replace("\ud800", "\ufffd")));
    expect(hostile.properties.file).toBe("odd dir/a,b:c=d 100% \"q\" 'a' <x> & y]]>\\nz\\n\ufffd\ufffd.json");
    const message = neutralize(HOSTILE_MESSAGE.replace("\udc00", "\ufffd"));
    // eslint-disable-next-line no-control-regex
    expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(hostile.data).toBe(`${message}\nHint: ${neutralize(HOSTILE_HINT)}`);
    const raw = output.split("\n")[4]!;
    const props = raw.slice(raw.indexOf(" ") + 1, raw.indexOf("::", 2));
    expect(props).not.toMatch(/[:\r\n]/);
    expect(props.split(",").map((p) => p.split("=")[0])).toEqual(["file", "line", "col", "endColumn", "title"]);
  });

  it("escapes as actions/toolkit does", () => {
    expect(escapeData("100% a:b,c\r\nd")).toBe("100%25 a:b,c%0D%0Ad");
    expect(escapeProperty("100% a:b,c\r\nd")).toBe("100%25 a%3Ab%2Cc%0D%0Ad");
    expect(escapeProperty("%3A")).toBe("%253A");
  });
});

// ---------------------------------------------------------------------------------------------------------------
// XML

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

function decodeReferences(value: string): string {
  return value.replace(
    /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9A-Fa-f]+));|&/g,
    (ref, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
      if (name) return { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }[name]!;
      if (!dec && !hex) throw new Error(`bare & in ${JSON.stringify(value.slice(0, 80))}`);
      const cp = dec ? Number(dec) : parseInt(hex!, 16);
      if (!isXmlChar(cp)) throw new Error(`reference to a character XML forbids: ${ref}`);
      return String.fromCodePoint(cp);
    },
  );
}

/** A small well-formedness checker for what these formatters write: declaration, elements, attributes, text; no comments or CDATA. */
function parseXml(xml: string): XmlElement {
  for (const ch of xml) {
    if (!isXmlChar(ch.codePointAt(0)!)) throw new Error(`character XML forbids: U+${ch.codePointAt(0)!.toString(16)}`);
  }
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (!xml.startsWith(declaration)) throw new Error("missing XML declaration");
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*="[^"<]*")*)\s*(\/?)>/y;
  const attribute = /\s+([A-Za-z_][\w.-]*)="([^"<]*)"/g;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let pos = declaration.length;
  while (pos < xml.length) {
    if (xml[pos] !== "<") {
      const end = xml.indexOf("<", pos);
      const raw = xml.slice(pos, end === -1 ? xml.length : end);
      if (raw.includes("]]>")) throw new Error("]]> in text");
      const text = decodeReferences(raw.replace(/\r\n?/g, "\n"));
      if (stack.length) stack[stack.length - 1]!.text += text;
      else if (raw.trim()) throw new Error(`text outside the root element: ${JSON.stringify(raw)}`);
      pos += raw.length;
      continue;
    }
    tag.lastIndex = pos;
    const match = tag.exec(xml);
    if (!match) throw new Error(`malformed markup at ${pos}: ${JSON.stringify(xml.slice(pos, pos + 60))}`);
    pos = tag.lastIndex;
    const [, closing, name, attrs, selfClosing] = match;
    if (closing) {
      if (attrs || selfClosing) throw new Error(`malformed end tag </${name}>`);
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    if (root && stack.length === 0) throw new Error("a second root element");
    const element: XmlElement = { name: name!, attributes: {}, children: [], text: "" };
    for (const [, key, value] of attrs!.matchAll(attribute)) {
      if (key! in element.attributes) throw new Error(`duplicate attribute ${key}`);
      // Attribute-value normalisation: literal whitespace becomes a space; references survive.
      element.attributes[key!] = decodeReferences(value!.replace(/\r\n|[\t\n\r]/g, " "));
    }
    if (stack.length) stack[stack.length - 1]!.children.push(element);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1]!.name}> is not closed`);
  if (!root) throw new Error("no root element");
  return root;
}

/** What XML can carry of a string: lone surrogates as U+FFFD, characters XML forbids removed. */
function xmlSafe(value: string): string {
  return [...value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\ufffd")]
    .filter((ch) => isXmlChar(ch.codePointAt(0)!))
    .join("");
}

describe("xml well-formedness checker", () => {
  it("rejects what a parser would", () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(() => parseXml(`${head}<a><b></a></b>`)).toThrow();
    expect(() => parseXml(`${head}<a x="1 & 2"/>`)).toThrow();
    expect(() => parseXml(`${head}<a>1 < 2</a>`)).toThrow();
    expect(() => parseXml(`${head}<a>&#0;</a>`)).toThrow();
    expect(() => parseXml(`${head}<a>\u0001</a>`)).toThrow();
    expect(() => parseXml(`${head}<a>\ud800</a>`)).toThrow();
    expect(() => parseXml(`${head}<a/><b/>`)).toThrow();
    expect(() => parseXml(`${head}<a x="1" x="2"/>`)).toThrow();
    expect(parseXml(`${head}<a x="&#10;&amp;"><b>&lt;&#13;</b></a>`)).toEqual({
      name: "a",
      attributes: { x: "\n&" },
      children: [{ name: "b", attributes: {}, children: [], text: "<\r" }],
      text: "",
    });
  });
});

describe("junit", () => {
  const root = parseXml(formatters.junit!(RESULTS, context));

  it("has one testsuite per file and one testcase per finding, a passing one for a clean file", () => {
    expect(root.name).toBe("testsuites");
    expect(root.attributes).toMatchObject({ tests: "6", failures: "4", errors: "1" });
    expect(root.children.map((s) => [s.attributes.name, s.children.length])).toEqual([
      ["conversations/clean.json", 1],
      ["conversations/hoist.json", 2],
      ["conversations/unknown-tool.jsonl", 1],
      ["data/image.json", 1],
      [xmlSafe(HOSTILE_NAME), 1],
    ]);
    expect(root.children[0]!.children[0]!.children).toEqual([]);
    expect(root.children[3]!.children[0]!.children[0]!.name).toBe("error");
    expect(root.children[2]!.children[0]!.children[0]!.attributes.type).toBe("warning");
  });

  it("carries hostile names and messages through escaping", () => {
    const failure = root.children[4]!.children[0]!.children[0]!;
    expect(failure.attributes.message).toBe(xmlSafe(HOSTILE_MESSAGE));
    expect(failure.text).toContain(xmlSafe(HOSTILE_MESSAGE));
    expect(failure.text).toContain(`Hint: ${HOSTILE_HINT}`);
    expect(root.children[4]!.children[0]!.attributes.classname).toBe(xmlSafe(HOSTILE_NAME));
  });
});

describe("checkstyle", () => {
  const root = parseXml(formatters.checkstyle!(RESULTS, context));

  it("lists every file with one <error> per finding, as ESLint's formatter does", () => {
    expect(root.name).toBe("checkstyle");
    expect(root.children.map((f) => [f.attributes.name, f.children.length])).toEqual([
      ["conversations/clean.json", 0],
      ["conversations/hoist.json", 2],
      ["conversations/unknown-tool.jsonl", 1],
      ["data/image.json", 1],
      [xmlSafe(HOSTILE_NAME), 1],
    ]);
    expect(root.children[2]!.children[0]!.attributes).toEqual({
      line: "3",
      column: "119",
      severity: "warning",
      message: "messages.1.content.0.tool_use.name: tool `get_weather` is not defined in `tools` (tool-use-unknown-tool)",
      source: "msglint.rules.tool-use-unknown-tool",
    });
  });

  it("carries hostile names and messages through escaping", () => {
    const error = root.children[4]!.children[0]!;
    expect(error.attributes.message).toBe(`${xmlSafe(HOSTILE_MESSAGE)} (tool-use-id-pattern)`);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Markdown

describe("markdown", () => {
  const out = formatters.markdown!(RESULTS, context);
  const rows = out.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| |"));
  /** A cell boundary: a pipe no backslash escapes. */
  const cells = (line: string) => line.split(/(?<!\\)\|/).length - 2;

  it("is one table row per finding, five cells each, whatever the names and messages hold", () => {
    expect(rows).toHaveLength(RESULTS.reduce((n, r) => n + r.messages.length, 0));
    for (const line of rows) expect(cells(line), line).toBe(5);
    expect(out).toContain("| | File | Line | Rule | Message |");
  });

  it("renders text from files as itself: no HTML but its own line breaks, no links, no mentions", () => {
    expect(out.replace(/<br>/g, "")).not.toMatch(/(?<!\\)</);
    expect(out).not.toMatch(/@[A-Za-z]/);
    const escaped = formatters.markdown!(
      [file("a.json", [diag({ message: "see [x](https://evil) <img src=x> @everyone *bold* `code` a|b" })])],
      context,
    );
    expect(escaped).toContain("see \\[x\\](https://evil) \\<img src=x\\> @\u2060everyone \\*bold\\* \\`code\\` a\\|b");
  });

  it("links each rule to its docs and says how many problems, in how many files", () => {
    expect(out).toContain(`[tool-result-not-first](${context.rulesMeta["tool-result-not-first"]!.docsUrl})`);
    expect(out).toContain("❌ **5 problems** (4 errors, 1 warning) in 4 of 5 files.");
  });

  it("says a clean run is clean (a step summary shows it)", () => {
    expect(formatters.markdown!([file("a.json", [])], context)).toBe("### msglint\n\n✅ No problems in 1 file.\n");
  });

  it("fits a pull-request comment: past the limit, it says how many findings it leaves out", () => {
    const many = [
      file(
        "big.json",
        Array.from({ length: 2000 }, (_, i) => diag({ message: `finding ${i} `.padEnd(200, "x"), line: i + 1 })),
      ),
    ];
    const text = formatters.markdown!(many, context);
    expect(text.length).toBeLessThanOrEqual(MAX_MARKDOWN);
    const shown = text.split("\n").filter((line) => line.startsWith("| ⚠️")).length;
    expect(text).toContain(`… and ${2000 - shown} more findings, left out to fit a comment`);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Long texts

describe("long messages", () => {
  // 999 characters, then emoji: a cut at 1,000 would split the first surrogate pair.
  const long = `messages.0: ${"a".repeat(987)}${"\ud83d\ude00".repeat(300)}`;
  const results = [file("long.json", [diag({ message: long, severity: "error", ruleId: "tool-use-id-pattern" })])];
  const expected = `${long.slice(0, 999)}… (${long.length - 999} more characters)`;

  it("are cut at 1,000 characters in every format, never inside a surrogate pair", () => {
    expect(sarifLog(results).runs[0]!.results![0]!.message.text).toBe(expected);
    expect(parseCommands(formatters.github!(results, context))[0]!.data).toBe(expected);
    expect(parseXml(formatters.junit!(results, context)).children[0]!.children[0]!.children[0]!.attributes.message).toBe(expected);
    expect(parseXml(formatters.checkstyle!(results, context)).children[0]!.children[0]!.attributes.message).toBe(`${expected} (tool-use-id-pattern)`);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// HTML

describe("html", () => {
  const linter = defaultLinter();
  /** Real fixtures, linted and drawn in process as the CLI does: results and views. */
  const EXAMPLES = [
    "fixtures/examples/text-before-tool-result.json",
    "fixtures/examples/batch-of-requests.jsonl",
    "fixtures/examples/openai-chat/interrupted-agent-loop.json",
  ];
  const sources = EXAMPLES.map((path) => ({ path, text: readFileSync(join(ROOT, path), "utf8") }));
  const results = sources.map(({ path, text }) => lintSource(text, path, {}));
  const views = new Map<string, FileViews>(sources.map(({ path, text }) => [path, linter.views(text, { filePath: path })]));
  const page = formatters.html!(results, { ...context, views });
  const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="report-data">(.*?)<\/script>/s.exec(html)![1]!) as ReportData;

  it("matches test/golden/html.txt (UPDATE_GOLDEN=1 rewrites it)", () => {
    const path = join(GOLDEN, "html.txt");
    if (process.env.UPDATE_GOLDEN === "1") {
      writeFileSync(path, page);
      return;
    }
    expect(existsSync(path), `${path} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
    expect(page).toBe(readFileSync(path, "utf8"));
  });

  it("is one self-contained page: inline style and script, nothing fetched, a policy that forbids fetching", () => {
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:;`);
    expect(page).not.toMatch(/<link|<script src|<img src|https?:\/\/(?!github\.com\/)/i);
    expect(page.length).toBeLessThan(120_000);
  });

  it("carries each finding to the block it is about, and each result to the call it answers", () => {
    const data = dataOf(page);
    expect(data.files.map((f) => [f.path, f.errors, f.warnings, f.requests.length])).toEqual([
      ["fixtures/examples/text-before-tool-result.json", 1, 0, 1],
      ["fixtures/examples/batch-of-requests.jsonl", 1, 1, 4],
      ["fixtures/examples/openai-chat/interrupted-agent-loop.json", 2, 0, 1],
    ]);
    const [notFirst] = data.files[0]!.findings;
    const turns = data.files[0]!.requests[0]!.turns!;
    const [r, t, i] = notFirst!.at!;
    expect(r).toBe(0);
    expect(turns[t!]!.items[i!]).toMatchObject({ kind: "call", pairing: "result-not-first" });
    const results = turns.flatMap((turn) => turn.items.filter((item) => item.kind === "result"));
    for (const result of results) expect(turns[result.answers!.turn]!.items[result.answers!.item]!.id).toBe(result.id);
    // A line that is not JSON is about the file; a finding in a batch request lands in that request's turn.
    const batch = data.files[1]!.findings;
    expect(batch.map((f) => [f.rule, f.at?.length ?? 0])).toEqual([
      ["body-not-json", 0],
      ["tool-use-input-schema-mismatch", 3],
    ]);
  });

  it("draws a conversation of another dialect through the same view: OpenAI Chat's calls, tool messages and findings", () => {
    const file = dataOf(page).files[2]!;
    const [request] = file.requests;
    expect(request).toMatchObject({ title: "OpenAI Chat Completions", dialect: "openai-chat" });
    const turns = request!.turns!;
    expect(
      turns.map(
        (turn) => `${turn.role} ${turn.path}: ${turn.items.map((item) => `${item.kind}${item.pairing ? ` ${item.pairing}` : ""}`).join(", ")}`,
      ),
    ).toEqual([
      "system messages[0]: text",
      "user messages[1]: text",
      "assistant messages[2]: call answered, call missing",
      "tool messages[3]: result answered",
      "user messages[4]: text",
      "tool messages[5]: result unexpected",
    ]);
    // The answered call and its tool message point at each other; the call keeps its name and arguments.
    expect(turns[3]!.items[0]!.answers).toEqual({ turn: 2, item: 0 });
    expect(turns[2]!.items[0]).toMatchObject({ id: turns[3]!.items[0]!.id, name: "run_tests", text: '{\n  "pattern": "date"\n}' });
    // The missing result's finding is at the assistant's turn; the orphan's on the tool message's result.
    expect(file.findings.map((f) => [f.rule, f.at])).toEqual([
      ["chat-tool-result-missing", [0, 2]],
      ["chat-tool-result-orphan", [0, 5, 0]],
    ]);
  });

  it("keeps markup in texts, names and messages out of the page's markup", () => {
    const hostile = formatters.html!(RESULTS, context);
    const data = dataOf(hostile);
    expect(data.files[4]!.path).toBe(HOSTILE_NAME);
    expect(data.files[4]!.findings[0]!.message).toBe(HOSTILE_MESSAGE);
    expect(hostile.split("</script>")).toHaveLength(3);
    // Without views, every finding is about its file, and the file says why nothing is drawn.
    expect(data.files[1]!.note).toMatch(/listed alone/);
    expect(data.files[1]!.findings.every((f) => f.at === undefined)).toBe(true);
  });

  it("lists a request's findings without drawing it when its dialect has no view", () => {
    const plain = createLinter({ dialects: [{ ...anthropic, id: "plain", title: "Plain API", view: undefined }] });
    const text = sources[0]!.text;
    const data = reportData([{ ...results[0]!, filePath: "plain.json" }], {
      ...context,
      views: new Map([["plain.json", plain.views(text, { filePath: "plain.json" })]]),
    });
    expect(data.files[0]!.requests).toEqual([{ title: "Plain API", dialect: "plain", line: 1 }]);
    expect(data.files[0]!.findings[0]!.at).toEqual([0]);
  });

  it("cuts long texts, describes images too large to embed, and opens to the file list past 2,000 files", () => {
    const long = "x".repeat(TEXT_LIMIT + 5);
    const big = "A".repeat(IMAGE_LIMIT + 4);
    const body = {
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: long },
            { type: "image", source: { type: "base64", media_type: "image/png", data: big } },
            { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } },
            { type: "image", source: { type: "base64", media_type: "image/svg+xml", data: "PHN2Zz4=" } },
          ],
        },
      ],
    };
    const data = reportData([file("a.json", [])], { ...context, views: new Map([["a.json", linter.views(body)]]) });
    const [text, large, small, svg] = data.files[0]!.requests[0]!.turns![0]!.items;
    expect([text!.text!.length, text!.cut]).toEqual([TEXT_LIMIT, 5]);
    expect(large!.media).toEqual({ mediaType: "image/png", bytes: (IMAGE_LIMIT + 4) * 0.75 });
    expect(small!.media).toEqual({ mediaType: "image/png", data: "iVBORw0KGgo=" });
    expect(svg!.media!.data).toBeUndefined();
    const many = Array.from({ length: FILE_LIST_FROM + 1 }, (_, n) => file(`f${n}.json`, []));
    expect(reportData(many, context).openToList).toBe(true);
    expect(reportData(many.slice(1), context).openToList).toBe(false);
  });
});

// Human formats: what input holds is shown, never obeyed.

describe("human formats neutralise text from input", () => {
  // ESC ] 0 ; … BEL retitles a terminal; CSI recolours; BS, NUL and DEL hide; U+202E and friends reorder; U+2028 breaks lines.
  const HOSTILE = "\u001b]0;owned\u0007\u001b[31m\b\u0000\u007f\u0085\u202e\u2066\u2069\u2028\u2029\u200f";
  // eslint-disable-next-line no-control-regex
  const UNSAFE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/;
  const source = JSON.stringify(
    {
      model: "claude-sonnet-4-5",
      max_tokens: 64,
      tools: [{ name: `bash${HOSTILE}`, input_schema: { type: "object" } }],
      messages: [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: `toolu_${HOSTILE}`, name: `bash${HOSTILE}`, input: {} }] },
        { role: `user${HOSTILE}`, content: [{ type: `tool_result${HOSTILE}`, tool_use_id: `toolu_${HOSTILE}x`, content: "ok" }] },
      ],
    },
    null,
    2,
  );
  const name = `logs/a\nb${HOSTILE}.json`;
  const result = lintSource(source, name, {});

  it("the lint gives findings whose messages carry the hostile names", () => {
    expect(result.messages.length).toBeGreaterThan(2);
    expect(result.messages.some((m) => m.message.includes("\u001b]0;owned"))).toBe(true);
  });

  it.each(["stylish", "compact", "github"])(
    "%s: no control, bidi or line separator character from input, one line per finding where it promises one",
    (format) => {
      const out = formatters[format]!([result], context);
      expect(out).not.toMatch(UNSAFE);
      expect(out).toContain(neutralize(`toolu_${HOSTILE}`));
      if (format !== "stylish") expect(out.trimEnd().split("\n")).toHaveLength(result.messages.length);
    },
  );

  it("is one function: each unsafe character becomes U+FFFD, one for one, a tab a space and a line break `\\n`", () => {
    expect(neutralize(`a\tb\r\nc\rd\ne${HOSTILE}`)).toBe(`a b\\nc\\nd\\ne\ufffd]0;owned\ufffd\ufffd[31m${"\ufffd".repeat(10)}`);
    expect(neutralize("é😀 plain")).toBe("é😀 plain");
  });
});
