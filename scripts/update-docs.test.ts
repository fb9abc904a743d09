import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { anthropic } from "../packages/core/src/dialects/anthropic/index.js";
import { apiErrors, lint, loadApiVersion, rules, type ApiErrorEntry } from "../packages/core/src/index.js";
import { coverage, renderHeader, renderRulesTable, SECTIONS } from "./update-docs.mjs";

// Examples sent with `anthropic-version: 2026-10-21` lint synchronously: that version's schema loads on demand.
await loadApiVersion("2026-10-21");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const script = join(root, "scripts/update-docs.mjs");
const docsDir = join(root, "docs/rules");

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("scripts/update-docs.mjs", () => {
  const builtCore = existsSync(join(root, "packages/core/dist/index.js"));
  const temp = mkdtempSync(join(tmpdir(), "msglint-docs-"));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it("finds nothing stale in the repository (--check)", () => {
    expect(builtCore, "build @msglint/core first: pnpm --filter @msglint/core build").toBe(true);
    const { status, output } = run("--check");
    expect(output, output).not.toMatch(/would change/);
    expect(status).toBe(0);
  });

  it("lists stale files with --check, writes nothing, and regenerates them without --check", () => {
    expect(builtCore).toBe(true);
    cpSync(docsDir, join(temp, "docs/rules"), { recursive: true });
    const page = join(temp, "docs/rules/tool-use-missing-result.md");
    const original = readFileSync(page, "utf8");
    writeFileSync(page, original.replace(/^- Default severity: .*$/m, "- Default severity: `warning`"));
    const readme = join(temp, "README.md");
    writeFileSync(readme, "# msglint\n\n<!-- begin rules table -->\nold\n<!-- end rules table -->\n\nMore.\n");

    const checked = run("--check", "--root", temp);
    expect(checked.status).toBe(1);
    expect(checked.output).toContain("docs/rules/tool-use-missing-result.md");
    expect(checked.output).toContain("README.md");
    expect(readFileSync(readme, "utf8")).toContain("\nold\n");

    expect(run("--root", temp).status).toBe(0);
    expect(readFileSync(page, "utf8")).toBe(original);
    const table = readFileSync(readme, "utf8");
    expect(table).toContain("| [tool-use-missing-result](docs/rules/tool-use-missing-result.md) | 1 | C | api | all | yes | error | suggestions |");
    const counts = coverage(apiErrors(anthropic));
    expect(table).toContain(`msglint checks **${counts.checked} of ${counts.checkable} offline-checkable rules** of api-rules.md.`);
    expect(table).toMatch(/\n\nMore\.\n$/);
    expect(run("--check", "--root", temp).status).toBe(0);
  });

  it("renders every entry: registered rules with their docs and meta, the others with why they are not checked", () => {
    const entry = (fields: Partial<ApiErrorEntry> & Pick<ApiErrorEntry, "id">): ApiErrorEntry => ({
      dialect: "anthropic",
      row: undefined,
      area: "test",
      category: "api",
      status: undefined,
      texts: [],
      messages: [],
      errorCode: undefined,
      paths: undefined,
      targets: ["anthropic", "bedrock", "vertex"],
      offline: "yes",
      reason: "a reason",
      checkedBy: [],
      ...fields,
    });
    const sample = [
      entry({
        id: "tool-use-missing-result",
        row: "1",
        status: "C",
        texts: ["{{path}}: a `tool_use` | text"],
        checkedBy: ["tool-use-missing-result"],
      }),
      entry({ id: "legacy-text", row: "2", status: "C", texts: ["old"], checkedBy: ["tool-use-missing-result", "tool-result-not-first"] }),
      entry({ id: "prefix-estimate", row: "§13.19", offline: "heuristic", texts: ["too short"], checkedBy: ["prefix-estimate"] }),
      entry({ id: "needs-the-api", row: "4", status: "C", offline: "no", reason: "token counts" }),
      entry({ id: "error-code-rule", row: "§15", errorCode: "code_x", offline: "no", reason: "undocumented" }),
      entry({ id: "own-rule", targets: ["anthropic"], checkedBy: ["own-rule"] }),
    ];
    const table = renderRulesTable(rules, sample, ["anthropic", "bedrock", "vertex"]).split("\n");
    expect(table).toContain(
      "| [tool-use-missing-result](docs/rules/tool-use-missing-result.md) | 1 | C | api | all | yes | error | suggestions | `` {{path}}: a `tool_use` \\| text `` |",
    );
    expect(table).toContain(
      "| legacy-text | 2 | C | api | all | yes, by [tool-use-missing-result](docs/rules/tool-use-missing-result.md), [tool-result-not-first](docs/rules/tool-result-not-first.md) |  |  | `old` |",
    );
    expect(table).toContain("| prefix-estimate | §13.19 |  | api | all | heuristic |  |  | `too short` |");
    expect(table).toContain("| needs-the-api | 4 | C | api | all | no: token counts |  |  | not observed |");
    expect(table).toContain("| error-code-rule | §15 |  | api | all | no: undocumented |  |  | error_code `code_x` |");
    expect(table).toContain("| own-rule | — |  | api | anthropic | yes |  |  | none: msglint's own |");
    // msglint's own rules are not counted; of the five errors of api-rules.md three can be checked, and are.
    expect(coverage(sample)).toEqual({ checked: 3, checkable: 3, total: 5 });
    expect(table[0]).toBe(
      "msglint checks **3 of 3 offline-checkable rules** of api-rules.md. 2 more cannot be decided from the request alone (a token count, a signature, the response the API returned, an undocumented limit); the table says why.",
    );
  });

  it("gives in a header the HTTP status the provider answers with", () => {
    const header = (id: string) => {
      const rule = rules.find((r) => r.meta.id === id)!;
      return renderHeader(rule.meta, rule.meta.targets);
    };
    expect(header("bedrock-model-retired")).toContain("the API rejects the request (HTTP 404)");
    expect(header("tool-use-missing-result")).toContain("the API rejects the request (HTTP 400)");
    expect(header("tool-use-unknown-tool")).not.toContain("HTTP");
  });

  it("leaves a README without markers alone, and does not fail --check for it", () => {
    expect(builtCore).toBe(true);
    const readme = join(temp, "README.md");
    writeFileSync(readme, "# msglint\n");
    expect(run("--check", "--root", temp).status).toBe(0);
    expect(run("--root", temp).status).toBe(0);
    expect(readFileSync(readme, "utf8")).toBe("# msglint\n");
  });
});

/** The text under each `## ` heading, code fences kept. */
function sectionsOf(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  let current: string | undefined;
  let inFence = false;
  for (const line of text.split("\n")) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^## (.*)$/.exec(line);
    if (heading) {
      current = heading[1]!.trim();
      sections.set(current, "");
    } else if (current !== undefined) {
      sections.set(current, `${sections.get(current)}${line}\n`);
    }
  }
  return sections;
}

/**
 * The code blocks of a section. An example too large for a page (megabytes of base64) is shown abridged and
 * names its full version in the info string (` ```json file=fixtures/… `): the tests use that file.
 */
function codeBlocks(section: string): string[] {
  return [...section.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => {
    const file = /(?:^|\s)file=(\S+)/.exec(m[1]!)?.[1];
    return file === undefined ? m[2]! : readFileSync(join(root, file), "utf8");
  });
}

/**
 * The settings an example names in its info string (` ```json model=gemini-2.5-pro target=vertex `): a body whose
 * model is in the URL (Gemini) or a rule of one platform says where it is sent, and the day it is sent (`now=`) where
 * its model has since reached its end of life.
 */
function exampleSettings(section: string, target: string): { target: string; model?: string; endpoint?: string; now?: string } {
  const info = /^```([^\n]*)\n/m.exec(section)?.[1] ?? "";
  const model = /(?:^|\s)model=(\S+)/.exec(info)?.[1];
  const endpoint = /(?:^|\s)endpoint=(\S+)/.exec(info)?.[1];
  const now = /(?:^|\s)now=(\S+)/.exec(info)?.[1];
  return {
    target: /(?:^|\s)target=(\S+)/.exec(info)?.[1] ?? target,
    ...(model !== undefined ? { model } : {}),
    ...(endpoint !== undefined ? { endpoint } : {}),
    ...(now !== undefined ? { now } : {}),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.each(rules.map((rule) => [rule.meta.id, rule] as const))("docs/rules/%s.md", (id, rule) => {
  const file = join(docsDir, `${id}.md`);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const sections = sectionsOf(text);
  const target = rule.meta.targets.includes("anthropic") ? "anthropic" : rule.meta.targets[0]!;
  // An example is in its rule's format; findings the engine makes about the input itself are read as any input is.
  const dialectOf = rule.visit ? { dialect: rule.meta.dialect } : {};

  it("exists, opens with the generated header, and has the fixed sections in order", () => {
    expect(existsSync(file)).toBe(true);
    expect(text.startsWith(`<!-- begin generated header -->\n# ${id}\n`)).toBe(true);
    expect(text).toContain("<!-- end generated header -->");
    expect([...sections.keys()]).toEqual(SECTIONS);
    for (const [title, body] of sections) {
      expect(body.trim(), `section "${title}" is empty`).not.toBe("");
      expect(body, `section "${title}" is unwritten`).not.toMatch(/^TODO$/m);
    }
  });

  it('quotes every message of the rule in a code block of "The API\'s error"', () => {
    const blocks = codeBlocks(sections.get("The API's error") ?? "");
    const lines = blocks.flatMap((block) => block.split("\n"));
    for (const template of Object.values(rule.meta.messages)) {
      const pattern = new RegExp(
        `^${template
          .split(/\{\{\s*\w+\s*\}\}/)
          .map(escapeRegExp)
          .join(".+?")}$`,
      );
      // A message of several lines (Google's list of accepted modalities, Code Assist's `proto is invalid:` list) is quoted as a whole
      // block, whose last line break is the fence's when the message ends without one.
      expect(
        lines.some((line) => pattern.test(line)) ||
          blocks.some((block) => pattern.test(block) || pattern.test(`${block}\n`) || pattern.test(block.slice(0, -1))),
        template,
      ).toBe(true);
    }
  });

  it("has an incorrect example that the rule reports, with the message the page quotes", () => {
    const [example] = codeBlocks(sections.get("Incorrect") ?? "");
    expect(example).toBeDefined();
    const settings = { ...exampleSettings(sections.get("Incorrect") ?? "", target), ...dialectOf };
    const found = lint(example!, { rules: { [id]: "error" }, settings }).filter((d) => d.ruleId === id);
    expect(found.length).toBeGreaterThan(0);
    for (const diagnostic of found) expect(sections.get("The API's error")).toContain(diagnostic.message);
  });

  it("has a correct example that no recommended rule reports", () => {
    const [example] = codeBlocks(sections.get("Correct") ?? "");
    expect(example).toBeDefined();
    const found = lint(example!, { rules: { [id]: "error" }, settings: { ...exampleSettings(sections.get("Correct") ?? "", target), ...dialectOf } });
    expect(found.map((d) => `${d.ruleId}: ${d.message}`)).toEqual([]);
  });
});

it("has no docs page without a rule", () => {
  const ids = new Set(rules.map((rule) => rule.meta.id));
  const pages = readdirSync(docsDir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3));
  expect(pages.filter((page) => !ids.has(page))).toEqual([]);
});
